"""A range bound of a placeholder's shape (100,000; 1,000,000; 99,999,999) that nothing the
column's description or the test's rationale comes near never fires: the test adds nothing.
A bound the text gives a figure of the same order for may be calibrated, and a bound of
another shape is left to the other rules. Tried in domains the gold sets do not use."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from gate.docs.data_tests import DataTest
from gate.docs.judges.offline.siblings.stated.stated_caps import placeholder_bound
from tests.docs.judges.offline.test_offline_context import judged
from tests.docs.judges.offline.test_offline_reading import column


def _range(column_name: str, rationale: str, **args: float) -> Artifact:
    test = DataTest("dbt_expectations.expect_column_values_to_be_between", column_name, args,
                    rationale, 7)
    return Artifact(f"test.between.{column_name}", "test", test.artifact_text(), "models/x.yml",
                    7, "fct_rides", subject=test.render(), rationale_expected=True,
                    has_rationale=True, test=test)


@pytest.mark.parametrize(("args", "passes"), [
    ({"min_value": 0, "max_value": 100000}, False),
    ({"min_value": -1000000, "max_value": 1000000}, False),
    ({"min_value": 0, "max_value": 99999999}, False),
    ({"min_value": 0, "max_value": 720}, True),  # a bound of another shape
])
def test_a_placeholder_bound_never_fires(args: dict[str, float], passes: bool) -> None:
    ride = column("ride_minutes", "Minutes from undocking to docking the bike.", "fct_rides")
    test = _range("ride_minutes", "A negative ride means the dock clock was reset mid-ride.",
                  **args)
    verdict = judged(test, "no-redundant", ride)
    assert verdict.passed is passes, verdict.reasoning


def test_a_placeholder_the_text_gives_a_figure_near_may_be_calibrated() -> None:
    held = DataTest("dbt_expectations.expect_column_values_to_be_between", "loan_minutes",
                    {"min_value": 0, "max_value": 100000}, "", 3)
    assert list(placeholder_bound(held, "Length of the loan in minutes."))
    assert not list(placeholder_bound(held, "Length of the loan in minutes; a long-term loan "
                                      "runs up to 43,200 minutes."))
    assert list(placeholder_bound(held, "Length of the loan in minutes; at most 250 a day."))


def test_a_bound_on_an_amount_in_a_currency_may_be_a_policys_round_limit() -> None:
    held = DataTest("dbt_expectations.expect_column_values_to_be_between", "grant_amount",
                    {"min_value": 0, "max_value": 1000000}, "", 3)
    assert not list(placeholder_bound(held, "The research grant awarded, in euros."))


@pytest.mark.parametrize(("description", "args", "passes"), [
    ("Dock slot on the station's rack (1 to 24), counted from the kiosk.",
     {"min_value": 1, "max_value": 500}, False),
    ("Dock slot on the station's rack (1 to 24), counted from the kiosk.",
     {"min_value": 1, "max_value": 24}, True),
    ("Renewals of the loan so far, from 0 to 3 under the lending policy.",
     {"min_value": 0, "max_value": 50}, False),
    ("Renewals of the loan so far, from 0 to 3 under the lending policy.",
     {"min_value": 0, "max_value": 5}, True),
])
def test_a_bound_far_past_the_range_the_description_gives_never_fires(
        description: str, args: dict[str, float], passes: bool) -> None:
    described = column("slot", description, "fct_rides")
    test = _range("slot", "A slot outside the rack means the kiosk mislabelled the dock.",
                  **args)
    verdict = judged(test, "no-redundant", described)
    assert verdict.passed is passes, verdict.reasoning
