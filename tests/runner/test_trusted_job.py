"""The fork-safe flow's trusted job grades the pull request itself; no report decides what
is published. End to end against the fake GitHub (a pull request from a fork, for which
GitHub lists no pull request in the `workflow_run` event) and the fake Messages API: the
trusted job, with the key, has the model judge grade the fork's head commit checked out as
data, and a forged report, wherever the pull request or its job put one, changes nothing."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.fakes.github_api import FakeGitHub
from tests.fakes.messages_api import FakeMessagesAPI
from tests.runner.conftest import (
    BASE_SHA,
    CHANGED,
    EVENTS,
    HEAD_SHA,
    PR,
    REPO,
    Runner,
    added_patch,
    assert_valid_grade_json,
)

FORK = "mallory/Hello-World"
FORK_PR = 7
FORK_HEAD = "a1b2c3d4e5f60718293a4b5c6d7e8f9012345678"
KEY = "sk-ant-trusted-job-key-0123"
ENFORCED = "grade:\n  fail_on_below_threshold: true\n  sweep_max_rounds: 0\n" \
           "gate:\n  stability:\n    repeats: 0\n"


def forged_report() -> str:
    """A passing grade.json with no head commit, as the pull request's own job (or its
    author) writes it: the old publishing job skipped the head-commit check for such a report."""
    return json.dumps({"schema_version": 1, "context": {
        "repository": REPO, "pr_number": FORK_PR, "head_sha": None, "event": "pull_request"},
        "verdict": {"state": "pass", "passed": True, "exit_code": 0}})


@dataclass
class TrustedJob:
    runner: Runner
    root: Path  # the runner's workspace
    checkout: Path  # the pull request's head commit, checked out into it

    @property
    def grade_json(self) -> dict[str, Any]:
        return json.loads((self.root / ".signalforge" / "grade.json").read_text())


def workflow_run_event(path: Path, *, head_sha: str = FORK_HEAD, head_repo: str = FORK,
                       pull_requests: list[dict[str, Any]] | None = None) -> Path:
    event = json.loads((EVENTS / "workflow_run.completed.json").read_text())
    run = event["workflow_run"]
    run.update(event="pull_request", head_sha=head_sha, head_branch="changes",
               conclusion="failure", pull_requests=pull_requests or [])
    run["head_repository"]["full_name"] = head_repo
    run["head_repository"]["owner"]["login"] = head_repo.split("/", maxsplit=1)[0]
    event["repository"]["full_name"] = REPO
    path.write_text(json.dumps(event))
    return path


@pytest.fixture
def judge() -> Iterator[FakeMessagesAPI]:
    """The model judge, which finds the drafted docs below the bar."""
    with FakeMessagesAPI(score=lambda _criterion, _artifact: 0.1) as api:
        yield api


@pytest.fixture
def trusted_job(runner_env: Runner, github: FakeGitHub, judge: FakeMessagesAPI,
                tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> TrustedJob:
    """The trusted job of examples/workflows/signalforge-gate-publish.yml for a fork's pull
    request: the head commit checked out into `pull-request/`, the key, a write token."""
    github.put_file(REPO, "signalforge.yml", BASE_SHA, ENFORCED)
    for name in CHANGED:  # the fork's head, as GitHub holds it (the bytes the gate grades)
        github.put_file(REPO, name, FORK_HEAD, (runner_env.workspace / name).read_bytes())
    files = [{"filename": name, "status": "added",
              "patch": added_patch((runner_env.workspace / name).read_text())}
             for name in CHANGED]
    github.add_pull(REPO, FORK_PR, BASE_SHA, FORK_HEAD, files=files, head_repo=FORK,
                    head_ref="changes", base_ref="master")
    root = tmp_path / "trusted-workspace"
    root.mkdir()
    checkout = root / "pull-request"
    shutil.copytree(runner_env.workspace, checkout)
    for name, value in {
        "GITHUB_EVENT_NAME": "workflow_run", "GITHUB_WORKSPACE": str(root),
        "GITHUB_EVENT_PATH": str(workflow_run_event(tmp_path / "workflow_run.json")),
        "GITHUB_SHA": BASE_SHA, "GITHUB_RUN_ID": "5151", "INPUT_PATH": "pull-request",
        "INPUT_ANTHROPIC-API-KEY": KEY, "INPUT_ANTHROPIC-BASE-URL": judge.base_url,
        "INPUT_COMMIT-STATUS": "true",
    }.items():
        monkeypatch.setenv(name, value)
    return TrustedJob(runner_env, root, checkout)


def plant_forgeries(job: TrustedJob) -> None:
    """Every place a forged report could wait: the artifact the grading job uploaded (as the
    old workflow downloaded it), and a folder named grade.json the pull request commits."""
    (job.root / "downloaded").mkdir()
    (job.root / "downloaded" / "grade.json").write_text(forged_report())
    committed = job.checkout / ".signalforge" / "grade.json"
    committed.mkdir(parents=True)
    (committed / "grade.json").write_text(forged_report())


def test_a_fork_pull_request_is_graded_by_the_model_in_the_trusted_job(
        trusted_job: TrustedJob, github: FakeGitHub, judge: FakeMessagesAPI) -> None:
    plant_forgeries(trusted_job)
    trusted_job.runner.monkeypatch.setenv("INPUT_HTML", "signalforge-html")
    run = trusted_job.runner.run()

    assert run.exit_code == 1, run.stderr
    report = trusted_job.grade_json
    assert_valid_grade_json(report)
    assert (report["context"]["pr_number"], report["context"]["head_sha"],
            report["context"]["base_sha"]) == (FORK_PR, FORK_HEAD, BASE_SHA)
    assert report["docs"]["report"]["judge"] == "anthropic"
    assert report["usage"]["calls"] > 0
    assert {r.headers.get("authorization") for r in judge.requests} == {f"Bearer {KEY}"}
    assert report["verdict"]["state"] == "fail"
    # What is published is this grade, on the fork's head commit.
    (check,) = github.check_runs(REPO)
    assert (check["head_sha"], check["conclusion"]) == (FORK_HEAD, "failure")
    (status,) = github.statuses(REPO, FORK_HEAD)
    assert status["state"] == "failure"
    assert status["target_url"].endswith(f"/{REPO}/actions/runs/5151")
    (comment,) = github.comments(REPO, FORK_PR)
    assert "passed" not in comment["body"].split("\n", 3)[1]
    assert f"{REPO}/actions/runs/5151#artifacts" in comment["body"]  # this job's own page
    assert github.comments(REPO, PR) == []
    # The reports are written outside the checkout, and the outputs name them.
    outputs = trusted_job.runner.outputs
    assert outputs["grade-json"] == ".signalforge/grade.json"
    assert outputs["html-report"] == "signalforge-html/index.html"
    assert (trusted_job.root / "signalforge-html" / "index.html").is_file()
    assert (trusted_job.checkout / ".signalforge" / "grade.json").is_dir()


def test_a_report_handed_to_publish_from_is_never_published(
        trusted_job: TrustedJob, github: FakeGitHub) -> None:
    """The old second job (`publish-from`): a forged report with no head commit, which it
    accepted, is refused with the way to the trusted job; nothing is posted."""
    plant_forgeries(trusted_job)
    trusted_job.runner.monkeypatch.setenv("INPUT_PUBLISH-FROM", "downloaded/grade.json")
    run = trusted_job.runner.run()

    assert run.exit_code == 2
    assert "publish-from input was removed" in run.stderr
    assert github.requests_matching("POST") == []
    assert github.requests_matching("PATCH") == []


def test_a_pull_request_that_moved_on_is_neither_graded_nor_published_to(
        trusted_job: TrustedJob, github: FakeGitHub, judge: FakeMessagesAPI,
        tmp_path: Path) -> None:
    trusted_job.runner.monkeypatch.setenv("GITHUB_EVENT_PATH", str(workflow_run_event(
        tmp_path / "older.json", head_sha="0" * 39 + "1")))
    run = trusted_job.runner.run()

    assert run.exit_code == 0, run.stderr
    assert "any more; nothing was graded" in run.stderr + run.stdout
    assert judge.requests == []
    assert github.requests_matching("POST") == []


def test_a_branch_of_this_repository_is_found_from_the_events_pull_requests(
        trusted_job: TrustedJob, github: FakeGitHub, tmp_path: Path) -> None:
    listed = [{"number": PR, "head": {"sha": HEAD_SHA}, "base": {"sha": "f" * 40}}]
    trusted_job.runner.monkeypatch.setenv("GITHUB_EVENT_PATH", str(workflow_run_event(
        tmp_path / "own.json", head_sha=HEAD_SHA, head_repo=REPO, pull_requests=listed)))
    run = trusted_job.runner.run()

    assert run.exit_code == 1, run.stderr
    report = trusted_job.grade_json
    # The base is the API's, not the event's.
    assert (report["context"]["pr_number"], report["context"]["base_sha"]) == (PR, BASE_SHA)
    assert github.statuses(REPO, HEAD_SHA)[0]["state"] == "failure"


def test_a_run_for_another_event_is_refused(trusted_job: TrustedJob, github: FakeGitHub,
                                            tmp_path: Path) -> None:
    path = workflow_run_event(tmp_path / "push.json")
    event = json.loads(path.read_text())
    event["workflow_run"]["event"] = "push"
    path.write_text(json.dumps(event))
    trusted_job.runner.monkeypatch.setenv("GITHUB_EVENT_PATH", str(path))
    run = trusted_job.runner.run()

    assert run.exit_code == 2
    assert "not a pull request" in run.stderr
    assert github.requests_matching("POST") == []


def test_the_grading_job_names_no_report_it_could_not_write(runner_env: Runner) -> None:
    """The pull request commits a folder named .signalforge/grade.json holding a passing
    report: the gate cannot write its own there (exit 2), and its grade-json output is empty,
    so an upload step given the output uploads nothing."""
    committed = runner_env.workspace / ".signalforge" / "grade.json"
    committed.mkdir(parents=True)
    (committed / "grade.json").write_text(forged_report())
    runner_env.monkeypatch.setenv("INPUT_COMMENT", "off")
    run = runner_env.run()

    assert run.exit_code == 2
    assert "grade.json cannot be written" in run.stderr + run.stdout
    assert runner_env.outputs["grade-json"] == ""


@pytest.mark.parametrize("outside", ["../elsewhere", "/etc"])
def test_a_path_input_that_leaves_the_workspace_is_refused(
        trusted_job: TrustedJob, github: FakeGitHub, outside: str) -> None:
    trusted_job.runner.monkeypatch.setenv("INPUT_PATH", outside)
    run = trusted_job.runner.run()

    assert run.exit_code == 2
    assert "leaves the workspace" in run.stderr
    assert github.requests_matching("POST") == []


def test_github_failing_on_the_trusted_jobs_first_request_still_writes_the_report(
        trusted_job: TrustedJob, github: FakeGitHub, judge: FakeMessagesAPI) -> None:
    """Finding the pull request is the trusted job's first request to GitHub, made when the
    run starts; it is made where every way out writes grade.json, the outputs and the
    summary. GitHub answering 502 to it (every retry) is a failed service: exit 3, said."""
    github.fail_next("GET", rf"/repos/{REPO}/pulls$", 502, times=50)
    run = trusted_job.runner.run()

    first = github.requests[0]
    assert (first.method, first.path.endswith(f"/repos/{REPO}/pulls")) == ("GET", True)
    assert run.exit_code == 3, run.stderr
    report = trusted_job.grade_json
    assert_valid_grade_json(report)
    assert report["verdict"]["state"] == "inconclusive"
    assert report["verdict"]["exit_code"] == 3
    assert any("list the open pull requests" in f["why"] for f in report["findings"])
    outputs = trusted_job.runner.outputs
    assert (outputs["verdict"], outputs["passed"]) == ("inconclusive", "false")
    assert outputs["grade-json"] == ".signalforge/grade.json"
    assert "INCONCLUSIVE" in trusted_job.runner.summary
    assert judge.requests == []  # nothing was graded: the pull request is unknown
