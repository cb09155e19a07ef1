"""Figures a Markdown section gives a term, with their unit, read against its document's.

A reader carries a figure from one section to the next: a deadline, a threshold, a window, a
ratio's two sides. Each section is read once (cached) for its figures by their form (a
number, its unit, the bound before it) and the words of the clause around them, which name
the term; figures are compared in one unit, so 72 hours and 3 days agree and 30 days and
five weeks do not. No domain's words are known here: a term is the words two clauses share.

| check              | score | the section …                                               |
|--------------------|-------|-------------------------------------------------------------|
| another bound      | 0.3   | bounds a term ("files within 30 days of quarter end") by    |
|                    |       | another amount than a clause about the same term elsewhere  |
|                    |       | ("files within 5 weeks of quarter end"), or by another      |
|                    |       | count of things ("fewer than 5 ratings" against "fewer than |
|                    |       | 12 reviews"); the introduction, which sets the document's   |
|                    |       | facts, stands                                               |
| one figure for all | 0.3   | gives a term one figure whatever the case ("any 72-hour     |
|                    |       | period, whatever the kind") where another section gives it  |
|                    |       | one per case ("72 hours for X, 168 hours for Y")            |
| a late start       | 0.3   | starts the document's work (a thing its introduction's      |
|                    |       | heading names) on business day N where another section puts |
|                    |       | a step on an earlier business day                           |
| another ratio      | 0.3   | defines a ratio (`A ÷ B`, "A divided by B") on other sides  |
|                    |       | (other words, or another figure: "Brix / 1.8" and "Brix     |
|                    |       | divided by 2") than another section's definition of it, and |
|                    |       | its own words are the ones the rest of the document does not|
|                    |       | use; a term is a bold or code span, a rate's name, or the   |
|                    |       | words that open a line, a list item or a sentence           |

A document's sections are few (`DocumentSections` holds at most `HELD`), so each section is
compared with each other section's figures once: linear in the document's figures.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.seam.score_levels import GRAVE

NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "a": 1, "an": 1}
#: A duration in hours, by its unit's first letters.
HOURS = {"minute": 1 / 60, "min": 1 / 60, "hour": 1, "hr": 1, "h": 1, "day": 24, "week": 168}
SCALE = {"k": 1e3, "thousand": 1e3, "m": 1e6, "mn": 1e6, "million": 1e6, "bn": 1e9,
         "billion": 1e9}
#: A number's digits are bounded: a run of "1,1,1,…" is read in linear work.
NUMBER = r"(\d[\d,]{0,15}(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
#: "30 days", "five weeks", "a 72-hour period", "5 working days": a duration.
DURATION = lazy_pattern(rf"(?<![\w.:/-]){NUMBER}[ -](business |working |calendar )?"
                        r"(minutes?|mins?|hours?|hrs?|days?|weeks?)\b", re.IGNORECASE)
#: "£10m", "$2.5 million", "EUR 400k", "£5,000": an amount of money, by its currency.
MONEY = lazy_pattern(r"([£$€]|\b(?:GBP|USD|EUR|CHF|AUD|CAD|JPY) ?)(\d[\d,]*(?:\.\d+)?)"
                     r"(?: ?(k|m|mn|bn|thousand|million|billion)\b)?")
PERCENT = lazy_pattern(r"(?<![\w.])(\d+(?:\.\d+)?) ?(?:%|per ?cent\b)")
#: A count of things: "fewer than 5 enrolled students", "at least 10 responses" (compared
#: only where a bound is given, whatever the things counted).
COUNT = lazy_pattern(r"(?<![\w.,:/$£€-])(\d[\d,]*) (?:[a-z]+ )?([a-z]+s)\b")
#: The bound a figure is given under, read in the few words before it.
UPPER = lazy_pattern(r"\b(?:within|under|below|less than|at most|up to|no more than|no later "
                     r"than|before|by|maximum|max|fewer than|inside)\b", re.IGNORECASE)
LOWER = lazy_pattern(r"\b(?:exceeds?|exceeding|above|over|more than|at least|minimum|beyond|"
                     r"greater than|after|tops?)\b", re.IGNORECASE)
#: One figure whatever the case: "whatever the cause", "regardless of the region".
UNIVERSAL = lazy_pattern(r"\b(?:whatever|regardless of|irrespective of|no matter|whichever|in "
                         r"(?:all|every|any) cases?)\b", re.IGNORECASE)
#: A business day of the month, "working day 3" or "the 3rd business day": its number is
#: the first group or the second. Written once, for a day alone and for a start on one.
_BUSINESS_DAY = (r"(?:(?:business|working) day (\d{1,2})|(\d{1,2})(?:st|nd|rd|th) "
                 r"(?:business|working) day)\b")
BUSINESS_DAY = lazy_pattern(r"\b" + _BUSINESS_DAY, re.IGNORECASE)
#: The work of the document starting: "the close starts on working day 3" (its subject, then
#: its day, as `BUSINESS_DAY` numbers it, one group on).
STARTS = lazy_pattern(r"\b([a-z][\w-]*)\s+(?:starts?|begins?|opens?|kicks? off|commences?)\s+"
                      r"(?:on\s+)?(?:the\s+)?" + _BUSINESS_DAY, re.IGNORECASE)
#: A ratio defined: a term, then its sides ("**Loss rate**: lost parcels divided by parcels
#: shipped", "`fill_rate`: units shipped ÷ units ordered", "Fill rate = shipped / ordered"); the
#: term may also be the words that open a line, a list item or a sentence ("- Percent complete
#: is billed to date ÷ contract value", "Baume is about Brix / 1.8"), and a side a figure.
RATIO = lazy_pattern(r"(\*\*[^*\n]{2,40}\*\*|`[a-z][\w.]{2,40}`|\b[A-Za-z][\w-]+ (?:rate|ratio|"
                     r"share|yield|margin)\b|(?:(?<![^\n])|(?<=[-*] )|(?<=[.;!?] ))"
                     r"[A-Z][\w-]*(?: [a-z][\w-]*){0,2})\s*(?::|=|\bis\b|\bmeans\b)\s*"
                     r"([^.;÷/\n()]{2,80}?)"
                     r"\s*(?:÷|(?<![\w<])/(?![\w>])|\bdivided by\b|\bover\b|\bas a (?:share|"
                     r"percentage|proportion|fraction) of\b)\s*"
                     r"(\d[\d,]{0,15}(?:\.\d{1,6})?(?![\d.]*\w)|[^.;)\n]{2,80})")
#: A figure a ratio's side is ("Brix divided by 2"): two sides that are other figures differ.
SIDE_FIGURE = lazy_pattern(r"(?<![\w.,])\d[\d,]{0,15}(?:\.\d{1,6})?(?![\d.]*\w)")
SENTENCE = lazy_pattern(r"(?<=[.;!?:])\s+|\n+")
#: A case's label: "P1", "Sev2", "tier 3", "level 2": two clauses with other labels are about
#: two cases, not one term.
LABEL = lazy_pattern(r"\b(?:[A-Za-z]{1,4}\d{1,2}|(?:tier|level|priority|severity|band|grade|"
                     r"class|step|phase) \d{1,2})\b", re.IGNORECASE)
WORD = lazy_pattern(r"[a-z][a-z0-9]+")
STOP = frozenset({
    "the", "and", "for", "are", "is", "its", "this", "that", "with", "from", "into", "each",
    "every", "any", "all", "not", "but", "was", "were", "has", "have", "been", "when", "then",
    "than", "also", "only", "our", "their", "they", "them", "which", "who", "what", "how",
    "can", "will", "must", "should", "may", "one", "two", "per", "via", "out", "off", "let",
    "it", "of", "in", "on", "to", "by", "as", "at", "an", "or", "be", "do", "so", "if", "no",
    "we", "you", "your", "there", "these", "those", "here", "such", "other", "more", "less",
    "most", "least", "some", "same", "about", "within", "under", "below", "above", "over",
    "after", "before", "until", "up", "exceed", "exceeds", "exceeding",
    "maximum", "minimum", "max", "min", "whatever", "regardless", "period"})
UNIT_WORDS = frozenset({"minute", "min", "hour", "hr", "day", "week", "month", "year",
                        "business", "working", "calendar", "percent", "cent", "thousand",
                        "million", "billion", "gbp", "usd", "eur", "chf", "aud", "cad", "jpy"})
#: Two clauses are about the same term when they share this many content words, or this
#: many fewer where one gives its figure for every case.
SAME_TERM = 3
SAME_TERM_UNIVERSAL = 2
#: Two figures closer than this share are the same figure rounded.
SAME_FIGURE = 0.01


def _stem(word: str) -> str:
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[:-len(suffix)]
    return word


def _content(text: str) -> frozenset[str]:
    return frozenset(_stem(w) for w in WORD.findall(text.lower().replace("_", " "))
                     if w not in STOP and w.rstrip("s") not in UNIT_WORDS)


@dataclass(frozen=True)
class Figure:
    unit: str  # "hours", "business days", "GBP", "%"
    value: float
    bound: str  # "upper", "lower" or ""
    words: frozenset[str]  # the content words of its clause and of the section's heading
    universal: bool  # its clause gives it for every case
    said: str
    labels: frozenset[str] = frozenset()  # the case labels of its clause ("P1", "tier 2")


@dataclass(frozen=True)
class Ratio:
    term: str
    sides: tuple[frozenset[str], frozenset[str]]
    said: str


@dataclass(frozen=True)
class SectionFigures:
    figures: tuple[Figure, ...]
    clauses: tuple[tuple[str, tuple[float, ...], frozenset[str]], ...]  # unit, values, words
    starts: tuple[tuple[int, str], ...]  # the business day a thing starts on, the thing
    steps: tuple[int, ...]  # the business days work is put on
    ratios: tuple[Ratio, ...]
    introduction: bool  # the document's one top heading: it sets the facts the rest follow
    words: frozenset[str]  # every content word of the section
    title: frozenset[str]  # the content words of its heading


def _bound(before: str) -> str:
    tail = before[-28:]
    upper, lower = list(UPPER.finditer(tail)), list(LOWER.finditer(tail))
    if not upper and not lower:
        return ""
    last_upper = upper[-1].end() if upper else -1
    last_lower = lower[-1].end() if lower else -1
    return "upper" if last_upper > last_lower else "lower"


def _number(said: str) -> float:
    return float(NUMBER_WORDS.get(said.lower(), 0) or said.replace(",", ""))


def _clause_figures(clause: str) -> Iterator[tuple[str, float, int, str]]:
    """(unit, value, where, what was said) for each figure of a clause."""
    for found in DURATION.finditer(clause):
        basis = (found.group(2) or "").strip().lower()
        unit = found.group(3).lower().rstrip("s")
        if basis in ("business", "working"):
            if unit != "day":
                continue
            yield "business days", _number(found.group(1)), found.start(), found.group(0)
        else:
            hours = HOURS.get(unit, HOURS.get(unit[:3], 0.0))
            yield "hours", _number(found.group(1)) * hours, found.start(), found.group(0)
    for found in MONEY.finditer(clause):
        scale = SCALE.get((found.group(3) or "").lower(), 1.0)
        currency = {"£": "GBP", "$": "USD", "€": "EUR"}.get(found.group(1),
                                                           found.group(1).strip())
        yield currency, float(found.group(2).replace(",", "")) * scale, found.start(), \
            found.group(0)
    for found in PERCENT.finditer(clause):
        yield "%", float(found.group(1)), found.start(), found.group(0)
    for found in COUNT.finditer(clause):
        if found.group(2).rstrip("s") not in UNIT_WORDS and \
                found.group(2).rstrip("s")[:3] not in HOURS:
            yield "things", float(found.group(1).replace(",", "")), found.start(), \
                found.group(0)


@lru_cache(maxsize=4_096)
def figures_of(markdown: str) -> SectionFigures:
    lines = markdown.splitlines()
    heading = next((line.lstrip("#").strip() for line in lines if line.startswith("#")), "")
    body = "\n".join(line for line in lines if not line.lstrip().startswith("#"))
    titled = _content(re.sub(r"^\d+[.)]\s*", "", heading))
    figures, clauses, starts, steps = [], [], [], []
    for clause in SENTENCE.split(body):
        found = list(_clause_figures(clause))
        if found:
            words = _content(clause) | titled
            universal = UNIVERSAL.search(clause) is not None
            labels = frozenset(m.group(0).lower().replace(" ", "")
                               for m in LABEL.finditer(clause))
            figures += [Figure(unit, value, _bound(clause[:where]), words, universal, said,
                               labels) for unit, value, where, said in found]
            for unit in {unit for unit, *_ in found}:
                clauses.append((unit, tuple(sorted({v for u, v, *_ in found if u == unit})),
                                words))
        started = {(int(m.group(2) or m.group(3)), _stem(m.group(1).lower()))
                   for m in STARTS.finditer(clause)}
        starts += sorted(started)
        steps += [day for m in BUSINESS_DAY.finditer(clause)
                  if (day := int(m.group(1) or m.group(2))) not in {d for d, _ in started}]
    ratios = tuple(Ratio(re.sub(r"[^a-z0-9]", "", term.lower()).removesuffix("s"),
                         (_side(top), _side(bottom)), found.group(0))
                   for found in RATIO.finditer(body)
                   for term, top, bottom in [found.groups()])
    return SectionFigures(tuple(figures), tuple(clauses), tuple(starts), tuple(steps), ratios,
                          markdown.lstrip().startswith("# "), _content(body), titled)


def _side(text: str) -> frozenset[str]:
    """A ratio's side: its content words and the figures it is ("#2", "#1.8")."""
    figures = {f"#{float(m.group(0).replace(',', '').rstrip(',')):g}"
               for m in SIDE_FIGURE.finditer(text)}
    return _content(text) | figures


def _same(first: float, second: float) -> bool:
    return abs(first - second) <= SAME_FIGURE * max(abs(first), abs(second))


def figure_findings(markdown: str, document: Sequence[str], evidence: str) -> Iterator[Finding]:
    """The checks above for one section against its document's sections (`document`, holding
    this one)."""
    own = figures_of(markdown)
    others = [figures_of(text) for text in document if text != markdown]
    yield from _another_bound(own, others, evidence)
    yield from _one_for_all(own, others, evidence)
    yield from _late_start(own, others, evidence)
    yield from _another_ratio(own, others, evidence)


def _another_bound(own: SectionFigures, others: list[SectionFigures],
                   evidence: str) -> Iterator[Finding]:
    """A bounded figure no clause about the same term elsewhere gives, where one gives
    another: of the introduction and a section, the section is faulted."""
    if own.introduction:
        return
    for figure in own.figures:
        if not figure.bound:
            continue
        theirs = [(other, f) for other in others for f in other.figures
                  if f.unit == figure.unit and f.bound == figure.bound
                  and len(f.words & figure.words) >= SAME_TERM
                  and not (f.labels and figure.labels and f.labels != figure.labels)]
        if theirs and not any(_same(f.value, figure.value) for _, f in theirs):
            said = next((f.said for other, f in theirs if other.introduction), theirs[0][1].said)
            yield Finding(GRAVE, figure.said, f"The section gives {figure.said!r} where "
                          f"another section gives the same term {said!r}.")
            return


def _one_for_all(own: SectionFigures, others: list[SectionFigures],
                 evidence: str) -> Iterator[Finding]:
    for figure in own.figures:
        if not figure.universal:
            continue
        for other in others:
            for unit, values, words in other.clauses:
                if unit == figure.unit and len(values) > 1 and \
                        len(words & figure.words) >= SAME_TERM_UNIVERSAL and \
                        any(not _same(v, figure.value) for v in values):
                    yield Finding(GRAVE, figure.said, f"The section gives {figure.said!r} "
                                  "whatever the case, where another section gives the same "
                                  "term a figure per case.")
                    return


def _late_start(own: SectionFigures, others: list[SectionFigures],
                evidence: str) -> Iterator[Finding]:
    """The document's work (a thing its introduction's heading names: "the close" of "Month-end
    close") started after a business day another section puts a step on."""
    titles = {word for other in others if other.introduction for word in other.title}
    for start, thing in own.starts:
        if thing not in titles:
            continue
        earlier = sorted(day for other in others for day in other.steps if day < start)
        if earlier:
            yield Finding(GRAVE, evidence, f"The section starts the work on business day "
                          f"{start}, where another section puts a step of it on business day "
                          f"{earlier[0]}.")
            return


def _another_ratio(own: SectionFigures, others: list[SectionFigures],
                   evidence: str) -> Iterator[Finding]:
    """Two definitions of a ratio whose sides differ (neither side's words hold the other's):
    the one whose own words fewer other sections use is faulted; both, when they tie."""
    for ratio in own.ratios:
        for other in others:
            for theirs in other.ratios:
                if theirs.term != ratio.term or not any(
                        mine - side and side - mine
                        for mine, side in zip(ratio.sides, theirs.sides, strict=True)):
                    continue
                mine_only = (ratio.sides[0] | ratio.sides[1]) - theirs.sides[0] - theirs.sides[1]
                their_only = (theirs.sides[0] | theirs.sides[1]) - ratio.sides[0] - \
                    ratio.sides[1]
                third = [o.words for o in others if o is not other]
                if _support(mine_only, third) <= _support(their_only, third):
                    yield Finding(GRAVE, ratio.said, f"The section defines {ratio.said!r}, "
                                  f"where another section defines it as {theirs.said!r}.")
                    return


def _support(words: frozenset[str], third: list[frozenset[str]]) -> float:
    """The share of `words` that a third section uses too (beyond the two definitions); a
    figure is not a word the document shares, so a side that differs by its figure alone is
    judged by the words around it."""
    words = frozenset(word for word in words if not word.startswith("#"))
    return sum(any(word in used for used in third) for word in words) / len(words) \
        if words else 1.0
