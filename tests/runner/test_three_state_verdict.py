"""The three-state verdict: pass only if the bar is met whatever the missing pieces were, fail
only if it is missed whatever they were, otherwise inconclusive; and the one exit code each
combination of states, enforcement and findings leads to."""

from __future__ import annotations

import hashlib
import re
from dataclasses import replace

import pytest

from gate.configure.config import GateConfig, GradeConfig, defaults
from gate.configure.gate_settings import SessionSettings
from gate.core.errors import InputError, InternalError
from gate.core.scores.stars import stars
from gate.docs.models import GradingReport, GradingResult
from gate.publishing.render import docs_block
from gate.report.check_state import exit_code
from gate.report.grade_json import CheckState, DocsSection, Finding, SessionSection, read_report
from gate.report.verdict import decide, docs_verdict, session_verdict
from gate.session.grader import grade_sessions
from gate.session.models import GradeResult, InputProblems, letter_for
from tests.conftest import EXAMPLE
from tests.fakes.github_api import FakeGitHub
from tests.fakes.messages_api import FakeMessagesAPI, Status, judge_responder, last_user_text
from tests.runner.conftest import BASE_SHA, REPO, assert_valid_grade_json

DEMO_GRADE = grade_sessions([str(EXAMPLE / ".cleo" / "audit-log.jsonl")]).results[0]


def grade_of(percent: int) -> GradeResult:
    return replace(DEMO_GRADE, percent=percent, total_score=percent,
                   letter=letter_for(percent))


def pair(index: int, score: float | None, passed: bool = False) -> GradingResult:
    return GradingResult(artifact_id=f"a{index}", criterion_id="clarity", score=score,
                         passed=passed, kind="column_description", file="models/x.yml",
                         degraded="call_failed" if score is None else None)


def docs(scores: list[float | None], thresholds: tuple[float, float] = (0.7, 0.5),
         findings: tuple[Finding, ...] = ()) -> DocsSection:
    """A docs grade: a score of at least 0.5 passes its pair, None is an ungraded pair."""
    results = tuple(pair(i, s, s is not None and s >= 0.5) for i, s in enumerate(scores))
    report = GradingReport(tool="signalforge-gate", tool_version="0", run_id="r", timestamp="t",
                           duration_seconds=0.0, judge="anthropic", model="m",
                           cost_mode="per_criterion", rubric_hash="h", rubric=(),
                           thresholds=thresholds, results=results)
    return DocsSection(graded=True, report=report, findings=findings)


def grade(**changes: object) -> GradeConfig:
    return GradeConfig().model_copy(update=changes)


def config(*, docs_enforced: bool = False, session_enforced: bool = False) -> GateConfig:
    base = defaults()
    session = base.gate.session.model_copy(update={"fail_on_below_threshold": session_enforced})
    return GateConfig(grade(fail_on_below_threshold=docs_enforced),
                      base.gate.model_copy(update={"session": session}), base.source)


NO_SESSION = SessionSection(graded=False, min_percent=60)


# --- Docs: the range the missing pairs could take --------------------------------------------

@pytest.mark.parametrize(("scores", "thresholds", "state"), [
    # 6 of 10 graded, all passing: even as 4 failures the pass rate is 60% and the mean 0.54.
    ([0.9] * 6 + [None] * 4, (0.5, 0.5), "pass"),
    # ... but a 70% bar is met only if the missing four pass.
    ([0.9] * 6 + [None] * 4, (0.7, 0.5), "inconclusive"),
    # 6 failing of 10: even if the four missing pass, 40% is below 70%.
    ([0.1] * 6 + [None] * 4, (0.7, 0.5), "fail"),
    # The mean alone can decide: 0.2 × 6 + 1.0 × 4 = 5.2 / 10 ≥ 0.5 if they pass, 0.12 if not.
    ([0.2] * 6 + [None] * 4, (0.0, 0.5), "inconclusive"),
    ([0.2] * 9 + [None], (0.0, 0.5), "fail"),
    # Nothing graded at all: a bar of zero is met whatever happened, any other cannot be told.
    ([None] * 3, (0.0, 0.0), "pass"),
    ([None] * 3, (0.7, 0.5), "inconclusive"),
    # Complete grades: the bar itself, inclusive.
    ([0.5] * 7 + [0.4] * 3, (0.7, 0.47), "pass"),
    ([0.5] * 6 + [0.4] * 4, (0.7, 0.0), "fail"),
    # Nothing to grade passes.
    ([], (0.7, 0.5), "pass"),
])
def test_a_docs_grade_is_judged_over_what_its_missing_pairs_could_have_been(
    scores: list[float | None], thresholds: tuple[float, float], state: CheckState,
) -> None:
    check = docs_verdict(docs(scores, thresholds), grade())
    assert check.state == state
    assert check.missing == scores.count(None)
    assert check.graded == len(scores) - scores.count(None)


def test_the_reason_for_an_incomplete_docs_grade_says_how_many_and_why_the_state() -> None:
    check = docs_verdict(docs([0.9] * 6 + [None] * 4), grade())
    assert check.reasons == (
        "drafted docs: incomplete, 4 of 10 pairs could not be graded; the bar is met if they "
        "pass and missed if they fail, so the gate cannot tell (INCONCLUSIVE)",)
    failing = docs_verdict(docs([0.1] * 6 + [None] * 4), grade())
    assert failing.reasons == (
        "drafted docs: pass rate 40% is below 70%, even if the 4 ungraded pair(s) had all passed",
        "drafted docs: mean score 0.46 is below 0.50, even if the 4 ungraded pair(s) had all "
        "passed",
        "drafted docs: incomplete, 4 of 10 pairs could not be graded; it misses the bar even if "
        "all of them passed")


def test_require_complete_false_grades_on_the_pairs_that_came_back_and_says_partial() -> None:
    check = docs_verdict(docs([0.9] * 6 + [None] * 4), grade(require_complete=False))
    assert check.state == "pass"
    assert check.missing == 4
    assert check.reasons == ("drafted docs: partial, 4 of 10 pairs could not be graded; "
                             "grade.require_complete is false, so the graded ones decide",)
    assert docs_verdict(docs([0.1] * 6 + [None] * 4), grade(require_complete=False)
                        ).state == "fail"
    assert docs_verdict(docs([None] * 4), grade(require_complete=False)).state == "inconclusive"


def test_an_unreadable_file_keeps_the_docs_from_passing_but_not_from_failing() -> None:
    unreadable = (Finding(kind="input", file="models/y.yml", line=3, why="bad", fix="fix"),)
    assert docs_verdict(docs([0.9] * 10, findings=unreadable), grade()).state == "inconclusive"
    assert docs_verdict(docs([0.1] * 10, findings=unreadable), grade()).state == "fail"
    outage = (Finding(kind="service", why="GitHub failed", fix="re-run"),)
    assert docs_verdict(DocsSection(graded=False, findings=outage), grade()).state == \
        "inconclusive"


# --- Session ---------------------------------------------------------------------------------

def test_a_session_with_unreadable_records_is_inconclusive_and_normalised_ones_are_not() -> None:
    settings = SessionSettings()
    good = grade_of(91)
    lost = replace(good, input_problems=InputProblems(
        total=2, by_kind={"bad_json": 1, "bad_gateway": 1}))
    normalised = replace(good, input_problems=InputProblems(
        total=1, by_kind={"bad_gateway": 1}))
    section = SessionSection(graded=True, min_percent=60, grades=(lost,))
    check = session_verdict(section, settings)
    assert (check.state, check.graded, check.missing) == ("inconclusive", 1, 1)
    assert "1 audit record(s) could not be read" in check.reasons[0]
    assert session_verdict(section.model_copy(update={"grades": (normalised,)}),
                           settings).state == "pass"
    low = grade_of(40)
    assert session_verdict(section.model_copy(update={"grades": (low,)}), settings
                           ).state == "fail"


def test_a_missing_session_audit_passes_unless_required() -> None:
    assert session_verdict(NO_SESSION, SessionSettings()).state == "pass"
    required = session_verdict(NO_SESSION, SessionSettings(required=True))
    assert required.state == "fail"


# --- Exit codes ------------------------------------------------------------------------------

INPUT = Finding(kind="input", file="f", why="w", fix="x")
INTERNAL = Finding(kind="internal", why="w", fix="x")
SERVICE = Finding(kind="service", why="w", fix="x")


@pytest.mark.parametrize(("state", "enforced", "findings", "code"), [
    ("pass", True, (), 0), ("pass", False, (), 0),
    ("fail", True, (), 1), ("fail", False, (), 0),
    ("inconclusive", True, (), 3), ("inconclusive", False, (), 0),
    ("inconclusive", False, (SERVICE,), 0), ("inconclusive", True, (SERVICE,), 3),
    ("pass", False, (INPUT,), 2), ("fail", True, (INPUT,), 2),
    ("pass", False, (INTERNAL,), 3), ("fail", True, (INPUT, INTERNAL), 3),
])
def test_one_function_maps_states_to_the_exit_code(state: CheckState, enforced: bool,
                                                    findings: tuple[Finding, ...],
                                                    code: int) -> None:
    assert exit_code(state, enforced, findings) == code


def test_only_enforced_checks_decide_the_exit_code() -> None:
    inconclusive_docs = docs([0.9] * 6 + [None] * 4)
    low_session = SessionSection(graded=True, min_percent=60, grades=(grade_of(40),))
    # Unenforced session failure, enforced inconclusive docs: the enforced bar cannot be told.
    verdict = decide(low_session, inconclusive_docs, config(docs_enforced=True))
    assert (verdict.state, verdict.exit_code, verdict.passed) == ("fail", 3, False)
    # Enforced session failure, unenforced inconclusive docs: a certain failure.
    verdict = decide(low_session, inconclusive_docs, config(session_enforced=True))
    assert (verdict.session.state, verdict.docs.state, verdict.exit_code) == \
        ("fail", "inconclusive", 1)
    # Nothing enforced: green, whatever the states.
    verdict = decide(low_session, inconclusive_docs, config())
    assert verdict.exit_code == 0
    assert verdict.reasons[-1].startswith("not enforced")


def test_a_run_that_could_not_grade_is_inconclusive_with_the_errors_code() -> None:
    bad_config = InputError("bad", remediation="fix", path="signalforge.yml", line=2)
    verdict = decide(NO_SESSION, DocsSection(graded=False), config(), [bad_config])
    assert (verdict.state, verdict.exit_code) == ("inconclusive", 2)
    assert verdict.reasons[0] == "error: signalforge.yml:2: bad Fix: fix"
    bug = InternalError.wrapping(RuntimeError("boom"), "0")
    assert decide(NO_SESSION, DocsSection(graded=False), config(), [bug]).exit_code == 3


# --- Pins ------------------------------------------------------------------------------------

def test_the_comment_says_an_incomplete_docs_grade_is_incomplete_and_its_state(
    runner_env, github,
) -> None:
    runner_env.run()
    report = read_report(runner_env.workspace / ".signalforge" / "grade.json")
    assert report.docs.report is not None
    partial = docs([0.9] * 6 + [None] * 4)
    verdict = decide(report.session, partial, config())
    block = docs_block(report.model_copy(update={"docs": partial, "verdict": verdict}))
    assert ("_Incomplete: 4 of 10 pair(s) could not be graded, and the docs check is "
            "INCONCLUSIVE over what they could have been; their reasons are in the table "
            "below._") in block


@pytest.mark.parametrize(("fraction", "shown"), [
    (None, "—"), (0.0, "☆☆☆☆☆"), (0.19, "☆☆☆☆☆"), (0.2, "★☆☆☆☆"), (0.39, "★☆☆☆☆"),
    (0.59, "★★☆☆☆"), (0.6, "★★★☆☆"), (0.79, "★★★☆☆"), (0.99, "★★★★☆"), (1.0, "★★★★★"),
    (0.1 + 0.2 + 0.3, "★★★☆☆"),  # 0.6000000000000001
    (0.7 - 0.1, "★★★☆☆"),  # 0.6 computed as 0.59999…: not a star lost to float error
])
def test_stars_are_floored_not_rounded(fraction: float | None, shown: str) -> None:
    assert stars(fraction) == shown


# --- End to end: the judge fails part of the time --------------------------------------------

#: The per-run nonce in the envelope tags (`<ARTIFACT-…>`), 128 bits in hex.
RUN_NONCE = re.compile(r"(?<=-)[0-9a-f]{32}(?=>)")


def failing_for(share: float):  # type: ignore[no-untyped-def]
    """A judge that always fails the same pairs (so retries fail too), `share` of them: the
    same pairs in every run too, so the prompt is hashed without the run's envelope nonce."""
    def responder(body):  # type: ignore[no-untyped-def]
        prompt = RUN_NONCE.sub("nonce", last_user_text(body))
        digest = hashlib.sha256(prompt.encode()).digest()
        return Status(500) if digest[0] < share * 256 else judge_responder(body)
    return responder


@pytest.mark.parametrize(("enforced", "code"), [("true", 3), ("false", 0)])
def test_sixty_percent_of_judge_calls_failing_never_passes_an_enforced_bar(
    runner_env, github: FakeGitHub, monkeypatch, enforced: str, code: int,
) -> None:
    github.put_file(REPO, "signalforge.yml", BASE_SHA,
                    "grade:\n  min_pass_rate: 0.3\n  min_mean_score: 0.2\n  max_retries_5xx: 0\n"
                    # every sweep round asks the failing pairs again, without a pause between
                    f"  sweep_cooldown_seconds: 0\n  fail_on_below_threshold: {enforced}\n")
    with FakeMessagesAPI() as api:
        api.responder = failing_for(0.6)
        monkeypatch.setenv("INPUT_ANTHROPIC-API-KEY", "sk-ant-key-42")
        monkeypatch.setenv("INPUT_ANTHROPIC-BASE-URL", api.base_url)
        run = runner_env.run()
    report = runner_env.grade_json
    assert_valid_grade_json(report)
    results = report["docs"]["report"]["results"]
    ungraded = sum(r["score"] is None for r in results)
    assert 0 < ungraded < len(results)
    graded_passes = sum(bool(r["passed"]) for r in results if r["score"] is not None)
    assert graded_passes / (len(results) - ungraded) >= 0.3  # the graded part alone "passes"
    assert run.exit_code == code
    docs_check = report["verdict"]["docs"]
    assert (docs_check["state"], docs_check["missing"]) == ("inconclusive", ungraded)
    assert report["docs"]["report"]["passed"] is True  # SignalForge's own figure, unchanged
    assert runner_env.outputs["verdict"] == "inconclusive"
    assert runner_env.outputs["passed"] == "false"
    assert "INCONCLUSIVE" in runner_env.summary
    assert any("judge calls failed" in reason for reason in report["verdict"]["reasons"])


@pytest.mark.parametrize(("percent", "lost", "passed"), [
    (91, 0, True), (40, 0, False), (91, 2, None)], ids=["pass", "fail", "inconclusive"])
def test_the_session_sections_passed_is_the_verdicts_state(percent: int, lost: int,
                                                          passed: bool | None) -> None:
    from gate.github.context import RunContext
    from gate.report.assemble import gate_report

    graded = replace(grade_of(percent), input_problems=InputProblems(
        total=lost, by_kind={"bad_json": lost} if lost else {}))
    session = SessionSection(graded=True, min_percent=60, grades=(graded,), passed=True)
    report = gate_report(run_id="r", started_at="t", started=0.0,
                         context=RunContext(EXAMPLE, "workflow_dispatch"), config=config(),
                         source="defaults", session=session, docs=docs([0.9]))
    assert report.session.passed is passed  # a section cannot claim what the verdict denies
    assert report.verdict.session.state == {True: "pass", False: "fail", None: "inconclusive"}[
        passed]
