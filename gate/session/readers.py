"""Read CLEO audit entries from any container CLEO (or a step before the gate) produces.

Accepted: JSON lines, a JSON array, `{"entries": [...]}`, gzip of any of these, and CLEO's
SQLite `tasks.db`. The container is recognised by its content, not its file name: a
downloaded artifact is often renamed, and an extension proves nothing.

Every reader is a generator that yields one `AuditEntry` at a time, so memory stays flat however
long the log is. Problems go to the `ProblemLog`; only an input that cannot be opened at all
raises (`InputError`, exit code 2).
"""

from __future__ import annotations

import gzip
import io
import json
import sqlite3
import zlib
from collections.abc import Iterator
from functools import partial
from pathlib import Path
from typing import Literal
from urllib.parse import quote

import pydantic_core

from gate.errors import InputError
from gate.session.entries import AuditEntry, EntryNormaliser, InputProblem, ProblemLog
from gate.session.fast_lines import NEEDS_RULES, REFUSED, decode_record
from gate.session.fast_lines import entry_of as fast_entry_of
from gate.session.json_stream import (
    JsonStreamError,
    NoEntriesError,
    TooLargeError,
    iter_array,
    iter_entries_object,
)
from gate.session.limits import MAX_AUDIT_BYTES, MAX_ENTRY_BYTES

Container = Literal["jsonl", "json-array", "json-entries", "sqlite"]

GZIP_MAGIC = b"\x1f\x8b"
SQLITE_MAGIC = b"SQLite format 3\x00"
UTF8_BOM = b"\xef\xbb\xbf"
SNIFF_BYTES = 64 * 1024
#: One byte past the longest entry: reading that many tells a line that is too long apart.
MAX_LINE_READ = MAX_ENTRY_BYTES + 1
AUDIT_TABLES = ("audit_log", "tasks_audit_log")
FORMATS_HINT = (
    "pass a CLEO audit log: JSON lines, a JSON array, {\"entries\": [...]}, gzip of any of "
    "these, or CLEO's SQLite tasks.db"
)
#: Errors a gzip or text stream raises when the file ends early or holds bad bytes.
STREAM_ERRORS = (EOFError, OSError, zlib.error, UnicodeDecodeError)


def read_entries(
    path: str, problems: ProblemLog, *, session_id: str | None = None,
) -> Iterator[AuditEntry]:
    """Every well-formed entry of the log at `path`, in file order.

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
        yield from _read_sqlite(path, problems, session_id)
        return
    normaliser = EntryNormaliser(path, problems)
    container = _json_container(path, compressed, head)
    if container == "jsonl":
        yield from _read_jsonl(path, compressed, normaliser)
    else:
        yield from _read_streamed(path, compressed, container, normaliser)


def _open_binary(path: str, compressed: bool) -> io.BufferedIOBase:
    return gzip.GzipFile(path, "rb") if compressed else open(path, "rb")


def _sniff(path: str) -> tuple[bool, bytes]:
    """(is gzip, the first bytes of the content, decompressed), or InputError if unreadable."""
    target = Path(path)
    if target.is_dir():
        raise InputError("this is a directory, not an audit log.",
                         remediation=FORMATS_HINT + "; name the file inside it.", path=path)
    try:
        with open(path, "rb") as raw:
            head = raw.read(64)
        compressed = head.startswith(GZIP_MAGIC)
        if compressed:
            with gzip.open(path, "rb") as unzipped:
                head = unzipped.read(64)
    except FileNotFoundError:
        raise InputError("no such file.", remediation=FORMATS_HINT + "; check the path.",
                         path=path) from None
    except PermissionError:
        raise InputError("the file cannot be read (permission denied).",
                         remediation="make it readable by the user running the gate.",
                         path=path) from None
    except STREAM_ERRORS as error:
        raise InputError(f"the gzip data is corrupt ({error}).",
                         remediation="re-create or re-download the file.", path=path) from None
    return compressed, head.removeprefix(UTF8_BOM)


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


def _read_jsonl(path: str, compressed: bool, normaliser: EntryNormaliser) -> Iterator[AuditEntry]:
    """JSON lines: a bad line is skipped and reported; reading goes on with the next.

    Each line is read with a bound (`MAX_ENTRY_BYTES`), so a file without newlines costs one
    entry's worth of memory; a longer line, or more than `MAX_AUDIT_BYTES` in all, stops the
    reading with a `too_large` problem. msgspec decodes the usual line; the rules read the rest.
    """
    decode, entry_of, needs_rules = decode_record, fast_entry_of, NEEDS_RULES
    by_rules = normaliser.normalise_line
    line_number = 0
    read = 0
    with _open_binary(path, compressed) as stream:
        try:
            for line_number, line in enumerate(iter(partial(stream.readline, MAX_LINE_READ),
                                                    b""), 1):
                read += len(line)
                if read > MAX_AUDIT_BYTES or len(line) > MAX_ENTRY_BYTES:
                    _too_large(normaliser, line_number, read > MAX_AUDIT_BYTES)
                    return
                if line_number == 1:
                    line = line.removeprefix(UTF8_BOM)  # noqa: PLW2901
                try:
                    entry = entry_of(decode(line))
                except REFUSED:
                    entry = needs_rules
                if entry is needs_rules:
                    entry = by_rules(line, line_number)
                if entry is not None:
                    yield entry  # type: ignore[misc]
        except STREAM_ERRORS as error:
            _truncated(normaliser, line_number + 1, error)


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
                yield from _read_jsonl(path, compressed, normaliser)
                return
            _truncated(normaliser, error.line, error)
        except STREAM_ERRORS as error:
            _truncated(normaliser, None, error)


def _truncated(normaliser: EntryNormaliser, line: int | None, error: Exception) -> None:
    normaliser.problems.add(None, InputProblem(
        normaliser.path, line, "truncated", "stopped",
        f"{error}; entries after this point were not read"))


def _read_sqlite(
    path: str, problems: ProblemLog, session_id: str | None,
) -> Iterator[AuditEntry]:
    """CLEO's `tasks.db`: the `audit_log` table (or `tasks_audit_log`), oldest first."""
    try:
        connection = sqlite3.connect(f"file:{quote(path)}?mode=ro", uri=True)
    except sqlite3.Error as error:
        raise InputError(f"the SQLite database cannot be opened ({error}).",
                         remediation="check the file is a CLEO tasks.db.", path=path) from None
    try:
        # The database may come from a pull request: its schema's triggers and views must not
        # run code, and nothing may be written.
        connection.execute("PRAGMA trusted_schema = OFF")
        connection.execute("PRAGMA query_only = ON")
        query, params = _audit_query(connection, path, session_id)
        normaliser = EntryNormaliser(path, problems, rows=True, records_exit_codes=False)
        try:
            for row in connection.execute(query, params):
                entry = normaliser.normalise(_row_to_record(row, normaliser), row[0])
                if entry is not None:
                    yield entry
        except sqlite3.DatabaseError as error:
            _truncated(normaliser, None, error)
    finally:
        connection.close()


#: The columns CLEO writes (src/store/schema.ts, `auditLog`), in the order they are selected.
AUDIT_COLUMNS = ("timestamp", "session_id", "domain", "operation", "action", "details_json",
                 "success", "task_id", "gateway", "source", "error_message", "duration_ms")


def _audit_query(
    connection: sqlite3.Connection, path: str, session_id: str | None,
) -> tuple[str, tuple[str, ...]]:
    try:
        tables = {name for (name,) in connection.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'")}
    except sqlite3.DatabaseError as error:
        raise InputError(f"this is not a readable SQLite database ({error}).",
                         remediation=FORMATS_HINT + ".", path=path) from None
    table = next((name for name in AUDIT_TABLES if name in tables), None)
    if table is None:
        raise InputError(
            "this SQLite database has no audit_log or tasks_audit_log table.",
            remediation="pass CLEO's .cleo/tasks.db, written with auditing on.", path=path)
    present = {row[1] for row in connection.execute(f"PRAGMA table_info({table})")}
    missing = {"timestamp", "session_id", "success"} - present
    if missing:
        raise InputError(
            f"table {table} lacks the column(s) {', '.join(sorted(missing))}.",
            remediation="upgrade CLEO (its audit_log gained dispatch columns in 2026-02) "
                        "and re-run the session.", path=path)
    selected = ", ".join(name if name in present else "NULL" for name in AUDIT_COLUMNS)
    where, params = ("WHERE session_id = ?", (session_id,)) if session_id else ("", ())
    # Table and column names come from the fixed tuples above, never from the input.
    query = f"SELECT rowid, {selected} FROM {table} {where} ORDER BY timestamp, rowid"  # noqa: S608
    return query, params


def _row_to_record(row: tuple[object, ...], normaliser: EntryNormaliser) -> dict[str, object]:
    """A row in CLEO's `AuditEntry` shape, mapped as CLEO's own `queryAudit` maps it."""
    (rowid, timestamp, session_id, domain, operation, action, details_json, success,
     task_id, gateway, source, _error_message, _duration) = row
    if domain is None:
        normaliser.problems.add(session_id if isinstance(session_id, str) else None, InputProblem(
            normaliser.path, None, "bad_row", "normalised",
            "domain is NULL; read as 'unknown', as CLEO does", row=rowid if isinstance(rowid, int)
            else None))
        domain = "unknown"
    if success not in (0, 1):
        normaliser.problems.add(session_id if isinstance(session_id, str) else None, InputProblem(
            normaliser.path, None, "bad_row", "normalised",
            f"success is {success!r}, not 0 or 1; read as a failure, as CLEO does",
            row=rowid if isinstance(rowid, int) else None))
    return {
        "timestamp": timestamp,
        "sessionId": session_id,
        "domain": domain,
        "operation": operation if operation is not None else action,
        "params": _details(details_json, normaliser, session_id, rowid),
        "result": {"success": success == 1},
        "metadata": {
            "taskId": None if task_id in ("system", "unknown") else task_id,
            "gateway": gateway,
            "source": source,
        },
    }


def _details(
    details_json: object, normaliser: EntryNormaliser, session_id: object, rowid: object,
) -> object:
    """`details_json` holds the call's params; NULL is `{}`, as in CLEO."""
    if details_json is None:
        return {}
    try:
        return pydantic_core.from_json(str(details_json), allow_inf_nan=False)
    except ValueError as error:
        normaliser.problems.add(session_id if isinstance(session_id, str) else None, InputProblem(
            normaliser.path, None, "bad_params", "normalised",
            f"details_json is not JSON ({error}); read as {{}}",
            row=rowid if isinstance(rowid, int) else None))
        return {}
