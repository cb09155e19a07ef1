"""What a reader is told a run ended as: one display state, derived here and nowhere else.

A verdict's state (pass, fail, inconclusive) says what the gate found; the exit code says what
the job does about it (`check_state.exit_code`). A reader needs both at once: "below the bar, not
enforced" is a green job with a failed check; "no verdict, the input could not be graded" is
an exit 2 whatever the bars said. The comment's headline, the check run's title and
conclusion, the commit status, the log's summary line, the runner's annotation and the CLI's
warnings all show this one state, so they cannot disagree about a run.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from gate.core.errors import ExitCode
from gate.report.check_state import Checked, CheckState, Found, exit_code

if TYPE_CHECKING:  # the whole report imports the docs grading; `session` shows one check
    from gate.report.grade_json import GateReport

DisplayState = Literal["passed", "below_bar_not_enforced", "inconclusive_not_enforced",
                       "below_bar", "inconclusive", "bad_input", "internal_error"]
#: The display states of a job that exits 0 although a check did not pass.
NOT_ENFORCED: frozenset[DisplayState] = frozenset({"below_bar_not_enforced",
                                                   "inconclusive_not_enforced"})


def display_state(state: CheckState, exit_code: int,
                  findings: Iterable[Found] = ()) -> DisplayState:
    """The display state of a check or a run: its state, the exit code that followed
    (`gate.report.check_state.exit_code`), and the findings that decided that code."""
    if exit_code == ExitCode.INCONCLUSIVE and any(f.kind == "internal" for f in findings):
        return "internal_error"
    if exit_code == ExitCode.BAD_INPUT:
        return "bad_input"
    if exit_code == ExitCode.PASSED:
        return "passed" if state == "pass" else \
            "below_bar_not_enforced" if state == "fail" else "inconclusive_not_enforced"
    return "below_bar" if exit_code == ExitCode.BELOW_THRESHOLD else "inconclusive"


def run_display_state(report: GateReport) -> DisplayState:
    """The display state of a whole run, from its report."""
    findings = (*report.findings, *report.session.findings, *report.docs.findings)
    return display_state(report.verdict.state, report.verdict.exit_code, findings)


@dataclass(frozen=True)
class Shown:
    """What a command that grades one check ends with: the contract's exit code and the
    display state that goes with it, decided together so no command pairs them itself."""

    exit_code: int
    state: DisplayState

    @property
    def not_enforced(self) -> bool:
        return self.state in NOT_ENFORCED


def check_shown(check: Checked, findings: Iterable[Found] = ()) -> Shown:
    """A single check's exit code (`gate.report.check_state.exit_code`) and display state, for
    the commands that grade one check (`docs`, `session`)."""
    found = tuple(findings)
    code = exit_code(check.state, check.enforced, found)
    return Shown(code, display_state(check.state, code, found))


def run_shown(report: GateReport) -> Shown:
    """A whole run's exit code, as its verdict decided it, and its display state."""
    return Shown(report.verdict.exit_code, run_display_state(report))
