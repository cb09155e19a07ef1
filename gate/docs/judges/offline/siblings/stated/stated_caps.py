"""A range test whose bound lies far beyond the cap its column's own description states.

"The rating service caps it at ±40" beside bounds of -1000 to 1000, or "the highest price tier
any store allows is 999.99" beside a ceiling of 1,000,000: the description tells the reader
the value never comes near the bound, so that bound can never fire, and the test checks less
than it seems to. A bound is beyond the cap when it is ten times the cap or more (a margin of
a few times the cap is a fair guard against a cap that changes).

A range the description gives its values ("rate zone (2 to 8)", "from 0 to 3") caps them at
its top the same way.

The cap is read from the column's own description only, once per model (`RulesContext.caps`).

A bound of a placeholder's shape (a power of ten from 100,000 up, or a run of nines) that no
figure of the column's description or the test's rationale comes within ten times of is the
same defect with the cap left unsaid: a number picked to be out of the way, which no real value
reaches (`placeholder_bound`). Numbers and units only: no word of any domain; a bound on an
amount in a named currency is left alone, since a money limit is often a policy's round
figure. A formula's factor ("× 200,000", "per 1,000 hours") is no figure the column takes, so
it is not read as one.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.data_tests import DataTest, as_number
from gate.docs.judges.offline.shared.lexicon import CURRENCY

NUMBER = r"(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"
#: "caps it at ±40", "capped at 500", "at most 12", "never exceeds 100", "the highest price
#: tier any store allows is USD 999.99", "maximum of 30".
CAP = lazy_pattern(
    r"\bcap(?:s|ped)?\b(?: (?:it|them|the \w+))? (?:at|to) (±|\+/-)?(?:[A-Z]{3} )?" + NUMBER +
    r"|\b(?:at most|never (?:exceeds?|more than|above)|no more than|up to) (±|\+/-)?"
    r"(?:[A-Z]{3} )?" + NUMBER +
    r"|\b(?:highest|largest|maximum|max|biggest)\b(?: [\w-]+){0,5}? (?:is|of|are) "
    r"(±|\+/-)?(?:[A-Z]{3} |\$)?" + NUMBER, re.IGNORECASE)
#: A range of values in brackets or after "from"/"between": "(2 to 8)", "from 1 to 5".
STATED_RANGE = lazy_pattern(r"\((\d+(?:\.\d+)?) ?(?:to|\u2013) ?(\d+(?:\.\d+)?)\)|\bfrom "
                            r"(\d+(?:\.\d+)?) to (\d+(?:\.\d+)?)\b(?! ?(?:[ap]m|:))|\bbetween "
                            r"(\d+(?:\.\d+)?) and (\d+(?:\.\d+)?)\b")
#: How far beyond the cap a bound must lie to be one that can never fire.
BEYOND = 10
RANGE_TESTS = frozenset({"accepted_range", "expect_column_values_to_be_between"})


def stated_cap(text: str) -> tuple[float, bool] | None:
    """The cap a description states, and whether it holds both ways (`±40`)."""
    low = text.lower()
    if not any(cue in low for cue in ("cap", "most", "never", "up to", "highest", "largest",
                                      "max", "biggest", "no more")):
        return _range_top(low) if " to " in low or "\u2013" in low else None
    found = CAP.search(text)
    if found is None:
        return _range_top(low)
    groups = found.groups()
    for sign, number in ((groups[0], groups[1]), (groups[2], groups[3]),
                         (groups[4], groups[5])):
        if number is not None:
            return float(number.replace(",", "")), sign is not None
    return None


def _range_top(text: str) -> tuple[float, bool] | None:
    """The top of the range a description gives its values ("zone (2 to 8)", "from 1 to 5"),
    as a cap; a range of negative numbers, or one that starts at its end, is none."""
    found = STATED_RANGE.search(text)
    if found is None:
        return None
    low, high = (float(n) for n in found.groups() if n is not None)
    return (high, False) if 0 <= low < high else None


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


#: A bound chosen for its shape, not from the data, starts here: 100,000 and up.
PLACEHOLDER_FROM = 100_000
FIGURES = lazy_pattern(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?")


#: What makes the figure after it a formula's factor, not a value the column takes:
#: "incidents × 200,000 ÷ hours worked", "per 1,000 boardings".
FACTOR_BEFORE = lazy_pattern(r"(?:[×*÷/]|\bper|\btimes)\s?$")


def _placeholder(number: float) -> bool:
    """A power of ten from `PLACEHOLDER_FROM` up, or a run of nines (99,999,999)."""
    if abs(number) < PLACEHOLDER_FROM or number != int(number):
        return False
    digits = str(abs(int(number)))
    return not digits.strip("9") or (digits[0] == "1" and not digits[1:].strip("0"))


def placeholder_bound(test: DataTest, said: str) -> Iterator[tuple[str, str]]:
    """(evidence, reasoning) for a range bound of a placeholder's shape (100,000; 1,000,000;
    99,999,999) that nothing the column's description or the test's rationale says comes
    within a factor of ten of: a bound picked to be out of the way, which real values never
    reach, so it never fires."""
    if test.name not in RANGE_TESTS or CURRENCY.search(said):
        return  # a money limit is often a policy's round figure ("up to $1,000,000 a bonus")
    figures = [float(found.group(0).replace(",", "")) for found in FIGURES.finditer(said)
               if not FACTOR_BEFORE.search(said, max(0, found.start() - 6), found.start())]
    for key in ("max_value", "min_value"):
        bound = as_number(test.args.get(key))
        if bound is None or not _placeholder(bound):
            continue
        if any(abs(bound) / BEYOND <= figure <= abs(bound) * BEYOND for figure in figures):
            return  # the text gives a figure of that order: the bound may be calibrated to it
        yield (f"{key}: {test.args.get(key)}", f"A {'ceiling' if key == 'max_value' else 'floor'}"
               f" of {test.args.get(key)} is a placeholder's round figure that nothing in the "
               "column's description or the rationale comes near: no real value reaches it, "
               "so it never fires.")
        return
