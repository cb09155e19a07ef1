"""The gate: context → configuration → grades → `grade.json` → publishing → exit code.

Order matters for "never lose work": `grade.json`, the job summary and the step outputs are
written as soon as the grades exist, before anything waits on GitHub; then the pull request is
published to (bounded by the publish budget), then `grade.json` is rewritten with what
publishing did and the `comment-url` output is set. A failure to publish is a warning; only the
grade decides the exit code.
"""

from __future__ import annotations

import functools
import os
import time
import traceback
import uuid
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from gate import TOOL_NAME, __version__
from gate.clock import iso_now
from gate.collect import Workspace, doc_files, session_audits
from gate.config import GateConfig, defaults
from gate.config_source import Source, config_for_run
from gate.console import one_line
from gate.docs.grading import extract_readable, grade_artifacts, judge_outage, write_report
from gate.docs.judges.cache import with_cache_flags
from gate.docs.models import Usage
from gate.errors import GateError, InputError, InternalError, ServiceError, UsageError
from gate.files import write_atomically
from gate.github.actions import ActionsEnv, Runner, read_event
from gate.github.context import RunContext, from_environment
from gate.options import RunOptions
from gate.publishing.render import Extras, blob_url, render_comment
from gate.publishing.runner_output import outputs, publishing_to_runner, report_to_runner
from gate.report import (
    ConfigInfo,
    Context,
    DocsSection,
    GateReport,
    Publishing,
    SessionSection,
    Tool,
)
from gate.session.grader import SessionGrading, grade_sessions
from gate.verdict import decide, docs_verdict, finding, in_words

if TYPE_CHECKING:  # PyGithub is imported only when GitHub is called (a dry run never)
    from gate.github.pull_request import Pacing, PullRequestClient


@dataclass(frozen=True)
class Graded:
    config: GateConfig
    source: Source
    session: SessionSection
    docs: DocsSection
    failures: list[GateError]


@dataclass(frozen=True)
class RunResult:
    report: GateReport
    comment: str
    exit_code: int
    #: Tracebacks of internal errors, printed with --debug or RUNNER_DEBUG=1.
    tracebacks: tuple[str, ...] = ()


def build_context(options: RunOptions, actions: ActionsEnv) -> RunContext:
    """The runner's description of the run, with the command line's flags over it."""
    payload = read_event(options.event_path) if options.event_path is not None else None
    context = from_environment(actions, workspace=options.workspace, payload=payload,
                               event_name=options.event_name, token=options.github_token)
    return replace(context,
                   base_sha=options.base or context.base_sha,
                   head_sha=options.head or context.head_sha,
                   repository=options.repository or context.repository,
                   pr_number=options.pr_number or context.pr_number,
                   api_url=options.api_url or context.api_url)


class GateRun:
    """One run of the gate; `execute()` does it all and returns the exit code's report.

    From the moment the configuration is known, every way out (bad pull-request content, a
    failing service, an unexpected exception) ends with `grade.json`, the outputs and the
    summary written and the comment attempted: a check in branch protection must never turn
    red without saying why."""

    def __init__(self, options: RunOptions, actions: ActionsEnv,
                 runner: Runner | None = None, pacing: Pacing | None = None) -> None:
        self.options = options
        self.actions = actions
        self.runner = runner or Runner(actions)
        self.context = build_context(options, actions)
        self.client: PullRequestClient | None = None
        if self.context.token and self.context.repository:
            # PyGithub and the publishing modules load only for runs that call GitHub.
            from gate.github.budget import Budget  # noqa: PLC0415
            from gate.github.pull_request import PullRequestClient  # noqa: PLC0415
            # Reads while grading wait no longer than publishing may.
            self.client = PullRequestClient(self.context.api_url, self.context.token,
                                            self.context.repository, pacing,
                                            Budget(options.publish_budget))
        self.notes: list[str] = []
        self.tracebacks: list[str] = []
        self.late_failures: list[GateError] = []

    def execute(self) -> RunResult:
        started_at, started = iso_now(), time.monotonic()
        for secret in (self.options.github_token, self.options.anthropic_key):
            self.runner.mask(secret or "")
        if self.options.anthropic_key:
            os.environ["ANTHROPIC_API_KEY"] = self.options.anthropic_key  # the SDK reads it
        try:
            graded = self.grade()
        except Exception as error:  # a bug before the bar was known: defaults, no grade
            graded = self._blocked(self._internal(error), "an internal error occurred")
        report = self._report(graded, started_at, started)
        self._write(report)  # before anything that could fail or wait
        if self.late_failures:  # grade.json could not be written: the comment must say so
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
        links = Extras(blob_url=blob_url(self.context.server_url, self.context.repository,
                                         self.context.head_sha))
        try:
            report_to_runner(self.runner, report, self._grade_json_output(), links)
        except Exception as error:  # keep the outputs at least, which workflows branch on
            self.late_failures.append(self._internal(error))
            self.runner.set_outputs(outputs(report, self._grade_json_output()))

    def _report(self, graded: Graded, started_at: str, started: float) -> GateReport:
        verdict = decide(graded.session, graded.docs, graded.config, graded.failures,
                         after=self.late_failures)
        return GateReport(
            tool=Tool(name=TOOL_NAME, version=__version__), run_id=self.run_id,
            started_at=started_at, finished_at=iso_now(),
            duration_seconds=round(time.monotonic() - started, 3),
            context=Context(**self.context.describe()),
            config=ConfigInfo(path=graded.config.source.path, ref=graded.config.source.ref,
                              sha256=graded.config.source.sha256, source=graded.source,
                              note=graded.config.source.note),
            verdict=verdict, session=graded.session, docs=graded.docs,
            usage=graded.docs.report.usage if graded.docs.report else Usage(),
            notes=tuple(self.notes),
            findings=tuple(finding(f) for f in (*graded.failures, *self.late_failures)))

    @functools.cached_property
    def run_id(self) -> str:
        return uuid.uuid4().hex

    def _internal(self, error: Exception) -> InternalError:
        """An unexpected exception as the report's finding; its traceback kept for --debug."""
        self.tracebacks.append("".join(traceback.format_exception(error)))
        return InternalError.wrapping(error, __version__)

    @staticmethod
    def _blocked(error: GateError, why: str) -> Graded:
        config = defaults(note=f"not used: {error.message}")
        note = f"not graded: {why}"
        return Graded(config, "defaults",
                      SessionSection(graded=False, note=note,
                                     min_percent=config.gate.session.min_percent),
                      DocsSection(graded=False, note=note), [error])

    def grade(self) -> Graded:
        """Both grades; a section that fails is recorded with a finding saying why, so one
        broken file does not cost the other section its grade."""
        if self.context.event_name == "pull_request_target":
            self.notes.append("pull_request_target: files are graded as checked out, which is "
                              "the base branch unless the workflow checked out the head")
        try:
            config, source = config_for_run(
                self.context, self.client, name=self.options.config_name,
                explicit=self.options.config_path, strict=self.actions.active)
            if self.options.config_required and not config.source.found:
                raise UsageError(
                    f"the configuration named by the config input ({self.options.config_name}) "
                    "exists neither at the base commit nor in the checkout.",
                    remediation="check the input's path (relative to the repository root), or "
                                "remove the input to use signalforge.yml.",
                    path=self.options.config_name)
        except GateError as error:  # the bar is unknown: nothing can be graded against it
            return self._blocked(error, "the configuration could not be read")
        config = self._with_overrides(config)
        workspace = Workspace(self.context.workspace)
        settings = config.gate.session
        try:
            session = self._grade_session(workspace, config)
        except Exception as error:  # any failure is a finding of this check, not a crash
            problem = self._as_gate_error(error)
            session = SessionSection(
                graded=False, min_percent=settings.min_percent, required=settings.required,
                enforced=settings.fail_on_below_threshold,
                note=f"not graded: {problem.message}", findings=(finding(problem),))
        try:
            docs = self._grade_docs(workspace, config)
        except Exception as error:  # any failure is a finding of this check, not a crash
            problem = self._as_gate_error(error)
            docs = DocsSection(graded=False, enforced=config.grade.fail_on_below_threshold,
                               note=f"not graded: {problem.message}",
                               findings=(finding(problem),))
        return Graded(config, source, session, docs, [])

    def _as_gate_error(self, error: Exception) -> GateError:
        return error if isinstance(error, GateError) else self._internal(error)

    def _with_overrides(self, config: GateConfig) -> GateConfig:
        judge = self.options.judge or config.gate.judge
        if judge in ("anthropic", "auto") and self.context.is_fork \
                and not self.options.anthropic_key:
            judge = "heuristic"
            self.notes.append("pull requests from forks get no secrets, so the docs were "
                              "graded offline by the heuristic judge")
        config = with_cache_flags(config, cache_dir=self.options.cache_dir,
                                  no_cache=self.options.no_cache)
        return replace(config, gate=config.gate.model_copy(update={"judge": judge}))

    def _grade_session(self, workspace: Workspace, config: GateConfig) -> SessionSection:
        settings = config.gate.session
        sources = session_audits(workspace, config, self.options.session_audits)
        common = {"min_percent": settings.min_percent, "required": settings.required,
                  "enforced": settings.fail_on_below_threshold}
        if not sources:
            return SessionSection(graded=False, note="no session audit was found (looked for "
                                  f"{', '.join(self.options.session_audits or settings.audits)})",
                                  **common)
        chosen = self.options.session_id or settings.session_id
        grading, readable, unreadable = self._read_audits(sources, chosen)
        grades = tuple(grading.results) if grading else ()
        note = None if grades else "the session audit holds no session entries"
        if grading and not chosen and settings.sessions == "latest" and len(grades) > 1:
            latest = grading.latest()
            grades = (latest,) if latest else ()
            note = (f"graded the most recent of {len(grading.results)} sessions in the audit; "
                    "set gate.session.sessions: all or session_id to choose")
        if grading and not grading.results and grading.problems.total:
            first = grading.problems.all_samples[0]
            unreadable.append(InputError(
                f"no audit entry could be read ({grading.problems.total} input problem(s), "
                f"the first: {one_line(first.detail, 200)}).",
                remediation="commit the CLEO session's audit log as CLEO wrote it (JSON lines, "
                            "a JSON array, gzip of either, or tasks.db).",
                path=self._shown(first.path), line=first.line))
        passed = all(g.percent >= settings.min_percent for g in grades)
        return SessionSection(graded=bool(grades), sources=tuple(readable), passed=passed,
                              grades=grades, note=note,
                              findings=tuple(finding(e) for e in unreadable), **common)

    def _read_audits(self, sources: list[str], chosen: str | None
                     ) -> tuple[SessionGrading | None, list[str], list[GateError]]:
        """Grade the audits; an audit that cannot be read is set aside as a finding and the
        others graded without it (a session can span files, so they are graded together)."""
        readable, unreadable = list(sources), list[GateError]()
        while readable:
            paths = [str(self.context.workspace / source) for source in readable]
            try:
                return grade_sessions(paths, session_id=chosen), readable, unreadable
            except GateError as error:
                culprit = next((s for s, p in zip(readable, paths, strict=True)
                                if error.path in (s, p)), None)
                if culprit is None:
                    raise
                unreadable.append(_relative(error, culprit))
                readable.remove(culprit)
        return None, readable, unreadable

    def _shown(self, path: str) -> str:
        """A path as the pull request names it: relative to the checkout when inside it."""
        try:
            return Path(path).relative_to(self.context.workspace).as_posix()
        except ValueError:
            return path

    def _grade_docs(self, workspace: Workspace, config: GateConfig) -> DocsSection:
        enforced = config.grade.fail_on_below_threshold
        found = doc_files(workspace, config, self.context, self.client)
        if found.note:
            self.notes.append(found.note)
        if not found.files:
            return DocsSection(graded=False, enforced=enforced,
                               note="no drafted docs in this change")
        if config.gate.judge == "scores" and self.context.is_pull_request and \
                (self.context.workspace / config.gate.scores_dir).resolve().is_relative_to(
                    self.context.workspace.resolve()):
            self.notes.append(f"the scores were read from {config.gate.scores_dir} inside the "
                              "checkout, which this pull request could have written itself")
        artifacts, unreadable, notes = extract_readable(self.context.workspace, found.files)
        for error in unreadable:
            if isinstance(error, InternalError) and error.__cause__ is not None:
                self.tracebacks.append("".join(traceback.format_exception(error.__cause__)))
        problems = [finding(error) for error in unreadable]
        if unreadable and not artifacts:
            return DocsSection(graded=False, files=tuple(found.files), enforced=enforced,
                               note="not graded: no drafted doc could be read",
                               findings=tuple(problems))
        grading = grade_artifacts(self.context.workspace, artifacts, config, notes=notes,
                                  progress=self.options.progress)
        outage = judge_outage(grading)
        if outage:
            problems.append(finding(ServiceError(
                outage, remediation="check the Anthropic key, the network and the API "
                                    "status, then re-run.")))
        section = DocsSection(graded=True, files=tuple(found.files),
                              changed_files_truncated=found.truncated, enforced=enforced,
                              report=grading, findings=tuple(problems))
        grading = grading.model_copy(
            update={"verdict": in_words(docs_verdict(section, config.grade))})
        write_report(grading, self.context.workspace / config.gate.docs.report)
        return section.model_copy(update={"report": grading})

    def _publish(self, report: GateReport) -> Publishing:
        context, options = self.context, self.options
        merge_queue = context.is_merge_group
        if options.dry_run or not (context.is_pull_request or merge_queue) \
                or (context.pr_number is None and not merge_queue):
            return Publishing()
        if self.client is None:
            return Publishing(warnings=("no GitHub token: nothing was posted to the pull "
                                        "request",))
        if context.is_fork:
            return Publishing(warnings=("this pull request comes from a fork, whose token is "
                                        "read-only: nothing was posted. Publish with the "
                                        "two-phase workflow (see the README).",))
        client = self.client
        client.budget.restart(options.publish_budget)  # every wait from here is bounded by it
        if context.pr_number is not None:
            stale = self._stale(client, context.pr_number)
            if stale:
                return Publishing(warnings=(stale,))
        from gate.publishing.publish import Publisher, PublishOptions  # noqa: PLC0415

        publisher = Publisher(client, PublishOptions(
            comment=options.comment == "sticky", instance=options.comment_instance,
            author=options.comment_author, review_comments=options.review_comments,
            commit_status=options.commit_status, check_run=options.check_run,
            server_url=context.server_url))
        return publisher.publish(report, context.pr_number, context.head_sha)

    def _stale(self, client: PullRequestClient, number: int) -> str | None:
        """A warning when the pull request moved on while this run graded an older commit:
        its results must not replace those of the run for the newer commit."""
        try:
            head = client.pull_head(number, fresh=True)
        except ServiceError as error:
            return f"could not check the pull request's head: {error.message}"
        if self.context.head_sha and head != self.context.head_sha:
            return (f"the pull request moved on to {head[:12]} while this run graded "
                    f"{self.context.head_sha[:12]}: nothing was posted")
        return None

    def _write(self, report: GateReport) -> None:
        """Write grade.json; a path that cannot be written is a usage error (exit 2) that the
        summary and outputs still report."""
        try:
            write_atomically(self.options.grade_json, report.to_json())
        except OSError as error:
            if not any(isinstance(f, UsageError) and f.path == str(self.options.grade_json)
                       for f in self.late_failures):
                self.late_failures.append(UsageError(
                    f"grade.json cannot be written ({error.strerror or error}).",
                    remediation="point grade-json (--grade-json) at a writable file inside "
                                "the workspace.", path=str(self.options.grade_json)))

    def _grade_json_output(self) -> str:
        """grade.json's path relative to the workspace, so that it means the same file on the
        runner and in later steps (inside the container the workspace is elsewhere); absolute
        only when it lies outside the workspace."""
        path = self.options.grade_json
        try:
            return path.resolve().relative_to(self.context.workspace.resolve()).as_posix()
        except ValueError:
            return str(path)


def _relative(error: GateError, relative: str) -> GateError:
    """The error, naming the file as the pull request does (relative to the checkout)."""
    return type(error)(error.message, remediation=error.remediation, path=relative,
                       line=error.line)
