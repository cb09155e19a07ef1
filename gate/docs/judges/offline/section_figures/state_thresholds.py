"""A state a Markdown section defines by a duration, against the duration another section gives it.

A runbook names the states a reader acts on ("stalled", "expired", "a no-show") and defines
each by how long something has or has not happened. Two sections that define one state by two
durations leave the reader two thresholds to act on:

| check             | score | the section …                                                |
|-------------------|-------|--------------------------------------------------------------|
| another threshold | 0.3   | defines a state by a duration ("counts as stalled when no    |
|                   |       | file has arrived for 2 hours") where another section defines |
|                   |       | the same state by another ("older than 45 minutes is         |
|                   |       | stalled"); durations are compared in one unit, so 2 hours    |
|                   |       | and 120 minutes agree                                        |

The state is the document's own word, read from the sentence's form (a verb of being, then a
condition with a duration; or a duration, then a verb of being): no domain's words are known.
Each section is read once (cached); a section is compared with its document's other sections,
which `DocumentSections` caps: linear in the document.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.seam.score_levels import GRAVE

MINUTES = {"minute": 1, "min": 1, "hour": 60, "hr": 60, "day": 1_440, "week": 10_080}
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "twelve": 12, "a": 1, "an": 1}
DURATION = r"(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|an?)[ -](minutes?|" \
    r"mins?|hours?|hrs?|days?|weeks?)\b"
#: A verb of being that makes the next word a state: "counts as stalled", "is a no-show".
BEING = r"(?:counts? as|(?:is|are) (?:considered|treated as|marked(?: as)?|flagged(?: as)?)|" \
    r"becomes?|is|are)"
STATE = r"(?:an? )?([a-z][a-z-]{3,})"
#: "counts as stalled when no file has arrived for 2 hours", "is a no-show if … 10 minutes".
STATE_THEN_DURATION = lazy_pattern(rf"\b{BEING}\s+{STATE}\s+(?:when|if|after|once|because)\b"
                                   rf"[^.;]*?\b{DURATION}", re.IGNORECASE)
#: "older than 45 minutes is stalled", "for more than 3 days counts as dormant".
DURATION_THEN_STATE = lazy_pattern(rf"\b{DURATION}\s+(?:\w+\s+){{0,2}}?{BEING}\s+{STATE}\b",
                                   re.IGNORECASE)
#: Words a verb of being is followed by that name no state.
NOT_STATES = frozenset({"the", "this", "that", "then", "there", "still", "also", "only",
                        "more", "less", "than", "done", "none", "over", "late", "used", "made",
                        "sent", "kept", "given", "taken", "being", "not", "about", "within",
                        "after", "before", "under", "above", "older", "newer", "longer"})
SENTENCE = lazy_pattern(r"(?<=[.;!?])\s+|\n+")


def _minutes(count: str, unit: str) -> int:
    number = NUMBER_WORDS.get(count.lower()) or int(count)
    return number * MINUTES[unit.lower().rstrip("s")]


@lru_cache(maxsize=4_096)
def states_of(markdown: str) -> tuple[tuple[str, int, str], ...]:
    """(state, minutes, what was said) for each state the section defines by a duration."""
    found: list[tuple[str, int, str]] = []
    body = "\n".join(line for line in markdown.splitlines() if not line.lstrip().startswith("#"))
    for sentence in SENTENCE.split(body):
        for match in STATE_THEN_DURATION.finditer(sentence):
            state, count, unit = match.groups()
            found.append((state.lower(), _minutes(count, unit), match.group(0)))
        for match in DURATION_THEN_STATE.finditer(sentence):
            count, unit, state = match.groups()
            found.append((state.lower(), _minutes(count, unit), match.group(0)))
    return tuple(item for item in found if item[0] not in NOT_STATES)


def state_findings(markdown: str, document: Sequence[str]) -> Iterator[Finding]:
    """A state this section defines by another duration than another section of `document`
    (which holds this one) defines it by."""
    own = states_of(markdown)
    if not own:
        return
    theirs: dict[str, dict[int, str]] = {}
    for text in document:
        if text != markdown:
            for state, minutes, said in states_of(text):
                theirs.setdefault(state, {})[minutes] = said
    for state, minutes, said in own:
        others = {m: s for m, s in theirs.get(state, {}).items() if m != minutes}
        if others and minutes not in theirs.get(state, {}):
            other = others[min(others)]
            yield Finding(GRAVE, said, f"The section defines '{state}' by {said!r} where another "
                          f"section defines it by {other!r}: two thresholds for one state.")
            return
