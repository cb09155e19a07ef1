"""Commits as GitHub holds them, through PyGithub: a commit's parents and the files two commits
differ in.

A merge queue's event file names the commit it merges onto (`merge_group.base_sha`), but
every earlier step of the job may rewrite that file; the commit's own parents, asked of GitHub
by the id `GITHUB_SHA` gives (which no step can change), cannot be rewritten.
"""

from __future__ import annotations

from gate.github.pull_records import ChangedFile, ChangedFiles
from gate.github.pull_request import API_ERRORS, PullRequestClient, _fail


def parents_of(client: PullRequestClient, sha: str) -> list[str]:
    """The parents of commit `sha`, first parent first, as GitHub lists them."""
    try:
        return [str(parent.sha) for parent in client.repo.get_commit(sha).parents]
    except API_ERRORS as error:
        raise _fail(error, f"read commit {sha[:12]}") from None


#: GitHub lists at most this many files of a comparison (its documented cap).
MAX_COMPARED_FILES = 300


def compared_files(client: PullRequestClient, base: str, head: str) -> ChangedFiles:
    """The files `base...head` changes, as GitHub's comparison lists them (each with the blob
    id it holds at `head`); a list at the cap may miss some: `truncated`."""
    try:
        files = [ChangedFile(f.filename, f.status, f.patch, f.previous_filename, f.sha)
                 for f in client.repo.compare(base, head).files]
    except API_ERRORS as error:
        raise _fail(error, f"compare {base[:12]}...{head[:12]}") from None
    return ChangedFiles(files, truncated=len(files) >= MAX_COMPARED_FILES)
