"""Outside a pull request event (another CI, a merge queue), a change is still graded by its
base's bar and by what it changes: `--base` reads the base commit's configuration (the
checkout's git objects, or a clear error), never the head's, and a merge queue without git
history does not honour a `.gitignore` the change added. End to end, through `run` with real
git repositories."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.fakes.github_api import FakeGitHub
from tests.runner.conftest import BASE_SHA, HEAD_SHA, REPO, Runner

STRICT = ("grade:\n  fail_on_below_threshold: true\n  min_pass_rate: 0.99\n"
          "gate:\n  judge: heuristic\n")
LAX = "grade:\n  fail_on_below_threshold: false\ngate:\n  judge: heuristic\n"
WEAK_DOCS = ("version: 2\nmodels:\n  - name: widgets\n    description: TODO\n"
             "    columns:\n      - name: id\n        description: id\n")


def git(workspace: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(workspace), "-c", "user.name=t", "-c",
                           "user.email=t@example.com", *args], check=True,
                          capture_output=True, text=True).stdout.strip()


@pytest.fixture
def other_ci(runner_env: Runner) -> Runner:
    """Another CI: no GitHub event, no token; only the command line's flags."""
    for name in ("GITHUB_ACTIONS", "GITHUB_EVENT_PATH", "GITHUB_EVENT_NAME",
                 "INPUT_GITHUB-TOKEN", "GITHUB_TOKEN"):
        runner_env.monkeypatch.delenv(name, raising=False)
    return runner_env


def lowered_in_the_change(workspace: Path) -> tuple[str, str]:
    """A repository whose base enforces a strict bar and whose head lowers it and adds weak
    docs; the working tree is the head."""
    (workspace / "signalforge.yml").write_text(STRICT)
    git(workspace, "init", "-q")
    git(workspace, "add", "signalforge.yml")
    git(workspace, "commit", "-qm", "base")
    base = git(workspace, "rev-parse", "HEAD")
    (workspace / "signalforge.yml").write_text(LAX)
    (workspace / "models" / "widgets.yml").write_text(WEAK_DOCS)
    git(workspace, "add", "signalforge.yml", "models/widgets.yml")
    git(workspace, "commit", "-qm", "head")
    return base, git(workspace, "rev-parse", "HEAD")


def test_base_and_head_without_a_pull_request_are_graded_by_the_bases_bar(
    other_ci: Runner, workspace: Path,
) -> None:
    base, head = lowered_in_the_change(workspace)
    run = other_ci.run("--base", base, "--head", head)
    assert run.exit_code == 1, run.stdout
    report = other_ci.grade_json
    assert (report["config"]["source"], report["config"]["ref"]) == ("base", base)
    assert report["docs"]["files"] == ["models/widgets.yml"]


def test_a_base_the_checkout_does_not_hold_is_a_clear_usage_error_not_the_heads_bar(
    other_ci: Runner, workspace: Path,
) -> None:
    _base, head = lowered_in_the_change(workspace)
    run = other_ci.run("--base", "ab" * 20, "--head", head)
    assert run.exit_code == 2, run.stdout
    assert "base commit" in run.stderr + run.stdout
    assert other_ci.grade_json["config"]["source"] == "defaults"


def test_a_pull_request_number_without_the_base_or_a_token_does_not_fall_back_to_the_heads_bar(
    other_ci: Runner, workspace: Path,
) -> None:
    _base, head = lowered_in_the_change(workspace)
    run = other_ci.run("--pr", "5", "--base", "ab" * 20, "--head", head)
    assert run.exit_code == 2, run.stdout
    assert other_ci.grade_json["config"]["source"] != "head"


def test_without_git_installed_the_base_is_still_read_from_the_checkouts_objects(
    other_ci: Runner, workspace: Path, tmp_path: Path,
) -> None:
    """No git runs at all: the objects are read as data, so an image without git grades a
    change by its base's bar."""
    base, head = lowered_in_the_change(workspace)
    no_git = tmp_path / "no-git"
    no_git.mkdir()
    other_ci.monkeypatch.setenv("PATH", str(no_git))
    run = other_ci.run("--base", base, "--head", head)
    assert run.exit_code == 1, run.stdout
    report = other_ci.grade_json
    assert (report["config"]["source"], report["config"]["ref"]) == ("base", base)
    assert report["docs"]["files"] == ["models/widgets.yml"]


def test_a_merge_queue_without_git_does_not_honour_a_gitignore_the_change_added(
    runner_env: Runner, github: FakeGitHub, workspace: Path,
) -> None:
    github.put_file(REPO, "signalforge.yml", BASE_SHA, STRICT)
    for name, text in (("models/widgets.yml", WEAK_DOCS), ("models/.gitignore", "widgets.yml\n")):
        (workspace / name).write_text(text)
        github.put_file(REPO, name, HEAD_SHA, text)  # the queued change adds both
    event = {"action": "checks_requested", "merge_group": {
        "head_sha": HEAD_SHA, "head_ref": "refs/heads/gh-readonly-queue/master/pr-2-x",
        "base_sha": BASE_SHA, "base_ref": "refs/heads/master"},
        "repository": {"full_name": REPO}}
    path = runner_env.home / "merge_group.json"
    path.write_text(json.dumps(event))
    runner_env.monkeypatch.setenv("GITHUB_EVENT_PATH", str(path))
    runner_env.monkeypatch.setenv("GITHUB_EVENT_NAME", "merge_group")
    run = runner_env.run()
    assert run.exit_code == 1, run.stdout
    assert "models/widgets.yml" in runner_env.grade_json["docs"]["files"]


def test_without_a_pull_request_only_an_audit_the_change_commits_is_graded(
    other_ci: Runner, workspace: Path,
) -> None:
    """`--base`/`--head` (another CI, a merge queue): git's diff says what the change adds or
    modifies; the base's older audit on disk is not this change's session."""
    audit = ".cleo/audit-log.jsonl"
    git(workspace, "init", "-q")
    git(workspace, "add", "signalforge.yml", audit)
    git(workspace, "commit", "-qm", "base with an older audit")
    base = git(workspace, "rev-parse", "HEAD")
    (workspace / "models" / "widgets.yml").write_text(WEAK_DOCS)
    git(workspace, "add", "models/widgets.yml")
    git(workspace, "commit", "-qm", "head without an audit")
    other_ci.run("--base", base, "--head", git(workspace, "rev-parse", "HEAD"))
    session = other_ci.grade_json["session"]
    assert session["grades"] == []
    assert f"the checkout holds {audit}, which this change does not add or modify" in \
        session["note"]

    (workspace / audit).write_text((workspace / audit).read_text() + "\n")
    git(workspace, "add", audit)
    git(workspace, "commit", "-qm", "the agent's audit")
    other_ci.run("--base", base, "--head", git(workspace, "rev-parse", "HEAD"))
    (source,) = other_ci.grade_json["session"]["provenance"]["sources"]
    assert (source["path"], source["origin"]) == (audit, "change")
