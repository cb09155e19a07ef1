"""A check's state, its words and its exit code, and the session check's rule, in plain data.

`gate.report.verdict` decides every check of a run over the report's pydantic models. What
the `session` command needs of it lives here, over plain values, so that the command, which
decides that check alone, imports no pydantic (importing it and building a first model costs
that command about a tenth of a second of CPU, as much as grading a hundred thousand entries):
the states and their words, the exit code, and the session check's rule.
`verdict.session_verdict` is that rule with the report's section in and its `CheckVerdict`
out; the command reads the same `SessionCheck`, so the two cannot decide differently.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal, Protocol

from gate.configure.session_bar import SessionBar
from gate.core.errors import ExitCode
from gate.core.scores.bars import meets
from gate.session.models import GradeResult
from gate.session.reading.limits import MAX_SESSIONS

#: How a check (and the run) ends: met its bar whatever the missing pieces were, missed it
#: whatever they were, or could not be told apart.
CheckState = Literal["pass", "fail", "inconclusive"]
STATE_WORDS: dict[CheckState, str] = {"pass": "PASS", "fail": "FAIL",
                                      "inconclusive": "INCONCLUSIVE"}
#: Input problems that lose an audit record (the others normalise a field and keep it). A lost
#: record could have changed the session's score either way, so it is a missing piece.
LOST_RECORD_KINDS = frozenset({"bad_json", "not_object", "bad_session_id", "bad_domain",
                               "bad_operation", "bad_timestamp", "truncated", "not_audit_log",
                               "too_large"})
#: More sessions than the gate grades: those past the limit are missing pieces.
TOO_MANY_SESSIONS = "too_many_sessions"


class Found(Protocol):
    """What the verdict reads of a report's finding (`gate.report.check_sections.Finding`)."""

    @property
    def kind(self) -> str: ...

    @property
    def why(self) -> str: ...


class Stated(Protocol):
    """What the words of a verdict read of a check."""

    @property
    def state(self) -> CheckState: ...

    @property
    def reasons(self) -> tuple[str, ...]: ...


class Checked(Stated, Protocol):
    """What the exit code and display state of a single check read of it."""

    @property
    def enforced(self) -> bool: ...


@dataclass(frozen=True)
class SessionCheck:
    """The session check's state and the counts behind it (the fields of `CheckVerdict`
    that it sets)."""

    state: CheckState
    enforced: bool
    graded: int
    missing: int
    reasons: tuple[str, ...] = ()


def lost_records(grade: GradeResult) -> int:
    return sum(count for kind, count in grade.input_problems.by_kind.items()
               if kind in LOST_RECORD_KINDS)


def judge_sessions(graded: bool, grades: Sequence[GradeResult], findings: Sequence[Found],
                   bar: SessionBar) -> SessionCheck:
    """The session check: each session's grade against the bar; records that could not be
    read, sessions past the limit and doubts about the audit's origin make it inconclusive."""
    enforced = bar.enforced
    unread = [f for f in findings if f.kind != "provenance"]
    doubts = [f for f in findings if f.kind == "provenance"]
    if not graded and unread:
        return SessionCheck("inconclusive", enforced, 0, len(unread), (
            "session audit: INCONCLUSIVE, the audit could not be read "
            f"({unread[0].why.rstrip('.')})",))
    if not grades and doubts:
        return SessionCheck("inconclusive", enforced, 0, len(doubts), (
            f"session audit: INCONCLUSIVE, {doubts[0].why.rstrip('.')}",))
    if not grades:
        if bar.required:
            return SessionCheck("fail", enforced, 0, 0, (
                "no session audit was found, and gate.session.required is set",))
        return SessionCheck("pass", enforced, 0, 0)
    states: list[CheckState] = []
    reasons: list[str] = []
    for grade in grades:
        lost = lost_records(grade)
        meets_bar = meets(grade.percent, bar.min_percent)
        if lost:
            states.append("inconclusive")
            reasons.append(f"session {grade.session_id}: INCONCLUSIVE, {lost} audit "
                           f"record(s) could not be read, and the {grade.total_score}/"
                           f"{grade.max_score} computed without them could be higher or "
                           "lower than the grade of the whole session")
        else:
            states.append("pass" if meets_bar else "fail")
            if not meets_bar:
                reasons.append(f"session {grade.session_id}: {grade.total_score}/"
                               f"{grade.max_score} ({grade.letter}) is below the minimum of "
                               f"{bar.min_percent}%")
    too_many = any(TOO_MANY_SESSIONS in grade.input_problems.by_kind for grade in grades)
    if too_many:
        states.append("inconclusive")
        reasons.append(f"session audit: INCONCLUSIVE, it holds more than {MAX_SESSIONS:,} "
                       "sessions, the most the gate grades; the sessions past them were not "
                       "graded, and the one that produced the change may be among them")
    if doubts:  # the grade may be of an account that is not this change's session
        states.append("inconclusive")
        reasons.append(f"session audit: INCONCLUSIVE, {doubts[0].why.rstrip('.')}"
                       + (f" (and {len(doubts) - 1} more doubt(s))" if len(doubts) > 1 else ""))
    if unread:
        states.append("inconclusive")
        reasons.append("session audit: INCONCLUSIVE, part of it could not be read "
                       f"({unread[0].why.rstrip('.')})")
    missing = sum(lost_records(g) for g in grades) + len(unread) + too_many + len(doubts)
    return SessionCheck(combine(states), enforced, len(grades), missing, tuple(reasons))


def combine(states: Iterable[CheckState]) -> CheckState:
    """Several states as one: a certain failure wins, then any doubt, else pass."""
    seen = set(states)
    return "fail" if "fail" in seen else "inconclusive" if "inconclusive" in seen else "pass"


def in_words(check: Stated) -> str:
    """A check's state in words, for reports read by people: `INCONCLUSIVE: why; why`."""
    words = STATE_WORDS[check.state]
    return f"{words}: {'; '.join(check.reasons)}" if check.reasons else words


def exit_code(state: CheckState, enforced: bool, findings: Iterable[Found] = ()) -> int:
    """The exit code of the contract, and the only place it is decided.

    A bug (3) or input the gate cannot read (2) come first, since they say why a verdict is
    missing; then an enforced bar: 1 when it is certainly missed, 3 when the gate cannot tell.
    A bar that is not enforced never fails the job (an inconclusive one adds a warning)."""
    kinds = {f.kind for f in findings}
    if "internal" in kinds:
        return int(ExitCode.INCONCLUSIVE)
    if "input" in kinds:
        return int(ExitCode.BAD_INPUT)
    if not enforced or state == "pass":
        return int(ExitCode.PASSED)
    return int(ExitCode.BELOW_THRESHOLD if state == "fail" else ExitCode.INCONCLUSIVE)
