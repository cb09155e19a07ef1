"""What a model's other texts say of a column or a term, read against a text that uses it.

Sibling texts fix facts a text must keep to, and a reader who reads both meets two answers:

| check            | score | the text …                                                      |
|------------------|-------|-----------------------------------------------------------------|
| counted twice    | 0.3   | combines a column with one a sibling says it already holds      |
|                  |       | ("… - discount_amount" where `discount_amount` is "already      |
|                  |       | netted off inside `price_paid`")                                |
| not the same set | 0.3   | calls itself the same split as a sibling (`same … as region`)   |
|                  |       | and gives values that sibling never holds                       |
| another basis    | 0.3   | divides by another kind of the thing a sibling divides the same |
|                  |       | term by ("÷ booked revenue" where a sibling gives the term      |
|                  |       | "÷ recognised revenue")                                         |
| another basis    | 0.35  | puts a basis word (net, gross, adjusted …) before a term its    |
| word             |       | siblings use without it and its own name does not carry         |

Everything is read from the model's own texts and tests: column names, the values a sibling
lists or its `accepted_values` test holds, the words before a divisor; no word of a domain.
The model's texts are read once per model (`SiblingReadings.of`); a text's check is linear
in the text and the facts it names.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from itertools import pairwise

from gate.docs.artifacts import Artifact
from gate.docs.data_tests import DataTest
from gate.docs.judges.offline.finding import Finding, quote
from gate.docs.seam.score_levels import GRAVE, SERIOUS

NAME = r"`?([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`?"
#: "already netted off inside `paid_amount`", "included in total_due", "part of gross_sales".
HELD_IN = re.compile(r"\b(?:already\s+)?(?:netted(?:\s+off)?|deducted|included|counted|"
                     r"contained|reflected|subtracted|part)\s+(?:off\s+)?(?:inside|in|within|"
                     r"from|of)\s+(?:the\s+)?" + NAME, re.IGNORECASE)
#: An arithmetic operator between two names: the text combines them.
OPERATOR = re.compile(r"[+\-\u2212×*/÷]|\b(?:plus|minus|less|net of|after|before)\b", re.IGNORECASE)
#: "the same split as region", "same values as `channel`", "equivalent to tier", "identical
#: to segment".
SAME_AS = re.compile(r"\b(?:(?:the\s+)?same\s+(?:\w+\s+){0,2}as|equivalent\s+to|identical\s+"
                     r"to|synonym\s+(?:of|for)|interchangeable\s+with)\s+" + NAME, re.IGNORECASE)
CODE = re.compile(r"`([^`\s]{1,40})`|'([^'\s]{1,40})'")
#: A list of bare values: "north, south, east or west", "inpatient or outpatient".
LISTED = re.compile(r"\b([a-z][a-z0-9_-]*)((?:,\s*[a-z][a-z0-9_-]*)*),?\s+(?:or|and)\s+"
                    r"([a-z][a-z0-9_-]*)\b", re.IGNORECASE)
#: The kind of thing a divisor is: "÷ earned premium", "divided by active seats".
DIVISOR = re.compile(r"(?:÷|/|\bdivided\s+by)\s+(?:the\s+|all\s+)?([a-z][a-z-]+)\s+"
                     r"([a-z][a-z-]+)", re.IGNORECASE)
#: Words that put a figure on a basis: one of two ways of stating the same amount.
BASIS_WORDS = frozenset({"net", "gross", "adjusted", "normalised", "normalized", "nominal",
                         "blended", "weighted", "unadjusted", "pre-tax", "post-tax"})
WORD = re.compile(r"[a-z][a-z0-9-]*")
#: Words after a basis word that are no term ("net of", "gross to").
NOT_A_TERM = frozenset({"of", "to", "from", "and", "or", "the", "a", "an", "in", "at", "as",
                        "for", "by", "with", "on", "into", "per", "if", "when", "after",
                        "before", "using", "basis", "figure", "amount", "value", "total"})
UNIT_SUFFIXES = frozenset({"gbp", "usd", "eur", "aud", "pct", "amount", "amt", "value", "id",
                           "count", "total"})


def _names(text: str) -> set[str]:
    return {m.group(1).lower() for m in re.finditer(NAME, text)}


@dataclass
class SiblingReadings:
    """The facts of a model's texts one text may contradict, read once per model."""

    #: column -> (the column it is already held in, the sibling's phrase)
    held_in: dict[str, tuple[str, str]] = field(default_factory=dict)
    #: subject -> values its text lists or its accepted_values test holds
    values: dict[str, frozenset[str]] = field(default_factory=dict)
    #: (subject, lower-cased text) of every text, for a term's other definitions
    texts: list[tuple[str, str]] = field(default_factory=list)
    #: how many of the model's texts use each word
    words: dict[str, int] = field(default_factory=dict)

    #: (a, b) for every pair of columns a test holds a <= b
    ordered: set[tuple[str, str]] = field(default_factory=set)

    @classmethod
    def of(cls, texts: Iterable[Artifact], tests: Iterable[Artifact]) -> SiblingReadings:
        found = cls()
        for artifact in texts:
            subject, text = artifact.subject.lower(), artifact.text
            low = text.lower()
            found.texts.append((subject, low))
            for word in set(WORD.findall(low)):
                found.words[word] = found.words.get(word, 0) + 1
            held = HELD_IN.search(text)
            if held and subject and held.group(1).lower() != subject:
                found.held_in[subject] = (held.group(1).lower(), held.group(0))
            listed = values_in(text)
            if subject and listed:
                found.values.setdefault(subject, listed)
        for artifact in tests:
            test = artifact.test
            if test is None:
                continue
            tested = _tested_values((test,))
            if tested and test.column:
                found.values.setdefault(test.column.lower(), tested)
            found.ordered.update(held_order(test))
        return found


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
FAILS_ABOVE = re.compile(r"\bwhere\s+([a-z_][a-z0-9_]*)\s*(>=?|<=?)\s*([a-z_][a-z0-9_]*)"
                         r"(?:\s*[+-]\s*\d+(?:\.\d+)?)?\s*(?:$|;|\)|\band\b|\bor\b)",
                         re.IGNORECASE)
#: An expression every row meets: `a <= b`.
HOLDS_BELOW = re.compile(r"^\s*([a-z_][a-z0-9_]*)\s*(<=?|>=?)\s*([a-z_][a-z0-9_]*)\s*$",
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
    yield from _difference_never_positive(subject, text, readings)


#: "a minus b", "a - b", with a minus sign or a hyphen: a difference of two named columns.
DIFFERENCE = re.compile(NAME + r"\s*(?:-|\u2212|minus|less)\s*" + NAME, re.IGNORECASE)
#: A text that says its value is at most zero.
SAYS_NEGATIVE = re.compile(r"\bnegative\b|\bat most (?:zero|0)\b|<=? ?0\b|\bsigned\b",
                           re.IGNORECASE)


def _difference_never_positive(subject: str, text: str,
                               readings: SiblingReadings) -> Iterator[Finding]:
    """A column given as a - b where a test holds a <= b: never above zero, which the text
    does not say; the difference reads turned round."""
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


def _not_the_same_set(subject: str, text: str, readings: SiblingReadings) -> Iterator[Finding]:
    same = SAME_AS.search(text)
    if same is None:
        return
    other = same.group(1).lower()
    theirs = readings.values.get(other)
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
    own = set(_term_words(subject))
    tokens = WORD.findall(text.lower())
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
