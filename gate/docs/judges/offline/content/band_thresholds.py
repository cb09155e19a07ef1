"""A band's labels without the edges that place a row in one.

A column or dimension whose name ends in `_band`, `_bucket`, `_bracket`, `_banding` or `_bin`
stands for ranges of some quantity; "Large, medium or small." tells a reader the labels and
not which row is large. It needs its edges: a figure, or a pointer to where they are kept (a
column, macro or seed named in the text). A tier, segment or group is left alone: most are
chosen (a plan, a sales segment from the CRM), not cut from a quantity, and their names do
not tell which.

Edges that touch are as bad as none: "1-30, 30-60, 60-90" puts a row at 30 in two bands, and
a reader cannot tell which (`touching_edges`).

The reading is of the name's last part and the text's form, not of any domain's words.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.artifacts import Artifact
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.seam.score_levels import LACKING

#: A name's last part that makes the column a band of some quantity.
BAND_PARTS = frozenset({"band", "bucket", "bracket", "banding", "bin"})
#: An edge, or where the edges are kept: a figure, a code span, a snake_case name.
EDGES = lazy_pattern(r"\d|`[^`]+`|\b[a-z0-9]+_[a-z0-9_]+\b")
PREPOSITIONS = frozenset({"of", "in", "out", "on", "within", "outside"})
#: A flag's text: "True if …", "Returns true when …", "Whether …".
FLAG_TEXT = lazy_pattern(r"\W*(?:true|false|returns true|whether|flags?)\b", re.IGNORECASE)
BANDED_KINDS = frozenset({"column_description", "dimension_description"})
#: Words that say which band an edge belongs to.
SAYS_WHICH_END = lazy_pattern(r"\b(?:inclusive|exclusive|including|excluding)\b|[<>\u2264\u2265]",
                              re.IGNORECASE)
#: A range of whole figures: "1-30", "30 – 60".
RANGE = lazy_pattern(r"(?<![\d.])(\d+) ?[-\u2013] ?(\d+)(?![\d.])")


def band_without_edges(artifact: Artifact, text: str) -> Iterator[Finding]:
    """A band's text that gives no edge and no place the edges are kept."""
    if artifact.kind not in BANDED_KINDS or not artifact.subject or not text.strip():
        return
    parts = artifact.subject.lower().split("_")
    # `paid_out_of_band` is a flag said of a band, not a band
    of_band = len(parts) > 1 and parts[-2] in PREPOSITIONS
    if parts[-1] not in BAND_PARTS or of_band or FLAG_TEXT.match(text):
        return
    if EDGES.search(text):
        yield from touching_edges(artifact.subject, text)
        return
    yield Finding(LACKING, quote(text), f"`{artifact.subject}` is a band, but the text "
                  "gives none of its edges (the figures that put a row in each band) nor "
                  "where they are kept.")


def touching_edges(subject: str, text: str) -> Iterator[Finding]:
    """A band's ranges where one ends at the figure the next starts at ("1-30, 30-60"): a row
    at that figure falls in both."""
    if SAYS_WHICH_END.search(text):
        return
    ranges = [(int(found.group(1)), int(found.group(2))) for found in RANGE.finditer(text)]
    for (_, top), (bottom, _) in itertools.pairwise(ranges):
        if top == bottom:
            yield Finding(LACKING, quote(text), f"`{subject}`'s bands share the edge {top}: "
                          "a row at it falls in two, and the text does not say which.")
            return
