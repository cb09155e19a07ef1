"""What a deduction, a fee or a rate is applied to, as a text states it, against a sibling that
applies the same one to the other basis.

"Moisture shrink … applied to gross weight" on `shrink_t`, where `paid_weight_t` says "shrink
is computed on net weight"; a commission "charged on gross sales" where a sibling computes it
"on net sales". One figure taken on two bases differs by the deductions between them, and a
reader who recomputes it from either text gets a number the other text calls wrong:

| check         | score | the text …                                                    |
|---------------|-------|---------------------------------------------------------------|
| other basis   | 0.3   | applies its own term to a net (or gross) figure where another |
|               |       | text of the model applies that term to the gross (or net)     |
|               |       | figure of the same name                                       |

The term is the column's name less its unit suffix (`shrink` of `shrink_t`); another text
speaks of it when a clause of it names the term or the column. Read by form alone ("applied
to", "computed on", "charged on", "levied on", "taken on", "based on"), with the basis words
net and gross and the noun after them; no word of a domain. Linear in the text and in the
model's texts, which are read once per model.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.seam.score_levels import GRAVE

APPLIED_ON = lazy_pattern(r"\b(?:applied|computed|calculated|charged|taken|levied|deducted|"
                          r"based)\s+(?:to|on|from)\s+(?:the\s+)?(net|gross)\s+([a-z]+)",
                          re.IGNORECASE)
CLAUSE = lazy_pattern(r"[.;]\s+|\n")
#: Last parts of a name that give its unit or currency, not its term.
UNIT_PARTS = frozenset({"t", "kg", "lb", "lbs", "tonnes", "amount", "amt", "value", "usd", "eur",
                        "gbp", "cad", "aud", "pct", "rate", "total", "qty", "units"})


def term_of(subject: str) -> str:
    parts = [part for part in subject.lower().split("_") if part]
    while len(parts) > 1 and parts[-1] in UNIT_PARTS:
        parts.pop()
    return " ".join(parts)


def basis_disagrees(subject: str, text: str,
                    others: Iterable[tuple[str, str]]) -> Iterator[Finding]:
    """`subject`'s text applies its term to one basis where another text (subject, lower-cased
    text) of the model applies the same term to the other basis of the same noun."""
    if "net" not in text.lower() and "gross" not in text.lower():
        return
    own = APPLIED_ON.search(text)
    term = term_of(subject)
    if own is None or not term:
        return
    basis, noun = own.group(1).lower(), own.group(2).lower()
    column = subject.lower()
    for other, low in others:
        if other == column or (term not in low and column not in low):
            continue
        for clause in CLAUSE.split(low):
            if term not in clause and column not in clause:
                continue
            for theirs in APPLIED_ON.finditer(clause):
                if theirs.group(2) == noun and theirs.group(1) != basis:
                    yield Finding(GRAVE, own.group(0), f"The text applies {term} to {basis} "
                                  f"{noun}, but `{other}` says it is {theirs.group(0)}: one "
                                  "figure on two bases.")
                    return
