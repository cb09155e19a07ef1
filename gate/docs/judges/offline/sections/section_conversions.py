"""A Markdown section that says amounts are converted into a currency, where another section
of its document says no conversion is applied (or the other way round).

"Fees are converted to EUR at the month-end rate" and "Invoices are issued in each hotel's
local currency; no conversion is applied" cannot both describe one document's amounts: a
reader of one section books euros, a reader of the other local amounts. (Clocks converted and
not are `document_facts.py`'s.)

| check              | score | the section …                                              |
|--------------------|-------|------------------------------------------------------------|
| converted and not  | 0.3   | converts into a currency where another section of its      |
|                    |       | document, speaking of currencies, says no conversion is    |
|                    |       | applied, with no exception told (or the other way round)   |

Conversion and its absence are a closed pair; the currency converted into is told by its
shape (a three-letter code), never by a word of a domain. Each section is read once (cached);
a section is compared with its document's other sections: linear.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.seam.score_levels import GRAVE

#: "no conversion is applied", "are not converted", "without currency conversion".
NOT_CONVERTED = lazy_pattern(
    r"\bno (?:currency |fx )?conversion\b|\b(?:not|never) "
    r"(?:be )?converted\b|\bwithout (?:any )?(?:currency |fx )?conversion\b",
    re.IGNORECASE)
#: "converted to EUR", "converted into USD" (not UTC: a clock).
CONVERTED = lazy_pattern(r"\bconverted (?:in)?to (?:the )?(?!UTC\b)([A-Z]{3})\b")
#: A section that says "no conversion" of currencies.
MONEY = lazy_pattern(r"currenc|exchange rate|\bfx\b", re.IGNORECASE)
#: A section that tells its exception ("except", "unless", "only") says both on purpose.
EXCEPTION = lazy_pattern(r"\b(?:except\w*|unless|only|but|until|apart from)\b", re.IGNORECASE)


@lru_cache(maxsize=4_096)
def conversions_of(markdown: str) -> tuple[bool, bool, str]:
    """(whether the section says its currencies are not converted; whether it converts into a
    currency; the words that said so)."""
    none = NOT_CONVERTED.search(markdown)
    if none is not None and MONEY.search(markdown) and not EXCEPTION.search(markdown):
        return True, False, none.group(0)
    said = CONVERTED.search(markdown)
    return False, said is not None, said.group(0) if said else ""


def conversion_findings(markdown: str, document: Sequence[str]) -> Iterator[Finding]:
    """A section converting into a currency where another says no conversion is applied, or
    the other way round."""
    refused, converts, said = conversions_of(markdown)
    if not refused and not converts:
        return
    for text in document:
        if text == markdown:
            continue
        their_refused, their_converts, their_said = conversions_of(text)
        if (refused and their_converts) or (converts and their_refused):
            yield Finding(GRAVE, said, f"The section says {said!r}, but another section says "
                          f"{their_said!r}: amounts converted and not.")
            return
