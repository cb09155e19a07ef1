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

from typing import Any, Final

import msgspec

from gate.session.entries import AuditEntry, js_truthy, parse_timestamp
from gate.session.text import is_plain


class _Result(msgspec.Struct):
    success: bool
    exitCode: int  # noqa: N815 - CLEO's key


class _Metadata(msgspec.Struct):
    taskId: str | None = None  # noqa: N815 - CLEO's key
    gateway: str | None = None


class _Params(msgspec.Struct):
    # Only a `tasks.add` title and description are read; on other calls a non-string one
    # sends the line to the rules, which accept it (the rubric never looks at it there).
    parent: Any = None
    title: str | None = None
    description: str | None = None


class _Record(msgspec.Struct):
    timestamp: str
    sessionId: str | None  # noqa: N815 - CLEO's key
    domain: str
    operation: str
    params: _Params
    result: _Result
    metadata: _Metadata


#: What the fast path returns when the rules must read the line.
NEEDS_RULES: Final = object()
#: Errors that mean "msgspec would not read this line": malformed JSON, a type that is not
#: the well-formed one, invalid UTF-8 (a UnicodeDecodeError), nesting too deep.
REFUSED = (msgspec.DecodeError, ValueError, RecursionError)

decode_record = msgspec.json.Decoder(_Record).decode


def entry_of(record: _Record) -> AuditEntry | object | None:
    """The entry of a record msgspec accepted: None for work outside any session (a null
    `sessionId`, no problem), `NEEDS_RULES` when a rule has something to say about it."""
    session_id = record.sessionId
    if session_id is None:
        return None
    timestamp, domain, operation = record.timestamp, record.domain, record.operation
    metadata, params, result = record.metadata, record.params, record.result
    task_id = metadata.taskId
    if not (is_plain(session_id) and is_plain(domain) and is_plain(operation)
            and (task_id is None or is_plain(task_id))) or parse_timestamp(timestamp) is None:
        return NEEDS_RULES
    if domain == "tasks" and operation == "add":
        title, description = params.title, params.description
    else:
        title = description = None
    return AuditEntry(timestamp, session_id, domain, operation, result.success,
                      result.exitCode, task_id, metadata.gateway, title, description,
                      js_truthy(params.parent))
