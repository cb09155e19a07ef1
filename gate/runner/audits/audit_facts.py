"""What GitHub (or git) says of a pull request, for the session audit's provenance checks.

The checks themselves are pure (`gate.session.provenance`); this module only gathers their
facts: the files the change adds or modifies (is the audit one of them?) and the pull request's
commits (their dates and trailers). A fact that cannot be learnt is None, and the check that
needs it says so rather than passing silently.
"""

from __future__ import annotations

from datetime import timedelta
from typing import TYPE_CHECKING

from gate.core.errors import ServiceError
from gate.runner.change.graded_files import changed_by_git
from gate.session.provenance import CommitFacts, PullFacts
from gate.session.tampering import CommitTimes

if TYPE_CHECKING:
    from gate.forge.seam import ChangeReader
    from gate.github.context import RunContext


def pull_facts(context: RunContext, client: ChangeReader | None) -> PullFacts | None:
    """The facts of the change graded; None outside a pull request or merge queue."""
    if not context.grades_a_change:
        return None
    return PullFacts(base_sha=context.base_sha, head_sha=context.head_sha,
                     changed=_changed(context, client), commits=_commits(context, client),
                     pull_request=context.is_pull_request)


def _changed(context: RunContext, client: ChangeReader | None) -> frozenset[str] | None:
    if client is not None and context.pr_number is not None:
        try:
            listed = client.changed_files(context.pr_number)
        except ServiceError:
            return None
        if listed.truncated:  # a file past GitHub's 3,000 may be in the change: unknown
            return None
        return frozenset(f.filename for f in listed.files if f.status != "removed")
    found = changed_by_git(context.workspace, context.base_sha, context.head_sha)
    return frozenset(found) if found is not None else None


def _commits(context: RunContext, client: ChangeReader | None
             ) -> tuple[CommitFacts, ...] | None:
    if client is None or context.pr_number is None:
        return None
    try:
        commits = client.commits(context.pr_number)
    except ServiceError:
        return None
    return tuple(CommitFacts(c.sha, c.authored, c.committed, c.message) for c in commits)


def commit_times(pull: PullFacts, head_sha: str | None) -> CommitTimes:
    """The head commit's date (the commit holding the audit was made then: no entry of it can
    be later) and the span of the pull request's commit dates; unknown without commits."""
    if not pull.commits:
        return CommitTimes(head=None, span=timedelta(0))
    head = next((c for c in pull.commits if c.sha == head_sha), pull.commits[-1])
    moments = [moment for c in pull.commits for moment in (c.authored, c.committed)]
    return CommitTimes(head=max(head.authored, head.committed), span=max(moments) - min(moments))
