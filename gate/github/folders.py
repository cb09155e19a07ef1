"""A folder's entries at a commit, as GitHub's contents API lists them.

Kept apart from the pull-request client that asks for them, so the forge seam and the client
name one `FolderEntry` without either importing the other's module back.
"""

from __future__ import annotations

from dataclasses import dataclass

from gate.core.errors import ServiceError

#: The contents API lists at most this many entries of one folder (GitHub's documented cap).
MAX_FOLDER_ENTRIES = 1000


@dataclass(frozen=True)
class FolderEntry:
    """One entry of a folder at a commit: a file's blob id, or a subfolder's."""

    name: str
    kind: str  # "file", "dir", "symlink" or "submodule", as GitHub names them
    sha: str


def listed_entries(listed: object, folder: str, ref: str) -> list[FolderEntry] | None:
    """The entries of a contents-API answer for `folder` at commit `ref`; None when it is not
    a folder's listing (no folder of that name is there). A folder listed at the cap may hold
    more than GitHub shows: `ServiceError`, so no file is missed."""
    if listed is None or not isinstance(listed, list):
        return None
    if len(listed) >= MAX_FOLDER_ENTRIES:
        raise ServiceError(f"GitHub lists at most {MAX_FOLDER_ENTRIES:,} entries of a folder, "
                           f"and {folder or 'the root'} at {ref[:12]} holds at least that many.",
                           remediation="split the folder into smaller ones.")
    return [FolderEntry(str(item.name), str(item.type), str(item.sha)) for item in listed]
