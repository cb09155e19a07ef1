"""GRADES.jsonl: the running history of session grades, shared with CLEO.

CLEO appends `{...GradeResult, evaluator: "auto"}` to `.cleo/metrics/GRADES.jsonl` and lists it
with `cleo grade --list`; the gate appends the same line shape to the same file, so either tool
reads the other's history. Lines carry `percent` and `letter` too (CLEO ignores keys it does not
know) and the number of input problems instead of the problems themselves, to stay compact.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gate.core.errors import InputError
from gate.core.redaction import redact
from gate.session.models import WIRE_CONFIG, GradeResult, Letter, Wire, letter_for
from gate.session.rubric import js_round

DEFAULT_HISTORY_PATH = Path(".cleo") / "metrics" / "GRADES.jsonl"


@dataclass(frozen=True, kw_only=True)
class HistoryLine(Wire):
    """A GRADES.jsonl line as read back; unknown keys are ignored so CLEO's lines read too.
    (A dataclass that pydantic reads, as the grades are: writing the history, which every
    `session` run does, imports no pydantic; only reading it does.)"""

    __pydantic_config__ = WIRE_CONFIG

    session_id: str
    total_score: int
    max_score: int
    timestamp: str
    flags: tuple[str, ...] = ()
    evaluator: str | None = None
    percent: int | None = None
    letter: Letter | None = None

    @property
    def effective_percent(self) -> int:
        """CLEO's lines have no percent: it is derived as `cleo grade` derives it."""
        if self.percent is not None:
            return self.percent
        return js_round(self.total_score / self.max_score * 100) if self.max_score else 0

    @property
    def effective_letter(self) -> Letter:
        return self.letter or letter_for(self.effective_percent)


@dataclass(frozen=True)
class CorruptLine:
    """A history line that is not a grade; reported and skipped."""

    path: str
    line: int
    reason: str


def history_line(result: GradeResult) -> bytes:
    """The compact JSON line for one grade, newline included, as UTF-8.

    Grades made by the gate hold only text that encodes (the readers' text rules), but a line
    is written whatever a caller built: one that cannot be UTF-8 (a lone surrogate) is written
    with every non-ASCII character escaped instead, which is still valid JSON, never a crash.
    """
    record = result.to_wire()
    problems = record.pop("inputProblems")
    record["inputProblemCount"] = problems["total"]
    try:
        return (redact(json.dumps(record, ensure_ascii=False, separators=(",", ":")))
                + "\n").encode("utf-8")
    except UnicodeEncodeError:
        return (redact(json.dumps(record, separators=(",", ":"))) + "\n").encode("ascii")


def append_history(path: Path, results: Iterable[GradeResult]) -> None:
    """Append one line per grade. Each line is one `write` on an O_APPEND descriptor, so
    concurrent writers (CLEO, another gate run) interleave whole lines, never halves."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    except OSError as error:
        raise InputError(f"the grade history cannot be written ({error.strerror}).",
                         remediation="pass --history FILE with a writable path, or "
                                     "--no-history to skip it.", path=str(path)) from None
    try:
        for result in results:
            os.write(fd, history_line(result))
    finally:
        os.close(fd)


def read_history(
    path: Path, session_id: str | None = None,
) -> tuple[list[HistoryLine], list[CorruptLine]]:
    """Every grade in the history (of one session, if given), and the lines that were not."""
    if not path.exists():
        return [], []
    from pydantic import TypeAdapter, ValidationError  # noqa: PLC0415 - reading only

    read_line: Any = TypeAdapter(HistoryLine).validate_json
    grades: list[HistoryLine] = []
    corrupt: list[CorruptLine] = []
    with path.open("rb") as stream:
        for number, raw in enumerate(stream, 1):
            if not raw.strip():
                continue
            try:
                grade = read_line(raw)
            except ValidationError as error:
                reason = error.errors()[0]["msg"] if error.errors() else str(error)
                corrupt.append(CorruptLine(str(path), number, reason))
                continue
            if session_id is None or grade.session_id == session_id:
                grades.append(grade)
    return grades, corrupt
