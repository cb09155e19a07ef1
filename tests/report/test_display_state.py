"""The one display state of a run (`gate.report.display_state`): every pair of a state and an
exit code the verdict can produce, and the findings that change what the code means."""

from __future__ import annotations

import pytest

from gate.report.check_state import exit_code
from gate.report.display_state import NOT_ENFORCED, check_shown, display_state
from gate.report.grade_json import CheckVerdict, Finding

INTERNAL = Finding(kind="internal", why="a bug", fix="report it")
UNREADABLE = Finding(kind="input", file="audit.jsonl", line=3, why="not JSON", fix="fix it")


@pytest.mark.parametrize(("state", "enforced", "findings", "shown"), [
    ("pass", True, (), "passed"),
    ("pass", False, (), "passed"),
    ("fail", True, (), "below_bar"),
    ("fail", False, (), "below_bar_not_enforced"),
    ("inconclusive", True, (), "inconclusive"),
    ("inconclusive", False, (), "inconclusive_not_enforced"),
    ("pass", False, (UNREADABLE,), "bad_input"),
    ("fail", True, (UNREADABLE,), "bad_input"),
    ("pass", False, (INTERNAL,), "internal_error"),
    ("inconclusive", True, (INTERNAL, UNREADABLE), "internal_error"),
])
def test_the_display_state_follows_the_exit_code_the_verdict_decides(
        state, enforced, findings, shown) -> None:
    code = exit_code(state, enforced, findings)
    assert display_state(state, code, findings) == shown
    assert (code == 0) == (shown == "passed" or shown in NOT_ENFORCED)
    # A command that grades one check is told both at once, never pairing them itself.
    check = CheckVerdict(state=state, enforced=enforced, graded=1, missing=0)
    told = check_shown(check, findings)
    assert (told.exit_code, told.state) == (code, shown)
    assert told.not_enforced == (shown in NOT_ENFORCED)
