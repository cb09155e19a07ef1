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


@pytest.mark.parametrize(("text", "passes"), [
    ("How the marina lets the berth, from the harbour office's booking system: 'T' transient "
     "(by the night), 'S' seasonal (April to October), 'R' reserved for the harbour master.",
     False),
    ("How the marina lets the berth, from the harbour office's booking system: 'T' transient "
     "(by the night), 'S' seasonal (April to October), 'C' commercial.", True),
])
def test_a_quoted_capital_code_the_test_lacks_fails(text: str, passes: bool) -> None:
    """A marina's berths: codes in single quotes and capitals are values as much as lower-case
    ones; 'R' is one the column's test never holds."""
    berth = data_test("accepted_values", "berth_class", values=["T", "S", "C"])
    verdict = judged(column("berth_class", text, model="dim_berths"), "consistency", berth)
    assert verdict.passed is passes, verdict.reasoning


def test_a_blood_banks_quoted_code_the_test_lacks_fails() -> None:
    """Another domain: a donation's component coded 'WB', 'PLT' and 'FFP' where the test
    holds 'PL' for plasma; an apostrophe beside a letter ("donor's 'own'") is no code."""
    component = data_test("accepted_values", "component", values=["WB", "PLT", "PL"])
    drifted = column("component", "Product separated from the donation: 'WB' whole blood, "
                     "'PLT' platelets, 'FFP' fresh frozen plasma.", model="fct_donations")
    held = column("component", "Product separated from the donor's donation: 'WB' whole "
                  "blood, 'PLT' platelets, 'PL' plasma.", model="fct_donations")
    assert not judged(drifted, "consistency", component).passed
    assert judged(held, "consistency", component).passed
