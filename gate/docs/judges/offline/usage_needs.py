"""What a caller of a macro or an argument needs that its text leaves out or gets wrong.

| check                   | score | the text …                                             |
|-------------------------|-------|--------------------------------------------------------|
| a label with no values  | 0.4   | says a macro returns a band, category, status, tier …  |
|                         |       | and never lists the values it returns                  |
| a format its own example| 0.3   | gives a format ("a two-letter code") that its own      |
| breaks                  |       | default or example ('VIC') does not have               |

Each reads one text once: linear in its length.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from gate.docs.judges.offline.finding import Finding, quote
from gate.docs.seam.score_levels import GRAVE, LACKING

#: A macro that returns one of a closed set of labels.
RETURNS_LABEL = re.compile(
    r"\breturns?\s+(?:the|a|an|its|each \w+'s)\s+(?:[\w-]+\s+){0,3}?(band|category|status|"
    r"label|tier|bucket|segment|class|classification|grade|stage|group|flag)\b",
    re.IGNORECASE)
#: Values listed or shown: quoted or in code, "one of", an example, an enumeration "a, b or c".
VALUES_LISTED = re.compile(r"[`'\"]\w[^`'\"]*[`'\"]|\bone of\b|\be\.g\.|\bfor example\b|"
                           r"\bsuch as\b|\b\w+, \w+,? (?:or|and) \w+\b|"
                           r"\b\w+ or \w+ (?:band|tier|status|label)s?\b|\(\w+(?:[/|]\w+)+\)",
                           re.IGNORECASE)
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10}
#: "a two-letter code", "3-character", "an 8-digit number".
FORMAT = re.compile(r"\b(one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})[- ]"
                    r"(letter|character|char|digit)\b", re.IGNORECASE)
#: The text's own examples: "defaults to 'VIC'", "e.g. `NSW`", "such as \"QLD\"".
EXAMPLE = re.compile(r"\b(?:defaults? (?:to|is)|default:|e\.g\.,?|for example,?|such as|like)\s*"
                     r"[`'\"]([^`'\"\s]{1,20})[`'\"]", re.IGNORECASE)


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
