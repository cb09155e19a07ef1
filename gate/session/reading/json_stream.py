"""Stream the items of a JSON array, or of the `entries` array of a JSON object, with line numbers.

The standard library parses a whole document at once, which would hold a million-entry audit
log in memory as a million dicts. This scanner reads the bytes in chunks and decodes one array
item at a time with `json.JSONDecoder.raw_decode`, keeping only the current chunk, and counts
newlines so every item comes with the line it starts on. An item longer than
`MAX_ENTRY_BYTES` (or a file past `MAX_AUDIT_BYTES`) raises `TooLargeError`: the value may be
valid JSON, it is just more than the gate reads.

A syntax error inside the array cannot be skipped the way a bad line of JSON lines can (there is
no reliable place to resume), so it raises `JsonStreamError` with its line; the caller keeps the
items already read and reports that the rest of the file was not.
"""

from __future__ import annotations

import codecs
import json
from collections.abc import Callable, Iterator
from io import BufferedIOBase

from gate.core.lazy_pattern import lazy_pattern
from gate.session.reading.limits import CHUNK_BYTES, MAX_AUDIT_BYTES, MAX_ENTRY_BYTES

WHITESPACE_RUN = lazy_pattern(r"[ \t\n\r]*")
_REPLACE_COUNTED = "signalforge-gate-replace-counted"


class JsonStreamError(ValueError):
    """The document is not the JSON shape expected, at `line`."""

    def __init__(self, message: str, line: int) -> None:
        super().__init__(message)
        self.line = line


class NoEntriesError(JsonStreamError):
    """The document is valid JSON, but an object with no `entries` array: not an audit log."""


class TooLargeError(JsonStreamError):
    """One value is longer than `MAX_ENTRY_BYTES`, or the file longer than `MAX_AUDIT_BYTES`."""

    def __init__(self, message: str, line: int, *, whole_file: bool) -> None:
        super().__init__(message, line)
        self.whole_file = whole_file


class _Replacements:
    """Counts invalid UTF-8 sequences replaced while decoding (codecs error handlers are
    registered globally, so the count is read before and after each chunk)."""

    count = 0

    @classmethod
    def handle(cls, error: UnicodeError) -> tuple[str, int]:
        if not isinstance(error, UnicodeDecodeError):
            raise error
        cls.count += 1
        return "\ufffd", error.end


codecs.register_error(_REPLACE_COUNTED, _Replacements.handle)


class _Cursor:
    """A read position over a binary stream that decodes and refills its buffer on demand.

    Invalid UTF-8 is replaced with U+FFFD (as CLEO reads files), and `on_invalid_utf8` is told
    the line of the first chunk where that happened.
    """

    def __init__(
        self, stream: BufferedIOBase, on_invalid_utf8: Callable[[int], None] | None,
    ) -> None:
        self.stream = stream
        self.on_invalid_utf8 = on_invalid_utf8
        self.decoder = codecs.getincrementaldecoder("utf-8")(_REPLACE_COUNTED)
        self.buffer = ""
        self.pos = 0
        self.line = 1
        self.eof = False
        self.bytes_read = 0
        self.started = False

    def _refill(self) -> bool:
        if self.eof:
            return False
        data = self.stream.read(CHUNK_BYTES)
        self.bytes_read += len(data)
        if self.bytes_read > MAX_AUDIT_BYTES:
            raise TooLargeError(f"the file holds more than {MAX_AUDIT_BYTES >> 20} MiB "
                                "(decompressed)", self.line, whole_file=True)
        replaced = _Replacements.count
        chunk = self.decoder.decode(data, final=not data)
        if _Replacements.count != replaced and self.on_invalid_utf8 is not None:
            self.on_invalid_utf8(self.line)
            self.on_invalid_utf8 = None  # once per file: the problem says "from here on"
        if not self.started:
            chunk, self.started = chunk.removeprefix("\ufeff"), True
        if not data:
            self.eof = True
            if not chunk:
                return False
        self.buffer = self.buffer[self.pos:] + chunk
        self.pos = 0
        return True

    def peek(self) -> str:
        """The next character that is not whitespace ("" at the end), without consuming it.
        A run of whitespace longer than an entry may be is refused like an over-long entry."""
        skipped = 0
        while True:
            buffer, pos = self.buffer, self.pos
            end = WHITESPACE_RUN.match(buffer, pos).end()  # type: ignore[union-attr]
            self.line += buffer.count("\n", pos, end)
            skipped += end - pos
            self.pos = end
            if end < len(buffer):
                return buffer[end]
            if skipped > MAX_ENTRY_BYTES:
                raise TooLargeError(f"more than {MAX_ENTRY_BYTES >> 20} MiB of blank space",
                                    self.line, whole_file=False)
            if not self._refill():
                return ""

    def expect(self, char: str, what: str) -> None:
        if self.peek() != char:
            found = self.peek() or "the end of the file"
            raise JsonStreamError(f"expected {what} but found {found!r}", self.line)
        self.pos += 1

    def value(self) -> tuple[int, object]:
        """Decode the next JSON value; return the line it starts on and the value."""
        self.peek()
        decoder = _DECODER
        while True:
            try:
                value, end = decoder.raw_decode(self.buffer, self.pos)
            except (RecursionError, ValueError) as error:
                if not isinstance(error, json.JSONDecodeError):  # too deep, a huge integer
                    raise JsonStreamError(f"a value here cannot be read ({type(error).__name__}"
                                          f": {str(error)[:80]})", self.line) from None
                if _cut_short(error, len(self.buffer)) and self._more_of_this_value():
                    continue
                failed_at = self.line + self.buffer.count("\n", self.pos, error.pos)
                raise JsonStreamError(
                    f"invalid JSON in the value starting here ({error.msg} at line {failed_at})",
                    self.line) from None
            # A number cut at the end of the buffer decodes as a shorter number: read on.
            if end == len(self.buffer) and self._more_of_this_value():
                continue
            if end - self.pos > MAX_ENTRY_BYTES:  # it fit in what was read, but is too long
                raise TooLargeError(f"the value starting here is longer than "
                                    f"{MAX_ENTRY_BYTES >> 20} MiB", self.line, whole_file=False)
            start_line = self.line
            self.line += self.buffer.count("\n", self.pos, end)
            self.pos = end
            return start_line, value

    def _more_of_this_value(self) -> bool:
        """Read on for the value at `pos`: False at the end of the file, TooLargeError when the
        value has already reached the entry limit (it may well be valid JSON, just too long).
        Characters are counted, not bytes: a UTF-8 character is at least one byte."""
        if len(self.buffer) - self.pos > MAX_ENTRY_BYTES:
            raise TooLargeError(f"the value starting here is longer than "
                                f"{MAX_ENTRY_BYTES >> 20} MiB", self.line, whole_file=False)
        return self._refill()


def _cut_short(error: json.JSONDecodeError, buffer_end: int) -> bool:
    """Could the error be the end of the buffer rather than bad JSON? Then reading on may
    finish the value. (A string left open reports where it opened, anything else where the
    text ran out; an escape cut in half fails a few characters before the end.)"""
    return error.pos >= buffer_end - 6 or error.msg.startswith("Unterminated string")


def _refuse_constant(name: str) -> object:
    raise ValueError(f"{name} is not JSON")


#: NaN and Infinity are not JSON (the JSON-lines reader refuses them too).
_DECODER = json.JSONDecoder(parse_constant=_refuse_constant)


def _array_items(cursor: _Cursor) -> Iterator[tuple[int, object]]:
    cursor.expect("[", "'[' opening the array of entries")
    if cursor.peek() == "]":
        cursor.pos += 1
        return
    while True:
        yield cursor.value()
        nxt = cursor.peek()
        if nxt == "]":
            cursor.pos += 1
            return
        cursor.expect(",", "',' or ']' after an entry")


def iter_array(
    stream: BufferedIOBase, on_invalid_utf8: Callable[[int], None] | None = None,
) -> Iterator[tuple[int, object]]:
    """Items of a top-level JSON array, each with the line it starts on."""
    cursor = _Cursor(stream, on_invalid_utf8)
    yield from _array_items(cursor)
    _expect_end(cursor)


def iter_entries_object(
    stream: BufferedIOBase, on_invalid_utf8: Callable[[int], None] | None = None,
) -> Iterator[tuple[int, object]]:
    """Items of the `entries` array of a top-level JSON object; other keys are skipped."""
    cursor = _Cursor(stream, on_invalid_utf8)
    cursor.expect("{", "'{' opening the document")
    first, saw_entries = True, False
    while cursor.peek() != "}":
        if not first:
            cursor.expect(",", "',' between keys")
        first = False
        line, key = cursor.value()
        if not isinstance(key, str):
            raise JsonStreamError("expected a key string", line)
        cursor.expect(":", "':' after a key")
        if key == "entries" and cursor.peek() == "[":
            saw_entries = True
            yield from _array_items(cursor)
        else:
            cursor.value()
    cursor.pos += 1
    _expect_end(cursor)
    if not saw_entries:
        raise NoEntriesError('the document is one JSON object with no "entries" array', 1)


def _expect_end(cursor: _Cursor) -> None:
    if cursor.peek() != "":
        raise JsonStreamError("unexpected content after the end of the document", cursor.line)
