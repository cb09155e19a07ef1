"""Grade every session (or one) found in a set of audit logs.

CLEO grades a session's entries stable-sorted by their timestamp string. Real logs are
appended as calls happen, so they are almost always in that order already; the first pass
trusts that and feeds each entry straight to its session's tally, holding nothing. A session
whose entries turn out to be out of order is graded again in a second pass that reads the
inputs once more, keeps only that session's entries and sorts them. Either way the result is
the reference's; only the cost differs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, replace
from datetime import UTC, datetime
from operator import attrgetter

from gate.core.clock import iso_now
from gate.core.safe_text import replace_unsafe
from gate.session.models import GradeResult, InputProblems, ProblemRecord
from gate.session.reading.entries import AuditEntry, parse_timestamp
from gate.session.reading.fast_lines import PlainBatch
from gate.session.reading.limits import MAX_SESSIONS
from gate.session.reading.problems import InputProblem, ProblemLog, ProblemTally
from gate.session.reading.readers import read_entries, read_entry_batches
from gate.session.rubric import SessionTally


@dataclass(frozen=True)
class SessionGrading:
    """The grades of one run, in order of each session's first appearance in the input."""

    results: tuple[GradeResult, ...]
    problems: ProblemLog
    regraded_out_of_order: tuple[str, ...]
    last_timestamps: dict[str, str]
    first_timestamps: dict[str, str] = field(default_factory=dict)
    #: Entries of sessions past `MAX_SESSIONS`, counted and not graded (0: none).
    entries_past_limit: int = 0

    @property
    def unreadable(self) -> int:
        """How many parts of the input could not be read: records that are not JSON or over
        the size limit, and files whose reading stopped early (the rest unknown). Not zero
        means the grades may be missing entries: a missing piece for the verdict. Each
        result's `input_problems.unreadable` counts the same for its own session."""
        return self.problems.unreadable

    @property
    def past_limit(self) -> str | None:
        """Why some sessions were not graded (too many of them), or None."""
        return _past_limit(self.entries_past_limit) if self.entries_past_limit else None

    @property
    def complete(self) -> bool:
        """Every byte of every audit was read (problems of other kinds may remain)."""
        return self.problems.unreadable == 0

    def latest(self) -> GradeResult | None:
        """The session whose last entry is latest: in a shared log, the most recent session."""
        if not self.results:
            return None
        epoch = datetime.min.replace(tzinfo=UTC)
        return max(self.results, key=lambda r: parse_timestamp(
            self.last_timestamps.get(r.session_id, "")) or epoch)


_NO_SESSION = object()  # equal to no session id


def grade_sessions(
    paths: Sequence[str], *, session_id: str | None = None, timestamp: str | None = None,
) -> SessionGrading:
    """Grade the sessions in `paths` (read in the order given, as one stream)."""
    problems = ProblemLog()
    tallies, out_of_order = _first_pass(paths, problems, session_id)
    if out_of_order:
        tallies.update(_regrade_sorted(paths, out_of_order, session_id))
    if tallies.past_limit:
        problems.add(None, InputProblem(", ".join(paths), None, "too_many_sessions", "skipped",
                                        _past_limit(tallies.past_limit)))
    stamp = timestamp or iso_now()
    if session_id is not None and session_id not in tallies:
        tallies[session_id] = SessionTally(session_id)
    results = tuple(
        replace(tally.grade(stamp), input_problems=_problems_of(problems.for_session(sid)))
        for sid, tally in tallies.items()
    )
    last = {sid: tally.last_timestamp for sid, tally in tallies.items()}
    first = {sid: tally.first_timestamp for sid, tally in tallies.items()}
    return SessionGrading(results, problems, tuple(sorted(out_of_order)), last, first,
                          tallies.past_limit)


def _first_pass(
    paths: Sequence[str], problems: ProblemLog, session_id: str | None,
) -> tuple[_Tallies, set[str]]:
    """Every entry in file order to its session's tally; the sessions found out of order."""
    tallies = _Tallies()
    out_of_order: set[str] = set()
    # Consecutive entries nearly always share a session: its tally is kept at hand.
    last_sid: object = _NO_SESSION
    tally: SessionTally | None = None
    for path in paths:
        for batch in read_entry_batches(path, problems, session_id=session_id):
            if isinstance(batch, PlainBatch):
                if _counted_in_bulk(batch, tallies, out_of_order, session_id):
                    continue
                batch = batch.entries()  # noqa: PLW2901 - read one by one, below
            for entry in batch:
                sid = entry.session_id
                if sid != last_sid:
                    if session_id is not None and sid != session_id:
                        continue
                    tally, last_sid = tallies.of(sid), sid
                if tally is None:  # a session past the limit
                    tallies.past_limit += 1
                    continue
                if out_of_order and sid in out_of_order:
                    continue
                if entry.timestamp < tally.last_timestamp:
                    out_of_order.add(sid)
                    continue
                tally.add(entry)
    return tallies, out_of_order


def _past_limit(entries: int) -> str:
    return (f"the audit holds more than {MAX_SESSIONS:,} sessions, the most the gate grades "
            f"from one run; {entries:,} entries of the sessions past them were not graded")


class _Tallies(dict[str, SessionTally]):
    """The tallies of the sessions graded, at most `MAX_SESSIONS` of them: a session first
    seen past that has none, and its entries are counted in `past_limit` instead."""

    past_limit = 0

    def of(self, sid: str) -> SessionTally | None:
        found = self.get(sid)
        if found is None and len(self) < MAX_SESSIONS:
            found = self[sid] = SessionTally(sid)
        return found


def _counted_in_bulk(
    batch: PlainBatch, tallies: _Tallies, out_of_order: set[str],
    session_id: str | None,
) -> bool:
    """Count the usual batch (one session, in order, after what its session already counted)
    at once. True when the batch needs nothing more: counted, or of a session not asked for
    or already found out of order; False when its entries must be read one by one."""
    sid = batch.session_id
    if sid is None or not batch.ordered:
        return False
    if session_id is not None and sid != session_id:
        return True
    tally = tallies.of(sid)
    if tally is None:
        tallies.past_limit += len(batch.timestamps)
        return True
    if sid in out_of_order:
        return True
    if batch.timestamps[0] < tally.last_timestamp:
        return False  # one by one, where the session is found out of order
    tally.add_batch(batch)
    return True


def _regrade_sorted(
    paths: Sequence[str], sessions: set[str], session_id: str | None,
) -> dict[str, SessionTally]:
    """Second pass: hold and sort only the out-of-order sessions' entries."""
    held: dict[str, list[AuditEntry]] = {sid: [] for sid in sessions}
    already_reported = ProblemLog()  # the first pass recorded every problem
    for path in paths:
        for entry in read_entries(path, already_reported, session_id=session_id):
            bucket = held.get(entry.session_id)
            if bucket is not None:
                bucket.append(entry)
    tallies = {}
    for sid, entries in held.items():
        entries.sort(key=attrgetter("timestamp"))  # list.sort is stable, as the reference's
        tally = SessionTally(sid)
        for entry in entries:
            tally.add(entry)
        tallies[sid] = tally
    return tallies


def _problems_of(tally: ProblemTally) -> InputProblems:
    return InputProblems(
        total=tally.total,
        unreadable=tally.unreadable,
        by_kind=dict(sorted(tally.by_kind.items())),
        # A path can hold bytes that are not UTF-8 (a file name from the pull request).
        items=tuple(ProblemRecord(**{**asdict(problem), "path": replace_unsafe(problem.path)})
                    for problem in tally.samples),
    )
