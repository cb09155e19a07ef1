"""What a data test checks, whatever package spells it, and when one test's check holds another's.

dbt, dbt_utils, dbt_expectations and elementary spell the same checks differently:
`not_null`, `expect_column_values_to_not_be_null` and `not_null_proportion` at 1.0 all refuse
nulls; `accepted_range` with `min_value: 0`, `expect_column_values_to_be_between` with
`min_value: 0` and `expression_is_true` with `>= 0` all refuse negatives. Each test is reduced
to a `Check` (what property, of which column, with which bounds); one test is redundant beside
another on its column when the other's check implies it: the same set, a range inside its
range, `not_null` beside a not-null proportion.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import Any, Literal

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.data_tests import DataTest, as_number

Property = Literal["not_null", "unique", "in_set", "range", "relationship"]
#: The column a table-level check (a row count) is filed under.
ROWS = "<rows>"
ROW_COUNT = frozenset({"expect_table_row_count_to_be_between"})
UNIQUE_PROPORTION = "expect_column_proportion_of_unique_values_to_be_between"
#: Arguments that make a check hold on some rows only.
CONDITIONS = ("row_condition", "where", "from_condition", "to_condition", "condition")
NOT_NULL = frozenset({"not_null", "expect_column_values_to_not_be_null"})
UNIQUE = frozenset({"unique", "expect_column_values_to_be_unique"})
IN_SET = frozenset({"accepted_values", "expect_column_values_to_be_in_set",
                    # every distinct value in the set is every value in the set
                    "expect_column_distinct_values_to_be_in_set"})
RANGE = frozenset({"accepted_range", "expect_column_values_to_be_between"})
#: A column's least (greatest) value within bounds: only the bound on that side is a range of
#: every value (the least value at or above 0 is every value at or above 0).
EXTREME = {"expect_column_min_to_be_between": "min_value",
           "expect_column_max_to_be_between": "max_value"}
COMBINATION = {"unique_combination_of_columns": "combination_of_columns",
               "expect_compound_columns_to_be_unique": "column_list"}
RELATIONSHIP = frozenset({"relationships", "relationships_where"})
#: `amount >= 0`, `>= 0`, `amount > 0`, `amount between 0 and 100`, `amount <= 100`.
COMPARISON = lazy_pattern(
    r"^\s*(?:\(?\s*([a-z_][\w.]*)\s*)?(>=|>|<=|<)\s*(-?\d+(?:\.\d+)?)\s*\)?\s*$", re.IGNORECASE)
#: The bounds a comparison with a constant sets; a strict one excludes the constant itself.
BOUNDS_OF: dict[str, Callable[[float], tuple[float, float]]] = {
    ">": lambda b: (math.nextafter(b, math.inf), math.inf), ">=": lambda b: (b, math.inf),
    "<": lambda b: (-math.inf, math.nextafter(b, -math.inf)), "<=": lambda b: (-math.inf, b)}
BETWEEN = lazy_pattern(r"^\s*([a-z_][\w.]*)?\s*between\s+(-?\d+(?:\.\d+)?)\s+and\s+"
                       r"(-?\d+(?:\.\d+)?)\s*$", re.IGNORECASE)


@dataclass(frozen=True)
class Check:
    """One test's meaning. For `not_null` and `unique`, `low` is the share of rows that must
    meet it (1.0 for the plain test); `conditional` checks hold on some rows only."""

    property: Property
    column: str
    values: frozenset[str] = frozenset()
    low: float = -math.inf
    high: float = math.inf
    target: str = ""
    conditional: bool = False


def check_of(test: DataTest) -> Check | None:
    """The property `test` checks, or None when it is none of the known ones."""
    found = _check(test.name, (test.column or "").lower(), test.args)
    if found is not None and any(test.args.get(key) for key in CONDITIONS):
        return replace(found, conditional=True)
    return found


def _check(name: str, column: str, args: dict[str, Any]) -> Check | None:
    found = _presence(name, column, args)
    if found is not None:
        return found
    if name in IN_SET:
        return _in_set(column, args.get("values", args.get("value_set")))
    if name in RANGE or name in ROW_COUNT or name in EXTREME:
        return _range(ROWS if name in ROW_COUNT else column, _one_side(name, args))
    if name == "expression_is_true":
        return _expression(column, args.get("expression"))
    if name in RELATIONSHIP:
        return Check("relationship", column, target=f"{args.get('to')}.{args.get('field')}")
    return _returned_rows(column, args.get("sql")) if name == "custom_sql" else None


#: A hand-written test returns the rows that fail: `select * from {{ model }} where <rows>`.
#: The model is `{{ model }}` or a `ref` to it (a singular test is written against its model).
FAILING_ROWS = lazy_pattern(r"^\s*select\s+\*\s+from\s+\{\{\s*(?:model|ref\(\s*'[^']+'\s*\))\s*\}\}"
                            r"\s+where\s+(.+?)\s*;?\s*$", re.IGNORECASE | re.DOTALL)
#: "a < 0 or a > 100": the rows outside a range, one side each.
EITHER_SIDE = lazy_pattern(r"\s+or\s+", re.IGNORECASE)
#: The rows a comparison returns, and the check that refuses them (`amount < 0`: `>= 0`).
NEGATED = {"<": ">=", "<=": ">", ">": "<=", ">=": "<"}
NOT_IN = lazy_pattern(r"^\(?\s*([a-z_]\w*)\s+not\s+in\s*\(([^()]*)\)\s*\)?$", re.IGNORECASE)
IS_NULL = lazy_pattern(r"^\(?\s*([a-z_]\w*)\s+is\s+null\s*\)?$", re.IGNORECASE)
#: A row with no match in another model: the relationships test written by hand.
ANTI_JOIN = lazy_pattern(
    r"^\s*select\s+[\w.*]+\s+from\s+\{\{\s*model\s*\}\}\s+(?:as\s+)?(\w+)\s+left\s+(?:outer\s+)?"
    r"join\s+\{\{\s*(ref\(\s*'[^']+'\s*\))\s*\}\}\s+(?:as\s+)?(\w+)\s+"
    r"(?:using\s*\(\s*(\w+)\s*\)|on\s+\w+\.(\w+)\s*=\s*\w+\.(\w+))\s+where\s+\3\.(\w+)\s+is\s+null"
    r"(?:\s+and\s+\1\.\w+\s+is\s+not\s+null)?\s*;?\s*$", re.IGNORECASE)


def _returned_rows(column: str, sql: object) -> Check | None:
    """What a hand-written test refuses, read from the rows it returns: `where amount < 0`
    refuses negatives (the range from 0), `where x not in ('a', 'b')` is the set, `where x
    is null` is `not_null`, a left join that finds no match is a relationship. Any other SQL
    is a check of its own (a rule across columns), which nothing here implies."""
    if not isinstance(sql, str):
        return None
    joined = ANTI_JOIN.match(sql)
    if joined:
        own, target, theirs = (joined.group(4) or joined.group(5)), joined.group(2), \
            (joined.group(4) or joined.group(6))
        return Check("relationship", own.lower(), target=f"{target}.{theirs}")
    rows = FAILING_ROWS.match(sql)
    if rows is None:
        return None
    condition = rows.group(1).strip()
    ranged = _outside(condition)
    if ranged is not None:
        return ranged
    outside = NOT_IN.match(condition)
    if outside:
        values = [v.strip().strip("'\"") for v in outside.group(2).split(",") if v.strip()]
        return _in_set(outside.group(1).lower(), values)
    missing = IS_NULL.match(condition)
    return Check("not_null", missing.group(1).lower(), low=1.0) if missing else None


def _outside(condition: str) -> Check | None:
    """The range whose outside `condition` selects: `a < 0` refuses negatives, `a < 0 or
    a > 100` holds 0 to 100; every side must compare the same column with a constant."""
    low, high, column = -math.inf, math.inf, None
    for side in EITHER_SIDE.split(condition):
        compared = COMPARISON.match(side)
        if compared is None or not compared.group(1) or \
                column not in (None, compared.group(1).lower()):
            return None
        column = compared.group(1).lower()
        own_low, own_high = BOUNDS_OF[NEGATED[compared.group(2)]](float(compared.group(3)))
        low, high = max(low, own_low), min(high, own_high)
    return None if column is None else Check("range", column, low=low, high=high)


def _presence(name: str, column: str, args: dict[str, Any]) -> Check | None:
    """Not-null and uniqueness checks, with the share of rows they hold on."""
    share: float | None = None
    if name in NOT_NULL and args.get("mostly") in (None, 1, 1.0):
        return Check("not_null", column, low=1.0)
    if name == "not_null_proportion":
        return Check("not_null", column, low=as_number(args.get("at_least")) or 0.0)
    if name in UNIQUE:
        share = 1.0
    elif name == UNIQUE_PROPORTION and as_number(args.get("max_value")) in (None, 1.0):
        share = as_number(args.get("min_value")) or 0.0
    elif name in COMBINATION:
        columns = args.get(COMBINATION[name])
        if isinstance(columns, list) and len(columns) == 1:
            column, share = str(columns[0]).lower(), 1.0
    return None if share is None else Check("unique", column, low=share)


def _in_set(column: str, values: object) -> Check | None:
    """A set of values; a set of consecutive integers is also the range they span."""
    if not isinstance(values, list) or not values:
        return None
    numbers = [as_number(v) for v in values]
    if all(n is not None and n == int(n) for n in numbers) and len(values) > 1:
        whole = sorted(int(n) for n in numbers if n is not None)
        if whole == list(range(whole[0], whole[-1] + 1)):
            return Check("range", column, low=whole[0], high=whole[-1])
    return Check("in_set", column, frozenset(str(v).lower() for v in values))


def _range(column: str, args: dict[str, Any]) -> Check | None:
    low, high = as_number(args.get("min_value")), as_number(args.get("max_value"))
    if args.get("inclusive") is False or args.get("strictly") is True:
        low = None if low is None else math.nextafter(low, math.inf)
        high = None if high is None else math.nextafter(high, -math.inf)
    if low is None and high is None:
        return None
    return Check("range", column, low=-math.inf if low is None else low,
                 high=math.inf if high is None else high)


def _one_side(name: str, args: dict[str, Any]) -> dict[str, Any]:
    """`expect_column_min_to_be_between` with a `min_value` alone bounds every value from
    below; with a `max_value` too it also asks for a value near the floor, which no range holds."""
    if name not in EXTREME:
        return args
    side = EXTREME[name]
    other = "max_value" if side == "min_value" else "min_value"
    return {} if args.get(other) is not None else {side: args.get(side)}


def _expression(column: str, expression: object) -> Check | None:
    if not isinstance(expression, str):
        return None
    between = BETWEEN.match(expression)
    if between:
        return Check("range", (between.group(1) or column).lower(), low=float(between.group(2)),
                     high=float(between.group(3)))
    compared = COMPARISON.match(expression)
    if compared is None:
        return None
    named, operator, bound = compared.group(1), compared.group(2), float(compared.group(3))
    target = (named or column).lower()
    if not target:
        return None
    low, high = BOUNDS_OF[operator](bound)
    return Check("range", target, low=low, high=high)


def implies(other: Check, own: Check) -> bool:
    """True when every table `other` passes, `own` passes too (on the same column). A check on
    some rows never implies one on all of them."""
    if other.column != own.column or not own.column or other.property != own.property or \
            (other.conditional and not own.conditional):
        return False
    if own.property == "range":
        return own.low <= other.low and other.high <= own.high
    if own.property in ("not_null", "unique"):
        return other.low >= own.low
    if own.property == "in_set":
        return other.values <= own.values
    return other.target == own.target


def only_asks_for_a_row(test: DataTest, column_tests: Iterable[DataTest],
                        table_test: DataTest) -> bool:
    """`at_least_one` on a column tested not null asks only that the table has a row, which
    `table_test` already asks when it is a recency test or a row count from 1."""
    if test.name != "at_least_one" or not any(
            (c := check_of(t)) and c.property == "not_null" and c.low >= 1.0 and
            not c.conditional for t in column_tests):
        return False
    rows = check_of(table_test)
    return table_test.name == "recency" or (
        rows is not None and rows.column == ROWS and rows.low >= 1 and not rows.conditional)
