"""Shapes of a regular expression that make Python's backtracking `re` super-linear, and
inputs that pump them.

`adjacent_repeats`: two unbounded repeats over overlapping characters that can meet with only
optional items between them (`\\s*(?:a)?\\s+`): on a long run of those characters the engine
tries every split of the run between them, quadratic for two, cubic for three.

`pumped`: for each whitespace repeat a rule can reach, the text that leads to it (the rule's
keyword, its optional words taken or left out) followed by a long whitespace run and a
character no rule expects; the run is where a bad rule spends its time.

`growth`: how the work of reading every pumped input grows with the run's length. Each input
is read at two lengths, `GROWTH` times apart, and the CPU time of this thread is taken for
each (`tests.docs.cpu_growth`; other processes, threads and the machine's load do not count); in
linear work the longer read costs at most `GROWTH` times the shorter (less, since a read has
a fixed part), in quadratic work about `GROWTH` squared times. A ratio of two reads in the
same process needs no reference machine and no long input: a run of a few thousand
characters tells linear from quadratic where a fixed time limit needs tens of thousands.

Run as `python -m tests.docs.regex_shapes KIND` it measures every pumped input of one kind of
whitespace, read with the detector and with each rule alone, and prints the number read and
the steepest growth as JSON: the tests run it in a subprocess with a timeout, so a reading
that never ends (exponential backtracking) turns red instead of hanging.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from re import _constants as sre_constants  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any

from tests.docs.cpu_growth import forget_readings, growth

#: Characters a class is tested on: ASCII, every character `\s` matches, some other letters.
PROBE = frozenset(
    [chr(code) for code in range(128)]
    + [ch for ch in map(chr, range(0x3001)) if ch.isspace()]
    + list("\u00e9\u0430\u4e2d\u200b\ufeff"))
SINGLE = {"LITERAL", "NOT_LITERAL", "ANY", "IN"}
REPEATS = {"MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"}
CATEGORIES = {"CATEGORY_SPACE": r"\s", "CATEGORY_NOT_SPACE": r"\S", "CATEGORY_WORD": r"\w",
              "CATEGORY_NOT_WORD": r"\W", "CATEGORY_DIGIT": r"\d",
              "CATEGORY_NOT_DIGIT": r"\D"}


def _matches(op: str, value: Any, ch: str) -> bool:
    """Whether the one-character item `op value` matches `ch`."""
    if op == "LITERAL":
        return ch == chr(value)
    if op == "NOT_LITERAL":
        return ch != chr(value)
    if op == "ANY":
        return ch != "\n"
    negate = False
    found = False
    for item_op, item in value:
        name = str(item_op)
        if name == "NEGATE":
            negate = True
        elif name == "LITERAL":
            found = found or ch == chr(item)
        elif name == "RANGE":
            found = found or item[0] <= ord(ch) <= item[1]
        elif name == "CATEGORY":
            found = found or re.fullmatch(CATEGORIES[str(item)], ch) is not None
    return found is not negate


def characters(item: Any) -> frozenset[str] | None:
    """The probe characters a one-character item matches, or None for a longer item."""
    if len(item) != 1 or str(item[0][0]) not in SINGLE:
        return None
    op, value = item[0]
    return frozenset(ch for ch in PROBE if _matches(str(op), value, ch))


@dataclass(frozen=True)
class _Shape:
    nullable: bool
    #: Unbounded one-character repeats that can match the first / last characters.
    first: tuple[frozenset[str], ...]
    last: tuple[frozenset[str], ...]


def _meet(before: Iterable[frozenset[str]], after: Iterable[frozenset[str]]) -> bool:
    return any(a & b for a in before for b in after)


def _shape(node: tuple[Any, Any], problems: list[str]) -> _Shape:
    op, value = str(node[0]), node[1]
    if op in SINGLE:
        return _Shape(False, (), ())
    if op in ("SUBPATTERN", "ATOMIC_GROUP"):
        return _sequence(value[-1] if op == "SUBPATTERN" else value, problems)
    if op == "BRANCH":
        shapes = [_sequence(branch, problems) for branch in value[1]]
        return _Shape(any(s.nullable for s in shapes),
                      tuple(c for s in shapes for c in s.first),
                      tuple(c for s in shapes for c in s.last))
    if op in REPEATS:
        return _repeat(value, problems)
    if op in ("ASSERT", "ASSERT_NOT"):
        direction, sub = value
        inner = _sequence(sub, problems)
        # A lookahead is tried at every position a repeat before it gives back.
        return _Shape(True, inner.first if direction == 1 else (), ())
    return _Shape(True, (), ())  # AT (anchors, \b): no characters


def _repeat(value: Any, problems: list[str]) -> _Shape:
    low, high, item = value
    chars = characters(item)
    if chars is not None and high == sre_constants.MAXREPEAT:
        return _Shape(low == 0, (chars,), (chars,))
    inner = _sequence(item, problems)
    if high > 1 and _meet(inner.last, inner.first):
        problems.append("a repeated group whose end meets its start")
    return _Shape(low == 0 or inner.nullable, inner.first, inner.last)


def _sequence(items: Sequence[Any], problems: list[str]) -> _Shape:
    first: tuple[frozenset[str], ...] = ()
    trailing: tuple[frozenset[str], ...] = ()
    nullable = True
    for node in items:
        shape = _shape(node, problems)
        if _meet(trailing, shape.first):
            problems.append("two unbounded repeats of shared characters meet")
        if nullable:
            first += shape.first
        trailing = shape.last + (trailing if shape.nullable else ())
        nullable = nullable and shape.nullable
    return _Shape(nullable, first, trailing)


def adjacent_repeats(pattern: re.Pattern[str]) -> list[str]:
    """Where unbounded repeats over shared characters can meet in `pattern` (empty if
    nowhere)."""
    problems: list[str] = []
    _sequence(sre_parse.parse(pattern.pattern, pattern.flags), problems)
    return problems


# --- Pumped inputs --------------------------------------------------------------------------

#: Kinds of whitespace run, each about 10,000 characters.
PUMPS: dict[str, str] = {
    "spaces": " " * 10_000,
    "space-newline": " \n" * 5_000,
    "tabs": "\t" * 10_000,
    "no-break spaces": "\u00a0" * 10_000,
    "em spaces": "\u2003" * 10_000,
    "ideographic spaces": "\u3000" * 10_000,
    "mixed Unicode spaces": "\u202f\u205f\u2009\x0b\x0c\r\x85\u2028" * 1_250,
}


def _pick(chars: frozenset[str]) -> str:
    for ch in "axe1:.- ":
        if ch in chars:
            return ch
    return min(chars)


def _walk(items: Sequence[Any], text: list[str], points: list[int], *, take: bool) -> None:
    """The text of one path through `items` (first alternatives, optional items left out,
    or taken once with `take`), noting where each whitespace repeat begins."""
    for op_code, value in items:
        op = str(op_code)
        if op == "LITERAL":
            text.append(chr(value))
        elif op in SINGLE:
            text.append(_pick(characters([(op_code, value)]) or frozenset("a")))
        elif op == "SUBPATTERN":
            _walk(value[-1], text, points, take=take)
        elif op == "BRANCH":
            _walk(value[1][0], text, points, take=take)
        elif op in REPEATS:
            low, __high, item = value
            chars = characters(item)
            if chars is not None and " " in chars:
                points.append(len("".join(text)))
            for __ in range(max(low, 1) if take else low):
                _walk(item, text, points, take=take)


def leads(pattern: re.Pattern[str]) -> list[str]:
    """The texts that lead `pattern` to each whitespace repeat it can reach, the rule's
    leading keyword first."""
    found: list[str] = []
    whole = ""
    for take in (False, True):
        text: list[str] = []
        points: list[int] = []
        _walk(sre_parse.parse(pattern.pattern, pattern.flags), text, points, take=take)
        whole = "".join(text)
        found += [whole[:point].rstrip() for point in points]
    return list(dict.fromkeys(found)) or [whole]


def pumped(pattern: re.Pattern[str], pump: str) -> list[str]:
    return [lead + pump + "x" for lead in leads(pattern)]


def rule_patterns() -> list[re.Pattern[str]]:
    from gate.docs.addressing.phrases import rules as addressing

    return [rule.pattern for rule in (*addressing.ENGLISH, *addressing.OTHER_LANGUAGES,
                                      *addressing.OTHER_SCRIPTS)]


def every_keyword_pumped(size: int, run: str) -> str:
    """One text of about `size` characters: each rule's leading keyword followed by its share
    of whitespace runs of the kind `run` and a character no rule expects."""
    keywords = [leads(pattern)[0] for pattern in rule_patterns()]
    share = max(1, size // len(keywords))
    filler = (run * (share // len(run) + 1))[:share]
    return "".join(keyword + filler + "x" for keyword in keywords)


#: The shorter run read by the detector (the rules alone read runs five times as long).
SHORT_RUN = 400


@dataclass(frozen=True)
class Growth:
    """How one reading's work grew from the shorter run to the longer."""

    ratio: float
    reader: str
    lead: str


def _growth(read: Callable[[str], object], lead: str, run: str, length: int, *,
            before: Callable[[], None] = lambda: None) -> float:
    """The ratio of the CPU time of reading `lead` + a run of `GROWTH * length` characters to
    that of `lead` + a run of `length` (`tests.docs.cpu_growth.growth`), read unwarmed: the
    patterns are compiled before."""
    def texts(size: int) -> str:
        return lead + (run * (size // len(run) + 1))[:size] + "x"

    return growth(read, texts, length, before=before, warm=False)[0]


def read_pumped(kind: str) -> tuple[int, Growth]:
    """Measure every rule's pumped inputs of one kind: with the detector (each rule's leading
    keyword, once each, `SHORT_RUN` and `GROWTH` times as many characters of the run), and
    with the rule alone on the raw text, five times as long (no normalisation to hide a bad
    rule). The number of readings measured and the steepest growth among them."""
    from gate.docs.addressing.detector import find_addressing

    run = PUMPS[kind]
    find_addressing("a first read, so compiling the patterns is in no measurement")
    steepest = Growth(0.0, "", "")
    count = 0
    read_by_the_detector: set[str] = set()
    for pattern in rule_patterns():
        found = leads(pattern)
        # The detector reads every rule at each read: a keyword that leads several rules
        # ("please" leads twenty) is read by it once, not once for each of them.
        grown = [] if found[0] in read_by_the_detector else [Growth(
            _growth(find_addressing, found[0], run, SHORT_RUN, before=forget_readings),
            "the detector", found[0])]
        read_by_the_detector.add(found[0])
        grown += [Growth(_growth(pattern.search, lead, run, 5 * SHORT_RUN), pattern.pattern[:60],
                         lead) for lead in found]
        count += len(grown)
        steepest = max([steepest, *grown], key=lambda growth: growth.ratio)
    return count, steepest


if __name__ == "__main__":
    read, worst = read_pumped(sys.argv[1])
    print(json.dumps({"read": read, "ratio": worst.ratio, "reader": worst.reader,
                      "lead": worst.lead}))
