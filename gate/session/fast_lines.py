"""The fast path for JSON lines: msgspec decodes each line straight into a typed record.

msgspec reads only the fields declared below and skips the rest of each object (params and
metadata hold much that the rubric never reads) without building Python objects for it, which
is what brings grading close to the cost of reading the bytes. The types are strict on purpose:
a record is accepted here only when every field the rubric reads has exactly the type a
well-formed entry has. Anything else (a missing field, a wrong type, invalid UTF-8, a lone
surrogate, a timestamp that does not parse, text that needs the text rules) is handed to the
rule-by-rule path, which reads the line again and records each problem with its line, exactly
as before. A property test holds the two paths to the same entries and the same problems.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import msgspec

from gate.session.entries import AuditEntry, EntryNormaliser, js_truthy
from gate.session.text import is_plain


class _Result(msgspec.Struct, gc=False):
    success: bool
    exitCode: int  # noqa: N815 - CLEO's key


class _Metadata(msgspec.Struct, gc=False):
    taskId: str | None = None  # noqa: N815 - CLEO's key
    gateway: str | None = None


class _Params(msgspec.Struct, gc=False):
    # Only a `tasks.add` title and description are read; on other calls a non-string one
    # sends the line to the rules, which accept it (the rubric never looks at it there).
    parent: Any = None
    title: str | None = None
    description: str | None = None


class _Record(msgspec.Struct, gc=False):
    timestamp: str
    sessionId: str | None  # noqa: N815 - CLEO's key
    domain: str
    operation: str
    params: _Params
    result: _Result
    metadata: _Metadata


#: Errors that mean "msgspec would not read this line": malformed JSON, a type that is not
#: the well-formed one, invalid UTF-8 (a UnicodeDecodeError), nesting too deep.
REFUSED = (msgspec.DecodeError, ValueError, RecursionError)
_decode_record = msgspec.json.Decoder(_Record).decode
_decode_records = msgspec.json.Decoder(list[_Record]).decode


def entries_of_chunk(
    chunk: bytes, first_line: int, normaliser: EntryNormaliser,
) -> list[AuditEntry]:
    """The entries of `chunk`, whole JSON lines each ending in a newline, the first numbered
    `first_line`.

    The usual chunk is decoded in one msgspec call, as the JSON array its lines make when
    joined by commas: no call per line. That reading is used only when it is certainly the
    line-by-line one: every line decodes to exactly one well-formed record (a line holding two
    values, or none, changes the count or breaks the array), and no byte that could spell
    text the rules replace appears (see `entries_of_lines`). Otherwise the lines are read one
    by one, which finds and reports each problem with its line.
    """
    lines = chunk.count(b"\n")
    if not (b"\\" in chunk or b"\x7f" in chunk or not chunk.isascii()):
        try:
            records = _decode_records(b"[" + chunk[:-1].replace(b"\n", b",") + b"]")
        except REFUSED:
            records = None
        if records is not None and len(records) == lines:
            entries = _entries_of_records(records)
            if entries is not None:
                return entries
    return entries_of_lines(chunk[:-1].split(b"\n"), first_line, normaliser)


def _entries_of_records(records: list[_Record]) -> list[AuditEntry] | None:
    """The entries of plain records, or None if any needs a rule (a timestamp that does not
    parse): the caller then reads its lines one by one."""
    fromisoformat, truthy, new, entry_type = (datetime.fromisoformat, js_truthy, _new_entry,
                                              AuditEntry)
    out: list[AuditEntry] = []
    append = out.append
    try:
        for record in records:
            session_id = record.sessionId
            if session_id is None:  # work outside any session: no entry, no problem
                continue
            timestamp, domain, operation = record.timestamp, record.domain, record.operation
            fromisoformat(timestamp)
            metadata, params, result = record.metadata, record.params, record.result
            if operation == "add" and domain == "tasks":
                title, description = params.title, params.description
            else:
                title = description = None
            parent = params.parent  # absent on most calls: spare the call
            append(new(entry_type, (timestamp, session_id, domain, operation, result.success,
                                    result.exitCode, metadata.taskId, metadata.gateway, title,
                                    description, parent is not None and truthy(parent))))
    except ValueError:
        return None
    return out
_new_entry = tuple.__new__  # builds an AuditEntry without a Python-level __new__ call


def entries_of_lines(
    lines: list[bytes], first_line: int, normaliser: EntryNormaliser,
) -> list[AuditEntry]:
    """The entries of consecutive JSON lines, the first numbered `first_line`.

    The hot loop of grading: one pass per line, with no function call of ours on the usual
    line. A line is read here only when msgspec accepts it and every check a rule would make
    passes; otherwise the rules read it (`normalise_line`), which record each problem.
    Text the rules would replace can only be written with an escape (a backslash), a raw DEL
    or non-ASCII bytes (raw C0 controls are not JSON), so only such lines have their shown
    fields checked one by one.
    """
    decode, fromisoformat = _decode_record, datetime.fromisoformat
    by_rules, truthy, new, entry_type = normaliser.normalise_line, js_truthy, _new_entry, AuditEntry
    out: list[AuditEntry] = []
    append = out.append
    for number, line in enumerate(lines, first_line):
        try:
            record = decode(line)
            session_id = record.sessionId
            if session_id is None:  # work outside any session: no entry, no problem
                continue
            timestamp = record.timestamp
            fromisoformat(timestamp)  # a timestamp that does not parse is a rule's business
            metadata, params, result = record.metadata, record.params, record.result
            domain, operation, task_id = record.domain, record.operation, metadata.taskId
            if (b"\\" in line or b"\x7f" in line or not line.isascii()) and not (
                    is_plain(session_id) and is_plain(domain) and is_plain(operation)
                    and (task_id is None or is_plain(task_id))):
                raise ValueError("text the rules must make safe")
        except REFUSED:
            entry = by_rules(line, number)
            if entry is not None:
                append(entry)
            continue
        if operation == "add" and domain == "tasks":
            title, description = params.title, params.description
        else:
            title = description = None
        append(new(entry_type, (timestamp, session_id, domain, operation, result.success,
                                result.exitCode, task_id, metadata.gateway, title, description,
                                truthy(params.parent))))
    return out
