"""Printing to a terminal or a CI log without letting input text take over the log.

Text that came from an input file (a session id, a detail quoting a bad field) is untrusted. On
GitHub Actions a log line that starts with `::` is a workflow command, so one echoed line could
set outputs or mask secrets. `one_line` flattens such text so it can never start a line of its
own; every warning goes through it.
"""

from __future__ import annotations

import sys
from typing import TextIO

from gate.core.safe_text import one_line


def warn(message: str, stream: TextIO | None = None) -> None:
    """`warning: <message>` on stderr, on one line."""
    print(f"warning: {one_line(message)}", file=stream or sys.stderr)


def note(message: str, stream: TextIO | None = None) -> None:
    """`note: <message>` on stderr: something the user should know that is not a problem."""
    print(f"note: {one_line(message)}", file=stream or sys.stderr)
