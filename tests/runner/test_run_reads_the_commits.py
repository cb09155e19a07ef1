"""What the gate grades comes from the graded commits, and what the change touches is graded:
a head `dbt_project.yml` that cannot be read is a missing piece, never dropped. End to end,
through `run` against the loopback GitHub."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fakes.github_api import FakeGitHub
from tests.runner.conftest import BASE_SHA, HEAD_SHA, PR, REPO, Runner, added_patch

STRICT = ("grade:\n  fail_on_below_threshold: true\n  min_pass_rate: 0.99\n"
          "gate:\n  judge: heuristic\n")
WEAK_DOCS = ("version: 2\nmodels:\n  - name: widgets\n    description: TODO\n"
             "    columns:\n      - name: id\n        description: id\n")
PROJECT = "name: shop\nversion: '1.0'\nconfig-version: 2\nprofile: shop\n"


def change(github: FakeGitHub, files: dict[str, bytes],
           base_files: dict[str, bytes] | None = None) -> None:
    """Pull request #PR adds exactly `files` at its head; `base_files` are at the base."""
    github.put_file(REPO, "signalforge.yml", BASE_SHA, STRICT)
    for name, data in (base_files or {}).items():
        github.put_file(REPO, name, BASE_SHA, data)
    for name, data in files.items():
        github.put_file(REPO, name, HEAD_SHA, data)
    github.add_pull(REPO, PR, BASE_SHA, HEAD_SHA, files=[
        {"filename": name, "status": "added",
         "patch": added_patch(data.decode("utf-8", "replace"))}
        for name, data in files.items()])


def missing(report: dict[str, object], path: str) -> list[dict[str, object]]:
    docs = report["docs"]
    assert isinstance(docs, dict)
    return [f for f in docs["findings"] if f["kind"] == "missing" and f.get("file") == path]


@pytest.mark.parametrize("project", [
    PROJECT.encode() + b"model-paths: ['models', 'marts\xff']\n",  # not UTF-8
    PROJECT.encode() + b"model-paths: ['models', 'marts']\n" + b"#" * 2**20,  # over 1 MiB
], ids=["not-utf-8", "over-1-mib"])
def test_a_head_project_file_that_cannot_be_read_is_a_missing_piece_not_dropped(
    runner_env: Runner, github: FakeGitHub, workspace: Path, project: bytes,
) -> None:
    (workspace / "dbt_project.yml").write_text(PROJECT)  # the base's copy, on disk
    change(github, {"dbt_project.yml": project, "marts/widgets.yml": WEAK_DOCS.encode()},
           base_files={"dbt_project.yml": PROJECT.encode()})
    run = runner_env.run()
    report = runner_env.grade_json
    assert run.exit_code == 3, run.stdout
    assert report["docs"]["graded"] is False
    assert missing(report, "dbt_project.yml"), report["docs"]
