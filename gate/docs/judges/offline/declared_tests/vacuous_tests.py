"""Data tests that cannot fail on any real table, read from their definition alone.

A tautology (`amount = amount`, a pattern `.*`), a relationship from a column to itself,
`accepted_values` of `true, false`, bounds of a billion or more (a row count open from an
empty table to ten million rows), or a recency of a year on a table fed daily:
each passes whatever the data, so it adds no signal and a reviewer would drop it. Bounds and
intervals are read only when they are numbers; a Jinja expression is left alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Literal

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.data_tests import DataTest, as_number

VacuityRule = Literal["tautology", "self-relationship", "boolean-values", "bound-too-wide"]
#: A bound this far out is no bound: no table of a dbt project has a billion-fold range.
WIDE = 1_000_000_000
#: A row count open from an empty table up to this many rows asserts nothing of the table's
#: size: a calibrated band sits around its size ("1,900,000 to 2,300,000"), and one that lets
#: the table be empty and grow ten-million-fold is no band at all.
WIDE_ROWS = 10_000_000
#: Recency intervals in days; a year or more of tolerance never fires on a fed table.
DAYS = {"minute": 1 / 1440, "hour": 1 / 24, "day": 1, "week": 7, "month": 30, "year": 365}
STALE_DAYS = 365
SELF_EQUAL = lazy_pattern(r"^\s*\(?\s*([\w.\"]+)\s*(=|>=|<=)\s*\1\s*\)?\s*$")
ALWAYS_TRUE = lazy_pattern(r"^\s*(?:true|1\s*=\s*1|not\s+false)\s*$", re.IGNORECASE)
REF = lazy_pattern(r"""ref\(\s*['"]([^'"]+)['"]\s*\)""")
#: Tests that every value must match a pattern (dbt_expectations searches, as `re.search` does).
MATCH_REGEX = frozenset({"expect_column_values_to_match_regex",
                         "expect_column_values_to_match_regex_list"})
#: A pattern any string meets: `.*`, `^.*$`, `(.*)`, `[\s\S]*`, anchored or not.
MATCHES_ANYTHING = lazy_pattern(r"\^?\(?(?:\.|\[\\s\\S\]|\[\\S\\s\])\*\??\)?\$?")
BOUNDS = (("min_value", "max_value"), ("minimum", "maximum"), ("at_least", "at_most"))
Reason = tuple[VacuityRule, str, str]


def cannot_fail_reasons(test: DataTest, model: str) -> Iterator[Reason]:
    if not test.args:  # most tests (unique, not_null) have no argument to be vacuous in
        return
    name = test.name
    expression = test.args.get("expression")
    if name == "expression_is_true" and isinstance(expression, str) and (
            SELF_EQUAL.match(expression) or ALWAYS_TRUE.match(expression)):
        yield ("tautology", f"expression: {expression}", "Every row meets this expression, so "
               "the test can never fail.")
    target = REF.search(str(test.args.get("to", "")))
    if name == "relationships" and target and target.group(1) == model and \
            str(test.args.get("field", "")).lower() == (test.column or "").lower():
        yield ("self-relationship", f"to: {test.args.get('to')}", "A column related to itself "
               "in its own model always finds its row, so the test can never fail.")
    values = test.args.get("values", test.args.get("value_set"))
    if isinstance(values, list) and len(values) == 2 and \
            {str(v).lower() for v in values} == {"true", "false"}:
        yield ("boolean-values", "values: [true, false]", "A boolean column holds nothing but "
               "true and false (and nulls, which the test ignores), so it can never fail.")
    pattern = test.args.get("regex")
    if name in MATCH_REGEX and isinstance(pattern, str) and \
            MATCHES_ANYTHING.fullmatch(pattern.strip()):
        yield ("tautology", f"regex: {pattern}", "The pattern matches every string, so the "
               "test can never fail.")
    yield from _wide(test)


def _wide(test: DataTest) -> Iterator[Reason]:
    widest = WIDE_ROWS if "row_count" in test.name else WIDE
    for low_key, high_key in BOUNDS:
        low, high = as_number(test.args.get(low_key)), as_number(test.args.get(high_key))
        if high is not None and high >= widest and (low is None or low <= 1):
            yield ("bound-too-wide", f"{low_key}: {test.args.get(low_key)}, {high_key}: "
                   f"{test.args.get(high_key)}", "A bound of a billion or more is no bound: "
                   "no real table crosses it, so the test can never fail." if widest == WIDE
                   else "A row count from an empty table up to tens of millions of rows is "
                   "no band around the table's size, so the test never fails.")
            return
    interval = as_number(test.args.get("interval"))
    unit = str(test.args.get("datepart", "day")).lower()
    if test.name == "recency" and interval is not None and unit in DAYS and \
            interval * DAYS[unit] >= STALE_DAYS:
        yield ("bound-too-wide", f"interval: {test.args.get('interval')} {unit}", "A recency "
               "of a year or more never fires on a table that is loaded at all.")
