"""A difference a Markdown section bounds by a word, where another section gives it a figure.

"If the difference is large, investigate" beside "alert when the total differs by more than
0.5 %"; "once reconciliations are within tolerance" beside "a difference above EUR 50k must
be explained": the document has set the bar, and this section sets another, unstated one. A
reader who follows this section judges "large" for themselves and may pass what the other
section stops:

| check            | score | the section …                                                 |
|------------------|-------|---------------------------------------------------------------|
| a bar in words   | 0.3   | bounds a difference (a gap, variance, tolerance …) by a word  |
|                  |       | ("large", "significant", "within tolerance") in a sentence    |
|                  |       | with no figure, where another section of the document gives   |
|                  |       | a difference a figure ("by more than 0.5 %", "above 50k")     |

A closed contrast read by its form: the nouns of a difference and the words of a size are a
closed set of the language of checks, not of any domain. Each section is read once (cached);
a document's sections are few (`DocumentSections` caps them): linear in the document.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.seam.score_levels import GRAVE

SENTENCE = lazy_pattern(r"(?<=[.!?])\s+|\n")
#: What a check bounds: a difference between two figures.
DIFFERENCE = lazy_pattern(r"\b(?:differ\w*|gaps?|variances?|discrepanc\w*|mismatch\w*|"
                          r"deviat\w*|tolerances?)\b", re.IGNORECASE)
#: A size in words: "large", "significant", "within tolerance".
SIZE_IN_WORDS = lazy_pattern(r"\b(?:large|larger|big|bigger|small|significant(?:ly)?|"
                             r"material(?:ly)?|huge|minor|noticeable|acceptable|reasonable)\b|"
                             r"\b(?:within|outside|out of) (?:the )?tolerances?\b", re.IGNORECASE)
#: A figure a bound gives: "0.5 %", "EUR 50k", "more than 3".
FIGURE = lazy_pattern(r"\d")


@dataclass(frozen=True)
class Bounds:
    in_words: tuple[str, ...]  # the sentences that bound a difference by a word
    figured: bool  # some sentence gives a difference a figure


@lru_cache(maxsize=4_096)
def bounds_of(markdown: str) -> Bounds:
    body = "\n".join(line for line in markdown.splitlines() if not line.lstrip().startswith("#"))
    if not DIFFERENCE.search(body):
        return Bounds((), False)
    in_words, figured = [], False
    for sentence in SENTENCE.split(body):
        if not DIFFERENCE.search(sentence):
            continue
        if FIGURE.search(sentence):
            figured = True
        elif SIZE_IN_WORDS.search(sentence):
            in_words.append(sentence.strip())
    return Bounds(tuple(in_words), figured)


def vague_bound_findings(markdown: str, document: Sequence[str]) -> Iterator[Finding]:
    """A difference this section bounds by a word, where another section gives one a figure."""
    own = bounds_of(markdown)
    if own.in_words and not own.figured and \
            any(bounds_of(text).figured for text in document if text != markdown):
        yield Finding(GRAVE, quote(own.in_words[0]), "The section bounds the difference by a "
                      "word, but another section of the document gives the bar as a figure: "
                      "the reader has two bars, one unstated.")
