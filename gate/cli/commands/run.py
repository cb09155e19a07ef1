"""`signalforge-gate run`: the gate on a pull request (the docker action's entrypoint)."""

from __future__ import annotations

import argparse
import sys

from gate.core.console import note, warn
from gate.core.errors import ExitCode, UsageError
from gate.core.safe_text import one_line
from gate.docs.judges.choose import prefetch_sdk
from gate.github.actions import ActionsEnv
from gate.github.triggering_run import MovedOn
from gate.report.display_state import DisplayState, run_display_state
from gate.report.formats.write import write_formats
from gate.report.grade_json import GateReport
from gate.report.verdict import STATE_WORDS
from gate.runner.run import GateRun
from gate.settings import resolve


def run(args: argparse.Namespace) -> int:
    actions = ActionsEnv.current()
    if actions.input("publish-from"):
        raise UsageError(
            "the publish-from input was removed: a grade.json made by the pull request's own "
            "job is the pull request's word (it can be forged), so it is never published.",
            remediation="let the trusted job grade: check out the pull request's head commit "
                        "into a folder (actions/checkout with path and persist-credentials: "
                        "false), name it in the path input and drop publish-from; see "
                        "docs/forks.md.")
    options = resolve(args, actions)
    prefetch_sdk(options.judge, has_key=bool(options.anthropic_key),
                 cache_may_answer=not options.no_cache)
    try:
        gate = GateRun(options, actions)
    except MovedOn as moved:  # not this job's failure: the newer commit's run grades
        note(str(moved))
        return int(ExitCode.PASSED)
    result = gate.execute()
    report = result.report
    print(summary_lines(report))
    for warning in report.publishing.warnings:
        if not actions.active:  # under Actions it is already a warning annotation
            warn(warning)
    if options.dry_run:
        print("\n--- comment (dry run: nothing was posted) ---\n")
        print(result.comment)
    if gate.grade_json_written:  # else the reasons below say why it could not be
        note(f"grade.json written to {options.grade_json}")
    for path in write_formats(junit=options.junit, sarif=options.sarif,
                              sessions=report.session.grades, docs=report.docs.report,
                              session_min_percent=report.session.min_percent,
                              docs_enforced=report.docs.enforced,
                              category=options.comment_instance):
        note(f"written: {path}")
    if gate.html_output:
        note(f"HTML report written: {gate.html_output}")
    for reason in report.verdict.reasons:  # why no verdict was reached, as its own paragraph
        if reason.startswith("error: "):
            print(one_line(reason, 2000), file=sys.stderr)
    if args.debug:
        for trace in result.tracebacks:
            print(trace, file=sys.stderr, end="")
    return result.exit_code


#: What the log's summary line adds to the run's state, by display state.
SUMMARY_SUFFIXES: dict[DisplayState, str] = {
    "bad_input": ", the input could not be graded",
    "internal_error": ", an internal error occurred",
    "below_bar_not_enforced": " (not enforced)",
    "inconclusive_not_enforced": " (not enforced)",
}


def summary_lines(report: GateReport) -> str:
    """A few lines for the log; the full report is in grade.json and the job summary."""
    verdict = report.verdict
    state = STATE_WORDS[verdict.state] + SUMMARY_SUFFIXES.get(run_display_state(report), "")
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
    if report.docs.agreement is not None:
        lines.append(f"  judge: {one_line(report.docs.agreement.statement)}")
    lines += [f"  note: {one_line(n)}" for n in report.notes + (docs.notes if docs else ())]
    config = report.config
    lines.append(f"  config: {config.path} ({config.source})"
                 + (f" — {one_line(config.note)}" if config.note else ""))
    return "\n".join(lines)
