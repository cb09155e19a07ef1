"""A pattern test that the column's own set of accepted values already holds.

`expect_column_values_to_match_regex` with `^[A-Z]{3}$` beside `accepted_values` of EUR, USD
and GBP: every value the set lets through already matches the pattern, so the pattern test
can only fail when the set test fails too, and adds nothing. The reading runs the pattern
(`re.search`, as dbt_expectations searches) over the set's own values: no word of any domain,
and it reads only the tests on the pattern's own column.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.artifacts import Artifact
from gate.docs.data_tests import DataTest

MATCH_REGEX = frozenset({"expect_column_values_to_match_regex"})
IN_SET = frozenset({"accepted_values", "expect_column_values_to_be_in_set"})
#: The only patterns run, since the pattern is the pull request's: between optional anchors,
#: a row of single characters, escapes, classes or `.`, each with at most one quantifier. No
#: group, alternation, back reference or look-around ("(a+)+", "(a|a)*", "(?=…)"), which is all
#: a code's pattern needs ("^[A-Z]{3}$", "^[NS][0-9]+$") and all a drafted file could stall the
#: run with; with at most `MAX_VARIABLE` quantifiers of variable length, backtracking over a
#: value of `VALUE_CHARS` characters stays under `VALUE_CHARS` ** (`MAX_VARIABLE` + 1) steps,
#: and a set of more than `MAX_VALUES` values is not matched at all.
ATOM = r"(?:\\[^\s]|\[\^?\]?(?:\\.|[^\]\\])*\]|[^\\\[\]()|^$*+?{}])"
QUANTIFIER = r"(?:[*+?]|\{\d{1,3}(?:,\d{0,3})?\})?"
TOKEN = lazy_pattern(rf"({ATOM})({QUANTIFIER})")
FIXED = lazy_pattern(r"\{(\d{1,3})\}|")
MAX_VARIABLE = 2
MAX_VALUES = 256
#: Values longer than this are not matched: accepted values are codes, and a bound keeps the
#: work small whatever the pattern.
VALUE_CHARS = 64
#: Arguments that make a test hold on some rows only: such a set implies nothing of the rest.
CONDITIONS = ("row_condition", "where", "config")


def implied_pattern(test: DataTest, column_tests: Iterable[Artifact]) -> Iterator[
        tuple[str, str]]:
    """(evidence, reasoning) when an unconditional set test on the column holds only values
    that `test`'s pattern matches."""
    pattern = test.args.get("regex")
    if test.name not in MATCH_REGEX or not isinstance(pattern, str) or \
            any(test.args.get(key) for key in ("row_condition", "where")) or \
            not runnable(pattern):
        return
    try:
        compiled = re.compile(pattern)
    except re.error:
        return
    for other in column_tests:
        held = other.test
        values = held.args.get("values", held.args.get("value_set")) if held else None
        if held is None or held.name not in IN_SET or not isinstance(values, list) or \
                not values or any(held.args.get(key) for key in CONDITIONS):
            continue
        if len(values) <= MAX_VALUES \
                and all(len(str(value)) <= VALUE_CHARS for value in values) \
                and all(compiled.search(str(value)) for value in values):
            yield (f"regex: {pattern}", f"{other.artifact_id} (`{held.type}`) lets through "
                   f"only {', '.join(str(v) for v in values)}, each of which matches "
                   f"`{pattern}`: the pattern test fails only when that one does.")
            return


def runnable(pattern: str) -> bool:
    """True when `pattern` is of the shape `TOKEN` reads, anchors aside, with at most
    `MAX_VARIABLE` quantifiers of variable length: one that no value can make the matcher
    backtrack for long."""
    body = pattern.removeprefix("^")
    if body.endswith("$") and not body.endswith("\\$"):
        body = body[:-1]
    position, variable = 0, 0
    while position < len(body):
        found = TOKEN.match(body, position)
        if found is None or found.end() == position:
            return False
        variable += bool(found.group(2)) and FIXED.fullmatch(found.group(2)) is None
        position = found.end()
    return bool(body) and variable <= MAX_VARIABLE
