"""Where a session audit came from, which of its sessions was graded, and whether it fits.

An audit committed in a pull request is the agent's own account of its session: the gate can
grade that account, not prove it (five invented lines grade 100/100). So every grade says where
its audit came from, and the account is held against what GitHub knows of the change:

- who vouches for it (`trust`): the agent alone (a file it could write: one the change adds
  or modifies, the `session-audit` input's, the checkout's) or GitHub (the artifact of the
  agent's own workflow run), with the label every grade shows;
- each audit file's source: a file the change adds or modifies (its head commit: the agent's
  own account), a file an earlier step of the job wrote (the `session-audit` input: the job's
  word), a file of the agent's run's artifact, or, outside a pull request, the checkout. An
  audit the change leaves alone is never graded (`gate.runner.audits.session_stage`);
- every session the audits hold, and which was graded and why: named by the configuration, by
  a `CLEO-Session: <id>` trailer of the pull request's commits, the only one, or the most
  recent. A session appended later to a real audit is then seen beside the real one;
- the graded session's time: entries far outside the span of the pull request's commit dates
  (by more than `WINDOW_SLACK` either side) do not describe this change;
- with `gate.session.require_trailer`, the session graded must be the one a trailer names.

A doubt is a `Doubt`: the runner makes it a finding, and the session check inconclusive.
Everything here is pure: facts in, a provenance and doubts out.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from gate.core.lazy_pattern import lazy_pattern
from gate.core.safe_text import replace_unsafe as safe_text
from gate.session.grader import SessionGrading
from gate.session.models import GradeResult
from gate.session.reading.entries import parse_timestamp

AuditOrigin = Literal["change", "base", "input", "workspace", "unknown", "agent-run"]
#: Who vouches for the audit: the agent alone (a file it could write), or GitHub (the artifact
#: of the agent's own workflow run, found through the API and checked).
Trust = Literal["self-reported", "agent-run"]
GradedBy = Literal["session_id", "trailer", "all", "only", "latest", "none"]
#: The git trailer that names the CLEO session a commit came from.
TRAILER_KEY = "CLEO-Session"
#: How far outside the span of the pull request's commit dates a session may lie: an agent's
#: session runs before its commits (and may end after them), for hours, not days.
WINDOW_SLACK = timedelta(hours=24)
ACCOUNTS: dict[AuditOrigin, str] = {
    "change": "a file this change adds or modifies: the agent's own account of its "
              "session, not a record the gate can verify",
    "base": "left alone by this change, as the base commit has it: written before it",
    "input": "written by an earlier step of the job (the session-audit input): the job's "
             "word, which the change's code may have written",
    "workspace": "the checkout graded, outside a pull or merge request",
    "unknown": "the change's files could not be listed: taken as the agent's own "
               "account",
    "agent-run": "the artifact the agent's own workflow run uploaded, found through GitHub's "
                 "API: a record the pull request's code cannot write",
}
#: How each self-reported origin is named in the one-line label every grade carries.
SELF_REPORTED: dict[AuditOrigin, str] = {
    "change": "self-reported, committed in this change",
    "base": "self-reported, as the base commit has it",
    "input": "self-reported, written by an earlier step of the job (the session-audit input)",
    "workspace": "self-reported, read from the checkout (no pull or merge request to check it "
                 "against)",
    "unknown": "self-reported, committed in this change (its files could not be listed)",
}
#: A session id longer than this is no CLEO id (they look like `ses_20261118_091203_a41c`).
MAX_ID_CHARS = 200
_TRAILER = lazy_pattern(rf"^{TRAILER_KEY}:[ \t]*(\S+)[ \t]*$", re.IGNORECASE | re.MULTILINE)


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")


class AuditSource(_Model):
    path: str
    origin: AuditOrigin
    commit: str | None = Field(None, description="the commit whose content this is: the head "
                               "for a file in the change, the base for one it leaves alone")
    account: str = Field(description="what the source means for trusting the audit, in words")


class SessionSeen(_Model):
    session_id: str
    entries: int
    first_timestamp: str
    last_timestamp: str
    graded: bool


class CommitWindow(_Model):
    """The span of the pull request's commit dates (authored and committed)."""

    commits: int
    earliest: str
    latest: str
    slack_hours: int = int(WINDOW_SLACK.total_seconds() // 3600)


class TrailerClaim(_Model):
    session_id: str
    commit: str


class AgentRun(_Model):
    """The agent's workflow run whose artifact was graded, as GitHub's API describes it."""

    run_id: int
    workflow: str
    event: str
    head_sha: str
    artifact: str
    url: str | None = None


class AuditProvenance(_Model):
    trust: Trust = Field("self-reported", description="self-reported: a file the agent could "
                         "write (committed in the change, or on the runner); agent-run: the "
                         "artifact of the agent's own workflow run, found through the API")
    label: str = Field("self-reported", description="where the graded audit came from, in "
                       "the words the comment and summary show")
    run: AgentRun | None = None
    sources: tuple[AuditSource, ...]
    sessions: tuple[SessionSeen, ...] = Field(description="every session found (at most "
                                              "MAX_SESSIONS), in order of first appearance")
    graded_by: GradedBy
    why: str = Field(description="which session was graded and why, in words")
    trailer: TrailerClaim | None = None
    commit_window: CommitWindow | None = None
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class CommitFacts:
    sha: str
    authored: datetime
    committed: datetime
    message: str


@dataclass(frozen=True)
class PullFacts:
    """What GitHub says of the pull request; None where it could not be learnt."""

    base_sha: str | None
    head_sha: str | None
    changed: frozenset[str] | None
    commits: tuple[CommitFacts, ...] | None
    #: False in a merge queue: the change is checked, but there is no pull request whose
    #: commits could be listed (they were checked when the pull request was).
    pull_request: bool = True


@dataclass(frozen=True)
class Doubt:
    """A reason the audit may not be this change's session: a finding, never a pass."""

    why: str
    fix: str


def audit_sources(paths: Sequence[str], pull: PullFacts | None, *, from_input: bool
                  ) -> tuple[AuditSource, ...]:
    """Each audit file with its origin, the commit it is read at, and what that means."""
    def source(path: str) -> AuditSource:
        origin: AuditOrigin
        commit = None
        if pull is None:
            origin = "workspace"
        elif from_input:
            origin = "input"
        elif pull.changed is None:
            origin = "unknown"
        elif path in pull.changed:
            origin, commit = "change", pull.head_sha
        else:
            origin, commit = "base", pull.base_sha
        return AuditSource(path=path, origin=origin, commit=commit, account=ACCOUNTS[origin])
    return tuple(map(source, paths))


def trust_of(sources: Sequence[AuditSource], run: AgentRun | None) -> tuple[Trust, str]:
    """Who vouches for the audit, and the label saying so: from the agent's run only when
    every file graded came from it."""
    if run is not None and sources and all(s.origin == "agent-run" for s in sources):
        return "agent-run", f"from the agent's run {run.run_id} of {run.workflow}"
    own: AuditOrigin = next((s.origin for s in sources if s.origin != "agent-run"), "change")
    return "self-reported", SELF_REPORTED[own]


def trailer_claim(commits: Sequence[CommitFacts]) -> TrailerClaim | None:
    """The session the newest commit with a `CLEO-Session:` trailer names (git's trailers: the
    message's last paragraph)."""
    for commit in reversed(commits):
        last_paragraph = commit.message.strip().rsplit("\n\n", 1)[-1]
        named = _TRAILER.findall(last_paragraph)
        if named:  # a commit message is pull-request text: bounded and made safe to show
            return TrailerClaim(session_id=safe_text(named[-1][:MAX_ID_CHARS]),
                                commit=commit.sha)
    return None


def commit_window(commits: Sequence[CommitFacts]) -> CommitWindow | None:
    if not commits:
        return None
    moments = [moment for c in commits for moment in (c.authored, c.committed)]
    return CommitWindow(commits=len(commits), earliest=min(moments).isoformat(),
                        latest=max(moments).isoformat())


def outside_window(seen: SessionSeen, window: CommitWindow) -> str | None:
    """Why the session's time does not fit the pull request's commits, or None."""
    first, last = parse_timestamp(seen.first_timestamp), parse_timestamp(seen.last_timestamp)
    earliest = datetime.fromisoformat(window.earliest) - WINDOW_SLACK
    latest = datetime.fromisoformat(window.latest) + WINDOW_SLACK
    if first is None or last is None or (last >= earliest and first <= latest):
        return None
    side = "before" if last < earliest else "after"
    return (f"session {seen.session_id} ran from {seen.first_timestamp} to "
            f"{seen.last_timestamp}, more than {window.slack_hours} hours {side} the pull "
            f"request's {window.commits} commit(s) ({window.earliest} to {window.latest}): "
            "it does not describe this change")


@dataclass(frozen=True)
class Choice:
    """How the sessions to grade are chosen: named by the run or the configuration, or not."""

    configured: str | None
    configured_by: str
    mode: Literal["latest", "all"]
    require_trailer: bool


@dataclass(frozen=True)
class Assessment:
    grades: tuple[GradeResult, ...]
    provenance: AuditProvenance
    doubts: tuple[Doubt, ...]


def assess(grading: SessionGrading, sources: tuple[AuditSource, ...], pull: PullFacts | None,
           choice: Choice, run: AgentRun | None = None) -> Assessment:
    """The sessions to grade, the audit's provenance, and the doubts about it."""
    commits = pull.commits if pull is not None else None
    claim = trailer_claim(commits) if commits else None
    grades, graded_by, why = _chosen(grading, claim, choice)
    graded_ids = {grade.session_id for grade in grades}
    seen = tuple(SessionSeen(
        session_id=r.session_id, entries=r.entry_count,
        first_timestamp=grading.first_timestamps.get(r.session_id, ""),
        last_timestamp=grading.last_timestamps.get(r.session_id, ""),
        graded=r.session_id in graded_ids) for r in grading.results)
    window = commit_window(commits) if commits else None
    doubts: list[Doubt] = []
    notes: list[str] = []
    if pull is not None:
        own_account = any(s.origin in ("change", "input", "unknown") for s in sources)
        if window is not None and own_account:
            doubts += [Doubt(reason, WINDOW_FIX) for s in seen if s.graded
                       if (reason := outside_window(s, window)) is not None]
        elif commits is None and pull.pull_request:
            notes.append("the pull request's commits could not be listed, so the session's "
                         "time was not checked against them")
        elif commits is None:
            notes.append("a merge queue run has no pull request's commits to check the "
                         "session's time and trailer against; the pull request's run did")
        if sources and all(s.origin == "base" for s in sources):
            notes.append("the audit is unchanged by this pull request (as the base commit "
                         "has it): it describes work done before this change")
        trailer_doubts, trailer_notes = _trailer_checks(
            claim, graded_ids, commits, required=choice.require_trailer and pull.pull_request)
        doubts += trailer_doubts
        notes += trailer_notes
    trust, label = trust_of(sources, run)
    provenance = AuditProvenance(trust=trust, label=label, run=run, sources=sources,
                                 sessions=seen, graded_by=graded_by, why=why, trailer=claim,
                                 commit_window=window, notes=tuple(notes))
    return Assessment(grades, provenance, tuple(doubts))


WINDOW_FIX = ("commit the audit of the session that made this change, or name that session "
              "with gate.session.session_id")
TRAILER_FIX = (f"end the message of a commit of this pull request with a "
               f"`{TRAILER_KEY}: <session id>` line naming the CLEO session that made it")


def _chosen(grading: SessionGrading, claim: TrailerClaim | None, choice: Choice
            ) -> tuple[tuple[GradeResult, ...], GradedBy, str]:
    results = grading.results
    count = len(results)
    if choice.configured is not None:
        named = tuple(r for r in results if r.session_id == choice.configured)
        return named, "session_id", f"session {choice.configured} is named by " \
            f"{choice.configured_by}"
    claimed = [r for r in results if claim is not None and r.session_id == claim.session_id]
    if claim is not None and claimed and choice.mode == "latest":
        return (claimed[0],), "trailer", (f"session {claim.session_id} is named by the "
                                          f"{TRAILER_KEY} trailer of commit {claim.commit[:12]}"
                                          f" ({count} session(s) in the audit)")
    if choice.mode == "all" and count:
        return results, "all", f"gate.session.sessions is all: every one of the {count} " \
            "session(s) in the audit is graded"
    if count == 1:
        return results, "only", f"session {results[0].session_id} is the only session in " \
            "the audit"
    latest = grading.latest()
    if latest is None:
        return (), "none", "the audit holds no session entries"
    return (latest,), "latest", (
        f"session {latest.session_id} is the most recent of the {count} sessions in the "
        f"audit (its last entry, {grading.last_timestamps.get(latest.session_id)}, is the "
        f"latest); name the one to grade with gate.session.session_id or a {TRAILER_KEY}: "
        "commit trailer")


def _trailer_checks(claim: TrailerClaim | None, graded_ids: set[str],
                    commits: tuple[CommitFacts, ...] | None, *, required: bool,
                    ) -> tuple[list[Doubt], list[str]]:
    """A missing or mismatched trailer: a doubt when required, else a note when mismatched."""
    doubts: list[Doubt] = []
    notes: list[str] = []
    if claim is not None and claim.session_id not in graded_ids:
        problem = (f"the {TRAILER_KEY} trailer of commit {claim.commit[:12]} names session "
                   f"{claim.session_id}, which is not the session graded "
                   f"({', '.join(sorted(graded_ids)) or 'none'})")
        if required:
            doubts.append(Doubt(problem, TRAILER_FIX + ", and commit that session's audit"))
        else:
            notes.append(problem)
    elif required and commits is None:
        doubts.append(Doubt(f"the pull request's commits could not be listed, so the "
                            f"{TRAILER_KEY} trailer gate.session.require_trailer asks for "
                            "could not be checked", "re-run when GitHub answers"))
    elif required and claim is None:
        doubts.append(Doubt(f"no commit of this pull request names its session with a "
                            f"{TRAILER_KEY} trailer, which gate.session.require_trailer asks "
                            "for", TRAILER_FIX))
    return doubts, notes
