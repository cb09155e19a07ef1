"""The fast path for JSON lines: msgspec decodes a chunk of lines straight into typed records.

msgspec reads only the fields declared below and skips the rest of each object (params and
metadata hold much that the rubric never reads) without building Python objects for it, which
is what brings grading close to the cost of reading the bytes. A usual chunk is decoded in
one call and handed on as a `PlainBatch`, which the rubric counts by kind of record
(`SessionTally.add_batch`) rather than entry by entry. The types are strict on purpose: a
record is accepted here only when every field the rubric reads has exactly the type a
well-formed entry has. Anything else (a missing field, a wrong type, invalid UTF-8, a lone
surrogate, a timestamp that does not parse, text that needs the text rules, a line that is
not exactly one record) sends the chunk's lines to the line-by-line path, where msgspec still
reads the usual line and the rules read the rest, recording each problem with its line.
Property tests hold the paths to the same entries, the same problems and the same counts.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from datetime import datetime
from typing import Any, NamedTuple

import msgspec

from gate.core.lazy_pattern import lazy_pattern
from gate.core.safe_text import is_plain
from gate.session.reading.entries import JS_WHITESPACE, AuditEntry, EntryNormaliser, js_truthy
from gate.session.reading.iso_times import check_all_parse
from gate.session.reading.vocabulary import Learned, Vocabulary


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


class _Wrapped(msgspec.Struct, array_like=True, forbid_unknown_fields=True, gc=False):
    """A line wrapped in brackets, `[line]`: an array of exactly one record. (A struct rather
    than a one-item tuple: a tuple would be tracked by the garbage collector, whose passes
    over a million of them cost more than reading them.)"""

    record: _Record


#: Errors that mean "msgspec would not read this line": malformed JSON, a type that is not
#: the well-formed one, invalid UTF-8 (a UnicodeDecodeError), nesting too deep.
REFUSED = (msgspec.DecodeError, ValueError, RecursionError)
_decode_record = msgspec.json.Decoder(_Record).decode
#: Lines each wrapped in brackets, `[line]`, read as arrays of exactly one record.
_decode_wrapped = msgspec.json.Decoder(_Wrapped).decode_lines
#: The end of one array and the start of another on the same line.
_ARRAYS_MEET = lazy_pattern(rb"\][ \t\r]*\[")
#: Where a line ends, and the next begins, once each line is wrapped in brackets.
_WRAPPED_NEWLINE = b"]\n["


def call_key(domain: str, operation: str) -> str:
    """One string for a (domain, operation) pair, the way `PlainBatch.call_of` spells it: a
    string is counted several times faster than a pair. NUL cannot appear in either part of a
    counted record (see `PlainBatch`), so no two pairs share a key."""
    return f"{domain}\0{operation}"


class Kind(NamedTuple):
    """What the rubric reads of one distinct record key of a batch: the call
    (`call_key`), its name as a flag spells it (`domain.operation`), the gateway, whether the
    call failed, and how many records share the key."""

    call: str
    name: str
    gateway: str | None
    failed: bool
    total: int


_new_kind = tuple.__new__  # builds a Kind in C, without the named tuple's Python `__new__`

#: A record's key: session id, domain, operation, gateway and whether the call succeeded.
Key = tuple[str | None, str, str, str | None, bool]


class PlainBatch:
    """Consecutive well-formed records, read without a rule: the fast path's product.

    Every record here becomes exactly the entry the rules would make of its line, and none has
    a problem to report. `timestamps` are the records', in order; `ordered` says they never
    go down; `session_id` is the one session all of them belong to (None when they belong to
    several, or a record belongs to none). A batch of one session, in order, is counted in
    bulk (`SessionTally.add_batch`); any other is handed on as entries, one by one.

    The bulk counting reads one tuple per record, its key (`Key`), so that one pass builds
    it and one C call (`Counter`) counts the batch by kind of call, by session and by gateway
    at once; only the few records the rubric visits one by one (adds and failed calls) are
    looked for. `learned`: the records were decoded with a file's learned types
    (`vocabulary.py`), so their keys' strings are shared (hashed once, compared by identity)
    and their session ids, domains and operations plain text; `plain_task_ids`: their task
    ids too.
    """

    __slots__ = ("_calls", "_sessions", "any_failed", "call_of", "calls", "keys", "kinds",
                 "learned", "ordered", "plain_task_ids", "records", "session_id", "timestamps")

    def __init__(self, records: list[_Record], timestamps: list[str],
                 learned: bool = False, plain_task_ids: bool = False) -> None:
        self.records = records
        self.timestamps = timestamps
        self.learned, self.plain_task_ids = learned, learned and plain_task_ids
        self.ordered = timestamps == sorted(timestamps)  # linear: sorted input is one run
        self.keys: list[Key] = [
            (r.sessionId, r.domain, r.operation, r.metadata.gateway, r.result.success)
            for r in records]
        # Once per distinct key, not per record; still once per batch, so the loop makes no
        # call of ours and builds each `Kind` in C (a named tuple's own `__new__` is Python).
        kinds: dict[Key, Kind] = {}
        call_of: dict[Key, str] = {}
        sessions: set[str | None] = set()
        calls: set[tuple[str, str]] = set()
        any_failed = False
        for key, count in Counter(self.keys).items():
            session, domain, operation, gateway, succeeded = key
            call = call_of[key] = f"{domain}\0{operation}"  # `call_key`'s spelling
            kinds[key] = _new_kind(Kind, (call, f"{domain}.{operation}", gateway,
                                          not succeeded, count))
            sessions.add(session)
            calls.add((domain, operation))
            any_failed = any_failed or not succeeded
        self.kinds, self.call_of, self.any_failed = kinds, call_of, any_failed
        #: The calls of the batch, as `call_key` spells them.
        self.calls = set(call_of.values())
        self._sessions, self._calls = sessions, calls
        self.session_id = next(iter(sessions)) if len(sessions) == 1 else None

    def shown_fields_plain(self) -> bool:
        """Whether the records hold plain text (`is_plain`) in the fields the line-by-line path
        checks (session id, domain, operation, task id). Each distinct value is checked once: a
        log repeats a few of them (one session, a dozen calls, some tasks) over thousands of
        records; a learned batch's session ids and calls are plain by construction. (A record
        outside any session makes no entry; its fields are checked all the same, which can
        only send a chunk to the lines, never let unsafe text through.)

        The task ids, which vary, are checked joined into one text: `is_plain` judges each
        character alone, so the joined text is plain exactly when every id is."""
        if self.plain_task_ids:
            return True
        task_ids = "".join([task_id for record in self.records
                            if (task_id := record.metadata.taskId) is not None])
        if not is_plain(task_ids):
            return False
        if self.learned:
            return True
        texts: set[str | None] = {text for call in self._calls for text in call}
        texts |= self._sessions
        return all(text is None or is_plain(text) for text in texts)

    def first(self, call: str) -> int:
        """The index of the first record of `call` (which the batch holds)."""
        keys = self.keys
        return min(keys.index(key) for key, kind in self.kinds.items() if kind.call == call)

    def visited(self, call: str) -> list[int]:
        """The indexes, in order, of the records that failed or are calls of `call` (as
        `call_key` spells it): the ones the rubric reads one by one. One pass, none when the
        batch holds neither."""
        if not self.any_failed and call not in self.calls:
            return []
        domain, operation = call.split("\0")
        return [index for index, key in enumerate(self.keys)
                if not key[4] or (key[2] == operation and key[1] == domain)]

    def exit_codes(self, indexes: list[int]) -> list[int | None]:
        """The exit codes of the records at `indexes` (a record here always has one)."""
        records = self.records
        return [records[index].result.exitCode for index in indexes]

    def adds(self, indexes: list[int]) -> tuple[int, list[str | None], list[str]]:
        """What the rubric reads of the successful `tasks.add` records at `indexes`, in one
        pass (a comprehension per field cost twice as much): how many have a parent (by
        JavaScript's truthiness), the task ids of those whose description is missing or blank
        (by JavaScript's trim), and their titles lowered and trimmed, empty ones left out."""
        records = self.records
        subtasks = 0
        undescribed: list[str | None] = []
        shown: list[str] = []
        for index in indexes:
            record = records[index]
            params = record.params
            parent = params.parent
            if parent is not None and (parent != "" if type(parent) is str else js_truthy(parent)):
                subtasks += 1
            description = params.description
            if description is None or not description.strip(JS_WHITESPACE):
                undescribed.append(record.metadata.taskId)
            title = params.title
            if title and (text := title.lower().strip(JS_WHITESPACE)):
                shown.append(text)
        return subtasks, undescribed, shown

    def entries(self) -> list[AuditEntry]:
        """Each record that belongs to a session as the entry the rules would make of its
        line (work outside any session makes no entry)."""
        out = []
        for record in self.records:
            session_id = record.sessionId
            if session_id is None:
                continue
            params, metadata, result = record.params, record.metadata, record.result
            if record.operation == "add" and record.domain == "tasks":
                title, description = params.title, params.description
            else:
                title = description = None
            out.append(AuditEntry(record.timestamp, session_id, record.domain,
                                  record.operation, result.success, result.exitCode,
                                  metadata.taskId, metadata.gateway, title, description,
                                  js_truthy(params.parent)))
        return out


Batch = PlainBatch | list[AuditEntry]


def new_vocabulary() -> Vocabulary:
    """An empty vocabulary for one file's chunks (`read_chunk`)."""
    return Vocabulary(_Params, _Result)


def as_entries(batch: Batch) -> list[AuditEntry]:
    return batch.entries() if isinstance(batch, PlainBatch) else batch


def read_chunk(
    chunk: bytes, first_line: int, normaliser: EntryNormaliser, end: int | None = None,
    vocabulary: Vocabulary | None = None,
) -> tuple[Batch, int]:
    """The entries of `chunk[:end]`, whole JSON lines each ending in a newline, the first
    numbered `first_line`; and how many lines it held. (`end` lets a reader hand on a read as
    it came, its last line cut short after `end`, without copying the whole lines out.)

    The usual chunk is decoded in bulk (`_plain_records`) and becomes a `PlainBatch`. That
    reading is used only when it is certainly the line-by-line one:
    - every line is one record (see `_plain_records`);
    - no field the rules check for unsafe text holds any (see `entries_of_lines`): certain
      when no byte that could spell such text appears; else, as for a line, each record's
      shown fields are checked (escapes and non-ASCII elsewhere, in the params the rubric
      never reads, are what a log written by `json.dumps` holds, and cost no line its bulk
      reading). A byte past `end` can only cost that check, never skip it;
    - every timestamp parses, as the rules require (proven by the timestamps' shape where it
      can be, `check_all_parse`).
    Otherwise the lines are read one by one, which finds and reports each problem with its
    line. With a file's `vocabulary`, the chunk is first decoded with its learned types, and
    with the open ones when they refuse it (`vocabulary.py`): the same records either way.
    """
    end = len(chunk) if end is None else end
    if chunk.startswith(b"{") and chunk.endswith(b"}\n", 0, end):
        try:
            learned = vocabulary.decoders if vocabulary is not None else None
            records = _learned_records(chunk, end, learned)
            if records is _REFUSED_BY_LEARNED:
                records = _plain_records(chunk, end, _decode_record, _decode_wrapped)
                learned = None
                if records is not None and vocabulary is not None and not vocabulary.given_up:
                    vocabulary.learn(records)
            if records is not None:
                batch = PlainBatch(records, [record.timestamp for record in records],
                                   learned is not None, learned is not None and learned.task_ids)
                if not (chunk.find(b"\\", 0, end) >= 0 or chunk.find(b"\x7f", 0, end) >= 0
                        or not chunk.isascii()) or batch.shown_fields_plain():
                    check_all_parse(batch.timestamps, batch.ordered)
                    return batch, len(records)
        except REFUSED:
            pass
    lines = chunk[:end - 1].split(b"\n")
    return entries_of_lines(lines, first_line, normaliser), len(lines)


_REFUSED_BY_LEARNED: Any = object()


def _learned_records(chunk: bytes, end: int, learned: Learned | None) -> Any:
    """`_plain_records` with a vocabulary's learned types, or `_REFUSED_BY_LEARNED` when
    there are none or they refuse the chunk."""
    if learned is None:
        return _REFUSED_BY_LEARNED
    try:
        return _plain_records(chunk, end, learned.record, learned.wrapped)
    except REFUSED:
        return _REFUSED_BY_LEARNED


def _plain_records(
    chunk: bytes, end: int, decode_record: Callable[[Any], Any],
    decode_wrapped: Callable[[Any], Any],
) -> list[_Record] | None:
    """The records of `chunk[:end]` when each of its lines is exactly one record (with at
    most blanks around it, which the line-by-line reading reads the same way), else None or
    a `REFUSED` error.

    The first line is decoded alone, as the line-by-line path decodes a line. Every other
    line is wrapped in brackets, by writing `]`, newline, `[` for each newline (one C call,
    which also costs less than counting the newlines), and all of them decoded in one call
    as arrays of exactly one record. That reading is the lines' own:
    - no value spans two lines: a `]`, blanks and a `[` never occur inside a JSON value (an
      array's end is followed by a comma or an end), and a string cannot hold a raw newline,
      so each `]` newline `[` written is between values;
    - no line holds two values: the first value of a line starts at its written `[`. If it
      ended before the line's written `]`, the next value would have to be an array too (the
      type says so) following it after blanks alone: a `]`, blanks and a `[` inside the line
      itself, which is refused first (a search only where the chunk holds a `]`, as records
      with lists in their params do);
    - so each line is one array, of exactly one record, with at most blanks around it.
    """
    first_end = chunk.find(b"\n")
    first = decode_record(memoryview(chunk)[:first_end])
    if first_end + 1 == end:
        return [first]
    if chunk.find(b"]", 0, end) >= 0 and _ARRAYS_MEET.search(chunk, 0, end) is not None:
        return None
    wrapped = chunk.replace(b"\n", _WRAPPED_NEWLINE)
    # `wrapped` is line 1, then `]\n[line]` for each further line, then `\n[` and the bytes
    # past `end`: the lines after the first, each in its brackets, lie between these two.
    lines = decode_wrapped(memoryview(wrapped)[first_end + 2:len(wrapped) - len(chunk) + end - 2])
    return [first, *[line.record for line in lines]]


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
