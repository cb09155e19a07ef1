"""A total's parts told in words, against the formula a test of the model holds for it: a part
no term holds, or one part of a term that its own description sums from more. Tried in
domains the gold sets do not use (a lending library, a bike-share), beside texts that agree."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from gate.docs.data_tests import DataTest
from gate.docs.judges.offline.shared import equations
from tests.docs.judges.offline.test_offline_context import data_test, judged
from tests.docs.judges.offline.test_offline_reading import column


def _fees_test() -> Artifact:
    return data_test("dbt_utils.expression_is_true", None,
                     expression="fees_due = late_fee + lost_item_fee")


@pytest.mark.parametrize(("text", "passes"), [
    ("Late and lost-item fees owed on the loan, in euros.", True),
    ("Late, lost-item and damage fees owed on the loan, in euros.", False),
    ("late_fee plus lost_item_fee, in euros.", True),
])
def test_a_total_told_with_a_part_its_tested_formula_lacks_fails(text: str,
                                                                  passes: bool) -> None:
    verdict = judged(column("fees_due", text), "consistency", _fees_test())
    assert verdict.passed is passes, verdict.reasoning


def test_a_term_told_by_one_of_the_parts_its_description_sums_fails() -> None:
    held = data_test("custom_sql", "ride_charge", sql="select * from {{ model }} where "
                     "abs(ride_charge - (fare_amount - discount_amount)) > 0.01")
    discount = column("discount_amount", "All discounts on the ride: membership discounts "
                      "plus promo-code discounts, in euros.")
    part = column("ride_charge", "Charged to the rider's card, in euros: fare_amount less "
                  "membership discounts.")
    whole = column("ride_charge", "Charged to the rider's card, in euros: fare_amount less "
                   "membership discounts and promo-code discounts.")
    assert not judged(part, "consistency", held, discount).passed
    assert judged(whole, "consistency", held, discount).passed


def test_a_bracketed_sum_in_a_tested_query_is_read_as_one() -> None:
    held = DataTest("custom_sql", "fees_due", {"sql": "select * from {{ model }} where "
                    "abs(fees_due - (late_fee + lost_item_fee)) > 0.01"}, "", 1)
    assert equations.test_relation(held) == frozenset({(1, "fees_due"), (-1, "late_fee"),
                                             (-1, "lost_item_fee")})


def _ticket_test() -> Artifact:  # a ferry line: the fare less the discount, no port fee
    return data_test("custom_sql", "net_fare", sql="select * from {{ model }} where "
                     "abs(net_fare - (gross_fare - discount_amount)) > 0.01")


@pytest.mark.parametrize(("text", "passes"), [
    ("Fare kept by the line: gross_fare minus discount_amount.", True),
    ("Fare kept by the line: gross_fare minus discount_amount minus port fees.", False),
    ("Ticket fare after discounts, in euros.", True),
    ("Ticket fare after discounts and port fees, in euros.", False),
])
def test_a_difference_that_takes_off_a_part_its_tested_formula_lacks_fails(
        text: str, passes: bool) -> None:
    """A deduction the test never makes, in words beside column names or after "after":
    a reader subtracts it twice."""
    verdict = judged(column("net_fare", text), "consistency", _ticket_test())
    assert verdict.passed is passes, verdict.reasoning


def test_a_clinic_invoice_net_of_a_part_the_test_lacks_fails() -> None:
    """Another domain (a veterinary clinic): "net of" takes off what the test holds, and
    more."""
    held = data_test("dbt_utils.expression_is_true", None,
                     expression="invoice_net = invoice_gross - insurer_share")
    agreed = column("invoice_net", "Owner's bill net of the insurer's share, in pounds.")
    more = column("invoice_net", "Owner's bill net of the insurer's share and VAT, in pounds.")
    assert judged(agreed, "consistency", held).passed
    assert not judged(more, "consistency", held).passed
