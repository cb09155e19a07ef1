"""Writing result files so a reader never sees half of one."""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterable
from pathlib import Path

from gate.core.errors import InputError
from gate.core.redaction import crosses_lines, redact


def write_atomically(path: Path, text: str, mode: int = 0o644) -> None:
    """Write to a temporary file beside `path`, fsync, then rename it into place: a crash or a
    concurrent reader sees the old file or the new one, never a torn one, and a failed write
    leaves no temporary file behind. Registered secrets are redacted first (`gate.core.redaction`).

    Text quoted from a pull request can hold a lone surrogate (a JSON `"\\ud800"` escape), which
    UTF-8 cannot encode; it is written as U+FFFD rather than losing the whole file."""
    write_lines_atomically(path, (text,), mode)


def write_lines_atomically(path: Path, pieces: Iterable[str], mode: int = 0o644) -> None:
    """`write_atomically` for a text made of pieces, each of whole lines (every piece but the
    last ends with a line break): each piece is redacted, encoded and written as it comes, so a
    large file is never held whole. The file is the one `write_atomically` writes of the joined
    text: a secret cannot span two pieces unless a registered spelling holds a line break
    (`crosses_lines`), and then the pieces are joined first; a surrogate pair is never split,
    since a JSON line holds the whole string."""
    if crosses_lines():
        pieces = ("".join(pieces),)
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.",
                                             suffix=".tmp")
    try:
        with os.fdopen(descriptor, "wb") as stream:
            for piece in pieces:
                stream.write(utf8_bytes(redact(piece)))
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temporary, mode)
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def utf8_bytes(text: str) -> bytes:
    """`text` as UTF-8, a lone surrogate replaced by U+FFFD (pairs are joined, as JSON does)."""
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        repaired = text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
        return repaired.encode("utf-8")


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
