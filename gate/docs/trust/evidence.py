"""Is a verdict's evidence in what the judge was shown?

The judge is asked for "a short quoted span from the artifact". A quote it invented reads
exactly like a real one, so each is looked up in the texts of its prompt that came from the
pull request: the drafted text inside `<ARTIFACT>` and the `<CONTEXT>` block (a test's
definition, the sibling descriptions, the labels).

The comparison forgives what a faithful quote may change and nothing more:
- both sides are normalised: Unicode NFKC, case folded, quote marks of every kind removed
  (straight, curly, guillemets, backticks: a judge wraps quotes in quotes and straightens
  apostrophes), and runs of whitespace made one space;
- a quote the judge shortened with an ellipsis (`...` or `…`) is split there, and each part
  must be found on its own;
- a part is found when it is a substring of the text, or, when it is at least
  `FUZZY_MIN_CHARS` long, when rapidfuzz's `partial_ratio` (the best alignment of the part
  against any stretch of the text, as an Indel similarity from 0 to 100) reaches
  `MATCH_CUTOFF`, 90: one typo in ten characters, or a changed word in a long quote, still
  counts; a paraphrase does not. A part longer than the whole text cannot be a quote of it.

Bounded work: only the first `EVIDENCE_CAP` characters of the evidence are compared, so a
judge that pastes a page costs no more than one that quotes a line; the text is normalised
once per request, and `partial_ratio` is linear in the text for a bounded part.

Empty evidence is accepted only from a verdict that fails its criterion (score below the
pass mark): text that fails for what it lacks has nothing to quote, while a pass must point at
the words that earn it.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.models import EvidenceCheck

MATCH_CUTOFF = 90.0
EVIDENCE_CAP = 500
FUZZY_MIN_CHARS = 8
QUOTE_MARKS = "'\"`\u2018\u2019\u201a\u201b\u201c\u201d\u201e\u201f\u00ab\u00bb\u2039\u203a" \
    "\u2032\u2033"
_DROP_QUOTES = str.maketrans("", "", QUOTE_MARKS)
_ELLIPSIS = lazy_pattern(r"\.{3,}|\u2026")


def normalise(text: str) -> str:
    """`text` as evidence is compared: NFKC, case folded, no quote marks, single spaces."""
    folded = unicodedata.normalize("NFKC", text).casefold().translate(_DROP_QUOTES)
    return " ".join(folded.split())


def similarity(part: str, text: str) -> float:
    """How well `part` (normalised) matches its best stretch of `text` (normalised), 0–100."""
    if part in text:
        return 100.0
    if len(part) < FUZZY_MIN_CHARS or len(part) > len(text):
        return 0.0
    # Imported at the first quote not found as it stands: a run the verdict cache answers
    # checks no evidence, and should not pay for loading rapidfuzz.
    from rapidfuzz import fuzz  # noqa: PLC0415

    return float(fuzz.partial_ratio(part, text))


class ShownText:
    """What one request showed the judge, normalised once for every verdict checked in it."""

    def __init__(self, texts: Iterable[str]) -> None:
        self.text = normalise("\n".join(texts))

    def contains(self, evidence: str) -> bool:
        """Every part of the (capped) evidence is found in the text."""
        parts = [normalise(p) for p in _ELLIPSIS.split(evidence[:EVIDENCE_CAP])]
        parts = [p for p in parts if p]
        return bool(parts) and all(similarity(p, self.text) >= MATCH_CUTOFF for p in parts)

    def check(self, evidence: str, *, passes: bool) -> EvidenceCheck:
        """The evidence's standing: found, or not needed (empty, with a failing score)."""
        if not normalise(evidence[:EVIDENCE_CAP]).strip(". \u2026"):
            return "unverified" if passes else "not_needed"
        return "verified" if self.contains(evidence) else "unverified"
