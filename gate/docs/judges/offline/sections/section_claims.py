"""What a Markdown section claims that another section of its document states otherwise.

A runbook tells one story; a section that contradicts another sends the reader down the wrong
path, however well it reads alone:

| check              | score | the section …                                               |
|--------------------|-------|-------------------------------------------------------------|
| a missing step     | 0.3   | refers to a step of a procedure ("step 5 of Triage") that   |
|                    |       | the procedure's section does not have (it has three)        |
| real time          | 0.3   | calls the data real-time or live where another section      |
|                    |       | gives it (a word of its data in common, or any data when    |
|                    |       | the claim is the introduction's) a refresh every hour, day  |
|                    |       | or night                                                    |
| another threshold  | 0.3   | gives a thing a percentage ("the tolerated gap is 1 %") no  |
|                    |       | other section gives it, where another gives it another      |
| in and out         | 0.3   | includes what another section excludes ("includes banned   |
|                    |       | players", "banned players count towards …" against "banned |
|                    |       | players are excluded"; "including VAT" against "excludes    |
|                    |       | Value Added Tax (VAT)"), or                                 |
|                    |       | excludes what more sections include than exclude, or what   |
|                    |       | another says stays in the data ("voided settlements stay in |
|                    |       | fct_settlements with status voided")                        |

Each section is read once (cached) and compared with the document's other sections, which
`DocumentSections` holds (at most `HELD` of them): linear in the document.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.judges.offline.shared.lexicon import PLUMBING
from gate.docs.seam.score_levels import GRAVE

WORD = lazy_pattern(r"[a-z][a-z0-9_]*")
HEADING = lazy_pattern(r"^#{1,6}\s+(.+?)\s*#*\s*$", re.MULTILINE)
NUMBERED = lazy_pattern(r"^\s*(\d{1,2})[.)]\s+\S", re.MULTILINE)
#: "step 5 of Triage", "step 3 in 'Recovery'", "steps 2 to 4 of the Backfill section".
STEP_OF = lazy_pattern(r"\bsteps? (\d{1,2})(?:\s*(?:to|-|–|and)\s*(\d{1,2}))? (?:of|in|under) "
                       r"(?:the )?[\"'*_`]*([A-Z][\w -]{1,40}?)[\"'*_`]*(?: section| procedure|"
                       r" list)?(?=[\s.,;:)]|$)")
REAL_TIME = lazy_pattern(r"\breal[- ]time\b|\blive data\b|\binstant(?:ly|aneous)?\b|"
                         r"\bup[- ]to[- ]the[- ](?:minute|second)\b", re.IGNORECASE)
REFRESHED = lazy_pattern(r"\b(?:refresh\w*|rebuil\w*|updated?|loaded|runs?|synced|lands?)\b[^.;\n]"
                         r"{0,40}?\b(hourly|daily|nightly|weekly|every (?:\d+ )?(?:hours?|days?|"
                         r"nights?|mornings?))\b|\b(hourly|daily|nightly|weekly)\s+(?:refresh|"
                         r"rebuild|load|update|batch)", re.IGNORECASE)
#: "the tolerated gap is 1 %", "a gap above 0.5 %", "if the gap exceeds 0.5 %".
THRESHOLD = lazy_pattern(r"\b([a-z][a-z-]{2,40})\s+(?:is|of|at|above|over|below|under|exceeds?|"
                         r"exceeding|reaches|tops|beyond)\s+(?:more than |less than |at least |"
                         r"at most |about |roughly )?(\d+(?:\.\d+)?)\s?(?:%|percent\b)")
#: Nouns that name no thing of their own: the word before them does ("refund rate").
GENERIC_NOUNS = frozenset({"rate", "share", "ratio", "percentage", "proportion", "value",
                           "level", "number", "figure", "one", "it", "this", "that", "which",
                           "change", "increase", "decrease", "growth", "drop", "rise"})
#: A word of a thing's name, bounded: a long hyphenated run is no name, and an unbounded word
#: would be read to the run's end from each of its hyphens.
NAME_WORD = r"[a-z][a-z-]{1,40}"
THING = rf"((?:{NAME_WORD} ){{0,2}}{NAME_WORD})"
INCLUDED = lazy_pattern(rf"\b(?:includes?|including|counts?|keeps?)\s+{THING}")
#: The thing before its verb: "planned outages count towards the index".
COUNTED = lazy_pattern(rf"\b{THING} (?:count|counts|are counted|is counted) "
                       r"(?:towards?|in|as part of)\b")
EXCLUDED = lazy_pattern(rf"\b(?:excludes?|excluding|drops?|leaves? out|omits?)\s+{THING}|"
                        rf"\b{THING} (?:are|is) (?:always )?(?:excluded|left out|not counted|"
                        r"dropped)", re.IGNORECASE)
#: A thing said to stay where it is, marked rather than removed: "voided settlements stay in
#: fct_settlements with status voided".
KEPT = lazy_pattern(rf"\b{THING} (?:stay|stays|remain|remains|(?:are|is) (?:kept|retained)) "
                    r"(?:in|on)\b")
#: An acronym included or excluded, alone or after its spelt-out name: "including VAT",
#: "exclude Value Added Tax (VAT)". Read with its case: an acronym is one word of capitals.
ACRONYM_IN = lazy_pattern(r"\b(?:includ(?:es?|ing|ed)|plus)\s+(?:the\s+)?(?:[A-Z][\w-]*\s+){0,4}?"
                          r"\(?([A-Z]{2,6})\)?(?![\w-])")
ACRONYM_OUT = lazy_pattern(r"\b(?:exclud(?:es?|ing|ed)|net of|without)\s+(?:the\s+)?"
                           r"(?:[A-Z][\w-]*\s+){0,4}?\(?([A-Z]{2,6})\)?(?![\w-])")
SCOPE_STOP = frozenset({"the", "a", "an", "all", "any", "them", "it", "those", "these", "so",
                        "that", "from", "in", "on", "of", "to", "and", "or", "with", "when",
                        "which", "who", "as", "only", "every", "each", "both", "its", "their",
                        "our", "up", "for", "at", "by", "but", "also", "too", "they", "is",
                        "are", "be", "not", "no", "one", "rows", "row", "data", "totals"})


@dataclass(frozen=True)
class SectionClaims:
    heading: str
    steps: int  # the highest number of its numbered list, 0 when it has none
    step_refs: tuple[tuple[int, str, str], ...]  # (step, section named, the words)
    real_time: str
    refreshed: str
    whole: bool  # the document's introduction (its one top heading): it speaks for all of it
    words: frozenset[str]
    thresholds: frozenset[tuple[str, float]]
    included: frozenset[str]
    excluded: frozenset[str]
    kept: frozenset[str]  # said to stay in the data, marked rather than removed


def _singular(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") \
        else word


def _scope(phrase: str) -> str:
    """The thing an inclusion names, by its last two words before any glue: "banned players
    so that …" is "banned player"."""
    kept: list[str] = []
    for word in phrase.lower().split():
        if word in SCOPE_STOP:
            break
        kept.append(_singular(word))
    return " ".join(kept[-2:]) if len(kept) >= 2 else ""


@lru_cache(maxsize=4_096)
def claims_of(markdown: str) -> SectionClaims:
    heading = HEADING.search(markdown)
    numbers = [int(n) for n in NUMBERED.findall(markdown)]
    refs = tuple((int(m.group(2) or m.group(1)), m.group(3).strip().lower(), m.group(0))
                 for m in STEP_OF.finditer(markdown))
    body = "\n".join(line for line in markdown.splitlines() if not line.startswith("#"))
    real_time = REAL_TIME.search(body)
    refreshed = REFRESHED.search(body)
    low = markdown.lower()
    thresholds = set()
    for found in THRESHOLD.finditer(low) if "%" in low or "percent" in low else ():
        noun = found.group(1)
        if noun in GENERIC_NOUNS:
            before = low[:found.start()].split()
            noun = f"{before[-1]} {noun}" if before else ""
        if noun:
            thresholds.add((_singular(noun), float(found.group(2))))
    included = {_scope(m.group(1)) for m in INCLUDED.finditer(low)} if "clud" in low or \
        "count" in low or "keep" in low else set()
    included |= {_scope(m.group(1)) for m in COUNTED.finditer(low)} if "count" in low else set()
    excluded = {_scope(m.group(1) or m.group(2)) for m in EXCLUDED.finditer(low)}
    kept = {_scope(m.group(1)) for m in KEPT.finditer(low)} if "ain" in low or "tay" in low \
        or "kept" in low else set()
    included |= set(ACRONYM_IN.findall(body))
    excluded |= set(ACRONYM_OUT.findall(body))
    return SectionClaims(heading.group(1).strip().lower() if heading else "", max(numbers,
                         default=0), refs, real_time.group(0) if real_time else "",
                         refreshed.group(0) if refreshed else "",
                         markdown.lstrip().startswith("# "),
                         frozenset(w.rstrip("s") for w in WORD.findall(body.lower())
                                   if len(w) > 3 and w not in PLUMBING),
                         frozenset(thresholds), frozenset(included - {""}),
                         frozenset(excluded - {""}), frozenset(kept - {""}))


def contradictions(markdown: str, others: Iterable[str], evidence: str) -> Iterator[Finding]:
    """Every check above for one section against its document's other sections."""
    own = claims_of(markdown)
    theirs = [claims_of(text) for text in others]
    yield from _missing_step(own, theirs, evidence)
    yield from _real_time(own, theirs, evidence)
    yield from _threshold(own, theirs, evidence)
    yield from _in_and_out(own, theirs, evidence)


def _missing_step(own: SectionClaims, theirs: list[SectionClaims],
                  evidence: str) -> Iterator[Finding]:
    for step, named, said in own.step_refs:
        target = next((other for other in (*theirs, own) if other.heading == named), None)
        if target is not None and 0 < target.steps < step:
            yield Finding(GRAVE, said, f"The section refers to {said!r}, but that procedure "
                          f"has {target.steps} steps.")
            return


def _real_time(own: SectionClaims, theirs: list[SectionClaims],
               evidence: str) -> Iterator[Finding]:
    if own.real_time and not own.refreshed:
        cadence = next((other.refreshed for other in theirs if other.refreshed and (
            own.whole or own.words & other.words)), "")
        if cadence:
            yield Finding(GRAVE, own.real_time, f"The section calls the data {own.real_time!r}, "
                          f"but another section says it is {cadence!r}.")


def _threshold(own: SectionClaims, theirs: list[SectionClaims],
               evidence: str) -> Iterator[Finding]:
    stated = {pair for other in theirs for pair in other.thresholds}
    for noun, value in sorted(own.thresholds):
        others = sorted(v for n, v in stated if n == noun)
        if others and value not in others:
            yield Finding(GRAVE, evidence, f"The section gives the {noun} {value:g} %, where "
                          f"another section gives it {others[0]:g} %.")
            return


def _in_and_out(own: SectionClaims, theirs: list[SectionClaims],
                evidence: str) -> Iterator[Finding]:
    """A thing this section includes and another excludes. Of one inclusion against one
    exclusion, the inclusion is faulted: an exclusion is where a filter is defined, and the
    section that lets the thing back in is the exception that contradicts it; an exclusion
    is faulted only when more sections include the thing than exclude it, or when another
    says the thing stays in the data: that one says where it lives and how it is marked."""
    for scope in sorted(own.included - own.excluded):
        if any(scope in other.excluded for other in theirs):
            yield Finding(GRAVE, evidence, f"The section includes {_plural(scope)}, which "
                          "another section excludes.")
            return
    for scope in sorted(own.excluded - own.included - own.kept):
        if any(scope in other.kept for other in theirs):
            yield Finding(GRAVE, evidence, f"The section excludes {_plural(scope)}, which "
                          "another section says stay in the data, marked.")
            return
        ins = sum(scope in other.included for other in theirs)
        outs = sum(scope in other.excluded for other in theirs)
        if ins > outs + 1:
            yield Finding(GRAVE, evidence, f"The section excludes {_plural(scope)}, which "
                          "other sections include.")
            return


def _plural(scope: str) -> str:
    """A thing's name as the findings say it: "banned players", an acronym as it is."""
    return scope if scope.isupper() else f"{scope}s"
