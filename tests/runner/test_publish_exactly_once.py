"""One gate comment per (marker, instance), whatever GitHub does: lost answers, failing lists,
runs racing in separate processes, duplicates left by earlier runs, and tokens of every kind."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.fakes.github_api import FakeGitHub
from tests.runner.conftest import BASE_SHA, HEAD_SHA, PR, REPO

ROOT = Path(__file__).resolve().parents[2]
MARKER = "<!-- signalforge-gate:sticky:default -->"


def gate_comments(github: FakeGitHub) -> list[dict]:  # type: ignore[type-arg]
    return [c for c in github.comments(REPO, PR) if MARKER in c["body"]]


def own(github: FakeGitHub, login: str = "github-actions[bot]") -> list[dict]:  # type: ignore[type-arg]
    return [c for c in gate_comments(github) if c["user"]["login"] == login]


@pytest.mark.parametrize("write", ["POST", "PATCH", "DELETE"])
def test_a_lost_answer_to_any_write_still_ends_with_one_comment(
    runner_env, github, write,
) -> None:
    if write == "PATCH":  # an earlier run's comment, to be edited
        github.add_comment(REPO, PR, f"{MARKER}\nold content")
    if write == "DELETE":  # an earlier run's duplicate, to be removed
        github.add_comment(REPO, PR, f"{MARKER}\nold content")
        github.add_comment(REPO, PR, f"{MARKER}\nduplicate")
    github.lose_next_response(write, r"/issues/(\d+/)?comments(/\d+)?$")
    run = runner_env.run()
    assert run.exit_code == 0, run.stderr
    (comment,) = own(github)
    assert "signalforge-gate: passed" in comment["body"]
    assert next(r.status for r in github.requests_matching(write, r"comments")) == 502
    assert runner_env.grade_json["publishing"]["comment_url"] == comment["html_url"]


def test_a_lost_create_is_looked_for_before_it_is_repeated(runner_env, github) -> None:
    github.lose_next_response("POST", r"/issues/\d+/comments$")
    runner_env.run()
    assert len(github.requests_matching("POST", r"/issues/\d+/comments$")) == 1
    assert len(own(github)) == 1


def test_a_failing_list_is_retried_and_the_comment_posted_once(runner_env, github) -> None:
    github.fail_next("GET", r"/issues/\d+/comments$", 502, times=2)
    assert runner_env.run().exit_code == 0
    assert len(own(github)) == 1
    assert runner_env.grade_json["publishing"]["warnings"] == []


def test_a_rerun_heals_duplicates_but_never_touches_anyone_elses_comment(
    runner_env, github,
) -> None:
    oldest = github.add_comment(REPO, PR, f"{MARKER}\nfirst run")
    github.add_comment(REPO, PR, f"{MARKER}\nsecond run's duplicate")
    pasted = github.add_comment(REPO, PR, f"{MARKER}\ncopied the marker", login="mallory")
    assert runner_env.run().exit_code == 0
    (kept,) = own(github)
    assert kept["id"] == oldest
    assert "signalforge-gate: passed" in kept["body"]
    (theirs,) = [c for c in github.comments(REPO, PR) if c["id"] == pasted]
    assert theirs["body"] == f"{MARKER}\ncopied the marker"


def test_a_personal_token_finds_its_users_comment(runner_env, monkeypatch) -> None:
    with FakeGitHub(user_login="octocat", comment_author="octocat",
                    comment_author_type="User") as fake:
        seed(fake, runner_env.workspace)
        earlier = fake.add_comment(REPO, PR, f"{MARKER}\nby this token's user", login="octocat")
        fake.add_comment(REPO, PR, f"{MARKER}\nold bot comment", login="github-actions[bot]")
        runner_env.use_api(fake)
        monkeypatch.setenv("INPUT_GITHUB-TOKEN", "ghp_personal-token-0123456789")
        monkeypatch.setenv("INPUT_CHECK-RUN", "false")  # a personal token cannot make one
        assert runner_env.run().exit_code == 0
        (mine,) = own(fake, "octocat")
        assert mine["id"] == earlier
        assert "signalforge-gate: passed" in mine["body"]
        assert fake.requests_matching("POST", r"/issues/\d+/comments$") == []
        assert len(own(fake)) == 1  # the bot's comment is not this token's: left alone
        assert fake.requests_matching("GET", r"^/user$")


def test_an_app_installation_token_is_recognised_from_its_check_run(
    runner_env, monkeypatch,
) -> None:
    with FakeGitHub(app_slug="docs-gate", comment_author="docs-gate[bot]") as fake:
        seed(fake, runner_env.workspace)
        earlier = fake.add_comment(REPO, PR, f"{MARKER}\nby the App", login="docs-gate[bot]")
        runner_env.use_api(fake)
        monkeypatch.setenv("INPUT_GITHUB-TOKEN", "ghs_app-installation-token")
        assert runner_env.run().exit_code == 0
        (mine,) = own(fake, "docs-gate[bot]")
        assert mine["id"] == earlier
        assert fake.requests_matching("POST", r"/issues/\d+/comments$") == []
        assert fake.requests_matching("GET", r"^/user$") == []  # 403 for such tokens


def test_an_app_token_without_a_check_run_converges_on_its_comment(
    runner_env, monkeypatch,
) -> None:
    with FakeGitHub(app_slug="docs-gate", comment_author="docs-gate[bot]") as fake:
        seed(fake, runner_env.workspace)
        earlier = fake.add_comment(REPO, PR, f"{MARKER}\nby the App", login="docs-gate[bot]")
        runner_env.use_api(fake)
        monkeypatch.setenv("INPUT_GITHUB-TOKEN", "ghs_app-installation-token")
        monkeypatch.setenv("INPUT_CHECK-RUN", "false")
        runner_env.run()
        (mine,) = own(fake, "docs-gate[bot]")  # the create's answer named the App: healed
        assert mine["id"] == earlier
        assert "signalforge-gate: passed" in mine["body"]


def test_comment_author_overrides_what_the_token_says(runner_env, github, monkeypatch) -> None:
    github.add_comment(REPO, PR, f"{MARKER}\nposted by a bot account", login="gate-bot")
    monkeypatch.setenv("INPUT_COMMENT-AUTHOR", "gate-bot")
    monkeypatch.setenv("INPUT_CHECK-RUN", "false")
    runner_env.run()
    (theirs,) = own(github, "gate-bot")
    assert github.requests_matching("PATCH", rf"/issues/comments/{theirs['id']}$")


@pytest.mark.parametrize("runs", [2, 3])
def test_runs_racing_in_separate_processes_leave_one_comment(runner_env, github, runs) -> None:
    github.hold_until_all_arrive("GET", r"/issues/\d+/comments$", runs)
    environment = {**os.environ, "PYTHONPATH": str(ROOT)}
    processes = [subprocess.Popen([sys.executable, "-m", "gate", "run"], env=environment,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
                 for _ in range(runs)]
    results = [p.communicate(timeout=120) for p in processes]
    assert [p.returncode for p in processes] == [0] * runs, results
    assert len(github.requests_matching("POST", r"/issues/\d+/comments$")) == runs  # all raced
    (comment,) = own(github)
    assert "signalforge-gate: passed" in comment["body"]
    assert github.violations == []


def test_a_rate_limit_ends_within_the_publish_budget(runner_env, github, monkeypatch) -> None:
    monkeypatch.setenv("INPUT_PUBLISH-BUDGET", "5")
    reset = str(int(time.time()) + 3600)
    github.fail_next("POST", r"/check-runs$", 403, times=50, headers={
        "x-ratelimit-remaining": "0", "x-ratelimit-reset": reset},
        body={"message": "API rate limit exceeded for installation ID 1.",
              "documentation_url": "https://docs.github.com"})
    started = time.monotonic()
    run = runner_env.run()
    assert time.monotonic() - started < 60  # not the hour until the reset
    assert run.exit_code == 0  # the verdict's
    warnings = runner_env.grade_json["publishing"]["warnings"]
    assert any("publish budget" in warning for warning in warnings)
    assert runner_env.outputs["passed"] == "true"
    assert "signalforge-gate: passed" in runner_env.summary


def test_outputs_and_summary_exist_before_publishing_starts(runner_env, github) -> None:
    outputs_at_first_write: list[str] = []
    original = github.handle

    def spy(method, target, headers, body):  # type: ignore[no-untyped-def]
        if method == "POST" and not outputs_at_first_write:
            outputs_at_first_write.append((runner_env.home / "output").read_text())
        return original(method, target, headers, body)

    github.handle = spy  # type: ignore[method-assign]
    runner_env.run()
    assert "passed<<" in outputs_at_first_write[0]
    assert "grade-json<<" in outputs_at_first_write[0]


def seed(fake: FakeGitHub, workspace: Path) -> None:
    from tests.runner.conftest import CHANGED, added_patch, base_config

    fake.add_repo(REPO, default_branch="master", default_sha=BASE_SHA)
    files = [{"filename": name, "status": "added",
              "patch": added_patch((workspace / name).read_text())} for name in CHANGED]
    fake.add_pull(REPO, PR, BASE_SHA, HEAD_SHA, files=files, base_ref="master",
                  head_ref="changes")
    fake.put_file(REPO, "signalforge.yml", BASE_SHA, base_config())
    for name in CHANGED:
        fake.put_file(REPO, name, HEAD_SHA, (workspace / name).read_bytes())
