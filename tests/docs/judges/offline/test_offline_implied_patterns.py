"""A pattern test the column's own accepted set already holds adds nothing; one the set does
not hold (a value the pattern refuses) is a check of its own. Tried in domains the gold sets do
not use (a lending library, a bike-share)."""

from __future__ import annotations

from typing import Any

import pytest

from gate.docs.artifacts import Artifact
from gate.docs.data_tests import DataTest
from tests.docs.judges.offline.test_offline_context import judged


def _test(type_: str, column: str, line: int, **args: Any) -> Artifact:
    test = DataTest(type_, column, args, "A malformed code breaks the join to the catalogue.",
                    line)
    return Artifact(f"test.{type_}.{line}", "test", test.artifact_text(), "models/x.yml", line,
                    "fct_loans", subject=test.render(), rationale_expected=True,
                    has_rationale=True, test=test)


@pytest.mark.parametrize(("values", "regex", "passes"), [
    (["BOOK", "DVDS", "MAPS"], "^[A-Z]{4}$", False),  # every value already matches
    (["book", "DVDS"], "^[A-Z]{4}$", True),           # the pattern refuses "book": its own check
])
def test_a_pattern_the_accepted_set_already_holds_is_redundant(values: list[str], regex: str,
                                                               passes: bool) -> None:
    accepted = _test("accepted_values", "media_code", 3, values=values)
    pattern = _test("dbt_expectations.expect_column_values_to_match_regex", "media_code", 9,
                    regex=regex)
    verdict = judged(pattern, "no-redundant", accepted)
    assert verdict.passed is passes, verdict.reasoning


def test_a_dock_pattern_beside_a_set_of_docks_is_redundant() -> None:
    accepted = _test("dbt_expectations.expect_column_values_to_be_in_set", "dock_side", 4,
                     value_set=["N1", "N2", "S1"])
    pattern = _test("dbt_expectations.expect_column_values_to_match_regex", "dock_side", 8,
                    regex="^[NS][0-9]$")
    assert not judged(pattern, "no-redundant", accepted).passed


def test_a_pattern_that_can_take_exponential_time_is_not_run() -> None:
    accepted = _test("accepted_values", "media_code", 3, values=["a" * 40 + "!"])
    pattern = _test("dbt_expectations.expect_column_values_to_match_regex", "media_code", 9,
                    regex="^(a+)+$")
    assert judged(pattern, "no-redundant", accepted).passed  # read, not run: nothing implied
