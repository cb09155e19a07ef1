"""`signalforge-gate docs PATH...`: grade drafted documentation with the LLM-as-judge rubric.

The docs check ends as in `run`: pass, fail or inconclusive (ungraded pairs that could tip the
bar), with the same exit codes; the docs report states it in words (`verdict`).
"""

from __future__ import annotations

import argparse
import os
import sys
import traceback
from collections.abc import Sequence
from pathlib import Path

from gate import TOOL_NAME, __version__
from gate.configure.config import GateConfig
from gate.configure.judge_names import JudgeName
from gate.core.cache_home import cache_home
from gate.core.console import note, warn
from gate.core.errors import GateError, InputError, InternalError
from gate.core.safe_text import one_line
from gate.docs.artifacts import Artifact
from gate.docs.calibration.statement import judge_agreement
from gate.docs.display import render_docs
from gate.docs.judges.cache import with_cache_flags
from gate.docs.judges.choose import prefetch_sdk
from gate.docs.models import GradingReport
from gate.docs.pipeline import grade_docs, judge_outage, unfinished_report, write_report
from gate.docs.readers.named_files import Selection, select_files
from gate.docs.report_file import report_lines
from gate.docs.run.progress import ProgressOutput
from gate.report.assemble import docs_grade
from gate.report.check_state import STATE_WORDS, in_words
from gate.report.display_state import check_shown
from gate.report.formats.write import write_formats
from gate.report.verdict import finding


def run(args: argparse.Namespace) -> int:
    prefetch_sdk(args.judge, has_key=bool(os.environ.get("ANTHROPIC_API_KEY", "").strip()),
                 cache_may_answer=not args.no_cache)
    selection = select_files(args.paths, workspace=args.workspace, config_path=args.config)
    if not selection.files:
        raise InputError("no drafted docs were found.",
                         remediation="name the files, or check gate.docs.include in "
                                     "signalforge.yml.", path=", ".join(args.paths))
    config = with_cache_flags(selection.config, cache_dir=args.cache_dir,
                              no_cache=args.no_cache)
    progress = ProgressOutput.from_flags(verbose=args.verbose, quiet=args.quiet,
                                         env=os.environ)
    unreadable: list[GateError] = []
    default_report = cache_home() / "docs-grade.json" if args.no_write \
        else selection.workspace / config.gate.docs.report
    report_path = args.report or default_report
    artifacts, report = _grade(args, selection, config, unreadable=unreadable,
                               progress=progress, report_path=report_path)
    graded = docs_grade(report, config,
                        problems=[finding(error) for error in unreadable],
                        files=selection.files, outage_path=str(report_path))
    report, check, findings = graded.report, graded.check, graded.section.findings
    outage = judge_outage(report)
    write_report(report, report_path)
    agreement = judge_agreement(report, config, workspace=selection.workspace,
                                env=os.environ)
    if args.json:  # in pieces, as the report file is written: never held whole
        sys.stdout.writelines(report_lines(report))
    else:
        print(render_docs(report, STATE_WORDS[check.state]))
        print(f"verdict: {one_line(in_words(check), 2000)}")
        print(f"judge: {one_line(agreement.statement, 2000)}")
        note(f"report written to {report_path}")
    for text in agreement.notes:
        note(text)
    for path in write_formats(junit=args.junit, sarif=args.sarif, sessions=(), docs=report,
                              session_min_percent=config.gate.session.min_percent,
                              docs_enforced=config.grade.fail_on_below_threshold):
        note(f"written: {path}")
    if args.html is not None:  # Jinja2 is imported only when a page is asked for
        from gate.report.html.page import Subject  # noqa: PLC0415
        from gate.report.html.write import write_page  # noqa: PLC0415

        subject = Subject(state=check.state, reasons=check.reasons,
                          checks=(("Drafted docs", check),), docs=report,
                          files=tuple(selection.files), notes=report.notes, findings=findings,
                          tool=f"{TOOL_NAME} {__version__}", agreement=agreement)
        page = write_page(args.html, subject, selection.workspace, artifacts=artifacts)
        note(f"HTML report written: {page}")
    for error in unreadable:  # the rest was graded and reported; each file says what to fix
        print(error.render(), file=sys.stderr)
    for caught in findings:
        if caught.kind == "addresses_judge":
            warn(f"{caught.file}:{caught.line or 1}: {caught.why}")
    if outage:
        warn(f"{report_path}: {outage}")
    shown = check_shown(check, findings)
    if shown.state == "inconclusive_not_enforced":
        warn("INCONCLUSIVE (not enforced): the docs grade could not be decided; set "
             "grade.fail_on_below_threshold to make this fail the job")
    return shown.exit_code


def _grade(args: argparse.Namespace, selection: Selection, config: GateConfig, *,
           unreadable: list[GateError], progress: ProgressOutput, report_path: Path,
           ) -> tuple[list[Artifact], GradingReport]:
    """The graded docs; a grade that stops before its engine returns still leaves its report
    (the config is known: every way out does), then stops the command as before."""
    try:
        return grade_docs(selection.workspace, selection.files, config, judge=args.judge,
                          scores_dir=args.scores, audit=not (args.no_audit or args.no_write),
                          findings=unreadable, progress=progress)
    except Exception as error:
        stopped = error if isinstance(error, GateError) else \
            InternalError.wrapping(error, __version__)
        if args.debug and stopped is not error:
            traceback.print_exception(error, file=sys.stderr)
        _write_unfinished(config, stopped, args, selection.files, report_path)
        if stopped is error:
            raise
        raise stopped from error


def _write_unfinished(config: GateConfig, stopped: GateError, args: argparse.Namespace,
                      files: Sequence[str], report_path: Path) -> None:
    """The report of a grade that stopped before its engine returned: no results, the verdict
    inconclusive and why (`gate.docs.pipeline.unfinished_report`)."""
    has_key = bool(os.environ.get("ANTHROPIC_API_KEY", "").strip())
    requested = args.judge or config.gate.judge
    judge: JudgeName = requested if requested != "auto" else (  # as `choose_judge` chooses
        "anthropic" if has_key and config.grade.provider == "anthropic" else "heuristic")
    graded = docs_grade(unfinished_report(config, judge, stopped), config,
                        problems=[finding(stopped)], files=files, outage_path=str(report_path))
    write_report(graded.report, report_path)
    note(f"report written to {report_path}: {in_words(graded.check)}")
