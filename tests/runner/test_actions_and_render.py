"""Workflow commands, outputs and the summary; the Markdown the gate publishes; grade.json's
published schema."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from gate.core.safe_text import workflow_data as escape_data
from gate.core.safe_text import workflow_property as escape_property
from gate.github.actions import ActionsEnv, Runner, command
from gate.publishing.render import COMMENT_LIMIT, render_comment, render_summary, text
from gate.report.grade_json import SCHEMA_PATH, GateReport, schema_document
from tests.runner.conftest import assert_valid_grade_json

INJECTION = "ok\n::set-output name=passed::true\r\n%0A::add-mask::x, a:b"


def test_command_data_and_properties_are_escaped_as_the_toolkit_does() -> None:
    assert escape_data("50%\r\n") == "50%25%0D%0A"
    assert escape_property("a:b,c\n") == "a%3Ab%2Cc%0A"
    line = command("warning", INJECTION, file="x,y:z.yml", line=3, title=None)
    assert line.count("\n") == 0
    assert line == ("::warning file=x%2Cy%3Az.yml,line=3::ok%0A::set-output name=passed::true"
                    "%0D%0A%250A::add-mask::x, a:b")


def runner(tmp_path: Path, active: bool = True) -> tuple[Runner, io.StringIO]:
    env = {"GITHUB_ACTIONS": "true" if active else "", "GITHUB_OUTPUT": str(tmp_path / "out"),
           "GITHUB_STEP_SUMMARY": str(tmp_path / "summary")}
    stdout = io.StringIO()
    return Runner(ActionsEnv(env), stdout), stdout


def test_drafted_text_in_an_annotation_cannot_start_a_command(tmp_path) -> None:
    run, stdout = runner(tmp_path)
    run.annotate(INJECTION, file="models/x.yml", line=1)
    (line,) = stdout.getvalue().splitlines()
    assert line.startswith("::warning file=models/x.yml,line=1::")


def test_annotations_stop_at_githubs_ten_per_step(tmp_path) -> None:
    run, stdout = runner(tmp_path)
    shown = [run.annotate(f"problem {n}") for n in range(15)]
    assert shown.count(True) == 10
    assert len(stdout.getvalue().splitlines()) == 10


def test_no_workflow_commands_outside_actions(tmp_path) -> None:
    run, stdout = runner(tmp_path, active=False)
    run.annotate("x")
    run.mask("secret")
    assert stdout.getvalue() == ""


def test_outputs_use_a_delimiter_no_value_can_contain(tmp_path) -> None:
    run, _ = runner(tmp_path)
    run.set_outputs({"note": "two\nlines", "empty": ""})
    lines = (tmp_path / "out").read_text().splitlines()
    name, delimiter = lines[0].split("<<")
    assert (name, lines[1:3], lines[3]) == ("note", ["two", "lines"], delimiter)
    assert delimiter.startswith("ghadelimiter_")
    assert len(delimiter) > 40


def test_untrusted_text_is_neutralised_in_markdown() -> None:
    rendered = text("<img src=x onerror=alert(1)> | cc @octocat\n## heading")
    assert "<img" not in rendered
    assert "&lt;img" in rendered
    assert "\\|" in rendered
    assert "@\u200boctocat" in rendered
    assert "\n" not in rendered


@pytest.fixture
def report(runner_env) -> GateReport:
    runner_env.run()
    return GateReport.model_validate(runner_env.grade_json)


def test_every_dimension_and_criterion_has_stars_and_a_why(report) -> None:
    comment = render_comment(report)
    for dimension in ("Session discipline", "Discovery efficiency", "Task hygiene",
                      "Error protocol", "Progressive disclosure"):
        assert f"| {dimension} |" in comment
    assert "| ★★★★☆ | Discovery efficiency | 16/20 | tasks.list used 1x (prefer tasks.find " \
        "for discovery) |" in comment
    # 10 of 14: the offline judge also fails a bare key and a restated status, beside the
    # placeholder (a key that names what it joins to need not say what a null means)
    assert "| ★★☆☆☆ | clarity | 0.58 | 10/14 | <code>stg_orders:column.ordered_at.description" \
        "</code>: The text is a placeholder ('TODO'), not content. |" in comment
    assert "<details><summary>All artifacts (37)</summary>" in comment
    assert comment.rstrip().endswith("</sub>")


def test_the_comment_marker_carries_the_instance_for_matrix_jobs(report) -> None:
    assert render_comment(report, "py3.12").startswith(
        "<!-- signalforge-gate:sticky:py3.12 -->")


def test_a_huge_report_is_cut_by_rows_with_a_pointer_to_the_full_report(report) -> None:
    assert report.docs.report is not None
    results = list(report.docs.report.results)
    many = tuple(r.model_copy(update={"artifact_id": f"{r.artifact_id}.{n}",
                                      "reasoning": "x" * 150})
                 for n in range(60) for r in results)
    huge = report.model_copy(update={"docs": report.docs.model_copy(update={
        "report": report.docs.report.model_copy(update={"results": many})})})
    comment = render_comment(huge)
    assert len(comment) <= COMMENT_LIMIT
    assert "more not shown: see the job summary and the grade.json artifact" in comment
    summary = render_summary(huge)
    assert "more not shown" not in summary  # a summary holds the whole table
    assert len(summary.encode()) > COMMENT_LIMIT


def test_the_published_schema_is_the_models(tmp_path) -> None:
    published = json.loads(SCHEMA_PATH.read_text())
    assert published == schema_document(), (
        "grade.schema.json is stale: run python -c "
        "'from gate.report.grade_json import write_schema; write_schema()'")


def test_the_schema_rejects_a_report_missing_its_verdict(report) -> None:
    document = json.loads(report.to_json())
    assert_valid_grade_json(document)
    del document["verdict"]
    with pytest.raises(AssertionError):
        assert_valid_grade_json(document)
