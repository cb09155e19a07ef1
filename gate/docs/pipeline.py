"""The docs grade end to end: files → artifacts → judge → report on disk.

Shared by `signalforge-gate docs`, the gate's `run` and `baseline`, so all grade the same way
and write the same report (`gate.docs.report`, default `.signalforge/docs-grade.json`;
`grade.json` is the gate's combined report). The steps — extraction, the addressing
inspection, the grading pass, the cache's counts, the offline floor — are here once; what
differs between the commands is only how the judge is asked (`JudgeAsking`): each call through
the plain API (`PlainAsking`), or `baseline`'s Message Batches first
(`gate.docs.baseline.asking`).
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Mapping, Sequence
from contextlib import nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from gate import TOOL_NAME, __version__
from gate.configure.config import GateConfig, GradeConfig
from gate.configure.judge_names import JudgeChoice, JudgeName
from gate.core.clock import iso_now
from gate.core.errors import GateError
from gate.core.files import write_lines_atomically
from gate.docs.addressing.findings import Caught, caught_all
from gate.docs.addressing.guard import AddressingGuard, GuardOutcome, with_guard_usage
from gate.docs.addressing.shown import shown_to_judge
from gate.docs.artifacts import Artifact
from gate.docs.contract.envelope import check_envelopes
from gate.docs.contract.prompts import is_empty
from gate.docs.contract.rubric import Rubric
from gate.docs.judges.cache import CachingJudge
from gate.docs.judges.choose import ChosenJudge, choose_judge
from gate.docs.judges.floor import apply_floor
from gate.docs.models import GradingReport
from gate.docs.readers.dbt_project import ProjectFiles
from gate.docs.readers.extract import read_docs
from gate.docs.report_file import report_lines
from gate.docs.run.audit_log import AuditLog
from gate.docs.run.engine import DocsGrader
from gate.docs.run.progress import ProgressOutput, Pulse
from gate.docs.run.second_look import SecondLook
from gate.docs.seam.budget import CallCosts, Ceilings
from gate.docs.seam.judge import Judge
from gate.docs.trust.rules import TrustRules
from gate.inputs.head_files import DocSource


def rubric_for(config: GateConfig, artifacts: Sequence[Artifact] = ()) -> Rubric:
    """Markdown is opt-in (by an include pattern, or by naming a file): its rubric joins when
    Markdown is configured or was actually extracted, so no section goes ungraded."""
    with_markdown = any(p.endswith((".md", ".markdown")) for p in config.gate.docs.include) \
        or any(a.kind == "markdown_section" for a in artifacts)
    return Rubric.from_config(config.grade.rubric, config.gate.docs.applies_to, with_markdown,
                              {a.kind for a in artifacts})


@dataclass(frozen=True)
class Judging:
    """What the grading pass asks: the judge, the verdict cache in front of it (whose counts
    the report takes), the grade settings the pass runs under, what earlier calls spent
    against the ceilings, and notes on how the judge was asked."""

    judge: Judge
    cache: CachingJudge | None
    grade: GradeConfig
    spent: Ceilings | None = None
    notes: tuple[str, ...] = ()


class JudgeAsking(Protocol):
    """How the judge is asked, the one thing the commands that grade drafted docs do
    differently; every other step of `grade_artifacts` is the same for all of them."""

    @property
    def guard_first(self) -> bool:
        """Whether the guard's questions are asked before any pair is judged (`baseline`,
        whose batches are planned on its findings) rather than alongside the judging."""

    def before_guard(self, chosen: ChosenJudge, artifacts: Sequence[Artifact]) -> None:
        """Ask the addressing guard's questions (`chosen.guard`) first, another way,
        storing the answers where the guard reads them (its inspection then finds them)."""

    def guarded(self, outcome: GuardOutcome | None) -> GuardOutcome | None:
        """The guard's outcome, counting what `before_guard` asked."""

    def judging(self, chosen: ChosenJudge, rubric: Rubric, artifacts: Sequence[Artifact],
                guarded: GuardOutcome | None, ceilings: Ceilings) -> Judging:
        """The judge the grading pass asks."""

    def finish(self, report: GradingReport) -> GradingReport:
        """The finished (floored) report, with what asking this way adds to it."""


@dataclass(frozen=True)
class PlainAsking:
    """The judge chosen for the run, each call through the plain API (`docs`, `run`)."""

    grade: GradeConfig
    guard_first: bool = False

    def before_guard(self, chosen: ChosenJudge, artifacts: Sequence[Artifact]) -> None:
        return None  # the guard asks through the plain API itself, alongside the judging

    def guarded(self, outcome: GuardOutcome | None) -> GuardOutcome | None:
        return outcome

    def judging(self, chosen: ChosenJudge, rubric: Rubric, artifacts: Sequence[Artifact],
                guarded: GuardOutcome | None, ceilings: Ceilings) -> Judging:
        return Judging(chosen.judge, chosen.cache, self.grade, spent=ceilings)

    def finish(self, report: GradingReport) -> GradingReport:
        return report


def grade_docs(
    root: Path, files: Sequence[str], config: GateConfig, *,
    judge: JudgeChoice | None = None, scores_dir: Path | None = None, audit: bool = True,
    findings: list[GateError] | None = None, progress: ProgressOutput | None = None,
) -> tuple[list[Artifact], GradingReport]:
    """Grade the drafted docs in `files` (paths relative to `root`). Files that cannot be read
    (in whole or in part) are appended to `findings` and named in the report's notes; the rest
    is graded. With `progress`, a pulse shows on stderr while the judge works."""
    artifacts, unreadable, notes = extract_readable(root, files)
    if findings is not None:
        findings += unreadable
    return artifacts, grade_artifacts(root, artifacts, config, judge=judge,
                                      scores_dir=scores_dir, audit=audit,
                                      notes=(*notes, *(error.render() for error in unreadable)),
                                      progress=progress)


def extract_readable(root: Path, files: Sequence[str], source: DocSource | None = None,
                     projects: ProjectFiles | None = None,
                     ) -> tuple[list[Artifact], list[GateError], tuple[str, ...]]:
    """The artifacts of every file that can be read, an error for each that cannot (so one
    broken file does not cost the others their grade), and the notes about the files. A
    reader's bug is isolated to the file it happened on, as an internal-error finding
    (`read_docs`)."""
    extraction = read_docs(root, files, source, projects)
    return extraction.artifacts, list(extraction.findings), extraction.notes


def grade_artifacts(
    root: Path, artifacts: list[Artifact], config: GateConfig, *,
    judge: JudgeChoice | None = None, scores_dir: Path | None = None, audit: bool = True,
    notes: Sequence[str] = (), progress: ProgressOutput | None = None,
    api_key: str | None = None, cache_secret: str | None = None, base_url: str | None = None,
    env: Mapping[str, str] | None = None, asking: JudgeAsking | None = None,
) -> GradingReport:
    """`env` (default: the process's) is what the judge may read its settings from; the
    action passes one without the variables an earlier step could have set. `asking`
    (default: `PlainAsking`) is how the judge is asked."""
    asking = asking or PlainAsking(config.grade)
    rubric = rubric_for(config, artifacts)
    chosen = choose_judge(config, rubric, requested=judge, scores_dir=scores_dir,
                          workspace=root, api_key=api_key, cache_secret=cache_secret,
                          base_url=base_url, env=os.environ if env is None else env)
    # Pairs of empty drafted text, and those of text that addresses the grader (unless only
    # flagged), are scored 0 by the engine and never reach the judge.
    mode = config.gate.docs.addressing_judge
    rules = caught_all(artifacts)  # read once: the count, the second look and the engine
    refused = shown_to_judge(artifacts, rules, mode).refused if progress is not None else set()
    total = sum(not is_empty(artifact, criterion) for artifact in artifacts
                if artifact.artifact_id not in refused
                for criterion in rubric.criteria_for(artifact))
    pulse = Pulse(progress, total) if progress is not None else None
    audit_log = AuditLog(root / config.gate.docs.audit_log) if audit else None
    ceilings = Ceilings(config.grade)  # the guard's calls and the judge's share them
    asking.before_guard(chosen, artifacts)
    # `docs` and `run` ask the second look alongside the judging; `baseline` plans its batches
    # on what the guard found, so it asks first (`JudgeAsking.guard_first`).
    guarded = asking.guarded(inspect_for_addressing(chosen.guard, artifacts, ceilings)) \
        if asking.guard_first else None
    look = None if asking.guard_first else second_look(chosen.guard, artifacts, rules)
    judging = asking.judging(chosen, rubric, artifacts, guarded, ceilings)
    with audit_log or nullcontext():
        notes = (*chosen.notes, *filter(None, [config.concurrency_note]), *notes,
                 *judging.notes)
        grader = DocsGrader(judging.judge, rubric, judging.grade, config.concurrency,
                            config.gate.cost_mode, audit_log, notes,
                            observe=pulse.observe if pulse else None, addressing=mode,
                            trust=TrustRules.of(config), stability=config.gate.stability,
                            guarded=guarded.caught if guarded else {},
                            unguarded=guarded.unguarded if guarded else frozenset(),
                            found=rules, second_look=look, spent=judging.spent)
        if pulse is None or progress is None:
            report = grader.judge_pairs(artifacts)
        else:
            with progress.phase(f"Judging the drafted docs: {total} pairs"):
                calls_api = CallCosts.of(judging.judge, judging.grade).calls_api
                pulse.start(concurrency=config.concurrency if calls_api else None)
                try:
                    report = grader.judge_pairs(artifacts)
                finally:
                    pulse.finish()
    if judging.cache is not None:
        report = judging.cache.finish(report)
    guard_result = guarded if guarded is not None else look.result if look is not None else None
    if guard_result is not None:
        report = with_guard_usage(report, guard_result)
    return asking.finish(floored(report, artifacts, config, chosen.judge))


def second_look(guard: AddressingGuard | None, artifacts: Sequence[Artifact],
                rules: Mapping[str, Caught]) -> SecondLook | None:
    """The model's second look at the texts the rules did not find, asked while the pairs are
    judged (None without a guard). The envelope rule is checked first: no text that could
    break the guard's envelopes is sent."""
    if guard is None or not artifacts:
        return None
    # What the rules found is never asked about, so only the rest reaches the guard's prompt
    # (a text naming an envelope tag as its data's is found, and withheld from every prompt).
    check_envelopes(a for a in artifacts if a.artifact_id not in rules)
    return SecondLook(guard, artifacts, skip=set(rules))


def inspect_for_addressing(guard: AddressingGuard | None, artifacts: Sequence[Artifact],
                           ceilings: Ceilings | None = None) -> GuardOutcome | None:
    """The guard's findings, before any pair is judged (None without a guard), for `baseline`,
    whose batches are planned on them. The envelope rule is checked first."""
    if guard is None or not artifacts:
        return None
    found = caught_all(artifacts)
    check_envelopes(a for a in artifacts if a.artifact_id not in found)
    return guard.inspect(artifacts, skip=set(found), ceilings=ceilings)


def floored(report: GradingReport, artifacts: Sequence[Artifact], config: GateConfig,
            judge: Judge) -> GradingReport:
    """The offline floor over a finished report (`gate.docs.floor`), after judging: a
    grader's pass on a defect an offline check proves becomes a fail."""
    return apply_floor(report, artifacts, judge) if config.gate.docs.floor == "on" else report


def judge_outage(report: GradingReport) -> str | None:
    """What the judge's service did to the grade, when calls failed: every call, or some (the
    pairs stay `null` and count as missing in the verdict)."""
    failed = [r for r in report.results if r.degraded == "call_failed"]
    if not failed:
        return None
    if any(r.evaluator is not None for r in report.scored):  # empty text scores 0 unjudged
        return (f"{len(failed)} of {len(report.results)} judge calls failed "
                f"({failed[0].reasoning})")
    return f"every judge call failed ({failed[0].reasoning})"


def unfinished_report(config: GateConfig, judge: JudgeName, reason: GateError) -> GradingReport:
    """The report of a run stopped before its engine returned (a bug, a judge that could not be
    built): no results, the rubric and bars the run would have used, and a note naming why.
    Once the configuration is known every exit leaves a report, so a reader or a later step
    finds one that says it is unfinished instead of a stale one or none."""
    rubric = rubric_for(config)
    return GradingReport(
        tool=TOOL_NAME, tool_version=__version__, run_id=uuid.uuid4().hex, timestamp=iso_now(),
        duration_seconds=0.0, judge=judge, model=None, cost_mode=config.gate.cost_mode,
        notes=(f"not graded: {reason.message}",), rubric_hash=rubric.hash,
        rubric=rubric.criteria,
        thresholds=(config.grade.min_pass_rate, config.grade.min_mean_score), results=())


def write_report(report: GradingReport, path: Path) -> None:
    """The report as indented JSON, written in pieces (a whole project's is tens of MB)."""
    write_lines_atomically(path, report_lines(report))
