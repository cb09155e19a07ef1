"""`signalforge-gate docs PATH...`: grade drafted documentation with the LLM-as-judge rubric."""

from __future__ import annotations

import argparse
import json
import os

from gate.console import note
from gate.docs.cache import with_cache_flags
from gate.docs.display import render_docs
from gate.docs.grading import grade_docs, judge_outage, write_report
from gate.docs.judges import prefetch_sdk
from gate.docs.selection import select_files
from gate.errors import ExitCode, InputError, ServiceError
from gate.progress import ProgressOutput


def run(args: argparse.Namespace) -> int:
    prefetch_sdk(args.judge, has_key=bool(os.environ.get("ANTHROPIC_API_KEY", "").strip()))
    selection = select_files(args.paths, workspace=args.workspace, config_path=args.config)
    if not selection.files:
        raise InputError("no drafted docs were found.",
                         remediation="name the files, or check gate.docs.include in "
                                     "signalforge.yml.", path=", ".join(args.paths))
    config = with_cache_flags(selection.config, cache_dir=args.cache_dir,
                              no_cache=args.no_cache)
    progress = ProgressOutput.from_flags(verbose=args.verbose, quiet=args.quiet,
                                         env=os.environ)
    _, report = grade_docs(selection.workspace, selection.files, config, judge=args.judge,
                           scores_dir=args.scores, audit=not args.no_audit, progress=progress)
    report_path = args.report or selection.workspace / config.gate.docs.report
    write_report(report, report_path)
    if args.json:
        print(json.dumps(report.model_dump(mode="json"), indent=2, ensure_ascii=False))
    else:
        print(render_docs(report))
        note(f"report written to {report_path}")
    outage = judge_outage(report)
    if outage:
        raise ServiceError(f"no pair could be graded: {outage}",
                           remediation="check ANTHROPIC_API_KEY, the network and the API "
                                       "status, then re-run.", path=str(report_path))
    if config.grade.fail_on_below_threshold and not report.passed:
        return int(ExitCode.BELOW_THRESHOLD)
    return int(ExitCode.PASSED)
