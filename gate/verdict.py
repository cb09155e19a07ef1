"""Pass or fail: the two grades against their bars, and the exit code that follows.

Each check decides alone. The docs check uses SignalForge's thresholds and switch
(`grade.min_pass_rate`, `grade.min_mean_score`, `grade.fail_on_below_threshold`); the session
check has its own (`gate.session.min_percent`, `gate.session.fail_on_below_threshold`), because
a team may want to see session discipline long before it blocks on it. A check with nothing to
grade passes, unless `gate.session.required` says the session audit must be there.
"""

from __future__ import annotations

from collections.abc import Sequence

from gate.config import GateConfig
from gate.errors import ExitCode, GateError
from gate.report import DocsSection, SessionSection, Verdict
from gate.session.models import GradeResult


def session_reasons(session: SessionSection) -> list[str]:
    if not session.graded:
        return ["no session audit was found, and gate.session.required is set"] \
            if session.required else []
    return [f"session {grade.session_id}: {grade.total_score}/{grade.max_score} "
            f"({grade.letter}) is below the minimum of {session.min_percent}%"
            for grade in session.grades if not session_passes(grade, session.min_percent)]


def session_passes(grade: GradeResult, min_percent: int) -> bool:
    return grade.percent >= min_percent


def docs_reasons(docs: DocsSection) -> list[str]:
    report = docs.report
    if report is None:
        return []
    min_pass_rate, min_mean = report.thresholds
    reasons: list[str] = []
    if not report.results:  # files with nothing gradable pass; the report's notes say why
        return reasons
    if not report.scored:
        reasons.append("drafted docs: no pair could be graded")
    else:
        if report.pass_rate < min_pass_rate:
            reasons.append(f"drafted docs: pass rate {report.pass_rate:.0%} is below "
                           f"{min_pass_rate:.0%}")
        if report.mean_score < min_mean:
            reasons.append(f"drafted docs: mean score {report.mean_score:.2f} is below "
                           f"{min_mean:.2f}")
    return reasons


def decide(session: SessionSection, docs: DocsSection, config: GateConfig,
           failures: Sequence[GateError] = ()) -> Verdict:
    """The verdict. A failure to grade (bad input: 2; an outside service: 3) outranks the
    grades, since no verdict was reached; otherwise an enforced check below its bar is 1."""
    session_failures, docs_failures = session_reasons(session), docs_reasons(docs)
    enforced = bool((session_failures and config.gate.session.fail_on_below_threshold)
                    or (docs_failures and config.grade.fail_on_below_threshold))
    reasons = session_failures + docs_failures + _incomplete(docs)
    if failures:
        code = max(int(failure.exit_code) for failure in failures)
        return Verdict(passed=False, enforced=enforced, exit_code=code,
                       reasons=(*(failure.render() for failure in failures), *reasons))
    passed = not session_failures and not docs_failures
    if passed and not reasons:
        reasons = ["every graded check met its bar"] if session.graded or docs.graded else \
            ["nothing to grade: no session audit and no drafted docs in this change"]
    elif not passed and not enforced:
        reasons.append("not enforced: the check reports but does not fail "
                       "(set fail_on_below_threshold to block merging)")
    code = ExitCode.BELOW_THRESHOLD if enforced else ExitCode.PASSED
    return Verdict(passed=passed, enforced=enforced, exit_code=int(code), reasons=tuple(reasons))


def _incomplete(docs: DocsSection) -> list[str]:
    """A grade computed on part of the pairs says so, even when that part passes."""
    report = docs.report
    if report is None or report.aggregate_complete:
        return []
    ungraded = sum(r.score is None for r in report.results)
    return [f"drafted docs: incomplete, {ungraded} of {len(report.results)} pairs could not "
            "be graded; the rates count the graded ones only"]
