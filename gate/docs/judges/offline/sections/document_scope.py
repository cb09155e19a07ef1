"""A Markdown section that reaches past the scope its document's introduction sets.

An introduction that says the runbook produces form "MR-20" scopes it to that form; a section
that also names "MR-40", which nothing else in the document mentions, documents work the
document does not cover, or copies a line from another runbook:

| check              | score | the section …                                               |
|--------------------|-------|-------------------------------------------------------------|
| past the scope     | 0.3   | names a code of the shape of the one code the introduction  |
|                    |       | names (letters, then numbers with dots or dashes: "S.05.01",|
|                    |       | "MR-20") that neither the introduction nor another section  |
|                    |       | names                                                       |

Each section is read once (cached) and compared with its document's sections once: linear.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.seam.score_levels import GRAVE

#: A form's or a template's code: "S.05.01", "MR-20", "Q-3".
CODE = lazy_pattern(r"(?<![\w.-])[A-Z]{1,4}([.-])\d{1,3}((?:[.-]\d{1,3})*)(?![\w-]|\.\d)")


@lru_cache(maxsize=4_096)
def codes_of(markdown: str) -> frozenset[tuple[str, str]]:
    """Each code a section names, with its shape (its separators and count of numbers)."""
    return frozenset((found.group(0), _shape(found)) for found in CODE.finditer(markdown))


def _shape(found: re.Match[str]) -> str:
    return found.group(1) + str(found.group(0).count(found.group(1)))


def past_the_scope(markdown: str, document: Sequence[str], evidence: str) -> Iterator[Finding]:
    own = codes_of(markdown)
    if not own or markdown.lstrip().startswith("# "):
        return
    others = [(text.lstrip().startswith("# "), codes_of(text)) for text in document
              if text != markdown]
    scoped = [codes for introduction, codes in others if introduction]
    if len(scoped) != 1 or len(scoped[0]) != 1:
        return
    (code, shape), = scoped[0]
    named = {c for _, codes in others for c, _ in codes}
    beyond = sorted(c for c, s in own if s == shape and c not in named)
    if beyond:
        yield Finding(GRAVE, beyond[0], f"The section names {beyond[0]}, where the "
                      f"introduction scopes the document to {code} and no other section "
                      "names it.")
