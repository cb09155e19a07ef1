"""Writing result files so a reader never sees half of one."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable
from pathlib import Path

from gate.errors import InputError
from gate.redaction import redact


def write_atomically(path: Path, text: str, mode: int = 0o644) -> None:
    """Write to a temporary file beside `path`, fsync, then rename it into place: a crash or a
    concurrent reader sees the old file or the new one, never a torn one. Registered secrets
    are redacted first (`gate.redaction`)."""
    text = redact(text)
    path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=path.parent, delete=False,
                                     prefix=f".{path.name}.", suffix=".tmp") as stream:
        stream.write(text)
        stream.flush()
        os.fsync(stream.fileno())
    os.chmod(stream.name, mode)
    os.replace(stream.name, path)


def confined(root: Path, relative_paths: Iterable[str]) -> list[str]:
    """The paths, after checking each resolves inside `root`.

    A pull request can commit a symbolic link: `docs/notes.md -> /proc/self/environ` would
    otherwise hand the runner's secrets to the judge as "drafted text". Links that stay inside
    the checkout are fine.
    """
    base = root.resolve()
    kept = []
    for relative in relative_paths:
        target = (root / relative).resolve()
        if not target.is_relative_to(base):
            raise InputError("this is a symbolic link leading outside the checkout; it was "
                             "not read.", remediation="commit the file itself, not a link.",
                             path=relative)
        kept.append(relative)
    return kept
