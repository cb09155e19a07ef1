"""Tax in or out of an amount, told two ways across an arithmetic relation.

"Unit cost … including GST" beside "extended cost: quantity multiplied by unit cost, excluding
GST": a product of an amount with tax in it cannot be without it, so one of the two texts is
wrong and a reader who sums either misstates the tax:

| check          | score | the description …                                                |
|----------------|-------|------------------------------------------------------------------|
| another stance | 0.3   | says its amount includes a tax (GST, VAT, sales tax) where a     |
| on tax         |       | column it is computed from, or computed into, says it excludes   |
|                |       | it (or the other way round)                                      |

Two columns are related where one's text names the other beside an arithmetic word
("multiplied by", "minus", "sum of", "×"). A text is read only when it states a stance on a
tax, and then against its model's column texts: linear in the model.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.artifacts import Artifact
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.seam.score_levels import GRAVE

#: "including GST", "ex VAT", "net of sales tax", "excl. tax".
STANCE = lazy_pattern(r"\b(including|incl\.?|inclusive of|with|excluding|excl\.?|ex|exclusive of|"
                      r"net of|without|before)\s+(gst|vat|sales tax|tax)\b", re.IGNORECASE)
INCLUDES = frozenset({"including", "incl", "incl.", "inclusive of", "with"})
#: Words that compute one column from another.
ARITHMETIC = lazy_pattern(r"\b(?:multiplied by|times|plus|minus|divided by|sum of|less)\b|[×*/+]",
                          re.IGNORECASE)


def stance_of(text: str) -> tuple[str, bool, str] | None:
    """(the tax, whether the amount includes it, what was said), where the text takes one
    stance on one tax."""
    found = {(m.group(2).lower(), m.group(1).lower() in INCLUDES): m.group(0)
             for m in STANCE.finditer(text)}
    taxes = {tax for tax, _ in found}
    if len(found) != 1 or len(taxes) != 1:
        return None
    (tax, includes), said = next(iter(found.items()))
    return tax, includes, said


def _computes_with(text: str, column: str) -> bool:
    return bool(ARITHMETIC.search(text)) and \
        re.search(rf"\b{re.escape(column)}\b", text.lower()) is not None


def tax_disagrees(subject: str, text: str, texts: Iterable[Artifact]) -> Iterator[Finding]:
    """A stance on a tax that a column this one is computed from, or into, takes otherwise."""
    own = stance_of(text)
    if own is None:
        return
    tax, includes, said = own
    column = subject.lower()
    for other in texts:
        name = other.subject.lower()
        if other.kind != "column_description" or name == column or not (
                _computes_with(text, name) or _computes_with(other.text, column)):
            continue
        theirs = stance_of(other.text)
        if theirs is not None and theirs[0] == tax and theirs[1] != includes:
            yield Finding(GRAVE, said, f"The text says {said!r}, but `{other.subject}`, computed "
                          f"with it, says {theirs[2]!r}: one amount cannot be both.")
            return
