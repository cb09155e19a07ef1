"""`signalforge-gate comment --from grade.json [--post]`: the fork-safe second phase."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.gate.conftest import EVENTS, HEAD_SHA, PR, REPO


@pytest.fixture
def graded(runner_env, github) -> Path:
    """A grade.json from a pull_request run whose token could not write (a fork)."""
    github.token_permissions = "read"
    runner_env.run()
    github.token_permissions = "write"
    source = runner_env.home / "grade.json"
    source.write_bytes((runner_env.workspace / ".signalforge" / "grade.json").read_bytes())
    return source


def workflow_run_event(home: Path, *, head_sha: str = HEAD_SHA, pr: int | None = PR) -> Path:
    event = json.loads((EVENTS / "workflow_run.completed.with-pull-requests.json").read_text())
    event["workflow_run"]["head_sha"] = head_sha
    event["workflow_run"]["pull_requests"] = [] if pr is None else [
        {**event["workflow_run"]["pull_requests"][0], "number": pr}]
    path = home / "workflow_run.json"
    path.write_text(json.dumps(event))
    return path


@pytest.fixture
def publishing_job(runner_env, monkeypatch, graded) -> Path:
    """The environment of the trusted workflow_run job."""
    monkeypatch.setenv("GITHUB_EVENT_NAME", "workflow_run")
    monkeypatch.setenv("GITHUB_EVENT_PATH", str(workflow_run_event(runner_env.home)))
    monkeypatch.setenv("GITHUB_TOKEN", "ghs_write-token")
    monkeypatch.delenv("INPUT_GITHUB-TOKEN")
    return graded


def test_without_post_the_comment_is_printed(cli, graded, github) -> None:
    before = len(github.requests)
    run = cli("comment", "--from", str(graded))
    assert run.exit_code == 0
    assert run.stdout.startswith("<!-- signalforge-gate:sticky:default -->")
    assert len(github.requests) == before  # nothing asked of GitHub


def test_post_publishes_the_comment_and_the_status_from_a_workflow_run(
    cli, publishing_job, github,
) -> None:
    run = cli("comment", "--from", str(publishing_job), "--post")
    assert run.exit_code == 0, run.stdout + run.stderr
    (comment,) = github.comments(REPO, PR)
    assert "signalforge-gate: passed" in comment["body"]
    (status,) = github.statuses(REPO, HEAD_SHA)
    assert (status["state"], status["context"]) == ("success", "signalforge-gate")
    (check_run,) = github.check_runs(REPO)  # the fork-safe job makes the check run too
    assert (check_run["name"], check_run["head_sha"]) == ("signalforge-gate", HEAD_SHA)
    assert github.violations == []
    assert [f"{r.method} {r.path}" for r in github.requests][-8:] == [
        f"GET /repos/{REPO}/pulls/{PR}", f"GET /repos/{REPO}/pulls/{PR}/files",
        f"GET /repos/{REPO}/commits/{HEAD_SHA}/check-runs", f"POST /repos/{REPO}/check-runs",
        f"GET /repos/{REPO}/issues/{PR}/comments", f"POST /repos/{REPO}/issues/{PR}/comments",
        f"GET /repos/{REPO}/issues/{PR}/comments", f"POST /repos/{REPO}/statuses/{HEAD_SHA}"]
    assert runner_env_outputs_comment_url(publishing_job) == comment["html_url"]
    again = cli("comment", "--from", str(publishing_job), "--post")
    assert again.exit_code == 0
    assert len(github.comments(REPO, PR)) == 1


def test_a_fork_runs_pull_requests_list_is_empty_and_the_reports_number_is_verified(
    cli, publishing_job, runner_env, github, monkeypatch,
) -> None:
    # GitHub leaves workflow_run.pull_requests empty for forks: the report's number is used,
    # and accepted only because that pull request's head is the event's head SHA.
    monkeypatch.setenv("GITHUB_EVENT_PATH", str(workflow_run_event(runner_env.home, pr=None)))
    assert cli("comment", "--from", str(publishing_job), "--post").exit_code == 0
    assert len(github.comments(REPO, PR)) == 1


def test_a_report_for_another_commit_is_refused(cli, publishing_job, runner_env, github,
                                                monkeypatch) -> None:
    monkeypatch.setenv("GITHUB_EVENT_PATH",
                       str(workflow_run_event(runner_env.home, head_sha="a" * 40)))
    run = cli("comment", "--from", str(publishing_job), "--post")
    assert run.exit_code == 2
    assert "was refused" in run.stderr
    assert github.comments(REPO, PR) == []
    assert github.statuses(REPO) == []


def test_a_report_naming_another_pull_request_is_refused(cli, publishing_job, runner_env,
                                                         github, monkeypatch) -> None:
    monkeypatch.setenv("GITHUB_EVENT_PATH", str(workflow_run_event(runner_env.home, pr=99)))
    run = cli("comment", "--from", str(publishing_job), "--post")
    assert run.exit_code == 2
    assert "belongs to #99" in run.stderr


def test_a_pull_request_that_moved_on_is_not_published_to(cli, publishing_job, github) -> None:
    github.add_pull(REPO, PR, "f95f852bd8fca8fcc58a9a2d6c842781e32a215e", "b" * 40)
    run = cli("comment", "--from", str(publishing_job), "--post")
    assert run.exit_code == 0  # not this job's failure: the newer run publishes its own
    assert "moved on to bbbbbbbbbbbb" in run.stderr
    assert github.comments(REPO, PR) == []
    assert github.statuses(REPO) == []


def forged(report_path: Path, **context: object) -> Path:
    report = json.loads(report_path.read_text())
    report["context"].update(context)
    report["tool"]["version"] = "1.0 [click](https://evil.example) <img src=x> @org/team"
    report_path.write_text(json.dumps(report))
    return report_path


def test_a_forged_report_cannot_choose_its_links_or_inject_markdown(
    cli, publishing_job, github,
) -> None:
    forged(publishing_job, run_url="https://evil.example/phish")
    assert cli("comment", "--from", str(publishing_job), "--post").exit_code == 0
    (comment,) = github.comments(REPO, PR)
    body = comment["body"]
    assert re.search(r"(?<!\\)\]\(https://evil", body) is None  # no link can form
    assert "https://evil.example/phish" not in body
    assert "<img" not in body
    assert "@org" not in body
    event = json.loads((EVENTS / "workflow_run.completed.with-pull-requests.json").read_text())
    trusted = event["workflow_run"]["html_url"]
    assert f"[run]({trusted})" in body
    (status,) = github.statuses(REPO, HEAD_SHA)
    assert status["target_url"] == trusted


def test_a_dry_run_publish_prints_and_posts_nothing(cli, publishing_job, runner_env, github,
                                                    monkeypatch) -> None:
    monkeypatch.setenv("INPUT_DRY-RUN", "true")
    before = len(github.requests)
    run = cli("comment", "--from", str(publishing_job), "--post")
    assert run.exit_code == 0
    assert run.stdout.startswith("<!-- signalforge-gate:sticky:default -->")
    assert len(github.requests) == before


def test_an_unreadable_report_is_an_input_error(cli, tmp_path) -> None:
    broken = tmp_path / "grade.json"
    broken.write_text('{"schema_version": 1}')
    run = cli("comment", "--from", str(broken))
    assert run.exit_code == 2
    assert "not a readable grade.json" in run.stderr


def test_the_action_publishes_with_the_publish_from_input(cli, publishing_job, runner_env,
                                                          github, monkeypatch) -> None:
    relative = "downloaded/grade.json"
    target = runner_env.workspace / relative
    target.parent.mkdir()
    target.write_bytes(publishing_job.read_bytes())
    monkeypatch.setenv("INPUT_PUBLISH-FROM", relative)
    run = cli("run")
    assert run.exit_code == 0, run.stdout + run.stderr
    assert len(github.comments(REPO, PR)) == 1
    assert github.statuses(REPO, HEAD_SHA)[0]["state"] == "success"


def runner_env_outputs_comment_url(grade_json: Path) -> str:
    """The comment-url output the publishing run wrote (the runner's output file)."""
    text = (grade_json.parent / "output").read_text()
    lines = text.splitlines()
    index = max(i for i, line in enumerate(lines) if line.startswith("comment-url<<"))
    return lines[index + 1]


def test_a_publishing_token_without_checks_write_still_publishes(
    cli, publishing_job, github,
) -> None:
    github.fail_next("POST", r"/check-runs$", 403,
                     body={"message": "Resource not accessible by integration"})
    run = cli("comment", "--from", str(publishing_job), "--post")
    assert run.exit_code == 0, run.stderr  # one warning, and the job succeeds
    assert "could not create the check run" in run.stderr
    assert len(github.comments(REPO, PR)) == 1
    assert len(github.statuses(REPO, HEAD_SHA)) == 1


def test_a_refused_comment_fails_the_publishing_job(cli, publishing_job, github) -> None:
    github.fail_next("POST", r"/issues/\d+/comments$", 403,
                     body={"message": "Resource not accessible by integration"})
    assert cli("comment", "--from", str(publishing_job), "--post").exit_code == 3
