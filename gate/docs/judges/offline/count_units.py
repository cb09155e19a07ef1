"""One measure counted in two units by two siblings that share its name.

`customers_interrupted` is "Number of distinct service points that lost power"; its sibling
`critical_care_interrupted` is "Number of critical-care premises without power". `otif_rate`
is a "Share of client orders …"; `otif_pct` a "share of shipments …". Texts whose names share a
word (less the words any count or ratio is named with) measure one thing, and a reader adds or
compares them: counted in different units, the numbers do not add up.

The finding goes on the text that says less (fewer words): the fuller definition is the one
the project has worked out, the shorter one the restatement that drifted. The unit of a count
is the head noun after "number of" / "share of" in the text itself: no word of any domain.
Texts are indexed once per model by their name's words; a text's check is linear in the texts
that share a word of its name.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from gate.docs.artifacts import Artifact
from gate.docs.judges.offline.finding import Finding, quote
from gate.docs.seam.score_levels import SERIOUS

#: "Number of distinct service points …", "…: share of shipments delivered …".
COUNT_OF = re.compile(r"(?:^|:\s+)\W*(?:the )?(?:number|count|share|proportion|percentage|"
                      r"fraction) of (?:distinct |all |the |each )?((?:[a-z][a-z-]*\s*){1,4})",
                      re.IGNORECASE)
#: Words that end the counted noun phrase.
PHRASE_END = frozenset({"that", "who", "whose", "which", "in", "of", "with", "per", "on", "at",
                        "by", "for", "from", "once", "and", "or", "is", "are", "was", "were",
                        "without", "where", "when", "during", "over", "across", "as", "to",
                        "past", "before", "after", "under", "above", "their", "its", "the",
                        "a", "an", "than"})
#: Words any count or ratio is named with: they make no two measures one.
GENERIC_PARTS = frozenset({"count", "number", "num", "total", "rate", "pct", "percent",
                           "percentage", "share", "ratio", "sum", "avg", "n", "is", "has", "of",
                           "per", "distinct", "daily", "weekly", "monthly", "usd", "eur", "gbp"})
#: Kinds whose text may define a count.
COUNT_KINDS = frozenset({"column_description", "measure_description", "metric_description"})


def _singular(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") \
        else word


def counted_unit(text: str) -> str | None:
    """The head noun of what the text counts ("point" in "number of distinct service points
    that …"), or None when it does not open as a count or share."""
    found = COUNT_OF.search(text)
    if found is None:
        return None
    taken: list[str] = []
    for word in found.group(1).lower().split():
        # a participle after the noun ends it ("shipments delivered"); before, it is a
        # modifier ("rebalancing requests")
        if word in PHRASE_END or (taken and len(word) > 4 and word.endswith(("ed", "ing"))):
            break
        taken.append(word)
    return _singular(taken[-1]) if taken else None


def _parts(subject: str) -> set[str]:
    return {p for p in subject.lower().split("_") if p and p not in GENERIC_PARTS}


@dataclass(frozen=True)
class CountedUnits:
    """The model's texts that open as a count, by each word of their name."""

    by_part: dict[str, tuple[tuple[str, str, int], ...]]

    @classmethod
    def of(cls, texts: Iterable[Artifact]) -> CountedUnits:
        found: dict[str, list[tuple[str, str, int]]] = {}
        for artifact in texts:
            if artifact.kind in COUNT_KINDS and artifact.subject and \
                    (unit := counted_unit(artifact.text)) is not None:
                for part in _parts(artifact.subject):
                    found.setdefault(part, []).append(
                        (artifact.subject.lower(), unit, len(artifact.text.split())))
        return cls({part: tuple(held) for part, held in found.items()})


def unit_drifts(subject: str, text: str, units: CountedUnits) -> Iterator[Finding]:
    """A count or share whose sibling of the same name word counts another unit, and says more
    about it."""
    if not units.by_part:
        return
    unit = counted_unit(text)
    if unit is None:
        return
    words, own = len(text.split()), subject.lower()
    for part in sorted(_parts(subject)):
        for other, their_unit, their_words in units.by_part.get(part, ()):
            if other != own and their_unit != unit and their_words > words:
                yield Finding(SERIOUS, quote(text), f"The text counts {unit}s, but `{other}`, "
                              f"named for the same {part!r}, counts {their_unit}s and says "
                              "more of it: one measure in two units.")
                return
