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

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from gate.configure.config import GateConfig, GradeConfig
from gate.configure.gate_settings import AddressingMode, SessionSettings
from gate.core.bars import NearBarRange, bar_misses, meets
from gate.core.errors import ExitCode, GateError, InternalError, MissingPiece, ServiceError
from gate.report.check_sections import (
    CheckState,
    CheckVerdict,
    Finding,
    FindingKind,
    SessionSection,
)
from gate.session.limits import MAX_SESSIONS
from gate.session.models import GradeResult

if TYPE_CHECKING:  # the whole report's models import the docs grading; `session` needs none
    from gate.report.grade_json import DocsSection, Verdict

#: Input problems that lose an audit record (the others normalise a field and keep it). A lost
#: record could have changed the session's score either way, so it is a missing piece.
LOST_RECORD_KINDS = frozenset({"bad_json", "not_object", "bad_session_id", "bad_domain",
                               "bad_operation", "bad_timestamp", "truncated", "not_audit_log",
                               "too_large"})
#: More sessions than the gate grades: those past the limit are missing pieces.
TOO_MANY_SESSIONS = "too_many_sessions"
STATE_WORDS: dict[CheckState, str] = {"pass": "PASS", "fail": "FAIL",
                                      "inconclusive": "INCONCLUSIVE"}


def finding(error: GateError) -> Finding:
    """A gate error as a finding of the report: where, why, the fix, and its kind."""
    kind: FindingKind = "internal" if isinstance(error, InternalError) else \
        "service" if isinstance(error, ServiceError) else \
        "missing" if isinstance(error, MissingPiece) else "input"
    return Finding(kind=kind, file=error.path, line=error.line, why=error.message,
                   fix=error.remediation)


def combine(states: Iterable[CheckState]) -> CheckState:
    """Several states as one: a certain failure wins, then any doubt, else pass."""
    seen = set(states)
    return "fail" if "fail" in seen else "inconclusive" if "inconclusive" in seen else "pass"


def judged_over_range(worst_passes: bool, best_passes: bool) -> CheckState:
    """The state of a bar whose missing pieces could have gone either way."""
    if worst_passes:
        return "pass"
    return "inconclusive" if best_passes else "fail"


# --- Session ---------------------------------------------------------------------------------


def lost_records(grade: GradeResult) -> int:
    return sum(count for kind, count in grade.input_problems.by_kind.items()
               if kind in LOST_RECORD_KINDS)


def session_verdict(session: SessionSection, settings: SessionSettings) -> CheckVerdict:
    enforced = settings.fail_on_below_threshold
    unread = [f for f in session.findings if f.kind != "provenance"]
    doubts = [f for f in session.findings if f.kind == "provenance"]
    if not session.graded and unread:
        return CheckVerdict(state="inconclusive", enforced=enforced, graded=0,
                            missing=len(unread), reasons=(
                                "session audit: INCONCLUSIVE, the audit could not be read "
                                f"({unread[0].why.rstrip('.')})",))
    if not session.grades and doubts:
        return CheckVerdict(state="inconclusive", enforced=enforced, graded=0,
                            missing=len(doubts), reasons=(
                                f"session audit: INCONCLUSIVE, {doubts[0].why.rstrip('.')}",))
    if not session.grades:
        if settings.required:
            return CheckVerdict(state="fail", enforced=enforced, graded=0, missing=0, reasons=(
                "no session audit was found, and gate.session.required is set",))
        return CheckVerdict(state="pass", enforced=enforced, graded=0, missing=0)
    states: list[CheckState] = []
    reasons: list[str] = []
    for grade in session.grades:
        lost = lost_records(grade)
        meets_bar = meets(grade.percent, settings.min_percent)
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
                               f"{settings.min_percent}%")
    too_many = any(TOO_MANY_SESSIONS in grade.input_problems.by_kind for grade in session.grades)
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
    missing = sum(lost_records(g) for g in session.grades) + len(unread) + too_many + len(doubts)
    return CheckVerdict(state=combine(states), enforced=enforced, graded=len(session.grades),
                        missing=missing, reasons=tuple(reasons))


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


def exit_code(state: CheckState, enforced: bool, findings: Sequence[Finding] = ()) -> int:
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


def in_words(check: CheckVerdict) -> str:
    """A check's state in words, for reports read by people: `INCONCLUSIVE: why; why`."""
    words = STATE_WORDS[check.state]
    return f"{words}: {'; '.join(check.reasons)}" if check.reasons else words
