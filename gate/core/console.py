"""Printing to a terminal or a CI log without letting input text take over the log.

Text that came from an input file (a session id, a detail quoting a bad field) is untrusted. On
GitHub Actions a log line that starts with `::` is a workflow command, so one echoed line could
set outputs or mask secrets. `one_line` flattens such text so it can never start a line of its
own; every warning goes through it.
"""

from __future__ import annotations

import sys
from typing import TextIO

CONTROL_CHARS = {code: " " for code in (*range(0x20), 0x7F) if code != 0x09}


def one_line(text: str, limit: int = 500) -> str:
    """`text` on one line: control characters (newlines included) become spaces, cut to `limit`."""
    flat = text.translate(CONTROL_CHARS)
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def warn(message: str, stream: TextIO | None = None) -> None:
    """`warning: <message>` on stderr, on one line."""
    print(f"warning: {one_line(message)}", file=stream or sys.stderr)


def note(message: str, stream: TextIO | None = None) -> None:
    """`note: <message>` on stderr: something the user should know that is not a problem."""
    print(f"note: {one_line(message)}", file=stream or sys.stderr)
