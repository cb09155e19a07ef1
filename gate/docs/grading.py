"""The docs grade end to end: files → artifacts → judge → report on disk.

Shared by `signalforge-gate docs` and by the gate's `run`, so both grade the same way and write
the same report (`gate.docs.report`, default `.signalforge/docs-grade.json`; `grade.json` is the
gate's combined report).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from contextlib import nullcontext
from pathlib import Path

from gate.config import GateConfig, JudgeChoice
from gate.docs.artifacts import Artifact
from gate.docs.audit import AuditLog
from gate.docs.engine import DocsGrader
from gate.docs.extract import extract_files
from gate.docs.judges import choose_judge
from gate.docs.models import GradingReport
from gate.docs.rubric import Rubric
from gate.files import write_atomically
from gate.progress import ProgressOutput, Pulse, WatchedJudge


def rubric_for(config: GateConfig, artifacts: Sequence[Artifact] = ()) -> Rubric:
    """Markdown is opt-in (by an include pattern, or by naming a file): its rubric joins when
    Markdown is configured or was actually extracted, so no section goes ungraded."""
    with_markdown = any(p.endswith((".md", ".markdown")) for p in config.gate.docs.include) \
        or any(a.kind == "markdown_section" for a in artifacts)
    return Rubric.from_config(config.grade.rubric, config.gate.docs.applies_to, with_markdown)


def grade_docs(
    root: Path, files: Sequence[str], config: GateConfig, *,
    judge: JudgeChoice | None = None, scores_dir: Path | None = None, audit: bool = True,
    progress: ProgressOutput | None = None,
) -> tuple[list[Artifact], GradingReport]:
    """Grade the drafted docs in `files` (paths relative to `root`); with `progress`, show a
    pulse on stderr while the judge works."""
    artifacts = extract_files(root, files)
    rubric = rubric_for(config, artifacts)
    chosen = choose_judge(config, rubric, requested=judge, scores_dir=scores_dir,
                          workspace=root)
    total = sum(len(rubric.criteria_for(artifact)) for artifact in artifacts)
    pulse = Pulse(progress, total) if progress is not None else None
    audit_log = AuditLog(root / config.gate.docs.audit_log) if audit else None
    with audit_log or nullcontext():
        grader = DocsGrader(WatchedJudge(chosen.judge, pulse) if pulse else chosen.judge,
                            rubric, config.grade, config.gate.concurrency,
                            config.gate.cost_mode, audit_log, chosen.notes)
        if pulse is None or progress is None:
            report = grader.grade_artifacts(artifacts)
        else:
            with progress.phase(f"Judging the drafted docs: {total} pairs"):
                pulse.start(concurrency=config.gate.concurrency)
                try:
                    report = grader.grade_artifacts(artifacts)
                finally:
                    pulse.finish()
    if chosen.cache is not None:
        report = chosen.cache.finish(report)
    return artifacts, report


def judge_outage(report: GradingReport) -> str | None:
    """Why no verdict could be reached, when nothing was scored because judge calls failed."""
    if report.scored:
        return None
    failed = [r for r in report.results if r.degraded == "call_failed"]
    if not failed:
        return None
    return f"every judge call failed ({failed[0].reasoning})"


def write_report(report: GradingReport, path: Path) -> None:
    write_atomically(path, json.dumps(report.model_dump(mode="json"), indent=2,
                                      ensure_ascii=False) + "\n")
