"""A column's description that names the model's thing by a word no other text of the model uses.

A model speaks of its rows and the things they belong to with a few words: the one its name
ends with (`fct_support_complaints`: complaint), and those its key columns name (`member_id`:
member). A description that says "the ticket" where every other text says complaint, or "the
borrower" where the model and its columns say member, leaves a reader to wonder whether a
second thing is meant. No synonym list is needed: the words come from the model itself.

A description drifts when
- it uses none of the model's entity words that at least `USED_BY` other texts of the model use,
  and another text uses as the subject of a clause ("the complaint was resolved");
- and it names, as the subject or object of a clause ("the ticket was closed", "agreed with the
  rider at booking"), a noun no other text of the model and no column name uses.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator

from gate.docs.judges.offline.finding import Finding, quote
from gate.docs.seam.score_levels import SERIOUS

WORD = re.compile(r"[a-z][a-z0-9]*")
#: A noun after a determiner, followed by what makes it a clause's subject or object.
DETERMINED = re.compile(r"\b(?:the|a|an|each|every)\s+([a-z]{4,})\b(?=,?\s+(?:was|is|were|are|"
                        r"who|whose|has|had|keeps?|gets?|did|does|do|will|can|must|at)\b)")
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


def words_of(text: str) -> frozenset[str]:
    """A text's words, singular: what is counted per text of the model."""
    return frozenset(singular(w) for w in WORD.findall(text.lower()))


def entity_words(model: str, columns: Iterable[str]) -> set[str]:
    """The model's things: the last word of its name, and what its key columns name."""
    parts = [p for p in re.split(r"[^a-z0-9]+", model.lower()) if p and p not in LAYER]
    found = {singular(parts[-1])} if parts else set()
    for column in columns:
        lowered = column.lower()
        if lowered.endswith(KEY_SUFFIXES):
            found.update(singular(p) for p in lowered.rsplit("_", 1)[0].split("_")[-1:] if p)
    return {word for word in found if len(word) > 2}


def framed_nouns(text: str) -> frozenset[str]:
    """The nouns `text` makes the subject or object of a clause, singular."""
    if " the " not in f" {text.lower()}" and " a" not in text.lower() and \
            " e" not in text.lower():
        return frozenset()
    return frozenset(singular(m.group(1)) for m in DETERMINED.finditer(text.lower()))


def entity_drift(text: str, model: str, columns: Iterable[str], *, used: Counter[str],
                 named: Counter[str], framed: Counter[str]) -> Iterator[Finding]:
    """`used`: how many of the model's texts use each word (this one's among them); `named`:
    the words of its columns' names; `framed`: how many texts make each noun a clause's
    subject or object."""
    own = words_of(text)
    own_framed = framed_nouns(text)
    shared = {word for word in entity_words(model, columns)
              if used[word] - (word in own) >= USED_BY
              and framed[word] - (word in own_framed) > 0}
    if not shared or shared & own:
        return
    for match in DETERMINED.finditer(text.lower()):
        noun = singular(match.group(1))
        if noun in NOT_THINGS or named[noun] or used[noun] - (noun in own) > 0 or \
                noun in model.lower():
            continue
        yield Finding(SERIOUS, quote(text), f"The text says '{match.group(1)}' where the model's "
                      f"other texts say {', '.join(sorted(shared))}: a reader cannot tell "
                      "whether another thing is meant.")
        return
