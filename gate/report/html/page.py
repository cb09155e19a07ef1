"""What the page shows, computed once from the grades: the template only lays it out.

`Subject` is the part of a run a page is about; `run` has a whole `GateReport`, `docs` and
`session` only their own check, so each builds a `Subject` and the page is the same code.
Every text that came from the pull request or the judge passes through `plain` here (secrets
redacted, whitespace flattened, cut to the comment's lengths, mentions broken); HTML escaping
is left to the template engine's autoescaping, so nothing is escaped twice or not at all.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from urllib.parse import quote

from gate.core.redaction import redact
from gate.core.stars import stars
from gate.docs.models import GradingReport, GradingResult
from gate.docs.summary import summarise
from gate.publishing.render import SAFE_URL, WHY_CHARS
from gate.report.grade_json import CheckState, CheckVerdict, Finding, GateReport
from gate.report.html.charts import Histogram, Trend, histogram, trend
from gate.report.html.sources import SourceText
from gate.report.html.text import plain
from gate.session.display import DIMENSION_TITLES
from gate.session.history import HistoryLine
from gate.session.models import GradeResult
from gate.session.rubric import dimension_of_flag

#: Evidence is a quote: the table keeps as much of it as the comment keeps of a why.
EVIDENCE_CHARS = WHY_CHARS
ID_CHARS = 120
PATH_CHARS = 200
DEFAULT_PASS_MARK = 0.5


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
            tool=f"{report.tool.name} {report.tool.version}")


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


def build_page(subject: Subject, *, sources: Mapping[str, SourceText] | None = None,
               history: Sequence[HistoryLine] = (), blob_base: str | None = None,
               pass_marks: Mapping[str, float] | None = None) -> Page:
    """The page of `subject`; `sources` are the drafted files' text (none: no file views),
    `history` the grade history for the trend, `blob_base` the head commit's tree on GitHub."""
    results = _in_reading_order(subject.docs.results if subject.docs else ())
    # The marks the docs grade was held to travel with it (`GradingReport.pass_marks`).
    marks = pass_marks if pass_marks is not None else (
        subject.docs.pass_marks if subject.docs else {})
    shown_files = sorted({r.file for r in results} | set(subject.files)) if sources else []
    anchors = {path: f"f{number}" for number, path in enumerate(shown_files, 1)}
    rows = tuple(_row(result, anchors) for result in results)
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
        run_url=subject.run_url if subject.run_url and SAFE_URL.match(subject.run_url) else None,
        choices={"file": tuple(sorted({row.file for row in rows})),
                 "kind": tuple(sorted({row.kind for row in rows})),
                 "criterion": tuple(dict.fromkeys(row.criterion for row in rows)),
                 "state": tuple(s for s in ("fail", "ungraded", "pass")
                                if any(row.state == s for row in rows))})


def _in_reading_order(results: Iterable[GradingResult]) -> list[GradingResult]:
    return sorted(results, key=lambda r: (r.file, r.line or 0))  # stable: rubric order kept


def state_of(result: GradingResult) -> str:
    return "ungraded" if result.score is None else "pass" if result.passed else "fail"


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
    if result.floor == "offline" and result.judge_score is not None:
        flags.append(f"floor: offline (the judge passed it at {result.judge_score:.2f})")
    return tuple(flags)


def _row(result: GradingResult, anchors: Mapping[str, str]) -> PairRow:
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
        flags=" · ".join(flags_of(result)))


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
                     grade.percent >= bar)
    docs = subject.docs
    if docs is None:
        return
    min_pass_rate, min_mean = docs.thresholds
    yield Figure("Docs pass rate", f"{docs.pass_rate:.0%}", f"{min_pass_rate:.0%}",
                 _delta(docs.pass_rate * 100, min_pass_rate * 100, " pts"),
                 docs.pass_rate >= min_pass_rate)
    yield Figure("Docs mean score", f"{docs.mean_score:.2f}", f"{min_mean:.2f}",
                 _delta(docs.mean_score, min_mean), docs.mean_score >= min_mean)
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
                       grade.percent, grade.letter, grade.percent >= (min_percent or 0),
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
