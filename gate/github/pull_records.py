"""What the gate keeps of a pull request: its comments, its changed files and commits, the
commits it is made of. Small frozen types the forge seam and both forges share, so nothing
past the GitHub client (`gate.github.pull_request`) holds a PyGithub object."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime


@dataclass(frozen=True)
class Comment:
    """An issue comment on the pull request, as the gate needs it."""

    id: int
    body: str
    author: str
    url: str


@dataclass(frozen=True)
class PullAt:
    """A pull request's number and the commits GitHub says it is made of, now."""

    number: int
    base_sha: str
    head_sha: str
    #: `owner/name` of the repository its head lives in (a fork's, for a fork).
    head_repository: str


@dataclass(frozen=True)
class ChangedFile:
    filename: str
    status: str
    patch: str | None = None
    #: The path before a rename (status `renamed`): the change removes it as well.
    previous_filename: str | None = None
    #: The git blob id GitHub holds for the file at the head commit: the bytes to grade.
    sha: str | None = None


@dataclass(frozen=True)
class PullCommit:
    """One commit of a pull request, as the session audit's checks read it."""

    sha: str
    authored: datetime
    committed: datetime
    message: str


@dataclass(frozen=True)
class ChangedFiles:
    files: list[ChangedFile] = field(default_factory=list)
    truncated: bool = False  # the PR changes more files than GitHub lists


@dataclass(frozen=True)
class PullCommits:
    base_sha: str
    head_sha: str
