"""Tests that their model's other tests and texts make unable to fail, read on a bike-share
scheme's project: each defect beside a test that still checks something."""

from __future__ import annotations

from typing import Any

import pytest

from gate.docs.artifacts import Artifact
from gate.docs.data_tests import DataTest
from tests.docs.judges.offline.test_offline_context import judged, model
from tests.docs.judges.offline.test_offline_reading import column

RATIONALE = "The rebalancing crew plans tomorrow's van routes from this; a bad row sends a van " \
            "to the wrong dock."


def _test(type_: str, column_name: str | None, line: int = 10, **args: Any) -> Artifact:
    test = DataTest(type_, column_name, args, RATIONALE, line)
    return Artifact(f"test.{type_}.{column_name}.{line}", "test", test.artifact_text(),
                    "models/x.yml", line, "fct_rides", subject=test.render(),
                    rationale_expected=True, has_rationale=True, test=test)


@pytest.mark.parametrize(("pattern", "passes"), [(".*", False), ("^.*$", False),
                                                 ("^[A-Z]{3}-\\d{4}$", True), (".+", True)])
def test_a_pattern_every_string_matches_cannot_fail(pattern: str, passes: bool) -> None:
    regex = _test("dbt_expectations.expect_column_values_to_match_regex", "dock_code",
                  regex=pattern)
    assert judged(regex, "no-redundant").passed is passes


@pytest.mark.parametrize(("others", "passes"), [(("not_null",), False), ((), True)])
def test_a_column_existence_check_beside_another_test_of_the_column_adds_nothing(
        others: tuple[str, ...], passes: bool) -> None:
    exists = _test("dbt_expectations.expect_column_to_exist", "ride_minutes", line=20)
    siblings = [_test(name, "ride_minutes", line=5) for name in others]
    assert judged(exists, "no-redundant", *siblings).passed is passes


@pytest.mark.parametrize(("description", "passes"), [
    ("Surrogate key of (dock_id, ride_date).", False),
    ("The dock the ride started from.", True),
    ("Primary key of dim_docks: the dock the ride started from.", True),
])
def test_a_combination_holding_a_described_key_is_unique_by_construction(
        description: str, passes: bool) -> None:
    pair = _test("dbt_utils.unique_combination_of_columns", None,
                 combination_of_columns=["ride_key", "bike_id"])
    verdict = judged(pair, "no-redundant", column("ride_key", description, "fct_rides"))
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("test_sql", "passes"), [
    ("select * from {{ ref('fct_rides') }} where battery_pct < 0 or battery_pct > 100", False),
    ("select * from {{ ref('fct_rides') }} where battery_pct < 5 or battery_pct > 100", True),
])
def test_a_query_for_the_rows_outside_a_range_repeats_the_range_test(
        test_sql: str, passes: bool) -> None:
    between = _test("dbt_expectations.expect_column_values_to_be_between", "battery_pct",
                    line=5, min_value=0, max_value=100)
    query = _test("custom_sql", "battery_pct", line=20, sql=test_sql)
    verdict = judged(query, "no-redundant", between)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("expression", "passes"), [
    ("abs(fare_paid + credit_used - fare_due) <= 0.01", False),
    ("abs(fare_paid - fare_due) <= 0.01", True),
])
def test_a_reconciliation_within_a_tolerance_written_twice_is_one_check(
        expression: str, passes: bool) -> None:
    query = _test("custom_sql", None, line=5, sql="select * from {{ ref('fct_rides') }} where "
                  "abs(fare_paid + credit_used - fare_due) > 0.01")
    again = _test("dbt_utils.expression_is_true", None, line=20, expression=expression)
    verdict = judged(again, "no-redundant", query)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("ceiling", "passes"), [(1_000_000, False), (2_000, True)])
def test_a_row_count_far_past_the_size_the_model_states_cannot_fire(
        ceiling: int, passes: bool) -> None:
    count = _test("row_count_between", None, minimum=0, maximum=ceiling)
    docks = model("One row per dock (dock_id): about 900 docks in the scheme.",
                  "fct_rides")
    verdict = judged(count, "no-redundant", docks)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("description", "ordering", "passes"), [
    ("Minutes the bike was out: docked_at minus undocked_at.", "docked_at >= undocked_at", False),
    ("Minutes from undocked_at to docked_at.", "undocked_at <= docked_at", False),
    # the ordering test holds the other way, or orders other columns: the floor still checks
    ("Minutes the bike was out: docked_at minus undocked_at.", "undocked_at >= docked_at", True),
    ("Minutes the bike was out: docked_at minus undocked_at.", "fare_paid >= 0", True),
    ("Minutes the bike was out, from the dock's log.", "docked_at >= undocked_at", True),
])
def test_a_floor_of_zero_on_a_difference_another_test_orders_adds_nothing(
        description: str, ordering: str, passes: bool) -> None:
    floor = _test("dbt_expectations.expect_column_values_to_be_between", "ride_minutes",
                  line=20, min_value=0)
    order = _test("dbt_utils.expression_is_true", None, line=5, expression=ordering)
    verdict = judged(floor, "no-redundant", order, column("ride_minutes", description,
                                                          "fct_rides"))
    assert verdict.passed is passes, verdict.reasoning



def test_a_difference_an_expression_test_states_is_read_as_the_columns_own() -> None:
    order = _test("dbt_utils.expression_is_true", None, line=5,
                  expression="docked_at > undocked_at")
    stated = _test("dbt_utils.expression_is_true", None, line=7,
                   expression="abs(ride_seconds - (docked_at - undocked_at)) < 1")
    seconds = _test("dbt_expectations.expect_column_values_to_be_between", "ride_seconds",
                    line=21, min_value=0)
    assert not judged(seconds, "no-redundant", order, stated).passed
    ceiled = _test("dbt_expectations.expect_column_values_to_be_between", "ride_seconds",
                   line=21, min_value=0, max_value=86_400)
    assert judged(ceiled, "no-redundant", order, stated).passed
