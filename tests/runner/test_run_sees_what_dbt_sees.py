"""The gate grades every properties file dbt reads: any case of `.yml`/`.yaml`, dot-files and
dot-folders, every resource path of `dbt_project.yml` as the pull request leaves it, and a
change to those paths is named as a change to the gate. End to end, through `run` against the
loopback GitHub."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fakes.github_api import FakeGitHub
from tests.runner.conftest import BASE_SHA, HEAD_SHA, PR, REPO, Runner, added_patch, commit_at_head

#: The base's bar, enforced; `include` left unwritten so the dbt projects decide.
STRICT = ("grade:\n  fail_on_below_threshold: true\n  min_pass_rate: 0.99\n"
          "gate:\n  judge: heuristic\n")
WEAK_DOCS = ("version: 2\nmodels:\n  - name: widgets\n    description: TODO\n"
             "    columns:\n      - name: id\n        description: id\n")
PROJECT = "name: shop\nversion: '1.0'\nconfig-version: 2\nprofile: shop\n"


def change(github: FakeGitHub, workspace: Path, files: dict[str, str],
           base_files: dict[str, str] | None = None) -> None:
    """Pull request #PR changes exactly `files` (added at the head); `base_files` are at the
    base commit."""
    github.put_file(REPO, "signalforge.yml", BASE_SHA, STRICT)
    for name, text in (base_files or {}).items():
        github.put_file(REPO, name, BASE_SHA, text)
    for name, text in files.items():
        commit_at_head(github, workspace, name, text)
    github.add_pull(REPO, PR, BASE_SHA, HEAD_SHA, files=[
        {"filename": name, "status": "added", "patch": added_patch(text)}
        for name, text in files.items()])


@pytest.mark.parametrize("name", ["models/widgets.YML", "models/widgets.Yaml",
                                  "models/.widgets.yml", "models/.staging/widgets.yml"])
def test_properties_files_dbt_reads_are_graded_whatever_their_case_or_dots(
    runner_env: Runner, github: FakeGitHub, workspace: Path, name: str,
) -> None:
    (workspace / "signalforge.yml").write_text(STRICT)
    change(github, workspace, {name: WEAK_DOCS})
    run = runner_env.run()
    assert run.exit_code == 1, run.stdout
    assert runner_env.grade_json["docs"]["files"] == [name]


def test_docs_under_a_model_path_the_change_adds_are_graded_and_the_change_named(
    runner_env: Runner, github: FakeGitHub, workspace: Path,
) -> None:
    (workspace / "signalforge.yml").write_text(STRICT)
    change(github, workspace,
           {"dbt_project.yml": PROJECT + "model-paths: ['models', 'marts']\n",
            "marts/widgets.yml": WEAK_DOCS},
           base_files={"dbt_project.yml": PROJECT})
    run = runner_env.run()
    assert run.exit_code == 1, run.stdout
    report = runner_env.grade_json
    assert report["docs"]["files"] == ["marts/widgets.yml"]
    (changed,) = [f for f in report["config_change"]["files"] if f["kind"] == "dbt_project"]
    assert changed["path"] == "dbt_project.yml"
    moved = {d["setting"]: (d["base"], d["head"]) for d in changed["differences"]}
    assert moved["model-paths"] == ('["models"]', '["models", "marts"]')
    assert set(moved) == {"model-paths", "docs-paths"}  # docs blocks follow by default
    assert "dbt_project.yml" in runner_env.summary


def test_properties_under_seed_snapshot_analysis_macro_and_test_paths_are_graded(
    runner_env: Runner, github: FakeGitHub, workspace: Path,
) -> None:
    (workspace / "signalforge.yml").write_text(STRICT)
    names = ["seeds/widgets.yml", "snapshots/widgets.yml", "analyses/widgets.yml",
             "macros/widgets.yml", "tests/widgets.yml"]
    (workspace / "dbt_project.yml").write_text(PROJECT)
    github.put_file(REPO, "dbt_project.yml", HEAD_SHA, PROJECT)
    change(github, workspace, dict.fromkeys(names, WEAK_DOCS),
           base_files={"dbt_project.yml": PROJECT})
    assert runner_env.run().exit_code == 1
    assert sorted(runner_env.grade_json["docs"]["files"]) == sorted(names)
