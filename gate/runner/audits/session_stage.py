"""The session stage of a run: which audit is this change's, read from where, and trusted how.

In a pull request the audit graded is only ever this change's own:

- `gate.session.source: committed` (the default): a file the change adds or modifies that
  `gate.session.audits` selects, read from the head's blob GitHub lists for it
  (`gate.runner.audits.head_audits`). An audit the change does not touch (the base's older one, a
  file an earlier step wrote or restored on disk) is not this change's session: it is not
  graded, and `gate.session.required` decides. Nothing is read from the checkout.
- `gate.session.source: workflow-artifact`: the artifact of the agent's own workflow run at
  the head commit, found and checked through the API (`gate.github.agent_run`); a committed
  audit is then context only.

Every grade says which (`provenance.trust` and `label`). A self-reported audit is checked for
signs of tampering (`gate.session.tampering`), and meets an enforced bar only where the base
configuration says `gate.session.trust: self-reported`; otherwise the check is inconclusive
and says why. Outside a pull request (a push, a manual run, a dry run) the checkout's audit is
graded, named as self-reported.
"""

from __future__ import annotations

import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from gate.configure.config import GateConfig
from gate.configure.gate_settings import SessionSettings
from gate.core.errors import GateError, InputError, MissingPiece
from gate.core.safe_text import one_line
from gate.github.agent_run import PullRequestAt
from gate.inputs.globs import select
from gate.inputs.workspace import Workspace
from gate.report.grade_json import Finding, SessionSection
from gate.report.verdict import finding
from gate.runner.audits.agent_audit import AgentAudit, agent_audit
from gate.runner.audits.audit_facts import commit_times, pull_facts
from gate.runner.audits.head_audits import HeadAudits
from gate.runner.change.graded_files import session_audits
from gate.session.grader import SessionGrading, grade_sessions
from gate.session.models import GradeResult
from gate.session.provenance import (
    AuditProvenance,
    AuditSource,
    Choice,
    Doubt,
    PullFacts,
    assess,
    audit_sources,
)
from gate.session.tampering import tampering_signs

if TYPE_CHECKING:
    from gate.forge.seam import ChangeReader
    from gate.github.context import RunContext
    from gate.github.pull_request import PullRequestClient
    from gate.settings import RunOptions

TRUST_FIX = ("grade the agent's own workflow run's audit (gate.session.source: "
             "workflow-artifact), or accept the agent's own account for this bar with "
             "gate.session.trust: self-reported in the base configuration")


@dataclass
class Located:
    """The audit files to grade: each name as shown → the file read."""

    files: dict[str, str] = field(default_factory=dict)
    sources: tuple[AuditSource, ...] | None = None
    agent: AgentAudit | None = None
    problems: list[GateError] = field(default_factory=list)


class SessionStage:
    """Grades one run's session audit (see the module's docstring)."""

    def __init__(self, context: RunContext, options: RunOptions,
                 client: ChangeReader | None, notes: list[str], *,
                 github: PullRequestClient | None = None) -> None:
        self.context = context
        self.options = options
        self.client = client
        #: GitHub's own client, where the agent's run is looked for; None on another forge.
        self.github = github
        self.notes = notes
        self._names: dict[str, str] = {}
        #: Audits the checkout holds that the change does not add or modify (not graded).
        self._not_ours: list[str] = []

    @property
    def in_pull_request(self) -> bool:
        return self.client is not None and self.context.pr_number is not None

    def grade(self, workspace: Workspace, config: GateConfig) -> SessionSection:
        settings = config.gate.session
        common = {"min_percent": settings.min_percent, "required": settings.required,
                  "enforced": settings.fail_on_below_threshold}
        with tempfile.TemporaryDirectory(prefix="signalforge-audits-") as private:
            located = self._locate(workspace, config, Path(private))
            if located.problems and not located.files:
                first = located.problems[0]
                return SessionSection(graded=False, note=f"not graded: {first.message}",
                                      findings=tuple(map(finding, located.problems)), **common)
            if not located.files:
                return SessionSection(graded=False, note=self._nothing_found(workspace,
                                                                             settings),
                                      **common)
            chosen = self.options.session_id or settings.session_id
            grading, readable, unreadable = self._read(located, chosen)
            unreadable = [*located.problems, *unreadable]
            return self._section(grading, readable, unreadable, located, chosen=chosen,
                                 settings=settings, common=common)

    # --- Where the audit is ---------------------------------------------------------------

    def _locate(self, workspace: Workspace, config: GateConfig, private: Path) -> Located:
        settings = config.gate.session
        if settings.source == "workflow-artifact":
            if self.options.session_audits:
                self.notes.append("the session-audit input was not read: gate.session.source "
                                  "is workflow-artifact, which grades the agent's run's own")
            return self._from_agent_run(settings, private)
        if not self.in_pull_request:  # a push, a manual run, a dry run: the checkout's
            found = self._in_the_change(session_audits(workspace, config,
                                                       self.options.session_audits))
            return Located({name: str(self.context.workspace / name) for name in found})
        if self.options.session_audits:  # the job's word: read where the step wrote it
            found = session_audits(workspace, config, self.options.session_audits)
            return Located({name: str(self.context.workspace / name) for name in found})
        return self._committed(settings, private)

    def _in_the_change(self, found: list[str]) -> list[str]:
        """In a change graded without a pull request (a merge queue, `--base`/`--head`), only
        the audits it adds or modifies (git's diff): another is not this change's session."""
        if not self.context.grades_a_change or self.options.session_audits:
            return found
        pull = pull_facts(self.context, None)
        if pull is None or pull.changed is None:  # unknown: graded, named as such
            return found
        kept = [name for name in found if name in pull.changed]
        self._not_ours = [name for name in found if name not in pull.changed]
        return kept

    def _changed(self) -> dict[str, str | None]:
        """Each file the pull request adds or modifies → the blob id GitHub lists."""
        assert self.client is not None
        assert self.context.pr_number is not None
        listed = self.client.changed_files(self.context.pr_number)
        if listed.truncated:
            words = self.client.words
            raise MissingPiece(f"the {words.change} changes more files than {words.forge} "
                               "lists, so whether it commits a session audit cannot be known.",
                               remediation=f"split the change into smaller {words.change}s.")
        return {f.filename: f.sha for f in listed.files if f.status != "removed"}

    def _committed(self, settings: SessionSettings, private: Path) -> Located:
        """The audits the change adds or modifies, read at its head as GitHub holds them."""
        words = self.context.words
        try:
            changed = self._changed()
        except GateError as error:
            return Located(problems=[MissingPiece(
                f"{words.forge}'s list of the {words.change}'s changed files could not be read "
                f"({error.message.rstrip('.')}), so this change's session audit could not be "
                "found; nothing was read from the checkout instead.",
                remediation=f"re-run the job once {words.forge} answers.")])
        chosen = _first_matching(settings.audits, list(changed))
        listed = {name: sha for name in chosen if (sha := changed.get(name))}
        located = Located(problems=[MissingPiece(
            f"{words.forge} lists this audit as changed without a blob id, so it could not be "
            "read at the head commit.", remediation="re-run the job.", path=name)
            for name in chosen if name not in listed])
        with HeadAudits(self.context.workspace, self.context.head_sha or "", listed,
                        self.client, private) as audits:
            for name in listed:
                try:
                    located.files[name] = str(audits.path_of(name))
                except (InputError, MissingPiece) as error:
                    located.problems.append(error)
        if chosen:
            self.notes.append(f"the session audit the {words.change} commits was read at its "
                              f"head commit as {words.forge} holds it, not from the runner")
        return located

    def _from_agent_run(self, settings: SessionSettings, private: Path) -> Located:
        if not self.in_pull_request or not self.context.head_sha:
            return Located(problems=[MissingPiece(
                "gate.session.source is workflow-artifact, which grades the audit of the "
                "agent's run for a pull request's head commit; this run grades no pull "
                "request, so no session was graded.",
                remediation="grade pull requests with it, or run without "
                            "gate.session.source: workflow-artifact.")])
        if self.github is None:
            return Located(problems=[MissingPiece(
                "gate.session.source is workflow-artifact, which grades the audit of the "
                "agent's GitHub Actions run; this change is not on GitHub, so no session was "
                "graded.", remediation="run without gate.session.source: workflow-artifact "
                                       "here (the committed audit is then graded).")])
        try:
            found = agent_audit(self.github, settings, self._pull_at(), private)
        except GateError as error:
            return Located(problems=[error])
        context_only = _first_matching(settings.audits, self._changed_or_empty())
        if context_only:
            self.notes.append(f"the change also commits {', '.join(context_only[:3])}: with "
                              "gate.session.source workflow-artifact a committed audit is "
                              "context only, not graded")
        label = f"{found.run.artifact} (run {found.run.run_id})"
        return Located({f"{label}/{m.name}": str(m.path) for m in found.members},
                       agent=found)

    def _pull_at(self) -> PullRequestAt:
        """The pull request the agent's run must be for, with the commits before its head
        (none when GitHub cannot list them: then only a run at the head is looked for)."""
        assert self.client is not None
        assert self.context.pr_number is not None
        head = self.context.head_sha or ""
        try:
            commits = self.client.commits(self.context.pr_number)
        except GateError:
            commits = []
        earlier = {c.sha for c in commits} | {self.context.base_sha or ""}
        return PullRequestAt(self.context.pr_number, head, frozenset(earlier - {head, ""}))

    def _changed_or_empty(self) -> list[str]:
        try:
            return list(self._changed())
        except GateError:
            return []

    def _nothing_found(self, workspace: Workspace, settings: SessionSettings) -> str:
        looked = ", ".join(self.options.session_audits or settings.audits)
        if self._not_ours:
            on_disk = self._not_ours[:3]
        elif not self.in_pull_request or self.options.session_audits:
            return f"no session audit was found (looked for {looked})"
        else:
            on_disk = [p for pattern in settings.audits for p in workspace.expand(pattern)][:3]
        besides = (f"; the checkout holds {', '.join(on_disk)}, which this change does not "
                   "add or modify: not this change's session, so not graded") if on_disk else ""
        return f"this change commits no session audit (looked for {looked}){besides}"

    # --- Grading ---------------------------------------------------------------------------

    def _read(self, located: Located, chosen: str | None
              ) -> tuple[SessionGrading | None, list[str], list[GateError]]:
        """Grade the audits; one that cannot be read is set aside as a finding and the others
        graded without it (a session can span files, so they are graded together)."""
        readable, unreadable = list(located.files), list[GateError]()
        self._names = {path: name for name, path in located.files.items()}
        while readable:
            paths = [located.files[name] for name in readable]
            try:
                return grade_sessions(paths, session_id=chosen), readable, unreadable
            except GateError as error:
                culprit = next((s for s, p in zip(readable, paths, strict=True)
                                if error.path in (s, p)), None)
                if culprit is None:
                    raise
                unreadable.append(type(error)(error.message, remediation=error.remediation,
                                              path=culprit, line=error.line))
                readable.remove(culprit)
        return None, readable, unreadable

    def _section(self, grading: SessionGrading | None, readable: list[str],
                 unreadable: list[GateError], located: Located, *, chosen: str | None,
                 settings: SessionSettings, common: Mapping[str, object]) -> SessionSection:
        grades: tuple[GradeResult, ...] = ()
        note: str | None = "the session audit holds no session entries"
        provenance: AuditProvenance | None = None
        doubts: list[Doubt] = []
        if grading:
            pull = pull_facts(self.context, self.client)
            sources = self._sources(readable, located, pull)
            by = "the session-id input" if self.options.session_id else "gate.session.session_id"
            assessment = assess(grading, sources, pull,
                                Choice(chosen, by, settings.sessions, settings.require_trailer),
                                located.agent.run if located.agent else None)
            grades = tuple(_named(g, self._names) for g in assessment.grades)
            provenance = assessment.provenance
            doubts = [*self._trust_doubts(provenance, settings, grades),
                      *assessment.doubts,
                      *self._tampering(provenance, readable, located, grades, pull)]
            note = provenance.why if grades else note
        if grading and not grading.results and grading.problems.total:
            first = grading.problems.all_samples[0]
            unreadable.append(InputError(
                f"no audit entry could be read ({grading.problems.total} input problem(s), "
                f"the first: {one_line(first.detail, 200)}).",
                remediation="commit the CLEO session's audit log as CLEO wrote it (JSON lines, "
                            "a JSON array, gzip of either, or tasks.db).",
                path=self._names.get(first.path, first.path), line=first.line))
        file = readable[0] if len(readable) == 1 else None  # one file to annotate
        findings = (*map(finding, unreadable),
                    *(Finding(kind="provenance", file=file, why=d.why, fix=d.fix)
                      for d in doubts))
        return SessionSection(graded=bool(grades), sources=tuple(readable), grades=grades,
                              note=note, provenance=provenance, findings=findings,
                              **common)

    def _sources(self, readable: list[str], located: Located, pull: PullFacts | None
                 ) -> tuple[AuditSource, ...]:
        if located.agent is not None:
            return tuple(AuditSource(path=name, origin="agent-run",
                                     commit=located.agent.run.head_sha,
                                     account=f"{located.agent.account}") for name in readable)
        return audit_sources(readable, pull, from_input=bool(self.options.session_audits))

    @staticmethod
    def _trust_doubts(provenance: AuditProvenance, settings: SessionSettings,
                      grades: tuple[GradeResult, ...]) -> list[Doubt]:
        """An enforced bar met only on the agent's own word, which the base config does not
        accept: inconclusive, saying why (a self-reported grade below the bar still fails)."""
        if not grades or not settings.fail_on_below_threshold \
                or provenance.trust != "self-reported" or settings.trust == "self-reported":
            return []
        return [Doubt(f"the session bar is enforced, and this audit is {provenance.label}: "
                      "the agent's own account, which gate.session.trust does not accept for "
                      "an enforced bar (a self-reported audit can show a session was poor, "
                      "not that it was good)", TRUST_FIX)]

    def _tampering(self, provenance: AuditProvenance, readable: list[str], located: Located,
                   grades: tuple[GradeResult, ...], pull: PullFacts | None) -> list[Doubt]:
        """Signs that the self-reported audit was edited after its session."""
        if provenance.trust != "self-reported" or pull is None or not grades:
            return []
        paths = [located.files[name] for name in readable]
        return tampering_signs(paths, [g.session_id for g in grades],
                               commit_times(pull, self.context.head_sha))


def _first_matching(patterns: tuple[str, ...] | list[str], names: list[str]) -> list[str]:
    """The names the first pattern that matches any selects (as `gate.session.audits` is
    tried in order), in the pull request's order."""
    for pattern in patterns:
        found = select(names, [pattern.removeprefix("./")])
        if found:
            return list(dict.fromkeys(found))
    return []


def _named(grade: GradeResult, names: Mapping[str, str]) -> GradeResult:
    """The grade with each audit's private copy named as the pull request names it."""
    problems = grade.input_problems
    if not names or not problems.items:
        return grade
    items = tuple(replace(item, path=names.get(item.path, item.path))
                  for item in problems.items)
    return replace(grade, input_problems=replace(problems, items=items))
