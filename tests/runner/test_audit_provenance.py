"""The session audit says where it came from, end to end: a pull request's audit is the agent's
own account, so the grade names its source and every session in it, and an account that does
not fit the pull request's commits (dates, the `CLEO-Session:` trailer) is never a pass."""

from __future__ import annotations

import json

from tests.fakes.github_api import FakeGitHub, PullCommitSeed
from tests.runner.conftest import (
    BASE_SHA,
    HEAD_SHA,
    PR,
    REPO,
    assert_valid_grade_json,
    commit_at_head,
)
from tests.runner.test_run_verdicts import set_base_config

AUDIT = ".cleo/audit-log.jsonl"
REAL = "ses_20261118_091203_a41c"  # the example's session that made the change (91/100)
ENFORCED = "gate:\n  session:\n    fail_on_below_threshold: true\n"
REQUIRE_TRAILER = ("gate:\n  session:\n    fail_on_below_threshold: true\n"
                   "    require_trailer: true\n    trust: self-reported\n")


def perfect_session(session_id: str, day: str) -> str:
    """Five invented lines that grade 100/100: every rule CLEO's rubric rewards, nothing else."""
    calls = [("session", "list"), ("admin", "help"), ("tasks", "find"), ("tasks", "show"),
             ("session", "end")]
    return "".join(json.dumps({
        "timestamp": f"{day}T10:0{n}:00.000Z", "sessionId": session_id, "domain": domain,
        "operation": operation, "params": {}, "result": {"success": True, "exitCode": 0,
                                                         "duration": 3},
        "metadata": {"source": "mcp", "gateway": "query"}}) + "\n"
        for n, (domain, operation) in enumerate(calls))


def commit(message: str) -> PullCommitSeed:
    return PullCommitSeed(HEAD_SHA, "2026-11-18T09:20:41Z", message)


def test_the_grade_names_the_audit_a_file_of_the_change_at_the_head_commit(
    runner_env, github,
) -> None:
    runner_env.run()
    report = runner_env.grade_json
    assert_valid_grade_json(report)
    (source,) = report["session"]["provenance"]["sources"]
    assert (source["path"], source["origin"], source["commit"]) == (AUDIT, "change", HEAD_SHA)
    assert "the agent's own account" in source["account"]
    comment = github.comments(REPO, PR)[0]["body"]
    assert f"Audit <code>{AUDIT}</code> at `{HEAD_SHA[:12]}`: a file this change adds" \
        in comment
    assert "the agent's own account" in runner_env.summary


def test_a_fabricated_five_line_audit_far_from_the_commits_is_inconclusive_not_100(
    runner_env, github,
) -> None:
    set_base_config(github, ENFORCED)
    commit_at_head(github, runner_env.workspace, AUDIT,
                   perfect_session("ses_invented", "2025-01-06"))
    run = runner_env.run()
    report = runner_env.grade_json
    assert report["session"]["grades"][0]["totalScore"] == 100  # the account, graded as is
    assert run.exit_code == 3
    assert report["verdict"]["session"]["state"] == "inconclusive"
    (doubt,) = [f for f in report["session"]["findings"] if f["kind"] == "provenance"
                and "hours" in f["why"]]
    assert "more than 24 hours before the pull request's 1 commit(s)" in doubt["why"]
    assert "it does not describe this change" in doubt["why"]


def test_a_session_appended_later_is_listed_beside_the_real_one_and_the_trailer_decides(
    runner_env, github,
) -> None:
    github.set_commits(REPO, PR, [commit(f"Draft the docs\n\nCLEO-Session: {REAL}\n")])
    appended = (runner_env.workspace / AUDIT).read_text() + perfect_session("ses_appended",
                                                                         "2026-11-18")
    commit_at_head(github, runner_env.workspace, AUDIT, appended)
    runner_env.run()
    session = runner_env.grade_json["session"]
    assert [g["sessionId"] for g in session["grades"]] == [REAL]
    assert session["grades"][0]["totalScore"] == 91
    provenance = session["provenance"]
    assert [(s["session_id"], s["graded"]) for s in provenance["sessions"]] == [
        ("ses_20261117_163955_77be", False), (REAL, True), ("ses_appended", False)]
    assert provenance["graded_by"] == "trailer"
    assert provenance["trailer"] == {"session_id": REAL, "commit": HEAD_SHA}
    comment = github.comments(REPO, PR)[0]["body"]
    assert "Sessions in the audit (3)" in comment
    assert "<code>ses_appended</code>" in comment
    assert f"session {REAL} is named by the CLEO-Session trailer of commit" in comment


def test_without_a_trailer_several_sessions_are_listed_and_the_latest_named_as_such(
    runner_env, github,
) -> None:
    appended = (runner_env.workspace / AUDIT).read_text() + perfect_session("ses_appended",
                                                                         "2026-11-18")
    commit_at_head(github, runner_env.workspace, AUDIT, appended)
    runner_env.run()
    session = runner_env.grade_json["session"]
    assert session["provenance"]["graded_by"] == "latest"
    assert session["note"].startswith("session ses_appended is the most recent of the 3 "
                                      "sessions in the audit")
    assert len(session["provenance"]["sessions"]) == 3


def test_require_trailer_without_a_trailer_is_inconclusive_never_a_pass(runner_env, github
                                                                       ) -> None:
    set_base_config(github, REQUIRE_TRAILER)
    run = runner_env.run()
    report = runner_env.grade_json
    assert report["session"]["grades"][0]["percent"] >= 60  # would pass on its score alone
    assert run.exit_code == 3
    assert report["verdict"]["session"]["state"] == "inconclusive"
    assert any("no commit of this pull request names its session with a CLEO-Session "
               "trailer" in reason for reason in report["verdict"]["reasons"])


def test_require_trailer_with_a_trailer_naming_another_session_is_inconclusive(
    runner_env, github,
) -> None:
    set_base_config(github, REQUIRE_TRAILER)
    github.set_commits(REPO, PR, [commit("Docs\n\nCLEO-Session: ses_elsewhere")])
    assert runner_env.run().exit_code == 3
    (doubt,) = [f for f in runner_env.grade_json["session"]["findings"]
                if f["kind"] == "provenance"]
    assert "names session ses_elsewhere, which is not the session graded" in doubt["why"]


def test_require_trailer_with_the_right_trailer_passes(runner_env, github) -> None:
    set_base_config(github, REQUIRE_TRAILER)
    github.set_commits(REPO, PR, [commit(f"Docs\n\nCLEO-Session: {REAL}")])
    run = runner_env.run()
    assert run.exit_code == 0
    report = runner_env.grade_json
    assert report["verdict"]["session"]["state"] == "pass"
    assert [g["sessionId"] for g in report["session"]["grades"]] == [REAL]


def test_an_audit_the_pull_request_leaves_alone_is_not_its_session(runner_env, workspace
                                                                 ) -> None:
    with FakeGitHub() as other:
        other.add_repo(REPO, default_branch="master", default_sha=BASE_SHA)
        other.add_pull(REPO, PR, BASE_SHA, HEAD_SHA, files=["docs/payments.md"],
                       commits=[commit("Docs")])
        other.put_file(REPO, "signalforge.yml", BASE_SHA,
                       (workspace / "signalforge.yml").read_text())
        runner_env.use_api(other)
        runner_env.run()
    session = runner_env.grade_json["session"]
    assert (session["graded"], session["grades"], session["provenance"]) == (False, [], None)
    assert session["note"].startswith("this change commits no session audit")
    assert f"the checkout holds {AUDIT}, which this change does not add or modify" in \
        session["note"]
