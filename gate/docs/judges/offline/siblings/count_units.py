"""One measure counted in two units by two siblings that share its name.

`customers_interrupted` is "Number of distinct service points that lost power"; its sibling
`critical_care_interrupted` is "Number of critical-care premises without power". `otif_rate`
is a "Share of client orders …"; `otif_pct` a "share of shipments …". Texts whose names end in
the same measure word (less the words any count, ratio or window is named with, and numbers)
measure one thing, and a reader adds or
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

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.artifacts import Artifact
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.seam.score_levels import SERIOUS

#: "Number of distinct service points …", "…: share of shipments delivered …".
COUNT_OF = lazy_pattern(r"(?:^|:\s+)\W*(?:the )?(?:number|count|share|proportion|percentage|"
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
#: Name parts of time and window, which many measures of one model share ("_28_days_",
#: "_all_time_", "_at_event_date"): no measure of their own.
WINDOW_PARTS = frozenset({"all", "time", "at", "ts", "date", "day", "days", "week", "weeks",
                          "month", "months", "year", "years", "hour", "hours", "minute",
                          "minutes", "since", "to", "ytd", "mtd", "qtd", "last", "first"})
#: At most this many counts end in one measure word for them to be one measure restated;
#: more make the word a family's ("…_28_days_event", "…_all_time_event").
ONE_MEASURE = 3
#: Kinds whose text may define a count.
COUNT_KINDS = frozenset({"column_description", "measure_description", "metric_description"})


def _singular(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") \
        else word


def _words(text: str) -> frozenset[str]:
    return frozenset(_singular(w) for w in re.findall(r"[a-z]+", text.lower()))


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
    """The measure a name names: its last part that is no count, ratio or window word and no
    number (`interrupted` of `customers_interrupted`, `otif` of `otif_rate`), or nothing."""
    for part in reversed(subject.lower().split("_")):
        if part and part not in GENERIC_PARTS and part not in WINDOW_PARTS and \
                not part.isdigit() and len(part) > 2:
            return {part}
    return set()


@dataclass(frozen=True)
class CountedUnits:
    """The model's texts that open as a count, by each word of their name."""

    #: (name, unit counted, text) by the measure its name names.
    by_part: dict[str, tuple[tuple[str, str, str], ...]]

    @classmethod
    def of(cls, texts: Iterable[Artifact]) -> CountedUnits:
        found: dict[str, list[tuple[str, str, str]]] = {}
        for artifact in texts:
            if artifact.kind in COUNT_KINDS and artifact.subject and \
                    (unit := counted_unit(artifact.text)) is not None:
                for part in _parts(artifact.subject):
                    found.setdefault(part, []).append(
                        (artifact.subject.lower(), unit, artifact.text))
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
    if unit.rstrip("s") in "".join(p[:1] for p in own.split("_")):
        return  # an acronym of its own name ("DMs" for `count_direct_message_channels`)
    own_words = _words(text)
    for part in sorted(_parts(subject)):
        held = units.by_part.get(part, ())
        if len(held) > ONE_MEASURE:
            continue  # many counts end in the word: it names a family (`_event`), not a measure
        for other, their_unit, their_text in held:
            # two units neither text uses for the other's thing: not one unit said two ways
            if other != own and their_unit != unit and len(their_text.split()) > words and \
                    their_unit not in own_words and unit not in _words(their_text):
                yield Finding(SERIOUS, quote(text), f"The text counts {unit}s, but `{other}`, "
                              f"named for the same {part!r}, counts {their_unit}s and says "
                              "more of it: one measure in two units.")
                return
