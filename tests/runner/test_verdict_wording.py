"""Words a reader trips over: which check is not enforced, why no judge ran, and what a green
commit status means when the grade was not a pass."""

from __future__ import annotations

import pytest

from gate.cli.commands.run_report import summary_lines
from gate.publishing.check_run import conclusion_of, title
from gate.publishing.publish import status_of
from gate.publishing.render import footer, headline, render_comment
from gate.report.grade_json import GateReport, SessionSection, read_report
from gate.report.verdict import decide
from tests.fakes.github_api import FakeGitHub
from tests.fakes.messages_api import FakeMessagesAPI, Status
from tests.runner.conftest import BASE_SHA, HEAD_SHA, REPO
from tests.runner.test_three_state_verdict import NO_SESSION, config, docs, grade_of

PASSING_DOCS = docs([0.9] * 10)
INCONCLUSIVE_DOCS = docs([0.9] * 6 + [None] * 4)
LOW_SESSION = SessionSection(graded=True, min_percent=60, grades=(grade_of(40),))
GOOD_SESSION = SessionSection(graded=True, min_percent=60, grades=(grade_of(90),))


def not_enforced(reasons: tuple[str, ...]) -> list[str]:
    return [reason for reason in reasons if reason.startswith("not enforced")]


def test_an_unenforced_session_below_its_bar_is_named_next_to_an_enforced_docs_bar() -> None:
    verdict = decide(LOW_SESSION, PASSING_DOCS, config(docs_enforced=True))

    assert (verdict.state, verdict.exit_code) == ("fail", 0)
    assert not_enforced(verdict.reasons) == [
        "not enforced: the session check reports but does not fail (set "
        "gate.session.fail_on_below_threshold to block merging)"]


def test_an_unenforced_inconclusive_docs_check_is_named_next_to_an_enforced_session_bar(
) -> None:
    verdict = decide(GOOD_SESSION, INCONCLUSIVE_DOCS, config(session_enforced=True))

    assert (verdict.state, verdict.exit_code) == ("inconclusive", 0)
    (line,) = not_enforced(verdict.reasons)
    assert line.startswith("not enforced: the docs check's INCONCLUSIVE is reported as a warning")
    assert "grade.fail_on_below_threshold" in line
    assert "session" not in line


def test_with_neither_enforced_each_check_that_did_not_pass_is_named_once() -> None:
    verdict = decide(LOW_SESSION, INCONCLUSIVE_DOCS, config())

    lines = not_enforced(verdict.reasons)
    assert [line.split()[3] for line in lines] == ["session", "docs"]
    assert not decide(GOOD_SESSION, PASSING_DOCS, config()).reasons[-1].startswith("not")


# --- The footer of a run that could not read its configuration --------------------------------


def test_a_run_whose_configuration_could_not_be_read_says_no_judge_ran_and_why(
        runner_env, github: FakeGitHub) -> None:
    github.put_file(REPO, "signalforge.yml", BASE_SHA, "grade:\n  min_pass_rate: [oops\n")

    run = runner_env.run()

    assert run.exit_code == 2, run.stderr
    (comment,) = github.comments(REPO, 2)
    for shown in (comment["body"], runner_env.summary):
        assert "judge no judge" not in shown
        assert "no judge ran (the configuration could not be read)" in shown


def test_a_graded_run_names_its_judge_in_the_footer(runner_env, github) -> None:
    runner_env.monkeypatch.setenv("INPUT_JUDGE", "heuristic")
    runner_env.run()
    report = read_report(runner_env.workspace / ".signalforge" / "grade.json")
    assert "<sub>judge heuristic · " in footer(report)
    no_docs = report.model_copy(update={"docs": report.docs.model_copy(
        update={"report": None, "note": "no drafted docs in this change"})})
    assert "<sub>no judge ran (no drafted docs in this change) · " in \
        render_comment(no_docs, "", None)


# --- The commit status: a state without neutral -----------------------------------------------


def test_an_unenforced_inconclusive_grade_sets_a_success_status_that_says_so(
        runner_env, github: FakeGitHub) -> None:
    runner_env.monkeypatch.setenv("INPUT_COMMIT-STATUS", "true")
    runner_env.monkeypatch.setenv("INPUT_JUDGE", "anthropic")
    runner_env.monkeypatch.setenv("INPUT_ANTHROPIC-API-KEY", "sk-ant-test-key-0123")
    with FakeMessagesAPI() as api:
        # A rejected key stops the run's calls at once: every pair is left ungraded.
        api.responder = lambda _body: Status(401)
        runner_env.monkeypatch.setenv("INPUT_ANTHROPIC-BASE-URL", api.base_url)
        assert runner_env.run().exit_code == 0

    (status,) = github.statuses(REPO, HEAD_SHA)
    (check_run,) = github.check_runs(REPO)
    assert (status["state"], check_run["conclusion"]) == ("success", "neutral")
    assert status["description"].startswith("docs INCONCLUSIVE, not enforced: ")
    assert len(status["description"]) <= 140


@pytest.fixture
def graded(runner_env, github) -> GateReport:
    runner_env.monkeypatch.setenv("INPUT_JUDGE", "heuristic")
    runner_env.run()
    return read_report(runner_env.workspace / ".signalforge" / "grade.json")


@pytest.mark.parametrize(("session", "docs_section", "enforced", "state", "start"), [
    (GOOD_SESSION, PASSING_DOCS, {}, "success", "every graded check met its bar"),
    (LOW_SESSION, PASSING_DOCS, {}, "success", "session below the bar, not enforced: "),
    (LOW_SESSION, INCONCLUSIVE_DOCS, {}, "success",
     "session below the bar; docs INCONCLUSIVE, not enforced: "),
    (LOW_SESSION, PASSING_DOCS, {"session_enforced": True}, "failure", "session "),
    (NO_SESSION, INCONCLUSIVE_DOCS, {"docs_enforced": True}, "error", "drafted docs"),
])
def test_the_status_follows_the_job_and_its_description_says_what_the_state_cannot(
        graded: GateReport, session, docs_section, enforced, state, start) -> None:
    verdict = decide(session, docs_section, config(**enforced))
    report = graded.model_copy(update={"verdict": verdict})

    shown_state, description = status_of(report)

    assert (shown_state, description[:len(start)]) == (state, start)
    assert len(description) <= 140


def test_a_green_job_with_a_failed_check_is_shown_alike_everywhere(graded: GateReport) -> None:
    """The session bar is enforced and met, the docs bar is missed and not enforced: the job
    exits 0, so no place may show an enforced failure (the check run once did: `enforced` is
    true for the run when any check is)."""
    verdict = decide(GOOD_SESSION, docs([0.1] * 10), config(session_enforced=True))
    report = graded.model_copy(update={"verdict": verdict})
    assert (verdict.state, verdict.enforced, verdict.exit_code) == ("fail", True, 0)

    assert headline(report) == "### ⚠️ signalforge-gate: below the bar (not enforced)"
    assert conclusion_of(report) == "neutral"
    assert title(report).startswith("below the bar (not enforced) · ")
    assert status_of(report)[0] == "success"
    assert summary_lines(report).startswith("signalforge-gate: FAIL (not enforced) (exit 0)")
