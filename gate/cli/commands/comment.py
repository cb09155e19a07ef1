"""`signalforge-gate comment --from grade.json [--post]`: render, or publish, a report.

Without `--post` the comment is printed. With it, the report is published as the fork-safe
flow's second job does (see `gate.publishing.trusted_publish`): the sticky comment and the
`signalforge-gate` commit status, after checking the report against the triggering run.
"""

from __future__ import annotations

import argparse

from gate.core.console import note
from gate.github.actions import ActionsEnv
from gate.publishing.render import render_comment
from gate.publishing.trusted_publish import load, publish


def run(args: argparse.Namespace) -> int:
    report = load(args.source)
    if not args.post:
        if args.html is not None:  # Jinja2 is imported only when a page is asked for
            from gate.report.html.page import Subject  # noqa: PLC0415
            from gate.report.html.write import write_page  # noqa: PLC0415

            note(f"HTML report written: {write_page(args.html, Subject.of_report(report))}")
        print(render_comment(report, args.instance or ""))
        return 0
    actions = ActionsEnv.current()
    if args.instance:
        actions = ActionsEnv({**actions.env, "INPUT_COMMENT-INSTANCE": args.instance})
    return publish(args.source, actions, html=args.html)
