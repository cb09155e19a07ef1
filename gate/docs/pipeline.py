"""The docs grade end to end: files → artifacts → judge → report on disk.

Shared by `signalforge-gate docs` and by the gate's `run`, so both grade the same way and write
the same report (`gate.docs.report`, default `.signalforge/docs-grade.json`; `grade.json` is the
gate's combined report).
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from contextlib import nullcontext
from pathlib import Path

from gate.configure.config import GateConfig
from gate.configure.judge_names import JudgeChoice
from gate.core.errors import GateError
from gate.core.files import write_lines_atomically
from gate.docs.addressing.findings import Caught, caught_all, shown_to_judge
from gate.docs.addressing.guard import AddressingGuard, GuardOutcome, with_guard_usage
from gate.docs.artifacts import Artifact
from gate.docs.contract.envelope import check_envelopes
from gate.docs.contract.prompts import is_empty
from gate.docs.contract.rubric import Rubric
from gate.docs.judges.choose import choose_judge
from gate.docs.models import GradingReport
from gate.docs.readers.dbt_project import ProjectFiles
from gate.docs.readers.extract import read_docs
from gate.docs.report_file import report_lines
from gate.docs.run.audit_log import AuditLog
from gate.docs.run.budget import CallCosts, Ceilings
from gate.docs.run.engine import DocsGrader
from gate.docs.run.progress import ProgressOutput, Pulse
from gate.docs.run.second_look import SecondLook
from gate.docs.trust.floor import apply_floor
from gate.docs.trust.rules import TrustRules
from gate.inputs.head_files import DocSource


def rubric_for(config: GateConfig, artifacts: Sequence[Artifact] = ()) -> Rubric:
    """Markdown is opt-in (by an include pattern, or by naming a file): its rubric joins when
    Markdown is configured or was actually extracted, so no section goes ungraded."""
    with_markdown = any(p.endswith((".md", ".markdown")) for p in config.gate.docs.include) \
        or any(a.kind == "markdown_section" for a in artifacts)
    return Rubric.from_config(config.grade.rubric, config.gate.docs.applies_to, with_markdown,
                              {a.kind for a in artifacts})


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
    env: Mapping[str, str] | None = None,
) -> GradingReport:
    """`env` (default: the process's) is what the judge may read its settings from; the
    action passes one without the variables an earlier step could have set."""
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
    look = second_look(chosen.guard, artifacts, rules)
    with audit_log or nullcontext():
        notes = (*chosen.notes, *filter(None, [config.concurrency_note]), *notes)
        grader = DocsGrader(chosen.judge, rubric, config.grade, config.concurrency,
                            config.gate.cost_mode, audit_log, notes,
                            observe=pulse.observe if pulse else None, addressing=mode,
                            trust=TrustRules.of(config), stability=config.gate.stability,
                            found=rules, second_look=look, spent=ceilings)
        if pulse is None or progress is None:
            report = grader.grade_artifacts(artifacts)
        else:
            with progress.phase(f"Judging the drafted docs: {total} pairs"):
                calls_api = CallCosts.of(chosen.judge, config.grade).calls_api
                pulse.start(concurrency=config.concurrency if calls_api else None)
                try:
                    report = grader.grade_artifacts(artifacts)
                finally:
                    pulse.finish()
    if chosen.cache is not None:
        report = chosen.cache.finish(report)
    if look is not None and look.result is not None:
        report = with_guard_usage(report, look.result)
    return floored(report, artifacts, config)


def second_look(guard: AddressingGuard | None, artifacts: Sequence[Artifact],
                rules: Mapping[str, Caught]) -> SecondLook | None:
    """The model's second look at the texts the rules did not find, asked while the pairs are
    judged (None without a guard). The envelope rule is checked first: no text that could
    break the guard's envelopes is sent."""
    if guard is None or not artifacts:
        return None
    check_envelopes(artifacts)
    return SecondLook(guard, artifacts, skip=set(rules))


def inspect_for_addressing(guard: AddressingGuard | None, artifacts: Sequence[Artifact],
                           ceilings: Ceilings | None = None) -> GuardOutcome | None:
    """The guard's findings, before any pair is judged (None without a guard), for `baseline`,
    whose batches are planned on them. The envelope rule is checked first."""
    if guard is None or not artifacts:
        return None
    check_envelopes(artifacts)
    return guard.inspect(artifacts, skip=set(caught_all(artifacts)), ceilings=ceilings)


def floored(report: GradingReport, artifacts: Sequence[Artifact],
            config: GateConfig) -> GradingReport:
    """The offline floor over a finished report (`gate.docs.floor`), after judging: a model's
    pass on a defect an offline check proves becomes a fail."""
    return apply_floor(report, artifacts) if config.gate.docs.floor == "on" else report


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


def write_report(report: GradingReport, path: Path) -> None:
    """The report as indented JSON, written in pieces (a whole project's is tens of MB)."""
    write_lines_atomically(path, report_lines(report))
