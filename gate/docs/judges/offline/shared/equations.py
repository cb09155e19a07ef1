"""The linear relation a test holds between columns, whatever way it is written.

`gross - credit - net = 0`, `net = gross - credit`, `abs(gross - credit - net) <= 0.01` and a
`custom_sql` that returns the rows `where net <> gross - credit` all hold one relation:
net + credit - gross is zero. Read as a set of signed columns that sum to zero (`Relation`),
with its first column's sign made positive, the spellings are one value, so:

- a description's formula is read against every spelling the model's tests use, not only
  `col = a - b` (`formula_of`);
- two tests that hold the same relation are one check written twice (`same_relation`).

The reading is algebra on column names and the operators `+`, `-`, `=`, `<>`, `!=`: no word of
any domain, and linear in the expression.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.data_tests import DataTest
from gate.docs.judges.offline.shared.formulas import Formula

#: Signed columns whose sum is zero, the first (in name order) with a positive sign.
Relation = frozenset[tuple[int, str]]
#: One side's terms: a name, an operator, or a zero (a constant other than zero ends the read).
TOKEN = lazy_pattern(r"([a-z_][a-z0-9_.]*)|([-+])|(\d+(?:\.\d+)?)|(\S)")
#: Functions that keep a side's arithmetic linear when they wrap a whole side.
WRAPPERS = lazy_pattern(r"\b(?:coalesce|round|abs)\s*\(\s*([a-z_][a-z0-9_.]*)\s*(?:,[^()]*)?\)",
                        re.IGNORECASE)
#: A failing-rows query's condition: "where a <> b - c" (the rows where the relation breaks).
UNEQUAL = lazy_pattern(r"\bwhere\b(.*?)(?:<>|!=)(.*?)(?:\band\b|\bor\b|\bgroup\b|\border\b|$)",
                       re.IGNORECASE | re.DOTALL)
#: A relation held within a tolerance: `abs(a + b - c) <= 0.01` on every row, and the query
#: for the rows `where abs(a + b - c) > 0.01`; the sum inside is the relation.
WITHIN = lazy_pattern(r"^\s*abs\s*\(([^()]*)\)\s*<=?\s*\d+(?:\.\d+)?\s*$", re.IGNORECASE)
BEYOND = lazy_pattern(r"\bwhere\s+abs\s*\(((?:[^()]|\([^()]*\))*)\)\s*>=?\s*\d+(?:\.\d+)?\s*(?:$|;|"
                      r"\band\b|\bor\b|\bgroup\b|\border\b)", re.IGNORECASE)
#: A bracketed sum after a sign or at the start: "a - (b + c)" is "a - b - c".
GROUP = lazy_pattern(r"(^|[-+])\s*\(([^()]*)\)")
#: The test types whose argument is an expression that holds on every row.
EXPRESSION_TESTS = frozenset({"expression_is_true", "expect_column_values_to_satisfy"})
SQL_TESTS = frozenset({"custom_sql"})
KEYWORDS = frozenset({"and", "or", "not", "null", "is", "case", "when", "then", "else", "end"})


def _flattened(text: str) -> str:
    """`text` with each bracketed sum after a sign opened, its signs turned after a minus."""
    def opened(found: re.Match[str]) -> str:
        sign, inner = found.group(1), found.group(2).strip()
        if sign != "-":
            return f"{sign} {inner}"
        if not inner.startswith(("-", "+")):
            inner = f"+ {inner}"
        return inner.translate(str.maketrans("+-", "-+"))
    while (flat := GROUP.sub(opened, text)) != text:
        text = flat
    return text


def _side(text: str) -> list[tuple[int, str]] | None:
    """The signed columns of a sum or difference, or None when it is anything else (a
    product, a function, a constant other than zero, a comparison)."""
    terms: list[tuple[int, str]] = []
    sign, expecting = 1, True
    text = _flattened(WRAPPERS.sub(r"\1", text.lower()))
    for name, operator, number, _other in TOKEN.findall(text):
        if operator:  # a sign after a term is a binary operator; before one, unary
            sign = (-1 if operator == "-" else 1) * (sign if expecting else 1)
            expecting = True
        elif expecting and name and name not in KEYWORDS:
            terms.append((sign, name.rsplit(".", 1)[-1]))
            sign, expecting = 1, False
        elif expecting and number and float(number) == 0:
            sign, expecting = 1, False
        else:
            return None
    return terms if not expecting else None  # a zero alone is an empty side


def relation(left: str, right: str) -> Relation | None:
    """`left` = `right` as signed columns summing to zero, or None when either side is not a
    sum or difference of columns, or fewer than three columns take part."""
    one, two = _side(left), _side(right)
    if one is None or two is None:
        return None
    sums: dict[str, int] = {}
    for sign, name in [*one, *((-s, n) for s, n in two)]:
        sums[name] = sums.get(name, 0) + sign
    terms = sorted((sign, name) for name, sign in sums.items() if sign)
    if len(terms) < 3 or any(abs(sign) != 1 for sign, _ in terms):
        return None
    first = min(terms, key=lambda term: term[1])[0]
    return frozenset((sign * first, name) for sign, name in terms)


def test_relation(test: DataTest) -> Relation | None:
    """The relation an `expression_is_true` test holds on every row, or the one a
    `custom_sql` test's failing rows break (`where a <> b - c`)."""
    name = test.type.rsplit(".", 1)[-1]
    if name in EXPRESSION_TESTS:
        expression = str(test.args.get("expression", ""))
        within = WITHIN.match(expression)
        if within:
            return relation(within.group(1), "0")
        sides = re.split(r"(?<![<>!=])=(?!=)", expression)
        return relation(*sides) if len(sides) == 2 else None
    if name in SQL_TESTS:
        sql = str(test.args.get("sql", ""))
        beyond = BEYOND.search(sql)
        if beyond:
            return relation(beyond.group(1), "0")
        found = UNEQUAL.search(sql)
        return relation(found.group(1), found.group(2)) if found else None
    return None


def formula_of(column: str, relations: Iterable[Relation]) -> Formula | None:
    """`column` solved out of the first relation that holds it: net + credit - gross = 0
    gives net = gross - credit."""
    column = column.lower()
    for held in relations:
        own = next((sign for sign, name in held if name == column), None)
        if own is not None:
            return frozenset((-sign * own, name) for sign, name in held if name != column)
    return None
