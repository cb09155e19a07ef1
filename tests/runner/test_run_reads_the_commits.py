"""What the gate grades comes from the graded commits, and what the change touches is graded:
a head `dbt_project.yml` that cannot be read is a missing piece, never dropped. End to end,
through `run` against the loopback GitHub."""

from __future__ import annotations

import os
import subprocess
import sys
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


#: A description that is a doc block's text: what dbt shows, and so what is graded.
BLOCK_DOCS = ("version: 2\nmodels:\n  - name: widgets\n"
              "    description: '{{ doc(\"widgets\") }}'\n")
WEAK_BLOCK = "{% docs widgets %}\nTODO\n{% enddocs %}\n"
STRONG_BLOCK = ("{% docs widgets %}\nOne row per widget in the catalogue, keyed by widget_id; "
                "refreshed nightly from the inventory system, with discontinued widgets kept "
                "and flagged so that historical orders still join.\n{% enddocs %}\n")
DOCS_ONLY = ("grade:\n  fail_on_below_threshold: true\n  min_pass_rate: 0.99\n"
             "gate:\n  judge: heuristic\n")


def on_disk(workspace: Path, files: dict[str, str]) -> None:
    """What an earlier step of the job left in the checkout."""
    for name, text in files.items():
        (workspace / name).parent.mkdir(parents=True, exist_ok=True)
        (workspace / name).write_text(text)


def test_a_doc_block_is_read_at_the_head_not_from_the_checkout(
    runner_env: Runner, github: FakeGitHub, workspace: Path,
) -> None:
    change(github, {"models/widgets.yml": BLOCK_DOCS.encode(),
                    "models/docs.md": WEAK_BLOCK.encode()})
    on_disk(workspace, {"signalforge.yml": DOCS_ONLY, "models/widgets.yml": BLOCK_DOCS,
                        "models/docs.md": STRONG_BLOCK})  # rewritten before the gate ran
    run = runner_env.run()
    assert run.exit_code == 1, run.stdout
    assert runner_env.grade_json["docs"]["files"] == ["models/widgets.yml"]


def test_a_dbt_project_is_found_at_the_head_not_from_the_checkout(
    runner_env: Runner, github: FakeGitHub, workspace: Path,
) -> None:
    """The head's project reads `marts/`; a step wrote a project file without it on disk."""
    project = PROJECT + "model-paths: ['marts']\n"
    github.put_file(REPO, "dbt_project.yml", HEAD_SHA, project)
    change(github, {"marts/widgets.yml": WEAK_DOCS.encode()},
           base_files={"dbt_project.yml": project.encode()})
    on_disk(workspace, {"signalforge.yml": DOCS_ONLY, "dbt_project.yml": PROJECT})
    run = runner_env.run()
    assert run.exit_code == 1, run.stdout
    assert runner_env.grade_json["docs"]["files"] == ["marts/widgets.yml"]
    # read once at the head, though choosing the files and reading them both ask for it
    assert len(github.requests_matching("GET", r"/contents/dbt_project.yml$")) == 1


def test_a_doc_block_edited_alone_regrades_the_descriptions_that_use_it(
    runner_env: Runner, github: FakeGitHub, workspace: Path,
) -> None:
    """Only the `.md` file changes; the properties file that uses its block is at the head
    unchanged, and its description (now the weak block's text) is graded, alone."""
    others = ("  - name: gadgets\n    description: TODO\n")
    github.put_file(REPO, "models/widgets.yml", HEAD_SHA, BLOCK_DOCS + others)
    github.put_file(REPO, "models/docs.md", BASE_SHA, STRONG_BLOCK)
    change(github, {"models/docs.md": WEAK_BLOCK.encode()})
    on_disk(workspace, {"signalforge.yml": DOCS_ONLY})
    run = runner_env.run()
    assert run.exit_code == 1, run.stdout
    report = runner_env.grade_json
    assert report["docs"]["files"] == ["models/widgets.yml"]
    graded = {r["artifact_id"] for r in report["docs"]["report"]["results"]}
    assert graded
    assert all("widgets" in artifact for artifact in graded), graded


def test_a_model_path_the_head_adds_is_graded_even_where_the_base_writes_include(
    runner_env: Runner, github: FakeGitHub, workspace: Path,
) -> None:
    written = DOCS_ONLY + "  docs:\n    include: ['models/**/*.yml']\n"
    github.put_file(REPO, "signalforge.yml", BASE_SHA, written)
    on_disk(workspace, {"signalforge.yml": written})
    for name, data in {"dbt_project.yml": PROJECT + "model-paths: ['models', 'marts']\n",
                       "marts/widgets.yml": WEAK_DOCS}.items():
        github.put_file(REPO, name, HEAD_SHA, data)
    github.put_file(REPO, "dbt_project.yml", BASE_SHA, PROJECT)
    github.add_pull(REPO, PR, BASE_SHA, HEAD_SHA, files=[
        {"filename": name, "status": "added", "patch": added_patch("x")}
        for name in ("dbt_project.yml", "marts/widgets.yml")])
    run = runner_env.run()
    assert run.exit_code == 1, run.stdout
    assert runner_env.grade_json["docs"]["files"] == ["marts/widgets.yml"]


def test_the_html_pages_file_views_show_the_head_not_the_checkout(
    runner_env: Runner, github: FakeGitHub, workspace: Path,
) -> None:
    change(github, {"models/widgets.yml": WEAK_DOCS.encode()})
    rewritten = WEAK_DOCS.replace("TODO", "Rewritten on the runner after checkout")
    on_disk(workspace, {"signalforge.yml": DOCS_ONLY, "models/widgets.yml": rewritten})
    runner_env.monkeypatch.setenv("INPUT_HTML", ".signalforge/html")
    assert runner_env.run().exit_code == 1
    page = (workspace / ".signalforge" / "html" / "index.html").read_text()
    assert "Rewritten on the runner" not in page
    assert "description: TODO" in page
    # The label export is made of the artifacts the run graded, the head's text.
    data = page.split('id="pairs-data">', 1)[1].split("</script>", 1)[0]
    assert '"text":"TODO"' in data


def test_a_doc_block_rewritten_on_disk_is_not_graded_by_the_gate_started_as_the_image_starts_it(
    runner_env: Runner, github: FakeGitHub, workspace: Path,
) -> None:
    """The same channel, with the gate as its own isolated process (the image's entry point:
    `python -I -B -u -m gate run`) in the job's environment."""
    change(github, {"models/widgets.yml": BLOCK_DOCS.encode(),
                    "models/docs.md": WEAK_BLOCK.encode()})
    on_disk(workspace, {"signalforge.yml": DOCS_ONLY, "models/widgets.yml": BLOCK_DOCS,
                        "models/docs.md": STRONG_BLOCK})
    done = subprocess.run([sys.executable, "-I", "-B", "-u", "-m", "gate", "run"],
                          env=dict(os.environ), cwd=workspace, capture_output=True, text=True,
                          timeout=300, check=False)
    assert done.returncode == 1, done.stdout + done.stderr
    report = runner_env.grade_json
    assert report["docs"]["files"] == ["models/widgets.yml"]
    (first, *_) = report["docs"]["report"]["results"]
    assert first["text_from"] == "docs block `widgets` at models/docs.md:1"
    assert first["evidence"] == "TODO"  # the head's block, not the checkout's
