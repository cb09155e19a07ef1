"""The pull request a `workflow_run` event is about: the fork-safe flow's trusted job.

That job runs in the base repository with a write token and the judge's key, and grades the
pull request itself from a checkout of its head commit, read as data (no code from it runs).
Nothing the triggering run wrote is read: its report, its outputs and its artifacts are the
pull request's word. What the job takes from the event is only which commit to look for (the
triggering run's head commit, its head repository and branch); which pull request that is,
and its base, come from the API:

- a run of this repository's own branch lists its pull requests: each is read afresh;
- a run of a fork's branch lists none (GitHub leaves `pull_requests` empty for forks), so the
  open pull requests from `owner:branch` are listed;

and the one whose head is still that commit, in that head repository, is graded. When none
is (the pull request moved on, or was closed), nothing is graded or published: the newer
commit's run has its own trusted job.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from gate.core.errors import InputError, UsageError
from gate.core.safe_text import one_line
from gate.github.context import RunContext, is_sha

if TYPE_CHECKING:  # PyGithub is imported only when GitHub is called
    from gate.github.pull_records import PullAt
    from gate.github.pull_request import PullRequestClient


class MovedOn(Exception):  # noqa: N818 (a state, not a failure: nothing is wrong)
    """No open pull request is at the triggering run's head commit any more."""


def _text(data: Any, *keys: str) -> str:
    for key in keys:
        data = data.get(key) if isinstance(data, dict) else None
    return data if isinstance(data, str) else ""


def triggering_run(payload: dict[str, Any]) -> dict[str, Any]:
    """The `workflow_run` object of the event; a usage error unless it is a pull request's."""
    run = payload.get("workflow_run")
    if not isinstance(run, dict):
        raise UsageError("the workflow_run event names no triggering run.",
                         remediation="run the trusted job on: workflow_run (see the fork-safe "
                                     "workflow in docs/forks.md).")
    if run.get("event") != "pull_request":
        raise UsageError(f"the triggering run was for {one_line(str(run.get('event')), 40)!r}, "
                         "not a pull request: there is nothing to grade.",
                         remediation="guard the job with if: github.event.workflow_run.event "
                                     "== 'pull_request'.")
    if not is_sha(_text(run, "head_sha")) or not _text(run, "head_repository", "full_name"):
        raise UsageError("the triggering run names no head commit or head repository.",
                         remediation="run the trusted job on: workflow_run of the grading "
                                     "workflow.")
    return run


def pull_request_of_run(context: RunContext, payload: dict[str, Any],
                        client: PullRequestClient | None) -> RunContext:
    """`context` made about the pull request the triggering run graded, as the API has it."""
    run = triggering_run(payload)
    if client is None:
        raise UsageError("the trusted job needs a token to find the pull request.",
                         remediation="keep the github-token input's default (the job's "
                                     "token, with pull-requests: write).")
    head_sha, head_repository = run["head_sha"], _text(run, "head_repository", "full_name")
    listed = [n for n in (_number(p) for p in run.get("pull_requests") or []) if n]
    candidates = [client.pull_at(n) for n in listed] if listed else client.open_pulls_from(
        f"{_text(run, 'head_repository', 'owner', 'login')}:{_text(run, 'head_branch')}")
    at_head = [p for p in candidates if p.head_sha == head_sha
               and p.head_repository.lower() == head_repository.lower()]
    if not at_head:
        raise MovedOn(f"no open pull request from {one_line(head_repository, 100)} is at "
                      f"{head_sha[:12]} any more; nothing was graded (a newer commit's run "
                      "grades its own)")
    if len(at_head) > 1:
        raise InputError(f"{len(at_head)} open pull requests have the head commit "
                         f"{head_sha[:12]} ({', '.join(f'#{p.number}' for p in at_head)}); "
                         "the trusted job grades one.",
                         remediation="close all but one of them, or grade them with the "
                                     "single-job workflow.")
    pull: PullAt = at_head[0]
    return replace(context, pr_number=pull.number, base_sha=pull.base_sha, head_sha=head_sha,
                   head_repository=pull.head_repository)


def _number(item: Any) -> int | None:
    number = item.get("number") if isinstance(item, dict) else None
    return number if isinstance(number, int) and not isinstance(number, bool) else None
