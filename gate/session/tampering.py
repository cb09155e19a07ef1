"""Signs that a self-reported audit was edited after its session: provenance doubts.

CLEO appends an entry as each call returns, so an honest log of one session reads forward in
time, holds each call once, stops at `session.end`, and was written before the commit that
carries it. A session padded with good entries, or invented whole, tends to break one of
those: entries after the session ended, after the head commit was made, earlier than the
entry before them, the same entry twice, or a session resumed after a pause longer than the
pull request's commits span (an agent's session runs in one go; padding is written later).

None of these proves a forgery, and a careful forger avoids them all; that is why a
self-reported audit meets an enforced bar only where the configuration accepts it
(`gate.session.trust`). They catch the careless edit, and each is named so a reviewer can look.

The graded sessions' entries are read once more, in file order, holding per session only the
previous entry's time and a hash of each entry seen.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from gate.session.provenance import Doubt
from gate.session.reading.entries import AuditEntry, parse_timestamp
from gate.session.reading.problems import ProblemLog
from gate.session.reading.readers import read_entries

#: A runner's clock and GitHub's commit date may disagree by this much without meaning more.
CLOCK_SKEW = timedelta(minutes=5)
#: A pause shorter than this is never a sign, however close together the commits are (a
#: one-commit pull request spans no time at all).
GAP_FLOOR = timedelta(hours=1)
FIX = ("commit the audit exactly as CLEO wrote it during the session that made this change, "
       "or grade the agent's own run's artifact (gate.session.source: workflow-artifact)")


@dataclass
class _Session:
    """What one session's entries have shown so far, in file order."""

    previous: datetime | None = None
    ended: datetime | None = None
    after_end: int = 0
    after_head: int = 0
    out_of_order: int = 0
    repeated: int = 0
    longest_gap: timedelta = timedelta(0)
    seen: set[int] = field(default_factory=set)

    def add(self, entry: AuditEntry, moment: datetime, head: datetime | None) -> None:
        if hash(entry) in self.seen:
            self.repeated += 1
        self.seen.add(hash(entry))
        if self.ended is not None and moment > self.ended:
            self.after_end += 1
        if (entry.domain, entry.operation) == ("session", "end") and self.ended is None:
            self.ended = moment
        if head is not None and moment > head + CLOCK_SKEW:
            self.after_head += 1
        if self.previous is not None:
            if moment < self.previous:
                self.out_of_order += 1
            else:
                self.longest_gap = max(self.longest_gap, moment - self.previous)
        self.previous = max(moment, self.previous or moment)


@dataclass(frozen=True)
class CommitTimes:
    """What the pull request's commits say of time: the head commit's date, and their span."""

    head: datetime | None
    span: timedelta


def tampering_signs(paths: Sequence[str], sessions: Iterable[str], times: CommitTimes
                    ) -> list[Doubt]:
    """The doubts the graded sessions' own entries raise (see the module's docstring)."""
    wanted = {sid: _Session() for sid in sessions}
    if not wanted:
        return []
    ignored = ProblemLog()  # the grading pass already reported every problem
    for path in paths:
        for entry in read_entries(path, ignored):
            state = wanted.get(entry.session_id)
            moment = parse_timestamp(entry.timestamp) if state is not None else None
            if state is not None and moment is not None:
                state.add(entry, moment, times.head)
    pause = max(times.span, GAP_FLOOR)
    return [Doubt(why, FIX) for sid, state in wanted.items() for why in _signs(sid, state,
                                                                                times, pause)]


def _signs(sid: str, state: _Session, times: CommitTimes, pause: timedelta) -> list[str]:
    signs = []
    if state.after_end:
        signs.append(f"session {sid} has {state.after_end} entr{_y(state.after_end)} timed "
                     "after its own session.end: the session was extended after it ended")
    if state.after_head and times.head is not None:
        signs.append(f"session {sid} has {state.after_head} entr{_y(state.after_head)} timed "
                     f"after the head commit was made ({times.head.isoformat()}), which "
                     "holds the audit: they were written after the commit that carries them")
    if state.out_of_order:
        signs.append(f"session {sid} has {state.out_of_order} entr{_y(state.out_of_order)} "
                     "earlier than the entry before it: CLEO appends as calls return, so the "
                     "log was edited")
    if state.repeated:
        signs.append(f"session {sid} holds {state.repeated} entr{_y(state.repeated)} repeated "
                     "exactly (same time, call and result): copied, not recorded")
    if state.longest_gap > pause:
        signs.append(f"session {sid} resumes after a pause of {_hours(state.longest_gap)}, "
                     f"longer than the pull request's commits span ({_hours(times.span)}; at "
                     f"least {_hours(GAP_FLOOR)} is allowed): entries were added to an older "
                     "session")
    return signs


def _y(count: int) -> str:
    return "y" if count == 1 else "ies"


def _hours(span: timedelta) -> str:
    hours = span.total_seconds() / 3600
    return f"{hours:.1f} h"
