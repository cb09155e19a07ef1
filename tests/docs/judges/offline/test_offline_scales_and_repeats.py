"""The offline judge reads a column's scale against its name and tests, a hand-written test
for what it checks, and a rationale that only reads its test aloud. Each defect is tried
beside a text that passes, on a parcel carrier's and a library's projects."""

from __future__ import annotations

from typing import Any

import pytest

from gate.docs.artifacts import Artifact
from gate.docs.data_tests import DataTest
from tests.docs.judges.offline.test_offline_context import judged
from tests.docs.judges.offline.test_offline_reading import column


def _test(type_: str, column_name: str | None, rationale: str = "The depot dashboard sums "
          "this per courier; a bad row pays the courier twice.", line: int = 10,
          model: str = "fct_parcels", **args: Any) -> Artifact:
    test = DataTest(type_, column_name, args, rationale, line)
    return Artifact(f"test.{type_}.{column_name}.{line}.{len(rationale)}", "test",
                    test.artifact_text(), "models/x.yml", line, model, subject=test.render(),
                    rationale_expected=True, has_rationale=True, test=test)


# --- A column's unit, scale and sign against its name and tests --------------------------------

@pytest.mark.parametrize(("name", "text", "passes"), [
    ("dwell_time_seconds", "Time the parcel sat at the depot, in minutes, from scan-in to "
                           "scan-out.", False),
    ("dwell_time_seconds", "Time the parcel sat at the depot, in seconds, from scan-in to "
                           "scan-out.", True),
    ("weight_kg", "Declared weight of the parcel in pounds, as the sender typed it.", False),
    ("weight_kg", "Declared weight of the parcel, as the sender typed it.", True),
])
def test_a_unit_that_contradicts_the_name_is_inconsistent(name: str, text: str,
                                                          passes: bool) -> None:
    verdict = judged(column(name, text, "fct_parcels"), "consistency")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Share of parcels delivered on the first attempt, as a percentage (e.g. 87.5).", False),
    ("Share of parcels delivered on the first attempt, as a fraction from 0 to 1.", True),
])
def test_a_percentage_where_the_range_test_holds_a_fraction_is_inconsistent(
        text: str, passes: bool) -> None:
    between = _test("dbt_expectations.expect_column_values_to_be_between", "first_attempt_rate",
                    min_value=0, max_value=1)
    verdict = judged(column("first_attempt_rate", text, "fct_parcels"), "consistency", between)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Signed change of the courier's balance; negative for chargebacks.", False),
    ("Size of the change of the courier's balance; its direction is in `direction`.", True),
])
def test_a_sign_the_columns_test_refuses_is_inconsistent(text: str, passes: bool) -> None:
    positive = _test("custom_sql", "amount", sql="select * from {{ model }} where amount <= 0")
    verdict = judged(column("amount", text, "fct_parcels"), "consistency", positive)
    assert verdict.passed is passes, verdict.reasoning


# --- Hand-written tests read for what they check --------------------------------------------

@pytest.mark.parametrize(("hand_written", "plain"), [
    (("custom_sql", "depot_code", {"sql": "select * from {{ model }} where depot_code not in "
                                          "('north', 'south')"}),
     ("accepted_values", "depot_code", {"values": ["north", "south"]})),
    (("custom_sql", "courier_id", {"sql": "select p.* from {{ model }} p left join "
                                          "{{ ref('dim_couriers') }} c using (courier_id) where "
                                          "c.courier_id is null and p.courier_id is not null"}),
     ("relationships", "courier_id", {"to": "ref('dim_couriers')", "field": "courier_id"})),
    (("dbt_expectations.expect_column_distinct_values_to_be_in_set", "depot_code",
      {"value_set": ["north", "south"]}),
     ("accepted_values", "depot_code", {"values": ["north", "south"]})),
])
def test_sql_that_returns_what_a_plain_test_refuses_repeats_it(
        hand_written: tuple[str, str, dict[str, Any]],
        plain: tuple[str, str, dict[str, Any]]) -> None:
    written = _test(hand_written[0], hand_written[1], "Depots should be known.",
                    **hand_written[2])
    kept = _test(plain[0], plain[1], "Routing only knows these; a parcel with another value is "
                 "never put on a van.", **plain[2])
    assert not judged(written, "no-redundant", kept).passed
    assert judged(kept, "no-redundant", written).passed


def test_sql_that_checks_across_columns_repeats_nothing() -> None:
    across = _test("custom_sql", "delivered_at",
                   sql="select * from {{ model }} where delivered_at < collected_at")
    later = _test("dbt_expectations.expect_column_values_to_be_between", "delivered_at",
                  min_value=0)
    assert judged(across, "no-redundant", later).passed


def test_of_two_equal_tests_on_one_line_the_one_that_only_restates_its_check_is_the_repeat(
        ) -> None:
    reasoned = _test("not_null", "parcel_id", "A parcel without an id cannot be matched to "
                     "its proof of delivery, and the sender is never refunded.")
    restated = _test("dbt_expectations.expect_column_values_to_not_be_null", "parcel_id",
                     "Parcel ids must always be present.")
    assert judged(reasoned, "no-redundant", restated).passed
    assert not judged(restated, "no-redundant", reasoned).passed


@pytest.mark.parametrize(("text", "bounds", "passes"), [
    ("Minutes the parcel waited at the depot, at most 600.", (0, 100_000), False),
    ("Minutes the parcel waited at the depot, at most 600.", (0, 900), True),
    ("Weight of the parcel in kg; the largest parcel the carrier takes is 30 kg.", (0, 5000),
     False),
])
def test_a_bound_far_beyond_the_cap_the_description_states_never_fires(
        text: str, bounds: tuple[int, int], passes: bool) -> None:
    name = "wait_minutes" if "Minutes" in text else "weight_kg"
    between = _test("dbt_expectations.expect_column_values_to_be_between", name,
                    min_value=bounds[0], max_value=bounds[1])
    verdict = judged(between, "no-redundant", column(name, text, "fct_parcels"))
    assert verdict.passed is passes, verdict.reasoning


# --- A rationale that reads its test aloud -------------------------------------------------------

@pytest.mark.parametrize(("type_", "column_name", "text", "passes"), [
    ("unique", "loan_id", "Stops duplicates.", False),
    ("dbt_expectations.expect_column_values_to_be_between", "fine_amount",
     "Fines can't go below zero.", False),
    ("accepted_values", "branch", "Branches should be known.", False),
    ("unique", "loan_id", "The overdue letters are sent per loan; a duplicate sends the "
                          "borrower two letters and charges the fine twice.", True),
])
def test_a_rationale_that_only_restates_its_check_gives_no_reason(
        type_: str, column_name: str, text: str, passes: bool) -> None:
    verdict = judged(_test(type_, column_name, text, model="fct_loans"), "rationale")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("type_", "text", "passes"), [
    ("not_null", "A duplicated loan would send the overdue letter twice.", False),
    ("unique", "A loan without a member cannot be chased for its fine.", False),
    ("not_null", "A loan without a member cannot be chased for its fine.", True),
    ("unique", "A duplicated loan would send the overdue letter twice.", True),
])
def test_a_rationale_that_argues_for_another_check_is_not_this_tests_reason(
        type_: str, text: str, passes: bool) -> None:
    verdict = judged(_test(type_, "loan_id", text, model="fct_loans"), "rationale")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Requested by the circulation team.", False),
    ("The overdue letters are sent from it; without it a member who returned late is never "
     "charged.", True),
])
def test_who_asked_for_a_column_is_not_why(text: str, passes: bool) -> None:
    rationale = Artifact("column.fine_tier.rationale", "column_rationale", text, "models/x.yml",
                         1, "dim_members", subject="fine_tier")
    verdict = judged(rationale, "rationale")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("True when the medium is vinyl.", False),
    ("True when the medium is cd.", True),
])
def test_a_value_another_columns_test_never_holds_is_inconsistent(text: str,
                                                                  passes: bool) -> None:
    media = _test("accepted_values", "medium", model="fct_loans", values=["book", "cd", "dvd"])
    verdict = judged(column("is_audio", text, "fct_loans"), "consistency", media)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Distinct members with at least one loan that day.", False),
    ("Fine balance of the member at the end of the day, in EUR.", True),
])
def test_a_range_from_zero_on_a_count_can_never_fail(text: str, passes: bool) -> None:
    floor = _test("dbt_expectations.expect_column_values_to_be_between", "borrowers",
                  model="fct_loans", min_value=0)
    verdict = judged(floor, "no-redundant", column("borrowers", text, "fct_loans"))
    assert verdict.passed is passes, verdict.reasoning
