"""What a metric's definition needs for two analysts to compute the same number: the period
it is counted over (unless the number is the same over any window: a mean of each row's own
value, a typical span between two events, a count scaled to a base, a ratio whose terms are
both defined, or a sum said to hold over any period), what a rate
divides by what, and which rows a ratio or a count takes."""

from __future__ import annotations

import re
from collections.abc import Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared import lexicon as lx
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.seam.score_levels import LACKING, SLIGHT

#: A bracketed aside after the averaged column ("overall_score (0-10, higher is better) over
#: reviews"): the column's scale, not the rows it is averaged over.
ASIDE = r"(?: \([^()]{0,80}\))?"
#: A mean or median of a quantity each row has: the same whatever window it is read over, so
#: a period is the query's to choose, not the definition's ("Mean delay_minutes over legs").
INTENSIVE = lazy_pattern(r"(?:the )?(?:mean|median|average) `?[a-z]\w*_\w+`?" + ASIDE +
                         r" (?:over|of|across)", re.IGNORECASE)
#: A typical duration between two events ("Median hours from gate check-in to putaway"): each
#: row's own span, whatever window the query reads it over.
TYPICAL_SPAN = lazy_pattern(r"^\W*(?:the )?(?:mean|median|average) (?:number of )?(?:seconds|"
                            r"minutes|hours|days|weeks) (?:from|between)\b", re.IGNORECASE)
#: The period left to the query in so many words: "÷ written premium for the period". "Over the
#: period" is left out: after a ratio's base ("divided by paying users over the period") it
#: reads as the window the base is counted over, which leaves the metric's own open.
#: A rate or an average, which must say what is divided by what.
RATE_WORDS = lx.words_pattern(r"rate", r"ratio", r"share", r"average", r"percentage")
#: A count of rows, which must say which rows count.
COUNT_WORDS = lx.words_pattern(r"distinct", r"number of", r"count")
THE_PERIOD = lx.words_pattern(r"(?:in|for|during) the (?:same |reporting |selected )?period",
                              # both terms over one window: "÷ metered export MWh, same period"
                              r"same (?:period|window)",
                              # a sum the text says holds over whatever window is asked
                              r"(?:over|for|at) any (?:period|window|date range|time range|"
                              r"time grain|grain)")
#: An average that names what it averages and over which rows: "average of
#: cycle_count_accuracy over SKU-warehouse counts", "mean delay_minutes over departed legs"
#: says what is divided by what.
AVERAGE_OVER = lazy_pattern(r"\b(?:average|mean|median) (?:of `?[a-z]\w*`?|`?[a-z]\w*_\w+`?)" +
                            ASIDE + r" (?:over|across|among)\b", re.IGNORECASE)
#: A count scaled to a base: "claims per 1,000 delivered parcels" divides one by the other.
PER_SCALE = lazy_pattern(r"\bper \d[\d,.]* [a-z]", re.IGNORECASE)
#: A ratio told in this many words has room to define both its terms; one under
#: `BARE_RATIO_WORDS` with no condition names two counts and defines neither.
DEFINED_RATIO_WORDS = 15
BARE_RATIO_WORDS = 8

def metric_findings(name: str, text: str) -> Iterator[Finding]:
    """What a metric's definition lacks: its period, what it divides, which rows count."""
    words = f"{name.replace('_', ' ')} {text}".lower()
    # a mean, or a ratio whose terms are both defined, is the same over any window: the
    # period is the query's to choose
    ratio = any(p.search(text) for p in (lx.RATIO, PER_SCALE, AVERAGE_OVER))
    count = len(text.split())
    period = lx.PERIOD.search(text) or THE_PERIOD.search(text)
    # a count scaled to a base ("entries per 100 departures") is a rate, the same over any
    # window, as a mean is
    if not period and not INTENSIVE.match(text) and not TYPICAL_SPAN.match(text) and not (
            ratio and count >= DEFINED_RATIO_WORDS) and not PER_SCALE.search(text):
        yield Finding(LACKING, quote(text),
                      "The metric does not say the period it is counted over.")
    if RATE_WORDS.search(words) \
            and not ratio:
        yield Finding(LACKING, quote(text), "A rate or average, but the text does not say what is "
                      "divided by what.")
    if ratio and count < BARE_RATIO_WORDS and not lx.CONDITION.search(text):
        yield Finding(LACKING, quote(text), "A bare ratio: it does not say which rows count "
                      "above or below the line.")
    # a count that is one term of a ratio stated whole is the ratio's term, defined by it
    if COUNT_WORDS.search(text) \
            and not lx.CONDITION.search(text) and not (ratio and count >= DEFINED_RATIO_WORDS):
        yield Finding(SLIGHT, quote(text), "The metric counts rows without saying which count "
                      "(cancelled, test or bot rows?).")
