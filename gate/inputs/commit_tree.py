"""A commit's files as the forge holds them: its folders listed, its files read by blob id.

Which dbt project a drafted file belongs to, where that project says dbt reads from, which doc
blocks its descriptions use: all of it is part of what is graded, so none of it may come from
the checkout, which any earlier step of the job could have rewritten (a doc block made
flattering on disk, a `dbt_project.yml` that hides a folder). Here a folder is listed at the
commit through the forge seam's `folder_entries` (GitHub's contents API, GitLab's repository
tree; each entry with its blob id), and a file is read by that id (`HeadFiles`: the local
object store, else the forge's file at the commit) with its bytes hashed against it. A folder
that cannot be listed, or a file whose bytes are not its blob, is a missing piece, named:
never a silent gap.
"""

from __future__ import annotations

import posixpath
from pathlib import Path, PurePosixPath
from types import TracebackType
from typing import TYPE_CHECKING

from gate.core.errors import GateError, MissingPiece
from gate.inputs.head_files import HeadFiles

if TYPE_CHECKING:  # a forge's client is imported only by runs that call it
    from gate.forge.seam import ChangeReader, FolderEntry

#: Folders listed for one run at most: a walk past this is a missing piece, not a long wait.
MAX_LISTED_FOLDERS = 400


class CommitTree:
    """The files of `commit`, each folder listed once."""

    def __init__(self, workspace: Path, commit: str, client: ChangeReader) -> None:
        self.commit = commit
        self.client = client
        self._folders: dict[str, dict[str, FolderEntry]] = {}
        self._ids: dict[str, str | None] = {}
        self._files = HeadFiles(workspace, commit, self._ids, client)

    def __enter__(self) -> CommitTree:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()

    def close(self) -> None:
        self._files.__exit__(None, None, None)

    def entries(self, folder: str) -> dict[str, FolderEntry]:
        """The entries of `folder` ("" or "." for the root) by name; empty when it is absent."""
        folder = _normal(folder)
        if folder not in self._folders:
            if len(self._folders) >= MAX_LISTED_FOLDERS:
                raise MissingPiece(f"reading the commit {self.commit[:12]} needed more than "
                                   f"{MAX_LISTED_FOLDERS} folders listed, so what lies under "
                                   f"{folder or 'the root'} was not read.",
                                   remediation="name the drafted docs in gate.docs.include.",
                                   path=folder or None)
            try:
                listed = self.client.folder_entries(folder, self.commit) or []
            except GateError as error:
                raise MissingPiece(f"the folder could not be listed at the commit "
                                   f"{self.commit[:12]} ({error.message.rstrip('.')}).",
                                   remediation="re-run the job once the forge answers.",
                                   path=folder or ".") from None
            self._folders[folder] = {entry.name: entry for entry in listed}
        return self._folders[folder]

    def blob_id(self, path: str) -> str | None:
        """The blob id of the file at `path`; None when the commit holds no file there."""
        parent, name = posixpath.split(_normal(path))
        entry = self.entries(parent).get(name) if name else None
        return entry.sha if entry is not None and entry.kind == "file" else None

    def is_file(self, path: str) -> bool:
        return self.blob_id(path) is not None

    def files_under(self, folder: str) -> list[str]:
        """Every file under `folder` at any depth (dot-files and dot-folders too), sorted."""
        found: list[str] = []
        pending = [_normal(folder)]
        while pending:
            current = pending.pop()
            for name, entry in self.entries(current).items():
                path = f"{current}/{name}" if current else name
                if entry.kind == "file":
                    found.append(path)
                elif entry.kind == "dir":
                    pending.append(path)
        return sorted(found)

    def read(self, path: str, cap: int) -> bytes:
        """The file's bytes, hashed against the blob id its folder lists (`HeadFiles`)."""
        path = _normal(path)
        blob = self.blob_id(path)
        if blob is None:
            raise MissingPiece(f"the file is not in the commit {self.commit[:12]} as the forge "
                               "lists it.", remediation="re-run the job.", path=path)
        self._ids[path] = blob
        return self._files.read(path, cap)


def _normal(path: str) -> str:
    """A path relative to the repository, without `./` or a trailing `/`; "" for the root."""
    normal = PurePosixPath(posixpath.normpath(path or ".")).as_posix()
    return "" if normal == "." else normal.strip("/")
