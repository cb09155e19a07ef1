"""Two statements of one fact's basis that cannot both hold: a model's description puts its
amounts gross of a deduction and a column's text puts one after it. Tried in domains no gold
set uses (a freelance marketplace's payouts, a payroll), beside texts that agree."""

from __future__ import annotations

import pytest

from tests.docs.judges.offline.test_offline_context import judged, model
from tests.docs.judges.offline.test_offline_reading import column


@pytest.mark.parametrize(("text", "passes"), [
    ("Amount paid to the freelancer for the milestone, in USD, after platform fees.", False),
    ("Amount paid to the freelancer for the milestone, in USD, net of platform fees.", False),
    ("Amount paid to the freelancer for the milestone, in USD, before platform fees.", True),
    ("Amount paid to the freelancer for the milestone, in USD, after approval.", True),
])
def test_a_payout_after_a_fee_the_model_counts_gross_of_fails(text: str, passes: bool) -> None:
    owner = model("One row per paid milestone. All payout amounts are gross of platform fees; "
                  "fees are in platform_fee_usd.", "fct_payouts")
    verdict = judged(column("payout_usd", text, "fct_payouts"), "consistency", owner)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Monthly salary before pension contributions, in the employee's currency.", False),
    ("Monthly salary after pension contributions, in the employee's currency.", True),
    ("Monthly salary before the payroll cut-off, in the employee's currency.", True),
])
def test_a_salary_before_a_deduction_the_model_nets_off_fails(text: str, passes: bool) -> None:
    owner = model("One row per employee per pay month. Salary amounts are net of pension "
                  "contributions and of salary sacrifice.", "fct_payroll")
    verdict = judged(column("salary_amount", text, "fct_payroll"), "consistency", owner)
    assert verdict.passed is passes, verdict.reasoning
