"""The period and base a Markdown section gives a rate, against those another section gives it.

A rate is per something per period: "storage rates are per pallet per week". A section that
multiplies by "the monthly pallet rate" reads the same rate over another period, and one of
the two figures a reader computes is four times the other:

| check          | score | the section …                                                    |
|----------------|-------|------------------------------------------------------------------|
| another period | 0.3   | gives a rate a period ("per pallet per week", "the monthly       |
|                |       | pallet rate") where another section gives a rate named by one of |
|                |       | the same words another period                                    |
| another base   | 0.3   | scales a count to a base ("2 walks per 1,000 room nights") where |
|                |       | another section scales a count of the same things to another     |
|                |       | ("per 10,000 room nights sold"), and no section agrees with it   |
| another        | 0.3   | scales a count to a base of other things ("DOT per 1,000         |
| denominator    |       | occupied bed days") where two sections scale the same count to   |
|                |       | one other ("DOT per 1,000 patient days") and none agrees with it |
| a base the sum | 0.3   | works a rate out by one power of ten ("… x 100 = 22.3") and      |
| does not use   |       | names it per another ("DOT per 1,000 patient days")              |

The rate is named by the document's own words around it (no domain's words are known); the
periods are the calendar's. Each section is read once (cached); a section is compared with its
document's other sections, which `DocumentSections` caps: linear in the document.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.seam.score_levels import GRAVE

PERIOD_OF = {"day": "day", "daily": "day", "week": "week", "weekly": "week", "month": "month",
             "monthly": "month", "year": "year", "yearly": "year", "annual": "year",
             "annually": "year", "quarter": "quarter", "quarterly": "quarter"}
NOUN = r"[a-z][a-z-]{2,}"
#: "storage rates are per pallet per week", "fines are charged per item per day".
PER_THEN_PERIOD = lazy_pattern(
    rf"\b((?:{NOUN} ){{0,2}})(?:rates?|fees?|prices?|charges?|fines?)\s+(?:is|are)\s+"
    rf"(?:charged |billed |set |quoted )?per ({NOUN}) per (day|week|month|year|quarter)\b",
    re.IGNORECASE)
#: "the monthly pallet rate", "a weekly item fine", "the annual locker fee".
PERIOD_THEN_RATE = lazy_pattern(
    rf"\b(daily|weekly|monthly|quarterly|yearly|annual)\s+((?:{NOUN} ){{0,2}})(?:rate|fee|"
    rf"price|charge|fine)s?\b", re.IGNORECASE)
#: Words around a rate that name no rate of their own.
GLUE = frozenset({"the", "and", "our", "its", "their", "this", "that", "each", "every", "any",
                  "all", "one", "per", "from", "with", "for"})


def _words(*parts: str) -> frozenset[str]:
    return frozenset(w.rstrip("s") for part in parts for w in part.lower().split()
                     if w not in GLUE)


@lru_cache(maxsize=4_096)
def rates_of(markdown: str) -> tuple[tuple[frozenset[str], str, str], ...]:
    """(the words naming the rate, its period, what was said) for each rate the section gives
    a period."""
    found = [(_words(m.group(1), m.group(2)), PERIOD_OF[m.group(3).lower()], m.group(0))
             for m in PER_THEN_PERIOD.finditer(markdown)]
    found += [(_words(m.group(2)), PERIOD_OF[m.group(1).lower()], m.group(0))
              for m in PERIOD_THEN_RATE.finditer(markdown)]
    return tuple(item for item in found if item[0])


def rate_findings(markdown: str, document: Sequence[str]) -> Iterator[Finding]:
    """A rate this section gives another period than another section of `document` (which
    holds this one) gives a rate named by one of the same words."""
    own = rates_of(markdown)
    if not own:
        return
    theirs = [rate for text in document if text != markdown for rate in rates_of(text)]
    for words, period, said in own:
        other = next((s for w, p, s in theirs if w & words and p != period), None)
        agrees = any(w & words and p == period for w, p, _ in theirs)
        if other is not None and not agrees:
            yield Finding(GRAVE, said, f"The section gives the rate {said!r} where another "
                          f"section gives it as {other!r}: one rate over two periods.")
            return


#: A count scaled to a base: "2 walks per 1,000 room nights", "per 10,000 boardings". The base
#: is a power of ten of at least 100 (a plain "per 2 hours" is a period, not a base).
PER_BASE = lazy_pattern(rf"\bper (1(?:00|,000|,000,000|0,000|00,000| 000| 000 000)|1000|10000|"
                        rf"100000|1000000) ((?:{NOUN} ){{0,1}}{NOUN})", re.IGNORECASE)


@lru_cache(maxsize=4_096)
def bases_of(markdown: str) -> tuple[tuple[frozenset[str], int, str], ...]:
    """(the words of what a count is scaled to, the base, what was said) for each scaled
    count the section gives."""
    return tuple((words, int(re.sub(r"[^\d]", "", m.group(1))), m.group(0))
                 for m in PER_BASE.finditer(markdown) if (words := _words(m.group(2))))


def base_findings(markdown: str, document: Sequence[str]) -> Iterator[Finding]:
    """A count this section scales to another base than another section of `document` scales
    a count of the same things to ("per 1,000 room nights" where another says "per 10,000
    room nights sold"), with no section agreeing with this one: a threshold or a figure read
    on one base is ten times off on the other."""
    own = bases_of(markdown)
    if not own:
        return
    theirs = [base for text in document if text != markdown for base in bases_of(text)]
    for words, base, said in own:
        other = next((s for w, b, s in theirs if w == words and b != base), None)
        agrees = any(w == words and b == base for w, b, _ in theirs)
        if other is not None and not agrees:
            yield Finding(GRAVE, said, f"The section counts {said!r} where another section "
                          f"counts {other!r}: one rate on two bases.")
            return


#: The thing counted, then its base: "DOT per 1,000 patient days", "walks per 10,000 room
#: nights sold". The count is the word before "per"; the base's things are up to three words.
COUNT_PER_BASE = lazy_pattern(
    rf"(?<![\w-])([A-Za-z][\w-]*) per (1(?:00|,000|0,000| 000)|1000|10000) "
    rf"((?:{NOUN} ){{0,2}}{NOUN})", re.IGNORECASE)
#: A rate worked out in the text: "412 / 1,850 x 100 = 22.3 DOT per 1,000 patient days".
WORKED = lazy_pattern(
    r"(?<!\w)[x×*] ?(1(?:00|,000|0,000| 000)|1000|10000) ?= ?-?\d[\d,]*(?:\.\d+)? "
    r"(?:[A-Za-z][\w-]* ){0,3}?per (1(?:00|,000|0,000| 000)|1000|10000)\b",
    re.IGNORECASE)
#: Words that end a base's things rather than name them.
BASE_END = frozenset({"for", "in", "on", "by", "and", "or", "the", "against", "with", "per"})


def _base(number: str) -> int:
    return int(re.sub(r"[^\d]", "", number))


@lru_cache(maxsize=4_096)
def denominators_of(markdown: str) -> tuple[tuple[str, int, frozenset[str], str], ...]:
    """(the thing counted, the base, the words of what it is scaled to, what was said)."""
    found = []
    for match in COUNT_PER_BASE.finditer(markdown):
        things: list[str] = []
        for word in match.group(3).lower().split():
            if word in BASE_END:
                break
            things.append(word.rstrip("s"))
        if things:
            found.append((match.group(1).lower().rstrip("s"), _base(match.group(2)),
                          frozenset(things), match.group(0)))
    return tuple(found)


def denominator_findings(markdown: str, document: Sequence[str]) -> Iterator[Finding]:
    """A count this section scales to a base of other things than two other sections scale
    the same count to, on the same base ("DOT per 1,000 occupied bed days" where two say
    "DOT per 1,000 patient days"), with no section agreeing with it: two denominators for one
    rate, whose figures cannot be compared."""
    own = denominators_of(markdown)
    if not own:
        return
    theirs = [found for text in document if text != markdown for found in denominators_of(text)]
    for counted, base, things, said in own:
        others = [(t, s) for c, b, t, s in theirs if c == counted and b == base]
        if any(t == things for t, _ in others):
            continue
        # "room nights sold" qualifies "room nights"; "occupied bed days" is another base
        unlike = [(t, s) for t, s in others if not (t <= things or things <= t)]
        if len(unlike) >= 2 and len({t for t, _ in unlike}) == 1:
            yield Finding(GRAVE, said, f"The section counts {said!r} where other sections "
                          f"count {unlike[0][1]!r}: one rate over two denominators.")
            return


def worked_base_findings(markdown: str) -> Iterator[Finding]:
    """A rate worked out by one power of ten and named per another ("x 100 = 22.3 DOT per
    1,000 patient days"): the figure is ten times off the rate it says it is."""
    for match in WORKED.finditer(markdown):
        if _base(match.group(1)) != _base(match.group(2)):
            yield Finding(GRAVE, match.group(0), f"The section multiplies by {match.group(1)} "
                          f"but names the result per {match.group(2)}: the figure is not the "
                          "rate it says.")
            return
