"""The event file's word checked against GitHub's, before anything is graded.

`$GITHUB_EVENT_PATH` is a file on the runner that every earlier step of the job may rewrite: a
swapped `base.sha` would make a lax `signalforge.yml` "the base's", a swapped number would grade
another, harmless pull request. So the pull request's number, base and head as the event file
gives them are checked against the API (and against `GITHUB_REF` and `GITHUB_SHA`, which a
step cannot change: the runner refuses to override `GITHUB_*` variables) before they are used.
A disagreement is a missing piece, named: no grade is reached, so the run is inconclusive.

What the command line says (`--pr`, `--base`, `--head`) is the workflow's own input and is
not second-guessed here; only what came from the event file is.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from gate.core.errors import MissingPiece
from gate.core.safe_text import one_line
from gate.github.context import PULL_REF, PULL_REQUEST_EVENTS, RunContext, is_sha
from gate.inputs.git_store import GitStore

if TYPE_CHECKING:
    from gate.forge.seam import ChangeReader
    from gate.github.actions import ActionsEnv
    from gate.settings import RunOptions

FIX = ("re-run the job from a fresh event; if it persists, check which step of the workflow "
       "writes to $GITHUB_EVENT_PATH.")


@dataclass(frozen=True)
class EventClaims:
    """What the event file alone decided: fields the command line did not set."""

    number: int | None
    base_sha: str | None
    head_sha: str | None


def event_claims(context: RunContext, options: RunOptions) -> EventClaims:
    return EventClaims(None if options.pr_number else context.pr_number,
                       None if options.base else context.base_sha,
                       None if options.head else context.head_sha)


def require_pull_request(context: RunContext, actions: ActionsEnv) -> None:
    """A pull-request event names its pull request, in the event file or in `GITHUB_REF`
    (`gate.github.context`); one that names none is a missing piece, never graded as a run
    with no change against the checkout's bar."""
    if context.event_name not in PULL_REQUEST_EVENTS or context.pr_number is not None:
        return
    ref = one_line(actions.get("GITHUB_REF") or "unset", 80)
    raise MissingPiece(f"the {context.event_name} event file names no pull request, and "
                       f"GITHUB_REF ({ref}) names none either, so there is nothing to check "
                       "the change against and nothing was graded.", remediation=FIX)


def checked_context(context: RunContext, claims: EventClaims, client: ChangeReader,
                    actions: ActionsEnv, notes: list[str]) -> RunContext:
    """The context with GitHub's base and head where neither the event nor the command line
    gave one; `MissingPiece` naming the first field the event file and GitHub disagree on. A
    check that cannot be made is named in `notes`, never skipped without a word."""
    number = context.pr_number
    if number is None:
        return context
    ref = PULL_REF.match(actions.get("GITHUB_REF") or "")
    if claims.number is not None and ref and int(ref[1]) != claims.number:
        raise MissingPiece(f"the event file names pull request #{claims.number}, but this run "
                           f"is for {ref[0]}, so the event file was changed and nothing was "
                           "graded.", remediation=FIX)
    commits = client.pull_commits(number)
    for what, claimed, held in (("base", claims.base_sha, commits.base_sha),
                                ("head", claims.head_sha, commits.head_sha)):
        if claimed and claimed.lower() != held.lower():
            raise MissingPiece(
                f"the event file gives {claimed[:12]} as the {what} commit of pull request "
                f"#{number}, but GitHub holds {held[:12]}, so nothing was graded.",
                remediation=FIX)
    github_sha = actions.get("GITHUB_SHA") or ""
    if ref and claims.number is not None and is_sha(github_sha) \
            and github_sha.lower() != commits.head_sha.lower():
        parents = _parents(context.workspace, github_sha)
        if isinstance(parents, str):
            notes.append(f"whether GITHUB_SHA ({github_sha[:12]}) merges the head commit GitHub "
                         f"holds for pull request #{number} could not be checked: {parents}")
        elif commits.head_sha.lower() not in parents:
            raise MissingPiece(
                f"GITHUB_SHA ({github_sha[:12]}) is neither the head commit GitHub holds for "
                f"pull request #{number} ({commits.head_sha[:12]}) nor a merge of it, so "
                "nothing was graded.", remediation=FIX)
    return replace(context, base_sha=context.base_sha or commits.base_sha,
                   head_sha=context.head_sha or commits.head_sha)


def _parents(workspace: Path, sha: str) -> tuple[str, ...] | str:
    """The parents commit `sha`'s own bytes record, from the checkout's git objects (a shallow
    checkout of the merge commit still holds it); else why they cannot be told."""
    with GitStore(workspace) as store:
        parents = store.parents(sha)
        return store.why if parents == "unknown" else tuple(p.lower() for p in parents)
