"""A column's scale as its description states it, against its name's unit and its own tests.

"Session length in minutes" for `session_length_seconds`; "as a percentage (e.g. 42.0)" where
the column's range test holds it between 0 and 1; "negative for refunds" where a test on the
column refuses every value below zero. Each pair of statements cannot both be true, and a
reader who trusts the text computes a wrong number:

| check             | score | the description …                                          |
|-------------------|-------|------------------------------------------------------------|
| another unit      | 0.3   | gives its value in a unit of the same kind as its name's   |
|                   |       | unit suffix, but another (`_seconds`, "in minutes"; `_t`,  |
|                   |       | "in kilograms"; `_ppm`, "in parts per billion")            |
| another per-unit  | 0.3   | gives a rate per a unit of the same kind as the one its    |
|                   |       | name is per, but another (`_per_t`, "per bushel")          |
| another scale     | 0.3   | calls a value its range test holds within 0 to 1 a         |
|                   |       | percentage (or one held within 0 to 100 a fraction; or,    |
|                   |       | for a `_pct` name whose range test reaches above 1, gives  |
|                   |       | it as a fraction by an example below 1: "e.g. 0.025")      |
| another sign      | 0.3   | says the value is negative in some rows where a test on    |
|                   |       | the column refuses negatives                               |
| another type      | 0.35  | calls a column its name's suffix makes a timestamp (`_at`, |
|                   |       | `_ts`) a date ("Date the line was sent"), or a `_date` a   |
|                   |       | timestamp, and says nothing of a time of day               |

Each reads the column's own text, name and tests: linear in the text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.data_tests import DataTest
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.judges.offline.shared.test_meaning import check_of
from gate.docs.seam.score_levels import GRAVE, SERIOUS

#: Units of one kind, by every spelling a name suffix or a text uses.
UNITS: dict[str, tuple[str, str]] = {
    **dict.fromkeys(("ms", "millis", "milliseconds", "millisecond"), ("time", "milliseconds")),
    **dict.fromkeys(("s", "sec", "secs", "seconds", "second"), ("time", "seconds")),
    **dict.fromkeys(("min", "mins", "minutes", "minute"), ("time", "minutes")),
    **dict.fromkeys(("h", "hr", "hrs", "hours", "hour"), ("time", "hours")),
    **dict.fromkeys(("days", "day"), ("time", "days")),
    **dict.fromkeys(("kg", "kilograms", "kilogram", "kilos"), ("mass", "kilograms")),
    **dict.fromkeys(("g", "grams", "gram"), ("mass", "grams")),
    **dict.fromkeys(("lb", "lbs", "pounds"), ("mass", "pounds")),
    **dict.fromkeys(("t", "tonnes", "tonne"), ("mass", "tonnes")),
    # grain is traded by the bushel as a weight (60 lb of wheat): a mass, as a price's basis
    **dict.fromkeys(("bu", "bushels", "bushel"), ("mass", "bushels")),
    **dict.fromkeys(("ppm", "parts per million"), ("concentration", "parts per million")),
    **dict.fromkeys(("ppb", "parts per billion"), ("concentration", "parts per billion")),
    **dict.fromkeys(("km", "kilometres", "kilometers"), ("distance", "kilometres")),
    **dict.fromkeys(("m", "metres", "meters"), ("distance", "metres")),
    **dict.fromkeys(("mi", "miles"), ("distance", "miles")),
    **dict.fromkeys(("cents", "cent", "pence"), ("money", "minor units")),
}
#: Name suffixes that are a unit; a one-letter part (`_s`, `_m`) only after a measure word.
SUFFIX_UNITS = frozenset(UNITS) - {"day", "hour", "minute", "second", "h", "g", "m", "min",
                                   "bu", "bushel", "bushels", "tonne", "parts per million",
                                   "parts per billion"}
#: "in minutes", "as seconds", "measured in hours", "(minutes)", "in parts per billion".
STATED_UNIT = lazy_pattern(r"\b(?:in|as|of|into)\s+(milliseconds|seconds|minutes|hours|days|"
                           r"kilograms|grams|pounds|tonnes|kilometres|kilometers|metres|meters|"
                           r"miles|cents|pence|parts per (?:million|billion)|ppm|ppb)\b|"
                           r"\((milliseconds|seconds|minutes|hours|days)\)", re.IGNORECASE)
#: A rate's denominator in a text: "per bushel", "per kilogram", "/kg".
STATED_PER = lazy_pattern(r"(?:\bper\s+|/\s?)(kilograms?|kg|grams?|pounds?|lbs?|tonnes?|bushels?|"
                          r"kilometres?|kilometers?|km|metres?|meters?|miles?|seconds?|minutes?|"
                          r"hours?|days?)\b", re.IGNORECASE)
PERCENT = lazy_pattern(r"\b(?:as an? |in )percent(?:age)?\b|\bpercent(?:age)? (?:points?|value)|"
                       r"\b0\s*(?:–|-|to)\s*100\b|\be\.g\.,? \d{2,}(?:\.\d+)?\b(?!\s*%? of)",
                       re.IGNORECASE)
FRACTION = lazy_pattern(r"\b(?:as an? |in )?(?:fraction|decimal|proportion)\b|"
                        r"\b0(?:\.0)?\s*(?:–|-|to|and)\s*1(?:\.0)?\b(?![\d.])", re.IGNORECASE)
#: A value said to be negative in some rows: "negative for refunds", "signed amount".
NEGATIVE = lazy_pattern(r"\bnegative (?:for|when|if|on|in)\b|\bsigned\b|\b(?:can|may) be "
                        r"negative\b|\bbelow zero (?:for|when|if)\b|\bnegative (?:values?|"
                        r"amounts?) (?:mean|are|for)\b", re.IGNORECASE)


#: Name suffixes that make a column a timestamp, or a date.
TIMESTAMP_SUFFIXES = frozenset({"at", "ts", "timestamp", "datetime"})
DATE_SUFFIXES = frozenset({"date"})
#: A text that opens by calling its column a date, or a timestamp.
CALLED_A_DATE = lazy_pattern(r"(?:the |a )?(?:calendar |business )?(?:date|day)\b", re.IGNORECASE)
CALLED_A_TIMESTAMP = lazy_pattern(r"(?:the |a )?(?:timestamp|date and time|date-time|datetime)\b",
                                  re.IGNORECASE)
#: Anything that speaks of a time of day: then the text knows the column holds one.
TIME_OF_DAY = lazy_pattern(r"\btimes?\b|\btimestamp|\bclock|\bhours?\b|\d:\d\d|\butc\b|"
                           r"\bmidnight\b|\bzone\b", re.IGNORECASE)


#: A value below one given as an example of a fraction: "e.g. 0.025", "0.4 means 40 %".
FRACTION_EXAMPLE = lazy_pattern(r"(?<![\d.])0?\.\d+\b(?!\s*%)")
#: Name suffixes that make a column a percentage.
PERCENT_SUFFIXES = frozenset({"pct", "percent", "percentage"})


def _named_percent(subject: str) -> bool:
    parts = subject.lower().split("_")
    return len(parts) > 1 and parts[-1] in PERCENT_SUFFIXES


#: Words without one of which a text states no scale or sign (most texts: nothing to read).
SCALE_CUES = ("percent", "0", "e.g.", "fraction", "decimal", "proportion", "negative", "signed",
              "below zero")
#: Tests that can bound a column's values (an `accepted_values` list is read elsewhere).
BOUNDING = frozenset({"accepted_range", "expect_column_values_to_be_between",
                      "expect_column_min_to_be_between", "expression_is_true", "custom_sql"})


def name_unit(subject: str) -> tuple[str, str] | None:
    """The unit the column's value is in, by its name's last part; none for a rate's
    denominator (`price_per_t` is money, per tonne)."""
    parts = subject.lower().split("_")
    if len(parts) < 2 or parts[-1] not in SUFFIX_UNITS or parts[-2] == "per":
        return None
    return UNITS.get(parts[-1])


def per_unit(subject: str) -> tuple[str, str] | None:
    """The unit a rate's name is per (`basis_cad_per_t`: tonnes; `dose_per_kg`: kilograms)."""
    parts = subject.lower().split("_")
    if len(parts) < 3 or parts[-2] != "per" or parts[-1] not in SUFFIX_UNITS:
        return None
    return UNITS.get(parts[-1])


#: The units clarity reads a name against (`reader_needs.py`): a text in another of them leaves
#: a reader unsure which unit the number is in (set F's people fail `caidi_minutes` "in
#: hours" on clarity). Tonnes, bushels, concentrations and a rate's denominator are read under
#: consistency alone: set M's people call "in kilograms" for `tare_weight_t` clear, and fail
#: it as a text against its name.
CLARITY_UNITS = frozenset({"milliseconds", "seconds", "minutes", "hours", "days", "kilograms",
                           "grams", "pounds", "kilometres", "metres", "miles", "minor units"})


def unit_disagrees(subject: str, text: str,
                   within: frozenset[str] | None = None) -> Iterator[Finding]:
    """A unit the text gives its value in, or a rate's denominator, of the same kind as its
    name's but another; `within`: only names and texts in those units."""
    if within is None:
        yield from _per_disagrees(subject, text)
    own = name_unit(subject)
    if own is None or not any(c in text.lower() for c in (" in ", " as ", " of ", "(")) or \
            (within is not None and own[1] not in within):
        return
    for found in STATED_UNIT.finditer(text):
        stated = UNITS.get((found.group(1) or found.group(2)).lower())
        if stated is not None and stated[0] == own[0] and stated[1] != own[1] and \
                (within is None or stated[1] in within):
            yield Finding(GRAVE, found.group(0), f"`{subject}` is named in {own[1]}, but the "
                          f"text gives it {found.group(0).strip('()')}.")
            return


def _per_disagrees(subject: str, text: str) -> Iterator[Finding]:
    """A rate named per one unit (`_per_t`) that its text gives per another of the same kind
    ("price per bushel"), and never per its own: a reader multiplies by the wrong quantity."""
    own = per_unit(subject)
    if own is None or ("per" not in text.lower() and "/" not in text):
        return
    stated = [(found, UNITS.get(word) or UNITS.get(word + "s"))
              for found in STATED_PER.finditer(text) if (word := found.group(1).lower())]
    if any(unit == own for _, unit in stated):
        return
    for found, unit in stated:
        if unit is not None and unit[0] == own[0]:
            named = own[1].removesuffix("s")
            yield Finding(GRAVE, found.group(0), f"`{subject}` is named per {named}, but the "
                          f"text gives it {found.group(0).strip()}.")
            return


def type_disagrees(subject: str, text: str) -> Iterator[Finding]:
    """A timestamp by its name's suffix that the text calls a date, or a date it calls a
    timestamp: a reader filters one by day and gets the other's rows (a date held in a
    timestamp column falls at midnight in some zone)."""
    parts = subject.lower().split("_")
    suffix = parts[-1] if len(parts) > 1 else ""
    opening = text.lstrip()
    if suffix in TIMESTAMP_SUFFIXES and CALLED_A_DATE.match(opening) and \
            not {"date", "day"} & set(parts) and not TIME_OF_DAY.search(text):
        yield Finding(SERIOUS, quote(text), f"`{subject}` is named as a timestamp, but the text "
                      "calls it a date and says nothing of its time of day or zone.")
    elif suffix in DATE_SUFFIXES and CALLED_A_TIMESTAMP.match(opening) and \
            not re.search(r"\bdates?\b", opening[10:], re.IGNORECASE):  # "… converted to date"
        yield Finding(SERIOUS, quote(text), f"`{subject}` is named as a date, but the text "
                      "calls it a timestamp.")


def scale_disagrees(subject: str, text: str, tests: Iterable[DataTest]) -> Iterator[Finding]:
    """A percentage where the column's range test holds 0 to 1, or a fraction where it holds
    0 to 100; and a value said to be negative where a test refuses negatives."""
    low = text.lower()
    if not any(cue in low for cue in SCALE_CUES):
        return
    checks = [c for c in (check_of(t) for t in tests if t.name in BOUNDING) if c is not None and
              c.property == "range" and not c.conditional and
              c.column in (subject.lower(), "")]
    percent = PERCENT.search(text)
    for check in checks:
        if check.low == 0 and check.high == 1 and percent and not FRACTION.search(text):
            yield Finding(GRAVE, percent.group(0), f"The text gives `{subject}` as a "
                          "percentage, but its range test holds it between 0 and 1: a fraction.")
            return
        if check.low == 0 and check.high == 100 and FRACTION.search(text) and \
                not percent and "%" not in text:
            yield Finding(GRAVE, quote(text), f"The text gives `{subject}` as a fraction, but "
                          "its range test holds it between 0 and 100: a percentage.")
            return
        if _named_percent(subject) and check.low >= 0 and 1 < check.high <= 100 and \
                not any(other.high <= 1 for other in checks) and \
                not percent and FRACTION.search(text) and \
                (example := FRACTION_EXAMPLE.search(text)):
            yield Finding(GRAVE, example.group(0), f"`{subject}` is named a percentage and its "
                          f"range test reaches {check.high:g}, but the text gives it as a "
                          "fraction.")
            return
    if any(check.low >= 0 for check in checks):
        said = NEGATIVE.search(text)
        if said:
            yield Finding(GRAVE, said.group(0), f"The text says `{subject}` is negative in some "
                          "rows, but a test on the column refuses every value below zero.")
