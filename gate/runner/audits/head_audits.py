"""A change's session audits as GitHub holds them at the head commit, never the checkout's.

An audit the pull request commits is pull-request content like its drafted docs, and any
earlier step of the job could rewrite the copy on disk into a flawless session. So each audit
GitHub lists among the changed files is read as `gate.inputs.head_files` reads a drafted doc:
by its listed blob id from git objects (else through the contents API at the head commit),
hashed and checked. The session readers need a file (gzip, SQLite), so the bytes are written
into a private folder outside the checkout (the caller's, which outlives the reading; the object
store inflates an object whole, so an audit is held in memory once while it is copied). An
audit the change does not add or modify is never read here, nor from the disk: it is not this
change's session (`gate.runner.audits.session_stage`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from gate.core.errors import GateError, InputError, MissingPiece
from gate.inputs.git_store import Absent, GitStore, TooLarge
from gate.session.reading.limits import MAX_AUDIT_BYTES

if TYPE_CHECKING:  # PyGithub is imported only by runs that call GitHub
    from gate.forge.seam import ChangeReader

FIX = "re-run the job; an audit the change commits is graded as {forge} holds it."


class HeadAudits:
    """Audits listed in a change (path → the blob id GitHub lists), as private files."""

    def __init__(self, workspace: Path, head: str, listed: Mapping[str, str],
                 client: ChangeReader | None, folder: Path) -> None:
        self.head = head
        self.listed = listed
        self.client = client
        self.git = GitStore(workspace)
        self._folder = folder
        self._count = 0
        #: The forge that lists the change's files, as messages name it.
        self.forge = client.words.forge if client is not None else "the forge"

    def __enter__(self) -> HeadAudits:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.git.close()

    def path_of(self, relative: str) -> Path:
        """A private file holding the audit's checked bytes; MissingPiece or InputError naming
        the audit when they cannot be had."""
        expected = self.listed[relative]
        self._count += 1  # a folder each, so two audits of one name do not collide
        target = self._folder / f"head-{self._count}"
        target.mkdir()
        target = target / Path(relative).name  # the name keeps its suffix (.gz, .db)
        with target.open("wb") as sink:
            copied = self.git.copy(expected, MAX_AUDIT_BYTES, sink)
        if copied in ("absent", "unknown") and self.client is not None:
            copied = self._from_api(relative, target)
        if copied == "too-large":
            raise InputError(f"the audit is larger than the {MAX_AUDIT_BYTES // 2**30} GiB an "
                             "audit may be.", remediation="commit one session's audit, not "
                             "the whole history.", path=relative)
        if not isinstance(copied, int):
            why = f" ({self.git.why})" if copied == "unknown" and self.git.why else ""
            raise MissingPiece(f"{self.forge} lists this audit as changed, but its blob "
                               f"({expected[:12]}) could not be read at the head commit "
                               f"{self.head[:12]}{why}, so it was not graded.",
                               remediation=FIX.format(forge=self.forge), path=relative)
        if _blob_sha_of(target, copied) != expected:
            raise MissingPiece(f"the audit's bytes read at the head commit {self.head[:12]} are "
                               f"not the blob {self.forge} lists for it ({expected[:12]}), so "
                               "it was not graded.", remediation=FIX.format(forge=self.forge),
                               path=relative)
        return target

    def _from_api(self, relative: str, target: Path) -> int | Absent | TooLarge:
        assert self.client is not None
        try:
            content = self.client.read_file(relative, self.head)
        except GateError:
            return "absent"
        if content is None:
            return "absent"
        if len(content) > MAX_AUDIT_BYTES:
            return "too-large"
        target.write_bytes(content)
        return len(content)


def _blob_sha_of(path: Path, size: int) -> str:
    digest = hashlib.sha1(b"blob %d\0" % size, usedforsecurity=False)
    with path.open("rb") as stream:
        while chunk := stream.read(2**20):
            digest.update(chunk)
    return digest.hexdigest()
