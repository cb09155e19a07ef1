"""The provenance checks on their own: trailers, the commit window, which session is graded."""

from __future__ import annotations

from datetime import UTC, datetime

from gate.session.grader import grade_sessions
from gate.session.provenance import (
    Choice,
    CommitFacts,
    PullFacts,
    SessionSeen,
    assess,
    audit_sources,
    commit_window,
    outside_window,
    trailer_claim,
)
from tests.conftest import FIXTURES

NOON = datetime(2026, 11, 18, 12, 0, tzinfo=UTC)
PERFECT = str(FIXTURES / "cleo" / "perfect.json")  # sessions ses_A and ses_OTHER


def facts(message: str = "Docs", sha: str = "a" * 40) -> CommitFacts:
    return CommitFacts(sha, NOON, NOON, message)


def test_a_trailer_counts_only_in_the_last_paragraph_and_the_newest_commit_wins() -> None:
    assert trailer_claim([facts("CLEO-Session: ses_x\n\nBody")]) is None
    older, newer = facts("A\n\ncleo-session: ses_old", "1" * 40), facts("B", "2" * 40)
    assert trailer_claim([older, newer]).session_id == "ses_old"  # type: ignore[union-attr]
    newest = facts("C\n\nSigned-off-by: x\nCLEO-Session:  ses_new  ", "3" * 40)
    claim = trailer_claim([older, newer, newest])
    assert claim is not None
    assert (claim.session_id, claim.commit) == ("ses_new", "3" * 40)


def seen(first: str, last: str) -> SessionSeen:
    return SessionSeen(session_id="ses", entries=2, first_timestamp=first, last_timestamp=last,
                       graded=True)


def test_a_session_is_outside_the_window_only_when_wholly_past_the_slack() -> None:
    window = commit_window([facts()])
    assert window is not None
    assert outside_window(seen("2026-11-17T12:30:00Z", "2026-11-18T11:00:00Z"), window) is None
    assert outside_window(seen("2026-11-10T09:00:00Z", "2026-11-17T12:30:00Z"), window) is None
    before = outside_window(seen("2026-11-10T09:00:00Z", "2026-11-17T11:59:00Z"), window)
    assert before is not None
    assert "more than 24 hours before" in before
    after = outside_window(seen("2026-11-19T12:01:00Z", "2026-11-19T13:00:00Z"), window)
    assert after is not None
    assert "more than 24 hours after" in after


def test_outside_a_pull_request_there_is_no_check_and_the_source_is_the_checkout() -> None:
    grading = grade_sessions([PERFECT], timestamp="t")
    sources = audit_sources(["perfect.json"], None, from_input=False)
    result = assess(grading, sources, None, Choice(None, "", "latest", require_trailer=True))
    assert sources[0].origin == "workspace"
    assert result.doubts == ()
    assert [s.session_id for s in result.provenance.sessions] == ["ses_A", "ses_OTHER"]


def test_in_a_pull_request_whose_commits_cannot_be_listed_a_required_trailer_is_a_doubt(
) -> None:
    grading = grade_sessions([PERFECT], timestamp="t")
    pull = PullFacts("b" * 40, "h" * 40, frozenset({"perfect.json"}), None)
    sources = audit_sources(["perfect.json"], pull, from_input=False)
    loose = assess(grading, sources, pull, Choice(None, "", "latest", require_trailer=False))
    assert loose.doubts == ()
    assert "commits could not be listed" in loose.provenance.notes[0]
    strict = assess(grading, sources, pull, Choice(None, "", "latest", require_trailer=True))
    (doubt,) = strict.doubts
    assert "could not be checked" in doubt.why


def test_a_merge_queue_run_lists_no_commits_and_leaves_the_trailer_to_the_pull_request(
) -> None:
    grading = grade_sessions([PERFECT], timestamp="t")
    queue = PullFacts("b" * 40, "h" * 40, frozenset(), None, pull_request=False)
    sources = audit_sources(["perfect.json"], queue, from_input=False)
    result = assess(grading, sources, queue, Choice(None, "", "latest", require_trailer=True))
    assert result.doubts == ()
    assert any("merge queue" in note for note in result.provenance.notes)
