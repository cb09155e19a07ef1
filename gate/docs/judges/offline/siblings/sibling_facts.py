"""What a model's other texts say of a column or a term, read against a text that uses it.

Sibling texts fix facts a text must keep to, and a reader who reads both meets two answers:

| check            | score | the text …                                                      |
|------------------|-------|-----------------------------------------------------------------|
| counted twice    | 0.3   | combines a column with one a sibling says it already holds      |
|                  |       | ("… - discount_amount" where `discount_amount` is "already      |
|                  |       | netted off inside `price_paid`")                                |
| not the same set | 0.3   | calls itself the same split as a sibling (`same … as region`)   |
|                  |       | and gives values that sibling never holds                       |
| another divisor  | 0.3   | divides by another kind of the thing a sibling divides the same |
|                  |       | term by ("÷ booked revenue" where a sibling gives the term      |
|                  |       | "÷ recognised revenue")                                         |
| another basis    | 0.35  | puts a basis word (net, gross, adjusted …) before a term its    |
| word             |       | siblings use, where no other text of the model uses that word   |
|                  |       | and its own name does not carry it                              |
| turned round     | 0.3   | gives itself as `a minus b` where a test of the model holds     |
|                  |       | a <= b (`where a > b`), and never says it is negative           |
| other basis      | 0.3   | applies its term to a net figure where a sibling applies it to  |
|                  |       | the gross one, or the reverse (`operation_bases.py`)            |
| another figure   | 0.3   | gives a tested column's values figures that column's own text   |
| for a value      |       | gives otherwise ("D 30 days" beside "D 120": `keyed_figures.py`)|
| another code     | 0.3   | gives its values in another code system than a column named     |
| system           |       | like it but for one word ("IATA" beside "ICAO": `code_systems`) |

Everything is read from the model's own texts and tests: column names, the values a sibling
lists or its `accepted_values` test holds, the words before a divisor, the order a test holds
between two columns; no word of a domain. Each fact is read once per model and only when a
text asks for it (`SiblingReadings`); a text's check is linear in the text and the facts it
names.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import cached_property
from itertools import pairwise

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.artifacts import Artifact
from gate.docs.data_tests import DataTest
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.judges.offline.siblings.stated.code_systems import (
    Shape,
    system_disagrees,
    systems_by_shape,
)
from gate.docs.judges.offline.siblings.stated.keyed_figures import figure_disagrees
from gate.docs.judges.offline.siblings.stated.operation_bases import basis_disagrees
from gate.docs.judges.offline.siblings.undefined_states import undefined_state
from gate.docs.seam.score_levels import GRAVE, SERIOUS

NAME = r"`?([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`?"
#: "already netted off inside `paid_amount`", "included in total_due", "part of gross_sales".
HELD_IN = lazy_pattern(r"\b(?:already\s+)?(?:netted(?:\s+off)?|deducted|included|counted|"
                       r"contained|reflected|subtracted|part)\s+(?:off\s+)?(?:inside|in|within|"
                       r"from|of)\s+(?:the\s+)?" + NAME, re.IGNORECASE)
HELD_CUE = lazy_pattern(r"netted|deducted|included|counted|contained|reflected|subtracted|part ",
                        re.IGNORECASE)
#: An arithmetic operator between two names: the text combines them.
OPERATOR = lazy_pattern(
    r"[+\-\u2212×*/÷]|\b(?:plus|minus|less|net of|after|before)\b", re.IGNORECASE)
#: "the same split as region", "same values as `channel`", "equivalent to tier", "identical
#: to segment".
SAME_AS = lazy_pattern(r"\b(?:(?:the\s+)?same\s+(?:\w+\s+){0,2}as|equivalent\s+to|identical\s+"
                       r"to|synonym\s+(?:of|for)|interchangeable\s+with)\s+" + NAME, re.IGNORECASE)
CODE = lazy_pattern(r"`([^`\s]{1,40})`|'([^'\s]{1,40})'")
#: A list of bare values: "north, south, east or west", "inpatient or outpatient".
LISTED = lazy_pattern(r"\b([a-z][a-z0-9_-]*)((?:,\s*[a-z][a-z0-9_-]*)*),?\s+(?:or|and)\s+"
                      r"([a-z][a-z0-9_-]*)\b", re.IGNORECASE)
#: The kind of thing a divisor is: "÷ earned premium", "divided by active seats".
DIVISOR = lazy_pattern(r"(?:÷|/|\bdivided\s+by)\s+(?:the\s+|all\s+)?([a-z][a-z-]+)\s+"
                       r"([a-z][a-z-]+)", re.IGNORECASE)
#: Words that put a figure on a basis: one of two ways of stating the same amount.
BASIS_WORDS = frozenset({"net", "gross", "adjusted", "normalised", "normalized", "nominal",
                         "blended", "weighted", "unadjusted", "pre-tax", "post-tax"})
WORD = lazy_pattern(r"[a-z][a-z0-9-]*")
#: Words after a basis word that are no term ("net of", "gross to").
NOT_A_TERM = frozenset({"of", "to", "from", "and", "or", "the", "a", "an", "in", "at", "as",
                        "for", "by", "with", "on", "into", "per", "if", "when", "after",
                        "before", "using", "basis", "figure", "amount", "value", "total"})
UNIT_SUFFIXES = frozenset({"gbp", "usd", "eur", "aud", "pct", "amount", "amt", "value", "id",
                           "count", "total"})


def _names(text: str) -> set[str]:
    return {m.group(1).lower() for m in re.finditer(NAME, text)}


class SiblingReadings:
    """The facts of a model's texts one text may contradict, each read once per model and only
    when a text asks (most models' texts never name a split, a divisor or a basis word)."""

    def __init__(self, texts: Iterable[Artifact], tests: Iterable[Artifact]) -> None:
        #: (subject, text) of every text of the model
        self.sources = [(a.subject.lower(), a.text) for a in texts]
        self.tests = [a.test for a in tests if a.test is not None]

    @classmethod
    def of(cls, texts: Iterable[Artifact], tests: Iterable[Artifact]) -> SiblingReadings:
        return cls(texts, tests)

    @cached_property
    def texts(self) -> list[tuple[str, str]]:
        """(subject, lower-cased text) of every text, for a term's other definitions."""
        return [(subject, text.lower()) for subject, text in self.sources]

    @cached_property
    def held_in(self) -> dict[str, tuple[str, str]]:
        """column -> (the column it is already held in, the sibling's phrase)."""
        found: dict[str, tuple[str, str]] = {}
        for subject, text in self.sources:
            held = HELD_IN.search(text) if subject and HELD_CUE.search(text) else None
            if held and held.group(1).lower() != subject:
                found[subject] = (held.group(1).lower(), held.group(0))
        return found

    def values(self, subject: str) -> frozenset[str]:
        """The values a subject's accepted_values test holds, else those its text lists."""
        for test in self.tests:
            if (test.column or "").lower() == subject and (tested := _tested_values((test,))):
                return tested
        return next((listed for own, text in self.sources
                     if own == subject and (listed := values_in(text))), frozenset())

    @cached_property
    def words(self) -> dict[str, int]:
        """How many of the model's texts use each word."""
        counted: dict[str, int] = {}
        for _, low in self.texts:
            for word in set(WORD.findall(low)):
                counted[word] = counted.get(word, 0) + 1
        return counted

    @cached_property
    def states(self) -> list[tuple[str, frozenset[str]]]:
        """(column, its tested values) of each `…_status` or `…_state` column: the states
        the model gives its thing (`undefined_states.py`)."""
        return [(column, values) for test in self.tests
                if (column := (test.column or "").lower()).endswith(("_status", "_state"))
                and (values := _tested_values((test,)))]

    @cached_property
    def tested(self) -> list[tuple[str, frozenset[str]]]:
        """(column, its tested values) of every column with an accepted_values test."""
        return [(column, values) for test in self.tests
                if (column := (test.column or "").lower()) and (values := _tested_values((test,)))]

    @cached_property
    def code_systems(self) -> dict[Shape, list[tuple[str, str]]]:
        """The code systems the model's texts give their columns in, by name shape."""
        return systems_by_shape(self.sources)

    @cached_property
    def flags(self) -> list[tuple[str, str]]:
        """(column, text) of each flag the model's texts document (`is_…`, `has_…`)."""
        return [(subject, text) for subject, text in self.sources
                if subject.startswith(("is_", "has_"))]

    @cached_property
    def ordered(self) -> set[tuple[str, str]]:
        """(a, b) for every pair of columns a test holds a <= b."""
        return {pair for test in self.tests for pair in held_order(test)}


def values_in(text: str, pairs: bool = True) -> frozenset[str]:
    """The values a text names: its code spans or quoted words, else its first bare list
    (of two, "inpatient or outpatient", only when `pairs`: a sibling's list, not prose)."""
    coded = {(m.group(1) or m.group(2)).lower() for m in CODE.finditer(text)}
    coded = {c for c in coded if "_" not in c or c.count("_") < 3}
    if len(coded) >= 2:
        return frozenset(coded)
    listed = LISTED.search(text)
    if listed is None or not (pairs or listed.group(2)):
        return frozenset()
    words = [listed.group(1), *re.split(r",\s*", listed.group(2).strip(", ")), listed.group(3)]
    return frozenset(w.lower() for w in words if w)


#: The rows a query fails, `where a > b` (with a tolerance: `+ 0.01`): it holds a <= b.
FAILS_ABOVE = lazy_pattern(r"\bwhere\s+([a-z_][a-z0-9_]*)\s*(>=?|<=?)\s*([a-z_][a-z0-9_]*)"
                           r"(?:\s*[+-]\s*\d+(?:\.\d+)?)?\s*(?:$|;|\)|\band\b|\bor\b)",
                           re.IGNORECASE)
#: An expression every row meets: `a <= b`.
HOLDS_BELOW = lazy_pattern(r"^\s*([a-z_][a-z0-9_]*)\s*(<=?|>=?)\s*([a-z_][a-z0-9_]*)\s*$",
                           re.IGNORECASE)


def held_order(test: DataTest) -> set[tuple[str, str]]:
    """(a, b) when the test holds a <= b on every row: a query for the rows `where a > b`,
    or an expression `a <= b`."""
    if test.name == "custom_sql":
        found = FAILS_ABOVE.search(str(test.args.get("sql", "")))
        refused = {">": True, ">=": True, "<": False, "<=": False}
    elif test.name == "expression_is_true":
        found = HOLDS_BELOW.match(str(test.args.get("expression", "")))
        refused = {"<": True, "<=": True, ">": False, ">=": False}
    else:
        return set()
    if found is None:
        return set()
    left, right = found.group(1).lower(), found.group(3).lower()
    return {(left, right) if refused[found.group(2)] else (right, left)}


def _tested_values(tests: Iterable[DataTest]) -> frozenset[str]:
    for test in tests:
        values = test.args.get("values", test.args.get("value_set"))
        if test.name in ("accepted_values", "expect_column_values_to_be_in_set") and \
                isinstance(values, list) and values:
            return frozenset(str(v).lower() for v in values)
    return frozenset()


def sibling_findings(artifact: Artifact, text: str,
                     readings: SiblingReadings) -> Iterator[Finding]:
    """Every check above for one text against its model's readings."""
    subject = artifact.subject.lower()
    yield from _counted_twice(subject, text, readings)
    yield from _not_the_same_set(subject, text, readings)
    yield from _another_divisor(subject, text, readings)
    yield from _another_basis_word(subject, text, readings)
    if subject.startswith(("is_", "has_")):  # a state no sibling defines
        yield from undefined_state(subject, text, readings.states, readings.flags)
    yield from _difference_never_positive(subject, text, readings)
    if artifact.kind == "column_description":
        yield from basis_disagrees(subject, text, readings.texts)
        yield from figure_disagrees(subject, text, readings.tested, readings.sources)
        yield from system_disagrees(subject, text, readings.code_systems)


#: "a minus b", "a - b", with a minus sign or a hyphen: a difference of two named columns.
DIFFERENCE = lazy_pattern(NAME + r"\s*(?:-|\u2212|minus|less)\s*" + NAME, re.IGNORECASE)
#: A text that says its value is at most zero.
SAYS_NEGATIVE = lazy_pattern(r"\bnegative\b|\bat most (?:zero|0)\b|<=? ?0\b|\bsigned\b",
                             re.IGNORECASE)


def _difference_never_positive(subject: str, text: str,
                               readings: SiblingReadings) -> Iterator[Finding]:
    """A column given as a - b where a test holds a <= b: never above zero, which the text
    does not say; the difference reads turned round."""
    if not readings.ordered:
        return
    found = DIFFERENCE.search(text)
    if found is None or SAYS_NEGATIVE.search(text):
        return
    first, second = found.group(1).lower(), found.group(2).lower()
    if (first, second) in readings.ordered and subject not in (first, second):
        yield Finding(GRAVE, found.group(0), f"The text gives `{subject}` as {first} minus "
                      f"{second}, but a test of the model holds {first} at most {second}: "
                      "the difference is never above zero, and the text does not say so; it "
                      "reads turned round.")


def _counted_twice(subject: str, text: str, readings: SiblingReadings) -> Iterator[Finding]:
    if "_" not in text or not readings.held_in:
        return
    named = _names(text) - {subject}
    if len(named) < 2 or not OPERATOR.search(text) or HELD_IN.search(text):
        return
    for column in sorted(named):
        held = readings.held_in.get(column)
        if held is not None and held[0] in named:
            yield Finding(GRAVE, column, f"The text combines `{column}` with `{held[0]}`, but "
                          f"`{column}`'s own description says it is {held[1]!r}: it is "
                          "counted twice.")
            return


SAME_CUES = ("same", "equivalent", "identical", "synonym", "interchangeable")


def _not_the_same_set(subject: str, text: str, readings: SiblingReadings) -> Iterator[Finding]:
    low = text.lower()
    if not any(cue in low for cue in SAME_CUES):
        return
    same = SAME_AS.search(text)
    if same is None:
        return
    other = same.group(1).lower()
    theirs = readings.values(other)
    mine = values_in(SAME_AS.sub(" ", text), pairs=False)
    if other != subject and theirs and len(mine) >= 2 and not mine & theirs:
        yield Finding(GRAVE, same.group(0), f"The text calls itself the same as `{other}`, "
                      f"but gives {', '.join(sorted(mine))} where `{other}` holds "
                      f"{', '.join(sorted(theirs))}.")


def _term_words(subject: str) -> list[str]:
    parts = [p for p in subject.split("_") if p]
    while len(parts) > 1 and parts[-1] in UNIT_SUFFIXES:
        parts.pop()
    return parts


def _another_divisor(subject: str, text: str, readings: SiblingReadings) -> Iterator[Finding]:
    if "÷" not in text and "/" not in text and "divided" not in text:
        return
    mine = DIVISOR.search(text)
    term = " ".join(_term_words(subject))
    if mine is None or " " not in term:
        return
    kind, head = mine.group(1).lower(), mine.group(2).lower()
    for other, low in readings.texts:
        if other == subject or term in other.replace("_", " ") or term not in low:
            continue
        sentence = next((s for s in re.split(r"(?<=[.;])\s+", low) if term in s), "")
        for theirs in DIVISOR.finditer(sentence):
            if theirs.group(2) == head and theirs.group(1) != kind:
                yield Finding(GRAVE, mine.group(0), f"The text divides by {kind} {head}, but "
                              f"`{other}` gives {term} over {theirs.group(1)} {head}: one "
                              "term, two bases.")
                return


def _another_basis_word(subject: str, text: str,
                        readings: SiblingReadings) -> Iterator[Finding]:
    """A basis word no other text of the model uses, before a term they do use: the text is
    among the model's texts, so each word it has counts once less."""
    low = text.lower()
    if not any(basis in low for basis in BASIS_WORDS):
        return
    own = set(_term_words(subject))
    tokens = WORD.findall(low)
    mine = set(tokens)
    for basis, term in pairwise(tokens):
        if basis not in BASIS_WORDS or basis in own or term in NOT_A_TERM:
            continue
        if readings.words.get(basis, 0) - 1 <= 0 and \
                readings.words.get(term, 0) - (term in mine) >= 1:
            yield Finding(SERIOUS, quote(f"{basis} {term}"), f"The text speaks of {basis} "
                          f"{term}, but no other text of the model puts {term} on a "
                          f"{basis} basis, nor any figure on one: a reader cannot tell "
                          "which figure it is.")
            return
