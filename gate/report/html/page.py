"""What the page shows, computed once from the grades: the template only lays it out.

`Subject` is the part of a run a page is about; `run` has a whole `GateReport`, `docs` and
`session` only their own check, so each builds a `Subject` and the page is the same code.
Every text that came from the pull request or the judge passes through `plain` here (secrets
redacted, whitespace flattened, cut to the comment's lengths, mentions broken); HTML escaping
is left to the template engine's autoescaping, so nothing is escaped twice or not at all.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any
from urllib.parse import quote

from gate.configure.gate_settings import DEFAULT_PASS_MARK
from gate.core.redaction import redact
from gate.core.safe_text import SAFE_URL, safe_name
from gate.core.scores.bars import meets
from gate.core.scores.stars import stars
from gate.docs.calibration.agreement import JudgeAgreement
from gate.docs.models import GradingReport, GradingResult
from gate.docs.summary import summarise
from gate.report.grade_json import CheckState, CheckVerdict, Finding, GateReport
from gate.report.html.agreement import AgreementView, agreement_view
from gate.report.html.charts import Histogram, Trend, histogram, trend
from gate.report.html.gold_records import NO_RECORDS, GoldArtifacts
from gate.report.html.pairs import (
    ID_CHARS,
    PATH_CHARS,
    STATE_ORDER,
    PairRow,
    failing_first,
    pair_row,
    state_of,
    table_data,
)
from gate.report.html.sources import SourceText
from gate.report.html.text import plain
from gate.session.display import DIMENSION_TITLES
from gate.session.history import HistoryLine
from gate.session.models import GradeResult
from gate.session.rubric import dimension_of_flag


@dataclass(frozen=True)
class Subject:
    """What one page is about."""

    state: CheckState
    reasons: tuple[str, ...]
    checks: tuple[tuple[str, CheckVerdict], ...]
    sessions: tuple[GradeResult, ...] = ()
    session_min_percent: int | None = None
    docs: GradingReport | None = None
    files: tuple[str, ...] = ()
    repository: str | None = None
    pr_number: int | None = None
    head_sha: str | None = None
    run_url: str | None = None
    notes: tuple[str, ...] = ()
    findings: tuple[Finding, ...] = ()
    tool: str = ""
    agreement: JudgeAgreement | None = None
    run_id: str | None = None

    @classmethod
    def of_report(cls, report: GateReport) -> Subject:
        verdict, docs = report.verdict, report.docs.report
        return cls(
            state=verdict.state, reasons=verdict.reasons,
            checks=(("Session audit", verdict.session), ("Drafted docs", verdict.docs)),
            sessions=report.session.grades, session_min_percent=report.session.min_percent,
            docs=docs, files=report.docs.files, repository=report.context.repository,
            pr_number=report.context.pr_number, head_sha=report.context.head_sha,
            run_url=report.context.run_url,
            notes=report.notes + (docs.notes if docs else ()),
            findings=report.findings + report.session.findings + report.docs.findings,
            tool=f"{report.tool.name} {report.tool.version}", agreement=report.docs.agreement,
            run_id=report.run_id)


@dataclass(frozen=True)
class Check:
    name: str
    state: CheckState
    enforced: bool
    reasons: tuple[str, ...]


@dataclass(frozen=True)
class Figure:
    """A number the comment shows, its bar, and how far above (+) or below (-) the bar."""

    label: str
    value: str
    bar: str
    delta: str
    meets: bool


@dataclass(frozen=True)
class SourceLine:
    number: int
    text: str
    state: str | None = None  # the worst state of the pairs graded at this line
    stars: str = ""
    why: str = ""
    more: int = 0  # further pairs graded at this line


@dataclass(frozen=True)
class FileView:
    anchor: str
    path: str
    url: str | None
    lines: tuple[SourceLine, ...]
    pairs: int
    failing: int
    note: str | None


@dataclass(frozen=True)
class DimensionBar:
    title: str
    score: int
    max: int
    notes: tuple[str, ...]


@dataclass(frozen=True)
class SessionView:
    session_id: str
    total: int
    max: int
    percent: int
    letter: str
    meets: bool
    dimensions: tuple[DimensionBar, ...]
    flags: tuple[str, ...]


@dataclass(frozen=True)
class Page:
    title: str
    state: CheckState
    reasons: tuple[str, ...]
    checks: tuple[Check, ...]
    figures: tuple[Figure, ...]
    criteria: tuple[Histogram, ...]
    rows: tuple[PairRow, ...]
    files: tuple[FileView, ...]
    sessions: tuple[SessionView, ...]
    trend: Trend | None
    notes: tuple[str, ...]
    findings: tuple[str, ...]
    footer: str
    run_url: str | None = None
    choices: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    agreement: AgreementView | None = None
    table: Mapping[str, Any] = field(default_factory=dict)  # the rows as the script's data
    review: Review | None = None


@dataclass(frozen=True)
class Review:
    """A reviewer's labels: where the page keeps them, and how many pairs can be exported."""

    key: str  # the browser storage key: one run's labels never mix with another's
    run: str  # the run as the exported lines' ids name it
    exportable: int
    left_out: int


def build_page(subject: Subject, *, sources: Mapping[str, SourceText] | None = None,
               history: Sequence[HistoryLine] = (), blob_base: str | None = None,
               pass_marks: Mapping[str, float] | None = None,
               gold: GoldArtifacts = NO_RECORDS) -> Page:
    """The page of `subject`; `sources` are the drafted files' text (none: no file views),
    `history` the grade history for the trend, `blob_base` the head commit's tree on the forge,
    `gold` the graded artifacts a reviewer's labels are exported with (none: no export)."""
    graded = subject.docs.results if subject.docs else ()
    results = failing_first(graded)
    # The marks the docs grade was held to travel with it (`GradingReport.pass_marks`).
    marks = pass_marks if pass_marks is not None else (
        subject.docs.pass_marks if subject.docs else {})
    shown_files = sorted({r.file for r in results} | set(subject.files)) if sources else []
    anchors = {path: f"f{number}" for number, path in enumerate(shown_files, 1)}
    rows = tuple(pair_row(result, anchors, gold) for result in results)
    review = _review(subject, rows)
    by_file: dict[str, list[GradingResult]] = {}
    for result in results:
        by_file.setdefault(result.file, []).append(result)
    return Page(
        title=_title(subject),
        state=subject.state,
        reasons=tuple(plain(r, 2000) for r in subject.reasons),
        checks=tuple(Check(name, check.state, check.enforced,
                           tuple(plain(r, 2000) for r in check.reasons))
                     for name, check in subject.checks),
        figures=tuple(_figures(subject)),
        criteria=tuple(_histograms(subject.docs, marks)) if subject.docs else (),
        rows=rows,
        files=tuple(_file_view(path, anchors[path], (sources or {}).get(path),
                               by_file.get(path, []), blob_base) for path in shown_files),
        sessions=tuple(_session(grade, subject.session_min_percent) for grade in
                       subject.sessions),
        trend=trend(history, subject.session_min_percent),
        notes=tuple(plain(note, 400) for note in subject.notes),
        findings=tuple(_finding(f) for f in subject.findings),
        footer=_footer(subject),
        agreement=agreement_view(subject.agreement),
        run_url=subject.run_url if subject.run_url and SAFE_URL.match(subject.run_url) else None,
        choices={"file": tuple(sorted({row.file for row in rows})),
                 "kind": tuple(sorted({row.kind for row in rows})),
                 "criterion": tuple(dict.fromkeys(plain(r.criterion_id, 60) for r in graded)),
                 "state": tuple(s for s in STATE_ORDER if any(row.state == s for row in rows))},
        table=table_data(rows, gold, asdict(review)) if rows else {},
        review=review)


def _review(subject: Subject, rows: Sequence[PairRow]) -> Review:
    """Labels are kept per run: the same pull request graded again is another run, whose
    verdicts may differ, so its labels start afresh."""
    run_id = subject.run_id or (subject.docs.run_id if subject.docs else "") or ""
    identity = "\x00".join((subject.repository or "", str(subject.pr_number or ""),
                            subject.head_sha or "", run_id))
    key = "signalforge-gate.labels." + hashlib.sha256(identity.encode()).hexdigest()[:24]
    exportable = sum(row.gold is not None for row in rows)
    return Review(key, safe_name(run_id)[:40] or "run", exportable, len(rows) - exportable)


def _title(subject: Subject) -> str:
    where = plain(subject.repository or "", 100)
    if subject.pr_number is not None:
        where += f" #{subject.pr_number}"
    return f"signalforge-gate report{' — ' + where if where else ''}"


def _delta(value: float, bar: float, unit: str = "") -> str:
    difference = value - bar
    sign = "+" if difference >= 0 else "-"
    amount = f"{abs(difference):.0f}{unit}" if unit else f"{abs(difference):.2f}"
    return f"{sign}{amount}"


def _figures(subject: Subject) -> Iterable[Figure]:
    for grade in subject.sessions:
        bar = subject.session_min_percent or 0
        yield Figure(f"Session {plain(grade.session_id, 40)}", f"{grade.percent}% "
                     f"({grade.letter})", f"{bar}%", _delta(grade.percent, bar, " pts"),
                     meets(grade.percent, bar))
    docs = subject.docs
    if docs is None:
        return
    min_pass_rate, min_mean = docs.thresholds
    yield Figure("Docs pass rate", f"{docs.pass_rate:.0%}", f"{min_pass_rate:.0%}",
                 _delta(docs.pass_rate * 100, min_pass_rate * 100, " pts"),
                 meets(docs.pass_rate, min_pass_rate))
    yield Figure("Docs mean score", f"{docs.mean_score:.2f}", f"{min_mean:.2f}",
                 _delta(docs.mean_score, min_mean), meets(docs.mean_score, min_mean))
    ungraded = sum(r.score is None for r in docs.results)
    yield Figure("Pairs graded", f"{len(docs.results) - ungraded:,} of {len(docs.results):,}",
                 "all", f"-{ungraded:,}" if ungraded else "+0", ungraded == 0)


def _histograms(docs: GradingReport, marks: Mapping[str, float]) -> Iterable[Histogram]:
    by_criterion: dict[str, list[float | None]] = {}
    for result in docs.results:
        by_criterion.setdefault(result.criterion_id, []).append(result.score)
    for summary in summarise(docs):
        yield histogram(plain(summary.criterion_id, 60), by_criterion[summary.criterion_id],
                        marks.get(summary.criterion_id, DEFAULT_PASS_MARK),
                        mean=summary.mean, passes=summary.passes)


def _worst_first(result: GradingResult) -> float:
    return -1.0 if result.score is None else result.score


def _file_view(path: str, anchor: str, source: SourceText | None,
               mine: Sequence[GradingResult], blob_base: str | None) -> FileView:
    """`mine` are the pairs graded in this file."""
    at_line: dict[int, list[GradingResult]] = {}
    for result in mine:
        at_line.setdefault(result.line or 1, []).append(result)
    lines = []
    for number, text in enumerate(source.lines if source else (), 1):
        graded = at_line.get(number)
        if not graded:
            lines.append(SourceLine(number, redact(text)))
            continue
        worst = min(graded, key=_worst_first)
        lines.append(SourceLine(number, redact(text), state_of(worst), stars(worst.score),
                                plain(worst.one_line_why), len(graded) - 1))
    note = source.note if source else "not shown: the file's text was not available"
    return FileView(anchor, plain(path, PATH_CHARS), _file_url(blob_base, path), tuple(lines),
                    len(mine), sum(state_of(r) != "pass" for r in mine), note)


def _file_url(base: str | None, path: str) -> str | None:
    if base is None or not path:
        return None
    address = f"{base}/{quote(path, safe='/')}"
    return address if SAFE_URL.match(address) else None


def _session(grade: GradeResult, min_percent: int | None) -> SessionView:
    bars = []
    for name, title in DIMENSION_TITLES.items():
        dimension = getattr(grade.dimensions, name)
        notes = [plain(e) for e in dimension.evidence]
        notes += [plain("⚑ " + f) for f in grade.flags if dimension_of_flag(f) == name]
        bars.append(DimensionBar(title, dimension.score, dimension.max, tuple(notes)))
    return SessionView(plain(grade.session_id, ID_CHARS), grade.total_score, grade.max_score,
                       grade.percent, grade.letter, meets(grade.percent, min_percent or 0),
                       tuple(bars), tuple(plain(f) for f in grade.flags))


def _finding(item: Finding) -> str:
    where = f"{item.file}:{item.line}" if item.file and item.line else (item.file or "")
    return plain(f"{where + ': ' if where else ''}{item.why} Fix: {item.fix}", 600)


def _footer(subject: Subject) -> str:
    parts = [plain(subject.tool, 80)] if subject.tool else []
    docs = subject.docs
    if docs is not None:
        judge = docs.judge + (f" ({docs.model})" if docs.model else "")
        usage = docs.usage
        cost = "unknown cost" if usage.cost_usd is None else f"${usage.cost_usd:.4f}"
        parts += [f"judge {plain(judge, 80)}", f"{usage.calls:,} calls",
                  f"{usage.cache_hits:,} from cache", cost]
        if usage.guard_calls or usage.guard_cache_hits:
            guard_cost = "unknown cost" if usage.guard_cost_usd is None \
                else f"${usage.guard_cost_usd:.4f}"
            parts.append(f"guard {usage.guard_calls:,} calls, {guard_cost}")
    if subject.head_sha:
        parts.append(f"head {plain(subject.head_sha[:12])}")
    return " · ".join(parts)
