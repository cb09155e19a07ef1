"""Patterns through wcmatch and the files git would list: what the hand-written matcher got
wrong (braces, negation, ignored folders) stays fixed."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from gate.inputs.globs import matches
from gate.inputs.tracked import files_under
from gate.inputs.workspace import Workspace


@pytest.mark.parametrize(("path", "expected"), [
    ("models/a.yml", True), ("models/x/y/b.yaml", True), ("models/c.json", False),
    ("models/legacy/old.yml", False), ("models/.hidden/d.yml", False), ("seeds/e.yml", False),
])
def test_braces_negation_and_dotfiles(path: str, expected: bool) -> None:
    assert matches(path, ["models/**/*.{yml,yaml}", "!models/legacy/**"]) is expected


def test_a_pattern_that_spells_the_dot_reaches_a_dot_folder() -> None:
    assert matches(".signalforge/candidates/x/a.json", [".signalforge/candidates/**/*.json"])
    assert not matches(".signalforge/candidates/a.json", ["**/*.json"])


def tree(root: Path, *paths: str) -> Path:
    for path in paths:
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text("x: 1\n")
    return root


def git(root: Path, *args: str) -> None:
    subprocess.run(["git", "-C", str(root), *args], check=True, capture_output=True)


FILES = ("models/a.yml", "build/models/b.yml", "models/skip.yml", "models/keep/c.yml",
         "venv/lib/d.yml")
IGNORES = {".gitignore": "build/\nvenv/\nmodels/skip.yml\n", "models/.gitignore": "!skip.yml\n"}


def ignoring_tree(root: Path) -> Path:
    tree(root, *FILES)
    for name, text in IGNORES.items():
        (root / name).write_text(text)
    return root


def test_without_git_each_folders_gitignore_applies(tmp_path: Path) -> None:
    root = ignoring_tree(tmp_path)
    assert [f for f in files_under(root) if f.endswith(".yml")] == \
        ["models/a.yml", "models/keep/c.yml", "models/skip.yml"]  # re-included one level down


def test_with_git_the_listing_is_gits_own_new_files_included(tmp_path: Path) -> None:
    root = ignoring_tree(tmp_path)
    git(root, "init", "-q")
    git(root, "add", "models/a.yml", ".gitignore")
    git(root, "-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-qm", "x")
    listed = files_under(root)
    assert "models/keep/c.yml" in listed  # new, not ignored
    assert not any(f.startswith(("build/", "venv/")) for f in listed)
    assert ".git/HEAD" not in listed


def test_the_workspace_never_selects_an_ignored_folders_files(tmp_path: Path) -> None:
    root = ignoring_tree(tmp_path)
    selected = Workspace(root).select(["**/*.yml", "!models/keep/**"], [])
    assert selected == ["models/a.yml", "models/skip.yml"]
