"""`docs .` and a run outside a change select the same files on the same tree: both list a
folder through `gate.inputs.workspace`, so a `.gitignore` above the folder a pattern walks
(`models/` for `models/**/*.yml`) and git's index count for both."""

from __future__ import annotations

from pathlib import Path

import pytest
from dulwich.repo import Repo

from gate.docs.readers.named_files import select_files
from gate.github.context import RunContext
from gate.inputs.workspace import Workspace
from gate.runner.change.graded_files import doc_files

TREE = {
    ".gitignore": "models/generated/\n",
    "dbt_project.yml": "name: shop\nmodel-paths: [models]\n",
    "models/orders.yml": "models:\n  - name: orders\n",
    "models/staging/stg_orders.yml": "models:\n  - name: stg_orders\n",
    "models/staging/.gitignore": "scratch.yml\n",
    "models/staging/scratch.yml": "models:\n  - name: scratch\n",
    "models/generated/built.yml": "models:\n  - name: built\n",
    "models/generated/kept.yml": "models:\n  - name: kept\n",
    ".signalforge/candidates/stg_orders.json": "{}\n",
}


def tree(root: Path, *, with_git: bool) -> None:
    for name, text in TREE.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    if with_git:  # git tracks one file the ignore rules would leave out: git lists it
        tracked = ["models/orders.yml", "models/generated/kept.yml"]
        Repo.init(str(root)).get_worktree().stage(tracked)


def run_selects(root: Path) -> list[str]:
    config = select_files([str(root)], workspace=root).config
    return doc_files(Workspace(root), config, RunContext(root, "push"), None).files


@pytest.mark.parametrize("with_git", [False, True])
def test_docs_dot_and_a_run_select_the_same_files(tmp_path: Path, with_git: bool) -> None:
    tree(tmp_path, with_git=with_git)
    by_docs = sorted(select_files([str(tmp_path)], workspace=tmp_path).files)
    assert by_docs == sorted(run_selects(tmp_path))
    expected = {".signalforge/candidates/stg_orders.json", "models/orders.yml",
                "models/staging/stg_orders.yml"}
    assert set(by_docs) == expected | ({"models/generated/kept.yml"} if with_git else set())


def test_a_folder_walked_alone_lists_what_the_whole_walk_lists_under_it(tmp_path: Path) -> None:
    tree(tmp_path, with_git=False)
    whole = Workspace(tmp_path).files_under("")
    assert Workspace(tmp_path).files_under("models") == \
        [p for p in whole if p.startswith("models/")]
    assert Workspace(tmp_path).files_under("models/generated") == []


@pytest.mark.parametrize("passed_over", ["ignored folder", "ignored file", "link"])
def test_what_only_the_index_lists_is_listed(tmp_path: Path, passed_over: str) -> None:
    """The index is read only when the walk passed something over; what it alone lists (a
    tracked file inside an ignored folder, a tracked link to a folder) is still listed."""
    (tmp_path / "models" / "inner").mkdir(parents=True)
    (tmp_path / "models" / "a.yml").write_text("models: []\n")
    (tmp_path / "models" / "inner" / "b.yml").write_text("models: []\n")
    if passed_over.startswith("ignored"):
        ignored = "models/inner/" if passed_over == "ignored folder" else "b.yml"
        (tmp_path / ".gitignore").write_text(f"{ignored}\n")
        only_indexed = "models/inner/b.yml"
    else:
        (tmp_path / "models" / "link").symlink_to(tmp_path / "models" / "inner")
        only_indexed = "models/link"
    Repo.init(str(tmp_path)).get_worktree().stage([only_indexed])
    listed = Workspace(tmp_path).files_under("models")
    assert only_indexed in listed
    assert "models/a.yml" in listed
