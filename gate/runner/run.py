"""The gate: context → configuration → grades → `grade.json` → publishing → exit code.

Each stage is its own module: the context from the event (`gate.runner.context`), what to grade
(`gate.runner.change.graded_files`), grading (`gate.runner.grading`) and publishing
(`gate.publishing.to_pull_request`); this one puts them in order and assembles the report.

Order matters for "never lose work": `grade.json`, the job summary and the step outputs are
written as soon as the grades exist, before anything waits on GitHub; then the pull request is
published to (bounded by the publish budget), then `grade.json` is rewritten with what
publishing did and the `comment-url` output is set. A failure to publish is a warning; only the
grade decides the exit code.
"""

from __future__ import annotations

import functools
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from gate.core.clock import iso_now
from gate.core.errors import GateError, InternalError, UsageError
from gate.core.files import write_atomically
from gate.core.safe_text import one_line
from gate.gate_change.diff import ConfigChange
from gate.gate_change.notice import changes_to_the_gate
from gate.github.actions import ActionsEnv, Runner
from gate.github.triggering_run import MovedOn
from gate.publishing.render import Extras, artifacts_page, blob_url, render_comment
from gate.publishing.runner_output import outputs, publishing_to_runner, report_to_runner
from gate.publishing.to_pull_request import publish_to_pull_request
from gate.report.assemble import gate_report
from gate.report.grade_json import GateReport, Publishing
from gate.runner.context import build_context
from gate.runner.grading import Graded, Grader, blocked
from gate.settings import RunOptions

if TYPE_CHECKING:  # PyGithub is imported only when GitHub is called (a dry run never)
    from gate.forge.seam import ChangeReader
    from gate.github.context import RunContext
    from gate.github.pull_request import Pacing, PullRequestClient


@dataclass(frozen=True)
class RunResult:
    report: GateReport
    comment: str
    exit_code: int
    #: Tracebacks of internal errors, printed with --debug or RUNNER_DEBUG=1.
    tracebacks: tuple[str, ...] = ()


class GateRun:
    """One run of the gate; `execute()` does it all and returns the exit code's report.

    From the moment the configuration is known, every way out (bad pull-request content, a
    failing service, an unexpected exception) ends with `grade.json`, the outputs and the
    summary written and the comment attempted: a check in branch protection must never turn
    red without saying why."""

    def __init__(self, options: RunOptions, actions: ActionsEnv,
                 runner: Runner | None = None, pacing: Pacing | None = None, *,
                 forge: ChangeReader | None = None, context: RunContext | None = None) -> None:
        self.options = options
        self.actions = actions
        self.runner = runner or Runner(actions)
        self.context = context or build_context(options, actions)
        #: GitHub's own client, for what only GitHub has (its triggers, the agent's run,
        #: publishing to a pull request); None on another forge.
        self.client: PullRequestClient | None = None
        #: What every grading stage reads the change through: the forge seam's `ChangeReader`
        #: (GitHub's client, or another forge's, as GitLab's), never more of it.
        self.reader: ChangeReader | None = forge
        if forge is None and self.context.token and self.context.repository:
            # PyGithub and the publishing modules load only for runs that call GitHub.
            from gate.github.budget import Budget  # noqa: PLC0415
            from gate.github.pull_request import PullRequestClient  # noqa: PLC0415
            # Reads while grading wait no longer than publishing may.
            self.client = PullRequestClient(self.context.api_url, self.context.token,
                                            self.context.repository, pacing,
                                            Budget(options.publish_budget))
            self.reader = self.client
        # Nothing here asks GitHub anything: a request that fails must fail inside
        # `execute()`, where every way out writes the report (the fork-safe flow's trusted job
        # finds its pull request as grading's first stage, `Grader.grade`).
        self.grader = Grader(self.context, options, self.reader, github=self.client,
                             actions=actions)
        self.notes = self.grader.notes  # grading's notes and tracebacks are the run's
        self.notes.extend(options.ignored)  # what an earlier step set and the gate ignored
        self.tracebacks = self.grader.tracebacks
        self.late_failures: list[GateError] = []
        self.config_change: ConfigChange | None = None
        #: The HTML report's path for the `html-report` output, once it is written.
        self.html_output = ""
        #: Whether the last write of grade.json succeeded (the `grade-json` output is empty if not).
        self.grade_json_written = False

    def execute(self) -> RunResult:
        started_at, started = iso_now(), time.monotonic()
        for secret in (self.options.github_token, self.options.anthropic_key,
                       self.options.cache_secret):
            self.runner.mask(secret or "")
        try:
            graded = self.grader.grade()
        except MovedOn:  # nothing to grade or report: the newer commit's run does both
            raise
        except Exception as error:  # a bug before the bar was known: defaults, no grade
            graded = blocked(self._internal(error), "an internal error occurred")
        self.context = self.grader.context  # with what GitHub said of the pull request
        self.config_change = self._changes_to_the_gate()
        report = self._report(graded, started_at, started)
        self._write(report)  # before anything that could fail or wait
        self._write_html(report, graded)
        if self.late_failures:  # a file could not be written: the comment must say so
            report = self._report(graded, started_at, started)
        self._to_runner(report)  # summary and outputs never wait on publishing
        try:
            publishing = self._publish(report)
        except Exception as error:  # publishing must not cost the report
            failure = self._internal(error)
            self.late_failures.append(failure)
            publishing = Publishing(warnings=(f"publishing failed: {failure.message}",))
        report = self._report(graded, started_at, started).model_copy(
            update={"publishing": publishing})
        self._write(report)
        try:
            publishing_to_runner(self.runner, report)
        except Exception as error:  # the outputs were written before; keep the verdict
            self.late_failures.append(self._internal(error))
        try:
            comment = render_comment(report, self.options.comment_instance)
        except Exception as error:  # everything is written; only this preview is lost
            comment = f"(the comment could not be rendered: {self._internal(error).message})"
        return RunResult(report, comment, report.verdict.exit_code, tuple(self.tracebacks))

    def _to_runner(self, report: GateReport) -> None:
        links = Extras(blob_url=self._blob_url, report_url=self._report_url)
        try:
            report_to_runner(self.runner, report, self._grade_json_output(), links,
                             self.html_output)
        except Exception as error:  # keep the outputs at least, which workflows branch on
            self.late_failures.append(self._internal(error))
            self.runner.set_outputs(outputs(report, self._grade_json_output(),
                                            self.html_output))

    def _report(self, graded: Graded, started_at: str, started: float) -> GateReport:
        return gate_report(run_id=self.run_id, started_at=started_at, started=started,
                           context=self.context, config=graded.config, source=graded.source,
                           session=graded.session, docs=graded.docs, failures=graded.failures,
                           after=self.late_failures, notes=self.notes,
                           config_change=self.config_change)

    def _changes_to_the_gate(self) -> ConfigChange | None:
        """What the pull request changes in the gate itself. Only reported: the grade is the
        base's whatever this finds, so a failure here is a note, never a finding."""
        try:
            return changes_to_the_gate(self.context, self.options, self.reader,
                                       self.grader.configured)
        except Exception as error:
            self._internal(error)  # keeps the traceback for --debug
            self.notes.append("whether this pull request changes the gate could not be told "
                              f"({one_line(f'{type(error).__name__}: {error}', 200)})")
            return None

    @functools.cached_property
    def run_id(self) -> str:
        return uuid.uuid4().hex

    def _internal(self, error: Exception) -> InternalError:
        return self.grader.internal(error)

    def _publish(self, report: GateReport) -> Publishing:
        return publish_to_pull_request(report, self.context, self.options, self.client,
                                       report_url=self._report_url)

    def _write(self, report: GateReport) -> None:
        """Write grade.json; a path that cannot be written is a usage error (exit 2) that the
        summary and outputs still report."""
        self.grade_json_written = False
        try:
            write_atomically(self.options.grade_json, report.to_json())
            self.grade_json_written = True
        except OSError as error:
            if not any(isinstance(f, UsageError) and f.path == str(self.options.grade_json)
                       for f in self.late_failures):
                self.late_failures.append(UsageError(
                    f"grade.json cannot be written ({error.strerror or error}).",
                    remediation="point grade-json (--grade-json) at a writable file inside "
                                "the workspace.", path=str(self.options.grade_json)))

    @property
    def _blob_url(self) -> str | None:
        return blob_url(self.context.server_url, self.context.repository,
                        self.context.head_sha)

    @property
    def _report_url(self) -> str | None:
        """Where the comment and the summary send readers for the HTML report: the run's
        artifacts, once a later step has uploaded the page written here."""
        return artifacts_page(self.context.run_url) if self.html_output else None

    def _write_html(self, report: GateReport, graded: Graded) -> None:
        """The HTML report, before anything waits on GitHub; like grade.json, a folder that
        cannot be written is a usage error the summary and the comment report. The page is
        the graded run's: its report, and the drafted docs as grading read them."""
        if self.options.html is None:
            return
        from gate.report.html.page import Subject  # noqa: PLC0415 (Jinja2 only when asked)
        from gate.report.html.write import write_html  # noqa: PLC0415

        read = graded.docs_read
        try:
            path = write_html(self.options.html, Subject.of_report(report),
                              workspace=self.context.workspace, blob_base=self._blob_url,
                              artifacts=read.artifacts if read else None,
                              graded_texts=read.texts if read else None)
        except OSError as error:
            self.late_failures.append(UsageError(
                f"the HTML report cannot be written ({error.strerror or error}).",
                remediation="point html (--html) at a writable folder inside the workspace.",
                path=str(self.options.html)))
            return
        except Exception as error:  # a bug in the page must not cost the grade
            self.late_failures.append(self._internal(error))
            return
        self.html_output = self._relative(path)

    def _grade_json_output(self) -> str:
        """grade.json's path relative to the workspace, so that it means the same file on the
        runner and in later steps (inside the container the workspace is elsewhere); absolute
        only when it lies outside the workspace. Empty when it could not be written: a later
        step that uploads the path must never find a file of that name the gate did not write
        (a pull request can commit one, or a folder of that name)."""
        return self._relative(self.options.grade_json) if self.grade_json_written else ""

    def _relative(self, path: Path) -> str:
        try:
            return path.resolve().relative_to(self.options.output_root.resolve()).as_posix()
        except ValueError:
            return str(path)

