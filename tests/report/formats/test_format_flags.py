"""`--junit` and `--sarif` on the commands that grade, and the action's inputs of that name."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from junitparser import JUnitXml

from tests.conftest import EXAMPLE, GENERATED


@pytest.fixture
def example(tmp_path: Path) -> Path:
    copy = tmp_path / "demo-pr"
    shutil.copytree(EXAMPLE, copy, ignore=shutil.ignore_patterns(*GENERATED))
    return copy


def test_run_writes_both_with_every_graded_pair(cli, example, monkeypatch) -> None:
    monkeypatch.delenv("GITHUB_ACTIONS", raising=False)
    run = cli("run", "--workspace", str(example), "--dry-run", "--judge", "heuristic",
              "--junit", "out/junit.xml", "--sarif", "out/gate.sarif")
    grade = json.loads((example / ".signalforge" / "grade.json").read_text())
    assert run.exit_code == grade["verdict"]["exit_code"], run.stderr
    pairs = grade["docs"]["report"]["results"]
    xml = JUnitXml.fromfile(str(example / "out" / "junit.xml"))
    assert xml.tests == len(pairs) + 5 * len(grade["session"]["grades"])
    assert xml.failures >= sum(1 for p in pairs if p["score"] is not None and not p["passed"])
    sarif = json.loads((example / "out" / "gate.sarif").read_text())
    failing = [(p["file"], p["criterion_id"]) for p in pairs
               if p["score"] is not None and not p["passed"]]
    found = [(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"], r["ruleId"])
             for r in sarif["runs"][0]["results"]]
    assert failing
    assert sorted(found) == sorted(failing)


def test_the_action_inputs_name_the_files_relative_to_the_workspace(
        cli, example, monkeypatch) -> None:
    monkeypatch.setenv("INPUT_JUNIT", "reports/junit.xml")
    monkeypatch.setenv("INPUT_SARIF", "reports/gate.sarif")
    cli("run", "--workspace", str(example), "--dry-run", "--judge", "heuristic")
    assert (example / "reports" / "junit.xml").is_file()
    assert (example / "reports" / "gate.sarif").is_file()


def test_docs_and_session_write_theirs(cli, example, tmp_path) -> None:
    docs = cli("docs", str(example), "--judge", "heuristic", "--junit", str(tmp_path / "d.xml"),
               "--sarif", str(tmp_path / "d.sarif"))
    assert docs.exit_code == 0, docs.stderr
    assert JUnitXml.fromfile(str(tmp_path / "d.xml")).tests > 0
    assert json.loads((tmp_path / "d.sarif").read_text())["runs"][0]["tool"]["driver"]["rules"]
    session = cli("session", str(example / ".cleo" / "audit-log.jsonl"), "--no-history",
                  "--json", "--junit", str(tmp_path / "s.xml"))
    assert session.exit_code == 0, session.stderr
    sessions = json.loads(session.stdout)
    assert JUnitXml.fromfile(str(tmp_path / "s.xml")).tests == 5 * len(sessions) > 0
