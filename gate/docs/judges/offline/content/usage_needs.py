"""What a caller of a macro or an argument needs that its text leaves out or gets wrong.

| check                   | score | the text …                                             |
|-------------------------|-------|--------------------------------------------------------|
| a label with no values  | 0.4   | says a macro returns a band, category, status, tier …  |
|                         |       | and never lists the values it returns                  |
| a format its own example| 0.3   | gives a format ("a two-letter code") that its own      |
| breaks                  |       | default or example ('VIC') does not have               |
| what it does, not what  | 0.4   | says in a few words what a macro does ("Converts       |
| it returns              |       | amounts to EUR.") but not what it returns or takes     |
|                         |       | (one that says no caller calls it, "Do not call; runs  |
|                         |       | as an on-run-end hook", has told its use)              |
| a cadence with no period| 0.4   | says a source or table is refreshed "regularly",       |
|                         |       | "periodically", "from time to time" and gives no       |
|                         |       | period, time or lag a reader can plan on               |
| a day with no time      | 0.4   | says a source or table lands daily or nightly, or      |
|                         |       | gives no period at all, with no time, lag or grain: a  |
|                         |       | reader cannot tell whether today's rows are in yet, or |
|                         |       | what a row is                                          |
| a warning inside its    | 0.4   | gives a freshness warning shorter than the period the  |
| period                  |       | data lands in: it fires before each load is due        |

An argument that names its type tells a caller what to pass when it also gives what that
type needs (`names_its_type`): a number its unit or currency, a timestamp its zone.

Each reads one text once: linear in its length.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared import lexicon as lx
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.seam.score_levels import GRAVE, LACKING

#: A macro that returns one of a closed set of labels.
RETURNS_LABEL = lazy_pattern(
    r"\breturns?\s+(?:the|a|an|its|each \w+'s)\s+(?:[\w-]+\s+){0,3}?(band|category|status|"
    r"label|tier|bucket|segment|class|classification|grade|stage|group|flag)\b",
    re.IGNORECASE)
#: Values listed or shown: quoted or in code, "one of", an example, an enumeration "a, b or c".
VALUES_LISTED = lazy_pattern(r"[`'\"]\w[^`'\"]*[`'\"]|\bone of\b|\be\.g\.|\bfor example\b|"
                             r"\bsuch as\b|\b\w+, \w+,? (?:or|and) \w+\b|"
                             r"\b\w+ or \w+ (?:band|tier|status|label)s?\b|\(\w+(?:[/|]\w+)+\)",
                             re.IGNORECASE)
#: How often, with no period: "updated regularly", "refreshed periodically".
OPEN_CADENCE = lx.words_pattern(r"regularly", r"periodically", r"from time to time",
                                r"every so often", r"on a regular basis", r"frequently")
#: A period, a time or a lag: what a reader plans a query on.
PERIOD = lx.words_pattern(r"every", r"hourly", r"daily", r"nightly", r"weekly", r"monthly",
                          r"real[- ]time", r"streaming", r"\d{1,2}:\d\d", r"within \d+",
                          r"\d+ (?:minutes?|hours?|days?)", r"once an? \w+", r"each \w+")
#: A cadence of one day, whose hour decides whether today's rows are in.
DAILY = lx.words_pattern(r"daily", r"nightly", r"once an? (?:day|night)",
                         r"every (?:day|night|morning|evening)")
#: When in the day, how late, or what a row is: "at 06:00", "by 4 am", "one row per parcel".
WHEN_OR_GRAIN = lazy_pattern(r"\d|\b(?:one|a|each) (?:row|line|record) (?:per|for)\b|\bper\b",
                             re.IGNORECASE)
#: The kinds whose reader needs to know how fresh the data is.
LANDED_KINDS = frozenset({"source_description", "table_description"})
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10}
#: "a two-letter code", "3-character", "an 8-digit number".
FORMAT = lazy_pattern(r"\b(one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})[- ]"
                      r"(letter|character|char|digit)\b", re.IGNORECASE)
#: The text's own examples: "defaults to 'VIC'", "e.g. `NSW`", "such as \"QLD\"".
EXAMPLE = lazy_pattern(r"\b(?:defaults? (?:to|is)|default:|e\.g\.,?|for example,?|such as|like)\s*"
                       r"[`'\"]([^`'\"\s]{1,20})[`'\"]", re.IGNORECASE)


def cadence_without_period(kind: str, text: str) -> Iterator[Finding]:
    """A source's or table's freshness given as "regularly": the word a cadence takes, with
    nothing in it a reader could plan a query on."""
    said = OPEN_CADENCE.search(text) if kind in LANDED_KINDS else None
    if said and not PERIOD.search(text):
        yield Finding(LACKING, said.group(0), f"The text says the data arrives {said.group(0)!r}"
                      ": no period, time or lag a reader can plan on.")


def day_without_time(kind: str, text: str) -> Iterator[Finding]:
    """A source or table said to land daily, with nothing on when in the day, how late, or
    what a row is: the cadence alone answers none of a reader's questions; nor does a text
    that gives no period at all and no row ("Support tickets synced from Zendesk.")."""
    if kind not in LANDED_KINDS or WHEN_OR_GRAIN.search(text):
        return
    said = DAILY.search(text)
    if said:
        yield Finding(LACKING, said.group(0), f"The text says the data lands {said.group(0)!r} "
                      "but not when (a time or a lag) nor what a row is.")
    elif not PERIOD.search(text) and not OPEN_CADENCE.search(text):
        yield Finding(LACKING, quote(text), "The text says neither when its data lands (a "
                      "period, a time or a lag) nor what a row is.")


#: How often a source lands, in hours: "daily extract", "every 15 minutes", "weekly".
LANDS_EVERY = lazy_pattern(
    r"\b(?:(daily|nightly|once a day|every (?:day|night)|each (?:day|night))|"
    r"(weekly|once a week|every week)|every (\d+) (minute|hour)s?)\b",
    re.IGNORECASE)
#: The freshness warning a text gives: "freshness warn after 1 hour".
WARNS_AFTER = lazy_pattern(r"\bwarn(?:s|ing)?(?: \w+){0,2} after (\d+) (minute|hour|day)s?\b",
                           re.IGNORECASE)
HOURS_IN = {"minute": 1 / 60, "hour": 1, "day": 24}


def warns_inside_its_period(kind: str, text: str) -> Iterator[Finding]:
    """A freshness warning shorter than the period the data lands in ("daily extract at 04:00;
    freshness warn after 1 hour"): it warns every day, so a reader cannot tell stale data
    from the wait for the next load."""
    lands, warns = LANDS_EVERY.search(text), WARNS_AFTER.search(text)
    if kind not in LANDED_KINDS or lands is None or warns is None:
        return
    period = 24.0 if lands.group(1) else 168.0 if lands.group(2) else \
        int(lands.group(3)) * HOURS_IN[lands.group(4).lower()]
    if int(warns.group(1)) * HOURS_IN[warns.group(2).lower()] < period:
        yield Finding(LACKING, warns.group(0), f"The text warns {warns.group(0)!r} on data that "
                      f"lands {lands.group(0)!r}: the warning fires before the next load is due.")


def label_without_values(kind: str, text: str) -> Iterator[Finding]:
    if kind != "macro_description":
        return
    returned = RETURNS_LABEL.search(text)
    if returned and not VALUES_LISTED.search(text):
        yield Finding(LACKING, quote(text), f"The macro returns a {returned.group(1).lower()} "
                      "without saying which values it returns: a caller cannot filter on them.")


def format_its_example_breaks(text: str) -> Iterator[Finding]:
    stated = FORMAT.search(text)
    if stated is None:
        return
    said = stated.group(1).lower()
    count = int(said) if said.isdigit() else NUMBER_WORDS[said]
    digits = stated.group(2).lower() == "digit"
    for example in EXAMPLE.finditer(text):
        value = example.group(1)
        length = sum(c.isdigit() for c in value) if digits else sum(c.isalnum() for c in value)
        if length != count:
            said = stated.group(0).lower()
            yield Finding(GRAVE, example.group(0), f"The text calls it a {said} value, but its "
                          f"own example {value!r} has {length}.")
            return


#: What a macro gives back or takes: a caller's contract, or the values it maps to listed
#: ("to state names (opened, closed, …)").
RESULT = lazy_pattern(r"\b(?:returns?|yields?|outputs?|produces?|emits?|gives|evaluates to|"
                      r"expression|boolean|integer|numeric|string|date|timestamp|true|false|null|"
                      r"nulls|arguments?|args?|takes|accepts)\b|`|\([^()]*,[^()]*\)",
                      re.IGNORECASE)
#: Fewer words than this cannot say what a macro does and what it gives back.
SHORT_MACRO = 12


#: A macro no caller calls: "Do not call; runs as an on-run-end hook": its use is told.
NOT_CALLED = lazy_pattern(r"\b(?:do not|don't|never) call\b|\bnot (?:to be )?called directly\b|"
                          r"\bruns? as an? [\w-]+ hook\b", re.IGNORECASE)


def does_without_result(kind: str, text: str) -> Iterator[Finding]:
    if kind == "macro_description" and len(text.split()) < SHORT_MACRO and \
            not RESULT.search(text) and not NOT_CALLED.search(text):
        yield Finding(LACKING, quote(text), "The text says what the macro does, not what it "
                      "returns or takes: a caller cannot use it from this.")


#: An argument's type, then what it is: "Numeric column …", "a timestamp expression".
TYPED = lazy_pattern(r"\b(numeric|integer|decimal|float|date|timestamp|string|text|boolean)\b"
                     r"[^.;]{0,20}?\b(?:column|expression|value|field)\b", re.IGNORECASE)
NUMBERS = frozenset({"numeric", "integer", "decimal", "float"})


def names_its_type(text: str) -> bool:
    """An argument that names its type and what that type needs: a number its unit or
    currency, a timestamp its zone."""
    typed = TYPED.search(text)
    if typed is None:
        return False
    kind = typed.group(1).lower()
    if kind in NUMBERS:
        return bool(lx.UNIT.search(text) or lx.CURRENCY.search(text))
    if kind == "timestamp":
        return lx.TIME_ZONE.search(text) is not None
    return True
