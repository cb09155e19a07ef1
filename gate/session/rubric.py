"""CLEO's 5-dimension session rubric (CLEO-GRADE-SPEC 1.0.0), computed in one pass.

The reference grader (`session-grade.ts`) filters the session's entries several times over a
list it holds in memory. This tally gets the same answers from a single pass over the entries in
grading order (stable-sorted by timestamp string), keeping counters instead of entries, so a
session of a million entries costs a few hundred bytes. Where the spec's prose is loose, the
reference implementation's behaviour is the rule; each such place is commented.

Every evidence and flag string is the reference's, byte for byte: users diff them against
`cleo grade` output and grep their history for them.
"""

from __future__ import annotations

import math
from decimal import ROUND_HALF_UP, Decimal

from gate.session.models import (
    DIMENSION_FIELDS,
    DIMENSION_MAX,
    MAX_SCORE,
    Dimensions,
    DimensionScore,
    GradeResult,
    InputProblems,
    letter_for,
)
from gate.session.reading.entries import JS_WHITESPACE, AuditEntry, parse_timestamp
from gate.session.reading.fast_lines import PlainBatch, call_key

NOT_FOUND_EXIT_CODE = 4
RECOVERY_WINDOW = 4  # the reference looks at entries[errIdx + 1 : errIdx + 5]
RECOVERY_CALLS = frozenset({("tasks", "find"), ("tasks", "exists")})
MCP_GATEWAYS = frozenset({"query", "cleo_query"})
HELP_CALLS = frozenset({
    ("admin", "help"), ("tools", "skill.show"), ("tools", "skill.list"),
    ("skills", "list"), ("skills", "show"),
})
HELP_DOMAINS = frozenset(domain for domain, _ in HELP_CALLS)  # a cheap test before the pair
# The same calls as `PlainBatch.call_of` spells them, for counting a batch at once.
RECOVERY_KEYS = frozenset(call_key(*call) for call in RECOVERY_CALLS)
HELP_KEYS = frozenset(call_key(*call) for call in HELP_CALLS)
TASK_ADD, SESSION_LIST, SESSION_END = (call_key("tasks", "add"), call_key("session", "list"),
                                       call_key("session", "end"))
TASK_FIND, TASK_LIST, TASK_SHOW, TASK_EXISTS = (  # the task calls S2 and S3 count
    call_key("tasks", operation) for operation in ("find", "list", "show", "exists"))
TASK_PREFIX = call_key("tasks", "")
NO_ENTRIES_FLAG = "No audit entries found for session (use --grade flag when starting session)"


def js_round(value: float) -> int:
    """JavaScript's Math.round: halves go up (Python's round() sends them to even)."""
    return math.floor(value + 0.5)


def js_to_fixed_0(value: float) -> str:
    """JavaScript's Number.prototype.toFixed(0) for a non-negative number: exact, half up."""
    return str(Decimal(value).quantize(Decimal(1), rounding=ROUND_HALF_UP))


class SessionTally:
    """One session's counters, fed its entries in grading order by `add`."""

    def __init__(self, session_id: str) -> None:
        self.session_id = session_id
        self.entry_count = 0
        self.first_timestamp = ""  # of the first entry in grading order: the session's start
        self.last_timestamp = ""  # of the last entry in grading order: the session's end
        # S1
        self.first_session_list: str | None = None
        self.first_task_op: str | None = None
        self.session_ends = 0
        # S2
        self.finds = self.lists = self.shows = 0
        # S3
        self.adds = 0
        self.subtask_adds = 0
        self.exists_calls = 0
        self.undescribed_add_task_ids: list[str | None] = []
        # S4: one outcome per E_NOT_FOUND, in order; `pending` are those whose window is open,
        # as [index into outcomes, entries still to look at].
        self.not_found_outcomes: list[tuple[str, bool]] = []
        self.pending: list[list[int]] = []
        self.title_count = 0
        self.distinct_titles: set[str] = set()
        self.failures_without_exit_code = 0
        # S5
        self.help_calls = 0
        self.mcp_query_calls = 0

    def add(self, entry: AuditEntry) -> None:
        """Count one entry; entries must arrive in grading order."""
        if not self.entry_count:
            self.first_timestamp = entry.timestamp
        self.entry_count += 1
        self.last_timestamp = entry.timestamp
        domain, operation = entry.domain, entry.operation
        if self.pending:
            self._advance_windows(domain == "tasks" and operation in ("find", "exists"))
        if domain == "tasks":
            self._task_op(entry, operation)
        elif domain == "session":
            if operation == "list" and self.first_session_list is None:
                self.first_session_list = entry.timestamp
            elif operation == "end":
                self.session_ends += 1
        elif domain in HELP_DOMAINS and (domain, operation) in HELP_CALLS:
            self.help_calls += 1
        if entry.gateway in MCP_GATEWAYS:
            self.mcp_query_calls += 1
        if not entry.success:
            if entry.exit_code == NOT_FOUND_EXIT_CODE:
                self.pending.append([len(self.not_found_outcomes), RECOVERY_WINDOW])
                self.not_found_outcomes.append((f"{domain}.{operation}", False))
            elif entry.exit_code is None:
                self.failures_without_exit_code += 1

    def add_batch(self, batch: PlainBatch) -> None:
        """Count a batch of this session's entries, in grading order, after those already
        counted: exactly what `add` on each entry would count (a property test holds the two
        together), by kind of record instead of entry by entry.

        Most entries only add to a counter, so each kind's count is added at once; only the
        entries the rubric reads one by one (successful adds, failed calls) are visited.
        """
        keys, timestamps = batch.keys, batch.timestamps
        size = len(keys)
        if not size:
            return
        if self.pending:
            call_of = batch.call_of
            self._settle_windows([call_of[key] for key in keys[:RECOVERY_WINDOW]])
        # Each call's count, and the MCP calls, in one pass over the batch's kinds (a plain
        # dict: a missing call costs no `Counter.__missing__` call).
        counts: dict[str, int] = {}
        mcp_calls = 0
        for kind in batch.kinds.values():
            call, total = kind.call, kind.total
            counts[call] = counts.get(call, 0) + total
            if kind.gateway in MCP_GATEWAYS:
                mcp_calls += total
        self.mcp_query_calls += mcp_calls
        count = counts.get
        if self.first_session_list is None and SESSION_LIST in counts:
            self.first_session_list = timestamps[batch.first(SESSION_LIST)]
        if self.first_task_op is None:
            task_calls = [call for call in counts if call.startswith(TASK_PREFIX)]
            if task_calls:
                self.first_task_op = timestamps[min(map(batch.first, task_calls))]
        self.session_ends += count(SESSION_END, 0)
        self.finds += count(TASK_FIND, 0)
        self.lists += count(TASK_LIST, 0)
        self.shows += count(TASK_SHOW, 0)
        self.exists_calls += count(TASK_EXISTS, 0)
        self.help_calls += sum([total for call, total in counts.items() if call in HELP_KEYS])
        visited = batch.visited(TASK_ADD)
        if visited:
            added = [index for index in visited if keys[index][4]]  # the rest failed
            if added:
                self._count_adds(len(added), *batch.adds(added))
            failed = [index for index in visited if not keys[index][4]]
            if failed:
                self._count_failures(batch, failed)
        if not self.entry_count:
            self.first_timestamp = timestamps[0]
        self.entry_count += size
        self.last_timestamp = timestamps[-1]

    def _settle_windows(self, ahead: list[str]) -> None:
        """Close the recovery windows left open by earlier entries (there are some) against
        the first calls of a batch, `ahead` (`_advance_windows`, for a batch)."""
        recoveries = [call in RECOVERY_KEYS for call in ahead]
        still_open = []
        for window in self.pending:
            index, remaining = window
            if True in recoveries[:remaining]:
                name, _recovered = self.not_found_outcomes[index]
                self.not_found_outcomes[index] = (name, True)
            elif remaining > len(ahead):
                still_open.append([index, remaining - len(ahead)])
        self.pending = still_open

    def _count_failures(self, batch: PlainBatch, indexes: list[int]) -> None:
        """The failed calls of a batch, at `indexes`: each E_NOT_FOUND's window is settled by
        the calls after it in the batch, or, for the last few, left open for the next batch;
        what `add` counts of each, in one pass over them."""
        keys, size = batch.keys, len(batch.keys)
        codes = batch.exit_codes(indexes)
        self.failures_without_exit_code += codes.count(None)
        if NOT_FOUND_EXIT_CODE not in codes:
            return
        kinds = batch.kinds
        recovery = {key for key, kind in kinds.items() if kind.call in RECOVERY_KEYS}
        not_found = [index for index, code in zip(indexes, codes, strict=True)
                     if code == NOT_FOUND_EXIT_CODE]
        outcomes = [(kinds[keys[index]].name, not recovery.isdisjoint(
            keys[index + 1:index + 1 + RECOVERY_WINDOW])) for index in not_found]
        first = len(self.not_found_outcomes)
        self.not_found_outcomes += outcomes
        # Only the last few can be so near the batch's end that their window stays open.
        for offset in range(max(0, len(not_found) - RECOVERY_WINDOW), len(not_found)):
            remaining = RECOVERY_WINDOW - (size - 1 - not_found[offset])
            if remaining > 0 and not outcomes[offset][1]:
                self.pending.append([first + offset, remaining])

    def _advance_windows(self, is_recovery: bool) -> None:
        if is_recovery:
            for index, _ in self.pending:
                name, _recovered = self.not_found_outcomes[index]
                self.not_found_outcomes[index] = (name, True)
            self.pending.clear()
            return
        for window in self.pending:
            window[1] -= 1
        self.pending = [window for window in self.pending if window[1] > 0]

    def _task_op(self, entry: AuditEntry, operation: str) -> None:
        if self.first_task_op is None:
            self.first_task_op = entry.timestamp
        if operation == "find":
            self.finds += 1
        elif operation == "list":
            self.lists += 1
        elif operation == "show":
            self.shows += 1
        elif operation == "exists":
            self.exists_calls += 1
        elif operation == "add" and entry.success:  # only successful adds count (S3, S4)
            # As `PlainBatch.adds` reads a batch's adds (a property test holds the two).
            description, title = entry.description, entry.title
            self._count_adds(1, int(entry.has_parent), [entry.task_id] if description is None
                             or not description.strip(JS_WHITESPACE) else [],
                             [text] if (text := (title or "").lower().strip(JS_WHITESPACE))
                             else [])

    def _count_adds(self, adds: int, subtasks: int, undescribed_task_ids: list[str | None],
                    shown_titles: list[str]) -> None:
        """`adds` successful `tasks.add` calls, in order: how many created subtasks, the task
        ids of those without a description, and their titles as compared (lowered and trimmed
        as JavaScript does; empty ones left out)."""
        self.adds += adds
        self.subtask_adds += subtasks
        self.undescribed_add_task_ids += undescribed_task_ids
        self.title_count += len(shown_titles)
        self.distinct_titles.update(shown_titles)

    def grade(self, timestamp: str) -> GradeResult:
        """The grade of what was counted; `timestamp` is when the grading ran."""
        if self.entry_count == 0:
            return empty_session_grade(self.session_id, timestamp)
        flags: list[str] = []
        dimensions = Dimensions(
            session_discipline=self._session_discipline(flags),
            discovery_efficiency=self._discovery_efficiency(flags),
            task_hygiene=self._task_hygiene(flags),
            error_protocol=self._error_protocol(flags),
            disclosure_use=self._disclosure_use(flags),
        )
        total = sum(getattr(dimensions, name).score for name in DIMENSION_FIELDS)
        return _result(self.session_id, dimensions, flags, timestamp=timestamp,
                       entry_count=self.entry_count, total=total)

    def _session_discipline(self, flags: list[str]) -> DimensionScore:
        score, evidence = 0, []
        if self.first_session_list is not None:
            # The reference compares parsed times (Date.getTime), not strings; no task op at
            # all counts as "later" (Infinity).
            list_time = parse_timestamp(self.first_session_list)
            task_time = parse_timestamp(self.first_task_op) if self.first_task_op else None
            if task_time is None or (list_time is not None and list_time <= task_time):
                score += 10
                evidence.append("session.list called before first task op")
            else:
                flags.append("session.list called after task ops (should check sessions first)")
        else:
            flags.append("session.list never called (check existing sessions before starting)")
        if self.session_ends:
            score += 10
            evidence.append("session.end called")
        else:
            flags.append("session.end never called (always end sessions when done)")
        return DimensionScore(score=score, evidence=tuple(evidence))

    def _discovery_efficiency(self, flags: list[str]) -> DimensionScore:
        score, evidence = 0, []
        discovery_calls = self.finds + self.lists
        if discovery_calls:
            find_ratio = self.finds / discovery_calls
            if find_ratio >= 0.8:
                score += 15
                evidence.append(f"find:list ratio {js_to_fixed_0(find_ratio * 100)}% >= 80%")
            else:
                flags.append(f"tasks.list used {self.lists}x (prefer tasks.find for discovery)")
                score += js_round(15 * find_ratio)
        else:
            score += 10
            evidence.append("No discovery calls needed")
        if self.shows:
            score = min(DIMENSION_MAX, score + 5)
            evidence.append(f"tasks.show used {self.shows}x for detail")
        return DimensionScore(score=min(DIMENSION_MAX, score), evidence=tuple(evidence))

    def _task_hygiene(self, flags: list[str]) -> DimensionScore:
        score, evidence = DIMENSION_MAX, []
        for task_id in self.undescribed_add_task_ids:
            score -= 5
            flags.append(f"tasks.add without description (taskId: "
                         f"{'unknown' if task_id is None else task_id})")
        if self.subtask_adds and self.exists_calls:
            evidence.append("Parent existence verified before subtask creation")
        elif self.subtask_adds:
            flags.append("Subtasks created without tasks.exists parent check")
            score -= 3
        if self.adds and score >= DIMENSION_MAX:
            evidence.append(f"All {self.adds} tasks.add calls had descriptions")
        return DimensionScore(score=max(0, score), evidence=tuple(evidence))

    def _error_protocol(self, flags: list[str]) -> DimensionScore:
        score, evidence = DIMENSION_MAX, []
        for name, recovered in self.not_found_outcomes:
            if recovered:
                evidence.append("E_NOT_FOUND followed by recovery lookup")
            else:
                score -= 5
                flags.append(f"E_NOT_FOUND ({name}) not followed by recovery lookup")
        duplicates = self.title_count - len(self.distinct_titles)
        if duplicates:
            score -= 5
            flags.append(f"{duplicates} potentially duplicate task create(s) detected")
        unchecked = self.failures_without_exit_code
        if unchecked:
            # Not in the reference: a source without exit codes (CLEO's tasks.db) cannot show
            # an E_NOT_FOUND, so the rule is reported as unchecked rather than passed.
            evidence.append(f"E_NOT_FOUND rule not checked for {unchecked} failed call(s) "
                            "with no exit code")
        elif not self.not_found_outcomes and not duplicates:
            evidence.append("No error protocol violations")
        return DimensionScore(score=max(0, score), evidence=tuple(evidence))

    def _disclosure_use(self, flags: list[str]) -> DimensionScore:
        score, evidence = 0, []
        if self.help_calls:
            score += 10
            evidence.append(f"Progressive disclosure used ({self.help_calls}x)")
        else:
            flags.append("No admin.help or skill lookup calls (load ct-cleo for guidance)")
        if self.mcp_query_calls:
            score += 10
            evidence.append(f"cleo_query (MCP) used {self.mcp_query_calls}x")
        else:
            flags.append("No MCP query calls (prefer cleo_query over CLI for programmatic access)")
        return DimensionScore(score=score, evidence=tuple(evidence))


def empty_session_grade(session_id: str, timestamp: str) -> GradeResult:
    """A session with no entries: zero everywhere and the one flag the spec names."""
    zero = DimensionScore(score=0)
    dimensions = Dimensions(session_discipline=zero, discovery_efficiency=zero,
                            task_hygiene=zero, error_protocol=zero, disclosure_use=zero)
    return _result(session_id, dimensions, [NO_ENTRIES_FLAG], timestamp=timestamp,
                   entry_count=0, total=0)


def _result(
    session_id: str, dimensions: Dimensions, flags: list[str], *, timestamp: str,
    entry_count: int, total: int,
) -> GradeResult:
    percent = js_round(total / MAX_SCORE * 100)
    return GradeResult(
        session_id=session_id, total_score=total, dimensions=dimensions, flags=tuple(flags),
        timestamp=timestamp, entry_count=entry_count, percent=percent,
        letter=letter_for(percent), input_problems=InputProblems(),
    )


#: Which dimension raised each flag, by the flag's fixed opening words. CLEO's result keeps
#: flags in one list; reports show each under its dimension. Flags of CLEO versions that this
#: table does not know fall under no dimension and are shown apart, never dropped.
FLAG_DIMENSIONS: tuple[tuple[str, str], ...] = (
    ("session.list ", "session_discipline"),
    ("session.end ", "session_discipline"),
    ("tasks.list used ", "discovery_efficiency"),
    ("tasks.add without description", "task_hygiene"),
    ("Subtasks created without", "task_hygiene"),
    ("E_NOT_FOUND (", "error_protocol"),
    ("No admin.help or skill lookup", "disclosure_use"),
    ("No MCP query calls", "disclosure_use"),
)
DUPLICATE_FLAG_SUFFIX = " potentially duplicate task create(s) detected"


def dimension_of_flag(flag: str) -> str | None:
    """The snake_case dimension that raised `flag`, or None for a session-wide flag."""
    if flag.endswith(DUPLICATE_FLAG_SUFFIX):
        return "error_protocol"
    return next((dim for prefix, dim in FLAG_DIMENSIONS if flag.startswith(prefix)), None)
