"""A due date a Markdown section gives that its document's introduction gives otherwise.

A runbook's introduction says when its work is due ("the returns are due on WD10", "due by
the end of the following month"); a later section that gives another day ("| Due | WD12 |",
"the deadline is the 15th of the following month") leaves a reader with two deadlines, and
the later one is the one a late submission is planned against.

| check            | score | the section …                                                |
|------------------|-------|--------------------------------------------------------------|
| another due date | 0.3   | gives a due date or deadline on another business day of the  |
|                  |       | month, or another day of the month, than the introduction   |
|                  |       | (its top heading, or a Purpose / Overview / Introduction     |
|                  |       | section), with no day in common                              |

| another day than | 0.3   | puts a thing on a business day or a day of the month (in    |
| the schedule     |       | digits or in words: "the first business day") where the     |
|                  |       | document's Schedule (Timeline, Calendar) section gives a    |
|                  |       | thing named by a word of it ("WET export: the 5th") another |
|                  |       | day, and none in common; the schedule stands                |

A due date is read by its form only: a clause with "due" or "deadline" in it (or a table's
column headed so) and a day in it, a business day (`WD10`, "working day 10", "the 3rd business
day") or a day of the month ("the 15th", "the end of the following month"). Days of the two
kinds are never compared with each other, and a duration ("within 5 business days") is no day.
Each section is read once (cached); a document's sections are few.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.seam.score_levels import GRAVE

DUE = lazy_pattern(r"\b(?:due|deadlines?)\b", re.IGNORECASE)
#: A business day of the month: "WD10", "BD 3", "working day 10", "the 3rd business day".
BUSINESS_DAY = lazy_pattern(r"\b(?:WD|BD) ?(\d{1,2})\b|\b(?:working|business) day (\d{1,2})\b|"
                            r"\b(\d{1,2})(?:st|nd|rd|th) (?:working|business) day\b",
                            re.IGNORECASE)
#: A day of the month: "the 15th (of the following month)", "the end of the following month".
MONTH_DAY = lazy_pattern(r"\bthe (\d{1,2})(?:st|nd|rd|th)\b(?! (?:working|business|calendar) )|"
                         r"\b(end) of (?:the )?(?:(?:following|next|same|each|every|calendar) )?"
                         r"month\b|\b(last) (?:calendar )?day of (?:the )?(?:following |next )?"
                         r"month\b", re.IGNORECASE)
#: The headings of a section that introduces its document, beside the one top heading.
INTRODUCING = frozenset({"purpose", "overview", "introduction", "about", "summary"})
CLAUSE = lazy_pattern(r"(?<=[.;!?])\s+|\n")
KINDS = {"business day": "business day ", "day of the month": "day "}


@dataclass(frozen=True)
class DueDates:
    introduction: bool
    #: (kind, day): ("business day", "10"), ("day of the month", "15" or "end")
    days: frozenset[tuple[str, str]]


def _days(clause: str) -> set[tuple[str, str]]:
    found = {("business day", next(g for g in m.groups() if g))
             for m in BUSINESS_DAY.finditer(clause)}
    found |= {("day of the month", "end" if (m.group(2) or m.group(3)) else m.group(1))
              for m in MONTH_DAY.finditer(clause)}
    return found


def _table_days(lines: list[str]) -> set[tuple[str, str]]:
    """The days in a table's columns headed "Due" or "Deadline"."""
    rows = [[cell.strip() for cell in line.strip().strip("|").split("|")]
            for line in lines if line.lstrip().startswith("|")]
    if not rows:
        return set()
    columns = [i for i, cell in enumerate(rows[0]) if DUE.search(cell)]
    return {day for row in rows[1:] for i in columns if i < len(row) for day in _days(row[i])}


@lru_cache(maxsize=4_096)
def due_dates_of(markdown: str) -> DueDates:
    lines = markdown.splitlines()
    heading = next((line for line in lines if line.startswith("#")), "")
    title = re.sub(r"^#+\s*(?:\d+[.)]\s*)?", "", heading).strip().lower()
    introduction = heading.startswith("# ") or title in INTRODUCING
    if not DUE.search(markdown):
        return DueDates(introduction, frozenset())
    body = [line for line in lines if not line.startswith("#")]
    days = _table_days(body)
    prose = "\n".join(line for line in body if not line.lstrip().startswith("|"))
    for clause in CLAUSE.split(prose):
        if DUE.search(clause):
            days |= _days(clause)
    return DueDates(introduction, frozenset(days))


def _shown(days: frozenset[tuple[str, str]], kind: str) -> str:
    return ", ".join(KINDS[kind] + day for k, day in sorted(days) if k == kind)


def due_date_findings(markdown: str, document: Sequence[str],
                      evidence: str) -> Iterator[Finding]:
    """A due date of the section, of a kind the introduction also gives, that shares no day
    with the introduction's: the introduction sets the document's facts and stands. And a day
    the section puts a thing on that the document's schedule gives otherwise."""
    yield from _unscheduled_day(markdown, document, evidence)
    own = due_dates_of(markdown)
    if own.introduction or not own.days:
        return
    for text in document:
        other = due_dates_of(text)
        if text == markdown or not other.introduction or not other.days:
            continue
        for kind in KINDS:
            mine = {d for d in own.days if d[0] == kind}
            theirs = {d for d in other.days if d[0] == kind}
            if mine and theirs and not mine & theirs:
                yield Finding(GRAVE, evidence, f"The section gives the due date as "
                              f"{_shown(own.days, kind)}, where the document's introduction "
                              f"gives {_shown(other.days, kind)}.")
                return


#: A day of the month, in any of the forms a schedule gives it: "WD3", "business day 3", "the
#: 3rd business day", "the first business day", "the 5th".
ORDINALS = {"first": "1", "second": "2", "third": "3", "fourth": "4", "fifth": "5",
            "sixth": "6", "seventh": "7", "eighth": "8", "ninth": "9", "tenth": "10"}
ANY_DAY = lazy_pattern(r"\b(?:WD|BD) ?(\d{1,2})\b|\b(?:working|business) day (\d{1,2})\b|"
                       r"\b(\d{1,2})(?:st|nd|rd|th) (?:working|business) day\b|"
                       r"\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth) "
                       r"(?:working|business) day\b|"
                       r"\bthe (\d{1,2})(?:st|nd|rd|th)\b(?! (?:working|business|calendar) )",
                       re.IGNORECASE)
#: A section that is the document's schedule: what runs when.
SCHEDULE = lazy_pattern(r"\b(?:schedule|timeline|calendar|timetable)\b", re.IGNORECASE)
THING_WORD = lazy_pattern(r"[a-z][a-z0-9]{3,}")
#: Words that name no thing a schedule puts on a day: the calendar's, and a step's glue.
NOT_A_THING = frozenset({
    "that", "this", "with", "from", "into", "each", "every", "then", "than", "also", "only",
    "their", "they", "them", "which", "what", "when", "will", "must", "should", "after",
    "before", "until", "about", "within", "under", "over", "once", "whole", "morning", "night",
    "evening", "month", "months", "monthly", "week", "weeks", "weekly", "year", "years", "days",
    "business", "working", "calendar", "first", "second", "third", "fourth", "fifth", "sixth",
    "seventh", "eighth", "ninth", "tenth", "runs", "start", "starts", "does", "done"})


def _day_of(match: re.Match[str]) -> tuple[str, str]:
    if match.group(5):
        return ("day of the month", match.group(5))
    said = next(g for g in match.groups()[:4] if g)
    return ("business day", ORDINALS.get(said.lower(), said))


def _things(text: str) -> frozenset[str]:
    """The words of a clause that may name a thing, a plural read as its word ("closes" and
    "close", "exports" and "export" are one; "stock" and "stocktake" are two)."""
    return frozenset(w.removesuffix("s") for w in THING_WORD.findall(text.lower())
                     if w not in NOT_A_THING)


@lru_cache(maxsize=4_096)
def scheduled_days_of(markdown: str) -> tuple[bool, tuple[tuple[frozenset[tuple[str, str]],
                                                                 frozenset[str]], ...]]:
    """(whether the section is the document's schedule, (its days, its thing words) for each
    clause that gives a day); a clause's thing words include its section's heading's."""
    lines = markdown.splitlines()
    heading = next((line.lstrip("#").strip() for line in lines if line.startswith("#")), "")
    body = "\n".join(line for line in lines if not line.startswith("#"))
    titled = _things(heading)
    found = []
    for clause in CLAUSE.split(body):
        days = frozenset(_day_of(m) for m in ANY_DAY.finditer(clause))
        if days:
            found.append((days, _things(clause) | titled))
    return SCHEDULE.search(heading) is not None, tuple(found)


def _unscheduled_day(markdown: str, document: Sequence[str],
                     evidence: str) -> Iterator[Finding]:
    """A day this section puts a thing on where the schedule gives a thing named by one of the
    same words other days, none in common: the schedule is what the reader plans by."""
    schedule, own = scheduled_days_of(markdown)
    if schedule or markdown.lstrip().startswith("# ") or not own:
        return
    for text in document:
        theirs_schedule, theirs = scheduled_days_of(text)
        if text == markdown or not theirs_schedule:
            continue
        for days, words in own:
            for their_days, their_words in theirs:
                if not days & their_days and words & their_words:
                    yield Finding(GRAVE, evidence, "The section puts a step on "
                                  f"{_listed(days)}, where the document's schedule gives "
                                  f"{_listed(their_days)}.")
                    return


def _listed(days: frozenset[tuple[str, str]]) -> str:
    return ", ".join(KINDS[kind] + day if kind == "business day" else f"day {day} of the month"
                     for kind, day in sorted(days))
