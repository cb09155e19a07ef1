"""How often a source's data arrives, as its description states it, against a table of that
source whose text gives another cadence.

A source description speaks for all its tables ("the vendor's nightly file", "replicated
every 30 minutes"). A table of it described as "delivered hourly through the API" or "loaded
nightly at 02:00" gives a reader two schedules for one feed: freshness thresholds, a runbook's
cut-off and an analyst's "how fresh is this" follow from one of them and are wrong by the
other. Unless the table's text marks itself an exception ("unlike the other tables …"), the
two cannot both hold:

| check           | score | the table's text …                                         |
|-----------------|-------|------------------------------------------------------------|
| other cadence   | 0.3   | gives a delivery cadence its source's description, which   |
|                 |       | gives one cadence, does not                                |

A cadence is a period from a closed set of spellings (hourly, nightly, daily, weekly,
monthly; every N minutes, hours, days; once a day; a 30-minute schedule), read only in a
clause that speaks of delivery (loaded, delivered, arrives, replicated, a replica, synced, a
file, a feed, a batch …), so a "daily rate" or a "daily snapshot" is no cadence. No word of a
domain. The source's cadences are read once per source; a table's check is linear in its text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.artifacts import Artifact
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.seam.score_levels import GRAVE

MINUTES = {"minute": 1, "min": 1, "hour": 60, "hr": 60, "day": 1440, "night": 1440,
           "morning": 1440, "evening": 1440, "week": 10080, "month": 43200}
ADVERBS = {"hourly": 60, "nightly": 1440, "daily": 1440, "weekly": 10080, "monthly": 43200}
NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "six": 6, "twelve": 12,
           "fifteen": 15, "thirty": 30}
UNIT = r"(minute|min|hour|hr|day|night|morning|evening|week|month)s?"
CADENCE = lazy_pattern(
    r"\b(?:every|each)\s+(?:(\d+|a|an|one|two|three|four|six|twelve|fifteen|thirty)\s*)?"
    + UNIT + r"\b|\bonce\s+(?:a|an|per|each|every)\s+" + UNIT + r"\b|"
    r"\b(\d+)[- ](minute|min|hour|hr)\s+(?:schedule|sync|syncs|interval|intervals|cadence|"
    r"batch|batches|load|loads|refresh|extract|file|files|feed)\b|"
    r"\b(hourly|nightly|daily|weekly|monthly)\b", re.IGNORECASE)
#: Words of a clause about data arriving: without one, a cadence word is something else.
DELIVERY = lazy_pattern(r"\b(?:load\w*|deliver\w*|arriv\w*|replica\w*|sync\w*|refresh\w*|"
                        r"push\w*|land\w*|ingest\w*|export\w*|extract\w*|upload\w*|pull\w*|"
                        r"poll\w*|sen[dt]s?|dump\w*|drop\w*|feeds?|files?|batch\w*|"
                        r"fetch\w*|received|copied|streamed)\b", re.IGNORECASE)
#: A table that says it differs from its source: no contradiction, an exception told.
EXCEPTION = lazy_pattern(r"\b(?:unlike|except\w*|instead|rather than|differs?|separately|"
                         r"own schedule|not the\b|only this)\b", re.IGNORECASE)
CLAUSE = lazy_pattern(r"(?<=[.;!?])\s+|\n+|\s+\(|\)")


def cadences(text: str) -> frozenset[int]:
    """The delivery periods a text states, in minutes: only in a clause that speaks of data
    arriving ("loaded nightly", "every 30 minutes, replicated …")."""
    found: set[int] = set()
    for clause in CLAUSE.split(text):
        if not DELIVERY.search(clause):
            continue
        for match in CADENCE.finditer(clause):
            found.add(_minutes(match))
    return frozenset(found)


def _minutes(match: re.Match[str]) -> int:
    count, unit, once_unit, number, short_unit, adverb = match.groups()
    if adverb:
        return ADVERBS[adverb.lower()]
    if number:
        return int(number) * MINUTES[short_unit.lower()]
    if once_unit:
        return MINUTES[once_unit.lower()]
    times = int(count) if count and count.isdigit() else NUMBERS.get((count or "a").lower(), 1)
    return times * MINUTES[unit.lower()]


def source_cadences(texts: Iterable[Artifact]) -> tuple[frozenset[int], str] | None:
    """The one cadence a source's description gives for all its tables, and where; none when
    it gives none or several (a source that says "hourly, and a nightly full reload")."""
    for artifact in texts:
        if artifact.kind == "source_description":
            stated = cadences(artifact.text)
            return (stated, artifact.artifact_id) if len(stated) == 1 else None
    return None


def cadence_disagrees(text: str, source: tuple[frozenset[int], str] | None) -> Iterator[Finding]:
    """A table whose text gives a delivery cadence its source's one cadence is not, with no
    word that makes it an exception."""
    if source is None or EXCEPTION.search(text):
        return
    own = cadences(text)
    held, where = source
    if own and not own & held:
        yield Finding(GRAVE, quote(text), f"The text gives the table a delivery cadence of "
                      f"{_said(own)}, but its source's description ({where}) gives "
                      f"{_said(held)} and the text does not say it is an exception: two "
                      "schedules for one feed.")


def _said(periods: frozenset[int]) -> str:
    return " and ".join(_period(minutes) for minutes in sorted(periods))


def _period(minutes: int) -> str:
    for name, size in (("month", 43200), ("week", 10080), ("day", 1440), ("hour", 60)):
        if minutes % size == 0:
            count = minutes // size
            return f"every {name}" if count == 1 else f"every {count} {name}s"
    return f"every {minutes} minutes"
