"""CLEO's SQLite `tasks.db`: its audit table, row by row, as CLEO's own `queryAudit` maps it.

The database may come from a pull request, so it is opened read-only with its schema
untrusted (no trigger or view runs code). Text that is not UTF-8 is replaced and reported per
row, a `details_json` over the entry limit is named `too_large`, and a database over the file
limit is not read at all (reported, so the grade counts it as unreadable).
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from urllib.parse import quote

import pydantic_core

from gate.core.errors import InputError
from gate.session.reading.entries import AuditEntry, EntryNormaliser, InputProblem, ProblemLog
from gate.session.reading.limits import MAX_AUDIT_BYTES, MAX_ENTRY_BYTES
from gate.session.reading.problems import ProblemAction, ProblemKind

AUDIT_TABLES = ("audit_log", "tasks_audit_log")


class _Text:
    """SQLite's text_factory: UTF-8, with invalid bytes replaced and counted per row."""

    def __init__(self) -> None:
        self.replaced = 0

    def __call__(self, data: bytes) -> str:
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            self.replaced += 1
            return data.decode("utf-8", "replace")


def read_sqlite(
    path: str, problems: ProblemLog, session_id: str | None,
) -> Iterator[AuditEntry]:
    """CLEO's `tasks.db`: the `audit_log` table (or `tasks_audit_log`), oldest first."""
    if os.path.getsize(path) > MAX_AUDIT_BYTES:
        problems.add(None, InputProblem(
            path, None, "too_large", "stopped",
            f"the database is larger than {MAX_AUDIT_BYTES >> 20} MiB, past the limit of what "
            "the gate reads; none of it was read. Export the session's entries (cleo audit "
            "export) and pass that file"))
        return
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
        text = connection.text_factory = _Text()
        try:
            for row in connection.execute(query, params):
                record = _row_to_record(row, normaliser)
                if text.replaced:
                    text.replaced = 0
                    _row_problem(normaliser, row, "bad_text", "a text column is not valid "
                                 "UTF-8; each invalid byte sequence was replaced with U+FFFD")
                if record is None:
                    continue
                entry = normaliser.normalise(record, row[0])
                if entry is not None:
                    yield entry
        except sqlite3.DatabaseError as error:
            problems.add(None, InputProblem(
                path, None, "truncated", "stopped",
                f"{error}; entries after this point were not read"))
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
                         remediation="pass CLEO's .cleo/tasks.db, or an exported audit "
                                     "log.", path=path) from None
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


def _row_problem(normaliser: EntryNormaliser, row: tuple[object, ...], kind: ProblemKind,
                 detail: str, action: ProblemAction = "normalised") -> None:
    rowid, session_id = row[0], row[2]
    normaliser.problems.add(session_id if isinstance(session_id, str) else None, InputProblem(
        normaliser.path, None, kind, action, detail,
        row=rowid if isinstance(rowid, int) else None))


def _row_to_record(
    row: tuple[object, ...], normaliser: EntryNormaliser,
) -> dict[str, object] | None:
    """A row in CLEO's `AuditEntry` shape, mapped as CLEO's own `queryAudit` maps it; None
    for a row too large to read (reported)."""
    (rowid, timestamp, session_id, domain, operation, action, details_json, success,
     task_id, gateway, source, _error_message, _duration) = row
    if isinstance(details_json, str | bytes) and len(details_json) > MAX_ENTRY_BYTES:
        _row_problem(normaliser, row, "too_large", f"details_json is longer than "
                     f"{MAX_ENTRY_BYTES >> 20} MiB, past the limit of what the gate reads; "
                     "the row was not read", action="skipped")
        return None
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
