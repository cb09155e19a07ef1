"""`signalforge-gate session` and `history`: output, exit codes and the GRADES.jsonl history."""

from __future__ import annotations

import json

import pytest

from tests.conftest import FIXTURES

VIOLATIONS = str(FIXTURES / "cleo" / "violations.jsonl")
PERFECT = str(FIXTURES / "cleo" / "perfect.json")


def test_the_terminal_report_shows_each_dimension_with_stars_evidence_and_flags(cli) -> None:
    run = cli("session", VIOLATIONS, "--no-history")
    assert run.exit_code == 0
    lines = run.stdout.splitlines()
    assert lines[0] == "Session ses_F: 27/100 (27%) grade F · 10 entries"
    assert "  ★★★☆☆  12/20  S3 Task hygiene" in lines
    s3 = lines.index("  ★★★☆☆  12/20  S3 Task hygiene")
    assert lines[s3 + 1:s3 + 3] == ["      ⚑ tasks.add without description (taskId: T7)",
                                    "      ⚑ Subtasks created without tasks.exists parent check"]
    assert "      ✓ tasks.show used 1x for detail" in lines
    assert lines[-3:] == ["  Total 27/100 → F", "",
                          "verdict: FAIL: session ses_F: 27/100 (F) is below the minimum of 60%"]


def test_grading_appends_one_compact_line_per_session_to_the_history(cli, tmp_path) -> None:
    history = tmp_path / "grades" / "GRADES.jsonl"
    for _ in range(2):
        assert cli("session", PERFECT, "--history", str(history)).exit_code == 0
    lines = history.read_text().splitlines()
    assert len(lines) == 4  # two sessions, twice
    first = json.loads(lines[0])
    assert (first["sessionId"], first["evaluator"], first["totalScore"]) == ("ses_A", "auto", 100)
    assert first["inputProblemCount"] == 0
    assert "inputProblems" not in first
    assert lines[0] == json.dumps(first, ensure_ascii=False, separators=(",", ":"))


def test_the_default_history_is_under_the_working_directory(cli, tmp_path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    cli("session", VIOLATIONS)
    assert (tmp_path / ".cleo" / "metrics" / "GRADES.jsonl").exists()


def test_no_history_writes_nothing(cli, tmp_path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    cli("session", VIOLATIONS, "--no-history")
    assert not (tmp_path / ".cleo").exists()


def test_history_lists_grades_as_cleo_grade_list_intends(cli, tmp_path) -> None:
    history = tmp_path / "GRADES.jsonl"
    cli("session", VIOLATIONS, PERFECT, "--history", str(history))
    run = cli("history", "--history", str(history))
    rows = [line.split() for line in run.stdout.splitlines()]
    assert rows[0] == ["SESSION", "SCORE", "PERCENT", "GRADE", "TIMESTAMP", "FLAGS"]
    assert [row[:4] + row[5:] for row in rows[1:]] == [
        ["ses_F", "27/100", "27%", "F", "10"],
        ["ses_A", "100/100", "100%", "A", "0"],
        ["ses_OTHER", "50/100", "50%", "D", "4"],
    ]


def test_history_filters_by_session_and_prints_json(cli, tmp_path) -> None:
    history = tmp_path / "GRADES.jsonl"
    cli("session", VIOLATIONS, PERFECT, "--history", str(history))
    run = cli("history", "--history", str(history), "--session", "ses_A", "--json")
    (grade,) = json.loads(run.stdout)
    assert (grade["sessionId"], grade["totalScore"], grade["letter"]) == ("ses_A", 100, "A")


def test_a_corrupt_history_line_is_reported_and_skipped(cli, tmp_path) -> None:
    history = tmp_path / "GRADES.jsonl"
    cli("session", VIOLATIONS, "--history", str(history))
    with history.open("a") as stream:
        stream.write('{"sessionId": "half a line\n')
        stream.write('{"sessionId": "ses_X", "totalScore": "lots"}\n')
    run = cli("history", "--history", str(history))
    assert run.exit_code == 0
    assert f"warning: {history}:2: not a grade record" in run.stderr
    assert f"warning: {history}:3: not a grade record" in run.stderr
    assert "ses_F" in run.stdout


def test_history_reads_cleos_own_lines_which_have_no_percent_or_letter(cli, tmp_path) -> None:
    history = tmp_path / "GRADES.jsonl"
    cleo_line = json.loads((FIXTURES / "cleo" / "sloppy-cleo-test.expected.json").read_text())
    history.write_text(json.dumps({**cleo_line["result"], "evaluator": "auto"}) + "\n")
    run = cli("history", "--history", str(history))
    assert run.stdout.splitlines()[1].split()[:4] == ["integ-session", "25/100", "25%", "F"]


def test_an_empty_history_says_so(cli, tmp_path) -> None:
    run = cli("history", "--history", str(tmp_path / "none.jsonl"))
    assert run.exit_code == 0
    assert run.stdout.strip() == f"no grades recorded in {tmp_path}/none.jsonl"


@pytest.mark.parametrize("args", [
    ["session", "/definitely/not/here.jsonl"],
    ["session"],
    ["session", VIOLATIONS, "--history", "x", "--no-history"],
    ["nonsense"],
])
def test_bad_usage_or_input_exits_2(cli, args) -> None:
    run = cli(*args)
    assert run.exit_code == 2
    assert "Traceback" not in run.stderr


def test_a_missing_file_names_the_file_and_the_fix(cli) -> None:
    run = cli("session", "/definitely/not/here.jsonl")
    assert run.exit_code == 2
    (paragraph,) = run.stderr.strip().splitlines()
    assert paragraph.startswith("error: /definitely/not/here.jsonl: no such file.")
    assert "Fix: pass a CLEO audit log" in paragraph
    assert "Traceback" not in run.stderr


def test_input_with_no_sessions_at_all_is_an_error_not_an_empty_pass(cli, tmp_path) -> None:
    empty = tmp_path / "empty.jsonl"
    empty.write_text("")
    run = cli("session", str(empty), "--no-history")
    assert run.exit_code == 2
    assert "no audit entries with a session id were found" in run.stderr


def test_an_unwritable_history_is_an_input_error_with_the_fix(cli, tmp_path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    run = cli("session", VIOLATIONS, "--history", str(blocker / "GRADES.jsonl"))
    assert run.exit_code == 2
    assert "--no-history" in run.stderr
