"""A text against the values its model's `accepted_values` tests admit: rows a model's
description leaves out that a test admits, and a value in a two-item list ("open, or lost")
that the column's test never holds. Tried in domains the gold sets do not use (a ferry
operator's bookings, a seed bank's accessions)."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from tests.docs.judges.offline.test_offline_context import data_test, judged, model
from tests.docs.judges.offline.test_offline_reading import column

BOOKING_STATUS = data_test("accepted_values", "booking_status",
                           values=["confirmed", "boarded", "no_show", "cancelled"])


@pytest.mark.parametrize(("text", "passes"), [
    ("One row per ferry booking. Cancelled and no_show bookings are excluded.", False),
    ("One row per ferry booking, excluding cancelled bookings.", False),
    ("One row per ferry booking, cancelled ones included; staff passes are excluded.", True),
    ("One row per ferry booking, whatever its status.", True),
])
def test_rows_a_model_leaves_out_that_a_test_admits_fail(text: str, passes: bool) -> None:
    verdict = judged(model(text, "fct_ferry_bookings"), "consistency", BOOKING_STATUS)
    assert verdict.passed is passes, verdict.reasoning


def test_a_seed_bank_leaving_out_a_tested_state_fails() -> None:
    """Another domain: accessions whose viability test admits `dead` are said not to be in
    the table."""
    state = data_test("accepted_values", "viability", values=["viable", "dormant", "dead"])
    left_out = model("One row per seed accession in the vault; dead accessions are not in "
                     "the table.", "dim_accessions")
    kept = model("One row per seed accession in the vault, dead ones too.", "dim_accessions")
    assert not judged(left_out, "consistency", state).passed
    assert judged(kept, "consistency", state).passed


def _status(text: str) -> Artifact:
    return column("booking_status", text, model="fct_ferry_bookings")


@pytest.mark.parametrize(("text", "passes"), [
    ("Where the booking stands: confirmed, or waitlisted until a berth frees up.", False),
    ("Where the booking stands: confirmed, or boarded once the ticket is scanned; "
     "no_show and cancelled otherwise.", True),
])
def test_a_two_item_list_with_a_value_the_test_lacks_fails(text: str, passes: bool) -> None:
    verdict = judged(_status(text), "consistency", BOOKING_STATUS)
    assert verdict.passed is passes, verdict.reasoning


def test_a_seed_banks_two_item_list_with_an_untested_value_fails() -> None:
    state = data_test("accepted_values", "viability", values=["viable", "dormant", "dead"])
    said = column("viability", "Germination state at the last test: viable, or "
                  "sprouting when the test is still running.", model="dim_accessions")
    assert not judged(said, "consistency", state).passed
