"""The pairs table: one row per (artifact, criterion) pair, failing pairs first, and the same
rows as data for the page's script.

A large grade has tens of thousands of pairs, and a browser that lays out every cell of such a
table takes tens of seconds before the page settles. So the page carries the rows twice: as a
plain table inside `<noscript>` (a reader without JavaScript gets every row; with JavaScript
the browser keeps it as unparsed text, which costs next to nothing), and as compact JSON the
script draws a few hundred rows at a time from, filtering, sorting and grouping in memory.
Strings that repeat (files, kinds, criteria, states, stars, whys) are sent once, by number.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from gate.core.redaction import redact
from gate.core.safe_text import WHY_CHARS
from gate.core.scores.stars import stars
from gate.docs.models import GradingResult
from gate.report.html.gold_records import GoldArtifacts
from gate.report.html.text import plain

#: Evidence is a quote: the table keeps as much of it as the comment keeps of a why.
EVIDENCE_CHARS = WHY_CHARS
ID_CHARS = 120
PATH_CHARS = 200
#: The order states are shown in by default: what needs a reviewer first.
STATE_ORDER = ("fail", "ungraded", "pass")


@dataclass(frozen=True)
class PairRow:
    file: str
    anchor: str | None  # the line in the file view, when the file is shown
    line: int | None
    artifact: str
    kind: str
    criterion: str
    stars: str
    score: str
    state: str
    why: str
    evidence: str
    source: str
    flags: str
    gold: int | None = None  # the record a reviewer's label is exported with, if any
    criterion_id: str = ""  # exactly as the rubric names it (secrets redacted): for the export


def state_of(result: GradingResult) -> str:
    return "ungraded" if result.score is None else "pass" if result.passed else "fail"


def failing_first(results: Iterable[GradingResult]) -> list[GradingResult]:
    """Failing pairs, then ungraded ones, then passing ones, each in reading order (file,
    line, and the rubric's order within a line)."""
    return sorted(results, key=lambda r: (STATE_ORDER.index(state_of(r)), r.file, r.line or 0))


def flags_of(result: GradingResult) -> tuple[str, ...]:
    """What a reviewer should know beyond the score: why it is ungraded, and the trust checks
    (evidence not found, near the bar, a close call's spread, text addressing the judge)."""
    flags = [f"ungraded: {result.degraded}"] if result.degraded else []
    if result.evidence_check == "unverified":
        flags.append("unverified evidence")
    if result.near_bar:
        flags.append("near the bar")
    spread = result.spread
    if spread is not None and spread.n:
        flags.append(f"spread {spread.min:.2f}–{spread.max:.2f} over {spread.n}")
    if result.addresses_judge:
        by = " (found by the model)" if result.addresses_judge_found_by == "model" else ""
        flags.append(f"addresses the judge{by}: {plain(result.addresses_judge, 60)}")
    if result.withheld:
        flags.append(f"withheld from the judge: {plain(result.withheld[0], 80)}")
    if result.floor == "offline" and result.judge_score is not None:
        flags.append(f"floor: offline (the judge passed it at {result.judge_score:.2f})")
    return tuple(flags)


def pair_row(result: GradingResult, anchors: Mapping[str, str], gold: GoldArtifacts) -> PairRow:
    anchor = anchors.get(result.file)
    if anchor is not None and result.line:
        anchor = f"{anchor}-L{result.line}"
    return PairRow(
        file=plain(result.file, PATH_CHARS), anchor=anchor, line=result.line,
        artifact=plain(result.artifact_id, ID_CHARS), kind=result.kind,
        criterion=plain(result.criterion_id, 60), stars=stars(result.score),
        score="—" if result.score is None else f"{result.score:.2f}",
        state=state_of(result), why=plain(result.one_line_why),
        evidence=plain(result.evidence, EVIDENCE_CHARS),
        source="—" if result.score is None else "cached" if result.cached else "judged",
        flags=" · ".join(flags_of(result)),
        gold=gold.record_of(result.file, result.artifact_id),
        criterion_id=redact(result.criterion_id))


class _Numbered:
    """Each distinct string once, in order of first use; a row names it by its number."""

    def __init__(self) -> None:
        self.numbers: dict[str, int] = {}

    def __call__(self, value: str) -> int:
        return self.numbers.setdefault(value, len(self.numbers))

    @property
    def values(self) -> list[str]:
        return list(self.numbers)


#: The columns of a row in the JSON, in order; the script reads them by these names.
COLUMNS = ("file", "anchor", "line", "artifact", "kind", "criterion", "stars", "score",
           "state", "why", "evidence", "source", "flags", "gold", "criterion_id")
#: Columns sent as the number of a string in the table of that name.
NUMBERED = ("file", "kind", "criterion", "stars", "state", "why", "source", "criterion_id")


def table_data(rows: Sequence[PairRow], gold: GoldArtifacts, review: Mapping[str, Any],
               ) -> dict[str, Any]:
    """What the script draws the table from: rows as arrays (`COLUMNS`), the strings they
    name by number, and what a reviewer's labels are exported with."""
    strings = {name: _Numbered() for name in NUMBERED}
    encoded = []
    for row in rows:
        values = {name: getattr(row, name) for name in COLUMNS}
        for name in NUMBERED:
            values[name] = strings[name](values[name])
        encoded.append([values[name] for name in COLUMNS])
    return {"columns": COLUMNS, "strings": {name: s.values for name, s in strings.items()},
            "rows": encoded, "gold": {"records": gold.records, "groups": gold.groups},
            "review": review}
