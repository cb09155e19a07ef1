"""A rationale of one bare clause (a use named, or what a check catches) names nothing at
stake; one that goes on to a consequence, a purpose with its actor, or the size of what
breaks gives its reason. Read on a water utility's and a school's projects."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from gate.docs.data_tests import DataTest
from tests.docs.judges.offline.test_offline_context import judged


def _test(rationale: str) -> Artifact:
    test = DataTest("dbt_utils.accepted_range", "litres_per_day", {"min_value": 0}, rationale, 8)
    return Artifact("test.accepted_range.litres_per_day", "test", test.artifact_text(),
                    "models/x.yml", 8, "fct_meter_days", subject=test.render(),
                    rationale_expected=True, has_rationale=True, test=test)


def _rationale(text: str) -> Artifact:
    return Artifact("column.rationale.grade_band", "column_rationale", text, "models/x.yml", 4,
                    "fct_pupil_terms", subject="grade_band")


@pytest.mark.parametrize(("text", "passes"), [
    ("Needed for the termly reports.", False),
    ("Catches extreme consumption values.", False),
    ("Catches negative reads, which the billing run would credit to the customer as a refund.",
     True),
    ("Prevents negative reads from crediting customers in the billing run.", True),
])
def test_a_test_rationale_of_one_bare_clause_names_nothing_at_stake(
        text: str, passes: bool) -> None:
    verdict = judged(_test(text), "rationale")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Kept as a band rather than a free mark so the governors' committee can compare "
     "schools; free marks could not be grouped.", True),
    ("If someone swaps in the exam board's raw mark, the pass rate moves by about 8 points "
     "with no warning.", True),
    ("Important for the termly reports.", False),
])
def test_a_purpose_with_its_actor_or_the_size_of_a_failure_is_a_reason(
        text: str, passes: bool) -> None:
    verdict = judged(_rationale(text), "rationale")
    assert verdict.passed is passes, verdict.reasoning
