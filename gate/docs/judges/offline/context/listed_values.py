"""The values a column's description lists, read against its `accepted_values` test.

A description that lists values ("given, held, refused or missed") is read as a list of the
column's values: each word of a list that holds one of the tested values (or a word close to
one) is a value the text names, and a list of three or more of them with nothing saying it is
a sample ("such as", "e.g.") is read as the whole set. A value is named whole where the text
holds it between non-word characters, so a value of several parts ("mcg/kg/min") is named as
a word is; a word that follows a value in a list's first item is that value's gloss ("drug_drug
interaction, drug_allergy or dose_range"), not another value. `context_agreement.py` compares
what these return with the test. Every reading is a pass of a bounded pattern over the text:
linear in it.
"""

from __future__ import annotations

import re

from gate.core.lazy_pattern import lazy_pattern

PARENTHESES = lazy_pattern(r"\(([^()]*)\)")
#: A list in prose: "a, b or c", "a, b, c, etc.", "a and b".
#: A list starts at a word's start only: a long word is not tried again from each of its letters.
LISTED = lazy_pattern(r"(?<![\w-])(?:[\w-]+,? (?:and|or) [\w-]+|(?:[\w-]+, )+(?:(?:and|or) [\w-]+|"
                      r"[\w-]+(?:,? (?:and|or) [\w-]+)?))")
LIST_STOP = frozenset({"and", "or", "etc", "the", "a", "an", "of", "for", "in", "on", "to",
                       "with", "by", "from", "is", "are", "its", "their", "other"})
#: Words that present a list as a sample of the values, not all of them.
SAMPLE = lazy_pattern(r"\b(?:such as|e\.g|eg|for example|for instance|including|includes|"
                      r"like|etc|among|mostly|mainly|typically|usually)\b")
#: A value quoted in any case: 'A', `north`, "Gold".
QUOTED_VALUE = lazy_pattern(r"[`'\"]([A-Za-z0-9][\w -]{0,30}?)[`'\"]")
#: How far back a list's first word is looked at for the value it glosses (values are short).
GLOSSED = 40
FIGURE = lazy_pattern(r"-?\d+(?:[.,]\d+)?")


def listed(text: str, accepted: frozenset[str]) -> set[str]:
    """The words of every list in `text` (inside brackets, and in the text without its
    brackets) that holds at least one accepted value or a word close to one."""
    found: set[str] = set()
    bare = re.sub(r"\s{2,}", " ", re.sub(r"\s+([,.;:])", r"\1", PARENTHESES.sub("", text)))
    for part in (*PARENTHESES.findall(text), bare):
        for match in LISTED.finditer(part):
            words = {w for w in re.findall(r"[a-z0-9][a-z0-9_-]*", match.group(0))
                     if w not in LIST_STOP}
            before = part[max(0, match.start() - GLOSSED):match.start()]  # a bounded look
            if (head := re.search(r"([a-z0-9][a-z0-9_-]*) $", before)) and \
                    head.group(1) in accepted:  # "drug_drug interaction, drug_allergy …":
                words.discard(match.group(0).split(",")[0])  # a value and what it is
            if len(words) >= 2 and (words & accepted or
                                    any(_near(w, accepted) for w in words)):
                found |= words
    if not any(FIGURE.fullmatch(value) for value in accepted):  # "silver 10, gold 25":
        found = {word for word in found if not FIGURE.fullmatch(word)}  # a value's figure
    return found


def short_list(text: str, accepted: frozenset[str]) -> list[str]:
    """The accepted values a list of three or more of them leaves out, when nothing in the
    text says the list is a sample ("such as", "e.g."): a reader takes it for the whole set."""
    if SAMPLE.search(text) or all(_named(value, text) for value in accepted):
        return []  # a sample, or the whole set is named somewhere in the text
    text = text.replace("`", "")  # "`north`, `south` or `east`" is a list as well
    bare = re.sub(r"\s{2,}", " ", re.sub(r"\s+([,.;:])", r"\1", PARENTHESES.sub("", text)))
    for match in LISTED.finditer(bare):
        words = set(re.findall(r"[a-z0-9][a-z0-9_-]*", match.group(0))) - LIST_STOP
        if len(words) >= 3 and words <= accepted and words != accepted:
            return sorted(accepted - words)
    return []


def short_quoted(text: str, accepted: frozenset[str]) -> list[str]:
    """The accepted values a text leaves out when it quotes three or more of them, each a
    value of the test ("'A' = actual, 'E' = estimated, 'C' = customer read" beside a test
    that also holds 'S'), and nothing says the values are a sample."""
    quoted = {m.group(1).lower() for m in QUOTED_VALUE.finditer(text)}
    text = text.lower()
    if len(quoted) < 3 or not quoted < accepted or SAMPLE.search(text):
        return []
    said = {w for w in re.findall(r"[a-z0-9][a-z0-9_-]*", text) if len(w) > 1}
    return sorted(accepted - quoted - said)


def _named(value: str, text: str) -> bool:
    """Whether `text` names `value` whole: a word, or a value of several ("mcg/kg/min"). An
    empty value (an `accepted_values` list may hold '') is named by no text."""
    if not value:
        return False
    at = text.find(value)
    while at != -1:
        end = at + len(value)
        if not (at and (text[at - 1].isalnum() or text[at - 1] in "_/")) and \
                not (end < len(text) and (text[end].isalnum() or text[end] in "_/")):
            return True
        at = text.find(value, at + 1)
    return False


def _near(word: str, accepted: frozenset[str]) -> bool:
    return any(word.rstrip("s") == v.rstrip("s") or word in v.split("_") for v in accepted)


#: A text that reads its column as a yes or no: "Whether the aircraft is active", "Shows
#: whether …", "True when …".
YES_OR_NO = lazy_pattern(r"\W*(?:(?:shows|indicates|flags?|says|tells)\s+)?(?:whether|true\s+"
                         r"(?:when|if))\b", re.IGNORECASE)
#: The values a yes or no is tested as, in any spelling a test gives them.
BOOLEAN_VALUES = frozenset({"true", "false", "yes", "no", "y", "n", "t", "f", "0", "1"})
#: Fewer states than this a yes or no may stand for (a flag and its negation).
MANY_STATES = 3


def yes_or_no_of_many(text: str, accepted: frozenset[str]) -> bool:
    """True when `text` reads its column as a yes or no of one state ("Shows whether the
    aircraft is currently active", no other state or alternative named) where its
    accepted_values test holds three states or more (ACTIVE, STORED, RETIRED): a reader
    filters for the one state and takes the rest as its negation."""
    if len(accepted) < MANY_STATES or accepted <= BOOLEAN_VALUES or not YES_OR_NO.match(text):
        return False
    low = re.sub(r"\bwhether or not\b", "whether", text.lower())
    return not re.search(r"\bor\b|\bnor\b|[:(]", low) and \
        sum(_named(value, low) for value in accepted) <= 1
