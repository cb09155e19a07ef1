"""The checkout's `.git` is the pull request's word: its config, replace refs and ownership
steer nothing. Each test gives the gate a real repository as its checkout, set up as an earlier
step of the job could leave it, and starts the gate as the image starts it (its launcher, then
`python -I`) against the fake GitHub."""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.fakes.github_api import FakeGitHub
from tests.fakes.messages_api import FakeMessagesAPI
from tests.runner.conftest import (
    BASE_SHA,
    CHANGED,
    EVENTS,
    PR,
    REPO,
    Runner,
    added_patch,
    assert_valid_grade_json,
)
from tests.runner.image import start_as_the_image

KEY = "sk-ant-the-real-key-0123"
STRICT = "grade:\n  fail_on_below_threshold: true\n  sweep_max_rounds: 0\n" \
         "gate:\n  stability:\n    repeats: 0\n"
LAX = "grade:\n  min_pass_rate: 0\n  min_mean_score: 0\n"


def git(root: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(root), "-c", "user.name=t", "-c",
                           "user.email=t@example.com", *args], check=True,
                          capture_output=True, text=True).stdout.strip()


@pytest.fixture
def judge(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeMessagesAPI]:
    """The judge the step's inputs name; it finds the drafted docs weak."""
    with FakeMessagesAPI(score=lambda _criterion, _artifact: 0.1) as api:
        monkeypatch.setenv("INPUT_ANTHROPIC-API-KEY", KEY)
        monkeypatch.setenv("INPUT_ANTHROPIC-BASE-URL", api.base_url)
        yield api


def started(runner: Runner, launcher: Path) -> tuple[int, dict]:  # type: ignore[type-arg]
    done = start_as_the_image(launcher, runner.home, {}, runner.workspace)
    report = runner.grade_json
    assert_valid_grade_json(report)
    return done.exit_code, report


def test_a_promisor_remote_with_a_command_transport_runs_nothing(
        runner_env: Runner, launcher: Path, github: FakeGitHub, tmp_path: Path) -> None:
    """Channel 2: `.git/config` names a partial clone's promisor remote reached through the
    `ext` transport; a read of an object the store lacks made git run its command, with the
    gate's environment."""
    root = runner_env.workspace
    probe = tmp_path / "transport-ran"
    git(root, "init", "-q")
    git(root, "commit", "-q", "--allow-empty", "-m", "an unrelated commit")
    for key, value in (("core.repositoryformatversion", "1"),
                       ("extensions.partialclone", "origin"),
                       ("remote.origin.url", f"ext::sh -c touch% {probe}"),
                       ("remote.origin.promisor", "true"),
                       ("protocol.ext.allow", "always")):
        git(root, "config", key, value)
    github.put_file(REPO, "signalforge.yml", BASE_SHA, STRICT)
    code, report = started(runner_env, launcher)

    assert not probe.exists()
    assert report["docs"]["graded"]
    assert report["config"]["source"] == "base"
    assert code == 0


def test_a_replace_ref_does_not_choose_the_base_bar(
        runner_env: Runner, launcher: Path, github: FakeGitHub, judge: FakeMessagesAPI,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Channel 5: `git replace` of the base config's blob served bars of 0 for the base."""
    root = runner_env.workspace
    (root / "signalforge.yml").write_text(STRICT)
    git(root, "init", "-q")
    git(root, "add", "signalforge.yml")
    git(root, "commit", "-qm", "base")
    base = git(root, "rev-parse", "HEAD")
    git(root, "add", "-A")
    git(root, "commit", "-qm", "the change")
    head = git(root, "rev-parse", "HEAD")
    (root / "lax.yml").write_text(LAX)
    git(root, "replace", git(root, "rev-parse", f"{base}:signalforge.yml"),
        git(root, "hash-object", "-w", "lax.yml"))
    assert git(root, "show", f"{base}:signalforge.yml") == LAX.strip()  # what git now says
    (root / "lax.yml").unlink()
    files = [{"filename": name, "status": "added",
              "patch": added_patch((root / name).read_text())} for name in CHANGED]
    github.add_pull(REPO, PR, base, head, files=files, base_ref="master", head_ref="changes")
    for name in CHANGED:
        github.put_file(REPO, name, head, (root / name).read_bytes())
    github.put_file(REPO, "signalforge.yml", base, STRICT)
    event = json.loads((EVENTS / "pull_request.opened.json").read_text())
    event["pull_request"]["base"]["sha"], event["pull_request"]["head"]["sha"] = base, head
    (runner_env.home / "event.json").write_text(json.dumps(event))
    monkeypatch.setenv("GITHUB_EVENT_PATH", str(runner_env.home / "event.json"))
    monkeypatch.setenv("GITHUB_SHA", head)
    code, report = started(runner_env, launcher)

    assert (report["config"]["source"], report["config"]["ref"]) == ("base", base)
    assert report["verdict"]["docs"]["state"] == "fail"
    assert code == 1


def a_merge_commit_without_the_head(root: Path) -> str:
    """A commit standing for `refs/pull/N/merge` whose parents are not the head GitHub holds."""
    git(root, "init", "-q")
    git(root, "commit", "-q", "--allow-empty", "-m", "not the pull request's head")
    git(root, "commit", "-q", "--allow-empty", "-m", "a merge of something else")
    return git(root, "rev-parse", "HEAD")


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0,
                    reason="only root can hand a checkout to another user")
def test_the_merge_parent_check_holds_in_a_checkout_git_refuses(
        runner_env: Runner, launcher: Path, github: FakeGitHub,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Channel 18: inside the image the container's root reads the runner user's checkout,
    which git refuses ("dubious ownership"): the check that GITHUB_SHA merges the head GitHub
    holds was skipped without a word, and the run graded."""
    root = runner_env.workspace
    merge = a_merge_commit_without_the_head(root)
    for path in (root, *root.rglob("*")):
        os.chown(path, 12345, 12345, follow_symlinks=False)
    github.put_file(REPO, "signalforge.yml", BASE_SHA, STRICT)
    monkeypatch.setenv("GITHUB_SHA", merge)
    monkeypatch.setenv("GITHUB_REF", f"refs/pull/{PR}/merge")
    code, report = started(runner_env, launcher)

    assert report["verdict"]["state"] == "inconclusive"
    assert f"GITHUB_SHA ({merge[:12]}) is neither the head commit" in json.dumps(report)
    assert code == 3


def test_a_merge_parent_check_that_cannot_be_made_is_named(
        runner_env: Runner, launcher: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Channel 18: when the checkout does not hold GITHUB_SHA, the check is named as not
    made, never skipped in silence."""
    merge = "ab" * 20
    monkeypatch.setenv("GITHUB_SHA", merge)
    monkeypatch.setenv("GITHUB_REF", f"refs/pull/{PR}/merge")
    _code, report = started(runner_env, launcher)

    assert any(note.startswith(f"whether GITHUB_SHA ({merge[:12]}) merges the head commit "
                               f"GitHub holds for pull request #{PR} could not be checked")
               for note in report["notes"])
