"""Objects from the local git store through one `git cat-file --batch` process.

Reading a change's files one `git show` at a time costs a process per file; a pull request of
a thousand drafted files would start a thousand. One `cat-file --batch` answers every request
in turn on its pipes. Each answer's size is in its header, so an object larger than the
caller's cap is drained in chunks and never held in memory.

The names asked for are a blob id or `<commit>:<path>`; a path holding a newline cannot be
asked (the protocol is line-based) and is answered as absent.
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from types import TracebackType
from typing import IO, Literal

DRAIN_CHUNK = 2**20

Absent = Literal["absent"]
TooLarge = Literal["too-large"]


class GitObjects:
    """Blobs read from the repository at `root`. Every blob reads as absent when git is
    missing, `root` is not a repository, or git refused it: the caller then reads elsewhere."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._process: subprocess.Popen[bytes] | None = None
        self._broken = False

    def __enter__(self) -> GitObjects:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()

    def _started(self) -> subprocess.Popen[bytes] | None:
        if self._process is None and not self._broken:
            # A docker action runs as root over a checkout the runner's user owns, which git
            # refuses ("dubious ownership") to keep a repository's config from running
            # commands. Reading objects by name runs none (fsmonitor is switched off too), and
            # in a pull request every blob read is hashed against the id GitHub lists, so this
            # one command trusts the checkout's store; nothing else the gate runs with git does.
            try:  # a fixed argv, no shell; names are written to its stdin, never to argv
                self._process = subprocess.Popen(  # noqa: S603
                    ["git", "-c", "core.fsmonitor=", "-c", "safe.directory=*",  # noqa: S607
                     "-C", str(self.root), "cat-file", "--batch"],
                    stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
            except OSError:
                self._broken = True
        return self._process

    def blob(self, name: str, cap: int) -> bytes | Absent | TooLarge:
        """The blob `name` names; "absent" when the store lacks it (or it is not a blob),
        "too-large" when it holds more than `cap` bytes (those are drained, not kept)."""
        opened = self._open(name, cap)
        if isinstance(opened, str):
            return opened
        stream, size = opened
        data = stream.read(size)
        stream.read(1)  # the newline after every object
        return data

    def copy(self, name: str, cap: int, sink: IO[bytes]) -> int | Absent | TooLarge:
        """Write the blob to `sink` in chunks (memory bounded whatever its size); its size."""
        opened = self._open(name, cap)
        if isinstance(opened, str):
            return opened
        stream, size = opened
        left = size
        while left > 0:
            chunk = stream.read(min(left, DRAIN_CHUNK))
            if not chunk:
                self._fail()
                return "absent"
            sink.write(chunk)
            left -= len(chunk)
        stream.read(1)
        return size

    def _open(self, name: str, cap: int) -> tuple[IO[bytes], int] | Absent | TooLarge:
        """Ask for `name`; the stream positioned at its bytes and their count."""
        process = self._started()
        if process is None or "\n" in name or "\r" in name:
            return "absent"
        assert process.stdin is not None
        assert process.stdout is not None
        try:
            process.stdin.write(name.encode("utf-8", "surrogateescape") + b"\n")
            process.stdin.flush()
            header = process.stdout.readline()
        except OSError:
            self._fail()
            return "absent"
        parts = header.split()
        if len(parts) != 3 or not parts[2].isdigit():  # "<name> missing", or git gave up
            if not header:
                self._fail()
            return "absent"
        kind, size = parts[1], int(parts[2])
        if kind != b"blob" or size > cap:
            _drain(process.stdout, size + 1)
            return "absent" if kind != b"blob" else "too-large"
        return process.stdout, size

    def _fail(self) -> None:
        self.close()
        self._broken = True

    def close(self) -> None:
        process, self._process = self._process, None
        if process is None:
            return
        try:
            if process.stdin is not None:
                process.stdin.close()
        except OSError:  # git already left (not a repository): nothing more to say to it
            pass
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        if process.stdout is not None:
            process.stdout.close()


def _drain(stream: IO[bytes], count: int) -> None:
    while count > 0:
        chunk = stream.read(min(count, DRAIN_CHUNK))
        if not chunk:
            return
        count -= len(chunk)
