"""A clear description tells the reader something they can use; avoiding every known defect is
not enough.

"Max temperature for the zone, used as a forecast driver.", "Tests the billing logic.",
"Used by the collections team.": no rule faults them, and none gives a figure, a value, a
unit, a zone, a grain, a period, a rule, a list or a name a reader could act on (the kinds of
detail `substance.details` reads). Such a text reads smoothly and leaves every question a
reader brings open, so for clarity it is lacking, not a pass with a low score. A text that
says what keys it is ("primary key"), gives a threshold ("at least one purchase"), draws a
distinction ("effort, not elapsed time") or says how it aggregates ("summed over shifts") tells
something and is left alone.

| check                 | score | the description …                                        |
|-----------------------|-------|----------------------------------------------------------|
| nothing concrete      | 0.4   | gives no detail of any kind a reader could use           |
| two units             | 0.3   | gives its value in another unit than its name's suffix   |
|                       |       | (`handling_minutes`, "in hours")                         |

It reads what the text tells (`told.py`), once per distinct text: linear in the text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from gate.docs.artifacts import Artifact
from gate.docs.judges.offline.column_scale import unit_disagrees
from gate.docs.judges.offline.finding import Finding, quote
from gate.docs.judges.offline.model_index import ModelIndex
from gate.docs.judges.offline.substance import details
from gate.docs.judges.offline.told import told
from gate.docs.seam.score_levels import LACKING

#: What tells something `details` does not read as a kind: a key's role, or a threshold.
ALSO_TELLS = re.compile(r"\b(?:primary|foreign|natural|surrogate|composite) key\b|"
                        r"\b(?:at least|at most|more than|fewer than|less than|no more than|"
                        r"greater than|up to)\b|"
                        # a distinction or an aggregation: "effort, not elapsed time"
                        r", not\b|\b(?:summed|counted|averaged|aggregated) (?:over|across|per)\b|"
                        # a value quoted, or a column named: "read_type 'E' or 'S'"
                        r"'[\w -]{1,30}'|`[^`]+`|\b[a-z][a-z0-9]*_[a-z0-9_]+\b",
                        re.IGNORECASE)
NOTHING_CONCRETE = ("The text gives nothing concrete a reader could use (no value, figure, "
                    "unit, zone, grain, period, rule or name): it avoids every known defect "
                    "and still leaves the reader's questions open.")


def nothing_concrete(artifact: Artifact, _index: ModelIndex) -> Iterable[Finding]:
    """`clarity`: a description that tells no detail of any kind, or gives its value in
    another unit than its name does (`column_scale.unit_disagrees`): the reader cannot tell
    which of the two the number is in."""
    if not artifact.kind.endswith("_description"):
        return
    text = told(artifact)
    yield from _nothing_concrete(text)
    if artifact.subject:
        yield from unit_disagrees(artifact.subject, text)


def _nothing_concrete(text: str) -> Iterator[Finding]:
    if text.strip() and not details(text) and not ALSO_TELLS.search(text):
        yield Finding(LACKING, quote(text), NOTHING_CONCRETE)
