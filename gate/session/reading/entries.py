"""CLEO audit entries, as the rubric needs them, and the rules for malformed ones.

A reader turns each raw record (a JSON object, a SQLite row) into an `AuditEntry` holding only
the fields the rubric reads. Keeping the entry slim is what lets a million-entry log be graded
in a stream: nothing here holds on to the raw `params` or `metadata` objects.

Malformed records never crash the grader and never pass silently. Each rule below either skips
the record or normalises one field, and every application of a rule is recorded as an
`InputProblem` with the file and line it came from:

| problem            | rule       | why                                                        |
|--------------------|------------|------------------------------------------------------------|
| bad_json           | skip       | the line is not JSON; nothing in it can be trusted         |
| bad_text           | normalise  | invalid UTF-8, a lone surrogate, a control character or    |
|                    |            | U+FFFE/U+FFFF in text the report shows: replaced by U+FFFD |
| not_object         | skip       | an entry must be a JSON object                             |
| bad_session_id     | skip       | a non-string `sessionId` cannot be attributed to a session |
| bad_domain         | skip       | `domain` missing or not a string: the entry has no meaning |
| bad_operation      | skip       | `operation` missing or not a string: same                  |
| bad_timestamp      | skip       | missing or not ISO-8601: the entry cannot be placed in time|
| missing_result     | normalise  | graded as a failed call with no exit code                  |
| bad_success        | normalise  | a non-boolean `success` is read with JavaScript truthiness |
| bad_exit_code      | normalise  | a missing or non-integer `exitCode` is "unknown"           |
| bad_params         | normalise  | missing or not an object: read as `{}`                     |
| bad_metadata       | normalise  | missing or not an object: read as `{}`                     |
| bad_task_id        | normalise  | a non-string `metadata.taskId` is read as absent           |
| bad_gateway        | normalise  | a non-string `metadata.gateway` is read as absent          |
| bad_title          | normalise  | a `tasks.add` title that is not a string is read as absent |
| bad_description    | normalise  | a `tasks.add` description that is not a string is missing  |
| bad_row            | normalise  | a SQLite row with a NULL or unreadable column              |
| no_exit_code       | unchecked  | the source stores no exit code (CLEO's SQLite `tasks.db`)  |
| too_large          | stop       | an entry or a file over the limits of `limits.py`          |
| truncated          | stop       | the rest of the file could not be read                     |
| not_audit_log      | skip       | valid JSON, but an object with no `entries` array          |
| too_many_sessions  | skip       | sessions past `MAX_SESSIONS`: counted, not graded          |

A `sessionId` of `null` is not a problem: CLEO logs work done outside any session that way, and
such entries belong to no session, exactly as in CLEO.

Text rules (`bad_text`): the session id, call names and task id are shown in reports, so any
character in them that cannot be written safely is replaced (`gate.core.safe_text`); titles and
descriptions are only compared, never shown, and are kept as CLEO reads them. Invalid UTF-8 in a
line is replaced with U+FFFD before the line is parsed, as CLEO's reader does.
"""

from __future__ import annotations

import json
import math
from datetime import UTC, datetime
from typing import Any, NamedTuple

from gate.core.safe_text import is_plain, replace_unsafe
from gate.session.reading.problems import InputProblem, ProblemAction, ProblemKind, ProblemLog

__all__ = ["AuditEntry", "EntryNormaliser", "InputProblem", "ProblemLog", "parse_timestamp"]


class AuditEntry(NamedTuple):
    """One CLEO audit entry, reduced to what the rubric reads.

    `exit_code` is None when the source did not record one; `has_parent` is the JavaScript
    truthiness of `params.parent`, which is how CLEO decides that an add created a subtask.
    A named tuple rather than a frozen dataclass: it is as immutable and several times cheaper
    to build, which matters a million times per large log.
    """

    timestamp: str
    session_id: str
    domain: str
    operation: str
    success: bool
    exit_code: int | None
    task_id: str | None
    gateway: str | None
    title: str | None
    description: str | None
    has_parent: bool


#: JavaScript's String.prototype.trim() removes exactly these (WhiteSpace and LineTerminator);
#: Python's str.strip() also removes \x1c-\x1f and \x85, which JavaScript keeps.
JS_WHITESPACE = (
    "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009"
    "\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
)


def parse_timestamp(value: str) -> datetime | None:
    """An ISO-8601 timestamp as an aware datetime; one without an offset is taken as UTC."""
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError:
        return None
    return parsed if parsed.tzinfo is not None else parsed.replace(tzinfo=UTC)


def js_truthy(value: object) -> bool:
    """JavaScript truthiness, which CLEO's grader applies to `success` and `params.parent`.

    It differs from Python's for empty containers: `[]` and `{}` are truthy in JavaScript.
    """
    if type(value) is str:  # the usual parent, a task id: tested first
        return value != ""
    if value is None or value is False:
        return False
    if isinstance(value, bool):
        return True
    if isinstance(value, int | float):
        return not math.isnan(value) and value != 0  # NaN is falsy
    if isinstance(value, str):
        return value != ""
    return True


def as_exit_code(value: object) -> int | None:
    """A JSON number that is a whole number (4 or 4.0), else None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return None


def _well_formed(raw: dict[str, Any]) -> AuditEntry | None:
    """The entry when every field the rubric reads has its proper type, else None."""
    session_id, timestamp = raw.get("sessionId"), raw.get("timestamp")
    domain, operation = raw.get("domain"), raw.get("operation")
    result, metadata, params = raw.get("result"), raw.get("metadata"), raw.get("params")
    if not (type(session_id) is str and type(timestamp) is str and type(domain) is str
            and type(operation) is str and type(result) is dict and type(metadata) is dict
            and type(params) is dict) or (domain == "tasks" and operation == "add"):
        return None
    success, exit_code = result.get("success"), result.get("exitCode")
    task_id, gateway = metadata.get("taskId"), metadata.get("gateway")
    if not (type(success) is bool and type(exit_code) is int
            and (task_id is None or (type(task_id) is str and is_plain(task_id)))
            and (gateway is None or type(gateway) is str)
            and is_plain(session_id) and is_plain(domain) and is_plain(operation)) \
            or parse_timestamp(timestamp) is None:
        return None
    return AuditEntry(timestamp, session_id, domain, operation, success, exit_code, task_id,
                      gateway, None, None, js_truthy(params.get("parent")))


def _refuse_constant(name: str) -> object:
    raise ValueError(f"{name} is not JSON")


#: The standard library's decoder for the lines a fast decoder refused. It reads lone surrogate
#: escapes as JavaScript's JSON.parse does (the text rules then make them safe) and, like it,
#: refuses NaN and Infinity.
_LINE_DECODER = json.JSONDecoder(parse_constant=_refuse_constant)


class EntryNormaliser:
    """Applies the rules of this module's table to raw JSON records from one file."""

    def __init__(
        self, path: str, problems: ProblemLog, *, rows: bool = False,
        records_exit_codes: bool = True,
    ) -> None:
        """`rows`: positions are SQLite row ids, not lines. `records_exit_codes`: False for a
        source that stores none, where a failed call is reported as `no_exit_code` instead."""
        self.path = path
        self.problems = problems
        self.rows = rows
        self.records_exit_codes = records_exit_codes

    def _problem(
        self, session_id: str | None, line: int | None, kind: ProblemKind,
        action: ProblemAction, detail: str,
    ) -> None:
        if self.rows:
            problem = InputProblem(self.path, None, kind, action, detail, row=line)
        else:
            problem = InputProblem(self.path, line, kind, action, detail)
        self.problems.add(session_id, problem)

    def normalise(self, raw: object, line: int | None) -> AuditEntry | None:
        """The entry for `raw`, or None when a rule skips it (the problem is recorded).

        Nearly every real entry is well formed, so it is checked in one pass first; anything
        unusual (a missing field, a wrong type, a `tasks.add` whose text must be checked, a
        source without exit codes) takes the rule-by-rule path, which records the problems.
        A property test holds the two paths to the same answers.
        """
        if type(raw) is dict and self.records_exit_codes:
            fast = _well_formed(raw)
            if fast is not None:
                return fast
        return self.normalise_by_rules(raw, line)

    def normalise_line(self, text: bytes, line: int) -> AuditEntry | None:
        """One JSON-lines record, read by the rules: the path for every line a fast decoder
        refused. A blank line is no record and no problem."""
        try:
            decoded = text.decode("utf-8")
            invalid_utf8 = False
        except UnicodeDecodeError:
            decoded, invalid_utf8 = text.decode("utf-8", "replace"), True
        if not decoded.strip():
            return None
        try:
            raw = _LINE_DECODER.decode(decoded)
        except RecursionError:
            self._problem(None, line, "bad_json", "skipped", "not JSON: nested too deeply")
            return None
        except ValueError as error:  # JSONDecodeError, NaN, an integer of thousands of digits
            self._problem(None, line, "bad_json", "skipped", f"not JSON: {str(error)[:200]}")
            return None
        if invalid_utf8:
            owner = raw.get("sessionId") if type(raw) is dict else None
            self._problem(replace_unsafe(owner) if type(owner) is str else None, line, "bad_text",
                          "normalised", "the line is not valid UTF-8; each invalid byte "
                          "sequence was replaced with U+FFFD, as CLEO reads it")
        return self.normalise(raw, line)

    def normalise_by_rules(self, raw: object, line: int | None) -> AuditEntry | None:
        """Every rule of the module's table, applied one by one."""
        if type(raw) is not dict:
            self._problem(None, line, "not_object", "skipped",
                          f"expected a JSON object, found {type(raw).__name__}")
            return None
        session_id = raw.get("sessionId")
        if type(session_id) is not str:
            if session_id is not None:
                self._problem(None, line, "bad_session_id", "skipped",
                              f"sessionId is {type(session_id).__name__}, not a string")
            return None
        session_id = self._shown_text(session_id, "sessionId", replace_unsafe(session_id), line)
        head = self._head(raw, session_id, line)
        if head is None:
            return None
        timestamp, domain, operation = head
        success, exit_code = self._result(raw.get("result"), session_id, line)
        task_id, gateway = self._metadata(raw, session_id, line)
        title, description, has_parent = self._params(raw, session_id, line, domain, operation)
        return AuditEntry(timestamp, session_id, domain, operation, success, exit_code,
                          task_id, gateway, title, description, has_parent)

    def _head(
        self, raw: dict[str, Any], session_id: str, line: int | None,
    ) -> tuple[str, str, str] | None:
        domain = raw.get("domain")
        if type(domain) is not str:
            self._problem(session_id, line, "bad_domain", "skipped",
                          "domain is missing or not a string")
            return None
        operation = raw.get("operation")
        if type(operation) is not str:
            self._problem(session_id, line, "bad_operation", "skipped",
                          "operation is missing or not a string")
            return None
        timestamp = raw.get("timestamp")
        if type(timestamp) is not str or parse_timestamp(timestamp) is None:
            self._problem(session_id, line, "bad_timestamp", "skipped",
                          f"timestamp {timestamp!r:.60} is not an ISO-8601 string")
            return None
        return (timestamp, self._shown_text(domain, "domain", session_id, line),
                self._shown_text(operation, "operation", session_id, line))

    def _shown_text(self, value: str, name: str, session_id: str, line: int | None) -> str:
        """`value` safe to write into a report; a replacement is recorded as `bad_text` under
        `session_id` (already made safe: the id the session is graded as)."""
        if is_plain(value):
            return value
        self._problem(session_id, line, "bad_text", "normalised",
                      f"{name} {value!r:.60} holds characters that cannot be shown safely "
                      "(control characters, lone surrogates or U+FFFE/U+FFFF); each was "
                      "replaced with U+FFFD")
        return replace_unsafe(value)

    def _result(self, result: object, session_id: str, line: int | None) -> tuple[bool, int | None]:
        if type(result) is not dict:
            self._problem(session_id, line, "missing_result", "normalised",
                          "result is missing or not an object; graded as a failed call "
                          "with no exit code")
            return False, None
        success = result.get("success")
        if type(success) is not bool:
            self._problem(session_id, line, "bad_success", "normalised",
                          f"result.success is {success!r:.40}, read as "
                          f"{js_truthy(success)} (JavaScript truthiness)")
            success = js_truthy(success)
        if not self.records_exit_codes:
            if not success:
                self._problem(session_id, line, "no_exit_code", "unchecked",
                              "this source stores no exit code, so S4's E_NOT_FOUND rule "
                              "could not be checked for this failed call")
            return success, None
        raw_code = result.get("exitCode")
        exit_code = as_exit_code(raw_code)
        if exit_code is None:
            self._problem(session_id, line, "bad_exit_code", "normalised",
                          f"result.exitCode is {raw_code!r:.40}, read as unknown")
        return success, exit_code

    def _metadata(
        self, raw: dict[str, Any], session_id: str, line: int | None,
    ) -> tuple[str | None, str | None]:
        metadata = raw.get("metadata")
        if type(metadata) is not dict:
            self._problem(session_id, line, "bad_metadata", "normalised",
                          "metadata is missing or not an object; read as {}")
            return None, None
        task_id = metadata.get("taskId")
        if task_id is not None and type(task_id) is not str:
            self._problem(session_id, line, "bad_task_id", "normalised",
                          f"metadata.taskId is {type(task_id).__name__}; read as absent")
            task_id = None
        elif task_id is not None:
            task_id = self._shown_text(task_id, "metadata.taskId", session_id, line)
        gateway = metadata.get("gateway")
        if gateway is not None and type(gateway) is not str:
            self._problem(session_id, line, "bad_gateway", "normalised",
                          f"metadata.gateway is {type(gateway).__name__}; read as absent")
            gateway = None
        return task_id, gateway

    def _params(
        self, raw: dict[str, Any], session_id: str, line: int | None, domain: str, operation: str,
    ) -> tuple[str | None, str | None, bool]:
        params = raw.get("params")
        if type(params) is not dict:
            self._problem(session_id, line, "bad_params", "normalised",
                          "params is missing or not an object; read as {}")
            return None, None, False
        if domain != "tasks" or operation != "add":
            return None, None, js_truthy(params.get("parent"))
        return (*self._add_text(params, session_id, line), js_truthy(params.get("parent")))

    def _add_text(
        self, params: dict[str, Any], session_id: str, line: int | None,
    ) -> tuple[str | None, str | None]:
        """Title and description of a `tasks.add`, the only entries whose text is graded."""
        title = params.get("title")
        if title is not None and type(title) is not str:
            self._problem(session_id, line, "bad_title", "normalised",
                          f"params.title is {type(title).__name__}; read as absent")
            title = None
        description = params.get("description")
        if description is not None and type(description) is not str:
            self._problem(session_id, line, "bad_description", "normalised",
                          f"params.description is {type(description).__name__}; "
                          "read as missing")
            description = None
        return title, description
