"""Hostile audit logs: text that cannot be written, sizes past the limits, paths that are not
what they seem. Each is read (or refused) with a named problem, never an exception, and input
that could not be read is counted so the verdict can treat it as a missing piece."""

from __future__ import annotations

import gzip
import json
import os
import sqlite3
import tracemalloc
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from gate.configure.config import defaults
from gate.core.errors import InputError
from gate.inputs.workspace import Workspace
from gate.runner.change.graded_files import session_audits
from gate.session.grader import grade_sessions
from gate.session.history import append_history, history_line, read_history
from gate.session.models import letter_for
from gate.session.reading.limits import MAX_ENTRY_BYTES
from tests.session.cleo_db import create_db, execute, insert_entries
from tests.session.logs import STAMP, Log

SURROGATE_ID = '"ses_\\ud800"'


def good(**changes: Any) -> dict[str, Any]:
    entry = Log("ses_L").call("tasks.find", query="x").entries[0]
    entry.update(changes)
    return entry


def line_with_id(raw_id: str) -> str:
    return json.dumps(good()).replace('"ses_L"', raw_id)


def test_a_lone_surrogate_session_id_is_graded_under_a_safe_id_and_reported(tmp_path) -> None:
    path = tmp_path / "log.jsonl"
    path.write_text(json.dumps(good()) + "\n" + line_with_id(SURROGATE_ID) + "\n")
    grading = grade_sessions([str(path)], timestamp=STAMP)
    ids = [result.session_id for result in grading.results]
    assert ids == ["ses_L", "ses_\ufffd"]
    broken = grading.results[1]
    assert broken.entry_count == 1
    (item,) = broken.input_problems.items
    assert (item.kind, item.action, item.line) == ("bad_text", "normalised", 2)
    assert "\\ud800" in item.detail  # quoted, escaped: the detail itself is writable
    assert grading.unreadable == 0
    json.dumps([r.to_wire() for r in grading.results], ensure_ascii=False).encode("utf-8")


def test_a_lone_surrogate_in_a_json_array_is_made_safe_too(tmp_path) -> None:
    path = tmp_path / "log.json"
    path.write_text("[" + line_with_id(SURROGATE_ID) + "]")
    (result,) = grade_sessions([str(path)], timestamp=STAMP).results
    assert result.session_id == "ses_\ufffd"
    assert result.input_problems.by_kind == {"bad_text": 1}


def test_the_session_command_writes_history_for_a_surrogate_session_id(cli, tmp_path) -> None:
    log, history = tmp_path / "log.jsonl", tmp_path / "GRADES.jsonl"
    log.write_text(line_with_id(SURROGATE_ID) + "\n")
    run = cli("session", str(log), "--history", str(history), "--json")
    assert run.exit_code == 0, run.stderr
    assert json.loads(run.stdout)[0]["sessionId"] == "ses_\ufffd"
    grades, corrupt = read_history(history)
    assert ([g.session_id for g in grades], corrupt) == (["ses_\ufffd"], [])


def test_history_writing_never_fails_on_text_utf8_cannot_hold(tmp_path) -> None:
    log = tmp_path / "log.jsonl"
    log.write_text(json.dumps(good()) + "\n")
    (result,) = grade_sessions([str(log)], timestamp=STAMP).results
    hostile = replace(result, session_id="ses_\ud800")
    line = history_line(hostile)
    assert json.loads(line)["sessionId"] == "ses_\ud800"  # escaped, still JSON
    history = tmp_path / "GRADES.jsonl"
    append_history(history, [hostile, result])
    grades, corrupt = read_history(history)
    assert [g.session_id for g in grades] == ["ses_L"]  # the other is reported, not a crash
    assert [c.line for c in corrupt] == [1]


@pytest.mark.parametrize(("field", "raw", "shown"), [
    ("metadata.taskId", '"T\\u0001\\u001b[31m"', "T\ufffd\ufffd[31m"),
    ("domain", '"tasks\\uffff"', "tasks\ufffd"),
    ("operation", '"add\\u0085"', "add\ufffd"),
])
def test_control_characters_and_noncharacters_in_shown_text_are_replaced(
    tmp_path, field, raw, shown,
) -> None:
    entry = Log("ses_L").call("tasks.add", task_id="TASKID", title="t",
                              success=False, exit_code=4).entries[0]
    text = json.dumps(entry)
    if field == "metadata.taskId":
        text = text.replace('"TASKID"', raw)
    else:
        text = text.replace(f'"{field}": "{entry[field]}"', f'"{field}": {raw}')
    path = tmp_path / "log.jsonl"
    path.write_text(text + "\n")
    (result,) = grade_sessions([str(path)], timestamp=STAMP).results
    assert result.input_problems.by_kind == {"bad_text": 1}
    wire = json.dumps(result.to_wire(), ensure_ascii=False)
    assert shown in wire or field == "metadata.taskId"
    assert not any(char in wire for char in "\x01\x1b\uffff\x85")


def test_invalid_utf8_in_a_json_array_is_replaced_and_reported_once(tmp_path) -> None:
    path = tmp_path / "log.json"
    entry = json.dumps(good(params={"query": "caf\xe9"}), ensure_ascii=False)
    path.write_bytes(b"[\n" + entry.encode("latin-1") + b",\n" + json.dumps(good()).encode()
                     + b"\n]")
    (result,) = grade_sessions([str(path)], timestamp=STAMP).results
    assert result.entry_count == 2
    assert result.input_problems.by_kind == {"bad_text": 1}


def _peak_reading(path: Path) -> tuple[Any, int]:
    tracemalloc.start()
    try:
        grading = grade_sessions([str(path)], timestamp=STAMP)
        return grading, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_a_gzip_bomb_without_newlines_stops_at_one_entry_with_bounded_memory(tmp_path) -> None:
    path = tmp_path / "bomb.jsonl.gz"
    path.write_bytes(gzip.compress(json.dumps(good()).encode() + b"\n" + b"a" * (64 << 20),
                                   compresslevel=1))
    grading, peak = _peak_reading(path)
    (result,) = grading.results
    assert result.entry_count == 1
    assert result.input_problems.by_kind == {"too_large": 1}
    (item,) = result.input_problems.items
    assert (item.line, item.action) == (2, "stopped")
    assert "longer than 4 MiB" in item.detail
    assert grading.unreadable == result.input_problems.unreadable == 1
    assert not grading.complete
    assert peak < 40 << 20, peak  # a few entries' worth, not the 64 MiB


def test_an_over_long_array_item_is_too_large_not_invalid_and_is_counted(tmp_path) -> None:
    path = tmp_path / "log.json"
    huge = good(params={"blob": "x" * (MAX_ENTRY_BYTES + 1000)})
    path.write_text(json.dumps([good(), huge, good(), good()]))
    grading = grade_sessions([str(path)], timestamp=STAMP)
    (result,) = grading.results
    assert result.entry_count == 1
    (item,) = result.input_problems.items
    assert (item.kind, item.action) == ("too_large", "stopped")
    assert "invalid" not in item.detail
    assert grading.unreadable == 1


def test_a_syntax_error_before_a_long_tail_is_still_invalid_json(tmp_path) -> None:
    path = tmp_path / "log.json"
    tail = ",\n".join(json.dumps(good()) for _ in range(25_000))  # > 4 MiB after the error
    path.write_text("[\n" + json.dumps(good()) + ',\n{"oops"\n,' + tail + "]")
    (result,) = grade_sessions([str(path)], timestamp=STAMP).results
    (item,) = result.input_problems.items
    assert (item.kind, item.line) == ("truncated", 3)
    assert "invalid JSON" in item.detail


def test_an_over_long_json_line_stops_the_file_and_keeps_what_came_before(tmp_path) -> None:
    path = tmp_path / "log.jsonl"
    long_line = json.dumps(good(params={"blob": "y" * (MAX_ENTRY_BYTES + 10)}))
    path.write_text("\n".join([json.dumps(good())] * 3 + [long_line, json.dumps(good())]) + "\n")
    grading = grade_sessions([str(path)], timestamp=STAMP)
    (result,) = grading.results
    assert result.entry_count == 3
    (item,) = result.input_problems.items
    assert (item.kind, item.line, item.action) == ("too_large", 4, "stopped")
    assert grading.unreadable == 1


def test_a_file_past_the_size_limit_stops_with_a_named_problem(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr("gate.session.reading.readers.MAX_AUDIT_BYTES", 1000)
    monkeypatch.setattr("gate.session.reading.readers.CHUNK_BYTES", 256)
    path = tmp_path / "log.jsonl"
    path.write_text("".join(json.dumps(good()) + "\n" for _ in range(40)))
    grading = grade_sessions([str(path)], timestamp=STAMP)
    (result,) = grading.results
    assert 0 < result.entry_count < 40
    (item,) = result.input_problems.items
    assert item.kind == "too_large"
    assert "more than" in item.detail
    assert "decompressed" in item.detail


@pytest.mark.parametrize("bom", [b"", b"\xef\xbb\xbf"])
@pytest.mark.parametrize("chunk_bytes", [200, 256, 333, 1000])
def test_line_numbers_and_entries_hold_across_reads_that_cut_lines(tmp_path, monkeypatch,
                                                                   chunk_bytes, bom) -> None:
    """A read that ends inside a line hands on its whole lines and reads the cut one again
    with the next: no entry is lost or doubled, and a problem far past many cuts is named on
    its own line."""
    monkeypatch.setattr("gate.session.reading.readers.CHUNK_BYTES", chunk_bytes)
    lines = [json.dumps(good()) for _ in range(40)] + ["{not json"] \
        + [json.dumps(good()) for _ in range(3)]
    path = tmp_path / "log.jsonl"
    path.write_bytes(bom + ("\n".join(lines) + "\n").encode())
    (result,) = grade_sessions([str(path)], timestamp=STAMP).results
    assert result.entry_count == 43
    (item,) = result.input_problems.items
    assert (item.kind, item.line) == ("bad_json", 41)


def test_a_bad_json_line_counts_as_unreadable_but_a_normalised_field_does_not(tmp_path) -> None:
    path = tmp_path / "log.jsonl"
    path.write_text("\n".join([json.dumps(good()), "{not json", json.dumps(good(params=3))]))
    grading = grade_sessions([str(path)], timestamp=STAMP)
    (result,) = grading.results
    assert result.input_problems.by_kind == {"bad_json": 1, "bad_params": 1}
    assert result.input_problems.unreadable == grading.unreadable == 1


def test_sqlite_text_that_is_not_utf8_is_replaced_and_a_huge_details_row_is_named(
    tmp_path,
) -> None:
    db = create_db(tmp_path / "tasks.db")
    insert_entries(db, Log("ses_Q").call("session.list").call("tasks.find").entries)
    execute(db, "UPDATE audit_log SET gateway = CAST(? AS TEXT) WHERE rowid = 1",
            b"qu\xffery")
    execute(db, "UPDATE audit_log SET details_json = ? WHERE rowid = 2",
            '{"q": "' + "z" * (MAX_ENTRY_BYTES + 1) + '"}')
    grading = grade_sessions([str(db)], timestamp=STAMP)
    (result,) = grading.results
    assert result.entry_count == 1
    assert result.input_problems.by_kind == {"bad_text": 1, "too_large": 1}
    assert [(i.kind, i.row) for i in result.input_problems.items] == [
        ("bad_text", 1), ("too_large", 2)]
    assert grading.unreadable == 1


def test_a_symbolic_link_loop_is_called_a_link_loop(tmp_path) -> None:
    loop = tmp_path / "audit.jsonl"
    loop.symlink_to(loop)
    with pytest.raises(InputError, match="link loop") as caught:
        grade_sessions([str(loop)])
    assert "gzip" not in caught.value.message
    with pytest.raises(InputError, match="link loop"):
        session_audits(Workspace(tmp_path), defaults(), ["audit.jsonl"])


def test_a_link_to_nothing_and_a_device_say_what_they_are(tmp_path) -> None:
    dangling = tmp_path / "gone.jsonl"
    dangling.symlink_to(tmp_path / "missing.jsonl")
    with pytest.raises(InputError, match="symbolic link points to a file that does not exist"):
        grade_sessions([str(dangling)])
    with pytest.raises(InputError, match="not a regular file"):
        grade_sessions([os.devnull])


@pytest.mark.parametrize(("requested", "message"), [
    ("/etc/passwd", "absolute and outside the workspace"),
    ("../outside.jsonl", "climbs out of the workspace with '..'"),
    ("logs/../../outside.jsonl", "climbs out of the workspace with '..'"),
    ("/tmp/*.jsonl", "absolute and outside the workspace"),
])
def test_an_audit_path_outside_the_workspace_is_not_called_a_symbolic_link(
    tmp_path, requested, message,
) -> None:
    root = tmp_path / "ws"
    root.mkdir()
    with pytest.raises(InputError) as caught:
        session_audits(Workspace(root), defaults(), [requested])
    assert message in caught.value.message
    assert "symbolic link" not in caught.value.message


def test_an_absolute_audit_path_inside_the_workspace_is_used_as_its_relative_path(
    tmp_path,
) -> None:
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "a.jsonl").write_text(json.dumps(good()) + "\n")
    found = session_audits(Workspace(tmp_path), defaults(),
                           [str(tmp_path / "logs" / "a.jsonl"), "./logs/../logs/a.jsonl"])
    assert found == ["logs/a.jsonl"]


def test_a_link_leading_outside_the_checkout_is_still_refused_as_one(tmp_path) -> None:
    root = tmp_path / "ws"
    root.mkdir()
    (tmp_path / "secret.jsonl").write_text("{}")
    (root / "audit.jsonl").symlink_to(tmp_path / "secret.jsonl")
    with pytest.raises(InputError, match="symbolic link leading outside"):
        session_audits(Workspace(root), defaults(), ["audit.jsonl"])


@pytest.mark.parametrize(("percent", "letter"), [
    (100, "A"), (90, "A"), (89, "B"), (75, "B"), (74, "C"), (60, "C"), (59, "D"), (45, "D"),
    (44, "F"), (0, "F"), (89.999, "B"), (44.5, "F"),
])
def test_letter_cut_offs_at_each_boundary(percent, letter) -> None:
    assert letter_for(percent) == letter


def test_the_letter_of_a_graded_session_follows_its_percent_at_a_boundary(tmp_path) -> None:
    # session.list first (+10), end (+10), no discovery (+10), hygiene 20, errors 20,
    # help (+10), no MCP query: 80 -> B; dropping session.end gives 70 -> C.
    log = Log("ses_L")
    log.call("session.list", gateway="mutate").call("admin.help", gateway="mutate")
    log.call("session.end", gateway="mutate")
    path = log.write(tmp_path / "b.jsonl")
    (result,) = grade_sessions([str(path)], timestamp=STAMP).results
    assert (result.total_score, result.letter) == (80, "B")


def test_an_sqlite_database_over_the_limit_is_not_read_and_says_so(tmp_path, monkeypatch) -> None:
    db = create_db(tmp_path / "tasks.db")
    insert_entries(db, Log("ses_Q").call("session.list").entries)
    monkeypatch.setattr("gate.session.reading.sqlite_reader.MAX_AUDIT_BYTES", 100)
    grading = grade_sessions([str(db)], session_id="ses_Q", timestamp=STAMP)
    (result,) = grading.results
    assert result.entry_count == 0
    assert result.input_problems.by_kind == {"too_large": 1}
    assert grading.unreadable == 1
    sqlite3.connect(db).close()


def test_an_empty_session_id_and_interleaved_sessions_are_each_graded_apart(tmp_path) -> None:
    path = tmp_path / "log.jsonl"
    lines = [good(sessionId=""), good(sessionId="ses_B"), good(sessionId=""),
             good(sessionId="ses_B", domain="session", operation="end")]
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    results = grade_sessions([str(path)], timestamp=STAMP).results
    assert [(r.session_id, r.entry_count) for r in results] == [("", 2), ("ses_B", 2)]
