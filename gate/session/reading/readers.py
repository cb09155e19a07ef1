"""Read CLEO audit entries from any container CLEO (or a step before the gate) produces.

Accepted: JSON lines, a JSON array, `{"entries": [...]}`, gzip of any of these, and CLEO's
SQLite `tasks.db`. The container is recognised by its content, not its file name: a
downloaded artifact is often renamed, and an extension proves nothing.

Every reader is a generator that yields one `AuditEntry` at a time, so memory stays flat however
long the log is. Problems go to the `ProblemLog`; only an input that cannot be opened at all
raises (`InputError`, exit code 2).
"""

from __future__ import annotations

import errno
import gzip
import io
import json
import os
import stat
import zlib
from collections.abc import Iterator
from itertools import islice
from typing import Literal

from gate.core.errors import InputError
from gate.session.reading.entries import AuditEntry, EntryNormaliser, InputProblem, ProblemLog
from gate.session.reading.fast_lines import Batch, as_entries, new_vocabulary, read_chunk
from gate.session.reading.json_stream import (
    JsonStreamError,
    NoEntriesError,
    TooLargeError,
    iter_array,
    iter_entries_object,
)
from gate.session.reading.limits import CHUNK_BYTES, MAX_AUDIT_BYTES, MAX_ENTRY_BYTES

Container = Literal["jsonl", "json-array", "json-entries", "sqlite"]

GZIP_MAGIC = b"\x1f\x8b"
SQLITE_MAGIC = b"SQLite format 3\x00"
UTF8_BOM = b"\xef\xbb\xbf"
SNIFF_BYTES = 64 * 1024
#: Entries handed on at a time by the readers that find them one by one.
BATCH = 1024
FORMATS_HINT = (
    "pass a CLEO audit log: JSON lines, a JSON array, {\"entries\": [...]}, gzip of any of "
    "these, or CLEO's SQLite tasks.db"
)
#: Errors a gzip or text stream raises when the file ends early or holds bad bytes.
STREAM_ERRORS = (EOFError, OSError, zlib.error, UnicodeDecodeError)


def read_entries(
    path: str, problems: ProblemLog, *, session_id: str | None = None,
) -> Iterator[AuditEntry]:
    """Every well-formed entry of the log at `path`, in file order (see `read_entry_batches`)."""
    for batch in read_entry_batches(path, problems, session_id=session_id):
        yield from as_entries(batch)


def read_entry_batches(
    path: str, problems: ProblemLog, *, session_id: str | None = None,
) -> Iterator[Batch]:
    """Every well-formed entry of the log at `path`, in file order, a batch at a time (a batch
    costs one step of the generator, not one per entry: that is measurable on a large log).
    A batch is a list of entries, or the fast path's `PlainBatch` of records.

    With `session_id`, a reader may skip other sessions' records early (SQLite filters in the
    query); callers must not rely on it and still filter themselves.
    """
    compressed, head = _sniff(path)
    if head.startswith(SQLITE_MAGIC):
        if compressed:
            raise InputError(
                "this gzip file holds a SQLite database, which cannot be read compressed.",
                remediation=f"decompress it first (gunzip -k {path}) and pass the .db file.",
                path=path,
            )
        from gate.session.reading.sqlite_reader import read_sqlite  # noqa: PLC0415 - SQLite only

        yield from _batched(read_sqlite(path, problems, session_id))
        return
    normaliser = EntryNormaliser(path, problems)
    container = _json_container(path, compressed, head)
    if container == "jsonl":
        yield from _read_jsonl(path, compressed, normaliser)
    else:
        yield from _batched(_read_streamed(path, compressed, container, normaliser))


def _batched(entries: Iterator[AuditEntry]) -> Iterator[list[AuditEntry]]:
    while batch := list(islice(entries, BATCH)):
        yield batch


def _open_binary(path: str, compressed: bool) -> io.BufferedIOBase:
    return gzip.GzipFile(path, "rb") if compressed else open(path, "rb")


def _sniff(path: str) -> tuple[bool, bytes]:
    """(is gzip, the first bytes of the content, decompressed), or InputError if unreadable."""
    try:
        mode = os.stat(path).st_mode
        if stat.S_ISDIR(mode):
            raise InputError("this is a directory, not an audit log.",
                             remediation=FORMATS_HINT + "; name the file inside it.", path=path)
        if not stat.S_ISREG(mode):  # a device or a pipe could be read forever
            raise InputError("this is not a regular file (a device, a pipe or a socket).",
                             remediation=FORMATS_HINT + "; write it to a file first.",
                             path=path)
        with open(path, "rb") as raw:
            head = raw.read(64)
    except OSError as error:
        raise _cannot_open(path, error) from None
    compressed = head.startswith(GZIP_MAGIC)
    if compressed:
        try:
            with gzip.open(path, "rb") as unzipped:
                head = unzipped.read(64)
        except STREAM_ERRORS as error:
            raise InputError(f"the gzip data is corrupt ({error}).",
                             remediation="re-create or re-download the file.",
                             path=path) from None
    return compressed, head.removeprefix(UTF8_BOM)


def _cannot_open(path: str, error: OSError) -> InputError:
    """The reason a path cannot be opened, in words that name the cause."""
    if error.errno == errno.ELOOP:
        return InputError("this is a symbolic link that leads back to itself (a link loop), so "
                          "there is no file to read.",
                          remediation="point the link at the audit log, or pass the file "
                                      "itself.", path=path)
    if error.errno == errno.ENOENT:
        if os.path.islink(path):
            return InputError("this symbolic link points to a file that does not exist.",
                              remediation="point the link at the audit log, or pass the file "
                                          "itself.", path=path)
        return InputError("no such file.", remediation=FORMATS_HINT + "; check the path.",
                          path=path)
    if error.errno in (errno.EACCES, errno.EPERM):
        return InputError("the file cannot be read (permission denied).",
                          remediation="make it readable by the user running the gate.",
                          path=path)
    return InputError(f"the file cannot be opened ({error.strerror or error}).",
                      remediation=FORMATS_HINT + "; check the path.", path=path)


def _json_container(path: str, compressed: bool, head: bytes) -> Container:
    """JSON lines, an array, or an `{"entries": [...]}` object, from how the file begins."""
    first = head.lstrip()[:1]
    if first not in (b"[", b"{"):
        return "jsonl"
    with _open_binary(path, compressed) as stream:
        try:
            # Bounded: a minified {"entries": [...]} is one line as long as the whole file.
            line = stream.readline(SNIFF_BYTES).removeprefix(UTF8_BOM)
            more = bool(stream.read(1))
        except STREAM_ERRORS:
            return "jsonl"
    value = _first_value(line)
    if first == b"[":  # a JSON-lines record that is an array, or the start of a JSON array
        return "jsonl" if value is not _UNREADABLE and more else "json-array"
    if value is _UNREADABLE:
        cut_short = len(line) >= SNIFF_BYTES and not line.endswith(b"\n")
        # Past the window, a mention of "entries" marks the wrapper; otherwise a record long
        # enough to fill it. A document spread over lines: the wrapper reader confirms it.
        return "jsonl" if cut_short and b'"entries"' not in line else "json-entries"
    is_wrapper = isinstance(value, dict) and isinstance(value.get("entries"), list) \
        and "sessionId" not in value
    return "json-entries" if is_wrapper else "jsonl"


_UNREADABLE = object()


def _first_value(line: bytes) -> object:
    """The line as one JSON value, or `_UNREADABLE`; read as the JSON-lines rules read it
    (invalid UTF-8 replaced, lone surrogate escapes accepted), so both agree on what it is."""
    try:
        return json.loads(line.decode("utf-8", "replace"), parse_constant=_refuse_constant)
    except (ValueError, RecursionError):
        return _UNREADABLE


def _refuse_constant(name: str) -> object:
    raise ValueError(f"{name} is not JSON")


def _read_jsonl(
    path: str, compressed: bool, normaliser: EntryNormaliser,
) -> Iterator[Batch]:
    """JSON lines, in batches: a bad line is skipped and reported; reading goes on.

    The file is read in chunks and split at newlines, so a line costs no call of its own to
    find, and a file without newlines costs one entry's worth of memory: a line longer than
    `MAX_ENTRY_BYTES`, or more than `MAX_AUDIT_BYTES` in all, stops the reading with a
    `too_large` problem. msgspec decodes the usual line; the rules read the rest.
    """
    line_number = 0  # lines handed on so far
    read = 0
    carry = b""  # the start of a line whose end is in the next chunk
    vocabulary = new_vocabulary()
    with _open_binary(path, compressed) as stream:
        try:
            while True:
                # read1: what one read gives, so what came before a broken gzip is kept.
                data = stream.read1(CHUNK_BYTES)
                # A file's read is handed on as it came, without copying its whole lines out.
                chunk, end, carry, used = _whole_lines(
                    data, carry, stream, can_read_again=not compressed)
                read += used
                if read > MAX_AUDIT_BYTES:
                    _too_large(normaliser, line_number + 1, whole_file=True)
                    return
                if chunk:
                    if line_number == 0 and chunk.startswith(UTF8_BOM):
                        chunk, end = chunk[len(UTF8_BOM):end], None
                    # Only a chunk's first line can have grown past the limit (carried over).
                    if chunk.find(b"\n") > MAX_ENTRY_BYTES:
                        _too_large(normaliser, line_number + 1, whole_file=False)
                        return
                    batch, lines = read_chunk(chunk, line_number + 1, normaliser, end,
                                                vocabulary)
                    yield batch
                    line_number += lines
                if len(carry) > MAX_ENTRY_BYTES:  # no newline in sight
                    _too_large(normaliser, line_number + 1, whole_file=False)
                    return
                if not data:
                    return
        except STREAM_ERRORS as error:
            _truncated(normaliser, line_number + 1, error)


def _whole_lines(
    data: bytes, carry: bytes, stream: io.BufferedIOBase, *, can_read_again: bool,
) -> tuple[bytes, int | None, bytes, int]:
    """What one read gives, after `carry` (the start of a line read before it): the whole
    lines to hand on, where they end in that chunk (None: at its end), the start of a line
    left for the next read, and how many bytes of the read were used.

    With `can_read_again` (a file, not a stream), a read that ends inside a line is handed on
    as it came, its whole lines ending at `end`, and the file is moved back to that line's
    start so that the next read takes it whole: the chunk is not copied. Otherwise the whole
    lines are copied out and the cut line carried."""
    cut = data.rfind(b"\n") + 1  # whole lines end here
    if cut == len(data) and not carry:
        return data, None, b"", cut
    if cut and not carry and can_read_again:
        stream.seek(cut - len(data), os.SEEK_CUR)
        return data, cut, b"", cut
    if cut:  # one copy of the chunk, not two (slicing, then joining)
        return b"".join((carry, memoryview(data)[:cut])), None, data[cut:], len(data)
    if data:
        return b"", None, carry + data, len(data)
    return (carry + b"\n" if carry else b""), None, b"", 0  # the end: a last line is a line


def _too_large(normaliser: EntryNormaliser, line: int | None, whole_file: bool) -> None:
    what = (f"the file holds more than {MAX_AUDIT_BYTES >> 20} MiB (decompressed)" if whole_file
            else f"the entry here is longer than {MAX_ENTRY_BYTES >> 20} MiB")
    normaliser.problems.add(None, InputProblem(
        normaliser.path, line, "too_large", "stopped",
        f"{what}, past the limit of what the gate reads; entries from this point on were not "
        "read. An audit entry is a few hundred bytes: check the file is the audit log CLEO "
        "wrote, or split it"))


def _read_streamed(
    path: str, compressed: bool, container: Container, normaliser: EntryNormaliser,
) -> Iterator[AuditEntry]:
    """A JSON array or `{"entries": [...]}` document, read one item at a time."""
    items = iter_array if container == "json-array" else iter_entries_object
    yielded = False
    def invalid_utf8(line: int) -> None:
        normaliser.problems.add(None, InputProblem(
            normaliser.path, line, "bad_text", "normalised",
            "the file is not valid UTF-8 from about this line on; each invalid byte sequence "
            "was replaced with U+FFFD, as CLEO reads it"))

    with _open_binary(path, compressed) as raw:
        try:
            for line_number, value in items(raw, invalid_utf8):
                yielded = True
                entry = normaliser.normalise(value, line_number)
                if entry is not None:
                    yield entry
        except NoEntriesError as error:
            normaliser.problems.add(None, InputProblem(
                normaliser.path, error.line, "not_audit_log", "skipped",
                f"{error}, so it holds no audit entries"))
        except TooLargeError as error:
            _too_large(normaliser, error.line, error.whole_file)
        except JsonStreamError as error:
            if container == "json-entries" and not yielded:
                # The first line was not JSON and no wrapper object followed: read it as
                # JSON lines, whose first line is broken.
                for batch in _read_jsonl(path, compressed, normaliser):
                    yield from as_entries(batch)
                return
            _truncated(normaliser, error.line, error)
        except STREAM_ERRORS as error:
            _truncated(normaliser, None, error)


def _truncated(normaliser: EntryNormaliser, line: int | None, error: Exception) -> None:
    normaliser.problems.add(None, InputProblem(
        normaliser.path, line, "truncated", "stopped",
        f"{error}; entries after this point were not read"))
