"""The session audit graded is this change's, and an enforced bar needs a source the pull
request cannot write: the cases a new user tried, end to end (the gate as the action runs it,
against the fake GitHub). Each passed the session check before: now none does."""

from __future__ import annotations

import json
import shutil

import pytest

from tests.conftest import EXAMPLE, GENERATED
from tests.fakes.github_api import PullCommitSeed
from tests.runner.conftest import BASE_SHA, CHANGED, HEAD_SHA, PR, REPO, commit_at_head
from tests.runner.test_audit_provenance import AUDIT, perfect_session
from tests.runner.test_run_verdicts import set_base_config

ENFORCED = "gate:\n  session:\n    fail_on_below_threshold: true\n"
REQUIRED = "gate:\n  session:\n    fail_on_below_threshold: true\n    required: true\n"
TRUSTING = ("gate:\n  session:\n    fail_on_below_threshold: true\n"
            "    trust: self-reported\n")
LABEL = "self-reported, committed in this change"


def entry(at: str, session: str, domain: str, operation: str, **extra: object) -> str:
    return json.dumps({
        "timestamp": at, "sessionId": session, "domain": domain, "operation": operation,
        "params": extra.pop("params", {}),
        "result": {"success": True, "exitCode": 0, "duration": 3},
        "metadata": {"source": "mcp", "gateway": extra.pop("gateway", "mutate")}}) + "\n"


def poor_session(session: str) -> str:
    """A session that grades 20/100: tasks added without descriptions, no discovery."""
    return "".join(entry(f"2026-11-18T07:0{n}:00.000Z", session, "tasks", "add",
                         params={"title": f"Task {n}"}) for n in range(5)) + \
        entry("2026-11-18T07:09:00.000Z", session, "session", "end")


def padding(session: str) -> str:
    """Good entries written later under the poor session's own id."""
    calls = [("session", "list"), ("admin", "help"), ("tasks", "find"), ("tasks", "show")]
    return "".join(entry(f"2026-11-18T09:1{n}:00.000Z", session, domain, operation,
                         gateway="query") for n, (domain, operation) in enumerate(calls))


def without_the_audit(github, workspace, *, removed: bool = False) -> None:
    """The pull request's changed files leave the audit out (or list it as removed)."""
    files = [{"filename": name, "status": "added"} for name in CHANGED if name != AUDIT]
    if removed:
        files.append({"filename": AUDIT, "status": "removed"})
    github.add_pull(REPO, PR, BASE_SHA, HEAD_SHA, files=files,
                    commits=[PullCommitSeed(HEAD_SHA, "2026-11-18T09:20:41Z", "Docs")])


def test_a_fabricated_audit_inside_the_window_named_by_its_trailer_meets_no_enforced_bar(
    runner_env, github,
) -> None:
    set_base_config(github, ENFORCED + "    require_trailer: true\n")
    github.set_commits(REPO, PR, [PullCommitSeed(
        HEAD_SHA, "2026-11-18T09:20:41Z", "Docs\n\nCLEO-Session: ses_invented")])
    invented = perfect_session("ses_invented", "2026-11-18").replace("T10:", "T08:")
    commit_at_head(github, runner_env.workspace, AUDIT, invented)
    run = runner_env.run()
    report = runner_env.grade_json
    assert report["session"]["grades"][0]["totalScore"] == 100  # the account, graded as is
    assert (run.exit_code, report["verdict"]["session"]["state"]) == (3, "inconclusive")
    assert report["session"]["provenance"]["trust"] == "self-reported"
    assert report["session"]["provenance"]["label"] == LABEL
    reason = report["verdict"]["session"]["reasons"][0]
    assert f"the session bar is enforced, and this audit is {LABEL}" in reason
    assert f"Source: **{LABEL}**" in github.comments(REPO, PR)[0]["body"]
    assert LABEL in runner_env.summary


@pytest.mark.parametrize("config", [ENFORCED, TRUSTING])
def test_a_poor_session_padded_with_good_entries_is_never_a_pass(runner_env, github,
                                                                  config) -> None:
    set_base_config(github, config)
    commit_at_head(github, runner_env.workspace, AUDIT,
                   poor_session("ses_poor") + padding("ses_poor"))
    run = runner_env.run()
    report = runner_env.grade_json
    assert report["session"]["grades"][0]["percent"] >= 60  # the padding lifts the score
    assert (run.exit_code, report["verdict"]["session"]["state"]) == (3, "inconclusive")
    signs = [f["why"] for f in report["session"]["findings"] if f["kind"] == "provenance"]
    assert any("4 entries timed after its own session.end" in why for why in signs)
    assert any("resumes after a pause of 2.0 h" in why for why in signs)


def test_a_self_reported_audit_accepted_by_the_base_config_meets_the_bar(runner_env, github
                                                                       ) -> None:
    set_base_config(github, TRUSTING)
    run = runner_env.run()
    report = runner_env.grade_json
    assert (run.exit_code, report["verdict"]["session"]["state"]) == (0, "pass")
    assert report["session"]["provenance"]["label"] == LABEL


def test_an_older_audit_the_base_holds_is_not_this_changes_session(runner_env, github) -> None:
    set_base_config(github, REQUIRED)
    without_the_audit(github, runner_env.workspace)  # the checkout still holds the base's
    run = runner_env.run()
    session = runner_env.grade_json["session"]
    assert (session["graded"], session["provenance"]) == (False, None)
    assert run.exit_code == 1
    assert runner_env.grade_json["verdict"]["reasons"][0] == (
        "no session audit was found, and gate.session.required is set")
    assert "which this change does not add or modify: not this change's session" in \
        session["note"]


def test_an_audit_an_earlier_step_wrote_on_disk_is_never_read(runner_env, github) -> None:
    set_base_config(github, REQUIRED)
    without_the_audit(github, runner_env.workspace)
    # Never committed, dated years before the base: written by a step of the job.
    (runner_env.workspace / AUDIT).write_text(perfect_session("ses_from_a_step", "2019-03-04"))
    assert runner_env.run().exit_code == 1
    session = runner_env.grade_json["session"]
    assert session["grades"] == []
    assert "ses_from_a_step" not in json.dumps(runner_env.grade_json)


def test_an_audit_the_change_deletes_and_a_step_restores_is_never_read(runner_env, github
                                                                       ) -> None:
    set_base_config(github, REQUIRED)
    without_the_audit(github, runner_env.workspace, removed=True)
    (runner_env.workspace / AUDIT).write_text(perfect_session("ses_restored", "2026-11-18"))
    assert runner_env.run().exit_code == 1
    assert runner_env.grade_json["session"]["grades"] == []
    assert "ses_restored" not in json.dumps(runner_env.grade_json)


def _demo(tmp_path, config: str | None = None):
    workspace = tmp_path / "demo"
    shutil.copytree(EXAMPLE, workspace, ignore=shutil.ignore_patterns(*GENERATED))
    if config is not None:
        (workspace / "signalforge.yml").write_text(config)
    return workspace


DRY_LABEL = ("self-reported, read from the checkout (no pull or merge request to check it "
             "against)")


def test_the_demo_dry_run_grades_its_committed_audit_as_self_reported(cli, tmp_path) -> None:
    workspace = _demo(tmp_path)
    run = cli("run", "--workspace", str(workspace), "--dry-run")
    assert run.exit_code == 0, run.stderr
    report = json.loads((workspace / ".signalforge" / "grade.json").read_text())
    assert report["session"]["provenance"]["label"] == DRY_LABEL
    assert report["session"]["grades"][0]["totalScore"] == 91
    assert f"Source: **{DRY_LABEL}**" in run.stdout


@pytest.mark.parametrize(("trust", "code"), [("agent-run", 3), ("self-reported", 0)])
def test_a_dry_run_with_an_enforced_session_bar_needs_the_config_to_trust_the_checkout(
    cli, tmp_path, trust, code,
) -> None:
    workspace = _demo(tmp_path, "gate:\n  judge: heuristic\n  session:\n"
                                "    fail_on_below_threshold: true\n"
                                f"    trust: {trust}\n")
    assert cli("run", "--workspace", str(workspace), "--dry-run").exit_code == code
