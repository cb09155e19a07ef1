"""Commits as GitHub holds them, through PyGithub: a commit's parents.

A merge queue's event file names the commit it merges onto (`merge_group.base_sha`), but
every earlier step of the job may rewrite that file; the commit's own parents, asked of GitHub
by the id `GITHUB_SHA` gives (which no step can change), cannot be rewritten.
"""

from __future__ import annotations

from gate.github.pull_request import API_ERRORS, PullRequestClient, _fail


def parents_of(client: PullRequestClient, sha: str) -> list[str]:
    """The parents of commit `sha`, first parent first, as GitHub lists them."""
    try:
        return [str(parent.sha) for parent in client.repo.get_commit(sha).parents]
    except API_ERRORS as error:
        raise _fail(error, f"read commit {sha[:12]}") from None
