"""Commits as GitHub holds them, through PyGithub: a commit's parents, a folder's entries, the
files two commits differ in.

A merge queue's event file names the commit it merges onto (`merge_group.base_sha`), but
every earlier step of the job may rewrite that file; the commit's own parents, asked of GitHub
by the id `GITHUB_SHA` gives (which no step can change), cannot be rewritten.
"""

from __future__ import annotations

from dataclasses import dataclass

from gate.github.pull_request import (
    API_ERRORS,
    ChangedFile,
    ChangedFiles,
    GitHubUnavailable,
    PullRequestClient,
    _fail,
)


def parents_of(client: PullRequestClient, sha: str) -> list[str]:
    """The parents of commit `sha`, first parent first, as GitHub lists them."""
    try:
        return [str(parent.sha) for parent in client.repo.get_commit(sha).parents]
    except API_ERRORS as error:
        raise _fail(error, f"read commit {sha[:12]}") from None


#: The contents API lists at most this many entries of one folder (GitHub's documented cap).
MAX_FOLDER_ENTRIES = 1000


@dataclass(frozen=True)
class FolderEntry:
    """One entry of a folder at a commit: a file's blob id, or a subfolder's."""

    name: str
    kind: str  # "file", "dir", "symlink" or "submodule", as GitHub names them (every forge)
    sha: str


def folder_entries(client: PullRequestClient, folder: str, ref: str,
                   ) -> list[FolderEntry] | None:
    """The entries of `folder` (relative to the repository, "" for its root) at commit `ref`,
    as the contents API lists them; None when no folder of that name is there. A folder
    listed at the cap may hold more than GitHub shows: `ServiceError`, so no file is missed.
    (The client's `folder_entries`, which the forge seam declares, is this.)"""
    listed = client._contents(folder, ref)
    if listed is None or not isinstance(listed, list):
        return None
    if len(listed) >= MAX_FOLDER_ENTRIES:
        raise GitHubUnavailable(f"GitHub lists at most {MAX_FOLDER_ENTRIES:,} entries of a "
                                f"folder, and {folder or 'the root'} at {ref[:12]} holds at "
                                "least that many.",
                                remediation="split the folder into smaller ones.")
    return [FolderEntry(str(item.name), str(item.type), str(item.sha)) for item in listed]


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
