"""A column a Markdown section holds to a figure in code without backticks
("(`fat_pct` = 4.2)" written bare, "fat_pct >= 4.2") against the figure another section of
its document holds it to: two figures for one threshold leave the reader two filters. Tried
in a dairy's and a fire brigade's guides, beside sections that agree."""

from __future__ import annotations

import pytest

from tests.docs.judges.offline.test_offline_context import judged
from tests.docs.judges.offline.test_offline_document_facts import titled

PREMIUM_MILK = titled("Premium milk", "Premium milk is a tank collection with `fat_pct` ≥ 4.2; "
                      "the bonus is paid per litre on the next statement.", "dairy")


@pytest.mark.parametrize(("body", "passes"), [
    ("For premium milk (fat_pct >= 4.5), report the farm and the collection date.", False),
    ("For premium milk (fat_pct >= 4.2), report the farm and the collection date.", True),
    ("For premium milk (`fat_pct` ≥ 4.2), report the farm and the collection date.", True),
])
def test_a_bare_column_held_to_another_figure_is_faulted(body: str, passes: bool) -> None:
    verdict = judged(titled("Farm report", body, "dairy"), "md-consistency", PREMIUM_MILK)
    assert verdict.passed is passes, verdict.reasoning


TURNOUT = titled("Turnout target", "A crew is on time when turnout_seconds <= 90 from the "
                 "station alert to wheels rolling.", "brigade")


@pytest.mark.parametrize(("body", "passes"), [
    ("List the late turnouts (turnout_seconds > 120) per station and watch.", False),
    ("List the late turnouts (turnout_seconds > 90) per station and watch.", True),
])
def test_a_brigades_column_held_to_another_figure_is_faulted(body: str, passes: bool) -> None:
    verdict = judged(titled("Late turnouts", body, "brigade"), "md-consistency", TURNOUT)
    assert verdict.passed is passes, verdict.reasoning
