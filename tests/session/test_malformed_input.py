"""Malformed input never crashes the grader and never passes silently: each rule of
`gate.session.reading.entries` is applied, counted, and reported with its file and line."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest

from gate.session.grader import grade_sessions
from tests.session.logs import STAMP, Log, write_jsonl


def good(**changes: Any) -> dict[str, Any]:
    entry = Log("ses_M").call("tasks.find", query="x").entries[0]
    entry.update(changes)
    return entry


def grade_lines(tmp_path: Path, lines: list[str]) -> dict[str, Any]:
    path = tmp_path / "log.jsonl"
    path.write_text("\n".join(lines) + "\n")
    (result,) = grade_sessions([str(path)], session_id="ses_M", timestamp=STAMP).results
    return result.to_wire()


SKIPPED = [
    ("bad_json", '{"timestamp": "2026-03-01T14:00:00Z", "sessionId": '),
    ("not_object", "[1, 2, 3]"),
    ("bad_session_id", json.dumps(good(sessionId=42))),
    ("bad_domain", json.dumps(good(domain=None))),
    ("bad_operation", json.dumps({k: v for k, v in good().items() if k != "operation"})),
    ("bad_timestamp", json.dumps(good(timestamp="last tuesday"))),
    ("bad_timestamp", json.dumps(good(timestamp=1709301600))),
]


@pytest.mark.parametrize(("kind", "line"), SKIPPED)
def test_a_record_that_cannot_be_graded_is_skipped_and_reported(tmp_path, kind, line) -> None:
    result = grade_lines(tmp_path, [json.dumps(good()), line, json.dumps(good())])
    assert result["entryCount"] == 2
    problems = result["inputProblems"]
    assert problems["byKind"] == {kind: 1}
    (item,) = problems["items"]
    assert (item["line"], item["kind"], item["action"]) == (2, kind, "skipped")
    assert item["path"].endswith("log.jsonl")


def add_entry(**params: Any) -> dict[str, Any]:
    return Log("ses_M").call("tasks.add", task_id="T9", **params).entries[0]


def without(entry: dict[str, Any], key: str) -> dict[str, Any]:
    return {k: v for k, v in entry.items() if k != key}


NORMALISED = [
    # (kind, entry, what the grade shows of the rule)
    ("missing_result", without(add_entry(title="t"), "result"),
     lambda r: r["dimensions"]["taskHygiene"]["evidence"] == []),  # a failed add: not counted
    ("bad_success", {**add_entry(title="t", description="d"),
                     "result": {"success": "yes", "exitCode": 0}},
     lambda r: r["dimensions"]["taskHygiene"]["evidence"] == [
         "All 1 tasks.add calls had descriptions"]),  # "yes" is truthy
    ("bad_exit_code", {**good(), "result": {"success": False, "exitCode": "4"}},
     lambda r: r["dimensions"]["errorProtocol"]["evidence"] == [
         "E_NOT_FOUND rule not checked for 1 failed call(s) with no exit code"]),
    ("bad_params", {**good(), "params": "query=x"},
     lambda r: r["entryCount"] == 1),
    ("bad_metadata", without(good(), "metadata"),
     lambda r: r["dimensions"]["disclosureUse"]["score"] == 0),
    ("bad_task_id", {**add_entry(title="t"), "metadata": {"taskId": 7, "source": "cli"}},
     lambda r: "tasks.add without description (taskId: unknown)" in r["flags"]),
    ("bad_gateway", {**good(), "metadata": {"gateway": ["query"]}},
     lambda r: r["dimensions"]["disclosureUse"]["score"] == 0),
    ("bad_title", add_entry(title=["Fix"], description="d"),
     lambda r: r["dimensions"]["errorProtocol"]["score"] == 20),
    ("bad_description", add_entry(title="t", description={"text": "d"}),
     lambda r: "tasks.add without description (taskId: T9)" in r["flags"]),
]


@pytest.mark.parametrize(("kind", "entry", "shows_rule"), NORMALISED,
                         ids=[case[0] for case in NORMALISED])
def test_a_malformed_field_is_normalised_by_its_rule_and_reported(
    tmp_path, kind, entry, shows_rule,
) -> None:
    result = grade_lines(tmp_path, [json.dumps(entry)])
    assert result["entryCount"] == 1
    assert kind in result["inputProblems"]["byKind"]
    item = next(i for i in result["inputProblems"]["items"] if i["kind"] == kind)
    assert (item["line"], item["action"]) == (1, "normalised")
    assert shows_rule(result), result


def test_a_non_integral_float_exit_code_is_unknown_but_4_point_0_is_4(tmp_path) -> None:
    entries = [{**good(), "result": {"success": False, "exitCode": 4.0}}]
    result = grade_lines(tmp_path, [json.dumps(e) for e in entries])
    assert "E_NOT_FOUND (tasks.find) not followed by recovery lookup" in result["flags"]
    assert result["inputProblems"]["total"] == 0


def test_a_null_session_id_is_work_outside_any_session_not_a_problem(tmp_path) -> None:
    result = grade_lines(tmp_path, [json.dumps(good(sessionId=None)), json.dumps(good())])
    assert (result["entryCount"], result["inputProblems"]["total"]) == (1, 0)


def test_a_broken_line_of_unknown_session_is_reported_to_every_session(tmp_path) -> None:
    path = tmp_path / "two.jsonl"
    path.write_text("\n".join([json.dumps(good()), "{oops", json.dumps(good(sessionId="ses_N"))]))
    results = grade_sessions([str(path)], timestamp=STAMP).results
    assert [r.input_problems.by_kind for r in results] == [{"bad_json": 1}, {"bad_json": 1}]


def test_a_syntax_error_inside_a_json_array_keeps_what_came_before(tmp_path) -> None:
    path = tmp_path / "array.json"
    path.write_text('[\n' + json.dumps(good()) + ',\n' + json.dumps(good()) + ',\n{"oops"\n]')
    (result,) = grade_sessions([str(path)], timestamp=STAMP).results
    assert result.entry_count == 2
    (item,) = result.input_problems.items
    assert (item.kind, item.action, item.line) == ("truncated", "stopped", 4)


def test_a_truncated_gzip_keeps_what_came_before_and_says_the_rest_was_lost(tmp_path) -> None:
    plain = write_jsonl(tmp_path / "plain", [good() for _ in range(2_000)])
    packed = gzip.compress(plain.read_bytes())
    path = tmp_path / "cut.gz"
    path.write_bytes(packed[: len(packed) // 2])
    (result,) = grade_sessions([str(path)], timestamp=STAMP).results
    assert 0 < result.entry_count < 2_000
    assert result.input_problems.by_kind == {"truncated": 1}


def test_invalid_utf8_is_replaced_as_cleo_reads_it_and_reported(tmp_path) -> None:
    path = tmp_path / "bytes.jsonl"
    broken = json.dumps(add_entry(title="Fix", description="d")).replace('"T9"', '"T\xff"')
    path.write_bytes(json.dumps(good()).encode() + b"\n" + broken.encode("latin-1") + b"\n")
    (result,) = grade_sessions([str(path)], timestamp=STAMP).results
    assert result.entry_count == 2
    assert result.input_problems.by_kind == {"bad_text": 1}
    (item,) = result.input_problems.items
    assert (item.line, item.action) == (2, "normalised")
    assert "not valid UTF-8" in item.detail
    assert result.input_problems.unreadable == 0


def test_a_million_problems_are_counted_but_only_a_few_kept(tmp_path) -> None:
    lines = [json.dumps(good())] + ["not json"] * 500
    result = grade_lines(tmp_path, lines)
    assert result["inputProblems"]["total"] == 500
    assert len(result["inputProblems"]["items"]) == 50


def test_each_problem_is_printed_on_stderr_with_file_and_line(cli, tmp_path) -> None:
    path = write_jsonl(tmp_path / "log.jsonl", [good(), good(timestamp="soon")])
    run = cli("session", str(path), "--no-history")
    assert run.exit_code == 0
    assert f"warning: {path}:2: timestamp 'soon' is not an ISO-8601 string" in run.stderr
    assert "graded despite 1 input problem(s): bad_timestamp ×1" in run.stdout


def test_stderr_lists_twenty_problems_then_counts_the_rest(cli, tmp_path) -> None:
    path = tmp_path / "log.jsonl"
    path.write_text(json.dumps(good()) + "\n" + "junk\n" * 30)
    run = cli("session", str(path), "--no-history")
    assert run.stderr.count("(bad_json, skipped)") == 20
    assert "… and 10 more input problem(s)" in run.stderr


def test_input_text_echoed_in_a_warning_cannot_start_a_workflow_command(cli, tmp_path) -> None:
    path = tmp_path / "log.jsonl"
    path.write_text(json.dumps(good()) + "\n"
                    + json.dumps(good(timestamp="x\n::set-output name=passed::true")) + "\n")
    run = cli("session", str(path), "--no-history")
    assert all(not line.startswith("::") for line in run.stderr.splitlines())
