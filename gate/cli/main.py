"""The command line: `signalforge-gate <command>` and `python -m gate <command>`.

This module only parses arguments and turns errors into one-paragraph messages and exit codes.
Each command lives in `gate.cli.commands.<name>` and is imported only when it runs, so grading a
session log never pays for importing the GitHub or Anthropic clients.
"""

from __future__ import annotations

import argparse
import importlib
import math
import os
import sys
import traceback
from collections.abc import Sequence
from pathlib import Path

from gate import TOOL_NAME, __version__
from gate.cli import collector
from gate.configure.judge_names import JUDGE_CHOICES
from gate.core import redaction
from gate.core.errors import ExitCode, GateError, InternalError


def _session_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "session", help="grade CLEO session audit logs with the 5-dimension rubric",
        description="Grade the sessions in one or more CLEO audit logs (JSON lines, a JSON "
                    "array, {\"entries\": [...]}, gzip of any, or CLEO's SQLite tasks.db).")
    parser.add_argument("paths", nargs="+", metavar="PATH", help="audit log file(s)")
    parser.add_argument("--session", metavar="ID",
                        help="grade only this session (absent from the input: the empty grade)")
    parser.add_argument("--json", action="store_true",
                        help="print a JSON array of the per-session results")
    parser.add_argument("--config", type=Path, metavar="FILE",
                        help="signalforge.yml whose gate.session bar applies "
                             "(default ./signalforge.yml, else the defaults)")
    _history_options(parser)
    _format_options(parser, sarif=False)  # SARIF locates findings in files; a session has none


def _format_options(parser: argparse.ArgumentParser, *, sarif: bool = True) -> None:
    parser.add_argument("--junit", type=Path, metavar="FILE",
                        help="also write the grade as JUnit XML (for test reporters)")
    if sarif:
        parser.add_argument("--sarif", type=Path, metavar="FILE",
                            help="also write failing docs as SARIF 2.1.0 (for code scanning)")
    _html_option(parser)


def _html_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--html", type=Path, metavar="DIR",
                        help="also write the HTML report, DIR/index.html: one self-contained "
                             "page that needs no network")


def _history_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--history", type=Path, metavar="FILE",
                       help="append grades to FILE (default .cleo/metrics/GRADES.jsonl)")
    group.add_argument("--no-history", action="store_true", help="do not record the grades")


def _history_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "history", help="list recorded session grades (GRADES.jsonl)",
        description="List the grades recorded in GRADES.jsonl, as `cleo grade --list` does.")
    parser.add_argument("--session", metavar="ID", help="only this session's grades")
    parser.add_argument("--json", action="store_true", help="print the grades as JSON")
    parser.add_argument("--history", type=Path, metavar="FILE",
                        help="the history file (default .cleo/metrics/GRADES.jsonl)")


def _docs_selection(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="+", metavar="PATH",
                        help="candidate .json, dbt .yml/.yaml or .md files, or directories")
    parser.add_argument("--config", type=Path, metavar="FILE",
                        help="signalforge.yml to use (default: the workspace's)")
    parser.add_argument("--workspace", type=Path, metavar="DIR",
                        help="folder paths are relative to (default: the one directory "
                             "given, else the current directory)")


def _docs_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "docs", help="grade drafted docs with the LLM-as-judge rubric",
        description="Grade drafted documentation per (artifact, criterion) and write the "
                    "docs report (default .signalforge/docs-grade.json).")
    _docs_selection(parser)
    parser.add_argument("--judge", choices=JUDGE_CHOICES,
                        help="override gate.judge (auto: anthropic with a key, else offline)")
    parser.add_argument("--scores", type=Path, metavar="DIR",
                        help="where the scores judge reads <slug>/scores.json")
    parser.add_argument("--report", type=Path, metavar="FILE", help="write the report here")
    parser.add_argument("--no-audit", action="store_true",
                        help="do not append judge calls to the audit log")
    parser.add_argument("--no-write", action="store_true",
                        help="write nothing into the workspace (no audit log; the report goes "
                             "to the user's cache folder unless --report names a file): for "
                             "hooks that must leave the working tree as they found it")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    _format_options(parser)
    _cache_and_progress_options(parser)


def _cache_and_progress_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--cache-dir", type=Path, metavar="DIR",
                        help="the verdict cache (default gate.cache.dir, else "
                             "$XDG_CACHE_HOME/signalforge-gate or ~/.cache/signalforge-gate)")
    parser.add_argument("--no-cache", action="store_true",
                        help="ask the judge about every pair; neither read nor write the cache")
    talk = parser.add_mutually_exclusive_group()
    talk.add_argument("--verbose", action="store_true",
                      help="also print one line per judged pair (as RUNNER_DEBUG=1 does)")
    talk.add_argument("--quiet", action="store_true",
                      help="print no progress while the judge works")


def _prompts_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "prompts", help="write FlowMCP v1 prompts.json files for an outside grader",
        description="Write one prompts.json per artifact (FlowMCP scoring protocol v1) under "
                    "--out DIR/<schemaIdSlug>/.")
    _docs_selection(parser)
    parser.add_argument("--out", type=Path, required=True, metavar="DIR")


def _config_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser("config", help="validate signalforge.yml")
    actions = parser.add_subparsers(dest="action", required=True, metavar="ACTION")
    check = actions.add_parser("check", help="validate and print the effective configuration")
    check.add_argument("path", nargs="?", metavar="PATH", help="default: ./signalforge.yml")


def _run_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "run", help="run the gate (the GitHub Action's entrypoint)",
        description="Grade the session audit and the drafted docs of a change, write "
                    "grade.json, publish to the pull request and exit with the verdict. Under "
                    "GitHub Actions everything is read from the environment; flags override.")
    parser.add_argument("--workspace", type=Path, metavar="DIR",
                        help="the checkout (default $GITHUB_WORKSPACE, else .)")
    parser.add_argument("--config", type=Path, metavar="FILE",
                        help="use this signalforge.yml instead of the base commit's")
    parser.add_argument("--event", type=Path, metavar="FILE", help="a webhook payload")
    parser.add_argument("--event-name", metavar="NAME", help="e.g. pull_request, push")
    parser.add_argument("--base", metavar="SHA", help="the base commit")
    parser.add_argument("--head", metavar="SHA", help="the head commit")
    parser.add_argument("--repository", metavar="OWNER/NAME")
    parser.add_argument("--pr", type=int, metavar="N", help="the pull request number")
    parser.add_argument("--api-url", metavar="URL", help="GitHub API (default $GITHUB_API_URL)")
    parser.add_argument("--anthropic-base-url", metavar="URL",
                        help="the judge's endpoint, e.g. a proxy (default "
                             "$ANTHROPIC_BASE_URL outside GitHub Actions, else Anthropic's)")
    parser.add_argument("--session-audit", metavar="PATHS",
                        help="audit log paths or globs, comma separated")
    parser.add_argument("--session-id", metavar="ID", help="grade only this session")
    parser.add_argument("--grade-json", type=Path, metavar="FILE",
                        help="where to write grade.json (default .signalforge/grade.json)")
    parser.add_argument("--judge", choices=JUDGE_CHOICES)
    parser.add_argument("--no-comment", action="store_true", help="do not comment")
    parser.add_argument("--no-check-run", action="store_true",
                        help="do not create the signalforge-gate check run")
    parser.add_argument("--publish-budget", metavar="SECONDS",
                        help="longest wait on GitHub while publishing (default 60)")
    parser.add_argument("--dry-run", action="store_true",
                        help="print the comment instead of posting anything")
    parser.add_argument("--code-quality", type=Path, metavar="FILE",
                        help="in a GitLab CI job, where GitLab's Code Quality report goes "
                             "(default gl-code-quality-report.json)")
    _format_options(parser)
    _cache_and_progress_options(parser)


def _comment_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "comment", help="render the comment of an existing grade.json",
        description="Render the sticky comment of a grade.json (nothing is posted: a report "
                    "from a file is never published; see docs/forks.md).")
    parser.add_argument("--from", dest="source", type=Path, required=True, metavar="FILE")
    parser.add_argument("--post", action="store_true",
                        help="removed: refused with the way to publish instead")
    parser.add_argument("--instance", metavar="ID", help="comment instance (matrix jobs)")
    _html_option(parser)


def _kappa_bar(value: str) -> float:
    """A kappa bar is a finite number in [-1, 1] (NaN would pass every comparison)."""
    try:
        bar = float(value)
    except ValueError:
        bar = math.nan
    if not -1.0 <= bar <= 1.0:
        raise argparse.ArgumentTypeError(f"{value!r} is not a kappa: give a number from -1 to 1")
    return bar


def _share(value: str) -> float:
    """A drift bound is a finite number in [0, 1]."""
    try:
        bound = float(value)
    except ValueError:
        bound = math.nan
    if not 0.0 <= bound <= 1.0:
        raise argparse.ArgumentTypeError(f"{value!r} is not a bound: give a number from 0 to 1")
    return bound


def _calibrate_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "calibrate", help="measure a judge against a labelled gold set (Cohen's kappa, bias)",
        description="Grade every labelled pair of a gold set (JSON lines) with the judge the "
                    "docs command would use, and print per criterion and overall: accuracy, "
                    "Cohen's kappa with its 95% interval, the confusion matrix, the "
                    "correlation of score with text length, the pass mark that would "
                    "maximise kappa, and the cost.")
    parser.add_argument("gold", type=Path, metavar="GOLD", nargs="+",
                        help="the gold set, e.g. calibration/gold.jsonl; further files are a "
                             "team's labels, merged over it (a later label for the same "
                             "artifact and criterion wins)")
    parser.add_argument("--labels", type=Path, metavar="FILE", action="append",
                        help="a team's labels (gold JSON lines, e.g. exported from the HTML "
                             "report) merged over GOLD; may be repeated")
    parser.add_argument("--judge", choices=JUDGE_CHOICES,
                        help="override gate.judge (auto: anthropic with a key, else offline)")
    parser.add_argument("--model", metavar="MODEL",
                        help="the anthropic judge's model (overrides grade.model)")
    parser.add_argument("--scores", type=Path, metavar="DIR",
                        help="where the scores judge reads <slug>/scores.json")
    parser.add_argument("--config", type=Path, metavar="FILE",
                        help="signalforge.yml to use (default ./signalforge.yml, else the "
                             "defaults)")
    parser.add_argument("--min-kappa", type=_kappa_bar, metavar="K",
                        help="exit 1 when the overall kappa is below K (3 when undefined)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--cache-dir", type=Path, metavar="DIR",
                        help="the verdict cache (as for docs)")
    parser.add_argument("--no-cache", action="store_true",
                        help="ask the judge about every pair; neither read nor write the cache")
    parser.add_argument("--suggest-pass-marks", action="store_true",
                        help="print the gate.docs.pass_marks block (YAML) that maximises kappa "
                             "per criterion on these labels")
    parser.add_argument("--record", action="store_true",
                        help="keep this calibration as the judge's signed record beside the "
                             "verdict cache (every grade states it); exit 1 on drift from the "
                             "earlier record")
    parser.add_argument("--accept-drift", action="store_true",
                        help="with --record: accept this calibration as the record even though "
                             "it drifted")
    parser.add_argument("--drift-share", type=_share, default=0.10, metavar="S",
                        help="drift when more than this share of the gold verdicts changed "
                             "(default 0.10)")
    parser.add_argument("--drift-kappa", type=_share, default=0.10, metavar="K",
                        help="drift when kappa fell by more than this (default 0.1)")


def _baseline_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "baseline", help="grade every drafted doc of the repository into the verdict cache",
        description="Grade every drafted artifact the repository holds (all files "
                    "gate.docs selects, not a diff) through the Message Batches API at half "
                    "the price, store every verdict in the verdict cache for pull requests to "
                    "reuse, and write grade.json. An interrupted run resumes its batches.")
    parser.add_argument("--workspace", type=Path, metavar="DIR",
                        help="the checkout (default $GITHUB_WORKSPACE, else .)")
    parser.add_argument("--config", type=Path, metavar="FILE",
                        help="signalforge.yml to use (default: the workspace's)")
    parser.add_argument("--grade-json", type=Path, metavar="FILE",
                        help="where to write grade.json (default .signalforge/grade.json)")
    parser.add_argument("--interactive", action="store_true",
                        help="use the plain Messages API instead of batches (full price)")
    parser.add_argument("--budget", type=float, default=5 * 3600, metavar="SECONDS",
                        help="how long to wait for the batches (default 18000); what is "
                             "not answered by then is null, and the next run collects it")
    parser.add_argument("--poll-seconds", type=float, default=5.0, metavar="SECONDS",
                        help="the first wait between looks at the batches (default 5); each "
                             "wait is half again as long, at most 60")
    parser.add_argument("--cancel-unfinished", action="store_true",
                        help="cancel the batches still running when the budget ends")
    parser.add_argument("--cache-dir", type=Path, metavar="DIR",
                        help="the verdict cache (default gate.cache.dir, else "
                             "$XDG_CACHE_HOME/signalforge-gate or ~/.cache/signalforge-gate)")
    parser.add_argument("--quiet", action="store_true", help="print no progress")


PARSERS = {
    "session": _session_parser,
    "history": _history_parser,
    "docs": _docs_parser,
    "prompts": _prompts_parser,
    "config": _config_parser,
    "run": _run_parser,
    "comment": _comment_parser,
    "calibrate": _calibrate_parser,
    "baseline": _baseline_parser,
}


DEBUG_HELP = "on an internal error, print the traceback too (also: RUNNER_DEBUG=1)"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=TOOL_NAME,
        description="A pre-merge quality gate for work drafted by AI coding agents.")
    parser.add_argument("--version", action="version", version=f"{TOOL_NAME} {__version__}")
    parser.add_argument("--debug", action="store_true", help=DEBUG_HELP)
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for add_parser in PARSERS.values():
        add_parser(commands)
    for command in commands.choices.values():  # `--debug` also after the command's name
        command.add_argument("--debug", action="store_true", default=argparse.SUPPRESS,
                             help=DEBUG_HELP)
    return parser


def debug_wanted(args: argparse.Namespace) -> bool:
    """`--debug`, or a re-run with debug logging on GitHub (which sets RUNNER_DEBUG=1)."""
    return bool(getattr(args, "debug", False)) or os.environ.get("RUNNER_DEBUG") == "1"


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; return its exit code (see `gate.core.errors.ExitCode`)."""
    for stream in (sys.stdout, sys.stderr):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="replace")
    redaction.protect_process(os.environ)  # before anything is printed
    args = build_parser().parse_args(argv)
    args.debug = debug_wanted(args)
    command = importlib.import_module(f"gate.cli.commands.{args.command}")
    collector.settle()  # the command's modules are loaded: collect garbage from here on
    try:
        return int(command.run(args))
    except GateError as error:
        print(error.render(), file=sys.stderr)
        return int(error.exit_code)
    except BrokenPipeError:
        # The reader (`| head`) went away; nothing left to say to it.
        sys.stderr.close()
        return int(ExitCode.PASSED)
    except KeyboardInterrupt:
        return 130
    except Exception as error:
        # One line, never exit 1 (which workflows read as "below the bar"); the traceback only
        # when asked for.
        print(InternalError.wrapping(error, __version__).render(), file=sys.stderr)
        if args.debug:
            traceback.print_exception(error, file=sys.stderr)
        return int(ExitCode.INCONCLUSIVE)
