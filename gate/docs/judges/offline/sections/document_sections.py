"""A Markdown section read against the other sections of its document.

A document tells one story: where its data comes from, what its terms are, what its
introduction says. A section can read well alone and still contradict the rest:

| check              | score | the section …                                               |
|--------------------|-------|-------------------------------------------------------------|
| another origin     | 0.3   | says its data comes from a system no other section names    |
|                    |       | ("from Change Healthcare"), where the others name another   |
|                    |       | for the same data ("from Waystar")                          |
| a second name      | 0.35  | gives a new name ("are called holds") to what a sibling's   |
|                    |       | glossary defines under another ("**Boarding**: …")          |
| another cadence    | 0.3   | loads its data at another cadence ("every 15 minutes") than  |
|                    |       | the other sections give the same data ("nightly at 02:00")  |
| a repeat           | 0.35  | says nothing a single sibling does not already say (its      |
|                    |       | words are all that sibling's: an overview that repeats the  |
|                    |       | introduction), or nearly nothing two siblings do not        |
| another owner      | 0.3   | names an owner ("X owns …", "owner: X") where the only other |
|                    |       | owner the document names is another                         |
| another time       | 0.3   | has its data arrive at another clock time ("delivered at     |
|                    |       | 05:30") than another section gives it ("finishes by 03:30")  |
| a renamed term     | 0.35  | defines a term in its glossary ("**Trip window** — …") that  |
|                    |       | no other section uses, whose head they always qualify       |
|                    |       | otherwise ("pickup window")                                 |
| a claim at odds    | 0.3   | refers to a step the procedure lacks, calls the data        |
|                    |       | real-time, gives another threshold, or includes what another|
|                    |       | section excludes (`section_claims.py`)                      |
| a figure at odds   | 0.3   | bounds a term by another amount in one unit, gives one      |
|                    |       | figure for every case, starts after a step, or defines a    |
|                    |       | ratio on other sides (`document_figures.py`)                |
| a renamed dimension| 0.35  | slices by a name one word off the code's (`dimension_names`)|
| past the scope     | 0.3   | names a form code beside the one the introduction scopes the|
|                    |       | document to, which no other section names (`document_scope`)|
| another due date   | 0.3   | gives a deadline on another day than the introduction's     |
|                    |       | (`due_dates.py`)                                            |
| a gap filled       | 0.3   | fills a missing value another section leaves empty          |
|                    |       | (`gap_policies.py`)                                         |
| another number     | 0.3   | gives the people another section names a pager or phone     |
|                    |       | number that section does not (`contact_numbers.py`)         |
| a flag forbidden   | 0.3   | runs a command with a flag another section says not to use  |
|                    |       | (`forbidden_flags.py`)                                      |
| a missing referent | 0.3   | sends the reader to a section for what it does not hold     |
|                    |       | (`section_references.py`)                                   |
| another request    | 0.3   | names a role "you requested" that another section has the   |
|                    |       | reader request by another name (`requested_names.py`)       |
| two units          | 0.3   | counts tonnes "in bushels" (`unit_clashes.py`)              |
| another span       | 0.3   | counts a term from one event to another where the section   |
|                    |       | headed by it defines other ends (`defined_spans.py`)        |

Each section is read once (cached); a document's sections are few, and each is compared with
the document's summed words and at most `HELD` sections.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.cross_sections.defined_spans import span_findings
from gate.docs.judges.offline.cross_sections.forbidden_flags import forbidden_flag_findings
from gate.docs.judges.offline.cross_sections.requested_names import requested_name_findings
from gate.docs.judges.offline.cross_sections.section_references import referent_findings
from gate.docs.judges.offline.cross_sections.unit_clashes import unit_clash_findings
from gate.docs.judges.offline.left_open.unnamed_things import named_kinds
from gate.docs.judges.offline.section_figures.document_figures import figure_findings
from gate.docs.judges.offline.section_figures.due_dates import due_date_findings
from gate.docs.judges.offline.section_figures.rate_periods import (
    base_findings,
    denominator_findings,
    rate_findings,
    worked_base_findings,
)
from gate.docs.judges.offline.section_figures.state_thresholds import state_findings
from gate.docs.judges.offline.section_figures.vague_bounds import vague_bound_findings
from gate.docs.judges.offline.sections.contact_numbers import number_findings
from gate.docs.judges.offline.sections.dimension_names import renamed_dimensions
from gate.docs.judges.offline.sections.document_facts import fact_findings
from gate.docs.judges.offline.sections.document_scope import past_the_scope
from gate.docs.judges.offline.sections.drifted_names import drifted_names
from gate.docs.judges.offline.sections.flagged_sums import total_findings
from gate.docs.judges.offline.sections.gap_policies import gap_findings
from gate.docs.judges.offline.sections.section_claims import contradictions
from gate.docs.judges.offline.sections.section_conversions import conversion_findings
from gate.docs.judges.offline.sections.spelt_out import explained_in
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.judges.offline.shared.lexicon import PLUMBING
from gate.docs.seam.score_levels import GRAVE, SERIOUS

WORD = lazy_pattern(r"[a-z][a-z0-9_]*")
STOP = frozenset({"the", "a", "an", "of", "is", "are", "and", "or", "to", "in", "on", "for",
                  "by", "at", "it", "its", "this", "that", "with", "as", "be", "was", "from",
                  "then", "so", "each", "every", "all", "any", "one", "how", "what", "into",
                  "when", "our", "we", "they", "them", "there", "these", "those", "not", "no",
                  "but", "if", "can", "will", "do", "does", "has", "have", "who", "which"})
#: "… arrive from Change Healthcare", "loaded by Fivetran from Epic Clarity".
ORIGIN = lazy_pattern(r"\bfrom (?:the )?((?:[A-Z][\w&-]*)(?: [A-Z][\w&-]*){0,2})")
#: "are called holds", "known as boarders", "referred to as …".
NAMED_AS = lazy_pattern(r"\b(?:(?:is|are) called|(?:is |are )?known as|referred to as|termed) "
                        r"[\"'*`]?([a-z][\w-]*)", re.IGNORECASE)
#: A sentence about data arriving or being rebuilt.
LOADS = lazy_pattern(r"\b(?:refresh\w*|load\w*|sync\w*|arriv\w*|lands?|landed|ingest\w*|"
                     r"reach\w*|pull\w*|flows?|"
                     r"replicat\w*|rebuil\w*|builds?|runs?|drops?|import\w*|deliver\w*|"
                     r"updated?|updates|extract\w*|export\w*|stream\w*)\b", re.IGNORECASE)
#: How often, by the cadence it names.
CADENCES = (
    ("every few minutes", lazy_pattern(r"\bevery \d+ ?(?:min\w*|sec\w*)|\breal[- ]time|\bstreaming|"
                           r"\bcontinuous\w*|\bevery (?:few )?minutes?", re.IGNORECASE)),
    ("hourly", lazy_pattern(r"\bhourly|\bevery (?:\d+ )?hours?\b", re.IGNORECASE)),
    ("daily", lazy_pattern(r"\bnightly|\bdaily|\b(?:every|each) (?:night|day|morning|evening)|"
                           r"\bonce a day|\bat \d{1,2}:\d\d|\bat midnight", re.IGNORECASE)),
    ("weekly", lazy_pattern(r"\bweekly|\b(?:every|each) (?:week|monday|tuesday|wednesday|"
                            r"thursday|friday|saturday|sunday)", re.IGNORECASE)),
    ("monthly", lazy_pattern(r"\bmonthly|\b(?:every|each) month", re.IGNORECASE)),
)
#: Where a sentence's clauses part: a comma, a semicolon, a colon.
CLAUSE = lazy_pattern(r"[,;:]\s")
PARENTHESES = lazy_pattern(r"\([^()]*\)")
#: The words of cadences themselves, which say when and not what.
CADENCE_WORDS = frozenset({"minute", "second", "hour", "hourly", "night", "nightly", "day",
                           "daily", "week", "weekly", "month", "monthly", "morning", "evening",
                           "real", "time", "streaming", "continuous", "continuously", "few",
                           "midnight"})
GLOSSARY = lazy_pattern(r"^\s*(?:[-*]\s+)?\*\*([^*\n]{2,40})\*\*\s*(?::|—|–| - )\s*([^\n]+)",
                        re.MULTILINE)
#: An owner named in a sentence: "Service Planning owns …", "owner: Service Planning",
#: "owned by the Data Platform team".
NAME = r"((?:[A-Z][\w&-]*)(?: (?:[A-Z][\w&-]*|of|and|&))*(?: [A-Z][\w&-]*)?)"
OWNER_AFTER = lazy_pattern(r"\b(?:owners?|owned by|maintained by)\s*(?::|is|are)?\s*(?:the )?"
                           + NAME)
OWNS = lazy_pattern(r"\b(?:owns|maintains)\b")
NAMED = lazy_pattern(NAME)
#: Data arriving at a clock time: "delivered at 05:30", "the load finishes by 03:30",
#: "published at about 14:15".
ARRIVES_AT = lazy_pattern(r"\b(?:deliver\w*|arriv\w*|lands?|landed|finish\w*|complet\w*|"
                          r"available|ready|publish\w*)\s+(?:\w+\s+){0,2}?(?:at|by|before|"
                          r"around)\s+(?:about\s+|around\s+)?(\d{1,2}:\d\d)", re.IGNORECASE)
#: A qualified term: its modifier and its head ("pickup window").
QUALIFIED_TERM = lazy_pattern(r"\b([a-z]{3,})[ -]([a-z]{3,})\b")
#: A section that repeats another has at least this many words of its own, all that other's.
REPEAT_WORDS = 8
REPEATED_SHARE = 0.9
#: A section pieced from two others (a summary of the introduction and a definition) has at
#: least this many words of its own, nearly all theirs.
PIECED_WORDS = 12
PIECED_SHARE = 0.8
#: A second name needs this many of a glossary definition's words around it.
SHARED_DEFINING = 3
HELD = 40
#: A number in figures or words: a fact a section of others' words may add ("takes six hours").
FIGURE = lazy_pattern(r"\b\d+(?:[.,]\d+)?\b|\b(?:two|three|four|five|six|seven|eight|nine|ten|"
                      r"eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand)\b")


def _content(text: str) -> frozenset[str]:
    return frozenset(w.rstrip("s") for w in WORD.findall(text.lower()) if w not in STOP)


@dataclass(frozen=True)
class Section:
    words: frozenset[str]
    origins: tuple[tuple[str, frozenset[str]], ...]  # (system, the words of its sentence)
    named_as: tuple[tuple[str, frozenset[str]], ...]  # (new name, the words of its sentence)
    glossary: tuple[tuple[str, frozenset[str]], ...]  # (term, its definition's words)
    cadences: tuple[tuple[str, frozenset[str]], ...] = ()  # (cadence, its sentence's words)
    owners: frozenset[str] = frozenset()
    arrivals: tuple[tuple[str, frozenset[str]], ...] = ()  # (clock time, its sentence's words)
    pairs: frozenset[tuple[str, str]] = frozenset()  # (modifier, head) of its two-word terms
    figures: frozenset[str] = frozenset()  # its numbers, in figures or words ("six hours")


@lru_cache(maxsize=4_096)
def section_of(markdown: str) -> Section:
    body = "\n".join(line for line in markdown.splitlines() if not line.startswith("#"))
    origins, named, cadences = [], [], []
    for sentence in re.split(r"(?<=[.;!?])\s+", body):
        if LOADS.search(sentence):
            cadences += _cadences_of(sentence)
        for match in ORIGIN.finditer(sentence):
            origins.append((match.group(1), _content(sentence)))
        for match in NAMED_AS.finditer(sentence):
            named.append((match.group(1).lower().rstrip("s"), _content(sentence)))
    glossary = tuple((term.lower(), _content(definition))
                     for term, definition in GLOSSARY.findall(body))
    owners = {_owner(m.group(1)) for m in OWNER_AFTER.finditer(body)}
    owners |= {_owner(before[-1]) for m in OWNS.finditer(body)
               if (before := NAMED.findall(re.split(r"[.;!?]\s|\n", body[:m.start()])[-1]))}
    arrivals = tuple((m.group(1).zfill(5), _content(body)) for m in ARRIVES_AT.finditer(body))
    pairs = frozenset((a, b.rstrip("s")) for a, b in QUALIFIED_TERM.findall(
        body.lower().replace("_", " ")) if a not in STOP)
    figures = frozenset(FIGURE.findall(body.lower()))
    return Section(_content(body), tuple(origins), tuple(named), glossary, tuple(cadences),
                   frozenset(o for o in owners if o), arrivals, pairs, figures)


def _cadences_of(sentence: str) -> list[tuple[str, frozenset[str]]]:
    """Each cadence the sentence gives, with the words it is said of: the sentence's, or,
    where the sentence lists several sources at several cadences ("Omnicell pulls at 00:45,
    PAS at 04:00, eMAR every 15 minutes"), the words of its own clause. The words that name
    a cadence name no data."""
    named = [name for name, pattern in CADENCES if pattern.search(sentence)]
    if len(named) < 2:
        return [(name, _content(sentence)) for name in named]
    found = []
    for clause in CLAUSE.split(PARENTHESES.sub(_kept_apart, sentence)):
        found += [(name, _content(clause) - CADENCE_WORDS) for name, pattern in CADENCES
                  if pattern.search(clause)]
    return found


def _kept_apart(aside: re.Match[str]) -> str:
    """A bracketed aside, its commas kept from splitting the clause it belongs to."""
    return aside.group(0).replace(",", " ").replace(";", " ")


def _owner(name: str) -> str:
    """An owner's name without the words any sentence may start with."""
    words = [w for w in name.split() if w.lower() not in STOP | {"questions", "data", "team"}]
    return " ".join(words).lower()


@dataclass
class DocumentSections:
    """A document's sections, summed: how many sections use each word, the acronyms any of
    them spells out (a reader of one section has the document's glossary), and the
    sections."""

    texts_with: Counter[str] = field(default_factory=Counter)
    sections: list[tuple[str, Section]] = field(default_factory=list)
    explained: set[str] = field(default_factory=set)
    #: The kinds of machinery some section names ("the Fivetran connector").
    named_kinds: set[str] = field(default_factory=set)

    def add(self, markdown: str) -> None:
        section = section_of(markdown)
        self.texts_with.update(section.words)
        self.explained |= explained_in(markdown)
        self.named_kinds |= named_kinds(markdown)
        if len(self.sections) < HELD:
            self.sections.append((markdown, section))

    def findings(self, markdown: str, evidence: str) -> Iterator[Finding]:
        own = section_of(markdown)
        others = [(text, other) for text, other in self.sections if text != markdown]
        yield from self._origin(own, others, evidence)
        yield from _second_name(own, others, evidence)
        yield from _cadence(own, others, evidence)
        yield from _repeat(own, others, evidence)
        yield from _owner_differs(own, others, evidence)
        yield from _arrival_differs(own, others, evidence)
        yield from _renamed_term(own, others, evidence)
        yield from contradictions(markdown, (text for text, _ in others), evidence)
        yield from fact_findings(markdown, [text for text, _ in self.sections], evidence)
        yield from figure_findings(markdown, [text for text, _ in self.sections], evidence)
        yield from state_findings(markdown, [text for text, _ in self.sections])
        yield from rate_findings(markdown, [text for text, _ in self.sections])
        yield from base_findings(markdown, [text for text, _ in self.sections])
        yield from denominator_findings(markdown, [text for text, _ in self.sections])
        yield from worked_base_findings(markdown)
        yield from number_findings(markdown, [text for text, _ in self.sections])
        yield from conversion_findings(markdown, [text for text, _ in self.sections])
        yield from drifted_names(markdown, [text for text, _ in self.sections])
        yield from renamed_dimensions(markdown, [text for text, _ in self.sections], evidence)
        yield from past_the_scope(markdown, [text for text, _ in self.sections], evidence)
        yield from due_date_findings(markdown, [text for text, _ in self.sections], evidence)
        yield from gap_findings(markdown, [text for text, _ in self.sections])
        yield from total_findings(markdown, [text for text, _ in self.sections])
        yield from vague_bound_findings(markdown, [text for text, _ in self.sections])
        yield from forbidden_flag_findings(markdown, [text for text, _ in self.sections])
        yield from referent_findings(markdown, [text for text, _ in self.sections])
        yield from requested_name_findings(markdown, [text for text, _ in self.sections])
        yield from unit_clash_findings(markdown)
        yield from span_findings(markdown, [text for text, _ in self.sections])

    def _used_elsewhere(self, words: frozenset[str], own: Section) -> bool:
        return any(self.texts_with[word] - (word in own.words) > 0 for word in words)

    def _origin(self, own: Section, others: list[tuple[str, Section]],
                evidence: str) -> Iterator[Finding]:
        """A system only this section names, where another section names another system for
        data its sentence shares (a word of the system, or a long word around it)."""
        for system, around in own.origins:
            mine = _content(system)
            for _, other in others:
                for theirs, their_words in other.origins:
                    named = _content(theirs)
                    mine_only, theirs_only = mine - named, named - mine
                    shared = {w for w in (around & their_words) - mine - named
                              if len(w) > 3 and w not in PLUMBING}
                    if mine_only and theirs_only and (mine & named or shared) and \
                            not self._used_elsewhere(mine_only, own) and \
                            self._used_elsewhere(theirs_only, other):
                        yield Finding(GRAVE, evidence, f"The section says its data comes from "
                                      f"{system}, which no other section names; another "
                                      f"says {theirs}.")
                        return


def _second_name(own: Section, others: list[tuple[str, Section]],
                 evidence: str) -> Iterator[Finding]:
    for name, around in own.named_as:
        for _, other in others:
            for term, defining in other.glossary:
                if name not in term and len(around & defining) >= SHARED_DEFINING and \
                        term.rstrip("s") not in own.words:
                    yield Finding(SERIOUS, evidence, f"The section calls '{name}' what the "
                                  f"document's glossary defines as '{term}'.")
                    return


def _cadence(own: Section, others: list[tuple[str, Section]],
             evidence: str) -> Iterator[Finding]:
    """A cadence for loading data that the sections about the same data (a shared system or
    long word in the sentence) never give, where they agree on another."""
    for cadence, around in own.cadences:
        theirs = {other_cadence for _, other in others
                  for other_cadence, their_words in other.cadences
                  if {w for w in around & their_words if len(w) > 3 and w not in PLUMBING}}
        if len(theirs) == 1 and cadence not in theirs:
            yield Finding(GRAVE, evidence, f"The section loads its data {cadence}, where the "
                          f"other sections about the same data say {next(iter(theirs))}.")
            return


def _repeat(own: Section, others: list[tuple[str, Section]],
            evidence: str) -> Iterator[Finding]:
    if len(own.words) < REPEAT_WORDS:
        return
    for _, other in others:
        if len(other.words) > len(own.words) and \
                len(own.words & other.words) >= REPEATED_SHARE * len(own.words):
            yield Finding(SERIOUS, evidence, "Every word of the section is already in another "
                          "section: it repeats it and adds nothing.")
            return
    if len(own.words) < PIECED_WORDS:
        return
    # a shorter section whose words are nearly all this one's is a copy of it: the copy is
    # at fault, not the section it was made from
    pieces = [other for _, other in others
              if len(other.words & own.words) < REPEATED_SHARE * len(other.words)]
    for first, second in combinations(pieces, 2):
        if len(own.words & (first.words | second.words)) >= PIECED_SHARE * len(own.words) \
                and own.figures <= first.figures | second.figures:  # a figure of its own
            yield Finding(SERIOUS, evidence, "The section is pieced together from two other "
                          "sections' words: it repeats them and adds nothing.")
            return


def _owner_differs(own: Section, others: list[tuple[str, Section]],
                   evidence: str) -> Iterator[Finding]:
    """An owner no other section names, where the others name exactly one other owner."""
    theirs = {owner for _, other in others for owner in other.owners}
    mine = own.owners - theirs
    if mine and own.owners == mine and len(theirs) == 1:
        yield Finding(GRAVE, evidence, f"The section names {sorted(mine)[0]} as the owner, "
                      f"where another section names {next(iter(theirs))}.")


def _arrival_differs(own: Section, others: list[tuple[str, Section]],
                     evidence: str) -> Iterator[Finding]:
    """A clock time the data arrives at that no other section gives, where a section about
    the same data (a long word in common) gives one other time."""
    mine = {clock for clock, _ in own.arrivals}
    for clock, around in own.arrivals:
        theirs = {their_clock for _, other in others for their_clock, _ in other.arrivals
                  if {w for w in around & other.words if len(w) > 3 and w not in PLUMBING}}
        if len(theirs) == 1 and not theirs & mine:
            yield Finding(GRAVE, evidence, f"The section has the data arrive at {clock}, where "
                          f"another section says {next(iter(theirs))}.")
            return


def _renamed_term(own: Section, others: list[tuple[str, Section]],
                  evidence: str) -> Iterator[Finding]:
    """A two-word term the section's glossary defines that no other section uses, whose head
    the other sections use under another modifier: one thing under two names."""
    used = {pair for _, other in others for pair in other.pairs}
    for term, _ in own.glossary:
        words = term.split()
        if len(words) != 2:
            continue
        modifier, head = words[0], words[1].rstrip("s")
        if (modifier, head) in used:
            continue
        elsewhere = sorted(m for m, h in used if h == head and m != modifier)
        if elsewhere:
            yield Finding(SERIOUS, evidence, f"The glossary defines '{term}', a term no other "
                          f"section uses; they call it '{elsewhere[0]} {head}'.")
            return
