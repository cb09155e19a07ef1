"""Fuzzing the session readers: whatever the bytes, no exception escapes but the `InputError`
of a file that cannot be opened at all, every problem is counted, and every grade can be
written as UTF-8 JSON. Also: the msgspec fast path reads any line exactly as the rules do."""

from __future__ import annotations

import gzip
import json
import sqlite3
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from gate.core.errors import InputError
from gate.session.grader import SessionGrading, grade_sessions
from gate.session.reading.entries import EntryNormaliser
from gate.session.reading.fast_lines import as_entries, read_chunk
from gate.session.reading.problems import ProblemLog
from tests.session.test_properties import messy_records

FUZZ = settings(max_examples=60, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

hostile_text = st.one_of(
    st.text(max_size=6),
    st.sampled_from(["ses_\ud800", "\udc00x", "\x00", "\x1b[31m", "\x7f", "\x85", "\ufffe",
                     "\uffff", "\u2028", "::set-output name=x::y", "", " ", "\ufeff"]),
)
hostile_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False),
              hostile_text),
    lambda inner: st.one_of(st.lists(inner, max_size=3),
                            st.dictionaries(hostile_text, inner, max_size=3)),
    max_leaves=8,
)


@st.composite
def hostile_records(draw: st.DrawFn) -> dict[str, Any]:
    """A CLEO-shaped entry whose every field may be hostile text or a value of any type."""
    def field(usual: Any) -> Any:
        return draw(st.one_of(st.just(usual), hostile_values))
    return {
        "timestamp": field("2026-03-01T14:00:00Z"),
        "sessionId": field(draw(st.sampled_from(["ses_A", "ses_\ud800", "s\x00"]))),
        "domain": field("tasks"),
        "operation": field(draw(st.sampled_from(["add", "find", "show"]))),
        "params": field({"title": field("t"), "description": field("d"),
                         "parent": field("T1")}),
        "result": field({"success": field(False), "exitCode": field(4)}),
        "metadata": field({"taskId": field("T1"), "gateway": field("query")}),
    }


def _containers(records: list[Any]) -> dict[str, bytes]:
    lines = "".join(json.dumps(record) + "\n" for record in records).encode()
    array = json.dumps(records, indent=1).encode()
    wrapped = json.dumps({"entries": records}).encode()
    return {"log.jsonl": lines, "log.json": array, "entries.json": wrapped,
            "log.jsonl.gz": gzip.compress(lines), "log.json.gz": gzip.compress(array)}


def _check(grading: SessionGrading) -> None:
    for result in grading.results:
        problems = result.input_problems
        assert problems.total == sum(problems.by_kind.values())
        assert 0 <= problems.unreadable <= problems.total
        json.dumps(result.to_wire(), ensure_ascii=False).encode("utf-8")  # writable
    assert grading.problems.unreadable <= grading.problems.total


def _grade_bytes(name: str, data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / name
        path.write_bytes(data)
        try:
            grading = grade_sessions([str(path)], timestamp="t")
        except InputError as error:  # a file that cannot be opened at all: one clear message
            refusal = error
        else:
            _check(grading)
            return
        assert refusal.remediation


@FUZZ
@given(st.binary(max_size=600), st.sampled_from(["plain", "gzip", "bom", "array", "sqlite"]))
def test_arbitrary_bytes_never_raise_in_any_container(data: bytes, wrapping: str) -> None:
    if wrapping == "gzip":
        data = gzip.compress(data)
    elif wrapping == "bom":
        data = b"\xef\xbb\xbf" + data
    elif wrapping == "array":
        data = b"[" + data
    elif wrapping == "sqlite":
        data = b"SQLite format 3\x00" + data
    _grade_bytes("audit", data)


@FUZZ
@given(st.lists(hostile_records(), max_size=8),
       st.sampled_from(["log.jsonl", "log.json", "entries.json", "log.jsonl.gz",
                        "log.json.gz"]))
def test_hostile_entries_are_graded_or_counted_in_every_container(records, name) -> None:
    _grade_bytes(name, _containers(records)[name])


def _column(value: Any) -> Any:
    """A value as SQLite stores it; text goes in as raw bytes cast to TEXT, so text that is
    not UTF-8 (a lone surrogate, written with surrogatepass) reaches the reader as it is."""
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int) and -(2**63) <= value < 2**63:
        return value
    if isinstance(value, float):
        return value
    text = value if isinstance(value, str) else json.dumps(value)
    return text.encode("utf-8", "surrogatepass")


@settings(FUZZ, max_examples=25)
@given(st.lists(hostile_records(), max_size=6))
def test_hostile_entries_in_sqlite_never_raise(records) -> None:
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "tasks.db"
        with sqlite3.connect(db) as connection:
            # No types and no constraints: a pull request's database can hold anything.
            connection.execute("CREATE TABLE audit_log (id, timestamp, session_id, domain, "
                               "operation, details_json, success, task_id, gateway, action)")
            for number, record in enumerate(records):
                result = record["result"] if isinstance(record["result"], dict) else {}
                metadata = record["metadata"] if isinstance(record["metadata"], dict) else {}
                values = [record["timestamp"], record["sessionId"], record["domain"],
                          record["operation"], record["params"], result.get("success"),
                          metadata.get("taskId"), metadata.get("gateway")]
                connection.execute(
                    "INSERT INTO audit_log (id, timestamp, session_id, domain, operation, "
                    "details_json, success, task_id, gateway, action) VALUES (?, "
                    + ", ".join("CAST(? AS TEXT)" if isinstance(_column(v), bytes) else "?"
                                for v in values) + ", 'x')",
                    (str(number), *(_column(v) for v in values)))
        _check(grade_sessions([str(db)], timestamp="t"))


def _by_rules(lines: list[bytes]) -> tuple[list[Any], list[Any]]:
    log = ProblemLog()
    normaliser = EntryNormaliser("mem", log)
    entries = [e for n, line in enumerate(lines, 1)
               if (e := normaliser.normalise_line(line, n)) is not None]
    return entries, log.all_samples


def _fast(lines: list[bytes]) -> tuple[list[Any], list[Any]]:
    log = ProblemLog()
    chunk = b"".join(line + b"\n" for line in lines)
    entries = as_entries(read_chunk(chunk, 1, EntryNormaliser("mem", log))[0])
    return entries, log.all_samples


line_variants = st.sampled_from(["plain", "ascii", "blank", "two", "garbage", "crlf"])


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.one_of(messy_records(), hostile_records()), line_variants),
                max_size=12))
def test_the_msgspec_path_reads_every_line_exactly_as_the_rules_do(records) -> None:
    lines = []
    for record, variant in records:
        try:
            text = json.dumps(record, ensure_ascii=variant == "ascii")
        except ValueError:  # the record strategy can share one {} between two fields
            assume(False)
        lines.append({"plain": text, "ascii": text, "blank": "  ", "crlf": text + "\r",
                      "two": f"{text}, {text}", "garbage": text[:-1]}[variant]
                     .encode("utf-8", "surrogatepass"))
    assert _fast(lines) == _by_rules(lines)


@settings(max_examples=40, deadline=None)
@given(st.lists(messy_records(), min_size=1, max_size=30))
def test_the_chunk_path_agrees_when_every_line_is_well_formed_too(records) -> None:
    try:
        lines = [json.dumps(record).encode() for record in records]
    except ValueError:  # see above
        assume(False)
    assert _fast(lines) == _by_rules(lines)
