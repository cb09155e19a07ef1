"""A Markdown section that gives nothing to compute by, where its document computes.

A metrics glossary or a runbook whose sections mostly give a formula ("cost to date ÷
forecast total cost", "incidents × 200,000 ÷ hours worked") sets its reader's standard: a term
is told by how it is worked out. A section of it that gives no formula, figure, code span or
identifier ("Productivity measures how efficiently crews install work"; "Jobs are green when on
track, amber when at risk") leaves the reader nothing to compute, look up or check it by:

| check              | score | the section …                                                |
|--------------------|-------|--------------------------------------------------------------|
| nothing to compute | 0.35  | gives no formula, figure, code span or identifier, where at  |
|                    |       | least three of the document's other sections (leaving out    |
|                    |       | its introduction), and at least half of them, give a formula |
|                    |       | in their prose (code holds operators of its own)             |

Read for completeness alone: a section that defines a word ("**Walk**: relocating a guest …")
is clear without a formula, though it leaves a computing reader short. The words that make a
formula are arithmetic's, of no domain. Each section is read once per document: linear in the
document's length.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.seam.score_levels import SERIOUS

#: A formula: an operator between two things, or the words that name one ("divided by", "as a
#: share of", "per 1,000").
FORMULA = lazy_pattern(
    r"÷|×|(?<![\w<])/(?![\w>])|(?<=\s)[=\u2212](?=\s)|\b(?:divided by|minus|plus|times|multiplied "
    r"by|less|over|per \d[\d,]{0,15}|sum of|count of|average of|ratio of|share of|as a "
    r"(?:share|percentage|fraction|proportion) of)\b", re.IGNORECASE)
#: What gives a reader something to compute or look up by: a figure, a code span, an
#: identifier, a formula.
GIVEN = lazy_pattern(r"\d|`|\b[a-z0-9]+_[a-z0-9_]+\b", re.IGNORECASE)
#: The fewest other sections that set a standard.
FEWEST_SECTIONS = 3


#: Code, which holds its own operators (`a = b`, a path's slashes): a formula is told in prose.
CODE = lazy_pattern(r"```[^`]*```|`[^`\n]*`")


def _body(markdown: str) -> str:
    return "\n".join(line for line in markdown.splitlines()
                     if not line.lstrip().startswith("#"))


@lru_cache(maxsize=4_096)
def _computes(markdown: str) -> bool:
    """Whether the section gives a formula in its prose (read once per section, not once per
    sibling that counts it)."""
    return FORMULA.search(CODE.sub(" ", _body(markdown))) is not None


def _introduces(markdown: str) -> bool:
    return markdown.lstrip().startswith("# ")


def nothing_to_compute(markdown: str, others: Iterable[str]) -> Iterator[Finding]:
    """The section gives no formula, figure, code span or identifier, in a document at least
    three and at least half of whose other sections (leaving out its introduction) give a
    formula in their prose."""
    if _introduces(markdown):
        return
    body = _body(markdown).strip()
    if not body or GIVEN.search(body) or FORMULA.search(body):
        return
    theirs = [other for other in others if not _introduces(other)]
    computed = sum(1 for other in theirs if _computes(other))
    if computed >= FEWEST_SECTIONS and computed * 2 >= len(theirs):
        first = re.split(r"(?<=[.;!?])\s", body, maxsplit=1)[0]
        yield Finding(SERIOUS, quote(first), "The section gives no formula, figure or name to "
                      f"work it out by, where {computed} of the document's {len(theirs)} other "
                      "sections give a formula.")
