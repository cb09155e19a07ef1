"""The verdict and its exit code, the configuration read from the base, and runs without a
pull request or against GitHub Enterprise Server."""

from __future__ import annotations

import json
import subprocess

import pytest

from tests.fakes.github_api import FakeGitHub
from tests.fakes.messages_api import FakeMessagesAPI, Status
from tests.runner.conftest import (
    BASE_SHA,
    CHANGED,
    EVENTS,
    HEAD_SHA,
    PR,
    REPO,
    added_patch,
    assert_valid_grade_json,
    base_config,
    commit_at_head,
)

ENFORCE_DOCS = "grade:\n  min_pass_rate: 0.95\n  fail_on_below_threshold: {enforced}\n"
ENFORCE_SESSION = ("gate:\n  session:\n    min_percent: 95\n    trust: self-reported\n"
                   "    fail_on_below_threshold: {enforced}\n")


def set_base_config(github: FakeGitHub, text: str) -> None:
    github.put_file(REPO, "signalforge.yml", BASE_SHA, text)


@pytest.mark.parametrize(("config", "enforced", "code", "passed"), [
    (ENFORCE_DOCS, "false", 0, False),
    (ENFORCE_DOCS, "true", 1, False),
    (ENFORCE_SESSION, "false", 0, False),
    (ENFORCE_SESSION, "true", 1, False),
])
def test_below_the_bar_fails_only_when_enforced(runner_env, github, config, enforced, code,
                                                 passed) -> None:
    set_base_config(github, config.format(enforced=enforced))
    run = runner_env.run()
    assert run.exit_code == code
    report = runner_env.grade_json
    assert_valid_grade_json(report)
    assert report["verdict"]["exit_code"] == code
    assert report["verdict"]["passed"] is passed
    assert runner_env.outputs["passed"] == "false"  # written before the failing exit
    assert runner_env.summary


def test_the_reasons_say_which_bar_was_missed(runner_env, github) -> None:
    set_base_config(github, ENFORCE_SESSION.format(enforced="true"))
    runner_env.run()
    (reason,) = runner_env.grade_json["verdict"]["reasons"]
    assert reason == ("session ses_20261118_091203_a41c: 91/100 (A) is below the minimum of "
                      "95%")


def test_the_bar_is_read_from_the_base_not_from_the_pull_request(runner_env, github) -> None:
    set_base_config(github, ENFORCE_DOCS.format(enforced="true"))
    # The pull request tries to lower its own bar.
    (runner_env.workspace / "signalforge.yml").write_text(
        "grade:\n  min_pass_rate: 0.0\n  min_mean_score: 0.0\n")
    assert runner_env.run().exit_code == 1
    config = runner_env.grade_json["config"]
    assert (config["source"], config["ref"]) == ("base", BASE_SHA)


def test_a_base_without_configuration_uses_the_heads_and_says_so(runner_env, github) -> None:
    with FakeGitHub() as bare:
        bare.add_repo(REPO, default_branch="master", default_sha=BASE_SHA)
        bare.put_file(REPO, "README.md", BASE_SHA, "# Hello-World\n")  # but no config
        bare.add_pull(REPO, PR, BASE_SHA, HEAD_SHA, files=[{
            "filename": "docs/payments.md", "status": "added",
            "patch": added_patch((runner_env.workspace / "docs/payments.md").read_text())}])
        runner_env.use_api(bare)
        assert runner_env.run().exit_code == 0
    config = runner_env.grade_json["config"]
    assert config["source"] == "head"
    assert "has no signalforge.yml; the pull request's own was used" in config["note"]


def test_the_base_is_read_from_git_when_the_checkout_has_it(runner_env, github) -> None:
    workspace = runner_env.workspace

    def git(*args: str) -> str:
        return subprocess.run(["git", "-C", str(workspace), *args], check=True,
                              capture_output=True, text=True).stdout.strip()
    git("init", "-q")
    git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "--allow-empty", "-m", "b")
    (workspace / "signalforge.yml").write_text(ENFORCE_DOCS.format(enforced="true"))
    git("add", "signalforge.yml")
    git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "base config")
    base = git("rev-parse", "HEAD")
    (workspace / "signalforge.yml").write_text("grade:\n  min_pass_rate: 0.0\n")
    assert runner_env.run("--base", base).exit_code == 1
    assert runner_env.grade_json["config"]["ref"] == base
    assert github.requests_matching("GET", r"/contents/signalforge.yml") == []  # git has it


def test_a_404_from_a_base_the_token_cannot_read_is_not_taken_for_no_config(
    runner_env, github,
) -> None:
    github.fail_next("GET", r"/contents/", 404, times=10)  # as for a private repo, no access
    (runner_env.workspace / "signalforge.yml").write_text("grade:\n  min_pass_rate: 0.0\n")
    assert runner_env.run().exit_code == 3
    report = runner_env.grade_json
    assert report["config"]["source"] == "defaults"
    assert "could not be read" in report["verdict"]["reasons"][0]


def test_an_invalid_base_configuration_exits_2_naming_file_and_line(runner_env, github) -> None:
    set_base_config(github, "grade:\n  min_pass_rate: high\n")
    run = runner_env.run()
    assert run.exit_code == 2
    assert "error: signalforge.yml:2: `grade.min_pass_rate`" in run.stderr
    report = runner_env.grade_json  # written all the same, with the reason
    assert_valid_grade_json(report)
    assert report["verdict"]["exit_code"] == 2
    assert report["verdict"]["reasons"][0].startswith("error: signalforge.yml:2:")
    assert report["session"]["graded"] is False
    assert runner_env.outputs["passed"] == "false"
    (comment,) = github.comments(REPO, PR)  # the author learns why, on the PR
    assert "no verdict (the input could not be graded)" in comment["body"]


def test_when_github_fails_before_grading_the_exit_code_is_3_with_a_report(
    runner_env, github,
) -> None:
    github.fail_next("GET", r"/contents/", 500, times=10)
    run = runner_env.run()
    assert run.exit_code == 3
    report = runner_env.grade_json
    assert_valid_grade_json(report)
    assert report["verdict"]["exit_code"] == 3
    assert "GitHub" in report["verdict"]["reasons"][0]
    assert runner_env.outputs["passed"] == "false"


@pytest.mark.parametrize(("enforced", "code"), [("true", 3), ("false", 0)])
def test_when_every_judge_call_fails_the_docs_are_inconclusive_with_a_report(
    runner_env, github, monkeypatch, enforced, code,
) -> None:
    set_base_config(github, f"grade:\n  fail_on_below_threshold: {enforced}\n")
    with FakeMessagesAPI() as api:
        api.responder = lambda _body: Status(401)
        monkeypatch.setenv("INPUT_ANTHROPIC-API-KEY", "sk-ant-revoked")
        monkeypatch.setenv("INPUT_ANTHROPIC-BASE-URL", api.base_url)
        run = runner_env.run()
    assert run.exit_code == code
    report = runner_env.grade_json
    assert_valid_grade_json(report)
    assert report["verdict"]["exit_code"] == code
    assert (report["verdict"]["state"], report["verdict"]["docs"]["state"]) == \
        ("inconclusive", "inconclusive")
    assert report["docs"]["report"]["aggregate_complete"] is False
    assert "every judge call failed" in report["verdict"]["reasons"][0]
    assert runner_env.outputs["verdict"] == "inconclusive"
    assert runner_env.outputs["passed"] == "false"
    if code == 0:  # not enforced: green, with a warning saying why
        assert "### ⚠️ signalforge-gate: INCONCLUSIVE (not enforced)" in runner_env.summary
        assert "::warning title=signalforge-gate::INCONCLUSIVE (not enforced)" in run.stdout
    else:
        assert "### ⚠️ signalforge-gate: INCONCLUSIVE, the gate could not tell" \
            in runner_env.summary


def test_the_anthropic_judge_is_used_with_a_key_and_its_cost_reported(
    runner_env, github, monkeypatch,
) -> None:
    with FakeMessagesAPI() as api:
        monkeypatch.setenv("INPUT_ANTHROPIC-API-KEY", "sk-ant-key-42")
        monkeypatch.setenv("INPUT_ANTHROPIC-BASE-URL", api.base_url)
        run = runner_env.run()
        calls = len(api.requests)
    assert "::add-mask::sk-ant-key-42" in run.stdout.splitlines()
    report = runner_env.grade_json
    assert report["docs"]["report"]["judge"] == "anthropic"
    assert report["usage"]["calls"] == calls
    assert float(runner_env.outputs["cost-usd"]) > 0


def test_a_push_has_no_comment_but_everything_else(runner_env, github) -> None:
    runner_env.use_event("push.with-new-branch")
    run = runner_env.run()
    assert run.exit_code == 0
    report = runner_env.grade_json
    assert_valid_grade_json(report)
    assert (report["context"]["event"], report["context"]["pr_number"]) == ("push", None)
    assert report["config"]["source"] == "workspace"
    assert "models/staging/schema.yml" in report["docs"]["files"]  # every matching file
    assert github.requests_matching("POST") == []
    assert github.requests_matching("PATCH") == []
    assert runner_env.outputs["comment-url"] == ""
    assert runner_env.summary


def test_a_manual_run_grades_the_workspace(runner_env, github) -> None:
    runner_env.use_event("workflow_dispatch")
    assert runner_env.run().exit_code == 0
    assert runner_env.grade_json["context"]["event"] == "workflow_dispatch"
    assert github.requests == []  # no pull request: nothing to ask GitHub


def test_github_enterprise_servers_api_prefix_is_honoured(runner_env, workspace) -> None:
    with FakeGitHub(prefix="/api/v3") as ghes:
        ghes.add_repo(REPO, default_branch="master", default_sha=BASE_SHA)
        ghes.add_pull(REPO, PR, BASE_SHA, HEAD_SHA, files=[{
            "filename": "docs/payments.md", "status": "added",
            "patch": added_patch((workspace / "docs/payments.md").read_text())}])
        ghes.put_file(REPO, "signalforge.yml", BASE_SHA, base_config())
        runner_env.use_api(ghes)
        assert runner_env.run().exit_code == 0
        assert ghes.base_url.endswith("/api/v3")
        assert all(not r.path.startswith("/api/v3") for r in ghes.requests)  # stripped = served
        (comment,) = ghes.comments(REPO, PR)
        assert "signalforge-gate" in comment["body"]
        assert ghes.violations == []


def test_the_session_audit_input_names_a_downloaded_file(runner_env, github, monkeypatch,
                                                        tmp_path) -> None:
    downloaded = runner_env.workspace / "artifacts" / "session.jsonl"
    downloaded.parent.mkdir()
    downloaded.write_text((runner_env.workspace / ".cleo" / "audit-log.jsonl").read_text()
                          .replace("ses_20261118_091203_a41c", "ses_downloaded"))
    monkeypatch.setenv("INPUT_SESSION-AUDIT", "artifacts/*.jsonl")
    runner_env.run()
    session = runner_env.grade_json["session"]
    assert session["sources"] == ["artifacts/session.jsonl"]
    assert session["grades"][0]["sessionId"] == "ses_downloaded"


def test_a_required_session_audit_that_is_missing_fails_when_enforced(runner_env, github
                                                                      ) -> None:
    set_base_config(github, "gate:\n  session:\n    required: true\n"
                            "    fail_on_below_threshold: true\n")
    (runner_env.workspace / ".cleo" / "audit-log.jsonl").unlink()
    github.add_pull(REPO, PR, BASE_SHA, HEAD_SHA, files=[  # a change that commits no audit
        {"filename": name, "status": "added"} for name in CHANGED if not name.startswith(".cleo")])
    assert runner_env.run().exit_code == 1
    assert runner_env.grade_json["verdict"]["reasons"][0] == (
        "no session audit was found, and gate.session.required is set")


def test_a_broken_drafted_doc_still_gets_its_report_and_the_session_its_grade(
    runner_env, github,
) -> None:
    commit_at_head(github, runner_env.workspace, "models/staging/schema.yml",
                   "models:\n  - name: m\n    columns: [unclosed\n")
    run = runner_env.run()
    assert run.exit_code == 2
    report = runner_env.grade_json
    assert_valid_grade_json(report)
    assert report["session"]["grades"][0]["totalScore"] == 91
    (finding,) = report["docs"]["findings"]  # the broken file is a finding about it ...
    assert (finding["kind"], finding["file"]) == ("input", "models/staging/schema.yml")
    assert finding["why"]
    assert finding["fix"]
    graded_files = {r["file"] for r in report["docs"]["report"]["results"]}
    assert graded_files == {".signalforge/candidates/stg_payments.json",  # ... the rest graded
                            "docs/payments.md"}
    # What could be read meets the bar on its own, so the unread file decides: inconclusive,
    # never a pass.
    graded = report["docs"]["report"]
    pass_rate_bar, mean_bar = graded["thresholds"]
    assert graded["pass_rate"] >= pass_rate_bar
    assert graded["mean_score"] >= mean_bar
    assert report["verdict"]["docs"]["state"] == "inconclusive"
    assert report["verdict"]["docs"]["missing"] == 1
    assert "models/staging/schema.yml" in report["verdict"]["reasons"][0]
    assert runner_env.summary
    assert len(github.comments(REPO, PR)) == 1


@pytest.mark.parametrize(("enforced", "code"), [("true", 3), ("false", 0)])
def test_github_failing_to_list_files_leaves_the_session_missing_not_read_from_disk(
    runner_env, github, enforced, code,
) -> None:
    set_base_config(github, f"grade:\n  fail_on_below_threshold: {enforced}\n")
    github.fail_next("GET", r"/pulls/\d+/files", 502, times=10)
    assert runner_env.run().exit_code == code
    report = runner_env.grade_json
    assert report["verdict"]["docs"]["state"] == "inconclusive"
    assert report["docs"]["note"].startswith("not graded: GitHub")
    # Which audit the change commits is unknown: the checkout's copy is never graded instead.
    assert report["session"]["grades"] == []
    assert report["verdict"]["session"]["state"] == "inconclusive"
    assert "this change's session audit could not be found; nothing was read from the " \
        "checkout instead" in report["verdict"]["session"]["reasons"][0]
    # Every stage met the same failure: the list was asked for once, not once per stage.
    assert len(github.requests_matching("GET", r"/pulls/\d+/files")) <= 6


def test_a_fork_is_graded_offline_and_nothing_is_attempted_on_github(
    runner_env, github, monkeypatch,
) -> None:
    set_base_config(github, "gate:\n  judge: anthropic\n")
    runner_env.use_event(head={**json_head(), "repo": {"full_name": "mallory/Hello-World"}})
    run = runner_env.run()
    assert run.exit_code == 0, run.stderr
    report = runner_env.grade_json
    assert report["docs"]["report"]["judge"] == "heuristic"
    assert any("forks get no secrets" in note for note in report["notes"])
    assert "two-phase workflow" in report["publishing"]["warnings"][0]
    assert github.requests_matching("POST") == []


def json_head() -> dict:  # type: ignore[type-arg]
    event = json.loads((EVENTS / "pull_request.opened.json").read_text())
    return event["pull_request"]["head"]


def test_a_run_for_an_older_head_does_not_overwrite_the_newer_comment(runner_env, github
                                                                      ) -> None:
    github.add_pull(REPO, PR, BASE_SHA, "c" * 40, files=[])  # someone pushed meanwhile
    run = runner_env.run()
    # The event's head is no longer the one GitHub holds: not graded (the newer run grades
    # the new head), and the newer run's comment is left alone.
    assert run.exit_code == 3
    assert "GitHub holds cccccccccccc" in runner_env.grade_json["findings"][0]["why"]
    assert github.comments(REPO, PR) == []
    (warning,) = runner_env.grade_json["publishing"]["warnings"]
    assert warning.startswith("the pull request moved on to cccccccccccc")


def test_a_named_session_audit_that_is_missing_is_an_input_error(runner_env, monkeypatch
                                                                 ) -> None:
    monkeypatch.setenv("INPUT_SESSION-AUDIT", "downloads/session.jsonl")
    run = runner_env.run()
    assert run.exit_code == 2
    assert "downloads/session.jsonl: the session audit named by session-audit does not exist" \
        in run.stderr


def test_an_event_file_that_cannot_be_read_is_a_usage_error(cli, tmp_path) -> None:
    run = cli("run", "--workspace", str(tmp_path), "--event", str(tmp_path / "nope.json"))
    assert run.exit_code == 2
    assert "the event payload cannot be read" in run.stderr


def test_a_symbolic_link_out_of_the_checkout_is_never_read(runner_env, github, tmp_path
                                                          ) -> None:
    secret = tmp_path / "outside.md"
    secret.write_text("# Secrets\n\nGITHUB_TOKEN=ghs_very-secret\n")
    linked = runner_env.workspace / "docs" / "payments.md"
    linked.unlink()
    linked.symlink_to(secret)
    run = runner_env.run()
    assert run.exit_code == 0  # graded as GitHub holds it: the link on the runner is not read
    report = runner_env.grade_json
    assert "docs/payments.md" in {r["file"] for r in report["docs"]["report"]["results"]}
    assert "ghs_very-secret" not in (runner_env.workspace / ".signalforge" / "grade.json"
                                     ).read_text()


def test_the_judge_audit_log_is_not_written_through_a_link(runner_env, github, tmp_path
                                                          ) -> None:
    target = tmp_path / "elsewhere.jsonl"
    target.write_text("")
    (runner_env.workspace / ".signalforge" / "grade.jsonl").symlink_to(target)
    assert runner_env.run().exit_code == 2
    assert target.read_text() == ""
