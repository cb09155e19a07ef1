"""A Markdown section that counts a quantity in one unit and gives it in another.

"Unpriced company-owned tonnes at end of day, in bushels" names what it counts in tonnes and
says the figure is in bushels: a reader cannot tell which unit the number is in, and the
document's other sections, in tonnes, say one thing while this one says two.

| check          | score | the section …                                                    |
|----------------|-------|------------------------------------------------------------------|
| two units      | 0.3   | names, in one sentence, a quantity in one unit of weight, volume |
|                |       | or distance and gives it "in" another of the same kind, with no  |
|                |       | figure, conversion or contrast ("not", "rather than")           |

The units are a closed set, by kind; a sentence with a figure or a conversion says how the
two relate, and one with a contrast says which is not used. Each section is read once
(cached), sentence by sentence: linear in its length.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.seam.score_levels import GRAVE

#: Each unit's name, singular, and its kind.
KINDS = {"tonne": "weight", "ton": "weight", "kilogram": "weight", "kg": "weight",
         "pound": "weight", "lb": "weight", "bushel": "weight", "gram": "weight",
         "litre": "volume", "liter": "volume", "gallon": "volume", "barrel": "volume",
         "hectolitre": "volume", "kilometre": "distance", "kilometer": "distance",
         "km": "distance", "mile": "distance", "metre": "distance", "meter": "distance"}
UNIT = lazy_pattern(r"\b(tonnes?|tons?|kilograms?|kg|pounds|lbs?|bushels?|grams?|litres?|liters?|"
                    r"gallons?|barrels?|hectolitres?|kilometres?|kilometers?|km|miles?|metres?|"
                    r"meters?)\b", re.IGNORECASE)
GIVEN_IN = lazy_pattern(rf"\bin {UNIT.pattern}", re.IGNORECASE)
#: What tells how two units relate, or which one is not used.
RELATED = lazy_pattern(r"\d|\bconver\w*|\bper\b|/|\bnot\b|\brather than\b|"
                       r"\binstead of\b|\bor\b", re.IGNORECASE)
SENTENCE = lazy_pattern(r"(?<=[.;!?])\s+|\n+")


def _unit(word: str) -> str:
    low = word.lower()
    return low if low in KINDS else low.rstrip("s") if low.rstrip("s") in KINDS else low[:-1]


@lru_cache(maxsize=4_096)
def unit_clash(markdown: str) -> tuple[str, str, str] | None:
    """(the unit counted, the unit it is given in, the sentence) for the first clash."""
    body = "\n".join(line for line in markdown.splitlines() if not line.startswith("#"))
    for sentence in SENTENCE.split(body):
        given = GIVEN_IN.search(sentence)
        if given is None or RELATED.search(sentence):
            continue
        unit = _unit(given.group(1))
        counted = next((_unit(found.group(1)) for found in UNIT.finditer(sentence)
                        if KINDS.get(_unit(found.group(1))) == KINDS.get(unit)
                        and _unit(found.group(1)) != unit), None)
        if counted is not None:
            return counted, unit, sentence.strip()
    return None


def unit_clash_findings(markdown: str) -> Iterator[Finding]:
    clash = unit_clash(markdown)
    if clash is not None:
        counted, unit, sentence = clash
        yield Finding(GRAVE, quote(sentence), f"The section counts {counted}s and gives them in "
                      f"{unit}s: a reader cannot tell which unit the figure is in.")
