"""The bytes of a change's files as its forge holds them at the head commit, never the checkout's.

Every step of the job before the gate can rewrite, delete or add files in the checkout, so a
check that graded the bytes on disk would grade whatever that step left. In a pull request,
each drafted file is read by the blob id GitHub lists for it in the pull request's files:
first from the local object store (`gate.inputs.git_store`, which runs no git; even a shallow
checkout of the merge commit holds the blobs of the files the pull request changed), else
through the contents API at the head commit. Whichever answered, the bytes are hashed as git
hashes a blob and must give the listed id. A file that cannot be read so, or whose bytes
differ, is a missing piece, named: the check is inconclusive, never graded from the runner's
copy.

With a head commit but no pull request (`run --base B --head H` in another CI), a file is read
from git at that commit; in plain local mode (no change, a laptop, pre-commit), from the
working tree, which is then what the user means.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Literal, Protocol

from gate.core.errors import GateError, InputError, MissingPiece
from gate.inputs.git_store import GitStore

#: A fix's words where no forge is known (no token to ask one): both forges' settings.
ANY_FULL_HISTORY = 'a checkout of the whole history: fetch-depth: 0, on GitLab GIT_DEPTH: "0"'

if TYPE_CHECKING:  # PyGithub is imported only by runs that call GitHub
    from gate.forge.seam import ChangeReader

#: Where a run's drafted bytes came from, as the notes say it.
ByteSource = Literal["git", "api", "working tree"]
SOURCE_WORDS: dict[ByteSource, str] = {
    "git": "git objects", "api": "{forge}'s API", "working tree": "the working tree"}


class DocSource(Protocol):
    """What the docs readers read a drafted file's bytes from."""

    def read(self, relative: str, cap: int) -> bytes:
        """The file's bytes; at most `cap` + 1 of them (more means too large)."""
        ...


class KeptTexts:
    """A `DocSource` that keeps, as text, what it passes on (for the HTML page's file views:
    the bytes graded, not the checkout's)."""

    def __init__(self, source: DocSource, kept: dict[str, str]) -> None:
        self.source, self.kept = source, kept

    def read(self, relative: str, cap: int) -> bytes:
        data = self.source.read(relative, cap)
        self.kept[relative] = data.decode("utf-8", "replace")
        return data


def blob_sha(data: bytes) -> str:
    """The id git gives a blob of these bytes (what GitHub lists as a changed file's `sha`)."""
    return hashlib.sha1(b"blob %d\0" % len(data) + data, usedforsecurity=False).hexdigest()


class HeadFiles:
    """The drafted files of a change, read at `head` and checked against `listed` (path →
    the blob id GitHub lists; None for a file with no list to check against)."""

    def __init__(self, workspace: Path, head: str, listed: Mapping[str, str | None],
                 client: ChangeReader | None) -> None:
        self.head = head
        self.listed = listed
        self.client = client
        self.git = GitStore(workspace)
        self.used: set[ByteSource] = set()
        #: The forge that lists the change's files, as messages name it.
        self.forge = client.words.forge if client is not None else "the forge"
        #: How to fetch the head commit there, for the fix of a file git does not hold.
        self.full_history = client.words.full_history if client is not None \
            else ANY_FULL_HISTORY

    def __enter__(self) -> HeadFiles:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.git.close()

    def read(self, relative: str, cap: int) -> bytes:
        expected = self.listed.get(relative)
        found = self.git.blob(expected, cap) if expected else \
            self.git.file_at(self.head, relative, cap)
        source: ByteSource = "git"
        if found in ("absent", "unknown") and expected and self.client is not None:
            found, source = self._from_api(relative), "api"
        if found == "unknown":
            raise MissingPiece(f"the file could not be read at the head commit "
                               f"{self.head[:12]} ({self.git.why}), so it was not graded.",
                               remediation=f"fetch the head commit ({self.full_history}) "
                                           "before the gate runs.",
                               path=relative)
        if found == "too-large" or (isinstance(found, bytes) and len(found) > cap):
            raise InputError(f"the file is larger than the {cap // 2**20} MiB a drafted doc "
                             "may be.", remediation="split it into smaller files, or leave it "
                             "out of `gate.docs.include`.", path=relative)
        if found == "absent":
            raise self._missing(relative, expected)
        if expected and blob_sha(found) != expected:
            raise MissingPiece(
                f"the bytes read at the head commit {self.head[:12]} are not the blob "
                f"{self.forge} lists for this file ({expected[:12]}), so it was not graded.",
                remediation="re-run the job; if it persists, check what changes the "
                            "repository before the gate runs.", path=relative)
        self.used.add(source)
        return found

    def _from_api(self, relative: str) -> bytes | Literal["absent"]:
        assert self.client is not None
        try:
            content = self.client.read_file(relative, self.head)
        except GateError as error:
            raise MissingPiece(f"the file could not be read from {self.forge} at the head "
                               f"commit {self.head[:12]} ({error.message.rstrip('.')}).",
                               remediation=f"re-run the job once {self.forge} answers.",
                               path=relative) from None
        return "absent" if content is None else content

    def _missing(self, relative: str, expected: str | None) -> MissingPiece:
        if expected:
            return MissingPiece(
                f"{self.forge} lists this file as changed, but its blob ({expected[:12]}) "
                f"could not be read at the head commit {self.head[:12]}, so it was not graded.",
                remediation=f"re-run the job; a file the change touches is graded as "
                            f"{self.forge} holds it.", path=relative)
        return MissingPiece(f"the file is not in the head commit {self.head[:12]} as git "
                            "holds it here, so it was not graded.",
                            remediation=f"fetch the head commit ({self.full_history}) "
                                        "before the gate runs.", path=relative)

    def note(self) -> str:
        """Which source the graded bytes came from, for the run's notes."""
        sources = " and ".join(SOURCE_WORDS[s].format(forge=self.forge)
                               for s in sorted(self.used)) or "nowhere"
        checked = f", each checked against the blob {self.forge} lists" if any(
            self.listed.values()) else ""
        return (f"the drafted docs were read at the head commit {self.head[:12]} from "
                f"{sources}{checked}, not from the files on the runner")

