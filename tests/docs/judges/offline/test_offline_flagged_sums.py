"""A rule that takes flagged rows out of totals ("subtract them when totalling") against a
section that sums in code without naming the flag: both sections are faulted, and a sum that
names the flag agrees. Tried in a toll road's and a food bank's runbooks."""

from __future__ import annotations

import pytest

from tests.docs.judges.offline.test_offline_context import judged
from tests.docs.judges.offline.test_offline_document_facts import titled

REFUNDS = titled("3. Refunds", "Refunded tolls stay in the table as positive amounts with "
                 "`refund_flag = true`; subtract them when totalling.", "tolls")


@pytest.mark.parametrize(("body", "passes"), [
    ("Confirm `select sum(toll_amount) from fct_tolls where plaza_id = 7` matches the plaza's "
     "cash-up within 1 %.", False),
    ("Confirm `select sum(case when refund_flag then -toll_amount else toll_amount end) from "
     "fct_tolls where plaza_id = 7` matches the plaza's cash-up within 1 %.", True),
])
def test_a_sum_without_the_flag_another_section_holds_out_fails(body: str,
                                                                passes: bool) -> None:
    checked = titled("4. Confirm the plaza total", body, "tolls")
    verdict = judged(checked, "md-consistency", REFUNDS)
    assert verdict.passed is passes, verdict.reasoning
    assert judged(REFUNDS, "md-consistency", checked).passed is passes


def test_a_food_banks_rule_against_a_plain_total_fails() -> None:
    """Another domain: voided pledges are to be excluded before summing, and the weekly check
    sums every pledge; a document with no such rule sums as it likes."""
    rule = titled("Voided pledges", "A pledge cancelled by the donor keeps its row with "
                  "`is_void = true`; exclude those rows before summing kilograms.", "pantry")
    total = titled("Weekly check", "```sql\nselect sum(pledged_kg) from fct_pledges\n"
                   "where pledge_week = '2026-W14'\n```\nThe figure must match the warehouse "
                   "intake log.", "pantry")
    alone = titled("Pledges", "A pledge is one donor's promise of food for one week, in "
                   "kilograms.", "pantry")
    assert not judged(total, "md-consistency", rule).passed
    assert not judged(rule, "md-consistency", total).passed
    assert judged(total, "md-consistency", alone).passed
