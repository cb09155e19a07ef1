"""A dbt project as a whole: its resource paths, its doc blocks, and the `docs` command on it."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from gate.configure.gate_settings import DocsSettings
from gate.docs.readers.dbt import read_dbt
from gate.docs.readers.dbt_project import (
    docs_scope,
    effective_include,
    find_projects,
    path_settings,
)
from gate.docs.readers.doc_blocks import DocBlocks
from gate.docs.readers.extract import read_docs

DOCS_MD = """# Shared descriptions

{% docs order_status %}
The order's state in the fulfilment flow: placed, shipped or returned.
{% enddocs %}

{%- docs customer_id -%}
  The shop's customer number, stable across accounts.
{%- enddocs -%}
"""


def write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


@pytest.mark.parametrize("reference", [
    '{{ doc("order_status") }}', "{{ doc('order_status') }}", '{{doc("order_status")}}',
    '{{   doc( "order_status" )   }}', '{{- doc("order_status") -}}',
    '{{ doc("shop", "order_status") }}',
])
def test_every_spelling_of_a_doc_reference_resolves_to_the_block(reference: str) -> None:
    blocks = DocBlocks()
    blocks.add_text(DOCS_MD, "models/docs.md")
    resolved = blocks.resolve(reference)
    assert resolved.text == "The order's state in the fulfilment flow: placed, shipped or " \
        "returned."
    assert resolved.text_from == "docs block `order_status` at models/docs.md:3"
    assert not resolved.unknown
    assert not resolved.other_jinja


def test_whitespace_control_blocks_are_read_and_stripped() -> None:
    blocks = DocBlocks()
    blocks.add_text(DOCS_MD, "models/docs.md")
    assert blocks.blocks["customer_id"].text == "The shop's customer number, stable across " \
        "accounts."
    assert blocks.blocks["customer_id"].line == 7


def test_a_resolved_description_is_graded_and_points_at_both_places() -> None:
    blocks = DocBlocks()
    blocks.add_text(DOCS_MD, "models/docs.md")
    text = ("models:\n  - name: orders\n    columns:\n      - name: status\n"
            "        description: 'Current state. {{ doc(\"order_status\") }}'\n")
    column = read_dbt(text, "models/orders.yml", blocks).artifacts[0]
    assert column.text.startswith("Current state. The order's state")
    assert (column.file, column.line) == ("models/orders.yml", 5)
    assert column.text_from == "docs block `order_status` at models/docs.md:3"
    assert column.context_notes == ("text resolved from docs block `order_status` at "
                                    "models/docs.md:3",)


def test_an_unknown_block_is_a_finding_on_the_line_that_names_it() -> None:
    text = "models:\n  - name: m\n    description: '{{ doc(\"nowhere\") }}'\n"
    reading = read_dbt(text, "models/m.yml", DocBlocks())
    (finding,) = reading.findings
    assert (finding.path, finding.line) == ("models/m.yml", 3)
    assert "`nowhere`" in finding.message


def test_other_jinja_is_shown_as_written_and_flagged() -> None:
    text = "models:\n  - name: m\n    description: 'Rows since {{ var(\"start\") }}.'\n"
    (model,) = read_dbt(text, "models/m.yml", DocBlocks()).artifacts
    assert model.text == 'Rows since {{ var("start") }}.'
    assert any("not evaluated" in note for note in model.context_notes)


PROJECT = {
    "dbt_project.yml": "name: shop\nmodel-paths: [transform]\nseed-paths: [data]\n"
                       "docs-paths: [docs]\n",
    "transform/staging/stg_orders.yml": "models:\n  - name: stg_orders\n    description: "
                                        "'{{ doc(\"order_status\") }}'\n",
    "data/seeds.yml": "seeds:\n  - name: codes\n    description: Country codes by ISO.\n",
    "docs/shared.md": DOCS_MD,
    "transform/staging/only_version.yml": "version: 2\n",
    "transform/docs_in_models.md": "{% docs order_status %}shadowed?{% enddocs %}",
}


def test_resource_paths_and_docs_paths_come_from_dbt_project_yml(tmp_path: Path) -> None:
    write(tmp_path, PROJECT)
    (project,) = find_projects(tmp_path)
    assert project.resource_paths == ("transform", "data", "snapshots", "macros", "analyses",
                                      "tests")
    assert project.docs_paths == ("docs",)
    include = effective_include(tmp_path, DocsSettings())
    assert "transform/**/*.yml" in include
    assert "data/**/*.yaml" in include


def test_an_explicit_include_still_decides_alone(tmp_path: Path) -> None:
    write(tmp_path, PROJECT)
    settings = DocsSettings(include=("models/**/*.yml",))
    assert effective_include(tmp_path, settings) == ("models/**/*.yml",)


def test_docs_paths_default_to_every_resource_path_and_the_test_paths(tmp_path: Path) -> None:
    write(tmp_path, {"dbt_project.yml": "name: shop\ntest-paths: [checks]\n"})
    (project,) = find_projects(tmp_path)
    assert project.docs_paths == ("models", "seeds", "snapshots", "macros", "analyses",
                                  "checks")


def test_a_project_in_a_subfolder_is_found_with_its_own_paths(tmp_path: Path) -> None:
    write(tmp_path, {f"warehouse/{k}": v for k, v in PROJECT.items()})
    (project,) = find_projects(tmp_path)
    assert project.folder == "warehouse"
    assert project.properties_folders()[0] == "warehouse/transform"


def test_the_run_reads_doc_blocks_from_docs_paths_only_and_notes_empty_files(
    tmp_path: Path,
) -> None:
    write(tmp_path, PROJECT)
    extraction = read_docs(tmp_path, ["transform/staging/stg_orders.yml", "data/seeds.yml",
                                      "transform/staging/only_version.yml"])
    by_id = {a.artifact_id: a for a in extraction.artifacts}
    assert by_id["model.description"].text.startswith("The order's state")  # docs/, not transform/
    assert by_id["model.description"].text_from == "docs block `order_status` at docs/shared.md:3"
    assert "seed.codes.description" in by_id
    assert extraction.notes == ("transform/staging/only_version.yml: no artifact, since it "
                                "holds no resources (only `version:`).",)


def git_init(root: Path) -> None:
    subprocess.run(["git", "init", "-q", str(root)], check=True, capture_output=True)


def test_docs_on_a_subfolder_of_a_plain_dbt_repository_grades_its_files(
    tmp_path: Path, cli, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
) -> None:
    write(tmp_path, PROJECT)
    git_init(tmp_path)
    monkeypatch.chdir(tmp_path / "transform")
    run = cli("docs", "staging", "--judge", "heuristic", "--json", "--no-audit")
    assert run.exit_code == 0, run.stderr
    report = json.loads(run.stdout)
    assert {r["file"] for r in report["results"]} == {"transform/staging/stg_orders.yml"}
    assert any("only_version.yml: no artifact" in note for note in report["notes"])


def test_a_run_with_nothing_gradable_passes_with_a_note_even_when_enforced(
    tmp_path: Path, cli,  # type: ignore[no-untyped-def]
) -> None:
    write(tmp_path, {"signalforge.yml": "grade:\n  fail_on_below_threshold: true\n",
                     "models/v.yml": "version: 2\n"})
    run = cli("docs", str(tmp_path), "--judge", "heuristic", "--no-audit")
    assert run.exit_code == 0, run.stderr
    assert "→ PASS: nothing to grade" in run.stdout
    assert "models/v.yml: no artifact" in run.stdout


def test_one_unreadable_file_is_reported_and_the_others_are_still_graded(
    tmp_path: Path, cli,  # type: ignore[no-untyped-def]
) -> None:
    write(tmp_path, {"models/bad.yml": "models: [\n", "models/good.yml":
                     "models:\n  - name: m\n    description: Orders, one row per order placed.\n"})
    run = cli("docs", str(tmp_path), "--judge", "heuristic", "--no-audit")
    assert run.exit_code == 2
    assert run.stderr.splitlines()[-1].startswith("error: models/bad.yml:")
    report = json.loads((tmp_path / ".signalforge" / "docs-grade.json").read_text())
    assert {r["file"] for r in report["results"]} == {"models/good.yml"}
    assert any(note.startswith("error: models/bad.yml") for note in report["notes"])


def test_a_docs_block_defined_twice_is_noted_with_both_places(tmp_path: Path) -> None:
    write(tmp_path, {"models/a.md": "{% docs x %}First.{% enddocs %}",
                     "models/b.md": "\n{% docs x %}Second.{% enddocs %}",
                     "models/m.yml": "models:\n  - name: m\n    description: '{{ doc(\"x\") }}'\n"})
    extraction = read_docs(tmp_path, ["models/m.yml"])
    assert extraction.notes == ("models/b.md:2: docs block `x` is defined again (first at "
                                "models/a.md:1); dbt refuses this, the later one was used.",)
    assert extraction.artifacts[0].text == "Second."


def test_the_judge_is_told_where_resolved_text_came_from_outside_the_envelope() -> None:
    from gate.docs.contract.prompts import pair_texts
    from gate.docs.contract.rubric import SCHEMA_RUBRIC
    from gate.docs.seam.judge import JudgeRequest

    blocks = DocBlocks()
    blocks.add_text(DOCS_MD, "models/docs.md")
    text = "models:\n  - name: m\n    description: '{{ doc(\"order_status\") }}'\n"
    (model,) = read_dbt(text, "models/m.yml", blocks).artifacts
    context, envelope = pair_texts(JudgeRequest(model, SCHEMA_RUBRIC[:1], (model,)))
    assert "note: text resolved from docs block `order_status` at models/docs.md:3" in context
    assert envelope == model.text


def test_the_gate_run_selects_the_properties_files_of_the_projects_found(
    tmp_path: Path,
) -> None:
    from gate.configure.config import load_config_file
    from gate.github.context import RunContext
    from gate.inputs.workspace import Workspace
    from gate.runner.change.graded_files import doc_files

    write(tmp_path, {f"warehouse/{k}": v for k, v in PROJECT.items()})
    write(tmp_path, {"models/loose.yml": "models:\n  - name: loose\n",
                     "warehouse/transform/notes.md": "# not a properties file\n"})
    config = load_config_file(tmp_path / "signalforge.yml")
    found = doc_files(Workspace(tmp_path), config, RunContext(tmp_path, "push"), None)
    assert found.files == ["models/loose.yml", "warehouse/data/seeds.yml",
                           "warehouse/transform/staging/only_version.yml",
                           "warehouse/transform/staging/stg_orders.yml"]


def test_the_scope_holds_every_properties_file_dbt_reads(tmp_path: Path) -> None:
    write(tmp_path, PROJECT)
    scope = docs_scope(tmp_path, DocsSettings())
    wanted = ["transform/a.YML", "transform/b.Yaml", "transform/.c.yml",
              "transform/.hidden/d.yml", "tests/e.yml", "models/f.yml"]
    assert scope.select([*wanted, "transform/g.sql", "elsewhere/h.yml"], ()) == wanted
    assert scope.select(wanted, ("transform/.hidden/**",)) == [
        p for p in wanted if not p.startswith("transform/.hidden/")]


def test_path_settings_fill_in_dbts_defaults_and_old_names() -> None:
    settings = path_settings("source-paths: [src]\ntest-paths: checks\n")
    assert settings["model-paths"] == ("src",)
    assert settings["test-paths"] == ("checks",)
    assert settings["seed-paths"] == ("seeds",)
    assert settings["docs-paths"] == ("src", "seeds", "snapshots", "macros", "analyses",
                                      "checks")
