"""A difference of two times whose own descriptions give them different clocks.

"arrived_at minus scheduled_start_local, in minutes" reads well, but where the model's texts
say `arrived_at` is in UTC and `scheduled_start_local` in the site's local time, the
difference is off by the UTC offset on every row: the text computes across two clocks without
converting either. The clock of each column is read from the model's own description of it (or
a `_utc` / `_local` ending of its name): no word of any domain. The check runs only on a text
that subtracts two named columns, and reads the model's descriptions once per such text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.artifacts import Artifact
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.seam.score_levels import GRAVE

NAME = r"`?([a-z][a-z0-9]*_[a-z0-9_]+)`?"
#: Two columns subtracted, or the span between them.
DIFFERENCE = lazy_pattern(rf"{NAME}\s+(?:minus|-|\u2212|less)\s+{NAME}|\bbetween\s+{NAME}\s+and\s+"
                          rf"{NAME}|\bfrom\s+{NAME}\s+(?:to|until)\s+{NAME}", re.IGNORECASE)
UTC = lazy_pattern(r"\b(?:utc|gmt)\b|_utc\b", re.IGNORECASE)
LOCAL = lazy_pattern(r"\blocal (?:time|date|clock|calendar)|\b[A-Z][a-z]+/[A-Z][A-Za-z_]+\b|"
                     r"_local\b")
#: A text that converts one clock to the other before it subtracts.
CONVERTED = lazy_pattern(r"\bconvert|\bat time zone\b|\bboth in\b|\bnormali[sz]ed? to\b",
                         re.IGNORECASE)


def _clock(column: str, texts: Iterable[Artifact]) -> str | None:
    """"utc" or "local": what the column's own description (or its name) says its clock is."""
    if column.endswith("_utc"):
        return "utc"
    if column.endswith("_local"):
        return "local"
    for artifact in texts:
        if artifact.kind == "column_description" and artifact.subject.lower() == column:
            utc, local = UTC.search(artifact.text), LOCAL.search(artifact.text)
            return "utc" if utc and not local else "local" if local and not utc else None
    return None


def clocks_disagree(subject: str, text: str, texts: tuple[Artifact, ...]) -> Iterator[Finding]:
    """A text that subtracts a time in UTC and one in local time and converts neither."""
    if CONVERTED.search(text):
        return
    for found in DIFFERENCE.finditer(text):
        one, other = (name.lower() for name in found.groups() if name)
        if subject.lower() in (one, other):
            continue
        clocks = {_clock(one, texts), _clock(other, texts)}
        if clocks == {"utc", "local"}:
            yield Finding(GRAVE, quote(text), f"The text subtracts `{one}` and `{other}`, but "
                          "the model's texts give one in UTC and the other in local time: the "
                          "difference is off by the offset unless one is converted.")
            return
