"""What a column's description must tell for its kind, and what it must not contradict.

A pass needs what the reader needs: an amount its currency, a timestamp its zone, a ratio what
it is a share of, a score its scale, a status its values. The column's kind comes from its
tests and the last part of its name (`column_kind.py`), never from a word inside the name.

A description that names values is read against the column's own `accepted_values` test: a
value the test does not hold (a spelling variant such as `canceled` for `cancelled`, or a tier
the test never accepts) tells the reader something the data will not show.

| check               | score | the description …                                          |
|---------------------|-------|------------------------------------------------------------|
| no currency         | 0.4   | is an amount and names no currency                         |
| no base             | 0.4   | is a ratio and never says of what (no "of", "divided by")  |
| no scale            | 0.4   | is a score and gives no scale (no range, "out of", "scale")|
| no direction        | 0.4   | is a rank (a priority, a severity) whose range never says  |
|                     |       | which end is the top ("Priority 1-4")                      |
| an index unread     | 0.4   | is an index that gives a direction but neither its range   |
|                     |       | nor how it is computed ("higher means more crowded")        |
| no values           | 0.4   | is a status and names none of its values                   |
| no cut-offs         | 0.4   | is a tier, band or bucket cut from a measure ("by lifetime |
|                     |       | spend") and gives no figure where one ends                 |

Whether the values a description names are the ones its `accepted_values` test holds is a
question of consistency (`context_agreement.py`), not of clarity: "`diesel` or `hybrid`" reads
clearly whatever the test holds.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.data_tests import DataTest
from gate.docs.judges.offline.context.column_kind import IN_SET, ColumnKind, column_kind
from gate.docs.judges.offline.shared import lexicon as lx
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.seam.score_levels import LACKING

#: What says what a ratio is a share of.
BASE = lx.words_pattern(
    r"of (?:all|the|total|every|each|its|their)", r"divided by", r"over (?:all|the|total)",
    r"out of", r"share of", r"fraction of", r"proportion of", r"percentage of", r"percent of",
    r"ratio of", r"per \w+", r"as a (?:share|fraction|percentage) of", r"numerator",
    r"denominator", r"/", r"÷",
    # a probability is a share of the outcomes it names: "probability that the flag is real"
    r"probability", r"likelihood", r"chance that", r"confidence that")
#: What gives a score its scale.
SCALE = lazy_pattern(
    r"\d+(?:\.\d+)?\s*(?:to|-|–|and|through)\s*\d+|out of \d+|\bscales?\b|\branges?\b|"
    # a pointer to the column that gives it: "see `risk_band` for what the ranges mean"
    r"\bsee `?[a-z][a-z0-9]*_[a-z0-9_]+`?|"
    r"\bbetween\b|\bhigher (?:is|means)|\blower (?:is|means)|\bpercentile|\bpoints?\b|"
    r"\bfrom \d|\bmax(?:imum)?\b|\bmin(?:imum)?\b|"
    r"\b\d+ ?= ?[\"']?[a-z]",  # its ends named: "0 = worst possible … 10 = best possible"
    re.IGNORECASE)
#: A value as a text names it: in backticks or quotes.
QUOTED = lazy_pattern(r"`([^`\s]{1,40})`|\"([^\"\n]{1,40})\"|'([a-z][a-z0-9_ -]{0,30})'")
#: A code in single quotes and capitals ('IS', 'W'): never an apostrophe, which a letter
#: stands beside.
QUOTED_CODE = lazy_pattern(r"(?<![A-Za-z])'([A-Z][A-Z0-9_]{0,11})'(?![A-Za-z])")
WORD = lazy_pattern(r"[a-z0-9][a-z0-9_-]*")
ZERO_DETAIL_SUFFIXES = ("usd", "eur", "gbp", "cents", "pct", "percent")
#: Names whose scale runs either way: priority 1 may be the most urgent or the least.
RANKS = frozenset({"priority", "severity", "rank", "urgency"})
#: A rank's top value named ("1 is worked first"): a rank runs from there, so that is its scale.
TOP_NAMED = lazy_pattern(r"\b\d+\s*(?:=|is|means)\s+(?:the\s+)?(?:\w+\s+)?(?:first|top|highest|"
                         r"lowest|best|worst|most|least)\b", re.IGNORECASE)
#: What says which end of a rank is the top.
DIRECTION = lazy_pattern(
    r"\b(?:highest|lowest|most|least|top|bottom|best|worst|higher|lower|urgent|critical|"
    r"minor|major)\b|\d+\s*(?:=|is|means|being)\s", re.IGNORECASE)
#: Names of a status that may be cut from a measure ("by lifetime spend"): then each tier
#: needs the figure where it starts. A tier chosen, not measured (a plan), needs none.
TIERED = frozenset({"tier", "band", "bucket", "segment", "bracket"})
CUT_FROM = lazy_pattern(r"\b(?:by|based on|according to|cut from|bucketed on)\s+(?:the |its |"
                        r"their |a |an )?[a-z]{3,}", re.IGNORECASE)
CUT_OFF = lazy_pattern(r"\d|`[^`]*_[^`]*`|\bdefined in\b|\bsee\b", re.IGNORECASE)
INDEX_WORD = lazy_pattern(r"\bindex\b", re.IGNORECASE)
#: What reads an index: its range, or how it is computed.
INDEX_READ = lazy_pattern(
    r"\d+(?:\.\d+)?\s*(?:to|-|–|and|through)\s*\d+|\bfrom -?\d[^.;]{0,40}?\bto -?\d|"
    r"out of \d+|\bscale\b|\bformula\b|"
    r"divided by|\bratio of\b|computed|calculated|\bsum of\b|=|/|\bper\b|\bpercentile",
    re.IGNORECASE)


def _values(tests: Iterable[DataTest]) -> frozenset[str] | None:
    for test in tests:
        if test.type.rsplit(".", 1)[-1] in IN_SET:
            values = test.args.get("values", test.args.get("value_set"))
            if isinstance(values, list) and values:
                return frozenset(str(v).lower() for v in values)
    return None


def needs(subject: str, text: str, tests: tuple[DataTest, ...]) -> Iterator[Finding]:
    """The findings for a column description missing what its kind needs."""
    yield from composite_index(subject, text)
    kind = column_kind(subject, tests)
    if kind is None:
        return
    yield from _needs(kind, subject, text, _values(tests))
    if kind == "status" and subject.lower().rsplit("_", 1)[-1] in TIERED and \
            CUT_FROM.search(text) and not CUT_OFF.search(text):
        yield Finding(LACKING, quote(text), "The column sorts rows into tiers, but the text "
                      "does not say where one tier ends and the next begins.")


def composite_index(subject: str, text: str) -> Iterator[Finding]:
    """A column named and called an index ("crowding index"), whose text gives a direction at
    most: neither its range nor how it is computed. A position (`session_index`, "the number
    of the session") is not called an index and is left alone."""
    if subject.lower().rsplit("_", 1)[-1] == "index" and INDEX_WORD.search(text) and \
            not INDEX_READ.search(text):
        yield Finding(LACKING, quote(text), "The column is an index, but the text gives neither "
                      "its range nor how it is computed.")


def _needs(kind: ColumnKind, subject: str, text: str,
           accepted: frozenset[str] | None) -> Iterator[Finding]:
    last = subject.lower().rsplit("_", 1)[-1]
    if kind == "money" and last not in ZERO_DETAIL_SUFFIXES and not (
            lx.CURRENCY.search(text) or lx.UNIT_SYMBOL.search(text)):
        yield Finding(LACKING, quote(text), "The column is an amount, but the text does not say "
                      "its currency.")
    elif kind == "ratio" and not BASE.search(text):
        yield Finding(LACKING, quote(text), "The column is a ratio, but the text does not say what "
                      "it is a share of.")
    elif kind == "score" and not SCALE.search(text) and not (
            last in RANKS and TOP_NAMED.search(text)):
        yield Finding(LACKING, quote(text), "The column is a score, but the text gives no scale "
                      "(its range, or what a high value means).")
    elif kind == "score" and last in RANKS and not DIRECTION.search(text):
        yield Finding(LACKING, quote(text), f"The column is a {last} whose text never says which "
                      "end of its range is the top.")
    elif kind == "status":
        named = named_values(text, accepted)
        if not named and not _lists_values(text):
            yield Finding(LACKING, quote(text), "The column is a status or category, but the text "
                          "names none of its values.")


def named_values(text: str, accepted: frozenset[str] | None) -> set[str]:
    """The values `text` names: quoted ones, and any word that is an accepted value."""
    low = text.lower()
    found = {next(g for g in m.groups() if g).lower() for m in QUOTED.finditer(text)}
    if accepted:
        found |= {word for word in WORD.findall(low) if word in accepted}
    return found


def _lists_values(text: str) -> bool:
    """A list of values said in prose, a range of codes ("P01–P12", "BT1 to BT9"), a standard
    code list (an ISO code) that names them, or an example of one ("e.g. '0CC'")."""
    return bool(re.search(r"\w+, \w+,? (?:and|or) \w+|\([^)]*,[^)]*\)|\w+ or \w+|\bISO\b|"
                          r"\b[A-Z]{1,3}\d+ ?(?:[-\u2013]|to) ?[A-Z]{1,3}\d+\b|"
                          r"\bcodes?\b|\bone of\b|\bvalues\b|\be\.g\.|\bfor example\b|"
                          r"\bsuch as\b", text, re.IGNORECASE))
