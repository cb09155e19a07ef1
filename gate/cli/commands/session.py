"""`signalforge-gate session PATH...`: grade session audits and print the grades.

The session check ends as in `run`: pass, fail or inconclusive (audit records that could not
be read could have tipped the grade), against `gate.session` of the configuration (`--config`,
else `./signalforge.yml` when there is one), with the same exit codes.

Grading a log without a configuration file imports no pydantic (a test holds it): the grades
are dataclasses, the verdict is `gate.report.check_state`'s, and the bar is the defaults
(`gate.configure.session_bar`). The formats, the page and a configuration file to validate
import what they need when asked for.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from gate import TOOL_NAME, __version__
from gate.configure.session_bar import (
    CONFIG_FILE,
    DEFAULT_BAR,
    SessionBar,
    configured,
    defaults_apply,
)
from gate.core.console import note, warn
from gate.core.errors import InputError
from gate.core.safe_text import one_line
from gate.report.check_state import in_words, judge_sessions
from gate.report.display_state import check_shown
from gate.session.display import render_session
from gate.session.grader import grade_sessions
from gate.session.history import DEFAULT_HISTORY_PATH, append_history, read_history
from gate.session.reading.entries import ProblemLog

#: Problems are each printed on stderr up to this many; the rest are summed up in one line.
PROBLEMS_PRINTED = 20


def run(args: argparse.Namespace) -> int:
    grading = grade_sessions(args.paths, session_id=args.session)
    report_problems(grading.problems)
    for sid in grading.regraded_out_of_order:
        note(f"session {sid}: entries were out of timestamp order; the input was read again "
             "and the session graded in sorted order, as CLEO does")
    if not grading.results:
        problems = grading.problems.total
        raise InputError(
            "no audit entries with a session id were found"
            + (f" ({problems} input problem(s) above)." if problems else "."),
            remediation="pass the log of a CLEO session started with --grade, or name the "
                        "session with --session ID.",
            path=", ".join(args.paths))
    if not args.no_history:
        append_history(args.history or DEFAULT_HISTORY_PATH, grading.results)
    bar = session_bar(args.config or Path(CONFIG_FILE))
    check = judge_sessions(True, grading.results, (), bar)
    if args.junit is not None:
        from gate.report.formats.write import write_formats  # noqa: PLC0415 - when asked for

        write_formats(junit=args.junit, sarif=None, sessions=grading.results, docs=None,
                      session_min_percent=bar.min_percent, docs_enforced=False)
        note(f"written: {args.junit}")
    if args.html is not None:  # Jinja2 is imported only when a page is asked for
        from gate.report.html.page import Subject  # noqa: PLC0415
        from gate.report.html.write import write_page  # noqa: PLC0415
        from gate.report.verdict import as_verdict  # noqa: PLC0415

        history_path = None if args.no_history else args.history or DEFAULT_HISTORY_PATH
        history = read_history(history_path)[0] if history_path else []
        subject = Subject(state=check.state, reasons=check.reasons,
                          checks=(("Session audit", as_verdict(check)),), sessions=grading.results,
                          session_min_percent=bar.min_percent,
                          tool=f"{TOOL_NAME} {__version__}")
        note(f"HTML report written: {write_page(args.html, subject, history=history)}")
    if args.json:  # the array stays CLEO's; the verdict goes to stderr
        print(json.dumps([result.to_wire() for result in grading.results], indent=2,
                         ensure_ascii=False))
        note(f"verdict: {in_words(check)}")
    else:
        print("\n\n".join(render_session(result) for result in grading.results))
        print(f"\nverdict: {one_line(in_words(check), 2000)}")
    shown = check_shown(check)
    if shown.state == "inconclusive_not_enforced":
        warn("INCONCLUSIVE (not enforced): set gate.session.fail_on_below_threshold to make "
             "this fail the job")
    return shown.exit_code


def session_bar(path: Path) -> SessionBar:
    """`gate.session`'s bar: the defaults without a configuration file, else the file's."""
    if defaults_apply(path):
        return DEFAULT_BAR
    from gate.configure.config import load_config_file  # noqa: PLC0415 - a file to validate

    return configured(load_config_file(path).gate.session)


def report_problems(problems: ProblemLog) -> None:
    """Each input problem on stderr with its file and line, up to `PROBLEMS_PRINTED`."""
    for problem in problems.all_samples[:PROBLEMS_PRINTED]:
        warn(f"{problem.location}: {problem.detail} ({problem.kind}, {problem.action})")
    hidden = problems.total - min(problems.total, PROBLEMS_PRINTED)
    if hidden:
        warn(f"… and {hidden} more input problem(s); each session's inputProblems in --json "
             "counts them by kind")
