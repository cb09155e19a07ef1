"""A number to reach someone, given two ways in one document.

A runbook names who to call and how: "pharmacy informatics on-call: pager 4417". A section
that tells the reader to page the same people on another number ("tell the pharmacy
informatics on-call (pager 4471)") sends them to nobody, or to someone else:

| check          | score | the section …                                                    |
|----------------|-------|------------------------------------------------------------------|
| another number | 0.3   | gives a pager, phone or extension number that no other section   |
|                |       | gives, to people another section names in the same words (two or |
|                |       | more of them) with another number of the same kind               |

The people are named by the words just before the number, in the document's own words (no
domain's words are known). Each section is read once (cached) and compared with its
document's other sections, which `DocumentSections` caps: linear in the document.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.seam.score_levels import GRAVE

KIND_OF = {"pager": "pager", "phone": "phone", "telephone": "phone", "tel": "phone",
           "mobile": "phone", "extension": "extension", "ext": "extension"}
#: "pager 4417", "phone: +61 2 9555 0100", "ext. 2231", "extension 2231".
NUMBER = lazy_pattern(r"\b(pager|phone|telephone|tel|mobile|extension|ext)\.?"
                      r"(?: (?:no\.?|number|on))?:? ?(\+?\d[\d -]{1,16}\d)\b", re.IGNORECASE)
#: Where the words naming whom to reach stop, looking back from the number.
CLAUSE_START = lazy_pattern(r"[.;!?\n]|\s-\s")
#: How many words before the number name whom it reaches.
NAMING_WORDS = 5
#: Words that name nobody.
GLUE = frozenset({"the", "a", "an", "on", "to", "or", "and", "of", "for", "via", "by", "at",
                  "use", "call", "tell", "page", "contact", "reach", "ring", "notify", "then",
                  "their", "our", "your", "is", "are", "out", "hours", "in", "with", "it"})
#: People named alike share at least this many words.
SHARED = 2


@lru_cache(maxsize=4_096)
def numbers_of(markdown: str) -> tuple[tuple[str, str, frozenset[str], str], ...]:
    """(the kind of number, its digits, the words naming whom it reaches, what was said)."""
    found = []
    for match in NUMBER.finditer(markdown):
        before = CLAUSE_START.split(markdown[max(0, match.start() - 120):match.start()])[-1]
        words = re.findall(r"[a-z][a-z-]*", before.lower())[-NAMING_WORDS:]
        naming = frozenset(w for w in words if w not in GLUE)
        found.append((KIND_OF[match.group(1).lower()], re.sub(r"\D", "", match.group(2)),
                      naming, match.group(0)))
    return tuple(found)


def number_findings(markdown: str, document: Sequence[str]) -> Iterator[Finding]:
    """A number this section gives that no other section of `document` gives, where another
    gives a number of the same kind to people named in the same words."""
    own = numbers_of(markdown)
    if not own:
        return
    theirs = [found for text in document if text != markdown for found in numbers_of(text)]
    given = {digits for _, digits, _, _ in theirs}
    for kind, digits, naming, said in own:
        if digits in given:
            continue
        other = next((s for k, d, n, s in theirs
                      if k == kind and d != digits and len(n & naming) >= SHARED), None)
        if other is not None:
            yield Finding(GRAVE, said, f"The section gives {said!r} where another section "
                          f"gives the same people {other!r}: one of them reaches no one.")
            return
