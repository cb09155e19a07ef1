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
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from gate.configure.config import GateConfig
from gate.core.clock import iso_now
from gate.core.console import note, warn
from gate.core.errors import GateError, InternalError, UsageError
from gate.core.files import write_atomically
from gate.core.safe_text import one_line
from gate.docs.addressing.findings import caught_all, shown_to_judge
from gate.docs.addressing.guard import AddressingGuard, GuardOutcome, with_guard_usage
from gate.docs.artifacts import Artifact
from gate.docs.baseline.batch_run import (
    BatchRun,
    CollectedAnswers,
    batch_notes,
    grading_pass,
    plan_asks,
    within_ceilings,
)
from gate.docs.baseline.guard_batch import ask_through_batches
from gate.docs.baseline.state import state_path
from gate.docs.judges.anthropic import AnthropicJudge
from gate.docs.judges.batches import BatchClient
from gate.docs.judges.cache import ApiJudge, CachingJudge, with_cache_flags
from gate.docs.judges.choose import cached, choose_judge
from gate.docs.judges.verdict_store import cache_dir
from gate.docs.models import GradingReport
from gate.docs.pipeline import (
    extract_readable,
    floored,
    grade_artifacts,
    inspect_for_addressing,
    rubric_for,
)
from gate.docs.readers.selection import select_files
from gate.docs.run.progress import ProgressOutput
from gate.docs.trust.checked import CheckedJudge
from gate.docs.trust.rules import TrustRules
from gate.github.actions import ActionsEnv
from gate.github.context import from_environment
from gate.report.assemble import docs_grade
from gate.report.assemble import gate_report as build_gate_report
from gate.report.display_state import display_state
from gate.report.grade_json import (
    SessionSection,
)
from gate.report.verdict import finding, in_words


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
    if args.interactive:
        progress = ProgressOutput.from_flags(verbose=False, quiet=args.quiet, env=os.environ)
        report = grade_artifacts(workspace, artifacts, config, judge="anthropic", audit=False,
                                 notes=notes, progress=progress)
    else:
        report = _through_batches(args, workspace=workspace, config=config,
                                  artifacts=artifacts, keys=chosen.cache, api=chosen.api,
                                  notes=notes, say=say, guard=chosen.guard)
    return _finish(args, workspace=workspace, config=config, files=selection.files,
                   artifacts=artifacts,
                   report=report, unreadable=unreadable, started_at=started_at,
                   started=started)


def _through_batches(args: argparse.Namespace, *, workspace: Path, config: GateConfig,
                     artifacts: list[Artifact], keys: CachingJudge,
                     api: Callable[[], ApiJudge] | None, notes: tuple[str, ...],
                     say: Callable[[str], None],
                     guard: AddressingGuard | None = None) -> GradingReport:
    judge = api() if api is not None else None
    if not isinstance(judge, AnthropicJudge):  # choose_judge makes it so for `anthropic`
        raise InternalError("baseline needs the Anthropic judge's client to send batches.",
                            remediation="report this as a bug, with the command you ran.")
    rubric = rubric_for(config, artifacts)
    # A text refused for addressing the grader reaches no judge, not even as a sibling: the
    # batch is planned over the rest, as the engine's grading pass will see them.
    # The guard asks first, so that what it finds is refused like the rules' findings: its
    # questions in a batch of their own, then whatever that left through the plain API.
    guarded = _guard_through_batches(args, guard, judge, artifacts, say)
    judged = shown_to_judge(artifacts, {**(guarded.caught if guarded else {}),
                                        **caught_all(artifacts)},
                            config.gate.docs.addressing_judge).judged
    asks = plan_asks(judged, rubric, keys, batched=config.gate.cost_mode == "batched")
    sent, cut, estimate = within_ceilings(asks, judge, config)
    say(f"{len(asks)} requests the verdict cache does not answer"
        + (f"; {len(cut)} past a ceiling are not sent" if cut else ""))
    directory = cache_dir(config.gate.cache, os.environ)
    batches = BatchRun(judge, BatchClient(judge.client), state_path(directory),
                       budget_seconds=args.budget, max_rounds=config.grade.sweep_max_rounds,
                       cancel_unfinished=args.cancel_unfinished, say=say,
                       first_poll_seconds=args.poll_seconds)
    done = batches.collect(sent)
    done.failures.update(cut)
    checked = CheckedJudge(CollectedAnswers(judge, keys, done), TrustRules.of(config))
    chosen = cached(checked, config, rubric, os.environ, workspace)
    assert chosen.cache is not None  # the same settings as above
    all_notes = (*notes, *batch_notes(done, estimate), *batches.notes)
    if cut:
        all_notes += (f"{len(cut)} requests were not sent: "
                      f"{next(iter(cut.values())).detail}",)
    report = grading_pass(chosen.cache, rubric, config, artifacts, all_notes,
                          guarded=guarded)
    if guarded is not None:
        report = with_guard_usage(report, guarded)
    report = floored(report, artifacts, config)
    usage = report.usage.model_copy(update={
        "estimated_calls": estimate.calls, "estimated_input_tokens": estimate.input_tokens,
        "estimated_output_tokens": estimate.output_tokens,
        "estimated_cost_usd": None if estimate.cost_usd is None
        else round(estimate.cost_usd, 6)})
    return report.model_copy(update={"usage": usage})


def _guard_through_batches(args: argparse.Namespace, guard: AddressingGuard | None,
                           judge: AnthropicJudge, artifacts: list[Artifact],
                           say: Callable[[str], None]) -> GuardOutcome | None:
    if guard is None:
        return None
    batch = ask_through_batches(guard, judge, BatchClient(judge.client), artifacts,
                                set(caught_all(artifacts)), budget_seconds=args.budget,
                                first_poll_seconds=args.poll_seconds, say=say)
    guarded = inspect_for_addressing(guard, artifacts)
    if guarded is None:
        return None
    # The batch's answers were stored, so the guard read them back as cache hits.
    return replace(guarded, calls=batch.calls + guarded.calls,
                   cache_hits=guarded.cache_hits - batch.stored)


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
    if display_state(verdict.state, verdict.exit_code) == "inconclusive_not_enforced":
        warn("INCONCLUSIVE (not enforced): some pairs could not be graded; the next baseline "
             "run asks them again")
    return verdict.exit_code
