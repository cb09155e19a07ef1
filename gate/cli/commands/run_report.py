"""What `signalforge-gate run` prints and writes once the run is over, on any forge: the log's
lines, the JUnit, SARIF and Code Quality files, the exit code."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from gate.core.console import note, warn
from gate.core.safe_text import one_line
from gate.github.actions import ActionsEnv
from gate.report.check_state import STATE_WORDS
from gate.report.display_state import DisplayState, run_display_state
from gate.report.formats.write import write_formats
from gate.report.grade_json import GateReport
from gate.runner.run import GateRun, RunResult
from gate.settings import RunOptions


def finish(args: argparse.Namespace, options: RunOptions, actions: ActionsEnv, gate: GateRun,  # noqa: PLR0917
           result: RunResult, code_quality: Path | None = None) -> int:
    """Everything after the run, on any forge: the log's lines, the extra report files, the
    exit code."""
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
                              category=options.comment_instance, code_quality=code_quality):
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


def output_path(options: RunOptions, flag: Path | None) -> Path | None:
    """A report file's path from its flag: relative ones are under the workspace the outputs
    go to, as `--junit` and `--sarif` are."""
    if flag is None:
        return None
    return flag if flag.is_absolute() else options.output_root / flag
