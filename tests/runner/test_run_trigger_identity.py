"""Every trigger's identity comes from GitHub, never from the event file alone: a pull-request
event that lost its pull request, a merge-queue event with edited commits, and a head that moved
while the gate read it. End to end, through `run` against the loopback GitHub."""

from __future__ import annotations

import json

from tests.fakes.github_api import FakeGitHub
from tests.runner.conftest import BASE_SHA, EVENTS, HEAD_SHA, PR, REPO, Runner

STRICT = ("grade:\n  fail_on_below_threshold: true\n  min_pass_rate: 0.99\n"
          "gate:\n  judge: heuristic\n  docs:\n    include: ['models/**/*.yml']\n")
LAX = "grade:\n  fail_on_below_threshold: false\n  min_pass_rate: 0.0\n"


def event_without_pull_request(runner_env: Runner) -> None:
    """An earlier step rewrote the event file without its `pull_request`."""
    event = json.loads((EVENTS / "pull_request.opened.json").read_text())
    del event["pull_request"]
    path = runner_env.home / "edited-event.json"
    path.write_text(json.dumps(event))
    runner_env.monkeypatch.setenv("GITHUB_EVENT_PATH", str(path))


def test_a_pull_request_event_without_its_pull_request_is_graded_by_the_number_in_github_ref(
    runner_env: Runner, github: FakeGitHub,
) -> None:
    github.put_file(REPO, "signalforge.yml", BASE_SHA, STRICT)
    (runner_env.workspace / "signalforge.yml").write_text(LAX)  # the checkout's bar
    event_without_pull_request(runner_env)
    runner_env.monkeypatch.setenv("GITHUB_REF", f"refs/pull/{PR}/merge")
    run = runner_env.run()
    assert run.exit_code == 1, run.stdout
    report = runner_env.grade_json
    assert report["context"]["pr_number"] == PR
    assert report["config"]["source"] == "base"
    assert report["config"]["ref"] == BASE_SHA


def test_a_pull_request_event_without_its_pull_request_or_a_pull_ref_is_a_missing_piece(
    runner_env: Runner, github: FakeGitHub,
) -> None:
    github.put_file(REPO, "signalforge.yml", BASE_SHA, STRICT)
    (runner_env.workspace / "signalforge.yml").write_text(LAX)
    event_without_pull_request(runner_env)
    runner_env.monkeypatch.setenv("GITHUB_REF", "refs/heads/main")
    run = runner_env.run()
    assert run.exit_code == 3, run.stdout
    report = runner_env.grade_json
    assert report["verdict"]["state"] == "inconclusive"
    (found,) = report["findings"]
    assert found["kind"] == "missing"
    assert "names no pull request" in found["why"]


LAX_SHA = "1111111111111111111111111111111111111111"


def merge_group_event(runner_env: Runner, base_sha: str, head_sha: str) -> None:
    """The merge_group event's documented fields (checks_requested), as the file holds them."""
    event = {"action": "checks_requested", "merge_group": {
        "head_sha": head_sha, "head_ref": f"refs/heads/gh-readonly-queue/master/pr-{PR}-x",
        "base_sha": base_sha, "base_ref": "refs/heads/master"},
        "repository": {"full_name": REPO}}
    path = runner_env.home / "merge_group.json"
    path.write_text(json.dumps(event))
    runner_env.monkeypatch.setenv("GITHUB_EVENT_PATH", str(path))
    runner_env.monkeypatch.setenv("GITHUB_EVENT_NAME", "merge_group")


def test_a_merge_queue_base_edited_in_the_event_file_does_not_choose_the_bar(
    runner_env: Runner, github: FakeGitHub,
) -> None:
    github.put_file(REPO, "signalforge.yml", BASE_SHA, STRICT)
    github.put_file(REPO, "signalforge.yml", LAX_SHA, LAX)  # an older commit's lax bar
    merge_group_event(runner_env, base_sha=LAX_SHA, head_sha=HEAD_SHA)
    run = runner_env.run()
    assert run.exit_code == 3, run.stdout
    report = runner_env.grade_json
    assert report["verdict"]["state"] == "inconclusive"
    (found,) = report["findings"]
    assert found["kind"] == "missing"
    assert LAX_SHA[:12] in found["why"]
    assert BASE_SHA[:12] in found["why"]


def test_a_merge_queue_head_edited_in_the_event_file_is_not_graded(
    runner_env: Runner, github: FakeGitHub,
) -> None:
    github.put_file(REPO, "signalforge.yml", BASE_SHA, STRICT)
    github.set_parents(REPO, LAX_SHA, [BASE_SHA])
    merge_group_event(runner_env, base_sha=BASE_SHA, head_sha=LAX_SHA)
    run = runner_env.run()
    assert run.exit_code == 3, run.stdout
    (found,) = runner_env.grade_json["findings"]
    assert found["kind"] == "missing"
    assert "GITHUB_SHA" in found["why"]


def test_a_merge_queue_commit_is_graded_against_its_first_parent_as_github_holds_it(
    runner_env: Runner, github: FakeGitHub,
) -> None:
    github.put_file(REPO, "signalforge.yml", BASE_SHA, STRICT)
    merge_group_event(runner_env, base_sha=BASE_SHA, head_sha=HEAD_SHA)
    run = runner_env.run()
    report = runner_env.grade_json
    assert report["config"]["ref"] == BASE_SHA, run.stdout
    assert github.requests_matching("GET", rf"/repos/{REPO}/commits/{HEAD_SHA}$")


LATER_HEAD = "3333333333333333333333333333333333333333"


def test_a_head_that_moves_while_the_gate_reads_ends_inconclusive_for_the_old_head(
    runner_env: Runner, github: FakeGitHub,
) -> None:
    """A push right after the run checked the pull request: the later head drops the weak
    docs, so its list has nothing to grade; the old head, which holds them, must not pass."""
    github.put_file(REPO, "signalforge.yml", BASE_SHA, STRICT)
    github.after_next("GET", rf"/repos/{REPO}/pulls/{PR}$",
                      lambda: github.move_head(REPO, PR, LATER_HEAD, files=[]))
    run = runner_env.run()
    assert run.exit_code == 3, run.stdout
    report = runner_env.grade_json
    assert report["verdict"]["state"] == "inconclusive"
    (found,) = [f for f in report["docs"]["findings"] if f["kind"] == "missing"]
    assert HEAD_SHA[:12] in found["why"]
    assert LATER_HEAD[:12] in found["why"]


def test_a_merge_queues_files_are_listed_and_read_from_github_not_the_checkout(
    runner_env: Runner, github: FakeGitHub,
) -> None:
    """The queued change adds weak docs; an earlier step deleted them from the checkout."""
    github.put_file(REPO, "signalforge.yml", BASE_SHA, STRICT)
    weak = ("version: 2\nmodels:\n  - name: widgets\n    description: TODO\n"
            "    columns:\n      - name: id\n        description: id\n")
    github.put_file(REPO, "models/widgets.yml", HEAD_SHA, weak)
    merge_group_event(runner_env, base_sha=BASE_SHA, head_sha=HEAD_SHA)
    run = runner_env.run()
    assert run.exit_code == 1, run.stdout
    assert "models/widgets.yml" in runner_env.grade_json["docs"]["files"]
    assert github.requests_matching("GET", rf"/compare/{BASE_SHA}...{HEAD_SHA}$")
