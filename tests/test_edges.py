"""Edge cases found in review, each pinned by a test."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from gate.docs.readers.dbt import extract_dbt
from gate.docs.readers.doc_blocks import DocBlocks
from gate.runner.change.graded_files import _git_changed
from gate.session.grader import grade_sessions
from gate.session.reading.entries import ProblemLog
from gate.session.reading.readers import read_entries
from tests.conftest import EXAMPLE, GENERATED
from tests.session.logs import Log


def test_docs_on_a_subfolder_still_uses_the_repositorys_configuration(cli, tmp_path,
                                                                     monkeypatch) -> None:
    import shutil
    copy = tmp_path / "repo"
    shutil.copytree(EXAMPLE, copy, ignore=shutil.ignore_patterns(*GENERATED))
    monkeypatch.chdir(copy)
    report = json.loads(cli("docs", "models", "--json").stdout)
    assert {r["file"] for r in report["results"]} == {"models/staging/schema.yml"}


def test_a_markdown_file_named_on_the_command_line_is_graded(cli, tmp_path) -> None:
    (tmp_path / "guide.md").write_text("# Guide\n\n## Setup\n\nTODO\n")
    report = json.loads(cli("docs", str(tmp_path / "guide.md"), "--workspace", str(tmp_path),
                            "--json").stdout)
    assert report["results"]
    assert {r["criterion_id"] for r in report["results"]} >= {"md-completeness"}


def test_a_json_lines_log_whose_first_line_is_an_array_keeps_its_other_lines(tmp_path) -> None:
    path = tmp_path / "log.jsonl"
    path.write_text("[1, 2]\n" + "".join(json.dumps(e) + "\n"
                                         for e in Log("s").call("session.list").entries))
    problems = ProblemLog()
    entries = list(read_entries(str(path), problems))
    assert len(entries) == 1
    assert problems.all_samples[0].kind == "not_object"


def test_a_one_line_entries_document_is_read_as_one(tmp_path) -> None:
    path = tmp_path / "log.json"
    path.write_text(json.dumps({"entries": Log("s").call("session.list").call("session.end")
                                .entries * 2000}))  # one line, far past the sniffing window
    (result,) = grade_sessions([str(path)]).results
    assert result.entry_count == 4000


def test_dbt_tests_in_the_test_name_form_and_doc_references() -> None:
    blocks = DocBlocks()
    blocks.add_text("{% docs orders %}One row per order.{% enddocs %}\n"
                    "{% docs order_id %}The order's key.{% enddocs %}\n", "models/docs.md")
    found = {a.artifact_id: a for a in extract_dbt(
        "models:\n  - name: m\n    description: '{{ doc(\"orders\") }}'\n    columns:\n"
        "      - name: id\n        description: \"{{ doc('order_id') }}\"\n"
        "        tests:\n          - name: id_is_unique\n            test_name: unique\n",
        "m.yml", blocks)}
    assert "test.column.id.unique" in found
    assert found["model.description"].text == "One row per order."  # the block's text
    assert found["column.id.description"].text == "The order's key."
    assert found["column.id.description"].text_from == "docs block `order_id` at models/docs.md:2"


def git(cwd: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(cwd), "-c", "user.name=t", "-c", "user.email=t@t",
                           *args], check=True, capture_output=True, text=True).stdout.strip()


def test_the_changed_files_of_a_pull_request_are_those_since_it_forked(tmp_path) -> None:
    git(tmp_path, "init", "-q", "-b", "main")
    (tmp_path / "a.yml").write_text("a: 1\n")
    git(tmp_path, "add", ".")
    git(tmp_path, "commit", "-qm", "base")
    git(tmp_path, "checkout", "-qb", "feature")
    (tmp_path / "docs ü.md").write_text("# New\n")
    git(tmp_path, "add", ".")
    git(tmp_path, "commit", "-qm", "the change")
    head = git(tmp_path, "rev-parse", "HEAD")
    git(tmp_path, "checkout", "-q", "main")
    (tmp_path / "later.yml").write_text("b: 2\n")
    git(tmp_path, "add", ".")
    git(tmp_path, "commit", "-qm", "base moves on")
    base = git(tmp_path, "rev-parse", "HEAD")
    assert _git_changed(tmp_path, base, head) == ["docs ü.md"]


def test_the_latest_session_is_the_latest_in_time_whatever_the_offset(tmp_path) -> None:
    early, late = Log("early"), Log("late")
    early.call("session.list")
    late.call("session.list")
    early.entries[0]["timestamp"] = "2026-03-01T15:00:00+02:00"  # 13:00 UTC
    late.entries[0]["timestamp"] = "2026-03-01T14:00:00Z"
    path = tmp_path / "log.jsonl"
    path.write_text("".join(json.dumps(e) + "\n" for e in early.entries + late.entries))
    latest = grade_sessions([str(path)]).latest()
    assert latest is not None
    assert latest.session_id == "late"
