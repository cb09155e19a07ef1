"""Rows a model's description says it leaves out, read against the values its tests admit.

"Declined and reversed authorisations are excluded" beside a status column whose
`accepted_values` test holds `declined` and `reversed`: one of the two is wrong. A reader who
trusts the description never filters those rows and sums them; a reader who trusts the test
wonders why it admits rows that never come.

| check           | score | the model's description …                                    |
|-----------------|-------|--------------------------------------------------------------|
| excluded, yet   | 0.3   | says rows of a value are excluded ("X and Y … are excluded", |
| admitted        |       | "excluding X", "X … are not in the table") where a column's  |
|                 |       | `accepted_values` test holds that value                      |

The reading is a polarity (left out) and a set (the values a test admits): the words of the
phrase the text leaves out are looked up among the model's tested values, so no word of any
domain is known here. A value that is a flag's (`true`, `yes`, `1`) or shorter than three
letters names no kind of row. Linear in the text; the tested values are read once per model.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.seam.score_levels import GRAVE

#: What is left out, then the words that leave it out: "Declined and reversed authorisations
#: are excluded", "test accounts are filtered out", "… are not in the base table".
LEFT_OUT_AFTER = lazy_pattern(
    r"([a-z][\w -]{0,60}?)\s+(?:are|is)\s+(?:always\s+)?(?:excluded|filtered out|dropped|"
    r"removed|left out|not (?:included|kept|loaded|in (?:the|this)\b))", re.IGNORECASE)
#: The words that leave out, then what: "excluding declined and reversed authorisations".
LEFT_OUT_BEFORE = lazy_pattern(r"\b(?:excluding|excludes|except(?: for)?|other than)\s+"
                               r"([a-z][\w -]{0,60}?)(?=[,;.:()]|$)", re.IGNORECASE)
#: Where the phrase that is left out starts: the end of the clause before it.
PHRASE_START = lazy_pattern(r".*(?:[,;:()]|\b(?:and|but|while|where|so|then)\b\s(?=[a-z]+\s+"
                            r"(?:are|is)\b))", re.IGNORECASE)
#: Values that name no kind of row: a flag's.
FLAG_VALUES = frozenset({"true", "false", "yes", "no", "y", "n", "null", "none", "unknown",
                         "other", "all"})


def _words(phrase: str) -> set[str]:
    return set(re.findall(r"[a-z][a-z0-9_-]*", phrase.lower()))


def left_out(text: str) -> Iterator[tuple[str, set[str]]]:
    """Each phrase the text says is left out, with its words."""
    for found in LEFT_OUT_AFTER.finditer(text):
        phrase = PHRASE_START.sub("", found.group(1)).strip()
        yield phrase, _words(phrase)
    for found in LEFT_OUT_BEFORE.finditer(text):
        yield found.group(1).strip(), _words(found.group(1))


def excluded_yet_admitted(text: str, valued: Mapping[str, frozenset[str]]) -> Iterator[Finding]:
    """A value the text says the model leaves out that a column's accepted_values test of the
    model holds."""
    if not valued:
        return
    for phrase, words in left_out(text):
        for column, values in valued.items():
            named = sorted(v for v in values & words
                           if len(v) >= 3 and v not in FLAG_VALUES and not v.isdigit())
            if named:
                yield Finding(GRAVE, phrase, f"The text says {phrase!r} are left out, but "
                              f"`{column}`'s accepted_values test holds "
                              f"{', '.join(named)}: one of the two is wrong.")
                return
