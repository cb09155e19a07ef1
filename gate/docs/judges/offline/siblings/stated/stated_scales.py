"""A bounded scale a text puts a value on ("on a 1-5 scale", "normalised to 0-10"), against
the scale the column's own range test or its model's description gives.

A score "on a 1-5 scale, 5 best" whose range test holds 0 to 10, or a measure "summed on the
1-5 scale" in a semantic model whose description puts its scores "on the normalised 0-10
scale", gives a reader two scales for one value: a 4 is good on one and poor on the other,
and a sum or an average mixes them. Both statements name their bounds, so they cannot both
hold:

| check                 | score | the text …                                            |
|-----------------------|-------|-------------------------------------------------------|
| another test scale    | 0.3   | gives a scale whose top is not the top of the column's|
|                       |       | range test, whose bottom is within one of the text's  |
| another model scale   | 0.3   | gives a term a scale its model's description gives    |
|                       |       | the same term otherwise                               |

A scale is read only where the text says "scale" or "normalised to" with two numbers: a
range in passing ("stars (1-5) are multiplied by 2") is no scale, and a text that gives two
(a conversion from one to the other) is not read. The term is the word the scale follows
("review scores on the …", "scores are on the …"). No word of a domain.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.data_tests import DataTest
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.judges.offline.shared.test_meaning import check_of
from gate.docs.seam.score_levels import GRAVE

#: Tests that can bound a column's values.
BOUNDING = frozenset({"accepted_range", "expect_column_values_to_be_between"})

NUMBER = r"(-?\d+(?:\.\d+)?)"
TO = r"\s*(?:-|–|to)\s*"
#: "on a 1-5 scale", "on the normalised 0-10 star scale", "a scale of 1 to 7", "normalised to
#: 0-10", with the word before it ("scores on the …", "scores are on the …").
SCALE = lazy_pattern(
    r"(?:\b([a-z]+)\s+(?:(?:is|are|was|were)\s+)?)?(?:"
    r"\b(?:on|in|using)\s+(?:an?|the)\s+(?:[a-z-]+\s+){0,2}?" + NUMBER + TO + NUMBER +
    r"(?:[\s-]+[a-z]+)?\s+scale\b|"
    r"\bscale\s+(?:of|from)\s+" + NUMBER + TO + NUMBER + r"\b|"
    r"\b(?:normali[sz]ed|rescaled|scaled)\s+to\s+(?:an?\s+|the\s+)?" + NUMBER + TO + NUMBER +
    r"\b)", re.IGNORECASE)
Scale = tuple[float, float]


def _singular(word: str) -> str:
    word = word.lower()
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") \
        else word


def stated_scale(text: str) -> tuple[str, Scale] | None:
    """The one scale a text gives, with the word it follows; none when it gives none or
    several (a conversion from one scale to another)."""
    if "scale" not in text.lower():
        return None
    found = [(m.group(1) or "", _bounds(m)) for m in SCALE.finditer(text)]
    if len({bounds for _, bounds in found}) != 1:
        return None
    term, bounds = found[0]
    return _singular(term), bounds


def _bounds(match: re.Match[str]) -> Scale:
    numbers = [float(n) for n in match.groups()[1:] if n is not None]
    return numbers[0], numbers[1]


def test_scale_disagrees(subject: str, text: str, tests: Iterable[DataTest]) -> Iterator[Finding]:
    """A scale whose top is not the top of the column's own range test, where the bottoms
    lie within one of each other (a test of another shape is a sanity bound, not a scale)."""
    stated = stated_scale(text)
    if stated is None:
        return
    low, high = stated[1]
    ranges = [(c.low, c.high) for c in (check_of(t) for t in tests if t.name in BOUNDING)
              if c is not None and c.property == "range" and not c.conditional and
              math.isfinite(c.low) and math.isfinite(c.high)]
    for test_low, test_high in ranges:
        if abs(test_low - low) > 1:
            continue
        if test_high != high:
            yield Finding(GRAVE, _shown(stated[1]), f"The text puts `{subject}` on a "
                          f"{_shown(stated[1])} scale, but its range test holds it between "
                          f"{_number(test_low)} and {_number(test_high)}: two scales for one "
                          "value.")
            return


def model_scale_disagrees(text: str, held: dict[str, tuple[Scale, str]]) -> Iterator[Finding]:
    """A term on a scale its model's description gives the same term otherwise."""
    stated = stated_scale(text)
    if stated is None or not stated[0]:
        return
    term, bounds = stated
    theirs = held.get(term)
    if theirs is not None and theirs[0] != bounds:
        yield Finding(GRAVE, _shown(bounds), f"The text puts {term}s on a {_shown(bounds)} "
                      f"scale, but the model's description ({theirs[1]}) puts them on "
                      f"{_shown(theirs[0])}: two scales for one term.")


def _shown(bounds: Scale) -> str:
    return f"{_number(bounds[0])}-{_number(bounds[1])}"


def _number(value: float) -> str:
    return f"{value:g}"
