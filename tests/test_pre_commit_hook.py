"""The pre-commit hook, run by pre-commit itself on a scratch repository: it grades the staged
dbt files at any depth, and leaves the working tree exactly as it found it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
MANIFEST = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())
SCHEMA = """version: 2
models:
  - name: orders
    description: One row per order placed in the shop, with its status and amount.
    columns:
      - name: order_id
        description: The order's primary key, unique per order.
"""


def git(repo: Path, *args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True,
                          env=env, check=False)


@pytest.fixture
def repo(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    """A repository whose pre-commit config runs the manifest's hook on this checkout's
    installed gate (`language: system`: the hook's environment is the test's own)."""
    repo = tmp_path / "repo"
    repo.mkdir()
    env = {**os.environ, "PRE_COMMIT_HOME": str(tmp_path / "pre-commit"),
           "XDG_CACHE_HOME": str(tmp_path / "cache"),
           "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}",
           "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com",
           "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com"}
    env.pop("ANTHROPIC_API_KEY", None)
    (hook,) = MANIFEST
    local = {key: hook[key] for key in ("id", "name", "entry", "files", "require_serial")}
    config = {"repos": [{"repo": "local", "hooks": [{**local, "language": "system"}]}]}
    (repo / ".pre-commit-config.yaml").write_text(yaml.safe_dump(config))
    git(repo, "init", "-q", env=env)
    git(repo, "add", ".pre-commit-config.yaml", env=env)
    git(repo, "commit", "-qm", "init", env=env)
    installed = subprocess.run([sys.executable, "-m", "pre_commit", "install"], cwd=repo,
                               capture_output=True, text=True, env=env, check=False)
    assert installed.returncode == 0, installed.stderr
    return repo, env


def write(repo: Path, path: str, text: str) -> None:
    (repo / path).parent.mkdir(parents=True, exist_ok=True)
    (repo / path).write_text(text)


def test_a_nested_models_file_is_graded_and_the_tree_is_left_clean(repo) -> None:
    repo, env = repo
    write(repo, "analytics/models/staging/schema.yml", SCHEMA)
    git(repo, "add", "-A", env=env)
    committed = git(repo, "commit", "-m", "docs", env=env)
    assert committed.returncode == 0, committed.stdout + committed.stderr
    assert "signalforge-gate (drafted docs)" in committed.stderr + committed.stdout
    assert "Passed" in committed.stderr + committed.stdout
    assert git(repo, "status", "--porcelain", "--ignored", env=env).stdout == ""
    report = Path(env["XDG_CACHE_HOME"]) / "signalforge-gate" / "docs-grade.json"
    assert "analytics/models/staging/schema.yml" in report.read_text()


def test_only_the_staged_version_is_graded(repo) -> None:
    repo, env = repo
    write(repo, "models/schema.yml", SCHEMA)
    git(repo, "add", "-A", env=env)
    write(repo, "models/schema.yml", "models: [unclosed\n")  # not staged: stashed by pre-commit
    committed = git(repo, "commit", "-m", "docs", env=env)
    assert committed.returncode == 0, committed.stdout + committed.stderr
    assert (repo / "models" / "schema.yml").read_text() == "models: [unclosed\n"


def test_the_staged_version_is_what_blocks(repo) -> None:
    repo, env = repo
    write(repo, "models/schema.yml", "models: [unclosed\n")
    git(repo, "add", "-A", env=env)
    committed = git(repo, "commit", "-m", "docs", env=env)
    assert committed.returncode != 0
    assert "Failed" in committed.stdout + committed.stderr


def test_files_outside_dbt_and_candidate_folders_do_not_run_it(repo) -> None:
    repo, env = repo
    write(repo, "deploy/values.yml", "x: 1\n")
    git(repo, "add", "-A", env=env)
    committed = git(repo, "commit", "-m", "other", env=env)
    assert committed.returncode == 0
    assert "(no files to check)Skipped" in committed.stdout + committed.stderr
