"""A merge queue's commits from GitHub, never from the event file.

The queue's commit is `GITHUB_SHA` (the runner sets it; no step can change it) and the commit it
merges onto is that commit's first parent (what `merge_group.base_sha` documents), asked of the
API. The event file's `head_sha` and `base_sha` are only compared with them: a step that edited
either to choose a lax base's bar grades nothing, with a missing piece naming both values.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from gate.core.errors import MissingPiece
from gate.github.context import RunContext, is_sha

if TYPE_CHECKING:
    from gate.github.actions import ActionsEnv
    from gate.github.pull_request import PullRequestClient
    from gate.runner.change.event_check import EventClaims

FIX = ("re-run the job from a fresh event; if it persists, check which step of the workflow "
       "writes to $GITHUB_EVENT_PATH.")


def checked_merge_group(context: RunContext, claims: EventClaims,
                        client: PullRequestClient | None, actions: ActionsEnv) -> RunContext:
    """The context with the queue's head (`GITHUB_SHA`) and base (its first parent, from the
    API); `MissingPiece` when they cannot be asked or the event file says otherwise."""
    from gate.github.commits import parents_of  # noqa: PLC0415 (PyGithub only when asked)

    head = actions.get("GITHUB_SHA") or ""
    if client is None or not is_sha(head):
        raise MissingPiece("a merge queue's commits are checked against GitHub, but "
                           + ("there is no token to ask it with" if client is None else
                              "GITHUB_SHA names no commit") + ", so nothing was graded.",
                           remediation="give the gate the github-token input (the default "
                                       "is the job's own token).")
    if claims.head_sha and claims.head_sha.lower() != head.lower():
        raise MissingPiece(f"the event file gives {claims.head_sha[:12]} as the merge queue's "
                           f"commit, but this run is for GITHUB_SHA {head[:12]}, so nothing was "
                           "graded.", remediation=FIX)
    parents = parents_of(client, head)
    if not parents:
        raise MissingPiece(f"GitHub lists no parent of the merge queue's commit {head[:12]}, "
                           "so there is no base to grade the change against.", remediation=FIX)
    base = parents[0]
    if claims.base_sha and claims.base_sha.lower() != base.lower():
        raise MissingPiece(f"the event file gives {claims.base_sha[:12]} as the commit the "
                           f"merge queue merges onto, but GitHub lists {base[:12]} as the first "
                           f"parent of {head[:12]}, so nothing was graded.", remediation=FIX)
    # a --base or --head flag is the workflow's own word and stays; the rest is GitHub's
    return replace(context, base_sha=context.base_sha if _flagged(claims.base_sha, context.base_sha)
                   else base, head_sha=context.head_sha
                   if _flagged(claims.head_sha, context.head_sha) else head)


def _flagged(claimed: str | None, used: str | None) -> bool:
    """A value the command line set: used, but not claimed by the event file."""
    return claimed is None and bool(used)
