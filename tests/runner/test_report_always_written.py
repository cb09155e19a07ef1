"""Every way out of `run` after the configuration is known leaves grade.json, the outputs and
the summary, and tries the comment; usage mistakes are exit 2 with a clear message."""

from __future__ import annotations

from pathlib import Path

import pytest

from gate.core.files import write_atomically
from tests.runner.conftest import BASE_SHA, HEAD_SHA, PR, REPO, assert_valid_grade_json


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def crash(*_args: object) -> None:
    raise RuntimeError("reader\nexploded")


def test_a_reader_crash_is_an_internal_error_with_the_whole_report(runner_env, github,
                                                                   monkeypatch) -> None:
    monkeypatch.setattr("gate.docs.readers.extract.read_dbt", crash)
    # A bar the demo's other drafts meet on their own (26 of 39 pairs pass offline), so the
    # file the crash left out is what leaves the run without a verdict.
    demo = (runner_env.workspace / "signalforge.yml").read_text()
    assert "min_pass_rate: 0.7" in demo
    github.put_file(REPO, "signalforge.yml", BASE_SHA,
                    demo.replace("min_pass_rate: 0.7", "min_pass_rate: 0.6"))
    run = runner_env.run()
    assert run.exit_code == 3
    report = runner_env.grade_json
    assert_valid_grade_json(report)
    assert report["session"]["grades"][0]["totalScore"] == 91  # the other check still graded
    (finding,) = [f for f in report["docs"]["findings"] if f["kind"] == "internal"]
    assert "RuntimeError: reader" in finding["why"]
    assert finding["file"] == "models/staging/schema.yml"  # a finding about that file ...
    assert {r["file"] for r in report["docs"]["report"]["results"]} == {  # ... the rest graded
        ".signalforge/candidates/stg_payments.json", "docs/payments.md"}
    assert runner_env.outputs["verdict"] == "inconclusive"
    assert "no verdict (an internal error occurred)" in runner_env.summary
    (comment,) = github.comments(REPO, PR)
    assert "an internal error occurred" in comment["body"]
    errors = [line for line in run.stderr.splitlines() if line.startswith("error: ")]
    assert len(errors) == 1  # one line ...
    assert "Traceback" not in run.stderr  # ... and no traceback unless asked for
    assert leftovers(runner_env.workspace / ".signalforge") == []


@pytest.mark.parametrize("how", ["flag", "flag after the command", "RUNNER_DEBUG"])
def test_debug_shows_the_traceback_of_an_internal_error(runner_env, github, monkeypatch,
                                                        cli, how) -> None:
    monkeypatch.setattr("gate.docs.readers.extract.read_dbt", crash)
    if how == "RUNNER_DEBUG":
        monkeypatch.setenv("RUNNER_DEBUG", "1")
        run = runner_env.run()
    elif how == "flag":
        run = cli("--debug", "run")
    else:
        run = runner_env.run("--debug")
    assert run.exit_code == 3
    assert "Traceback (most recent call last)" in run.stderr
    assert "RuntimeError: reader\nexploded" in run.stderr


def test_a_crash_outside_any_check_still_writes_the_report(runner_env, github,
                                                           monkeypatch) -> None:
    monkeypatch.setattr("gate.runner.grading.Grader._with_overrides", crash)
    run = runner_env.run()
    assert run.exit_code == 3
    report = runner_env.grade_json
    assert_valid_grade_json(report)
    assert report["findings"][0]["kind"] == "internal"
    assert runner_env.outputs["passed"] == "false"
    assert runner_env.summary


def test_a_publishing_bug_keeps_the_grades_and_exits_3(runner_env, github, monkeypatch) -> None:
    monkeypatch.setattr("gate.runner.run.GateRun._publish", crash)
    assert runner_env.run().exit_code == 3
    report = runner_env.grade_json
    assert report["verdict"]["session"]["state"] == "pass"  # graded, then the bug
    assert report["publishing"]["warnings"][0].startswith("publishing failed:")


def test_a_lone_surrogate_in_a_session_id_is_written_not_crashed_on(runner_env, github) -> None:
    audit = runner_env.workspace / ".cleo" / "audit-log.jsonl"
    audit.write_text(audit.read_text().replace("ses_20261118_091203_a41c", "ses_\\ud800"))
    run = runner_env.run()
    assert run.exit_code == 0  # the id is written with U+FFFD in its place, and graded
    report = runner_env.grade_json
    assert_valid_grade_json(report)
    assert runner_env.outputs["verdict"]
    assert leftovers(runner_env.workspace / ".signalforge") == []


def test_a_lone_surrogate_in_drafted_text_reaches_every_sink_without_a_crash(
    runner_env, github,
) -> None:
    dbt = runner_env.workspace / "models" / "staging" / "schema.yml"
    line = "description: Shopify's numeric order id; the primary key of this model."
    assert line in dbt.read_text()
    dbt.write_text(dbt.read_text().replace(line, 'description: "\\ud800 Shopify order id"', 1))
    run = runner_env.run()
    report = runner_env.grade_json
    assert_valid_grade_json(report)
    kinds = {f["kind"] for f in (*report["findings"], *report["docs"]["findings"])}
    assert "internal" not in kinds, run.stderr
    assert len(github.comments(REPO, PR)) == 1  # the comment's digest survives it too


def test_an_unreadable_audit_is_a_finding_and_the_session_inconclusive(runner_env,
                                                                        github) -> None:
    github.put_file(REPO, ".cleo/audit-log.jsonl", HEAD_SHA, b"\x00\xff garbage\n{not json\n")
    run = runner_env.run()
    assert run.exit_code == 2
    report = runner_env.grade_json
    assert_valid_grade_json(report)
    (finding,) = report["session"]["findings"]
    assert finding["file"] == ".cleo/audit-log.jsonl"
    assert finding["line"] == 1
    assert report["verdict"]["session"]["state"] == "inconclusive"
    assert report["docs"]["report"]["results"]  # the docs still graded


def test_a_failed_atomic_write_leaves_no_temporary_file(tmp_path) -> None:
    target = tmp_path / "grade.json"
    target.mkdir()  # the rename onto a directory fails after the temporary file was written
    with pytest.raises(IsADirectoryError):
        write_atomically(target, "{}\n")
    assert leftovers(tmp_path) == []
    write_atomically(tmp_path / "ok.json", "\ud800\n")  # a lone surrogate is no crash either
    assert (tmp_path / "ok.json").read_text(encoding="utf-8") == "\ufffd\n"


def test_a_grade_json_path_that_cannot_be_written_is_exit_2_with_outputs_and_summary(
    runner_env, github, monkeypatch,
) -> None:
    (runner_env.workspace / "out").mkdir()
    monkeypatch.setenv("INPUT_GRADE-JSON", "out")  # a directory: the rename onto it fails
    run = runner_env.run()
    assert run.exit_code == 2
    assert "grade.json cannot be written" in run.stderr
    assert runner_env.outputs["verdict"] == "pass"  # the grades were reached, the file not
    assert "grade.json cannot be written" in runner_env.summary
    (comment,) = github.comments(REPO, PR)
    assert "grade.json cannot be written" in comment["body"]
    assert leftovers(runner_env.workspace) == []


# --- Loose usage -----------------------------------------------------------------------------

def test_a_workspace_that_does_not_exist_is_a_usage_error(cli, tmp_path) -> None:
    run = cli("run", "--workspace", str(tmp_path / "no-such-dir"))
    assert run.exit_code == 2
    assert f"error: {tmp_path / 'no-such-dir'}: the workspace is not a directory" in run.stderr


def test_a_config_named_on_the_command_line_must_exist(cli, tmp_path) -> None:
    run = cli("run", "--workspace", str(tmp_path), "--config", str(tmp_path / "missing.yml"))
    assert run.exit_code == 2
    assert "the configuration file named by --config does not exist" in run.stderr


def test_a_config_input_naming_a_missing_file_is_exit_2_with_a_report(runner_env, github,
                                                                      monkeypatch) -> None:
    monkeypatch.setenv("INPUT_CONFIG", "ci/gate.yml")
    run = runner_env.run()
    assert run.exit_code == 2
    assert "the configuration named by the config input (ci/gate.yml)" in run.stderr
    assert runner_env.grade_json["verdict"]["exit_code"] == 2


@pytest.mark.parametrize("name", ["dry-run", "review-comments", "commit-status"])
def test_a_boolean_input_that_is_not_a_boolean_is_an_error_naming_it(runner_env, monkeypatch,
                                                                     name) -> None:
    monkeypatch.setenv(f"INPUT_{name.upper()}", "ture")
    run = runner_env.run()
    assert run.exit_code == 2
    assert f"input {name} is 'ture', which is not a boolean" in run.stderr


@pytest.mark.parametrize(("value", "posted"), [("TRUE", False), ("False", True), ("", True)])
def test_boolean_inputs_accept_true_and_false_in_any_case(runner_env, github, monkeypatch,
                                                          value, posted) -> None:
    monkeypatch.setenv("INPUT_DRY-RUN", value)
    assert runner_env.run().exit_code == 0
    assert bool(github.comments(REPO, PR)) is posted
