"""The gate: context → configuration → grades → `grade.json` → publishing → exit code.

Order matters for "never lose work": `grade.json`, the job summary and the step outputs are
written as soon as the grades exist, before anything waits on GitHub; then the pull request is
published to (bounded by the publish budget), then `grade.json` is rewritten with what
publishing did and the `comment-url` output is set. A failure to publish is a warning; only the
grade decides the exit code.
"""

from __future__ import annotations

import os
import time
import uuid
from dataclasses import dataclass, replace

from gate import TOOL_NAME, __version__
from gate.clock import iso_now
from gate.collect import Workspace, doc_files, session_audits
from gate.config import GateConfig, defaults
from gate.config_source import Source, config_for_run
from gate.docs.grading import grade_docs, judge_outage, write_report
from gate.docs.models import Usage
from gate.errors import GateError, ServiceError
from gate.files import write_atomically
from gate.github.actions import ActionsEnv, Runner, read_event
from gate.github.budget import Budget
from gate.github.context import RunContext, from_environment
from gate.github.pull_request import Pacing, PullRequestClient
from gate.options import RunOptions
from gate.publish import Publisher, PublishOptions
from gate.render import Extras, blob_url, render_comment, render_summary
from gate.report import (
    ConfigInfo,
    Context,
    DocsSection,
    GateReport,
    Publishing,
    SessionSection,
    Tool,
)
from gate.session.grader import grade_sessions
from gate.verdict import decide, session_passes

#: Warning annotations kept free for publishing's warnings (GitHub shows 10 per step).
PUBLISHING_WARNINGS = 3


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
    """One run of the gate; `execute()` does it all and returns the exit code's report."""

    def __init__(self, options: RunOptions, actions: ActionsEnv,
                 runner: Runner | None = None, pacing: Pacing | None = None) -> None:
        self.options = options
        self.actions = actions
        self.runner = runner or Runner(actions)
        self.context = build_context(options, actions)
        self.client = None
        if self.context.token and self.context.repository:
            # Reads while grading wait no longer than publishing may.
            self.client = PullRequestClient(self.context.api_url, self.context.token,
                                            self.context.repository, pacing,
                                            Budget(options.publish_budget))
        self.notes: list[str] = []

    def execute(self) -> RunResult:
        started_at, started = iso_now(), time.monotonic()
        for secret in (self.options.github_token, self.options.anthropic_key):
            self.runner.mask(secret or "")
        if self.options.anthropic_key:
            os.environ["ANTHROPIC_API_KEY"] = self.options.anthropic_key  # the SDK reads it
        graded = self.grade()
        report = GateReport(
            tool=Tool(name=TOOL_NAME, version=__version__), run_id=uuid.uuid4().hex,
            started_at=started_at, finished_at=iso_now(),
            duration_seconds=round(time.monotonic() - started, 3),
            context=Context(**self.context.describe()),
            config=ConfigInfo(path=graded.config.source.path, ref=graded.config.source.ref,
                              sha256=graded.config.source.sha256, source=graded.source,
                              note=graded.config.source.note),
            verdict=decide(graded.session, graded.docs, graded.config, graded.failures),
            session=graded.session, docs=graded.docs,
            usage=graded.docs.report.usage if graded.docs.report else Usage(),
            notes=tuple(self.notes))
        self._write(report)  # before anything that could fail or wait
        self._report_to_runner(report)
        report = report.model_copy(update={"publishing": self._publish(report)})
        self._write(report)
        self._report_publishing(report)
        return RunResult(report, render_comment(report, self.options.comment_instance),
                         report.verdict.exit_code)

    def grade(self) -> Graded:
        """Both grades; a section that fails is recorded as not graded, with its error kept
        for the verdict, so one broken file does not cost the other section its grade."""
        failures: list[GateError] = []
        if self.context.event_name == "pull_request_target":
            self.notes.append("pull_request_target: files are graded as checked out, which is "
                              "the base branch unless the workflow checked out the head")
        try:
            config, source = config_for_run(
                self.context, self.client, name=self.options.config_name,
                explicit=self.options.config_path, strict=self.actions.active)
        except GateError as error:  # the bar is unknown: nothing can be graded against it
            failures.append(error)
            config = defaults(note=f"not used: {error.message}")
            note = "not graded: the configuration could not be read"
            return Graded(config, "defaults",
                          SessionSection(graded=False, note=note,
                                         min_percent=config.gate.session.min_percent),
                          DocsSection(graded=False, note=note), failures)
        config = self._with_overrides(config)
        workspace = Workspace(self.context.workspace)
        try:
            session = self._grade_session(workspace, config)
        except GateError as error:
            failures.append(error)
            session = SessionSection(graded=False, min_percent=config.gate.session.min_percent,
                                     note=f"not graded: {error.message}")
        try:
            docs = self._grade_docs(workspace, config, failures)
        except GateError as error:
            failures.append(error)
            docs = DocsSection(graded=False, enforced=config.grade.fail_on_below_threshold,
                               note=f"not graded: {error.message}")
        return Graded(config, source, session, docs, failures)

    def _with_overrides(self, config: GateConfig) -> GateConfig:
        judge = self.options.judge or config.gate.judge
        if judge in ("anthropic", "auto") and self.context.is_fork \
                and not self.options.anthropic_key:
            judge = "heuristic"
            self.notes.append("pull requests from forks get no secrets, so the docs were "
                              "graded offline by the heuristic judge")
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
        paths = [str(self.context.workspace / source) for source in sources]
        chosen = self.options.session_id or settings.session_id
        grading = grade_sessions(paths, session_id=chosen)
        grades = tuple(grading.results)
        note = None if grades else "the session audit holds no session entries"
        if not chosen and settings.sessions == "latest" and len(grades) > 1:
            latest = grading.latest()
            grades = (latest,) if latest else ()
            note = (f"graded the most recent of {len(grading.results)} sessions in the audit; "
                    "set gate.session.sessions: all or session_id to choose")
        passed = all(session_passes(g, settings.min_percent) for g in grades)
        return SessionSection(graded=bool(grades), sources=tuple(sources), passed=passed,
                              grades=grades, note=note, **common)

    def _grade_docs(self, workspace: Workspace, config: GateConfig,
                    failures: list[GateError]) -> DocsSection:
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
        _, grading = grade_docs(self.context.workspace, found.files, config)
        write_report(grading, self.context.workspace / config.gate.docs.report)
        outage = judge_outage(grading)
        if outage:
            failures.append(ServiceError(outage, remediation="check the Anthropic key, the "
                                         "network and the API status, then re-run."))
        return DocsSection(graded=True, files=tuple(found.files),
                           changed_files_truncated=found.truncated, enforced=enforced,
                           report=grading)

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
        write_atomically(self.options.grade_json, report.to_json())

    def _report_to_runner(self, report: GateReport) -> None:
        """Summary, outputs and annotations: all that must exist however publishing goes."""
        runner = self.runner
        docs = report.docs.report
        if docs is not None:
            for result in [r for r in docs.results if not r.passed]:
                if runner.warnings_left <= PUBLISHING_WARNINGS:
                    break  # keep room for what publishing will have to say
                score = "ungraded" if result.score is None else f"{result.score:.2f}"
                if not runner.annotate(f"{result.artifact_id}: {result.criterion_id} {score} - "
                                       f"{result.one_line_why}", file=result.file,
                                       line=result.line, title="signalforge-gate"):
                    break
        context = self.context
        links = Extras(blob_url=blob_url(context.server_url, context.repository,
                                         context.head_sha))
        runner.write_summary(render_summary(report, links))
        runner.set_outputs(outputs(report, self._grade_json_output()))

    def _report_publishing(self, report: GateReport) -> None:
        for warning in report.publishing.warnings:
            self.runner.annotate(warning, title="signalforge-gate")
        if report.publishing.comment_url:
            self.runner.set_outputs({"comment-url": report.publishing.comment_url})

    def _grade_json_output(self) -> str:
        """grade.json's path relative to the workspace, so that it means the same file on the
        runner and in later steps (inside the container the workspace is elsewhere); absolute
        only when it lies outside the workspace."""
        path = self.options.grade_json
        try:
            return path.resolve().relative_to(self.context.workspace.resolve()).as_posix()
        except ValueError:
            return str(path)


def outputs(report: GateReport, grade_json: str) -> dict[str, str]:
    grades = report.session.grades
    lowest = min(grades, key=lambda g: g.total_score) if grades else None
    docs = report.docs.report
    cost = report.usage.cost_usd
    return {
        "grade-json": grade_json,
        "passed": "true" if report.verdict.passed else "false",
        "session-score": str(lowest.total_score) if lowest else "",
        "session-letter": lowest.letter if lowest else "",
        "docs-pass-rate": f"{docs.pass_rate:.4f}" if docs else "",
        "docs-mean-score": f"{docs.mean_score:.4f}" if docs else "",
        "comment-url": report.publishing.comment_url or "",
        "cost-usd": f"{cost:.6f}" if cost is not None else "",
    }
