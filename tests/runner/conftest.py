"""End-to-end harness for `signalforge-gate run`: a fake GitHub seeded with the real
`pull_request.opened` payload's pull request, the bundled example as the checkout, and the
environment a GitHub runner gives a docker action."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from gate.github.pull_request import Pacing
from gate.report.grade_json import SCHEMA_PATH
from tests.conftest import EXAMPLE, FIXTURES, GENERATED, CliRun
from tests.fakes.github_api import FakeGitHub, PullCommitSeed

EVENTS = FIXTURES / "github" / "events"
REPO = "Codertocat/Hello-World"
PR = 2
BASE_SHA = "f95f852bd8fca8fcc58a9a2d6c842781e32a215e"
HEAD_SHA = "ec26c3e57ca3a959ca5aad62de7213c562f8c821"
TOKEN = "ghs_test-token-0123456789"
#: The pull request's one commit, made just after the example audit's latest session ended.
COMMITS = (PullCommitSeed(HEAD_SHA, "2026-11-18T09:20:41Z", "Draft the stg_orders docs"),)
CHANGED = ("models/staging/schema.yml", ".signalforge/candidates/stg_payments.json",
           "docs/payments.md", ".cleo/audit-log.jsonl")


def added_patch(text: str) -> str:
    """The patch of a file the pull request adds: every line is new."""
    lines = text.splitlines()
    return f"@@ -0,0 +1,{len(lines)} @@\n" + "\n".join(f"+{line}" for line in lines)


@pytest.fixture(autouse=True)
def fast_github(monkeypatch: pytest.MonkeyPatch) -> None:
    """No pacing between requests and short rate-limit waits: the behaviour stays PyGithub's."""
    monkeypatch.setattr("gate.github.pull_request.DEFAULT_PACING",
                        Pacing(requests=0, writes=0, retries=3, secondary_rate_wait=0.05))


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    """The example pull request's checkout (no .git: the base is read through the API)."""
    copy = tmp_path / "workspace"
    shutil.copytree(EXAMPLE, copy, ignore=shutil.ignore_patterns(*GENERATED))
    return copy


def base_config(text: str | None = None) -> str:
    return text if text is not None else (EXAMPLE / "signalforge.yml").read_text()


@pytest.fixture
def github(workspace: Path) -> Iterator[FakeGitHub]:
    with FakeGitHub() as fake:
        fake.add_repo(REPO, default_branch="master", default_sha=BASE_SHA)
        files = [{"filename": name, "status": "added",
                  "patch": added_patch((workspace / name).read_text())} for name in CHANGED]
        fake.add_pull(REPO, PR, BASE_SHA, HEAD_SHA, files=files, base_ref="master",
                      head_ref="changes", commits=COMMITS)
        fake.put_file(REPO, "signalforge.yml", BASE_SHA, base_config())
        for name in CHANGED:  # GitHub's copy of the head commit: what the gate grades
            fake.put_file(REPO, name, HEAD_SHA, (workspace / name).read_bytes())
        yield fake


def changed_at_head(github: FakeGitHub, workspace: Path, name: str, text: str | None) -> None:
    """Pull request #PR changes `name` to `text` at its head (None: removes it), on GitHub
    (held at the head and listed among the changed files) and in the checkout alike."""
    path = workspace / name
    if text is None:
        path.unlink()
        github.add_pull_file(REPO, PR, {"filename": name, "status": "removed"})
        return
    commit_at_head(github, workspace, name, text)
    github.add_pull_file(REPO, PR, {"filename": name, "status": "modified",
                                    "patch": added_patch(text)})


def commit_at_head(github: FakeGitHub, workspace: Path, name: str, text: str,
                   head: str = HEAD_SHA) -> None:
    """The pull request's head holds `text` at `name`, on GitHub and in the checkout alike."""
    path = workspace / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    github.put_file(REPO, name, head, text)


@dataclass
class Runner:
    """Runs the gate as the runner would, and reads back what it left."""

    run: Callable[..., CliRun]
    workspace: Path
    home: Path
    monkeypatch: pytest.MonkeyPatch

    def use_event(self, name: str = "pull_request.opened", **pull_changes: Any) -> None:
        """Run on a copy of a real payload, with `pull_request` fields changed."""
        event = json.loads((EVENTS / f"{name}.json").read_text())
        if pull_changes:
            event["pull_request"].update(pull_changes)
        path = self.home / f"{name}.json"
        path.write_text(json.dumps(event))
        self.monkeypatch.setenv("GITHUB_EVENT_PATH", str(path))
        self.monkeypatch.setenv("GITHUB_EVENT_NAME", name.split(".", maxsplit=1)[0])

    def use_api(self, fake: FakeGitHub) -> None:
        self.monkeypatch.setenv("GITHUB_API_URL", fake.base_url)

    @property
    def grade_json(self) -> dict[str, Any]:
        return json.loads((self.workspace / ".signalforge" / "grade.json").read_text())

    @property
    def outputs(self) -> dict[str, str]:
        text = (self.home / "output").read_text()
        values, lines = {}, iter(text.splitlines())
        for line in lines:
            name, delimiter = line.split("<<", 1)
            values[name] = "\n".join(iter(lambda: next(lines), delimiter))
        return values

    @property
    def summary(self) -> str:
        path = self.home / "summary.md"
        return path.read_text() if path.exists() else ""


@pytest.fixture
def runner_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, workspace: Path,
               github: FakeGitHub, cli: Callable[..., CliRun]) -> Runner:
    home = tmp_path / "runner"
    home.mkdir()
    (home / "output").write_text("")
    environment = {
        "GITHUB_ACTIONS": "true", "GITHUB_EVENT_NAME": "pull_request",
        "GITHUB_EVENT_PATH": str(EVENTS / "pull_request.opened.json"),
        "GITHUB_REPOSITORY": REPO, "GITHUB_API_URL": github.base_url,
        "GITHUB_SERVER_URL": "https://github.example", "GITHUB_RUN_ID": "4242",
        "GITHUB_WORKSPACE": str(workspace), "GITHUB_OUTPUT": str(home / "output"),
        "GITHUB_STEP_SUMMARY": str(home / "summary.md"), "GITHUB_SHA": HEAD_SHA,
        "INPUT_GITHUB-TOKEN": TOKEN, "INPUT_COMMENT": "sticky",
    }
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    return Runner(lambda *args: cli("run", *args), workspace, home, monkeypatch)


def assert_valid_grade_json(document: dict[str, Any]) -> None:
    """Every grade.json a test sees must satisfy the published schema."""
    schema = json.loads(SCHEMA_PATH.read_text())
    errors = sorted(Draft202012Validator(schema).iter_errors(document), key=str)
    assert not errors, [e.message for e in errors[:3]]


@pytest.fixture(scope="session")
def launcher(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The image's static launcher, built once for the session (skipped without a compiler)."""
    from tests.runner.image import build_launcher

    return build_launcher(tmp_path_factory.mktemp("launcher"))
