"""An artifact's zip, unpacked with bounds: the audit files in it, as private files.

GitHub serves an artifact as a zip. What is inside was written by the workflow run, so it is
read as untrusted bytes: no member name is used as a path (each member is written to a
numbered file of a private folder, its name kept only to show), links and folders are
skipped, at most `MAX_MEMBERS` files are taken, and every member is inflated in chunks
against a budget of bytes actually produced, so a zip bomb (a tiny member that claims or
inflates to gigabytes) stops at the budget instead of filling the disk.
"""

from __future__ import annotations

import stat
import zipfile
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from gate.core.errors import InputError
from gate.core.safe_text import replace_unsafe

#: Files taken from one artifact: an agent's audit is one file, or a few.
MAX_MEMBERS = 20
CHUNK = 2**20
FIX = "upload only the CLEO session's audit file(s) in the artifact, as CLEO wrote them."


@dataclass(frozen=True)
class Member:
    name: str
    path: Path


def unpack(archive: Path, folder: Path, *, budget: int, shown: str) -> list[Member]:
    """The regular files of `archive`, each in `folder` under a number, in name order."""
    try:
        with zipfile.ZipFile(archive) as bundle:
            entries = sorted((i for i in bundle.infolist() if _regular(i)),
                             key=lambda i: i.filename)
            if not entries:
                raise InputError("the artifact holds no file.", remediation=FIX, path=shown)
            if len(entries) > MAX_MEMBERS:
                raise InputError(f"the artifact holds {len(entries)} files, more than the "
                                 f"{MAX_MEMBERS} the gate reads.", remediation=FIX, path=shown)
            left = budget
            members = []
            for number, info in enumerate(entries, 1):
                name = _checked_name(info.filename, shown)
                target = folder / f"{number}{_suffix(name)}"
                left -= _inflate(bundle, info, target, left, shown)
                members.append(Member(name, target))
            return members
    except (zipfile.BadZipFile, zipfile.LargeZipFile, NotImplementedError, EOFError) as error:
        raise InputError(f"the artifact is not a readable zip ({type(error).__name__}).",
                         remediation=FIX, path=shown) from None


def _regular(info: zipfile.ZipInfo) -> bool:
    """A file, not a folder or a symbolic link (whose target would be a path to follow)."""
    mode = info.external_attr >> 16
    return not info.is_dir() and not (mode and stat.S_ISLNK(mode))


def _checked_name(name: str, shown: str) -> str:
    """The member's name, refused when it is absolute or climbs out (`..`): an honest upload
    never makes one, so it is a sign of a crafted archive, not a name to show."""
    path = PurePosixPath(name.replace("\\", "/"))
    if path.is_absolute() or ".." in path.parts or not name.strip():
        raise InputError(f"the artifact holds a file named {replace_unsafe(name)[:200]!r}, "
                         "which climbs out of the artifact.", remediation=FIX, path=shown)
    return replace_unsafe(path.as_posix())[:300]


def _suffix(name: str) -> str:
    """The name's last suffix, which the readers recognise formats by (.db, .gz)."""
    suffix = PurePosixPath(name).suffix
    return suffix if suffix.isascii() and suffix[1:].isalnum() and len(suffix) <= 8 else ""


def _inflate(bundle: zipfile.ZipFile, info: zipfile.ZipInfo, target: Path, left: int,
             shown: str) -> int:
    written = 0
    with bundle.open(info) as source, target.open("wb") as sink:
        while chunk := source.read(CHUNK):
            written += len(chunk)
            if written > left:
                raise InputError(f"the artifact's files inflate to more than the "
                                 f"{left // 2**20} MiB left of the audit's limit (a zip "
                                 "bomb, or more than one session's audit); it was not read.",
                                 remediation=FIX, path=shown)
            sink.write(chunk)
    return written
