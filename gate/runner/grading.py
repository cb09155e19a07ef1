"""Grading a run: the configuration for it, then the session and the drafted docs against it.

Each section that fails is recorded with a finding saying why, so one broken file does not cost
the other section its grade; what the report should add (notes) and the tracebacks of internal
errors (shown with --debug) are collected on the `Grader` for the run to report.
"""

from __future__ import annotations

import traceback
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from gate import __version__
from gate.configure.config import GateConfig, defaults
from gate.configure.source import Source, config_for_run
from gate.core.console import one_line
from gate.core.errors import GateError, InputError, InternalError, ServiceError, UsageError
from gate.docs.addressing.findings import findings_of
from gate.docs.addressing.guard import model_caught
from gate.docs.grading import extract_readable, grade_artifacts, judge_outage, write_report
from gate.docs.judges.cache import with_cache_flags
from gate.inputs.selection import Workspace, doc_files, session_audits
from gate.report.grade_json import DocsSection, SessionSection
from gate.report.verdict import docs_verdict, finding, in_words
from gate.session.grader import SessionGrading, grade_sessions

if TYPE_CHECKING:  # PyGithub is imported only when GitHub is called (a dry run never)
    from gate.cli.options import RunOptions
    from gate.github.context import RunContext
    from gate.github.pull_request import PullRequestClient


@dataclass(frozen=True)
class Graded:
    config: GateConfig
    source: Source
    session: SessionSection
    docs: DocsSection
    failures: list[GateError]


def blocked(error: GateError, why: str) -> Graded:
    """Nothing graded: the defaults' bar, both sections saying why, and the error as a finding."""
    config = defaults(note=f"not used: {error.message}")
    note = f"not graded: {why}"
    return Graded(config, "defaults",
                  SessionSection(graded=False, note=note,
                                 min_percent=config.gate.session.min_percent),
                  DocsSection(graded=False, note=note), [error])


class Grader:
    """Grades one run's session and docs; `strict` reads the configuration as the action does."""

    def __init__(self, context: RunContext, options: RunOptions,
                 client: PullRequestClient | None, *, strict: bool) -> None:
        self.context = context
        self.options = options
        self.client = client
        self.strict = strict
        self.notes: list[str] = []
        self.tracebacks: list[str] = []
        #: The configuration as read, before flags override it (what a change to it is
        #: compared with); None until read, or when it could not be.
        self.configured: tuple[GateConfig, Source] | None = None

    def internal(self, error: Exception) -> InternalError:
        """An unexpected exception as the report's finding; its traceback kept for --debug."""
        self.tracebacks.append("".join(traceback.format_exception(error)))
        return InternalError.wrapping(error, __version__)

    def grade(self) -> Graded:
        """Both grades; a section that fails is recorded with a finding saying why, so one
        broken file does not cost the other section its grade."""
        if self.context.event_name == "pull_request_target":
            self.notes.append("pull_request_target: files are graded as checked out, which is "
                              "the base branch unless the workflow checked out the head")
        try:
            config, source = config_for_run(
                self.context, self.client, name=self.options.config_name,
                explicit=self.options.config_path, strict=self.strict)
            if self.options.config_required and not config.source.found:
                raise UsageError(
                    f"the configuration named by the config input ({self.options.config_name}) "
                    "exists neither at the base commit nor in the checkout.",
                    remediation="check the input's path (relative to the repository root), or "
                                "remove the input to use signalforge.yml.",
                    path=self.options.config_name)
        except GateError as error:  # the bar is unknown: nothing can be graded against it
            return blocked(error, "the configuration could not be read")
        self.configured = (config, source)
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
        return error if isinstance(error, GateError) else self.internal(error)

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
                                  progress=self.options.progress,
                                  api_key=self.options.anthropic_key,
                                  cache_secret=self.options.cache_secret)
        outage = judge_outage(grading)
        if outage:
            problems.append(finding(ServiceError(
                outage, remediation="check the Anthropic key, the network and the API "
                                    "status, then re-run.")))
        problems += findings_of(artifacts, config.gate.docs.addressing_judge,
                                model_caught(grading))
        section = DocsSection(graded=True, files=tuple(found.files),
                              changed_files_truncated=found.truncated, enforced=enforced,
                              report=grading, findings=tuple(problems))
        grading = grading.model_copy(
            update={"verdict": in_words(docs_verdict(section, config.grade))})
        write_report(grading, self.context.workspace / config.gate.docs.report)
        return section.model_copy(update={"report": grading})


def _relative(error: GateError, relative: str) -> GateError:
    """The error, naming the file as the pull request does (relative to the checkout)."""
    return type(error)(error.message, remediation=error.remediation, path=relative,
                       line=error.line)
