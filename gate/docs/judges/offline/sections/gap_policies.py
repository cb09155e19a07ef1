"""What a Markdown section says happens to a missing value, against another section of its
document: filled from the last one, or left empty.

"The macro already falls back to the previous day's rate" beside "`to_eur` deliberately does
not carry a rate forward"; "amounts are converted with the last published rate so that
amount_eur is never NULL" beside "when `amount_eur` shows NULLs": one section fills the gap,
another leaves it. A reader who trusts the first never looks for the empty rows the second
treats as the signal to act. The section that fills is faulted: the other states what a
reader sees in the data.

| check            | score | the section …                                                |
|------------------|-------|--------------------------------------------------------------|
| filled, yet left | 0.3   | fills a missing value from the last one ("falls back to the  |
|                  |       | previous day's rate", "carried forward", "never NULL") where |
|                  |       | another section about the same thing (a word of four letters |
|                  |       | or more, or a name, in common) leaves it ("does not carry …  |
|                  |       | forward", "no forward-fill", "shows NULLs")                  |

A closed contrast of two policies, read by their form; no word of any domain. Each section is
read once (cached); a document's sections are few.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.seam.score_levels import GRAVE

CLAUSE = lazy_pattern(r"(?<=[.;!?])\s+|\n")
#: A gap left: "does not carry a rate forward", "no forward-fill", "never falls back".
LEFT = lazy_pattern(r"\b(?:does|do|did|will|must|should|is|are)\s+not\s+(?:\w+\s+){0,1}?"
                    r"(?:carr(?:y|ied)|fall\s+back|forward[- ]fill\w*|fill\w*)|\b(?:doesn't|don't|"
                    r"never|no)\s+(?:\w+\s+){0,1}?(?:carr(?:y|ies)|falls?\s+back|forward[- ]fill"
                    r"\w*)|\bnot\s+(?:carried|filled)\s+forward", re.IGNORECASE)
#: Nulls shown as what happens: "`amount_eur` shows NULLs", "returns NULL when …".
SHOWN_NULL = lazy_pattern(r"\b(?:shows?|returns?|yields?|gives?|has|have|contains?)\s+(?:a\s+)?"
                          r"nulls?\b", re.IGNORECASE)
#: A gap filled: "falls back to the previous day's rate", "carried forward", "the last
#: published rate", "so that X is never NULL".
FILLED = lazy_pattern(r"\bfalls?\s+back\s+to\b|\bcarr(?:y|ies|ied)\s+(?:\w+\s+){0,2}?forward\b|"
                      r"\bforward[- ]fill(?:s|ed)?\b|\b(?:last|previous|prior)\s+(?:published|"
                      r"known|available|day's|valid)\s+\w+|\bis\s+never\s+null\b", re.IGNORECASE)
WORD = lazy_pattern(r"[a-z][a-z0-9_]{3,}")
STOP = frozenset({"that", "this", "when", "then", "with", "from", "into", "have", "there",
                  "which", "what", "only", "also", "than", "they", "them", "their", "null",
                  "nulls", "never", "does", "will", "must", "should", "last", "previous",
                  "prior", "published", "falls", "back", "carry", "forward", "value", "values"})


@dataclass(frozen=True)
class Gaps:
    filled: tuple[tuple[str, frozenset[str]], ...]  # (what was said, its clause's words)
    left: tuple[frozenset[str], ...]  # the words of each clause that leaves a gap


def _words(clause: str) -> frozenset[str]:
    return frozenset(WORD.findall(clause.lower())) - STOP


@lru_cache(maxsize=4_096)
def gaps_of(markdown: str) -> Gaps:
    body = "\n".join(line for line in markdown.splitlines() if not line.startswith("#"))
    if not re.search(r"null|back|forward|fill|last|previous|prior", body, re.IGNORECASE):
        return Gaps((), ())
    filled, left = [], []
    for clause in CLAUSE.split(body):
        if LEFT.search(clause) or SHOWN_NULL.search(clause):
            left.append(_words(clause))
        elif found := FILLED.search(clause):
            filled.append((found.group(0), _words(clause)))
    return Gaps(tuple(filled), tuple(left))


def gap_findings(markdown: str, document: Sequence[str]) -> Iterator[Finding]:
    """A gap this section fills that another section about the same thing leaves."""
    own = gaps_of(markdown)
    if not own.filled:
        return
    for text in document:
        if text == markdown:
            continue
        for said, words in own.filled:
            if any(words & theirs for theirs in gaps_of(text).left):
                yield Finding(GRAVE, said, f"The section fills a missing value ({said!r}), "
                              "where another section about the same thing leaves it empty "
                              f"({quote(text.splitlines()[0].lstrip('# '))}).")
                return
