"""A placeholder word a section quotes as a value it filters on ('TODO', "TBD") is data the
reader needs to know about, not content left to write; the same word left bare is a
placeholder. Tried in a call centre's and a plant nursery's guides, and on a masked column."""

from __future__ import annotations

import pytest

from gate.docs.judges.floor import proven
from tests.docs.addressing.test_nothing_earns_credit import column
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


@pytest.mark.parametrize(("text", "placeholder"), [
    ("Social security number, masked as XXX-XX-1234 with the last four digits kept.", False),
    ("Key of the review ticket, XXX-1 style.", False),
    ("XXX", True),
    ("The order id. XXX.", True),
])
def test_three_xs_before_a_hyphen_or_a_digit_are_a_key_or_a_mask(text: str,
                                                                  placeholder: bool) -> None:
    """Three Xs alone are left to write; before a hyphen or a digit they are a mask or a
    ticket's key, as written in the data ("XXX-XX-1234")."""
    found = proven(column("ssn", text), "clarity")
    assert (found is not None and found.check == "placeholder") is placeholder
