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
from gate.docs.seam.score_levels import GRAVE, LACKING

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
#: Two figures said to agree, match or reconcile: "they should agree within 0.1 h" bounds
#: their difference as a figure does; "when the numbers agree" bounds it by nothing.
AGREE = lazy_pattern(r"\b(?:agree|agrees|match|matches|tie out|ties out|reconcile|reconciles|"
                     r"balance|balances)\b", re.IGNORECASE)
#: Agreement as the condition to act on: "Close the incident when the numbers agree." A
#: word of count or article before it makes the match a noun ("if no match is found"); a
#: negation waits for no agreement.
WHEN_AGREED = lazy_pattern(r"\b(?:when|once|until|after|if)\s+"
                           r"(?:(?!(?:no|not|never|a|an|any|each|every|one|exact|partial|full)\b)"
                           r"[a-z]+\s+){0,3}?(?:agree|match|tie out|reconcile|balance)\b"
                           r"(?! (?:is|was|for|of)\b)", re.IGNORECASE)
#: An agreement held to a bar in words a reader can check: exact, to the cent.
EXACT = lazy_pattern(r"\b(?:exactly|to the (?:cent|penny|unit|row))\b|`", re.IGNORECASE)


@dataclass(frozen=True)
class Bounds:
    in_words: tuple[str, ...]  # the sentences that bound a difference by a word
    figured: bool  # some sentence gives a difference a figure


@lru_cache(maxsize=4_096)
def bounds_of(markdown: str) -> Bounds:
    body = "\n".join(line for line in markdown.splitlines() if not line.lstrip().startswith("#"))
    if not DIFFERENCE.search(body) and not AGREE.search(body):
        return Bounds((), False)
    in_words, figured = [], False
    for sentence in SENTENCE.split(body):
        if not DIFFERENCE.search(sentence):
            figured = figured or bool(AGREE.search(sentence) and FIGURE.search(sentence))
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


def unbarred_agreement(markdown: str, document: Sequence[str]) -> Iterator[Finding]:
    """An act that waits for figures to agree ("close the incident when the numbers agree")
    with no figure, where another section of the document gives a difference one: the reader
    is not told within what, and the document shows that it matters."""
    body = "\n".join(line for line in markdown.splitlines() if not line.lstrip().startswith("#"))
    for sentence in SENTENCE.split(body):
        agreed = WHEN_AGREED.search(sentence)
        if agreed and not FIGURE.search(sentence) and not EXACT.search(sentence) and \
                any(bounds_of(text).figured for text in document if text != markdown):
            yield Finding(LACKING, quote(sentence.strip()), f"The section waits "
                          f"{agreed.group(0)!r} without saying within what, where another "
                          "section gives a difference a figure.")
            return
