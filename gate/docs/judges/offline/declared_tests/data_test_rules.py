"""Offline rules for the data tests real dbt projects declare.

The tests of dbt core (`unique`, `not_null`, `accepted_values`, `relationships`) and of the
packages most projects install (dbt_utils, dbt_expectations, elementary) are read for what they
check, and a test that cannot add signal is a finding that names its evidence:

| rule                  | score | the test …                                                   |
|-----------------------|-------|--------------------------------------------------------------|
| equivalent-test       | 0.0   | checks what another test on the same column already checks,   |
|                       |       | the same or more strictly (`unique` and                       |
|                       |       | `expect_column_values_to_be_unique`; `>= 0` beside a range    |
|                       |       | from 0; a proportion beside the plain test; `test_meaning.py`)|
| vacuous-combination   | 0.2   | is a multi-column uniqueness test including a column that is  |
|                       |       | unique on its own (its `unique` test or constraint), holding  |
|                       |       | a tested combination, or the columns a unique key hashes      |
| range-cannot-fail     | 0.2   | has bounds that every value or row count meets (a count, by   |
|                       |       | its description, from 0 with no ceiling)                      |
| covered-by-constraint | 0.3   | is `not_null` on a column whose enforced contract already has |
|                       |       | a `not_null` or `primary_key` constraint                      |
| single-accepted-value | 0.4   | accepts exactly one value: the column is a constant (0.5,     |
|                       |       | advisory, on a dedup column such as `row_number in [1]`)     |
| unknown-column        | 0.5   | names a column the model's YAML does not declare, nor its     |
|                       |       | texts mention (advice: the test itself may be sound)          |
| tautology             | 0.2   | is an expression every row meets (`a = a`, `1 = 1`, `true`)   |
| self-relationship     | 0.2   | is a relationship from a column to itself in its own model    |
| boolean-values        | 0.2   | accepts `true, false` on a column: a boolean holds nothing else|
| bound-too-wide        | 0.2   | has bounds of a billion or more (a row count from 0 or 1 to   |
|                       |       | ten million), or a recency of a year, no real table crosses,  |
|                       |       | or a bound ten times past the cap its column's description    |
|                       |       | states, or a placeholder's round bound (100,000; 99,999,999)  |
|                       |       | no figure of its text comes near (`stated_caps.py`)           |
| same-combination      | 0.0   | is a sibling's combination of columns in another order        |
| equivalent-test       | 0.0   | matches a pattern every value of the column's accepted set    |
| (a pattern)           |       | already matches (`implied_patterns.py`)                       |
| equivalent-test       | 0.0   | floors at 0 a column that is one column less another, which   |
| (a floor)             |       | an expression test already orders (`unfireable_tests.py`)     |

Exact repeats (same type, column and arguments) are the heuristic judge's own `duplicate test`
check, and SignalForge's `row_count_between`/`unique_combination` its `vacuous test` check;
these rules leave both to it. They see only the YAML: a column the SQL has but the YAML does
not declare is reported, and a test's package is recognised by its name only.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any, Literal

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.artifacts import Artifact
from gate.docs.data_tests import DataTest
from gate.docs.judges.offline.declared_tests.implied_patterns import implied_pattern
from gate.docs.judges.offline.declared_tests.restated_checks import restates_its_check
from gate.docs.judges.offline.declared_tests.unfireable_tests import findings as unfireable
from gate.docs.judges.offline.declared_tests.vacuous_tests import cannot_fail_reasons
from gate.docs.judges.offline.model_context.rules_context import (
    COMBINATION_ARGS,
    RulesContext,
    combination,
)
from gate.docs.judges.offline.shared.equations import EXPRESSION_TESTS, SQL_TESTS, test_relation
from gate.docs.judges.offline.shared.test_meaning import (
    CONDITIONS,
    check_of,
    implies,
    only_asks_for_a_row,
)
from gate.docs.judges.offline.siblings.stated.stated_caps import beyond_cap, placeholder_bound
from gate.docs.seam.score_levels import ADVICE, GRAVE, HOLLOW, LACKING, NOTHING

RuleName = Literal["equivalent-test", "vacuous-combination", "range-cannot-fail",
                   "covered-by-constraint", "single-accepted-value", "unknown-column",
                   "tautology", "self-relationship", "boolean-values", "bound-too-wide",
                   "same-combination"]
RULE_SCORES: dict[RuleName, float] = {
    "equivalent-test": NOTHING, "vacuous-combination": HOLLOW, "range-cannot-fail": HOLLOW,
    "covered-by-constraint": GRAVE, "single-accepted-value": LACKING, "unknown-column": ADVICE,
    "tautology": HOLLOW, "self-relationship": HOLLOW, "boolean-values": HOLLOW,
    "bound-too-wide": HOLLOW,
    "same-combination": NOTHING,
}
#: A rule's score at or above this is advice: the test still passes.
ADVISORY = ADVICE
#: Tests that check the same property of one column, by their name without package.
SAME_CHECK = {
    "unique": "unique", "expect_column_values_to_be_unique": "unique",
    "not_null": "not_null", "expect_column_values_to_not_be_null": "not_null",
    "accepted_values": "in_set", "expect_column_values_to_be_in_set": "in_set",
}
#: Columns where one accepted value is a deduplication check, not a constant.
DEDUP_COLUMN = lazy_pattern(r"row_?num|(?:^|_)rn$|rank|is_(?:latest|current|last)|_seq$|version",
                            re.IGNORECASE)
NOT_NULL_CONSTRAINTS = frozenset({"not_null", "primary_key"})
#: Arguments that name columns of the tested model.
COLUMN_ARGS = ("column_name", "combination_of_columns", "column_list")
#: Range tests: (lower-bound argument, upper-bound argument, the bound nothing can be under).
RANGES: dict[str, tuple[str, str, float | None]] = {
    "accepted_range": ("min_value", "max_value", None),
    "expect_column_values_to_be_between": ("min_value", "max_value", None),
    "expect_table_row_count_to_be_between": ("min_value", "max_value", 0),
    "expect_column_value_lengths_to_be_between": ("min_value", "max_value", 0),
    "expect_column_proportion_of_unique_values_to_be_between": ("min_value", "max_value", 0),
    "not_null_proportion": ("at_least", "at_most", 0),
}


class RuleFinding:
    """One rule's verdict on one test, with the evidence it rests on."""

    def __init__(self, rule: RuleName, evidence: str, reasoning: str,
                 score: float | None = None) -> None:
        self.rule, self.evidence, self.reasoning = rule, evidence, reasoning
        self.score = RULE_SCORES[rule] if score is None else score


def findings_for(test: DataTest, artifact_id: str,
                 siblings: Iterable[Artifact] | RulesContext) -> list[RuleFinding]:
    """Every rule that fires on `test`, given the other artifacts of its model."""
    context = siblings if isinstance(siblings, RulesContext) else RulesContext.of(siblings)
    same_column = [s for s in context.tests_by_column.get(test.column or "", ())
                   if s.artifact_id != artifact_id]
    found = [*_equivalent(test, same_column, artifact_id, context.model),
             *_vacuous_combination(test, context.unique),
             *_covered_combination(test, context), *_range(test),
             *_count_from_zero(test, context), *_constraint(test),
             *_single_value(test),
             *_unknown_columns(test, context),
             *cannot_fail(test, context.model),
             *_beyond_stated_cap(test, context),
             *(RuleFinding("equivalent-test", *found) for found in implied_pattern(
                 test, context.tests_by_column.get(test.column or "", ()))),
             *_same_combination(test, artifact_id, context.combinations),
             *_same_relation(test, artifact_id, context),
             *(RuleFinding(*found) for found in unfireable(test, context))]
    if any(finding.score < ADVISORY for finding in found):
        return found  # a test that cannot fail, or repeats one, needs no weaker reason
    return [*found, *_implied(test, artifact_id, context)]


def _canonical_values(test: DataTest) -> frozenset[str]:
    values = test.args.get("values", test.args.get("value_set", ()))
    return frozenset(str(v) for v in values) if isinstance(values, list) else frozenset()


def _equivalent(test: DataTest, others: list[Artifact], own_id: str,
                model: str = "") -> Iterator[RuleFinding]:
    """A test checking what an earlier one (or one on the same line) checks on its column."""
    check = SAME_CHECK.get(test.name)
    if check is None or test.column is None:
        return
    for other in others:
        assert other.test is not None
        same_check = SAME_CHECK.get(other.test.name) == check and \
            other.test.type != test.type and not _conditional(test) and \
            not _conditional(other.test)
        # The repeat is the defect, not both (of two on one line, the one kept by
        # `_kept_over`; both when nothing tells them apart).
        earlier = (other.line or 0) <= (test.line or 0) and \
            not _kept_over(test, other.test, model)
        if same_check and earlier and other.test.column == test.column and \
                (check != "in_set" or _canonical_values(other.test) == _canonical_values(test)):
            yield RuleFinding("equivalent-test", f"{test.type} and {other.test.type} on "
                              f"`{test.column}`", f"`{test.type}` checks what "
                              f"{other.artifact_id} (line {other.line}) already checks on "
                              f"`{test.column}`; one of them adds nothing.")
            return


def _same_relation(test: DataTest, own_id: str, context: RulesContext) -> Iterator[RuleFinding]:
    """An expression or SQL test that holds the relation another test of the model holds,
    written otherwise (`a - b - c = 0` beside a query for the rows `where c <> a - b`)."""
    if test.name not in RELATION_TESTS:
        return
    own = test_relation(test)
    for held, other in context.relations if own is not None else ():
        if held == own and other.artifact_id != own_id and other.test is not None and \
                not _kept_over(test, other.test, context.model):
            yield RuleFinding("equivalent-test", f"{test.type} and {other.test.type}",
                              f"{other.artifact_id} (`{other.test.type}`) already holds the "
                              f"relation `{test.type}` holds, written otherwise; one of them "
                              "adds nothing.")
            return


def _implied(test: DataTest, own_id: str, context: RulesContext) -> Iterator[RuleFinding]:
    """A test whose check another test on its column already makes (`test_meaning.py`): the
    same check in another package's words, or a weaker one. Of two equal checks, the later is
    the repeat; a weaker one is redundant wherever it stands."""
    own = check_of(test)
    if own is None:
        yield from _non_empty(test, context)
        return
    table = context.table_tests  # a table-level expression may name the column
    candidates = {id(a): a for a in (*context.tests_by_column.get(test.column or "", ()),
                                     *context.tests_by_column.get(own.column, ()), *table)}
    for other in sorted(candidates.values(), key=lambda a: (a.line or 0, a.artifact_id)):
        assert other.test is not None
        theirs = check_of(other.test)
        if other.artifact_id == own_id or theirs is None or other.test is test or \
                not implies(theirs, own):
            continue
        equal = implies(own, theirs)
        if equal and _kept_over(test, other.test, context.model):
            continue  # the same check declared later, or less plainly: that one is the repeat
        how = "already checks" if equal else "already checks more strictly"
        yield RuleFinding("equivalent-test", f"{test.type} and {other.test.type} on "
                          f"`{own.column}`", f"{other.artifact_id} (`{other.test.type}`) {how} "
                          f"what `{test.type}` checks on `{own.column}`; it adds nothing.")
        return


RELATION_TESTS = EXPRESSION_TESTS | SQL_TESTS
#: How plainly a check is spelt: dbt's own test, a package's, then an expression or SQL.
CORE_TESTS = frozenset({"unique", "not_null", "accepted_values", "relationships"})
HAND_WRITTEN = frozenset({"expression_is_true", "custom_sql"})


def _plainness(test: DataTest) -> int:
    return 0 if test.type in CORE_TESTS else 2 if test.name in HAND_WRITTEN else 1


def _kept_over(own: DataTest, other: DataTest, model: str) -> bool:
    """Of two tests that check the same thing, is `own` the one kept? The earlier declared;
    where the order is not known (one line, or no line), the one whose rationale gives a
    reason over one that only restates its check (`restated_checks.py`), then the plainer
    spelling: dbt's own test over a package's, a package's over a hand-written expression."""
    own_line, other_line = own.line or 0, other.line or 0
    if own_line != other_line:
        return own_line < other_line
    return _keeping(own, model) < _keeping(other, model)


def _keeping(test: DataTest, model: str) -> tuple[bool, int]:
    return restates_its_check(test, model, test.rationale or ""), _plainness(test)


def _non_empty(test: DataTest, context: RulesContext) -> Iterator[RuleFinding]:
    column = [a.test for a in context.tests_by_column.get(test.column or "", ()) if a.test]
    for other in context.table_tests:
        if other.test is not None and only_asks_for_a_row(test, column, other.test):
            yield RuleFinding("equivalent-test", f"{test.type} and {other.test.type}",
                              f"`{test.column}` is tested not null, so `{test.type}` asks only "
                              f"for a row, which {other.artifact_id} (`{other.test.type}`) "
                              "already asks for; it adds nothing.")
            return


def _conditional(test: DataTest) -> bool:
    """A test that holds on some rows only (`row_condition`, `where`): not the same check as
    its unconditional twin (`_implied` weighs the two)."""
    return any(test.args.get(key) for key in CONDITIONS)


def _covered_combination(test: DataTest, context: RulesContext) -> Iterator[RuleFinding]:
    """A combination that holds another tested combination (unique already, so any wider set
    is), or exactly the columns a unique key is a hash of (the key's test already checks it)."""
    columns = frozenset(combination(test))
    if len(columns) < 2 or any(test.args.get(key) for key in ("where", "row_condition")):
        return
    for other, held in context.combinations.items():
        if other < columns and any(a.test is not None and not a.test.args.get("where")
                                   for a in held):
            yield RuleFinding("vacuous-combination", ", ".join(sorted(columns)),
                              f"{', '.join(sorted(other))} is already tested unique together, "
                              "so any combination holding them is unique by construction.")
            return
    for key, hashed in context.hashed.items():
        if hashed == columns and key in context.unique:
            yield RuleFinding("vacuous-combination", ", ".join(sorted(columns)),
                              f"`{key}` is a hash of exactly these columns and is already "
                              f"unique ({context.unique[key]}): this repeats that test.")
            return


def _vacuous_combination(test: DataTest, unique: dict[str, str]) -> Iterator[RuleFinding]:
    argument = COMBINATION_ARGS.get(test.name)
    columns = test.args.get(argument) if argument else None
    if not isinstance(columns, list) or len(columns) < 2:
        return
    for column in columns:
        why = unique.get(str(column).lower())
        if why is not None:
            yield RuleFinding("vacuous-combination", f"`{column}` in "
                              f"{argument}: {', '.join(map(str, columns))}",
                              f"`{column}` is already unique on its own ({why}), so any "
                              "combination including it is unique by construction.")
            return


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        return None
    try:
        return float(value)
    except ValueError:
        return None  # a Jinja expression or a column: not a constant bound


def _range(test: DataTest) -> Iterator[RuleFinding]:
    bounds = RANGES.get(test.name)
    if bounds is None:
        return
    lower_key, upper_key, floor = bounds
    lower, upper = test.args.get(lower_key), test.args.get(upper_key)
    if upper is not None:
        return
    lower_value = _number(lower)
    if lower is None or (floor is not None and lower_value is not None and lower_value <= floor):
        shown = f"{lower_key}: {lower}" if lower is not None else f"no {lower_key}"
        yield RuleFinding("range-cannot-fail", f"{test.type} with {shown} and no {upper_key}",
                          "Every value meets this range, so the test can never fail.")


def _count_from_zero(test: DataTest, context: RulesContext) -> Iterator[RuleFinding]:
    """A range from 0 with no ceiling on a column its description calls a count: a count is
    never below zero, so the test can never fail."""
    bounds = RANGES.get(test.name)
    if bounds is None or test.column is None or test.column.lower() not in context.counts:
        return
    lower, upper = test.args.get(bounds[0]), test.args.get(bounds[1])
    if upper is None and _number(lower) == 0:
        yield RuleFinding("range-cannot-fail", f"{bounds[0]}: {lower} and no {bounds[1]}",
                          f"`{test.column}` is a count, never below zero, so a range from 0 "
                          "with no ceiling can never fail.")


def _constraint(test: DataTest) -> Iterator[RuleFinding]:
    covered = NOT_NULL_CONSTRAINTS & set(test.constraints)
    if SAME_CHECK.get(test.name) == "not_null" and covered:
        yield RuleFinding("covered-by-constraint", f"`{sorted(covered)[0]}` constraint on "
                          f"`{test.column}`", f"The enforced contract's `{sorted(covered)[0]}` "
                          f"constraint already refuses nulls in `{test.column}` at build "
                          "time, so this test can never fail.")


def _single_value(test: DataTest) -> Iterator[RuleFinding]:
    if SAME_CHECK.get(test.name) == "in_set" and len(_canonical_values(test)) == 1:
        (value,) = _canonical_values(test)
        dedup = bool(DEDUP_COLUMN.search(test.column or ""))
        yield RuleFinding("single-accepted-value", f"values: [{value}]", "Only one value is "
                          f"accepted, so `{test.column}` is a constant; say why the column "
                          "exists, or test the condition that makes it constant (a dedup "
                          "check such as `row_number` in [1] is a fair exception).",
                          ADVICE if dedup else None)


def _unknown_columns(test: DataTest, context: RulesContext) -> Iterator[RuleFinding]:
    declared = context.declared
    if not declared:
        return  # a model that declares no columns: nothing to compare with
    named: list[str] = [test.column] if test.column else []
    for key in COLUMN_ARGS[1:]:
        value = test.args.get(key)
        named += [str(v) for v in value] if isinstance(value, list) else []
    for column in named:
        if column.lower() not in declared and "(" not in column and " " not in column and \
                column.lower() not in context.mentioned:
            yield RuleFinding("unknown-column", f"`{column}`", f"`{column}` is not among the "
                              f"{len(declared)} columns the model's YAML declares; the test "
                              "cannot be reviewed against its documentation (or names a "
                              "column that does not exist).")
            return


def _same_combination(test: DataTest, own_id: str,
                      combinations: dict[frozenset[str], tuple[Artifact, ...]]
                      ) -> Iterator[RuleFinding]:
    """The later of two tests of one set of columns in another order (both on one line)."""
    columns = combination(test)
    for other in combinations.get(frozenset(columns), ()) if columns else ():
        assert other.test is not None
        later = (other.test.line or 0) <= (test.line or 0)
        if other.artifact_id != own_id and combination(other.test) != columns and later:
            yield RuleFinding("same-combination", f"{', '.join(columns)}", "The same columns "
                              f"as {other.artifact_id} in another order: one of them adds "
                              "nothing.")
            return


def _beyond_stated_cap(test: DataTest, context: RulesContext) -> Iterator[RuleFinding]:
    """A bound ten times past the cap the column's own description states (`stated_caps.py`)."""
    if test.column is None or test.name not in RANGES:
        return
    for evidence, reasoning in beyond_cap(test, context.caps.get(test.column.lower())):
        yield RuleFinding("bound-too-wide", evidence, reasoning)
        return
    column = test.column.lower()
    said = " ".join([test.rationale or "", *(a.text for a in context.texts if a.subject.lower()
                                               == column and a.kind == "column_description")])
    for evidence, reasoning in placeholder_bound(test, said):
        yield RuleFinding("bound-too-wide", evidence, reasoning)


def cannot_fail(test: DataTest, model: str) -> Iterator[RuleFinding]:
    for rule, evidence, reasoning in cannot_fail_reasons(test, model):
        yield RuleFinding(rule, evidence, reasoning)
