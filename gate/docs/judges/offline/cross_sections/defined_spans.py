"""A Markdown section that measures a term over another span than the section defining it.

A glossary section headed "AOG hours" says they run "from the AOG declaration to release to
service"; a procedure elsewhere counts "AOG hours … from the first delayed departure to the
aircraft's next departure". Each reads well alone; together the reader has two measures under
one name, and the figures they reconcile will never agree (md-consistency):

| check              | score | the section …                                               |
|--------------------|-------|-------------------------------------------------------------|
| another span       | 0.3   | counts a term "from A to B" in a sentence that names it,    |
|                    |       | where the section headed by that term defines it over a span|
|                    |       | one end of which shares no word with this one's             |

Read by the document's own structure: a defining section is one whose heading is the term and
whose first sentence gives a span ("Block-off to block-on, in decimal hours"); a sentence
names the term by a word of its heading that is not a measure's unit ("flight" of "Flight
hours", "turnaround" of "Repair turnaround time"). A section whose heading's words are all the
other's ("Press time" beside "Reconciling press time") is never at fault: it is the
definition. Each section is read once (cached), its sentences once each:
linear in the document.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.seam.score_levels import GRAVE

SENTENCE = lazy_pattern(r"(?<=[.!?])\s+|\n+")
#: A span counted "from A to B": each end at most a few words, up to a comma, a bracket or the
#: sentence's end.
FROM_TO = lazy_pattern(r"\bfrom ((?:[\w'-]+ ){0,6}?[\w'-]+) to ((?:[\w'-]+ ){0,6}?[\w'-]+)"
                       r"(?=\s*(?:[,;:(.]|$|\b(?:in|per|for|and|then)\b))", re.IGNORECASE)
#: A definition that opens on its span: "Block-off to block-on, in decimal hours".
OPENS_ON_SPAN = lazy_pattern(r"^((?:[\w'-]+ ){0,3}?[\w'-]+) to ((?:[\w'-]+ ){0,3}?[\w'-]+)"
                             r"(?=\s*[,;:(.])", re.IGNORECASE)
HEADING = lazy_pattern(r"^[ \t]*#{1,6}[ \t]+([^\n]+)", re.MULTILINE)
WORD = lazy_pattern(r"[a-z][\w'-]*")
#: Words that name no end of a span, nor the term a sentence measures: a measure's units and
#: counts, and the glue of a phrase.
GENERIC = frozenset({"the", "a", "an", "of", "its", "their", "it", "this", "that", "each",
                     "per", "to", "in", "on", "at", "by", "and", "or", "time", "times",
                     "hours", "hour", "days", "day", "minutes", "minute", "weeks", "week",
                     "months", "month", "count", "counts", "number", "rate", "total", "value",
                     "amount", "being", "is", "are", "be"})
#: The letters a word is compared by: "receipt" and "received" are one end.
STEM = 5

Span = tuple[frozenset[str], frozenset[str]]


@dataclass(frozen=True)
class Spans:
    term: frozenset[str]  # the words its heading names its term by
    defined: Span | None  # the span its first sentence defines the term over
    counted: tuple[tuple[frozenset[str], Span, str], ...]  # (sentence words, span, sentence)


def _stems(phrase: str) -> frozenset[str]:
    return frozenset(w[:STEM] for w in WORD.findall(phrase.lower()) if w not in GENERIC)


@lru_cache(maxsize=4_096)
def spans_of(markdown: str) -> Spans:
    heading = HEADING.search(markdown)
    term = frozenset(w for w in WORD.findall(heading.group(1).lower()) if w not in GENERIC) \
        if heading else frozenset()
    body = "\n".join(line for line in markdown.splitlines() if not line.lstrip().startswith("#"))
    sentences = [s.strip() for s in SENTENCE.split(body) if s.strip()]
    defined: Span | None = None
    if sentences:
        opening = OPENS_ON_SPAN.match(sentences[0]) or FROM_TO.search(sentences[0])
        if opening:
            defined = (_stems(opening.group(1)), _stems(opening.group(2)))
    counted = tuple((frozenset(WORD.findall(sentence.lower())),
                     (_stems(found.group(1)), _stems(found.group(2))), sentence)
                    for sentence in sentences if (found := FROM_TO.search(sentence)))
    return Spans(term, defined, counted)


def span_findings(markdown: str, document: Sequence[str]) -> Iterator[Finding]:
    """A span this section counts a term over, one end of which shares no word with the span
    the section headed by that term defines it over."""
    own = spans_of(markdown)
    if not own.counted:
        return
    for text in document:
        other = spans_of(text)
        # a section headed by the term alone ("Press time" beside "Reconciling press time")
        # is its definition, whatever another section opens on
        if text == markdown or other.defined is None or not other.term or \
                (own.term and own.term <= other.term):
            continue
        for words, (start, end), sentence in own.counted:
            if not other.term & words or not (start and end):
                continue
            their_start, their_end = other.defined
            if (their_start and not start & their_start) or (their_end and not end & their_end):
                yield Finding(GRAVE, sentence, "The section counts a term over another span "
                              "than the section that defines it: the reader has two measures "
                              "under one name.")
                return
