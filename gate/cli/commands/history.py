"""`signalforge-gate history`: list recorded grades, as `cleo grade --list` intends."""

from __future__ import annotations

import argparse
import json

from gate.core.console import warn
from gate.core.safe_text import one_line
from gate.session.history import DEFAULT_HISTORY_PATH, read_history


def run(args: argparse.Namespace) -> int:
    path = args.history or DEFAULT_HISTORY_PATH
    grades, corrupt = read_history(path, args.session)
    for bad in corrupt:
        warn(f"{bad.path}:{bad.line}: not a grade record ({bad.reason}); skipped")
    if args.json:
        print(json.dumps([grade.to_wire() for grade in grades],
                         indent=2, ensure_ascii=False))
        return 0
    if not grades:
        print(f"no grades recorded in {path}"
              + (f" for session {one_line(args.session)}" if args.session else ""))
        return 0
    rows = [("SESSION", "SCORE", "PERCENT", "GRADE", "TIMESTAMP", "FLAGS")]
    rows += [(one_line(g.session_id, 60), f"{g.total_score}/{g.max_score}",
              f"{g.effective_percent}%", g.effective_letter, one_line(g.timestamp, 40),
              str(len(g.flags)))
             for g in grades]
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for row in rows:
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True))
              .rstrip())
    return 0
