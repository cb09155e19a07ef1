"""Grading a run: the configuration for it, then the session and the drafted docs against it.

Each section that fails is recorded with a finding saying why, so one broken file does not cost
the other section its grade; what the report should add (notes) and the tracebacks of internal
errors (shown with --debug) are collected on the `Grader` for the run to report.
"""

from __future__ import annotations

import traceback
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from gate import __version__
from gate.configure.config import GateConfig, defaults
from gate.configure.source import Source, config_for_run
from gate.core.errors import (
    ConfigError,
    GateError,
    InternalError,
    MissingPiece,
    UsageError,
)
from gate.docs.artifacts import Artifact
from gate.docs.calibration.statement import judge_agreement
from gate.docs.judges.cache import with_cache_flags
from gate.docs.pipeline import extract_readable, grade_artifacts, write_report
from gate.docs.seam.verdict_store import untrusted_location
from gate.github.actions import ActionsEnv, read_event
from gate.github.context import MAX_LISTED_FILES
from gate.github.triggering_run import pull_request_of_run
from gate.inputs.head_files import DocSource, HeadFiles, KeptTexts
from gate.inputs.workspace import Workspace
from gate.report.assemble import docs_grade
from gate.report.grade_json import DocsSection, SessionSection
from gate.report.verdict import finding
from gate.runner.audits.session_stage import SessionStage
from gate.runner.change.block_users import only_block_uses
from gate.runner.change.event_check import checked_context, event_claims, require_pull_request
from gate.runner.change.graded_files import DocFiles, doc_files
from gate.runner.change.head_moved import require_unmoved_head
from gate.runner.change.merge_queue import checked_merge_group

if TYPE_CHECKING:  # PyGithub is imported only when GitHub is called (a dry run never)
    from gate.forge.seam import ChangeReader
    from gate.github.context import RunContext
    from gate.github.pull_request import PullRequestClient
    from gate.settings import RunOptions


@dataclass(frozen=True)
class DocsRead:
    """The drafted docs as this run read and graded them, for the views that show them (the
    HTML page): the artifacts, whose text is what the judge was shown, and in a change each
    file's text as read at its head commit (None: the working tree was graded)."""

    artifacts: tuple[Artifact, ...]
    texts: Mapping[str, str] | None = None


@dataclass(frozen=True)
class Graded:
    config: GateConfig
    source: Source
    session: SessionSection
    docs: DocsSection
    failures: list[GateError]
    #: What the docs grade read; None when no drafted doc was read.
    docs_read: DocsRead | None = None


def blocked(error: GateError, why: str) -> Graded:
    """Nothing graded: the defaults' bar, both sections saying why, and the error as a finding."""
    config = defaults(note=f"not used: {error.message}")
    note = f"not graded: {why}"
    return Graded(config, "defaults",
                  SessionSection(graded=False, note=note,
                                 min_percent=config.gate.session.min_percent),
                  DocsSection(graded=False, note=note), [error])


class Grader:
    """Grades one run's session and docs."""

    def __init__(self, context: RunContext, options: RunOptions,
                 client: ChangeReader | None, *, github: PullRequestClient | None = None,
                 actions: ActionsEnv | None = None) -> None:
        self.context = context
        self.claims = event_claims(context, options)
        self.actions = actions or ActionsEnv({})
        self.options = options
        #: What the stages read the change through (the forge seam); `github`: GitHub's own
        #: client for what only GitHub has (a merge queue's commits, the agent's run).
        self.client = client
        self.github = github
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
        try:
            self._check_event()
        except GateError as error:  # the event file and GitHub disagree: grade nothing
            words = self.context.words
            return blocked(error, f"the {words.change} could not be verified against "
                                  f"{words.forge}")
        try:
            config, source = config_for_run(
                self.context, self.client, name=self.options.config_name,
                explicit=self.options.config_path)
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
        read: DocsRead | None = None
        try:
            docs, read = self._grade_docs(workspace, config)
        except Exception as error:  # any failure is a finding of this check, not a crash
            problem = self._as_gate_error(error)
            docs = DocsSection(graded=False, enforced=config.grade.fail_on_below_threshold,
                               note=f"not graded: {problem.message}",
                               findings=(finding(problem),))
        return Graded(config, source, session, docs, [], read)

    def _check_event(self) -> None:
        """The event file's pull request, base and head, checked against GitHub's
        (`gate.runner.change.event_check`); GitHub's fill what neither the event nor a flag gave.
        The fork-safe flow's trusted job first finds the pull request its triggering run
        graded, as GitHub has it (`MovedOn` when none is at that commit any more)."""
        if self.context.event_name == "workflow_run":
            self.context = pull_request_of_run(self.context, self._event(), self.github)
            self.claims = event_claims(self.context, self.options)
        require_pull_request(self.context, self.actions)
        if self.context.is_merge_group:
            self.context = checked_merge_group(self.context, self.claims, self.github,
                                               self.actions)
            return
        if self.client is None or self.context.pr_number is None:
            return
        self.context = checked_context(self.context, self.claims, self.client, self.actions,
                                       self.notes)

    def _event(self) -> dict[str, Any]:
        if self.options.event_path is not None:
            return read_event(self.options.event_path)
        return self.actions.event()

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
        """This change's session audit, graded (`gate.runner.audits.session_stage`)."""
        return SessionStage(self.context, self.options, self.client,
                            self.notes, github=self.github).grade(workspace, config)

    def _grade_docs(self, workspace: Workspace, config: GateConfig
                    ) -> tuple[DocsSection, DocsRead | None]:
        found = doc_files(workspace, config, self.context, self.client, github=self.github)
        try:
            return self._grade_doc_files(found, config)
        finally:
            found.close()

    def _grade_doc_files(self, found: DocFiles, config: GateConfig
                         ) -> tuple[DocsSection, DocsRead | None]:
        enforced = config.grade.fail_on_below_threshold
        require_unmoved_head(self.context, self.client)  # the list is the graded head's
        if found.note:
            self.notes.append(found.note)
        words = self.context.words
        beyond = [] if not found.truncated else [finding(MissingPiece(
            f"the change touches more files than {words.forge} lists ({MAX_LISTED_FILES:,} of "
            f"a {words.change}, 300 of a merge queue's comparison), so drafted docs past that "
            "could not be graded.",
            remediation=f"split the change into smaller {words.change}s."))]
        if not found.files:
            return DocsSection(graded=False, enforced=enforced, changed_files_truncated=
                               found.truncated, note="no drafted docs in this change",
                               findings=tuple(beyond)), None
        refused = self._scores_inside_the_checkout(config)
        if refused is not None:
            return DocsSection(graded=False, files=tuple(found.files), enforced=enforced,
                               note=f"not graded: {refused.message}",
                               findings=(*beyond, finding(refused))), None
        artifacts, unreadable, notes, texts = self._read_docs(found)
        read = DocsRead(tuple(artifacts), texts)
        for error in unreadable:
            if isinstance(error, InternalError) and error.__cause__ is not None:
                self.tracebacks.append("".join(traceback.format_exception(error.__cause__)))
        problems = [*beyond, *(finding(error) for error in unreadable)]
        if unreadable and not artifacts:
            return DocsSection(graded=False, files=tuple(found.files), enforced=enforced,
                               note="not graded: no drafted doc could be read",
                               findings=tuple(problems)), read
        grading = grade_artifacts(self.context.workspace, artifacts, config, notes=notes,
                                  progress=self.options.progress,
                                  api_key=self.options.anthropic_key,
                                  cache_secret=self.options.cache_secret,
                                  base_url=self.options.anthropic_base_url,
                                  env=self.options.judge_env)
        agreement = judge_agreement(grading, config, workspace=self.context.workspace,
                                    api_key=self.options.anthropic_key,
                                    cache_secret=self.options.cache_secret,
                                    env=self.options.judge_env)
        graded = docs_grade(grading, config, problems=problems,
                            files=found.files, truncated=found.truncated, agreement=agreement)
        write_report(graded.report, self.context.workspace / config.gate.docs.report)
        return graded.section, read

    def _scores_inside_the_checkout(self, config: GateConfig) -> ConfigError | None:
        """The `scores` judge's folder, refused when it lies in the checkout being graded (or
        holds it): a pull request could commit `scores.json` files giving itself full marks,
        as it could a verdict cache there (`gate.docs.seam.verdict_store`)."""
        if config.gate.judge != "scores":
            return None
        folder = self.context.workspace / config.gate.scores_dir  # an absolute one stays
        if not untrusted_location(folder, self.context.workspace):
            return None
        return ConfigError(
            f"the scores judge's folder ({config.gate.scores_dir}) is inside the checkout being "
            "graded, where the change itself could have written its scores; they were not read.",
            remediation="write the outside grader's scores.json files to a folder outside the "
                        "checkout (e.g. under $RUNNER_TEMP) and name it in gate.scores_dir.",
            path=config.source.path)


    def _read_docs(self, found: DocFiles) -> tuple[
            list[Artifact], list[GateError], tuple[str, ...], dict[str, str] | None]:
        """The drafted files' artifacts: in a change, read at its head commit as GitHub holds
        them (`gate.inputs.head_files`); otherwise from the working tree. In a change with an
        HTML page to write, also each file's text as read (the page's file views show it,
        not the checkout's copy); None otherwise."""
        if found.head is None:
            self.notes.append("the drafted docs were read from the working tree")
            return (*extract_readable(self.context.workspace, found.files), None)
        texts: dict[str, str] | None = None
        with HeadFiles(self.context.workspace, found.head, found.listed, self.client) as head:
            source: DocSource = head
            if self.options.html is not None:
                texts = {}
                source = KeptTexts(head, texts)
            artifacts, problems, notes = extract_readable(self.context.workspace, found.files,
                                                          source, found.projects)
            self.notes.append(head.note())
        if found.block_users:
            artifacts, problems = only_block_uses(artifacts, problems, found.block_users)
            self.notes.append(f"{len(found.block_users)} properties file(s) the change does "
                              "not touch were graded for the doc blocks it edits: "
                              + ", ".join(sorted(found.block_users)[:5]))
        return artifacts, problems, notes, texts
