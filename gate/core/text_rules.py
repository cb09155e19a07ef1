"""The text every reader accepts: valid UTF-8, no control characters, no lone surrogates.

Pull-request files reach logs, JSON reports, Markdown comments and the judge's prompt. A NUL or
an ESC there can cut or colour a log line, a lone surrogate (which JSON's `\\ud800` escape and
YAML's can produce) cannot be written as UTF-8 at all, and U+FFFE/U+FFFF are not characters.
So every reader checks its text here once, and a file that breaks the rule is an input error
naming its line, never an exception deep inside a writer.

Allowed: tab, line feed, carriage return, and every other code point that is a character (YAML's
own printable set, which also keeps U+0085 NEXT LINE).
"""

from __future__ import annotations

import unicodedata

from gate.core.lazy_pattern import lazy_pattern

#: C0 controls but tab/LF/CR, DEL, C1 controls but NEL, surrogates, the two noncharacters.
FORBIDDEN = lazy_pattern("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\ud800-\udfff\ufffe\uffff]")
TEXT_FIX = "remove the character; save the file as plain UTF-8 text."


class TextError(ValueError):
    """Text that breaks the rule above; `line` is 1-based when known."""

    def __init__(self, message: str, line: int | None, fix: str = TEXT_FIX) -> None:
        super().__init__(message)
        self.line = line
        self.fix = fix


def describe(char: str) -> str:
    """`a control character (U+001B ESCAPE)`: the name says which one without printing it."""
    code = ord(char)
    if 0xD800 <= code <= 0xDFFF:
        return f"a lone surrogate (U+{code:04X})"
    if code in (0xFFFE, 0xFFFF):
        return f"a noncharacter (U+{code:04X})"
    name = unicodedata.name(char, "") or _CONTROL_NAMES.get(code, "")
    return f"a control character (U+{code:04X}{' ' + name if name else ''})"


_CONTROL_NAMES = {0x00: "NULL", 0x07: "BELL", 0x08: "BACKSPACE", 0x0B: "LINE TABULATION",
                  0x0C: "FORM FEED", 0x1B: "ESCAPE", 0x7F: "DELETE"}


def check_text(text: str, *, first_line: int = 1) -> None:
    """Raise TextError at the first forbidden character; `first_line` places a fragment."""
    found = FORBIDDEN.search(text)
    if found is not None:
        line = first_line + text.count("\n", 0, found.start())
        raise TextError(f"the text holds {describe(found.group())}", line)


def decode_utf8(raw: bytes) -> str:
    """UTF-8 bytes to checked text (a leading byte-order mark dropped), or TextError naming
    the line of the first bad byte."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw.count(b"\n", 0, error.start) + 1
        raise TextError(f"the file is not UTF-8 text (byte 0x{raw[error.start]:02X} cannot "
                        "start or continue a character)", line,
                        fix="save the file as UTF-8.") from None
    text = text.removeprefix("\ufeff")
    check_text(text)
    return text
