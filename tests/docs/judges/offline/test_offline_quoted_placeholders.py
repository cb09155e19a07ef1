"""A placeholder word a section quotes as a value it filters on ('TODO', "TBD") is data the
reader needs to know about, not content left to write; the same word left bare is a
placeholder. Tried in a call centre's and a plant nursery's guides."""

from __future__ import annotations

import pytest

from tests.docs.judges.offline.test_offline_context import judged
from tests.docs.judges.offline.test_offline_document_facts import titled


@pytest.mark.parametrize(("body", "passes"), [
    ("Agents often type 'TBD' as the wrap-up code when a call drops; those calls are left out "
     "of handle time with `where wrap_code <> 'TBD'`.", True),
    ("Calls that drop before wrap-up are left out of handle time: TBD.", False),
])
def test_a_call_centres_quoted_placeholder_is_a_value(body: str, passes: bool) -> None:
    verdict = judged(titled("Dropped calls", body, "calls"), "md-completeness")
    assert verdict.passed is passes, verdict.reasoning


def test_a_nurserys_quoted_placeholder_is_a_value() -> None:
    named = titled("Unlabelled trays", 'Growers write "TODO" on a tray label they have not '
                   "filled in yet; `stg_trays` keeps those rows with `species = 'TODO'` so "
                   "the count of trays to relabel is `select count(*) from stg_trays where "
                   "species = 'TODO'`.", "nursery")
    left = titled("Unlabelled trays", "TODO: say how unlabelled trays are counted.", "nursery")
    assert judged(named, "md-completeness").passed
    assert not judged(left, "md-completeness").passed
