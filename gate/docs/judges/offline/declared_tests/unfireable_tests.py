"""Data tests their model's own texts and other tests make unable to fail.

A test's definition alone may be sound and still add nothing once the model is read:

- `expect_column_to_exist` on a column another test already tests: that test errors the
  moment the column is missing, so the existence check never fails first;
- a multi-column uniqueness test holding a column the model's texts call its primary or
  surrogate key (`recovery_id: surrogate key of …`, with no `unique` test of its own):
  the key is one per row, so the combination is unique by construction;
- a row-count ceiling a hundred times past the number of things the model says it holds
  ("there are about 1,200 agencies" on a model of one row per agency, beside a ceiling of
  a million): no real day brings the table near it.

- a floor of zero with no ceiling on a column that is one column less another (`restored_at
  minus outage_started_at`, "minutes from ordered_at to verified_at", an expression test
  `net = (gross_kg - tare_kg) / 1000`) where another expression test already orders the two
  (`restored_at >= outage_started_at`): the difference cannot be negative while that test
  passes, so the floor fires only when the ordering test fires too.

Each is read from the model's own words and tests, never from a word of a domain.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Literal

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.data_tests import DataTest, as_number
from gate.docs.judges.offline.model_context.rules_context import RulesContext, combination

Rule = Literal["equivalent-test", "vacuous-combination", "bound-too-wide"]
Reason = tuple[Rule, str, str]
#: Tests that only ask for a column to be there.
EXISTENCE = frozenset({"expect_column_to_exist"})
#: A column's own description calling it the model's key.
#: ("primary key of dim_accounts" names another model's key, and a natural key of a thing
#: is not this model's key unless the text says so).
KEY_OF_MODEL = lazy_pattern(r"\b(?:primary|surrogate) key\b(?!\s+(?:of|in|from|for)\s+(?:the\s+)?"
                            r"(?!this\b)[a-z_]+)|\bunique (?:per|for each|on each) row\b",
                            re.IGNORECASE)
#: "there are about 1,200 agencies", "about 45,000 claims", "roughly 3k stores", "~800 sites".
STATED_SIZE = lazy_pattern(
    r"(?:\b(?:about|around|roughly|approximately|some|nearly|almost|under|fewer than|less "
    r"than)\s+|~\s*)(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|thousand|m|million)?\s+"
    r"([a-z][a-z-]+)", re.IGNORECASE)
MULTIPLIER = {"k": 1e3, "thousand": 1e3, "m": 1e6, "million": 1e6}
ROW_COUNTS = {"row_count_between": "maximum", "expect_table_row_count_to_be_between": "max_value"}
#: How far past the stated number of things a ceiling must lie to be one no day reaches.
FAR_PAST = 100
#: "one row per broker agency (broker_id)": the words that name a row.
ROW_IS = lazy_pattern(r"\bone (?:row|record) (?:per|for each|for every)\s+([^.;:(]{1,60})",
                      re.IGNORECASE)


#: The bounds a range test's floor and ceiling are given under.
FLOORS = ("min_value", "minimum")
CEILINGS = ("max_value", "maximum")
NAME = r"([a-z][a-z0-9]*_[a-z0-9_]*)"
#: One column less another, as a description says it: "restored_at minus started_at",
#: "(departure_date - arrival_date)", "from ordered_at to verified_at" (the later one first).
LESS = lazy_pattern(rf"\b{NAME}\s*(?:-|\bminus\b)\s*{NAME}\b", re.IGNORECASE)
FROM_TO = lazy_pattern(rf"\bfrom\s+`?{NAME}`?\s+(?:to|until|till)\s+`?{NAME}\b", re.IGNORECASE)
#: An expression test that orders two columns: `a >= b`, `a > b` (or `b <= a`, `b < a`).
ORDERS = lazy_pattern(rf"^\s*\(?\s*{NAME}\s*(>=|>|<=|<)\s*{NAME}\s*\)?\s*$", re.IGNORECASE)


def findings(test: DataTest, context: RulesContext) -> Iterator[Reason]:
    """(rule, evidence, reasoning) for each way the model's texts and tests make `test`
    unable to fail."""
    yield from _exists_beside_others(test, context)
    yield from _combination_with_described_key(test, context)
    yield from _ceiling_past_stated_size(test, context)
    yield from _floor_an_ordering_holds(test, context)


def _exists_beside_others(test: DataTest, context: RulesContext) -> Iterator[Reason]:
    if test.name not in EXISTENCE or not test.column:
        return
    others = [a for a in context.tests_by_column.get(test.column, ())
              if a.test is not None and a.test.name not in EXISTENCE]
    if others:
        yield ("equivalent-test", f"{test.type} beside {others[0].artifact_id}",
               f"{others[0].artifact_id} already tests `{test.column}`, "
               "and fails the moment the column is missing: the existence check never fails "
               "first, so it adds nothing.")


def _combination_with_described_key(test: DataTest, context: RulesContext) -> Iterator[Reason]:
    columns = combination(test)
    if len(columns) < 2 or any(test.args.get(key) for key in ("where", "row_condition")):
        return
    described = {a.subject.lower(): a for a in context.texts
                 if a.kind == "column_description" and a.subject}
    for column in columns:
        own = described.get(column)
        called = KEY_OF_MODEL.search(own.text) if own is not None else None
        if called is not None and column not in context.unique:
            yield ("vacuous-combination", f"`{column}` in {', '.join(columns)}",
                   f"`{column}` is the model's key by its own description "
                   f"({called.group(0)!r}), one per row, so any combination including it is "
                   "unique by construction.")
            return


def stated_size(text: str, things: set[str]) -> float | None:
    """The number of `things` a text says there are ("about 1,200 agencies"), or None."""
    for found in STATED_SIZE.finditer(text):
        noun = found.group(3).lower()
        if _singular(noun) in things:
            number = float(found.group(1).replace(",", ""))
            return number * MULTIPLIER.get((found.group(2) or "").lower(), 1.0)
    return None


def _singular(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def _ceiling_past_stated_size(test: DataTest, context: RulesContext) -> Iterator[Reason]:
    key = ROW_COUNTS.get(test.name, "")
    ceiling = as_number(test.args.get(key)) if key else None
    if ceiling is None:
        return
    for artifact in context.texts:
        if artifact.kind != "model_description":
            continue
        row = ROW_IS.search(artifact.text)
        if row is None:
            continue
        things = {_singular(w) for w in re.findall(r"[a-z]+", row.group(1).lower())}
        size = stated_size(artifact.text, things)
        if size and ceiling >= FAR_PAST * size:
            yield ("bound-too-wide", f"{key}: {test.args.get(key)}",
                   f"The model's description says there are about {size:,.0f} of the things "
                   f"it holds one row per, so a ceiling of {test.args.get(key)} rows can "
                   "never fire.")
            return


def _differences(column: str, context: RulesContext) -> Iterator[tuple[str, str]]:
    """(later, earlier) for each way the model says `column` is `later` less `earlier`: its
    own description, or an expression test that names it beside a difference."""
    for artifact in context.texts:
        if artifact.kind == "column_description" and artifact.subject.lower() == column:
            text = artifact.text.lower()
            yield from ((m.group(1), m.group(2)) for m in LESS.finditer(text))
            yield from ((m.group(2), m.group(1)) for m in FROM_TO.finditer(text))
    for expression in context.expressions:
        lowered = expression.lower()
        if re.search(rf"\b{re.escape(column)}\b", lowered):
            yield from ((m.group(1), m.group(2)) for m in LESS.finditer(lowered)
                        if column not in (m.group(1), m.group(2)))


def _ordered(context: RulesContext) -> set[tuple[str, str]]:
    """(greater, lesser) for each expression test that orders two columns."""
    pairs = set()
    for expression in context.expressions:
        found = ORDERS.match(expression.lower())
        if found is not None:
            left, sign, right = found.groups()
            pairs.add((left, right) if sign.startswith(">") else (right, left))
    return pairs


def _floor_an_ordering_holds(test: DataTest, context: RulesContext) -> Iterator[Reason]:
    column = (test.column or "").lower()
    floor = next((as_number(test.args[key]) for key in FLOORS if key in test.args), None)
    if not column or floor != 0 or any(test.args.get(key) is not None for key in CEILINGS):
        return
    ordered = _ordered(context)
    if not ordered:
        return
    for later, earlier in _differences(column, context):
        if (later, earlier) in ordered:
            yield ("equivalent-test", f"{test.type}: min 0 on `{column}`",
                   f"`{column}` is `{later}` less `{earlier}`, and an expression test already "
                   f"holds `{later}` at or above `{earlier}`: the floor of 0 can fail only when "
                   "that test fails too, so it adds nothing.")
            return
