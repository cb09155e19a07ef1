"""Signs that a self-reported audit was edited after its session, one at a time: an honest log
raises none, and each edit raises its own."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

from gate.session.tampering import CommitTimes, tampering_signs

SESSION = "ses_1"
HEAD = CommitTimes(head=datetime(2026, 11, 18, 9, 20, tzinfo=UTC), span=timedelta(0))


def line(minute: int, operation: str = "find", domain: str = "tasks", hour: int = 9) -> str:
    return json.dumps({"timestamp": f"2026-11-18T{hour:02}:{minute:02}:00.000Z",
                       "sessionId": SESSION, "domain": domain, "operation": operation,
                       "params": {}, "result": {"success": True, "exitCode": 0,
                                                "duration": 1}}) + "\n"


def signs(tmp_path: Path, *lines: str, times: CommitTimes = HEAD) -> list[str]:
    audit = tmp_path / "audit.jsonl"
    audit.write_text("".join(lines))
    return [doubt.why for doubt in tampering_signs([str(audit)], [SESSION], times)]


def test_an_honest_session_raises_no_sign(tmp_path: Path) -> None:
    assert signs(tmp_path, line(1, "list", "session"), line(2), line(3, "show"),
                 line(4, "end", "session")) == []


def test_an_entry_after_the_session_ended(tmp_path: Path) -> None:
    (why,) = signs(tmp_path, line(1), line(2, "end", "session"), line(3, "show"))
    assert why == (f"session {SESSION} has 1 entry timed after its own session.end: the "
                   "session was extended after it ended")


def test_an_entry_after_the_head_commit_was_made(tmp_path: Path) -> None:
    (why,) = signs(tmp_path, line(1), line(30))
    assert "1 entry timed after the head commit was made" in why


def test_a_clock_a_few_minutes_off_is_no_sign(tmp_path: Path) -> None:
    assert signs(tmp_path, line(1), line(24)) == []


def test_an_entry_out_of_order(tmp_path: Path) -> None:
    (why,) = signs(tmp_path, line(5), line(6), line(2, "show"))
    assert "1 entry earlier than the entry before it" in why


def test_a_repeated_entry(tmp_path: Path) -> None:
    (why,) = signs(tmp_path, line(1), line(2), line(2))
    assert "holds 1 entry repeated exactly" in why


def test_a_pause_longer_than_the_commits_span(tmp_path: Path) -> None:
    (why,) = signs(tmp_path, line(1, hour=6), line(2, hour=9))
    assert "resumes after a pause of 3.0 h, longer than the pull request's commits span" in why


def test_a_pause_within_the_commits_span_is_no_sign(tmp_path: Path) -> None:
    spread = CommitTimes(head=HEAD.head, span=timedelta(hours=4))
    assert signs(tmp_path, line(1, hour=6), line(2, hour=9), times=spread) == []


def test_other_sessions_are_not_looked_at(tmp_path: Path) -> None:
    other = line(2).replace(SESSION, "ses_other")
    assert signs(tmp_path, line(1), other, other) == []
