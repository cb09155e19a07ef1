"""Input problems: each application of a malformed-input rule, counted and kept with its place.

The rules themselves live where they are applied (`entries.py` for records, `readers.py` for
containers); this module holds the closed set of their names and the bookkeeping, so a log with
a million broken lines costs a counter, not a million-line report.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Literal

from gate.session.reading.limits import MAX_SESSIONS

ProblemKind = Literal[
    "bad_json",
    "bad_text",
    "not_object",
    "bad_session_id",
    "bad_domain",
    "bad_operation",
    "bad_timestamp",
    "missing_result",
    "bad_success",
    "bad_exit_code",
    "bad_params",
    "bad_metadata",
    "bad_task_id",
    "bad_gateway",
    "bad_title",
    "bad_description",
    "bad_row",
    "no_exit_code",
    "too_large",
    "truncated",
    "not_audit_log",
    "too_many_sessions",
]
ProblemAction = Literal["skipped", "normalised", "unchecked", "stopped"]

#: Problems that mean part of the input could not be read at all: a record that is not JSON,
#: one over the size limit, or the rest of a file after a point where reading had to stop.
#: What was there is unknown, so it may have held entries of any session: a grade computed
#: without it has a missing piece, which the verdict must weigh (the other kinds are records
#: that were read and found wanting, which CLEO's own grader skips or reads the same way).
UNREADABLE_KINDS: frozenset[str] = frozenset({"bad_json", "too_large", "truncated",
                                              "too_many_sessions"})

#: How many problems are kept word for word per session; the rest are counted by kind.
SAMPLES_KEPT = 50
#: Sessions whose problems are kept apart; past them, a new session's problems are kept as of
#: unknown session (the grader grades no more sessions than this: `limits.MAX_SESSIONS`).
SESSIONS_KEPT = MAX_SESSIONS


@dataclass(frozen=True, slots=True)
class InputProblem:
    """One application of a malformed-input rule, with where it happened."""

    path: str
    line: int | None
    kind: ProblemKind
    action: ProblemAction
    detail: str
    row: int | None = None

    @property
    def location(self) -> str:
        if self.row is not None:
            return f"{self.path} (row {self.row})"
        return f"{self.path}:{self.line}" if self.line is not None else self.path


@dataclass(slots=True)
class ProblemTally:
    """The problems that concern one session: counted by kind, the first few kept verbatim."""

    by_kind: Counter[str] = field(default_factory=Counter)
    samples: list[InputProblem] = field(default_factory=list)

    @property
    def total(self) -> int:
        return sum(self.by_kind.values())

    @property
    def unreadable(self) -> int:
        """How many of the problems are input that could not be read (`UNREADABLE_KINDS`)."""
        return sum(count for kind, count in self.by_kind.items() if kind in UNREADABLE_KINDS)

    def add(self, problem: InputProblem) -> None:
        self.by_kind[problem.kind] += 1
        if len(self.samples) < SAMPLES_KEPT:
            self.samples.append(problem)

    def merged_with(self, other: ProblemTally) -> ProblemTally:
        merged = ProblemTally(self.by_kind + other.by_kind, list(self.samples))
        merged.samples.extend(other.samples[: max(0, SAMPLES_KEPT - len(merged.samples))])
        return merged


class ProblemLog:
    """Every input problem of one grading run, attributed to a session where that is known.

    A problem on a record whose session is unknown (a line that is not JSON, say) is kept
    apart: it might have belonged to any session, so every graded session reports it.
    """

    def __init__(self) -> None:
        self.by_session: dict[str, ProblemTally] = {}
        self.unattributed = ProblemTally()
        self.all_samples: list[InputProblem] = []
        self.total = 0
        self.unreadable = 0

    def add(self, session_id: str | None, problem: InputProblem) -> None:
        self.total += 1
        if problem.kind in UNREADABLE_KINDS:
            self.unreadable += 1
        if len(self.all_samples) < SAMPLES_KEPT:
            self.all_samples.append(problem)
        if session_id is None:
            self.unattributed.add(problem)
        elif session_id in self.by_session or len(self.by_session) < SESSIONS_KEPT:
            self.by_session.setdefault(session_id, ProblemTally()).add(problem)
        else:
            # Past the limit, a new session's problem is kept as one of unknown session:
            # memory stays bounded, and every graded session still reports it (erring towards
            # a missing piece, never hiding one).
            self.unattributed.add(problem)

    def for_session(self, session_id: str) -> ProblemTally:
        own = self.by_session.get(session_id, ProblemTally())
        return own.merged_with(self.unattributed)
