"""The verdict: each check's state, the run's state, and the one exit code that follows.

Each check decides alone. The docs check uses SignalForge's thresholds and switch
(`grade.min_pass_rate`, `grade.min_mean_score`, `grade.fail_on_below_threshold`); the session
check has its own (`gate.session.min_percent`, `gate.session.fail_on_below_threshold`), because
a team may want to see session discipline long before it blocks on it. A check with nothing to
grade passes, unless `gate.session.required` says the session audit must be there.

A grade with missing pieces (docs pairs with `score: null`, audit records or files that could
not be read, a judge outage, a spent budget) is judged over the range those pieces could take:
`pass` only if it would pass had every missing piece failed, `fail` only if it would fail had
every missing piece passed, otherwise `inconclusive`. An inconclusive check never passes an
enforced bar. `grade.require_complete: false` is the user's explicit choice to grade the docs
on the pairs that came back; the report still says the grade is partial.

Drafted text that addresses the grader (`gate.docs.addressing`) in a form that cannot be
innocent (an envelope tag, a chat turn, hidden or encoded text) is an attempt to talk the
grade up, not a weak description: with `gate.docs.addressing_judge: fail` (the default) it
fails the docs check whatever the pass rate, and the first reason names the file, the line and
the phrase. Anything else found is marked (withheld from the judge, earning nothing), and the
bar alone decides, as it does for everything in `flag` mode.

Everything here is pure: sections and configuration in, a `Verdict` out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from gate.configure.config import GateConfig, GradeConfig
from gate.configure.gate_settings import AddressingMode, SessionSettings
from gate.configure.session_bar import configured
from gate.core.errors import GateError, InternalError, MissingPiece, ServiceError
from gate.core.scores.bars import bar_misses
from gate.core.scores.near_bar import NearBarRange
from gate.report.check_sections import (
    CheckVerdict,
    Finding,
    FindingKind,
    SessionSection,
)
from gate.report.check_state import (
    CheckState,
    SessionCheck,
    combine,
    exit_code,
    judge_sessions,
)

if TYPE_CHECKING:  # the whole report's models import the docs grading; `session` needs none
    from gate.report.grade_json import DocsSection, Verdict


def finding(error: GateError) -> Finding:
    """A gate error as a finding of the report: where, why, the fix, and its kind."""
    kind: FindingKind = "internal" if isinstance(error, InternalError) else \
        "service" if isinstance(error, ServiceError) else \
        "missing" if isinstance(error, MissingPiece) else "input"
    return Finding(kind=kind, file=error.path, line=error.line, why=error.message,
                   fix=error.remediation)


def judged_over_range(worst_passes: bool, best_passes: bool) -> CheckState:
    """The state of a bar whose missing pieces could have gone either way."""
    if worst_passes:
        return "pass"
    return "inconclusive" if best_passes else "fail"


# --- Session ---------------------------------------------------------------------------------


def session_verdict(session: SessionSection, settings: SessionSettings) -> CheckVerdict:
    """The session check (`gate.report.check_state.judge_sessions`) as the report holds it."""
    return as_verdict(judge_sessions(session.graded, session.grades, session.findings,
                                     configured(settings)))


def as_verdict(check: SessionCheck) -> CheckVerdict:
    """The session check as the report holds it."""
    return CheckVerdict(state=check.state, enforced=check.enforced, graded=check.graded,
                        missing=check.missing, reasons=check.reasons)


# --- Docs ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PairCounts:
    total: int
    scored: int
    passes: int
    score_sum: float

    @property
    def missing(self) -> int:
        return self.total - self.scored


def docs_verdict(docs: DocsSection, grade: GradeConfig,
                 addressing: AddressingMode = "fail") -> CheckVerdict:
    enforced = grade.fail_on_below_threshold
    report = docs.report
    # Only a form that cannot be innocent fails the check by itself; what is marked was
    # withheld from the judge and earns nothing, and the grade decides.
    attempts = [f for f in docs.findings
                if f.kind == "addresses_judge" and f.effect != "marked"]
    if report is None:
        if docs.findings:
            return CheckVerdict(state="inconclusive", enforced=enforced, graded=0,
                                missing=len(docs.findings), reasons=(
                                    "drafted docs: INCONCLUSIVE, they could not be graded "
                                    f"({docs.findings[0].why.rstrip('.')})",))
        return CheckVerdict(state="pass", enforced=enforced, graded=0, missing=0)
    # A service finding beside a report explains its ungraded pairs, already counted; text that
    # addresses the grader was scored (0) or judged, so nothing of it is missing.
    unread = [f for f in docs.findings if f.kind not in ("service", "addresses_judge")]
    scores = [r.score for r in report.results if r.score is not None]
    counts = PairCounts(len(report.results), len(scores),
                        sum(r.passed for r in report.results if r.score is not None),
                        sum(scores))
    min_pass_rate, min_mean = report.thresholds
    reasons: list[str] = []
    if counts.total == 0 and not unread and not (attempts and addressing == "fail"):
        return CheckVerdict(state="pass", enforced=enforced, graded=0, missing=0)
    if counts.total == 0:  # every drafted file was unreadable: nothing to judge a range over
        state: CheckState = "inconclusive"
    elif not grade.require_complete:
        state = _partial_state(counts, min_pass_rate, min_mean, reasons)
    else:
        state = _ranged_state(counts, min_pass_rate, min_mean, reasons)
        if unread and state != "fail":
            state = "inconclusive"
    if unread:
        reasons.append(f"drafted docs: {len(unread)} file(s) could not be read, so their "
                       "pairs were not graded")
    if attempts and addressing == "fail":
        state = "fail"  # whatever the pass rate: the attempt is the failure, named first
        reasons.insert(0, attempt_reason(attempts))
        reasons += addressing_reasons([f for f in docs.findings if f.effect == "marked"])
    else:
        reasons += addressing_reasons(docs.findings)
    if report.close_call and report.near_bar_range is not None:
        reasons.append(close_call_reason(report.near_bar_range))
    return CheckVerdict(state=state, enforced=enforced, graded=counts.scored,
                        missing=counts.missing + len(unread), reasons=tuple(reasons),
                        close_call=report.close_call, near_bar_range=report.near_bar_range)


def close_call_reason(allowed: NearBarRange) -> str:
    """A close call in words: how many pairs, and the range of the figures they allow."""
    low_rate, high_rate = allowed.pass_rate
    low_mean, high_mean = allowed.mean_score
    return (f"drafted docs: close call, the judge's first answers put the outcome within its "
            f"noise; {allowed.pairs} pair(s) now lie within {allowed.margin:g} of their pass "
            f"mark, so the pass rate could be {low_rate:.0%}–{high_rate:.0%} and the mean "
            f"{low_mean:.2f}–{high_mean:.2f}")


def addressing_reasons(findings: Sequence[Finding]) -> list[str]:
    """One line, when drafted text addresses the grader: how many artifacts, and the first."""
    caught = [f for f in findings if f.kind == "addresses_judge"]
    if not caught:
        return []
    first = caught[0]
    where = f"{first.file}:{first.line}" if first.line else first.file or "?"
    more = f" (and {len(caught) - 1} more, listed in grade.json)" if len(caught) > 1 else ""
    return [f"drafted docs: {len(caught)} artifact(s) address the grader; {where}: "
            f"{first.why}{more}"]


def attempt_reason(attempts: Sequence[Finding]) -> str:
    """The first reason of a docs check failed by an attempt: where, and the phrase."""
    first = attempts[0]
    where = f"{first.file}:{first.line}" if first.line else first.file or "?"
    more = f" (and {len(attempts) - 1} more artifact(s), listed in grade.json)" \
        if len(attempts) > 1 else ""
    return (f"drafted docs: FAIL, {where}: {first.why.rstrip('.')}{more}; text written to the "
            "grader fails the docs check whatever the pass rate "
            "(gate.docs.addressing_judge: fail)")


def _ranged_state(counts: PairCounts, min_pass_rate: float, min_mean: float,
                  reasons: list[str]) -> CheckState:
    """The three-state rule: the missing pairs counted as all failed (score 0), then as all
    passed (score 1)."""
    total, missing = counts.total, counts.missing
    if not missing:
        misses = bar_misses(counts.passes / total, counts.score_sum / total, min_pass_rate,
                             min_mean)
        reasons += [f"drafted docs: {miss}" for miss in misses]
        return "fail" if misses else "pass"
    worst = bar_misses(counts.passes / total, counts.score_sum / total, min_pass_rate,
                        min_mean)
    best = bar_misses((counts.passes + missing) / total, (counts.score_sum + missing) / total,
                       min_pass_rate, min_mean)
    state = judged_over_range(not worst, not best)
    if state == "fail":
        reasons += [f"drafted docs: {miss}, even if the {missing} ungraded pair(s) had all "
                    "passed" for miss in best]
    reasons.append(incomplete_reason(counts.missing, counts.total, state))
    return state


def _partial_state(counts: PairCounts, min_pass_rate: float, min_mean: float,
                   reasons: list[str]) -> CheckState:
    """`require_complete: false`: the pairs that came back decide, as the user chose."""
    if not counts.scored:
        reasons.append("drafted docs: INCONCLUSIVE, no pair could be graded")
        return "inconclusive"
    misses = bar_misses(counts.passes / counts.scored, counts.score_sum / counts.scored,
                         min_pass_rate, min_mean)
    reasons += [f"drafted docs: {miss}" for miss in misses]
    if counts.missing:
        reasons.append(f"drafted docs: partial, {counts.missing} of {counts.total} pairs could "
                       "not be graded; grade.require_complete is false, so the graded ones "
                       "decide")
    return "fail" if misses else "pass"


def incomplete_reason(missing: int, total: int, state: CheckState) -> str:
    """Why a grade with ungraded pairs ended where it did, in words."""
    why = {"pass": "it meets the bar even if all of them failed",
           "fail": "it misses the bar even if all of them passed",
           "inconclusive": "the bar is met if they pass and missed if they fail, so the gate "
                           "cannot tell (INCONCLUSIVE)"}[state]
    return (f"drafted docs: incomplete, {missing} of {total} pairs could not be graded; "
            f"{why}")


# --- The run ---------------------------------------------------------------------------------


def decide(session: SessionSection, docs: DocsSection, config: GateConfig,
           failures: Sequence[GateError] = (), after: Sequence[GateError] = ()) -> Verdict:
    """The verdict of a run. `failures` are what kept the run from grading at all (the
    configuration could not be read, an internal error); both checks are then inconclusive,
    and an unknown bar counts as enforced, so the gate fails closed. `after` are errors once
    the grades existed (a bug while publishing): they leave the states alone but not the exit
    code."""
    run_findings = [finding(f) for f in failures]
    if run_findings:
        why = failures[0].message.rstrip(".")
        blocked = CheckVerdict(state="inconclusive", enforced=True, graded=0, missing=0,
                               reasons=(f"INCONCLUSIVE: no grade was reached ({why})",))
        session_check = docs_check = blocked
    else:
        session_check = session_verdict(session, config.gate.session)
        docs_check = docs_verdict(docs, config.grade, config.gate.docs.addressing_judge)
    checks = (session_check, docs_check)
    state = combine(c.state for c in checks)
    enforced_state = combine(c.state for c in checks if c.enforced)
    enforced = any(c.enforced for c in checks)
    findings = [*run_findings, *session.findings, *docs.findings, *map(finding, after)]
    code = exit_code(enforced_state, enforced, findings)
    reasons = [f.render() for f in (*failures, *after)]
    reasons += [_render(f) for f in (*session.findings, *docs.findings)
                if f.kind != "addresses_judge"]  # one line for them all, in the docs reasons
    if not run_findings:
        reasons += [*session_check.reasons, *docs_check.reasons]
    reasons += _closing(state, checks, session, docs)
    from gate.report.grade_json import Verdict  # noqa: PLC0415 - see the imports above

    return Verdict(state=state, passed=state == "pass", enforced=enforced, exit_code=code,
                   reasons=tuple(dict.fromkeys(reasons)), session=session_check,
                   docs=docs_check)


def _render(item: Finding) -> str:
    return GateError(item.why, remediation=item.fix, path=item.file, line=item.line).render() \
        if item.kind != "internal" else InternalError(item.why, remediation=item.fix).render()


#: The checks in the order `decide` holds them, each with the setting that enforces it.
CHECK_SWITCHES = (("session", "gate.session.fail_on_below_threshold"),
                  ("docs", "grade.fail_on_below_threshold"))


def _closing(state: CheckState, checks: Sequence[CheckVerdict], session: SessionSection,
             docs: DocsSection) -> list[str]:
    if state == "pass":
        if session.graded or docs.graded:
            return ["every graded check met its bar"]
        return ["nothing to grade: no session audit and no drafted docs in this change"]
    # Named, because one check may be enforced and the other not: "the check does not fail"
    # would leave the reader to guess which.
    lines = []
    for (name, switch), check in zip(CHECK_SWITCHES, checks, strict=True):
        if check.state == "pass" or check.enforced:
            continue
        if check.state == "fail":
            lines.append(f"not enforced: the {name} check reports but does not fail "
                         f"(set {switch} to block merging)")
        else:
            lines.append(f"not enforced: the {name} check's INCONCLUSIVE is reported as a "
                         f"warning and does not fail the job (set {switch} to block merging)")
    return lines
