"""Text from an audit log that the gate writes back out: made safe to write, never refused.

A log is pull-request content. A session id, task id or call name read from it ends up in
`grade.json`, GRADES.jsonl, the job summary and the comment. Some strings JSON can carry cannot
be written as UTF-8 at all (a lone surrogate escape such as `"\\ud800"`), and others are
trouble for every reader downstream (control characters, the noncharacters U+FFFE and U+FFFF).
Each such character is replaced with U+FFFD, the replacement character, and the reader records
a `bad_text` problem saying so; CLEO itself replaces invalid UTF-8 bytes the same way.
"""

from __future__ import annotations

import re

REPLACEMENT = "\ufffd"
#: C0 controls, DEL, C1 controls, lone surrogates, and the noncharacters U+FFFE / U+FFFF.
UNSAFE_TEXT = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff\ufffe\uffff]")


def is_plain(text: str) -> bool:
    """True when `text` holds nothing `UNSAFE_TEXT` matches; fast for the usual ASCII id."""
    if text.isascii():
        return text.isprintable()
    return UNSAFE_TEXT.search(text) is None


def safe_text(text: str) -> str:
    """`text` with every unsafe character replaced by U+FFFD."""
    return text if is_plain(text) else UNSAFE_TEXT.sub(REPLACEMENT, text)
