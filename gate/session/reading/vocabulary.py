"""The few values a log repeats in every record, learned as it is read, so that each is decoded
to one shared string rather than a new one per record.

A log of a million records names a handful of sessions, a dozen domains, a few dozen
operations and two or three gateways. msgspec decodes a `Literal` field to the literal's own
string object, so a record type whose session id, domain, operation and gateway are `Literal`s
of the values already seen builds no string for them: the fast path's per-record key of those
fields (`PlainBatch`) then hashes and compares by identity, several times cheaper than the
same key of fresh strings. Only what is decoded changes, never what is read: a record holding
a value not learned yet is refused by the learned type, its chunk is decoded again with the
open one (`str` fields, as before), and the chunk's new values are learned for the next ones.

Only plain text (`is_plain`) is learned as a session id, domain or operation, so a record
the learned type reads holds nothing the text rules would replace in those fields. A field
stops learning at `MOST_VALUES`, and after `MOST_MISSES` chunks that taught nothing the
learned type is no longer tried for that file: a log of many sessions costs what it cost.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Literal, NamedTuple, cast

import msgspec

from gate.core.safe_text import is_plain

#: Values of one field learned at most (CLEO has a few dozen operations in all).
MOST_VALUES = 256
#: Chunks refused by the learned type, with nothing new to learn, before it is given up.
MOST_MISSES = 8

Decode = Callable[[Any], Any]


class Learned(NamedTuple):
    """Decoders of one record and of lines wrapped in brackets (see `fast_lines`), of the
    learned types, and whether those types hold the task ids to learned values too."""

    record: Decode
    wrapped: Decode
    task_ids: bool


def _one_of(values: Iterable[str]) -> Any:
    """The type of a field holding one of `values` (or None when there is none yet)."""
    found = tuple(sorted(values))
    return cast(Any, Literal)[found] if found else None


class Vocabulary:
    """The values learned from one file's records, and the record types that decode them to
    shared strings. `decoders` is None until something is learned, or once given up."""

    def __init__(self, params: type, result: type) -> None:
        self._params, self._result = params, result
        #: Session ids, domains, operations, gateways and task ids learned.
        self.fields: tuple[set[str], ...] = (set(), set(), set(), set(), set())
        self.decoders: Learned | None = None
        #: Task ids vary more than the rest: past `MOST_VALUES` of them they are read as any
        #: text again (and checked as the open type's are), the rest still learned.
        self.any_task_id = False
        self.misses = 0

    @property
    def given_up(self) -> bool:
        return self.misses >= MOST_MISSES

    def learn(self, records: list[Any]) -> None:
        """Learn the session ids, domains, operations and gateways of `records` (decoded by the
        open type); rebuild the learned types when there is anything new."""
        seen = ({record.sessionId for record in records} - {None},
                {record.domain for record in records},
                {record.operation for record in records},
                {record.metadata.gateway for record in records} - {None},
                set() if self.any_task_id else
                {record.metadata.taskId for record in records} - {None})
        learned = False
        for index, (known, values) in enumerate(zip(self.fields, seen, strict=True)):
            new = values - known
            if index != 3:  # shown in reports: only plain text is learned
                new = {value for value in new if is_plain(value)}
            if new and len(known) + len(new) <= MOST_VALUES:
                known.update(new)
                learned = True
            elif new and index == 4:
                self.any_task_id = learned = True
                known.clear()
        if learned and self.fields[1] and self.fields[2]:
            self.decoders = self._build()
        else:
            self.misses += 1
            if self.given_up:
                self.decoders = None

    def _build(self) -> Learned:
        sessions, domains, operations, gateways, task_ids = map(_one_of, self.fields)
        if self.any_task_id:
            task_ids = str
        metadata = msgspec.defstruct("LearnedMetadata", [
            ("taskId", task_ids | None if task_ids is not None else None, None),
            ("gateway", gateways | None if gateways is not None else None, None)], gc=False)
        record = msgspec.defstruct("LearnedRecord", [
            ("timestamp", str),
            ("sessionId", sessions | None if sessions is not None else None),
            ("domain", domains), ("operation", operations),
            ("params", self._params), ("result", self._result), ("metadata", metadata),
        ], gc=False)
        wrapped = msgspec.defstruct("LearnedWrapped", [("record", record)], array_like=True,
                                    forbid_unknown_fields=True, gc=False)
        return Learned(msgspec.json.Decoder(record).decode,
                       msgspec.json.Decoder(wrapped).decode_lines, not self.any_task_id)
