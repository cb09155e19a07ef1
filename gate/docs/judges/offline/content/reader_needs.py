"""A clear description tells the reader something they can use; avoiding every known defect is
not enough.

"Max temperature for the zone, used as a forecast driver.", "Tests the billing logic.",
"Used by the collections team.": no rule faults them, and none gives a figure, a value, a
unit, a zone, a grain, a period, a rule, a list or a name a reader could act on (the kinds of
detail `substance.details` reads). Such a text reads smoothly and leaves every question a
reader brings open, so for clarity it is lacking, not a pass with a low score. A text that
says what keys it is ("primary key"), gives a threshold ("at least one purchase") or a
condition ("users who deployed"), draws a distinction ("effort, not elapsed time") or says
how it aggregates ("summed over shifts") tells something and is left alone; so does an
identifier's or a name's text, which need only say what the column identifies or names ("The
unique identifier of the subscription", checked as identifiers are, `substance.py`).

| check                 | score | the description …                                        |
|-----------------------|-------|----------------------------------------------------------|
| nothing concrete      | 0.4   | gives no detail of any kind a reader could use           |
| two units             | 0.3   | gives its value in another unit than its name's suffix   |
|                       |       | (`handling_minutes`, "in hours"), or another currency    |
|                       |       | than its name's code (`cost_eur`, "in US dollars")       |
| a restated state      | 0.4   | (a flag's) says only that its thing is the state its     |
|                       |       | name says (`left_open/flag_states.py`)                   |
| a yes or no of many   | 0.4   | reads its column as a yes or no where its accepted_values|
|                       |       | test holds three states or more                          |
| two formats           | 0.3   | gives its values a length ("two-letter code") that a     |
|                       |       | value it quotes does not have ("defaults to 'VIC'")      |

It reads what the text tells (`told.py`); the kinds of detail are read once per distinct text
(`substance.details` is cached), so the cost is linear in the text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.artifacts import Artifact
from gate.docs.judges.offline.context.column_kind import column_kind
from gate.docs.judges.offline.context.column_scale import CLARITY_UNITS, unit_disagrees
from gate.docs.judges.offline.context.context_agreement import accepted_values
from gate.docs.judges.offline.context.listed_values import yes_or_no_of_many
from gate.docs.judges.offline.context.stated_relations import currency_disagrees
from gate.docs.judges.offline.left_open.flag_states import restated_state
from gate.docs.judges.offline.model_context.model_index import ModelIndex
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.judges.offline.telling.substance import details
from gate.docs.judges.offline.telling.told import told
from gate.docs.seam.score_levels import GRAVE, LACKING

#: What tells something `details` does not read as a kind: a key's role, or a threshold.
ALSO_TELLS = lazy_pattern(
    r"\b(?:primary|foreign|natural|surrogate|composite) key\b|"
    r"\b(?:at least|at most|more than|fewer than|less than|no more than|"
    r"greater than|up to)\b|"
    # a distinction or an aggregation: "effort, not elapsed time"
    r", not\b|\b(?:summed|counted|averaged|aggregated) (?:over|across|per)\b|"
    # what it is made of: "buildings plus contents", "a × b ÷ c"
    r"\b\w+ (?:plus|minus|divided by|multiplied by) \w+|[×÷]|"
    # a value quoted, or a column named: "read_type 'E' or 'S'"
    r"'[\w -]{1,30}'|`[^`]+`|\b[a-z][a-z0-9]*_[a-z0-9_]+\b|"
    # a condition that says which rows: "users who deployed"
    r"\b(?:who|whose|where|when|which|that (?:has|have|had|is|are|was|were))\b",
    re.IGNORECASE)
#: Last parts of a column's name whose text needs only say what it identifies or names: "The
#: unique identifier of the subscription" is complete for `subscription_id`.
NAMING = frozenset({"name", "title", "label", "url", "email", "slug"})
NOTHING_CONCRETE = ("The text gives nothing concrete a reader could use (no value, figure, "
                    "unit, zone, grain, period, rule or name): it avoids every known defect "
                    "and still leaves the reader's questions open.")


def nothing_concrete(artifact: Artifact, index: ModelIndex) -> Iterable[Finding]:
    """`clarity`: a description that tells no detail of any kind, or gives its value in
    another unit or currency than its name does (`column_scale.unit_disagrees`,
    `stated_relations.currency_disagrees`: "in US dollars" for `cost_eur`): the reader cannot
    tell which of the two the number is in."""
    if not artifact.kind.endswith("_description"):
        return
    text = told(artifact)
    subject = (artifact.subject or "").lower()
    if not (artifact.kind == "column_description" and (
            column_kind(subject) == "identifier" or subject.rsplit("_", 1)[-1] in NAMING)):
        yield from _nothing_concrete(text)
    if artifact.subject:
        yield from unit_disagrees(artifact.subject, text, CLARITY_UNITS)
        yield from currency_disagrees(artifact.subject, text)
        yield from restated_state(artifact.subject, text)
        tested = index.rules.tests_by_column.get(artifact.subject, ())
        accepted = accepted_values(t.test for t in tested if t.test is not None)
        if accepted is not None and yes_or_no_of_many(text, accepted):
            yield Finding(LACKING, quote(text), "The text reads the column as a yes or no and "
                          f"never gives its {len(accepted)} tested states "
                          f"({', '.join(sorted(accepted))}).")
    if any(word in text for word in FORMAT_CUES):
        yield from _format_disagrees(text)


#: A format by its length: "two-letter code", "a 6-digit postcode", "8 characters".
FORMAT = lazy_pattern(r"\b(one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})[- ]"
                      r"(letter|character|char|digit)s?\b", re.IGNORECASE)
#: Words without one of which a text gives no length (most texts: nothing to read).
FORMAT_CUES = ("letter", "character", "char", "digit", "Letter", "Character", "Digit")
NUMBERS = {word: n for n, word in enumerate(("zero", "one", "two", "three", "four", "five", "six",
                                              "seven", "eight", "nine", "ten"))}
#: A value the text quotes: 'VIC', `0042`, "ab".
QUOTED_VALUE = lazy_pattern(r"'([A-Za-z0-9]{1,20})'|`([A-Za-z0-9]{1,20})`|\"([A-Za-z0-9]{1,20})\"")


def _format_disagrees(text: str) -> Iterator[Finding]:
    """A length the text gives its values ("two-letter state code") that a value it quotes
    does not have ("defaults to 'VIC'"): the reader cannot tell which format is right."""
    stated = FORMAT.search(text)
    if stated is None:
        return
    count = stated.group(1).lower()
    length = int(count) if count.isdigit() else NUMBERS[count]
    for found in QUOTED_VALUE.finditer(text):
        value = next(group for group in found.groups() if group)
        if len(value) != length:
            yield Finding(GRAVE, found.group(0), f"The text says its values are {stated.group(0)}"
                          f" long, but quotes {found.group(0)}, which is not.")
            return


def _nothing_concrete(text: str) -> Iterator[Finding]:
    if text.strip() and not details(text) and not ALSO_TELLS.search(text):
        yield Finding(LACKING, quote(text), NOTHING_CONCRETE)
