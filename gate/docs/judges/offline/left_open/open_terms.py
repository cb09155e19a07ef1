"""Terms a Markdown section leans on that no section of its document pins down.

A reader of one section has the whole document: a term another section defines is defined. A
term nobody defines leaves each reader their own reading:

| check                 | score | the section …                                               |
|-----------------------|-------|-------------------------------------------------------------|
| a limit with no clock | 0.4   | holds the reader to a named limit ("within the SLA", "by the|
|                       |       | cut-off", "over the threshold") with no figure, and no      |
|                       |       | section gives that limit a figure                           |
| which year            | 0.4   | reports by "the year", "year to date" or "annual" figures   |
|                       |       | where no section says which year (calendar, financial, a    |
|                       |       | start month)                                                |
| a band, no bounds     | 0.4   | sorts things into bands, tiers or grades by name ("bands A, |
|                       |       | B and C") where no section gives a band a figure            |
| a bound, no unit      | 0.4   | gives a bound as a bare number ("when the lag exceeds 30.") |
|                       |       | with no unit, currency or named column in its sentence      |
| a clock, no zone      | 0.4   | schedules at a clock time ("runs at 02:00") where no section|
|                       |       | of the document names a time zone (a section seen alone is  |
|                       |       | not faulted: its zone may be in a section not shown)        |
| a comparison, no      | 0.4   | gives a group a quantity only by comparison ("key accounts  |
| figure                |       | have higher targets", "members get longer loans") with no   |
|                       |       | figure in its clause                                        |
| an open qualifier     | 0.4   | routes or counts "large orders", "major incidents", "active |
|                       |       | members" with no figure, where no section says what makes   |
|                       |       | one large or active                                         |

Each section is read once (cached) for what it leaves open and what it pins down; a section is
compared with the union of its document's other sections (`DocumentSections` holds at most
`HELD`): linear in the document.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared import lexicon as lx
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.seam.score_levels import LACKING

SENTENCE = lazy_pattern(r"(?<=[.;!?])\s+|\n+")
#: A quantity a group is given only by comparison: "key accounts have higher targets".
COMPARED_ONLY = lazy_pattern(r"\b(?:have|has|get|gets|use|uses|need|needs|carry|carries)\s+"
                             r"(?:a |an )?(?:higher|lower|longer|shorter|stricter|tighter|looser|"
                             r"larger|smaller|bigger)\s+[a-z]+", re.IGNORECASE)
#: A figure, not a label's digit ("P1", "S3").
FIGURE = lazy_pattern(r"(?<![A-Za-z])\d")
#: A named limit the reader is held to: "within the SLA", "by the cut-off", "after the free
#: period".
LIMIT = lazy_pattern(r"\b(?:within|inside|outside|before|by|after|under|over|above|below|past|"
                     r"breach(?:es|ing|ed)?|miss(?:es|ing|ed)?|meets?|meeting|met|exceed(?:s|ed)?|"
                     r"hits?)\s+(?:the |"
                     r"our |its |their |an? )?(?:agreed |contractual |usual |normal |internal )?"
                     r"(SLA|SLO|OLA|deadline|cut-?off|threshold|tolerance|target|limit|turnaround|"
                     r"free period|grace period)s?\b", re.IGNORECASE)
#: A limit's word given a figure in its sentence: "the SLA is 4 working hours".
LIMIT_WORD = lazy_pattern(r"\b(SLA|SLO|OLA|deadline|cut-?off|threshold|tolerance|target|limit|"
                          r"turnaround|free period|grace period)s?\b", re.IGNORECASE)
#: A year left open: "for the year", "year to date", "annual figures".
OPEN_YEAR = lazy_pattern(r"\b(?:(?:the|this|last|next|previous|each|per|a|every) year\b|"
                         r"year[- ]to[- ]date|YTD\b|annual(?:ly)?\b|yearly\b)", re.IGNORECASE)
MONTH = (r"(?:January|February|March|April|May|June|July|August|September|October|November|"
         r"December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)")
#: Which year: a kind of year, a fiscal label, a start month.
WHICH_YEAR = lazy_pattern(rf"\b(?:calendar|financial|fiscal|accounting|tax|academic|school|"
                          rf"contract|budget|reporting|plan|"
                          rf"operating|programme|program|season|crop|water)[- ]years?\b|\bFY ?\d|"
                          rf"\byear (?:starts?|begins?|runs?|ends?)\b|\b{MONTH} to {MONTH}\b|"
                          rf"\b(?:1|first) {MONTH}\b|\b{MONTH} 1\b|\b(?:19|20)\d\d\b",
                          re.IGNORECASE)
#: Things sorted into named bands: "bands A, B and C", "tier 2 stores", "grouped into tiers".
BANDED = lazy_pattern(r"\b(?:bands?|tiers?|grades?|buckets?|brackets?)\s+(?:[A-Z0-9]\b|"
                      r"(?:low|medium|high|gold|silver|bronze)\b)|\b(?:into|by|per|in) (?:three |"
                      r"four |five |\d )?(?:bands|tiers|grades|buckets|brackets)\b|\b(?:[A-Z]|"
                      r"low|medium|high)[- ]band\b", re.IGNORECASE)
BAND_WORD = lazy_pattern(r"\b(?:bands?|tiers?|grades?|buckets?|brackets?)\b", re.IGNORECASE)
#: A size or weight left open before a thing: "large orders", "major incidents".
QUALIFIERS = (r"(large|small|big|major|minor|significant|material|high[- ]value|low[- ]value|"
              r"long[- ]running|heavy|slow|active|inactive|eligible|engaged|dormant|lapsed)")
QUALIFIER = lazy_pattern(rf"\b{QUALIFIERS}\s+([a-z]{{4,}}s)\b", re.IGNORECASE)
#: The qualifier anywhere in a sentence with a figure: "a discharge is large when 10 or more".
QUALIFIER_WORD = lazy_pattern(rf"\b{QUALIFIERS}\b", re.IGNORECASE)
#: A qualifier given its bound in a sentence: "large means over", "an order is large when".
DEFINED = lazy_pattern(r"\b(?:means?|is|are|when|if|over|above|more than|at least|exceeds?|"
                       r"defined as|counts? as)\b", re.IGNORECASE)


#: A bound given as a bare number, its clause ending or going on without a unit.
BARE_BOUND = lazy_pattern(r"\b(?:exceeds?|exceeding|above|over|below|under|more than|less than|"
                          r"fewer than|at least|at most|reaches|hits|tops|beyond|greater than)\s+"
                          r"(\d+(?:\.\d+)?)(?!\.?\d)(?=\s*(?:[.;,)]|$)|\s(?:and|or|for|in|on|then|the|"
                          r"before|after|during|when|page|alert|stop)\b)", re.IGNORECASE)
#: What gives a bound its unit near it: a unit symbol, a column named in code or by its name.
HAS_UNIT = lazy_pattern(r"[$€£¥%°]|`|\b[a-z0-9]+_[a-z0-9_]+\b")
#: A section that names the column or the scale its bounds are on: "risk_score >= 0.9 (0–1
#: scale) …; below 0.9, …".
SCALED = lazy_pattern(r"\b[a-z0-9]+_[a-z0-9_]+\b|\bscale\b|\bscore\b", re.IGNORECASE)
#: A clock time something happens at: "runs at 02:00", "by 7am".
CLOCK = lazy_pattern(r"\b(?:at|by|before|after|from|until|till|around)\s+(?:\d{1,2}:\d\d|"
                     r"\d{1,2}\s?(?:am|pm))\b", re.IGNORECASE)
#: A time zone named: a zone database name, an abbreviation, "UK time", "local", or a North
#: American zone's region right after a clock time ("03:00 Central", "6 am Pacific").
ZONE = lazy_pattern(
    r"\b[A-Z][A-Za-z]+ time\b|\b[A-Z]{1,4}[SD]?T\b|\bUTC|\bGMT|\bZ\b|[+-]\d\d:?\d\d|"
    r"\b[A-Z][a-z]+/[A-Z][a-z_]+\b|(?i:\blocal\b|\btime ?zones?\b|\bepoch\b)|"
    r"\b(?:\d{1,2}:\d\d|\d{1,2}\s?(?i:am|pm))\s(?:Central|Eastern|Pacific|Mountain|"
    r"Atlantic|Newfoundland|Alaska|Hawaii)\b")


@dataclass(frozen=True)
class OpenTerms:
    limits: tuple[tuple[str, str], ...]  # (limit word, its sentence) held to with no figure
    figured_limits: frozenset[str]  # limit words given a figure
    open_years: tuple[str, ...]  # sentences with a year left open
    which_year: bool  # the section says which year
    bands: tuple[str, ...]  # sentences sorting into named bands with no figure
    figured_bands: bool  # a band word given a figure
    qualified: tuple[tuple[str, str], ...]  # (qualifier, its sentence) with no figure
    defined: frozenset[str]  # qualifiers given a figure or a definition
    bare: tuple[str, ...] = ()  # sentences with a bound given as a bare number
    clocks: tuple[str, ...] = ()  # sentences scheduling at a clock time
    zoned: bool = False  # the section names a time zone


def _limit(word: str) -> str:
    return word.lower().replace("-", "").rstrip("s")


@lru_cache(maxsize=4_096)
def open_terms_of(markdown: str) -> OpenTerms:
    body = "\n".join(line for line in markdown.splitlines() if not line.lstrip().startswith("#"))
    limits, figured, years, bands, qualified, defined = [], set(), [], [], [], set()
    bare, clocks = [], []
    figured_bands = False
    for sentence in (s.strip() for s in SENTENCE.split(body) if s.strip()):
        has_figure = FIGURE.search(sentence) is not None
        if has_figure:
            figured |= {_limit(w) for w in LIMIT_WORD.findall(sentence)}
            defined |= {w.lower().replace("-", " ") for w in QUALIFIER_WORD.findall(sentence)}
            figured_bands = figured_bands or BAND_WORD.search(sentence) is not None
        for found in QUALIFIER.finditer(sentence):
            word = found.group(1).lower().replace("-", " ")
            if has_figure or DEFINED.search(sentence[found.end():found.end() + 30]):
                defined.add(word)
            else:
                qualified.append((word, sentence))
        bound = BARE_BOUND.search(sentence)
        # a column named just before the bound carries its unit ("`lag_min` exceeds 30")
        if bound and not HAS_UNIT.search(sentence[max(0, bound.start() - 20):bound.end() + 2]) \
                and not lx.UNIT.search(sentence) and not lx.CURRENCY.search(sentence) \
                and not SCALED.search(body):
            bare.append(sentence)
        if CLOCK.search(sentence):
            clocks.append(sentence)
        if has_figure:
            continue
        limits += [(_limit(m.group(1)), sentence) for m in LIMIT.finditer(sentence)]
        if OPEN_YEAR.search(sentence):
            years.append(sentence)
        if BANDED.search(sentence):
            bands.append(sentence)
    return OpenTerms(tuple(limits), frozenset(figured), tuple(years),
                     WHICH_YEAR.search(body) is not None, tuple(bands), figured_bands,
                     tuple(qualified), frozenset(defined), tuple(bare), tuple(clocks),
                     ZONE.search(body) is not None)


def open_terms(markdown: str, document: Sequence[str]) -> Iterator[Finding]:
    """The checks above for one section against its document's sections (holding this
    one, or not)."""
    own = open_terms_of(markdown)
    yield from reader_needs(markdown, document)
    if not (own.limits or own.open_years or own.bands or own.qualified):
        return
    everyone = [own, *(open_terms_of(text) for text in document if text != markdown)]
    figured = {word for terms in everyone for word in terms.figured_limits}
    for word, sentence in own.limits:
        if word not in figured:
            yield Finding(LACKING, quote(sentence), f"The section holds the reader to the "
                          f"{word} without saying what it is: no section gives it a figure.")
            return
    if own.open_years and not any(terms.which_year for terms in everyone):
        yield Finding(LACKING, quote(own.open_years[0]), "The section counts by the year "
                      "without saying which: calendar or financial, or when it starts.")
        return
    if own.bands and not any(terms.figured_bands for terms in everyone):
        yield Finding(LACKING, quote(own.bands[0]), "The section sorts things into bands by "
                      "name, and no section gives a band its bounds.")
        return
    defined = {word for terms in everyone for word in terms.defined}
    for word, sentence in own.qualified:
        if word not in defined:
            yield Finding(LACKING, quote(sentence), f"The section counts on {word!r} without "
                          f"saying what makes one {word}: no section gives it a bound.")
            return


def reader_needs(markdown: str, document: Sequence[str]) -> Iterator[Finding]:
    """What a reader needs to act on a section (completeness asks it too): a comparison's
    figure, a bound's unit, a schedule's zone."""
    own = open_terms_of(markdown)
    compared = next((clause for clause in SENTENCE.split(markdown)
                     if COMPARED_ONLY.search(clause) and not FIGURE.search(clause)), None)
    if compared:
        yield Finding(LACKING, quote(compared.strip()), "The section gives a quantity only by "
                      "comparison: no figure says how much higher or lower.")
    if own.bare:
        yield Finding(LACKING, quote(own.bare[0]), "The section gives a bound as a bare number: "
                      "no unit, currency or column says what it counts.")
    others = [text for text in document if text != markdown]
    # a section seen alone may have its zone in a section not shown: only a document read
    # whole can be said to name none
    if own.clocks and not own.zoned and others and \
            not any(open_terms_of(text).zoned for text in others):
        yield Finding(LACKING, quote(own.clocks[0]), "The section gives a clock time, and no "
                      "section of the document says in which time zone.")
