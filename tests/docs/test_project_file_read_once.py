"""A dbt project file is parsed once per run, though the run looks it up when it selects files
and again when it reads them, and a changed file is still seen by the next run of the same
process."""

from __future__ import annotations

from pathlib import Path

import pytest

from gate.docs.readers import dbt_project
from gate.docs.readers.extract import read_docs
from gate.docs.readers.selection import select_files
from tests.docs.dbt_fixture import write_project


@pytest.fixture
def parses(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    seen: list[str] = []
    real = dbt_project.load_yaml

    def counted(text: str, **options: object) -> object:
        seen.append(text)
        return real(text, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(dbt_project, "load_yaml", counted)
    return seen


def test_a_run_parses_the_project_file_once(tmp_path: Path, parses: list[str]) -> None:
    write_project(tmp_path)
    (tmp_path / "dbt_project.yml").write_text(dbt_project_text(tmp_path, "models"))
    selection = select_files([str(tmp_path)])
    extraction = read_docs(selection.workspace, selection.files)
    assert extraction.artifacts
    assert parses == [dbt_project_text(tmp_path, "models")]


def test_a_changed_project_file_is_read_again(tmp_path: Path, parses: list[str]) -> None:
    write_project(tmp_path)
    (tmp_path / "dbt_project.yml").write_text(dbt_project_text(tmp_path, "models"))
    first = select_files([str(tmp_path)])
    assert dbt_project.find_projects(tmp_path)[0].resource_paths[0] == "models"
    read_docs(first.workspace, first.files)
    (tmp_path / "dbt_project.yml").write_text(dbt_project_text(tmp_path, "elsewhere"))
    dbt_project.forget_projects()  # as the next run's reading does
    assert dbt_project.find_projects(tmp_path)[0].resource_paths[0] == "elsewhere"
    assert parses == [dbt_project_text(tmp_path, "models"),
                      dbt_project_text(tmp_path, "elsewhere")]


def dbt_project_text(root: Path, models: str) -> str:
    """A project file no other test writes (a text once parsed is remembered)."""
    return f"name: shop_{root.name}\nmodel-paths: [{models}]\nseed-paths: [seeds]\n"
