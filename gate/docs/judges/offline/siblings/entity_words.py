"""A column's description that names the model's thing by a word no other text of the model uses.

A model speaks of its rows and the things they belong to with a few words: the one its name
ends with (`fct_support_complaints`: complaint), and those its key columns name (`member_id`:
member). A description that says "the ticket" where every other text says complaint, or "the
borrower" where the model and its columns say member, leaves a reader to wonder whether a
second thing is meant. No synonym list is needed: the words come from the model itself.

A description drifts when
- it uses none of the model's entity words that at least `USED_BY` other texts of the model use
  (the key column counting as one: `member_id` is the model's own use of member), and another
  text uses as the subject of a clause ("the complaint was resolved") or as an owner ("the
  complaint's history");
- and it names, as the subject or object of a clause ("the ticket was closed", "agreed with the
  rider at booking"), a noun no other text of the model and no column name uses.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.seam.score_levels import SERIOUS

WORD = lazy_pattern(r"[a-z][a-z0-9]*")
#: A noun after a determiner, followed by what makes it a clause's subject or object.
DETERMINED = lazy_pattern(r"\b(?:the|a|an|each|every)\s+([a-z]{4,})\b(?=,?\s+(?:was|is|were|are|"
                          r"who|whose|has|had|keeps?|gets?|did|does|do|will|can|must|at)\b)")
#: Another way a text makes a noun the thing it speaks of: an owner ("the parcel's history").
#: ("Per return" is not one: it names a split in passing.)
THING_USE = lazy_pattern(r"\b(?:the|a|an|each|every)\s+([a-z]{4,})'s\b")
#: Entity words other texts must share before a description is held to them.
USED_BY = 2
#: Parts of a model's name that name a layer or a shape, not a thing.
LAYER = frozenset({"dim", "fct", "fact", "stg", "int", "prep", "mart", "rpt", "base", "src",
                   "raw", "daily", "weekly", "monthly", "hourly", "yearly", "day", "week",
                   "month", "hour", "year", "snapshot", "history", "latest", "current"})
KEY_SUFFIXES = ("_id", "_key", "_uuid")
#: Words that name time, place or amount, never the thing a row is about.
NOT_THINGS = frozenset({"time", "date", "hour", "minute", "second", "moment", "start", "end",
                        "first", "last", "same", "next", "previous", "total", "value", "number",
                        "amount", "count", "record", "column", "field", "table", "model",
                        "source", "system", "data", "point", "level", "rate", "window",
                        "period", "case", "event", "type", "kind", "part", "place", "side",
                        "timestamp", "datetime"})


def singular(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") \
        else word


@lru_cache(maxsize=16_384)
def words_of(text: str) -> frozenset[str]:
    """A text's words, singular: what is counted per text of the model."""
    return frozenset(singular(w) for w in WORD.findall(text.lower()))


@lru_cache(maxsize=16_384)
def framed_nouns(text: str) -> frozenset[str]:
    """The nouns `text` makes the subject or object of a clause, singular."""
    return frozenset(singular(m.group(1)) for m in DETERMINED.finditer(text.lower()))


@lru_cache(maxsize=16_384)
def thing_nouns(text: str) -> frozenset[str]:
    """The nouns `text` gives as an owner, singular."""
    return frozenset(singular(m.group(1)) for m in THING_USE.finditer(text.lower()))


def key_words(column: str) -> str | None:
    """What a key column names: `client_id` names a client."""
    lowered = column.lower()
    if not lowered.endswith(KEY_SUFFIXES):
        return None
    word = singular(lowered.rsplit("_", 1)[0].rsplit("_", 1)[-1])
    return word if len(word) > 2 else None


@dataclass
class ModelWords:
    """A model's vocabulary, for the entity check: its descriptions (counted only when a text
    gives a noun to check, which few do), its key columns' things and its columns' words."""

    texts: list[str] = field(default_factory=list)
    keys: set[str] = field(default_factory=set)
    named: Counter[str] = field(default_factory=Counter)

    @cached_property
    def used(self) -> Counter[str]:
        """How many of the model's texts use each word."""
        return Counter(word for text in self.texts for word in words_of(text))

    @cached_property
    def framed(self) -> Counter[str]:
        """How many make each noun a clause's subject or object, or an owner."""
        return Counter(noun for text in self.texts
                       for noun in framed_nouns(text) | thing_nouns(text))

    def things(self, model: str) -> set[str]:
        """The last word of the model's name, and what its key columns name."""
        parts = [p for p in re.split(r"[^a-z0-9]+", model.lower()) if p and p not in LAYER]
        last = singular(parts[-1]) if parts else ""
        return self.keys | ({last} if len(last) > 2 else set())


def entity_drift(text: str, model: str, words: ModelWords) -> Iterator[Finding]:
    """A description that names, as a clause's subject or object, a noun no other text of
    the model uses, and none of the things the others name that way."""
    own_framed = framed_nouns(text)
    if not own_framed:  # most texts: nothing to check, and the model's counts never made
        return
    own = words_of(text)
    used, framed = words.used, words.framed
    candidates = sorted(noun for noun in own_framed
                        if noun not in NOT_THINGS and not words.named[noun]
                        and used[noun] - (noun in own) <= 0 and noun not in model.lower())
    if not candidates:
        return
    # a key column is the model's own use of its word: `client_id` and one text make two
    shared = {word for word in words.things(model)
              if used[word] - (word in own) + (word in words.keys) >= USED_BY
              and framed[word] - (word in own_framed) > 0}
    if not shared or shared & own:
        return
    for match in DETERMINED.finditer(text.lower()):
        if singular(match.group(1)) in candidates:
            yield Finding(SERIOUS, quote(text), f"The text says '{match.group(1)}' where the "
                          f"model's other texts say {', '.join(sorted(shared))}: a reader "
                          "cannot tell whether another thing is meant.")
            return
