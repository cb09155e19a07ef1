"""The forge seam: what one run of the gate asks of the place its change lives.

A run needs to know who the change is (its number, base and head as the forge holds them,
never as a file on the runner says), which files it changes with the blob id of each, a
folder's entries and a file's bytes at a commit, one sticky note found again by its marker, a
status on the head commit, optionally inline comments, and the login the token writes as.
GitHub's pull requests and GitLab's merge requests both answer these; each forge's folder
adapts its own client.

The small value types (`Comment`, `ChangedFile`, `FolderEntry`, …) and the write-outcome errors
(`OutcomeUnknown`, `WriteRefused`) are the gate's own and shared by every forge, so the
exactly-once logic of the sticky note (`gate.publishing.sticky`) works unchanged on each.
"""

from __future__ import annotations

from typing import Literal, Protocol

from gate.github.context import ForgeWords
from gate.github.folders import FolderEntry
from gate.github.pull_records import ChangedFile, ChangedFiles, Comment, PullCommit, PullCommits
from gate.github.pull_request import OutcomeUnknown, OutOfTime, WriteRefused

#: A forge's word for the state of the gate's status on a commit (GitLab's names; GitHub's
#: `failure` and `error` are both `failed` here).
StatusState = Literal["pending", "success", "failed"]

__all__ = ["ChangeReader", "ChangedFile", "ChangedFiles", "Comment", "FolderEntry", "Forge",
           "ForgeWords",
           "InlineComment",
           "NoteThread", "OutOfTime", "OutcomeUnknown", "PullCommit", "PullCommits",
           "StatusState", "WriteRefused"]


class InlineComment(Protocol):
    """One comment on a line of the change's new side."""

    @property
    def path(self) -> str: ...

    @property
    def line(self) -> int: ...

    @property
    def body(self) -> str: ...


class ChangeReader(Protocol):
    """Who the change is and what it holds: all that grading reads from a forge. Every method
    raises a `gate.core.errors.ServiceError` subclass when the forge fails."""

    #: How messages name this forge and its changes ("GitLab", "merge request").
    words: ForgeWords

    def pull_commits(self, number: int) -> PullCommits:
        """The change's base and head as the forge holds them; a forge that was told who the
        change is (by its CI's variables) raises `MissingPiece` when they disagree."""
        ...

    def pull_head(self, number: int, *, fresh: bool = False) -> str:
        """The head commit now (`fresh`: asked again, so a run can see the change moved on)."""
        ...

    def commits(self, number: int) -> list[PullCommit]:
        """The change's commits, oldest first."""
        ...

    def changed_files(self, number: int) -> ChangedFiles:
        """Every file the change touches, with the blob id of its new bytes."""
        ...

    def read_file(self, path: str, ref: str) -> bytes | None:
        """The file at commit `ref`; None when it does not exist there."""
        ...

    def can_read(self, ref: str) -> bool:
        """Whether the repository is readable at `ref`, so a missing file means absent."""
        ...

    def folder_entries(self, folder: str, ref: str) -> list[FolderEntry] | None:
        """The entries of `folder` ("" for the root) at commit `ref`, each with its blob id
        (kinds as `FolderEntry` names them); None when no folder of that name is there. A
        listing the forge may have cut short raises `ServiceError`, so no file is missed."""
        ...


class NoteThread(Protocol):
    """The change's conversation, where the one sticky note lives. A write whose answer was
    lost raises `OutcomeUnknown` (look before repeating it); one the token may not make,
    `WriteRefused`."""

    def login_from_user(self) -> str | None:
        """The login the token writes as; None when the forge will not say."""
        ...

    def comments(self, number: int) -> list[Comment]:
        """The change's notes written by people and bots (not the forge's own), oldest first."""
        ...

    def post_comment(self, number: int, body: str) -> Comment: ...

    def edit_comment(self, comment_id: int, body: str) -> Comment: ...

    def delete_comment(self, comment_id: int) -> bool:
        """False when it was already gone (another run removed it)."""
        ...


class Forge(ChangeReader, NoteThread, Protocol):
    """Everything a run asks of a forge: reading the change, its note, its status, inline
    comments."""

    #: The token, for masking in logs and telling its kind.
    token: str

    def read_blob(self, sha: str) -> bytes | None:
        """The bytes of blob `sha`; None when the forge holds no such blob."""
        ...

    def set_status(self, sha: str, *, state: StatusState, name: str, description: str,
                   target_url: str | None) -> None:
        """The gate's status on commit `sha`, under `name`."""
        ...

    def inline_comments(self, number: int) -> list[Comment]:
        """The comments on the change's lines, with their authors."""
        ...

    def create_inline_comment(self, number: int, head_sha: str,
                              comment: InlineComment) -> None:
        """One comment on a line of the change's new side, at `head_sha`."""
        ...
