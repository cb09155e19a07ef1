"""Grading a run: the configuration for it, then the session and the drafted docs against it.

Each section that fails is recorded with a finding saying why, so one broken file does not cost
the other section its grade; what the report should add (notes) and the tracebacks of internal
errors (shown with --debug) are collected on the `Grader` for the run to report.
"""

from __future__ import annotations

import traceback
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from gate import __version__
from gate.configure.config import GateConfig, defaults
from gate.configure.gate_settings import SessionSettings
from gate.configure.source import Source, config_for_run
from gate.core.errors import (
    ConfigError,
    GateError,
    InputError,
    InternalError,
    MissingPiece,
    UsageError,
)
from gate.core.safe_text import one_line
from gate.docs.artifacts import Artifact
from gate.docs.calibration.statement import judge_agreement
from gate.docs.grading import extract_readable, grade_artifacts, write_report
from gate.docs.judges.cache import with_cache_flags
from gate.docs.judges.verdict_store import untrusted_location
from gate.github.actions import ActionsEnv
from gate.github.context import MAX_LISTED_FILES
from gate.inputs.head_files import DocSource, HeadFiles, KeptTexts
from gate.report.assemble import docs_grade
from gate.report.grade_json import DocsSection, Finding, SessionSection
from gate.report.verdict import finding
from gate.runner.audit_facts import pull_facts
from gate.runner.block_users import only_block_uses
from gate.runner.event_check import checked_context, event_claims, require_pull_request
from gate.runner.head_audits import HeadAudits
from gate.runner.head_moved import require_unmoved_head
from gate.runner.merge_queue import checked_merge_group
from gate.runner.selection import DocFiles, Workspace, doc_files, session_audits
from gate.session.grader import SessionGrading, grade_sessions
from gate.session.models import GradeResult
from gate.session.provenance import Assessment, Choice, assess, audit_sources

if TYPE_CHECKING:  # PyGithub is imported only when GitHub is called (a dry run never)
    from gate.github.context import RunContext
    from gate.github.pull_request import PullRequestClient
    from gate.settings import RunOptions


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
    """Grades one run's session and docs."""

    def __init__(self, context: RunContext, options: RunOptions,
                 client: PullRequestClient | None, *,
                 actions: ActionsEnv | None = None) -> None:
        self.context = context
        self.claims = event_claims(context, options)
        self.actions = actions or ActionsEnv({})
        self.options = options
        self.client = client
        self.notes: list[str] = []
        self.tracebacks: list[str] = []
        #: The configuration as read, before flags override it (what a change to it is
        #: compared with); None until read, or when it could not be.
        self.configured: tuple[GateConfig, Source] | None = None
        #: Private copies of committed audits → the names the pull request gives them.
        self._audit_names: dict[str, str] = {}
        #: GitHub's list of the changed files failed: the audit could not be checked against it.
        self._unlisted: Finding | None = None
        #: The drafted docs' artifacts as graded (their text is what the judge was shown).
        self.artifacts: list[Artifact] | None = None
        #: In a change, with an HTML page to write, each drafted file's text as read at the
        #: head commit (the page's file views show it, not the checkout's copy).
        self.graded_texts: dict[str, str] | None = None

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
            return blocked(error, "the pull request could not be verified against GitHub")
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
        try:
            docs = self._grade_docs(workspace, config)
        except Exception as error:  # any failure is a finding of this check, not a crash
            problem = self._as_gate_error(error)
            docs = DocsSection(graded=False, enforced=config.grade.fail_on_below_threshold,
                               note=f"not graded: {problem.message}",
                               findings=(finding(problem),))
        return Graded(config, source, session, docs, [])

    def _check_event(self) -> None:
        """The event file's pull request, base and head, checked against GitHub's
        (`gate.runner.event_check`); GitHub's fill what neither the event nor a flag gave."""
        require_pull_request(self.context, self.actions)
        if self.context.is_merge_group:
            self.context = checked_merge_group(self.context, self.claims, self.client,
                                               self.actions)
            return
        if self.client is None or self.context.pr_number is None:
            return
        self.context = checked_context(self.context, self.claims, self.client, self.actions)

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
        listed = self._changed_blobs()
        sources = session_audits(workspace, config, self.options.session_audits, list(listed))
        common = {"min_percent": settings.min_percent, "required": settings.required,
                  "enforced": settings.fail_on_below_threshold}
        if not sources:
            return SessionSection(graded=False, note="no session audit was found (looked for "
                                  f"{', '.join(self.options.session_audits or settings.audits)})",
                                  **common)
        chosen = self.options.session_id or settings.session_id
        committed = {s: sha for s in sources if (sha := listed.get(s))}
        with HeadAudits(self.context.workspace, self.context.head_sha or "", committed,
                        self.client) as audits:
            grading, readable, unreadable = self._read_audits(sources, chosen, audits)
        if committed:
            self.notes.append(f"the session audit{'s' if len(committed) > 1 else ''} the pull "
                              "request commits " + ("were" if len(committed) > 1 else "was") +
                              " read at its head commit as GitHub holds "
                              f"{'them' if len(committed) > 1 else 'it'}, not from the runner")
        grades: tuple[GradeResult, ...] = ()
        note: str | None = "the session audit holds no session entries"
        provenance, doubts = None, tuple[Finding, ...]()
        if grading:
            assessment = self._assess(grading, readable, chosen, settings)
            grades = tuple(_named(g, self._audit_names) for g in assessment.grades)
            provenance = assessment.provenance
            file = readable[0] if len(readable) == 1 else None  # one file to annotate
            doubts = tuple(Finding(kind="provenance", file=file, why=d.why, fix=d.fix)
                           for d in assessment.doubts)
            note = provenance.why if grades else note
        if grading and not grading.results and grading.problems.total:
            first = grading.problems.all_samples[0]
            unreadable.append(InputError(
                f"no audit entry could be read ({grading.problems.total} input problem(s), "
                f"the first: {one_line(first.detail, 200)}).",
                remediation="commit the CLEO session's audit log as CLEO wrote it (JSON lines, "
                            "a JSON array, gzip of either, or tasks.db).",
                path=self._shown(first.path), line=first.line))
        return SessionSection(graded=bool(grades), sources=tuple(readable),
                              grades=grades, note=note, provenance=provenance,
                              findings=(*map(finding, unreadable), *doubts,
                                        *((self._unlisted,) if self._unlisted else ())),
                              **common)

    def _assess(self, grading: SessionGrading, readable: list[str], chosen: str | None,
                settings: SessionSettings) -> Assessment:
        """Which sessions to grade, where the audit came from, and the doubts about it."""
        pull = pull_facts(self.context, self.client)
        by = "the session-id input" if self.options.session_id else "gate.session.session_id"
        sources = audit_sources(readable, pull, from_input=bool(self.options.session_audits))
        return assess(grading, sources, pull,
                      Choice(chosen, by, settings.sessions, settings.require_trailer))

    def _changed_blobs(self) -> dict[str, str | None]:
        """In a pull request, each file it adds or modifies → the blob id GitHub lists."""
        if self.client is None or self.context.pr_number is None:
            return {}
        try:
            listed = self.client.changed_files(self.context.pr_number)
        except GateError as error:  # the docs check reports it; the session keeps a grade
            self._unlisted = Finding(
                kind="provenance", why="the session audit could not be checked against the "
                "bytes GitHub holds, since GitHub's list of the changed files could not be read "
                f"({error.message.rstrip('.')}); it was read from the checkout, which an earlier "
                "step of the job could have changed", fix="re-run the job once GitHub answers.")
            return {}
        return {f.filename: f.sha for f in listed.files if f.status != "removed"}

    def _read_audits(self, sources: list[str], chosen: str | None, audits: HeadAudits
                     ) -> tuple[SessionGrading | None, list[str], list[GateError]]:
        """Grade the audits; an audit that cannot be read is set aside as a finding and the
        others graded without it (a session can span files, so they are graded together).
        An audit the pull request commits is read as GitHub holds it (`HeadAudits`)."""
        readable, unreadable = list[str](), list[GateError]()
        located: dict[str, str] = {}
        self._audit_names = {}
        for source in sources:
            try:
                located[source] = str(audits.path_of(source)) if source in audits.listed \
                    else str(self.context.workspace / source)
            except (InputError, MissingPiece) as error:
                unreadable.append(error)
                continue
            readable.append(source)
            if source in audits.listed:  # a private copy: reported under the change's name
                self._audit_names[located[source]] = source
        while readable:
            paths = [located[source] for source in readable]
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
        if path in self._audit_names:
            return self._audit_names[path]
        try:
            return Path(path).relative_to(self.context.workspace).as_posix()
        except ValueError:
            return path

    def _grade_docs(self, workspace: Workspace, config: GateConfig) -> DocsSection:
        found = doc_files(workspace, config, self.context, self.client)
        try:
            return self._grade_doc_files(found, config)
        finally:
            found.close()

    def _grade_doc_files(self, found: DocFiles, config: GateConfig) -> DocsSection:
        enforced = config.grade.fail_on_below_threshold
        require_unmoved_head(self.context, self.client)  # the list is the graded head's
        if found.note:
            self.notes.append(found.note)
        beyond = [] if not found.truncated else [finding(MissingPiece(
            f"the change touches more files than GitHub lists ({MAX_LISTED_FILES:,} of a pull "
            "request, 300 of a merge queue's comparison), so drafted docs past that could not "
            "be graded.",
            remediation="split the change into smaller pull requests."))]
        if not found.files:
            return DocsSection(graded=False, enforced=enforced, changed_files_truncated=
                               found.truncated, note="no drafted docs in this change",
                               findings=tuple(beyond))
        refused = self._scores_inside_the_checkout(config)
        if refused is not None:
            return DocsSection(graded=False, files=tuple(found.files), enforced=enforced,
                               note=f"not graded: {refused.message}",
                               findings=(*beyond, finding(refused)))
        artifacts, unreadable, notes = self._read_docs(found)
        self.artifacts = artifacts
        for error in unreadable:
            if isinstance(error, InternalError) and error.__cause__ is not None:
                self.tracebacks.append("".join(traceback.format_exception(error.__cause__)))
        problems = [*beyond, *(finding(error) for error in unreadable)]
        if unreadable and not artifacts:
            return DocsSection(graded=False, files=tuple(found.files), enforced=enforced,
                               note="not graded: no drafted doc could be read",
                               findings=tuple(problems))
        grading = grade_artifacts(self.context.workspace, artifacts, config, notes=notes,
                                  progress=self.options.progress,
                                  api_key=self.options.anthropic_key,
                                  cache_secret=self.options.cache_secret,
                                  base_url=self.options.anthropic_base_url,
                                  env=self.options.judge_env)
        agreement = judge_agreement(grading, config, workspace=self.context.workspace,
                                    api_key=self.options.anthropic_key,
                                    cache_secret=self.options.cache_secret)
        graded = docs_grade(grading, artifacts, config, problems=problems,
                            files=found.files, truncated=found.truncated, agreement=agreement)
        write_report(graded.report, self.context.workspace / config.gate.docs.report)
        return graded.section

    def _scores_inside_the_checkout(self, config: GateConfig) -> ConfigError | None:
        """The `scores` judge's folder, refused when it lies in the checkout being graded (or
        holds it): a pull request could commit `scores.json` files giving itself full marks,
        as it could a verdict cache there (`gate.docs.judges.verdict_store`)."""
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


    def _read_docs(self, found: DocFiles
                   ) -> tuple[list[Artifact], list[GateError], tuple[str, ...]]:
        """The drafted files' artifacts: in a change, read at its head commit as GitHub holds
        them (`gate.inputs.head_files`); otherwise from the working tree."""
        if found.head is None:
            self.notes.append("the drafted docs were read from the working tree")
            return extract_readable(self.context.workspace, found.files)
        with HeadFiles(self.context.workspace, found.head, found.listed, self.client) as head:
            source: DocSource = head
            if self.options.html is not None:
                self.graded_texts = {}
                source = KeptTexts(head, self.graded_texts)
            artifacts, problems, notes = extract_readable(self.context.workspace, found.files,
                                                          source, found.projects)
            self.notes.append(head.note())
        if found.block_users:
            artifacts, problems = only_block_uses(artifacts, problems, found.block_users)
            self.notes.append(f"{len(found.block_users)} properties file(s) the change does "
                              "not touch were graded for the doc blocks it edits: "
                              + ", ".join(sorted(found.block_users)[:5]))
        return artifacts, problems, notes


def _named(grade: GradeResult, names: Mapping[str, str]) -> GradeResult:
    """The grade with each audit's private copy named as the pull request names it."""
    problems = grade.input_problems
    if not names or not problems.items:
        return grade
    items = tuple(item.model_copy(update={"path": names.get(item.path, item.path)})
                  for item in problems.items)
    return grade.model_copy(update={"input_problems": problems.model_copy(
        update={"items": items})})


def _relative(error: GateError, relative: str) -> GateError:
    """The error, naming the file as the pull request does (relative to the checkout)."""
    return type(error)(error.message, remediation=error.remediation, path=relative,
                       line=error.line)
