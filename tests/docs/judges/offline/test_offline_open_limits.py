"""A description that holds its value to a named limit ("within SLA", "missed the deadline")
that no text of its model gives a figure is unclear; a figure in the text or in a sibling's
answers it. Tried in domains the gold sets do not use (a plumber's call-outs, a translation
agency's jobs)."""

from __future__ import annotations

import pytest

from tests.docs.judges.offline.test_offline_context import judged
from tests.docs.judges.offline.test_offline_reading import column


@pytest.mark.parametrize(("text", "passes"), [
    ("True if the plumber arrived within SLA.", False),
    ("True if the plumber arrived within the SLA of 4 hours from the call.", True),
])
def test_a_flag_held_to_a_limit_with_no_figure_is_unclear(text: str, passes: bool) -> None:
    verdict = judged(column("arrived_in_sla", text, model="fct_callouts"), "clarity")
    assert verdict.passed is passes, verdict.reasoning


def test_a_limit_a_sibling_gives_a_figure_is_answered() -> None:
    flag = column("is_late", "True when the translation missed the deadline.",
                  model="fct_translation_jobs")
    figured = column("deadline_at", "When the job is due: the deadline is 5 working days "
                     "after the order, at 17:00 Europe/Lisbon.", model="fct_translation_jobs")
    assert not judged(flag, "clarity").passed
    assert judged(flag, "clarity", figured).passed
