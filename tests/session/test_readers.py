"""Every container CLEO audit logs come in, recognised by content, read as a stream."""

from __future__ import annotations

import gzip
import json
import tracemalloc
from pathlib import Path

import pytest

from gate.core.errors import InputError
from gate.session.grader import grade_sessions
from gate.session.reading.entries import ProblemLog
from gate.session.reading.readers import read_entries
from tests.conftest import FIXTURES
from tests.session.cleo_db import create_db, execute, insert_entries
from tests.session.logs import STAMP, Log, write_jsonl

VIOLATIONS = FIXTURES / "cleo" / "violations.jsonl"


def violations_entries() -> list[dict[str, object]]:
    return [json.loads(line) for line in VIOLATIONS.read_text().splitlines()]


def grade_one(path: Path, session: str = "ses_F") -> dict[str, object]:
    (result,) = grade_sessions([str(path)], session_id=session, timestamp=STAMP).results
    return result.to_wire()


@pytest.fixture
def reference() -> dict[str, object]:
    return grade_one(VIOLATIONS)


def as_array(path: Path, pretty: bool) -> Path:
    entries = violations_entries()
    path.write_text(json.dumps(entries, indent=2 if pretty else None))
    return path


def as_entries_object(path: Path, pretty: bool) -> Path:
    document = {"version": "1", "exportedAt": "2026-03-02", "entries": violations_entries(),
                "trailer": {"entries": "not these"}}
    path.write_text(json.dumps(document, indent=2 if pretty else None))
    return path


@pytest.mark.parametrize("pretty", [True, False])
@pytest.mark.parametrize("writer", [as_array, as_entries_object])
def test_json_documents_grade_like_json_lines(tmp_path, reference, writer, pretty) -> None:
    assert grade_one(writer(tmp_path / "log", pretty)) == reference


@pytest.mark.parametrize("writer", [
    lambda p: p.write_bytes(VIOLATIONS.read_bytes()),
    lambda p: as_array(p, pretty=True),
    lambda p: as_entries_object(p, pretty=True),
])
def test_gzip_is_recognised_by_content_whatever_the_name(tmp_path, reference, writer) -> None:
    plain = tmp_path / "plain"
    writer(plain)
    disguised = tmp_path / "audit-log.json"  # no .gz: the gate must not rely on the name
    disguised.write_bytes(gzip.compress(plain.read_bytes()))
    assert grade_one(disguised) == reference


def test_windows_line_endings_blank_lines_and_a_byte_order_mark_are_read(tmp_path, reference
                                                                         ) -> None:
    text = "\ufeff" + "\r\n\r\n".join(VIOLATIONS.read_text().splitlines()) + "\r\n"
    path = tmp_path / "crlf.jsonl"
    path.write_text(text, encoding="utf-8", newline="")
    graded = grade_one(path)
    assert graded == reference


@pytest.mark.parametrize("table", ["audit_log", "tasks_audit_log"])
def test_cleos_sqlite_database_is_read_from_either_table(tmp_path, table) -> None:
    db = create_db(tmp_path / "tasks.db", table)
    insert_entries(db, Log("ses_S").call("session.list").call("tasks.find", query="x")
                   .call("tasks.add", title="t", description="d").call("session.end").entries,
                   table)
    result = grade_one(db, "ses_S")
    assert result["entryCount"] == 4
    assert result["dimensions"]["sessionDiscipline"]["score"] == 20
    assert result["dimensions"]["taskHygiene"]["evidence"] == [
        "All 1 tasks.add calls had descriptions"]


def test_sqlite_rows_are_graded_in_timestamp_order(tmp_path) -> None:
    db = create_db(tmp_path / "tasks.db")
    log = Log("ses_S").call("tasks.find", at=10, query="x").call("session.list", at=1)
    insert_entries(db, log.entries)
    result = grade_one(db, "ses_S")
    assert result["dimensions"]["sessionDiscipline"]["evidence"] == [
        "session.list called before first task op"]


def test_sqlite_cannot_show_an_e_not_found_so_the_rule_is_reported_unchecked(tmp_path) -> None:
    db = create_db(tmp_path / "tasks.db")
    insert_entries(db, Log("ses_S").fail("tasks.show").call("session.end").entries)
    result = grade_one(db, "ses_S")
    s4 = result["dimensions"]["errorProtocol"]
    assert s4["evidence"] == ["E_NOT_FOUND rule not checked for 1 failed call(s) with no exit code"]
    assert "No error protocol violations" not in s4["evidence"]
    problems = result["inputProblems"]
    assert problems["byKind"] == {"no_exit_code": 1}
    assert problems["items"][0]["row"] == 1
    assert problems["items"][0]["action"] == "unchecked"


def test_sqlite_task_ids_system_and_unknown_mean_no_task(tmp_path) -> None:
    db = create_db(tmp_path / "tasks.db")
    insert_entries(db, Log("ses_S").call("tasks.add", title="t").entries)
    result = grade_one(db, "ses_S")
    assert "tasks.add without description (taskId: unknown)" in result["flags"]


def test_sqlite_rows_with_broken_columns_are_normalised_and_reported(tmp_path) -> None:
    db = create_db(tmp_path / "tasks.db")
    insert_entries(db, Log("ses_S").call("tasks.find").call("tasks.add", title="t").entries)
    execute(db, "UPDATE audit_log SET details_json = '{broken' WHERE operation = 'add'")
    execute(db, "UPDATE audit_log SET success = NULL WHERE operation = 'find'")
    execute(db, "INSERT INTO audit_log (id, timestamp, action, task_id, session_id, success) "
                "VALUES ('x', 'yesterday', 'list', 'system', 'ses_S', 1)")
    result = grade_one(db, "ses_S")
    assert result["entryCount"] == 2
    kinds = result["inputProblems"]["byKind"]
    assert kinds == {"bad_params": 1, "bad_row": 2, "bad_timestamp": 1, "no_exit_code": 1}


def test_sqlite_without_an_audit_table_is_a_clear_error(tmp_path) -> None:
    db = tmp_path / "other.db"
    execute(db, "CREATE TABLE notes (id INTEGER)")
    with pytest.raises(InputError, match="no audit_log or tasks_audit_log table"):
        list(read_entries(str(db), ProblemLog()))


def test_sqlite_missing_the_dispatch_columns_is_a_clear_error(tmp_path) -> None:
    db = tmp_path / "old.db"
    execute(db, "CREATE TABLE audit_log (id TEXT, timestamp TEXT, action TEXT, task_id TEXT)")
    with pytest.raises(InputError, match="lacks the column"):
        list(read_entries(str(db), ProblemLog()))


def test_several_paths_are_read_as_one_stream(tmp_path) -> None:
    first = Log("ses_X").call("session.list").call("tasks.find", query="x")
    second = Log("ses_X")
    second.clock = 10
    second.call("session.end")
    paths = [str(first.write(tmp_path / "a.jsonl")), str(second.write(tmp_path / "b.jsonl"))]
    (result,) = grade_sessions(paths, timestamp=STAMP).results
    assert result.entry_count == 3
    assert result.dimensions.session_discipline.score == 20


def test_a_session_spread_out_of_order_over_files_is_sorted_as_cleo_sorts(tmp_path) -> None:
    later = Log("ses_X").call("tasks.find", at=20, query="x").call("session.end", at=21)
    earlier = Log("ses_X").call("session.list", at=1)
    paths = [str(later.write(tmp_path / "late.jsonl")), str(earlier.write(tmp_path / "e.jsonl"))]
    grading = grade_sessions(paths, timestamp=STAMP)
    assert grading.regraded_out_of_order == ("ses_X",)
    (result,) = grading.results
    assert result.dimensions.session_discipline.score == 20


def test_an_empty_file_holds_no_entries(tmp_path) -> None:
    empty = tmp_path / "empty.jsonl"
    empty.write_text("")
    grading = grade_sessions([str(empty)])
    assert (grading.results, grading.problems.total) == ((), 0)


@pytest.mark.parametrize("bad", ["missing", "directory"])
def test_a_path_that_is_not_a_readable_file_is_an_input_error(tmp_path, bad) -> None:
    path = tmp_path / "nothing.jsonl" if bad == "missing" else tmp_path
    with pytest.raises(InputError) as caught:
        list(read_entries(str(path), ProblemLog()))
    assert caught.value.path == str(path)
    assert "Fix:" in caught.value.render()


def test_gzip_compressed_sqlite_is_refused_with_the_fix(tmp_path) -> None:
    db = create_db(tmp_path / "tasks.db")
    packed = tmp_path / "tasks.db.gz"
    packed.write_bytes(gzip.compress(db.read_bytes()))
    with pytest.raises(InputError) as caught:
        list(read_entries(str(packed), ProblemLog()))
    assert "gunzip" in caught.value.render()


def _peak_bytes_reading(path: Path) -> int:
    tracemalloc.start()
    try:
        for _ in read_entries(str(path), ProblemLog()):
            pass
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def _log_of(size: int) -> Log:
    log = Log("ses_big")
    for n in range(size):
        log.call("tasks.find" if n % 3 else "tasks.show", query=f"q{n}")
    return log


@pytest.mark.parametrize("container", ["jsonl", "array", "entries", "entries-one-line",
                                       "gzip"])
def test_reading_streams_so_memory_does_not_grow_with_the_log(tmp_path, monkeypatch, container
                                                              ) -> None:
    # Small chunks, so both logs are many chunks long and only streaming keeps memory flat.
    monkeypatch.setattr("gate.session.reading.json_stream.CHUNK_BYTES", 1 << 16)
    peaks = []
    # 2,000 and 16,000 entries: a reader holding the log peaks at 8 to 16 MB at the larger,
    # four times the margin, and tracing every allocation of a longer log cost seconds of CPU
    # for no sharper answer.
    for size in (2_000, 16_000):
        log = _log_of(size)
        path = tmp_path / f"{container}-{size}"
        if container == "jsonl":
            write_jsonl(path, log.entries)
        elif container == "array":
            path.write_text(json.dumps(log.entries, indent=1))
        elif container == "entries":
            path.write_text(json.dumps({"entries": log.entries}, indent=1))
        elif container == "entries-one-line":
            path.write_text(json.dumps({"entries": log.entries}))
        else:
            path.write_bytes(gzip.compress(
                "".join(json.dumps(e) + "\n" for e in log.entries).encode()))
        peaks.append(_peak_bytes_reading(path))
    # Eight times the entries: holding them would need ~8x the memory (tens of MB here).
    assert peaks[1] < peaks[0] + 2_000_000, peaks
