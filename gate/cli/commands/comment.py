"""`signalforge-gate comment --from grade.json`: render the comment of an existing report.

The comment is printed (and, with `--html`, the HTML report written); nothing is posted. A
report is never published from a file: whoever can write the file can write any grade, so
the fork-safe flow's trusted job grades the pull request itself (`docs/forks.md`), and
`--post` is refused with the way there.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from gate.core.console import note
from gate.core.errors import InputError, UsageError
from gate.publishing.render import render_comment
from gate.report.grade_json import GateReport, read_report


def load(source: Path) -> GateReport:
    try:
        return read_report(source)
    except (OSError, ValueError) as error:
        raise InputError(f"not a readable grade.json ({type(error).__name__}: "
                         f"{str(error).splitlines()[0][:200]}).",
                         remediation="pass the grade.json the gate wrote (--from FILE).",
                         path=str(source)) from None


def run(args: argparse.Namespace) -> int:
    if args.post:
        raise UsageError("comment --post was removed: a grade.json is the word of whoever "
                         "wrote it, so the gate never publishes one it did not make itself.",
                         remediation="publish by grading: run `signalforge-gate run` (or the "
                                     "action) where the token can write; for pull requests "
                                     "from forks, see the trusted job in docs/forks.md.")
    report = load(args.source)
    if args.html is not None:  # Jinja2 is imported only when a page is asked for
        from gate.report.html.page import Subject  # noqa: PLC0415
        from gate.report.html.write import write_page  # noqa: PLC0415

        note(f"HTML report written: {write_page(args.html, Subject.of_report(report))}")
    print(render_comment(report, args.instance or ""))
    return 0
