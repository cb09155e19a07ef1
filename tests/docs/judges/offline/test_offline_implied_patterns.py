"""A pattern test the column's own accepted set already holds adds nothing; one the set does
not hold (a value the pattern refuses) is a check of its own. Tried in domains the gold sets do
not use (a lending library, a bike-share)."""

from __future__ import annotations

from typing import Any

import pytest

from gate.docs.artifacts import Artifact
from gate.docs.data_tests import DataTest
from gate.docs.judges.offline.declared_tests.implied_patterns import runnable
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


@pytest.mark.parametrize(("values", "regex"), [
    (["a" * 40 + "!"], "^(a+)+$"),  # a quantified group holding a quantifier
    (["aa", "aaa"], "^(a|aa)*$"),    # an alternation under a quantifier: matches, never run
    (["BOOK", "MAPS"], "^(BOOK|MAPS)$"),
    (["aaaa"], "a*a*a*a*"),          # more quantifiers of variable length than are run
    (["BOOK"], "^(?=B)[A-Z]{4}$"),   # a look-around
])
def test_a_pattern_that_could_stall_the_run_is_not_run(values: list[str], regex: str) -> None:
    """The pattern is the pull request's: only a row of characters and classes with few
    quantifiers is run, so each of these (which all match their values) implies nothing."""
    accepted = _test("accepted_values", "media_code", 3, values=values)
    pattern = _test("dbt_expectations.expect_column_values_to_match_regex", "media_code", 9,
                    regex=regex)
    assert judged(pattern, "no-redundant", accepted).passed  # read, not run: nothing implied


@pytest.mark.parametrize("regex", ["^[A-Z]{2}-?\\d{4,6}$", "^[^,]+$", "\\w+@\\w+\\.com",
                                   "x\\$"])
def test_a_codes_pattern_of_classes_and_counts_is_run(regex: str) -> None:
    assert runnable(regex)


def test_a_set_too_long_to_match_is_not_matched() -> None:
    accepted = _test("accepted_values", "media_code", 3,
                     values=[f"C{number:04d}" for number in range(300)])
    pattern = _test("dbt_expectations.expect_column_values_to_match_regex", "media_code", 9,
                    regex="^C[0-9]{4}$")
    assert judged(pattern, "no-redundant", accepted).passed
