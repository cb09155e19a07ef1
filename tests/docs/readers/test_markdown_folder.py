"""A folder of Markdown named on the command line is graded without any configuration, and a
dbt folder's docs-block files are not mistaken for drafted Markdown."""

from __future__ import annotations

import json
from pathlib import Path

GUIDE = ("# Guide\n\n## Install\n\nRun the installer with the default options, then restart the "
         "shell so the new path is read.\n\n## Use\n\nCall the command with a path; it prints "
         "one line per file it read and exits non-zero on the first unreadable one.\n")


def test_a_folder_of_markdown_is_graded_without_config(cli, tmp_path: Path,
                                                      monkeypatch) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "guide.md").write_text(GUIDE)
    monkeypatch.chdir(tmp_path)
    run = cli("docs", "docs", "--judge", "heuristic", "--json")
    assert run.exit_code == 0, run.stderr
    report = json.loads(run.stdout)
    assert {r["artifact_id"] for r in report["results"]} == {"section.install", "section.use"}
    assert {r["kind"] for r in report["results"]} == {"markdown_section"}


def test_a_dbt_folder_grades_its_properties_not_its_docs_blocks(cli, tmp_path: Path,
                                                               monkeypatch) -> None:
    (tmp_path / "dbt_project.yml").write_text("name: shop\nversion: '1.0'\nprofile: shop\n")
    (tmp_path / "models").mkdir()
    (tmp_path / "models" / "docs.md").write_text("{% docs orders %}\nOne row per order.\n"
                                                 "{% enddocs %}\n")
    (tmp_path / "models" / "schema.yml").write_text(
        "models:\n  - name: orders\n    description: '{{ doc(\"orders\") }}'\n")
    monkeypatch.chdir(tmp_path)
    run = cli("docs", "models", "--judge", "heuristic", "--json")
    assert run.exit_code == 0, run.stderr
    kinds = {r["kind"] for r in json.loads(run.stdout)["results"]}
    assert "markdown_section" not in kinds
    assert "model_description" in kinds
