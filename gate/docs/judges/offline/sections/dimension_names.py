"""A dimension a Markdown section slices by under another name than its document's code.

A guide's query names the dimensions a reader can group by (`--group-by product_line`); a
section that tells the reader to "split by product family" names a dimension the reader will
not find, and a second word for one thing:

| check              | score | the section …                                               |
|--------------------|-------|-------------------------------------------------------------|
| a renamed dimension| 0.35  | slices, splits, groups or breaks down by a phrase of two or |
|                    |       | three words no other section uses, where the document's     |
|                    |       | code names one that differs from it by a single word        |

Each section is read once (cached); a document's sections are few (`DocumentSections` holds at
most `HELD`), so a section's phrases are compared with the document's names once.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.seam.score_levels import SERIOUS

#: "Slice by …", "split the figures by …", "break it down by …": the phrase after "by".
SLICED_BY = lazy_pattern(r"\b(?:slic|split|group|segment|break(?:ing|s)? (?:\w+ )?down|cut|pivot)"
                         r"\w*\s+(?:(?:the|it|them|this|figures?|results?|data|numbers?|totals?)"
                         r"\s+)?by\s+([^.;:!?\n()]+)", re.IGNORECASE)
#: Where the dimensions end: "… to see where", "… for the board".
PHRASE_END = lazy_pattern(r"\s(?:to|for|so|when|where|in|on|with|from|if|then|until|as)\s.*$")
PHRASE_SPLIT = lazy_pattern(r",\s*(?:and\s+|or\s+)?|\s+(?:and|or|then)\s+")
IDENTIFIER = lazy_pattern(r"[a-z][a-z0-9]*(?:_{1,2}[a-z0-9]+)+")
PHRASE_WORDS = (2, 3)


@dataclass(frozen=True)
class SectionNames:
    sliced_by: tuple[tuple[str, ...], ...]  # the dimensions it slices by, as words
    names: frozenset[tuple[str, ...]]  # the code names it gives, as words
    text: str  # its words in lower case, names spelt with spaces


@lru_cache(maxsize=4_096)
def names_of(markdown: str) -> SectionNames:
    body = "\n".join(line for line in markdown.splitlines() if not line.startswith("#"))
    low = body.lower()
    sliced = []
    for found in SLICED_BY.finditer(body):
        phrases = PHRASE_END.sub("", found.group(1).lower().strip())
        for phrase in PHRASE_SPLIT.split(phrases):
            words = tuple(w for w in phrase.split() if w not in ("the", "a", "an"))
            if len(words) in PHRASE_WORDS and all(w.isalpha() for w in words):
                sliced.append(words)
    names = frozenset(tuple(name.split("__")[-1].split("_")) for name in IDENTIFIER.findall(low))
    return SectionNames(tuple(sliced), names,
                        " ".join(re.sub(r"[_`]+", " ", low).split()))


def renamed_dimensions(markdown: str, document: Sequence[str],
                       evidence: str) -> Iterator[Finding]:
    """The check above for one section against its document's sections (holding this one)."""
    own = names_of(markdown)
    if not own.sliced_by:
        return
    others = [names_of(text) for text in document if text != markdown]
    for words in own.sliced_by:
        said = " ".join(words)
        if any(f" {said} " in f" {other.text} " for other in others):
            continue
        near = sorted("_".join(name) for other in others for name in other.names
                      if len(name) == len(words)
                      and sum(a != b for a, b in zip(name, words, strict=True)) == 1)
        if near:
            yield Finding(SERIOUS, said, f"The section slices by '{said}', a name no other "
                          f"section uses; the document's code names `{near[0]}`.")
            return
