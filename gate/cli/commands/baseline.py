"""`signalforge-gate baseline`: grade every drafted artifact of the repository into the verdict
cache, through the Message Batches API (`--interactive`: the plain API), and write grade.json.

Run on the main branch on a schedule (`examples/workflows/baseline.yml`), it hands every pull
request a warm cache: a pull request then pays only for the pairs it changed. The exit code
follows the contract as `run`'s does.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import uuid
from pathlib import Path

from gate.configure.config import GateConfig
from gate.core.clock import iso_now
from gate.core.console import note, warn
from gate.core.errors import GateError, UsageError
from gate.core.files import write_atomically
from gate.core.safe_text import one_line
from gate.docs.artifacts import Artifact
from gate.docs.baseline.asking import BatchAsking
from gate.docs.judges.cache import with_cache_flags
from gate.docs.judges.choose import choose_judge
from gate.docs.models import GradingReport
from gate.docs.pipeline import extract_readable, grade_artifacts, rubric_for
from gate.docs.readers.named_files import select_files
from gate.docs.run.progress import ProgressOutput
from gate.github.actions import ActionsEnv
from gate.github.context import from_environment
from gate.report.assemble import docs_grade
from gate.report.assemble import gate_report as build_gate_report
from gate.report.check_state import in_words
from gate.report.display_state import run_shown
from gate.report.grade_json import (
    SessionSection,
)
from gate.report.verdict import finding


def run(args: argparse.Namespace) -> int:
    started_at, started = iso_now(), time.monotonic()
    workspace = (args.workspace or Path(os.environ.get("GITHUB_WORKSPACE") or ".")).resolve()
    selection = select_files([str(workspace)], workspace=workspace, config_path=args.config)
    config = with_cache_flags(selection.config, cache_dir=args.cache_dir, no_cache=False)
    say = (lambda _line: None) if args.quiet else note
    artifacts, unreadable, read_notes = extract_readable(workspace, selection.files)
    say(f"{len(selection.files)} files, {len(artifacts)} drafted artifacts")
    rubric = rubric_for(config, artifacts)
    chosen = choose_judge(config, rubric, requested="anthropic", workspace=workspace,
                          env=os.environ)
    if chosen.cache is None:
        raise UsageError(
            "baseline fills the verdict cache, which is off or unusable here"
            + (f" ({chosen.notes[0]})" if chosen.notes else "") + ".",
            remediation="turn gate.cache on and point --cache-dir (or gate.cache.dir) at a "
                        "folder outside the checkout.", path=config.source.path)
    notes = (*read_notes, *(error.render() for error in unreadable))
    # The docs pipeline's steps, as `docs` and `run` take them; only how the judge is asked
    # differs (`--interactive`: as they ask it).
    asking = None if args.interactive else BatchAsking(
        config, workspace, os.environ, budget_seconds=args.budget,
        first_poll_seconds=args.poll_seconds, cancel_unfinished=args.cancel_unfinished,
        say=say)
    progress = ProgressOutput.from_flags(verbose=False, quiet=args.quiet, env=os.environ) \
        if args.interactive else None
    report = grade_artifacts(workspace, artifacts, config, judge="anthropic", audit=False,
                             notes=notes, progress=progress, asking=asking)
    return _finish(args, workspace=workspace, config=config, files=selection.files,
                   artifacts=artifacts,
                   report=report, unreadable=unreadable, started_at=started_at,
                   started=started)


def _finish(args: argparse.Namespace, *, workspace: Path, config: GateConfig,
            files: list[str], artifacts: list[Artifact], report: GradingReport,
            unreadable: list[GateError], started_at: str, started: float) -> int:
    docs = docs_grade(report, config, files=files,
                      problems=[finding(error) for error in unreadable]).section
    session = SessionSection(graded=False, min_percent=config.gate.session.min_percent,
                             note="baseline grades the drafted docs only")
    context = from_environment(ActionsEnv.current(), workspace=workspace,
                               event_name=os.environ.get("GITHUB_EVENT_NAME") or "baseline")
    gate_report = build_gate_report(run_id=uuid.uuid4().hex, started_at=started_at,
                                    started=started, context=context, config=config,
                                    source="workspace", session=session, docs=docs)
    verdict = gate_report.verdict
    path = args.grade_json or workspace / ".signalforge" / "grade.json"
    write_atomically(path, gate_report.to_json())
    usage = report.usage
    print(f"signalforge-gate baseline: {len(report.results)} pairs, {usage.calls} calls, "
          f"{usage.cache_hits} already cached, cost "
          + ("unknown" if usage.cost_usd is None else f"${usage.cost_usd:.4f}"))
    for line in report.notes:
        print(f"  note: {one_line(line)}")
    print(f"verdict: {one_line(in_words(verdict.docs), 2000)}")
    note(f"grade.json written to {path}")
    for error in unreadable:
        print(error.render(), file=sys.stderr)
    shown = run_shown(gate_report)
    if shown.state == "inconclusive_not_enforced":
        warn("INCONCLUSIVE (not enforced): some pairs could not be graded; the next baseline "
             "run asks them again")
    return shown.exit_code
