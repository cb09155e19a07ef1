"""A dbt project file is parsed once per run, though the run looks it up when it selects files
and again when it reads them, and a changed file is still seen by the next run of the same
process, with no reset in between."""

from __future__ import annotations

from pathlib import Path

import pytest

from gate.docs.readers import dbt_project
from gate.docs.readers.extract import Extraction, read_docs
from gate.docs.readers.named_files import select_files
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
    assert dbt_project.find_projects(tmp_path)[0].resource_paths[0] == "elsewhere"
    assert parses == [dbt_project_text(tmp_path, "models"),
                      dbt_project_text(tmp_path, "elsewhere")]


def test_a_run_after_the_project_file_changed_reads_it_anew(tmp_path: Path,
                                                           parses: list[str]) -> None:
    """No reset between runs: what is remembered of a project file is kept by its text, and
    which project a file belongs to is looked up afresh by each reading."""
    write_project(tmp_path)
    (tmp_path / "dbt_project.yml").write_text(dbt_project_text(tmp_path, "models"))
    first = read_docs(tmp_path, ["models/schema_0.yml"])
    assert order_ids(first) == {"The order's identifier, assigned by the shop when the "
                                "customer checks out."}
    (tmp_path / "dbt_project.yml").write_text(dbt_project_text(tmp_path, "elsewhere") +
                                              "docs-paths: [elsewhere]\n")
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "elsewhere" / "docs.md").write_text(
        "{% docs order_id %}\nThe identifier the shop gives an order at checkout.\n"
        "{% enddocs %}\n")
    second = read_docs(tmp_path, ["models/schema_0.yml"])
    assert len(parses) == 2  # the changed file was parsed, once
    assert order_ids(second) == {"The identifier the shop gives an order at checkout."}


def order_ids(extraction: Extraction) -> set[str]:
    """The graded text of every `order_id` column: a doc block's, in the fixture."""
    return {a.text for a in extraction.artifacts
            if a.artifact_id.endswith("column.order_id.description")}


def dbt_project_text(root: Path, models: str) -> str:
    """A project file no other test writes (a text once parsed is remembered)."""
    return f"name: shop_{root.name}\nmodel-paths: [{models}]\nseed-paths: [seeds]\n"
