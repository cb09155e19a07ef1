"""Facts a Markdown section states that another section of its document states otherwise.

Each section is read once (cached) for the facts a reader would carry from one section to the
next, by their form rather than by any domain's words, and compared with the document's other
sections (which `DocumentSections` caps, in document order):

| check                 | score | the section …                                               |
|-----------------------|-------|-------------------------------------------------------------|
| another spelling      | 0.3   | quotes a value (`'off_peak'`) another section spells        |
|                       |       | otherwise (off-peak): a filter copied from one misses rows  |
| another day basis     | 0.3   | counts N calendar days where another counts N business days |
| the sign turned       | 0.3   | adds to a term what another section subtracts from it, where|
|                       |       | that section shows its arithmetic in figures                |
| another clock         | 0.3   | puts a thing in local time (or with daylight saving) where  |
|                       |       | another section about it gives a fixed zone (AEST, UTC)     |
| another figure        | 0.3   | gives a named term ("Peak Saver", `whale`, a column held to |
|                       |       | a figure bare: "(fat_pct >= 4.5)") a figure another section |
|                       |       | gives otherwise; a table's row stands against prose         |
| another naming rule   | 0.3   | names a kind of thing with a prefix (`mart_<team>`) another |
|                       |       | section gives otherwise (fct_ or dim_)                      |
| into production       | 0.3   | tells the reader to work in production (`--target prod`)   |
|                       |       | where another section keeps that work in dev first or only  |
| defined twice         | 0.3   | defines a term (`*job* is`, `**Leg**:`) in other words than |
|                       |       | another section's definition of it                          |
| another grain         | 0.3   | counts or sums a quantity per a thing ("per customer") where|
|                       |       | the other sections about it agree on another ("per premise")|
| a repeat              | 0.35  | repeats, as half or more of its sentences, sentences a      |
|                       |       | longer section already gives                                |
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.judges.offline.shared.lexicon import PLUMBING
from gate.docs.seam.score_levels import GRAVE, SERIOUS

#: A value quoted or in code with a separator in it: `'off_peak'`, `"past-due"`.
QUOTED_VALUE = lazy_pattern(r"[`'\"]([a-z][a-z0-9]*(?:[_-][a-z0-9]+)+)[`'\"]", re.IGNORECASE)
#: Any word with a separator in it: off-peak, past_due.
SEPARATED = lazy_pattern(r"(?<![#@/.\w-])([a-z][a-z0-9]*(?:[_-][a-z0-9]+)+)\b(?![/.]\w)",
                         re.IGNORECASE)
#: "20 business days", "the 20th calendar day", "5 working days".
DAY_BASIS = lazy_pattern(r"\b(\d{1,3})(?:st|nd|rd|th)?\s+(business|working|calendar)\s+days?\b",
                         re.IGNORECASE)
#: "added to `gross`", "subtracted from gross amount": the operation and its term.
ADDED = lazy_pattern(r"\b(?:added to|adds? (?:it |them )?to|plus)\s+(?:the\s+)?(`[^`]+`|[a-z]\w*)",
                     re.IGNORECASE)
SUBTRACTED = lazy_pattern(r"\b(?:subtracted from|deducted from|taken off|netted (?:off|against)|"
                          r"minus)\s+(?:the\s+)?(`[^`]+`|[a-z]\w*)", re.IGNORECASE)
#: A zone fixed all year: UTC, GMT, or an abbreviation of a standard or daylight time (AEST,
#: EDT) where it reads as one: after a clock time ("06:00 AEST") or the word time.
ABBREVIATED = r"[A-Z]{1,3}[SD]T"
FIXED_ZONE = lazy_pattern(rf"\b(?:UTC|GMT)\b(?![+-]\d)|(?<=\d\d:\d\d )(?:{ABBREVIATED})\b|"
                          rf"(?<=time, )(?:{ABBREVIATED})\b|(?<=time \()(?:{ABBREVIATED})\b")
#: A clock that moves: local time, a region's zone name, daylight saving.
MOVING_ZONE = lazy_pattern(r"(?i:\blocal time\b)|\b[A-Z][a-z]+/[A-Z][a-z_]+\b|"
                           r"(?i:\bdaylight saving\b(?! (?:does not|doesn't|is not|never)))")
NO_DAYLIGHT = lazy_pattern(r"\b(?:no|without|ignor\w*|not)\b[^.;\n]{0,20}\bdaylight saving\b",
                           re.IGNORECASE)
SENTENCE = lazy_pattern(r"(?<=[.;!?])\s+|\n+")
WORD = lazy_pattern(r"[a-z][a-z0-9]+")
STOP = frozenset({"the", "and", "for", "are", "is", "its", "this", "that", "with", "from",
                  "into", "each", "every", "any", "all", "not", "but", "was", "were", "has",
                  "have", "been", "when", "then", "than", "also", "only", "use", "uses",
                  "used", "follow", "follows"})
#: "per premise", "for each account": the thing a sentence counts or sums in.
PER = lazy_pattern(r"\b(?:per|for each|for every|by each)\s+(?:[\d.]+[- ]?)?([a-z][a-z-]+)",
                   re.IGNORECASE)
#: Units of time and measure: a window or a rate, not the thing counted.
NOT_A_THING = frozenset({
    "second", "minute", "hour", "day", "week", "month", "quarter", "year", "night", "morning",
    "interval", "period", "cycle", "run", "load", "batch", "row", "record", "line", "time",
    "cent", "dollar", "euro", "unit", "kwh", "kw", "mwh", "kg", "km", "litre", "liter", "mile",
    "gram", "hundred", "thousand", "million", "percent", "the", "a", "an", "each",
    "calendar", "business", "working", "weekday", "weekend", "half-hour", "half", "hr"})
#: A named term and the first figure after it in its clause: "Peak Saver customers are paid
#: $1.00", "`whale` (USD 100 or more)", "**Grace period**: 14 days".
FIGURE = r"[$€£]?\s?(?<![\d.:/-])(\d+(?:\.\d+)?)(?![\d:/.-]?\d)"
TERM_FIGURE = lazy_pattern(
    r"(`[^`\n]+`|\*\*[^*\n]+\*\*|\b[A-Z][a-z]+(?: [A-Z][a-z]+)+|\b[A-Z]{2,}(?:_[A-Z]+)+)"
    rf"(?:[^.;:\n\d`|]{{0,40}}?[:(]?\s*(?:[A-Z]{{3}}\s)?){FIGURE}")
#: A column held to a figure in code without backticks: "(appointment_fte = 1.0)".
COMPARED = lazy_pattern(rf"(?<![\w`.])([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\s*(?:[<>]=?|==?|!=|≥|≤)\s*"
                        rf"{FIGURE}")
#: A sentence that defines a one-word term by a figure: "Whales are the top 1 % of players".
DEFINED_BY_FIGURE = lazy_pattern(rf"(?:^|(?<=[.!?]\s))([A-Z][a-z]{{2,}}) (?:is|are|means)\b"
                                 rf"[^.;\n\d]{{0,40}}?{FIGURE}", re.MULTILINE)
TABLE_ROW = lazy_pattern(r"^\s*\|(.+)\|\s*$", re.MULTILINE)
#: A naming rule: "Staging models are named stg_<source>__<table>", "marts are fct_ or dim_",
#: "name staging models staging_<table>". The thing, then its patterns.
PATTERN = r"[a-z][a-z0-9]*_(?:[\w<>]*)"
NAMING = lazy_pattern(
    rf"\b(?:([a-z]+(?: [a-z]+)?) (?:are|is) (?:named |called |prefixed (?:with )?)?|name "
    rf"(?:the |all )?([a-z]+(?: [a-z]+)?) )({PATTERN}(?:,? (?:or|and) {PATTERN})*)",
    re.IGNORECASE)
#: A sentence this long (in content words) can be a repeat; shorter ones are headings' glue.
REPEAT_WORDS = 6
#: An instruction to work in production: `--target prod`, "backfill directly in prod".
IN_PRODUCTION = lazy_pattern(r"--target[ =]prod\w*|\b(?:directly|straight) (?:in|into|to|on) "
                             r"prod(?:uction)?\b", re.IGNORECASE)
#: A rule that keeps the reader's work out of production: "a dev target first", "can write
#: only to your dev schema", "never in prod".
DEV_FIRST = lazy_pattern(r"\bonly\b[^.;\n]{0,40}\bdev\w*|\bdev\w*\b[^.;\n]{0,30}\bfirst\b|"
                         r"\bnever\b[^.;\n]{0,40}\bprod(?:uction)?\b", re.IGNORECASE)
#: A term set in emphasis and defined: "A *job* is …", "**Leg**: …".
DEFINED_TERM = lazy_pattern(r"\*{1,2}([A-Za-z][\w -]{1,40}?)\*{1,2}\s*(?:is|are|means|:|—|–)\s+"
                            r"([^\n]+)")
LINKED = lazy_pattern(r"\]\(|https?://")
#: Two sentences are about the same quantity when they share this many long words.
SHARED_TOPIC = 2
#: A heading that says the section sets the document's facts: the others are read against it.
REFERENCE = lazy_pattern(r"\b(?:definitions?|glossary|timeline|schedule|deadlines?|thresholds?|"
                         r"terms|reference|rules|calendar|key facts)\b",
                         re.IGNORECASE)
REPEAT_SHARE = 0.8


def _words(text: str) -> frozenset[str]:
    return frozenset(w.rstrip("s") for w in WORD.findall(text.lower()) if w not in STOP)


@dataclass(frozen=True)
class SectionFacts:
    quoted: frozenset[str]  # values quoted with a separator, as spelt
    spelt: frozenset[str]  # every word with a separator, as spelt
    days: frozenset[tuple[str, str]]  # (number, basis)
    added: frozenset[str]
    subtracted: frozenset[str]
    figured: bool  # the section shows arithmetic in figures (a worked example)
    fixed_zones: tuple[tuple[str, frozenset[str]], ...]  # (zone, its sentence's long words)
    counted_in: tuple[tuple[frozenset[str], frozenset[str]], ...]  # (per-things, long words)
    figures: frozenset[tuple[str, float]]  # (a named term's key, the figure it is given)
    tabled: frozenset[str]  # the terms whose figures come from a table row
    names: frozenset[tuple[str, frozenset[str]]]  # (a kind of thing, the prefixes it is given)
    in_production: str  # an instruction to work in production, "" when none
    dev_first: bool  # a rule that keeps work out of production
    defined: frozenset[tuple[str, frozenset[str]]]  # (a term it defines, the definition's words)
    moving: tuple[tuple[str, frozenset[str]], ...]
    sentences: tuple[frozenset[str], ...]  # each sentence's content words
    size: int  # the section's content words
    reference: bool  # its heading says it is where the document's facts are set


def _term(found: str) -> str:
    return found.strip("`").lower()


@lru_cache(maxsize=4_096)
def facts_of(markdown: str) -> SectionFacts:
    body = "\n".join(line for line in markdown.splitlines() if not line.lstrip().startswith("#"))
    fixed, moving, counted = [], [], []
    for sentence in SENTENCE.split(body):
        around = frozenset(w for w in _words(sentence) if len(w) > 3 and w not in PLUMBING)
        things = frozenset(_thing(m.group(1)) for m in PER.finditer(sentence)) - NOT_A_THING
        if things:
            counted.append((things, around - things))
        no_daylight = NO_DAYLIGHT.search(sentence) is not None
        fixed += [(m.group(0), around) for m in FIXED_ZONE.finditer(sentence)]
        if not no_daylight:
            moving += [(m.group(0), around) for m in MOVING_ZONE.finditer(sentence)]
    # a link given again is a reference to the same place, not a fact restated
    sentences = tuple(words for s in SENTENCE.split(body)
                      if not LINKED.search(s) and len(words := _words(s)) >= REPEAT_WORDS)
    return SectionFacts(
        frozenset(m.group(1) for m in QUOTED_VALUE.finditer(body)),
        frozenset(m.group(1) for m in SEPARATED.finditer(body)),
        frozenset((m.group(1), "business" if m.group(2).lower() == "working"
                   else m.group(2).lower()) for m in DAY_BASIS.finditer(body)),
        frozenset(_term(m.group(1)) for m in ADDED.finditer(body)),
        frozenset(_term(m.group(1)) for m in SUBTRACTED.finditer(body)),
        bool(re.search(r"\d\s*[×x*+\u2212-]\s*\d|=\s*\d", body)),
        tuple(fixed), tuple(counted), *_figures(body), _naming(body),
        production.group(0) if (production := IN_PRODUCTION.search(body)) else "",
        DEV_FIRST.search(body) is not None,
        frozenset((_term_key(term), _words(definition))
                  for term, definition in DEFINED_TERM.findall(body)) if "*" in body
        else frozenset(), tuple(moving),
        sentences, len(_words(body)),
        bool(REFERENCE.search(markdown.lstrip().partition("\n")[0])))


def _thing(word: str) -> str:
    word = word.lower()
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") \
        else word


def _key(value: str) -> str:
    return re.sub(r"[_-]", "", value.lower())


def _term_key(term: str) -> str:
    key = re.sub(r"[^a-z0-9]", "", term.lower())
    return key[:-1] if len(key) > 3 and key.endswith("s") and not key.endswith("ss") else key


def _naming(body: str) -> frozenset[tuple[str, frozenset[str]]]:
    """Each naming rule's thing (its words, singular: "staging model") and prefixes."""
    rules = set()
    for found in NAMING.finditer(body) if "_" in body else ():
        words = [w for w in (found.group(1) or found.group(2)).lower().split()
                 if w not in ("the", "all", "a", "an")]
        thing = " ".join([*words[:-1], _term_key(words[-1])]) if words else ""
        prefixes = frozenset(p.split("_")[0] + "_" for p in re.findall(PATTERN, found.group(3)))
        rules.add((thing, prefixes))
    return frozenset(rules)


def _figures(body: str) -> tuple[frozenset[tuple[str, float]], frozenset[str]]:
    """Each named term's figure: from a table's rows (its first cell and first figure), and
    from prose (a name, then the first figure of its clause)."""
    figures: set[tuple[str, float]] = set()
    tabled: set[str] = set()
    rows = TABLE_ROW.findall(body) if "|" in body else []
    for row in rows:
        cells = [cell.strip().strip("*`") for cell in row.split("|")]
        figure = next((m for cell in cells[1:] if (m := re.fullmatch(FIGURE, cell))), None)
        if cells and cells[0] and figure is not None:
            tabled.add(_term_key(cells[0]))
            figures.add((_term_key(cells[0]), float(figure.group(1))))
    prose = TABLE_ROW.sub(" ", body) if rows else body
    for found in (*TERM_FIGURE.finditer(prose), *DEFINED_BY_FIGURE.finditer(prose),
                  *COMPARED.finditer(prose)):
        figures.add((_term_key(found.group(1)), float(found.group(2))))
    return frozenset(figures), frozenset(tabled)


def fact_findings(markdown: str, document: Sequence[str], evidence: str) -> Iterator[Finding]:
    """The checks above for one section against its document's sections (`document`, in
    order, holding this one)."""
    own = facts_of(markdown)
    others = [facts_of(text) for text in document if text != markdown]
    yield from _spelling(own, others, evidence)
    yield from _day_basis(own, others, evidence)
    yield from _sign(own, others, evidence)
    yield from _clock(own, others, evidence)
    yield from _repeat(own, others, evidence)
    yield from _counted_in(own, others, evidence)
    yield from _figure_differs(own, others, evidence)
    yield from _naming_differs(own, others, evidence)
    yield from _production(own, others, evidence)
    yield from _defined_twice(own, others, evidence)


def _spelling(own: SectionFacts, others: list[SectionFacts], evidence: str) -> Iterator[Finding]:
    for value in sorted(own.quoted):
        other = next((spelt for facts in others for spelt in sorted(facts.spelt)
                      if _key(spelt) == _key(value) and spelt.lower() != value.lower()), None)
        if other is not None:
            yield Finding(GRAVE, value, f"The section spells the value '{value}' where another "
                          f"section spells it '{other}': a filter copied from one misses the "
                          "other.")
            return


def _day_basis(own: SectionFacts, others: list[SectionFacts],
               evidence: str) -> Iterator[Finding]:
    """A section that sets the document's facts (its heading says so) stands."""
    if own.reference:
        return
    theirs = {pair for facts in others for pair in facts.days}
    for number, basis in sorted(own.days):
        other = next((b for n, b in sorted(theirs) if n == number and b != basis), None)
        if other is not None:
            yield Finding(GRAVE, evidence, f"The section counts {number} {basis} days where "
                          f"another section counts {number} {other} days.")
            return


def _sign(own: SectionFacts, others: list[SectionFacts], evidence: str) -> Iterator[Finding]:
    """Of two sections that add and subtract the same term, the one without figures is faulted:
    a worked example's arithmetic is what the reader can check."""
    if own.figured:
        return
    for mine, theirs, said in ((own.added, "subtracted", "adds to"),
                               (own.subtracted, "added", "subtracts from")):
        for term in sorted(mine):
            if any(term in getattr(facts, theirs) and facts.figured for facts in others):
                yield Finding(GRAVE, evidence, f"The section {said} {term}, where another "
                              f"section's worked figures have it {theirs}.")
                return


def _clock(own: SectionFacts, others: list[SectionFacts], evidence: str) -> Iterator[Finding]:
    for zone, around in own.moving:
        other = next((fixed for facts in others for fixed, theirs in facts.fixed_zones
                      if around & theirs), None)
        if other is not None and not any(z == other for z, _ in own.fixed_zones):
            yield Finding(GRAVE, evidence, f"The section gives {zone!r}, a clock that moves, "
                          f"where another section about the same thing gives {other}.")
            return


def _repeat(own: SectionFacts, others: list[SectionFacts], evidence: str) -> Iterator[Finding]:
    """Sentences a longer section already gives: of two sections that share them, the shorter
    is the copy (a restatement holds less than the section it restates)."""
    theirs = [words for facts in others if facts.size > own.size for words in facts.sentences]
    if not own.sentences or not theirs:
        return
    repeated = sum(any(len(mine & other) >= REPEAT_SHARE * max(len(mine), len(other))
                       for other in theirs) for mine in own.sentences)
    if repeated * 2 >= len(own.sentences):
        yield Finding(SERIOUS, evidence, "The section repeats what a longer section already "
                      "says: a second copy drifts from the first when one is changed.")


def _counted_in(own: SectionFacts, others: list[SectionFacts],
                evidence: str) -> Iterator[Finding]:
    """A sentence that counts or sums per things no other section about the same quantity
    (two long words in common) uses, where those sections agree on one other thing."""
    for mine, around in own.counted_in:
        theirs = {thing for facts in others for things, words in facts.counted_in
                  if len(around & words) >= SHARED_TOPIC for thing in things}
        if len(theirs) == 1 and not mine & theirs:
            yield Finding(GRAVE, evidence, f"The section counts per {sorted(mine)[0]} where "
                          f"the other sections about the same quantity count per "
                          f"{next(iter(theirs))}.")
            return


def _figure_differs(own: SectionFacts, others: list[SectionFacts],
                    evidence: str) -> Iterator[Finding]:
    """A named term given a figure no other section gives it, where another gives it one: a
    table's figure stands against prose."""
    for key, value in sorted(own.figures):
        mine = {v for k, v in own.figures if k == key}
        theirs = {v for facts in others for k, v in facts.figures if k == key
                  if not (key in own.tabled and key not in facts.tabled)}
        if theirs and not mine & theirs:
            yield Finding(GRAVE, evidence, f"The section gives {key!r} the figure {value:g}, "
                          f"where another section gives it {sorted(theirs)[0]:g}.")
            return


def _naming_differs(own: SectionFacts, others: list[SectionFacts],
                    evidence: str) -> Iterator[Finding]:
    """A kind of thing named with a prefix no other section gives it, where another section,
    with as many naming rules or more (the document's list of them, not one aside), gives it
    others."""
    for thing, prefixes in sorted(own.names, key=lambda rule: rule[0]):
        theirs = {p for facts in others if len(facts.names) >= len(own.names)
                  for t, given in facts.names if t == thing for p in given}
        if theirs and not prefixes & theirs:
            yield Finding(GRAVE, evidence, f"The section names {thing}s {sorted(prefixes)[0]}…, "
                          f"where another section names them {sorted(theirs)[0]}….")
            return


def _production(own: SectionFacts, others: list[SectionFacts],
                evidence: str) -> Iterator[Finding]:
    if own.in_production and not own.dev_first and any(facts.dev_first for facts in others):
        yield Finding(GRAVE, own.in_production, f"The section says {own.in_production!r}, "
                      "where another section keeps this work out of production (a dev target "
                      "first, or dev only).")


def _defined_twice(own: SectionFacts, others: list[SectionFacts],
                   evidence: str) -> Iterator[Finding]:
    """A term this section defines that another section defines in other words (fewer than
    half of the shorter definition's words in common): two definitions of one term."""
    for term, words in sorted(own.defined, key=lambda pair: pair[0]):
        for facts in others:
            theirs = next((w for t, w in facts.defined if t == term), None)
            if theirs is not None and \
                    len(words & theirs) * 2 < min(len(words), len(theirs)):
                yield Finding(GRAVE, evidence, f"The section defines {term!r} otherwise than "
                              "another section does: two definitions of one term.")
                return
