"""A range test whose bound lies far beyond the cap its column's own description states.

"The rating service caps it at ±40" beside bounds of -1000 to 1000, or "the highest price tier
any store allows is 999.99" beside a ceiling of 1,000,000: the description tells the reader
the value never comes near the bound, so that bound can never fire, and the test checks less
than it seems to. A bound is beyond the cap when it is ten times the cap or more (a margin of
a few times the cap is a fair guard against a cap that changes).

The cap is read from the column's own description only, once per model (`RulesContext.caps`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from gate.docs.data_tests import DataTest, as_number

NUMBER = r"(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"
#: "caps it at ±40", "capped at 500", "at most 12", "never exceeds 100", "the highest price
#: tier any store allows is USD 999.99", "maximum of 30".
CAP = re.compile(
    r"\bcap(?:s|ped)?\b(?: (?:it|them|the \w+))? (?:at|to) (±|\+/-)?(?:[A-Z]{3} )?" + NUMBER +
    r"|\b(?:at most|never (?:exceeds?|more than|above)|no more than|up to) (±|\+/-)?"
    r"(?:[A-Z]{3} )?" + NUMBER +
    r"|\b(?:highest|largest|maximum|max|biggest)\b(?: [\w-]+){0,5}? (?:is|of|are) "
    r"(±|\+/-)?(?:[A-Z]{3} |\$)?" + NUMBER, re.IGNORECASE)
#: How far beyond the cap a bound must lie to be one that can never fire.
BEYOND = 10
RANGE_TESTS = frozenset({"accepted_range", "expect_column_values_to_be_between"})


def stated_cap(text: str) -> tuple[float, bool] | None:
    """The cap a description states, and whether it holds both ways (`±40`)."""
    if not any(cue in text.lower() for cue in ("cap", "most", "never", "up to", "highest",
                                                 "largest", "max", "biggest", "no more")):
        return None
    found = CAP.search(text)
    if found is None:
        return None
    groups = found.groups()
    for sign, number in ((groups[0], groups[1]), (groups[2], groups[3]),
                         (groups[4], groups[5])):
        if number is not None:
            return float(number.replace(",", "")), sign is not None
    return None


def beyond_cap(test: DataTest, cap: tuple[float, bool] | None) -> Iterator[tuple[str, str]]:
    """(evidence, reasoning) for a bound of `test` that lies `BEYOND` times past the cap."""
    if cap is None or test.name not in RANGE_TESTS or cap[0] <= 0:
        return
    limit, both_ways = cap
    high = as_number(test.args.get("max_value"))
    low = as_number(test.args.get("min_value"))
    if high is not None and high >= BEYOND * limit:
        yield (f"max_value: {test.args.get('max_value')}", f"The column's description caps "
               f"it at {'±' if both_ways else ''}{limit:g}, so a ceiling of "
               f"{test.args.get('max_value')} can never fire.")
    elif both_ways and low is not None and low <= -BEYOND * limit:
        yield (f"min_value: {test.args.get('min_value')}", f"The column's description caps "
               f"it at ±{limit:g}, so a floor of {test.args.get('min_value')} can never fire.")
