"""`signalforge-gate run`: the gate on a pull request (the docker action's entrypoint)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from gate.console import note, one_line, warn
from gate.docs.judges import prefetch_sdk
from gate.github.actions import ActionsEnv
from gate.options import resolve
from gate.report import GateReport
from gate.run import GateRun


def run(args: argparse.Namespace) -> int:
    actions = ActionsEnv.current()
    publish_from = actions.input("publish-from")
    if publish_from:  # the action's second phase: publish a report, grade nothing
        from gate.trusted_publish import publish  # noqa: PLC0415 (PyGithub only when used)

        return publish(Path(actions.get("GITHUB_WORKSPACE") or ".") / publish_from, actions)
    options = resolve(args, actions)
    prefetch_sdk(options.judge, has_key=bool(options.anthropic_key))
    result = GateRun(options, actions).execute()
    report = result.report
    print(summary_lines(report))
    for warning in report.publishing.warnings:
        if not actions.active:  # under Actions it is already a warning annotation
            warn(warning)
    if options.dry_run:
        print("\n--- comment (dry run: nothing was posted) ---\n")
        print(result.comment)
    note(f"grade.json written to {options.grade_json}")
    for reason in report.verdict.reasons:
        if reason.startswith("error: "):  # why no verdict was reached, as its own paragraph
            print(one_line(reason, 2000), file=sys.stderr)
    return result.exit_code


def summary_lines(report: GateReport) -> str:
    """A few lines for the log; the full report is in grade.json and the job summary."""
    verdict = report.verdict
    if verdict.exit_code in (2, 3):
        state = "no verdict"
    elif verdict.passed:
        state = "passed"
    else:
        state = "below the bar" + ("" if verdict.enforced else " (not enforced)")
    lines = [f"signalforge-gate: {state} (exit {verdict.exit_code})"]
    lines += [f"  - {one_line(reason)}" for reason in verdict.reasons]
    for grade in report.session.grades:
        lines.append(f"  session {one_line(grade.session_id, 80)}: {grade.total_score}/"
                     f"{grade.max_score} grade {grade.letter}")
    if report.session.note:
        lines.append(f"  session note: {one_line(report.session.note)}")
    docs = report.docs.report
    if docs is not None:
        lines.append(f"  docs: {len(docs.results)} pairs, pass rate {docs.pass_rate:.0%}, "
                     f"mean {docs.mean_score:.2f}, judge {docs.judge}")
    lines += [f"  note: {one_line(n)}" for n in report.notes + (docs.notes if docs else ())]
    config = report.config
    lines.append(f"  config: {config.path} ({config.source})"
                 + (f" — {one_line(config.note)}" if config.note else ""))
    return "\n".join(lines)
