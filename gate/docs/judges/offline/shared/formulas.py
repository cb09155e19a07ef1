"""Sums and differences of columns, as a text states them and as they must agree.

"gross_amount minus tax_amount" is read as {+gross_amount, -tax_amount}: the columns with their
signs (`signed_terms`), from the first sentence of a text that gives one (`stated_formula`).
Two columns' formulas that name each other must agree: with net = gross - tax, gross can only
be net + tax (`relation_disagrees`).
"""

from __future__ import annotations

import re

from gate.core.lazy_pattern import lazy_pattern

Formula = frozenset[tuple[int, str]]
#: "a minus b", "a - b", "a + b", "a plus b", "a less b".
OPERATOR = {"minus": -1, "-": -1, "less": -1, "plus": 1, "+": 1}
TERM = lazy_pattern(r"([a-z][a-z0-9_]*)|(minus|plus|less|[-+])")


def signed_terms(formula: str) -> Formula | None:
    """The columns of a sum or difference with their signs, or None when it is not one."""
    terms: set[tuple[int, str]] = set()
    sign, expecting_term = 1, True
    for match in TERM.finditer(formula.lower()):
        word, operator = match.groups()
        if operator is not None or word in OPERATOR:
            sign = OPERATOR[operator or word]
            expecting_term = True
        elif expecting_term and word is not None and "_" in word:
            terms.add((sign, word))
            expecting_term = False
        elif word is not None and "_" in word:
            return frozenset(terms) if len(terms) >= 2 else None  # a second formula begins
    return frozenset(terms) if len(terms) >= 2 else None


def stated_formula(text: str) -> Formula | None:
    for part in re.split(r"[;:.](?:\s|$)", text):
        terms = signed_terms(part)
        if terms:
            return terms
    return None


def relation_disagrees(column: str, formula: Formula, other: str, theirs: Formula) -> bool:
    """`column` = `formula` and `other` = `theirs`, each naming the other: they agree only when
    solving one for the other gives the other (net = gross - tax and gross = net + tax)."""
    mine = {name: sign for sign, name in formula}
    their = {name: sign for sign, name in theirs}
    if other not in mine or column not in their:
        return False
    a, b = mine[other], their[column]
    if a * b != 1:
        return True  # one says it grows with the other, the other that it shrinks
    rest = {(sign, name) for sign, name in formula if name != other}
    their_rest = {(-a * sign, name) for sign, name in theirs if name != column}
    return rest != their_rest
