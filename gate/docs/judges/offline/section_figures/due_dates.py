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
    with the introduction's: the introduction sets the document's facts and stands."""
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
