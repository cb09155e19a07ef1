"""The fast path counts a batch of records at once; it must count exactly what the rubric's
entry-by-entry `add` counts, wherever the batches are cut and however the two paths alternate.
And a chunk takes the fast path only when each of its lines is one record."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any
from unittest import mock

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gate.core.safe_text import is_plain
from gate.session.grader import grade_sessions
from gate.session.reading.entries import EntryNormaliser, ProblemLog
from gate.session.reading.fast_lines import PlainBatch, as_entries, read_chunk
from gate.session.rubric import SessionTally
from tests.session.reference_grader import reference_grade
from tests.session.test_properties import CALLS, normalised

#: Plain text only: a record with an escape or a non-ASCII byte is the rules' business.
TIMESTAMPS = ["2026-03-01T14:00:00.000Z", "2026-03-01T14:00:01.000Z",
              "2026-03-01T14:00:02.500Z", "2026-03-01T15:00:00.000+01:00"]

plain_params = st.fixed_dictionaries({}, optional={
    "title": st.sampled_from(["Fix bug", "fix BUG ", "Other", "", " "]),
    "description": st.sampled_from(["", "   ", "does a thing"]),
    "parent": st.sampled_from(["T1", "", 0, 1, {}, [], None, False]),
    # Lists (and text that looks like their ends) in what the rubric never reads: the bulk
    # reading must not take them for the brackets it writes around each line.
    "labels": st.sampled_from([[], ["a"], [["x"], []], "a]b[c", "]\n["]),
})


@st.composite
def plain_records(draw: st.DrawFn, session: str = "ses_B") -> dict[str, Any]:
    domain, operation = draw(st.sampled_from(CALLS)).split(".", 1)
    metadata: dict[str, Any] = {}
    gateway = draw(st.sampled_from([None, "query", "cleo_query", "mutate"]))
    if gateway:
        metadata["gateway"] = gateway
    if draw(st.booleans()):
        metadata["taskId"] = draw(st.sampled_from(["T1", "T7", ""]))
    return {
        "timestamp": draw(st.sampled_from(TIMESTAMPS)), "sessionId": session,
        "domain": domain, "operation": operation, "params": draw(plain_params),
        # Failures are frequent and E_NOT_FOUND more so: recovery windows must cross cuts.
        "result": {"success": draw(st.booleans()),
                   "exitCode": draw(st.sampled_from([0, 1, 4, 4, 4]))},
        "metadata": metadata,
    }


def chunk_of(records: list[dict[str, Any]]) -> bytes:
    return b"".join(json.dumps(record).encode() + b"\n" for record in records)


def read(chunk: bytes) -> Any:
    return read_chunk(chunk, 1, EntryNormaliser("mem", ProblemLog()))[0]


SETTINGS = settings(max_examples=300, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(st.lists(plain_records(), min_size=1, max_size=60), st.data())
def test_a_batch_counts_exactly_what_its_entries_count_one_by_one(records, data) -> None:
    records.sort(key=lambda record: record["timestamp"])  # batches are counted in order
    cuts = sorted(data.draw(st.sets(st.integers(1, len(records) - 1), max_size=8))
                  if len(records) > 1 else set())
    by_entries, by_batches = SessionTally("ses_B"), SessionTally("ses_B")
    for start, end in zip([0, *cuts], [*cuts, len(records)], strict=True):
        batch = read(chunk_of(records[start:end]))
        assert isinstance(batch, PlainBatch)
        assert batch.session_id == "ses_B"
        assert batch.ordered
        for entry in as_entries(batch):
            by_entries.add(entry)
        if data.draw(st.booleans(), label="counted in bulk"):
            by_batches.add_batch(batch)
        else:  # a chunk the rules had to read: the other path, in the middle of the stream
            for entry in as_entries(batch):
                by_batches.add(entry)
    assert vars(by_batches) == vars(by_entries)
    assert by_batches.grade("t") == by_entries.grade("t")


def test_an_e_not_found_window_left_open_by_one_batch_closes_in_the_next() -> None:
    def call(name: str, *, exit_code: int = 0) -> dict[str, Any]:
        domain, operation = name.split(".")
        return {"timestamp": TIMESTAMPS[0], "sessionId": "s", "domain": domain,
                "operation": operation, "params": {},
                "result": {"success": exit_code == 0, "exitCode": exit_code}, "metadata": {}}
    first = read(chunk_of([call("tasks.show"), call("tasks.show", exit_code=4),
                           call("tasks.list")]))
    second = read(chunk_of([call("tasks.list"), call("tasks.find")]))
    third = read(chunk_of([call("tasks.show", exit_code=4)] + [call("tasks.list")] * 4
                          + [call("tasks.find")]))
    tally = SessionTally("s")
    for batch in (first, second, third):
        tally.add_batch(batch)
    assert tally.not_found_outcomes == [("tasks.show", True), ("tasks.show", False)]
    assert tally.pending == []


layouts = st.sampled_from(["plain", "plain", "spread", "two-spaced", "two-tight", "blank",
                           "leading-space", "trailing-space", "two-bracketed",
                           "two-bracketed-tight", "two-in-brackets", "one-in-brackets",
                           "bracket-text"])


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(plain_records(), layouts), min_size=1, max_size=12))
def test_a_chunk_is_read_in_bulk_only_when_each_line_is_one_record(lines) -> None:
    texts = []
    for record, layout in lines:
        text = json.dumps(record)
        texts.append({"plain": text, "spread": json.dumps(record, indent=1),
                      "two-spaced": f"{text} {text}", "two-tight": text + text, "blank": "",
                      "leading-space": " " + text, "trailing-space": text + " ",
                      # Lines that are two records once the bulk reading has wrapped each
                      # line in brackets, and lines that are arrays themselves.
                      "two-bracketed": f"{text}] \t\r[{text}", "two-bracketed-tight":
                      f"{text}][{text}", "two-in-brackets": f"[{text}, {text}]",
                      "one-in-brackets": f"[{text}]",
                      # One record whose text holds a `]`, a blank and a `[`, as two records
                      # wrapped in brackets would: read by the lines, to the same entries.
                      "bracket-text": json.dumps({**record, "params": {"note": "] ["}})}[layout])
    chunk = "".join(text + "\n" for text in texts).encode()
    fast_log, rules_log = ProblemLog(), ProblemLog()
    batch, count = read_chunk(chunk, 1, EntryNormaliser("mem", fast_log))
    rules = EntryNormaliser("mem", rules_log)
    lines_read = chunk[:-1].split(b"\n")
    expected = [entry for number, line in enumerate(lines_read, 1)
                if (entry := rules.normalise_line(line, number)) is not None]
    assert as_entries(batch) == expected
    assert fast_log.all_samples == rules_log.all_samples
    assert count == len(lines_read)
    layouts_seen = [layout for _, layout in lines]
    # Blanks around a record inside the chunk read the same either way; at its very start or
    # end they fail the chunk's cheap shape test. Text holding `] [` costs a chunk of several
    # lines its bulk reading: it could be where two records meet.
    one_per_line = set(layouts_seen) <= {"plain", "leading-space", "trailing-space",
                                         "bracket-text"} \
        and layouts_seen[0] != "leading-space" and layouts_seen[-1] != "trailing-space" \
        and ("bracket-text" not in layouts_seen or len(lines) == 1)
    assert isinstance(batch, PlainBatch) is one_per_line  # the fast path where it can be


#: Text the rubric never reads, as `json.dumps` writes it: quotes, newlines and non-ASCII
#: escaped by default, or raw UTF-8 with ensure_ascii=False.
unread_texts = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=6)
#: A task id, which the rules make safe: plain, non-ASCII, or holding a control character.
task_ids = st.sampled_from(["T1", "Tâche 1", "T\u00071", "T\u202e1", "T\x851", "T\x7f"])


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(plain_records(), unread_texts, st.none() | task_ids, st.booleans()),
                min_size=1, max_size=12))
def test_escapes_and_non_ascii_keep_a_chunk_in_bulk_unless_a_shown_field_is_unsafe(
        lines) -> None:
    """A log written by `json.dumps` escapes what its params hold; only unsafe text in a field
    the rules check sends the chunk to the lines, and either way it reads as the rules read."""
    texts, shown_plain = [], True
    for record, note, task_id, ascii_only in lines:
        record["params"]["notes"] = note
        if task_id is not None:
            record["metadata"]["taskId"] = task_id
            shown_plain = shown_plain and is_plain(task_id)
        texts.append(json.dumps(record, ensure_ascii=ascii_only))
    chunk = "".join(text + "\n" for text in texts).encode()
    batch, count = read_as_line_by_line(chunk)
    assert count == len(lines)
    assert isinstance(batch, PlainBatch) is shown_plain


#: Text for a field the rules check: plain, non-ASCII, or unsafe, including a NUL between two
#: plain halves (a call's domain and operation are joined around a NUL in the fast path).
shown_texts = st.sampled_from(["tasks", "find", "Tâche", "ta\x00sks", "fi\x00nd", "\x00",
                               "a\u202eb", "x\x85", "x\x1b[0m"])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(plain_records(), st.sampled_from(
    ["sessionId", "domain", "operation", "taskId", None]), shown_texts, st.booleans()),
    min_size=1, max_size=12))
def test_unsafe_text_in_any_shown_field_sends_the_chunk_to_the_lines(lines) -> None:
    """Whichever field the rules check holds unsafe text (the session id, the domain, the
    operation or the task id), the chunk is read as the rules read it; with all of them plain
    it stays in bulk."""
    texts, shown_plain = [], True
    for record, field, text, ascii_only in lines:
        if field == "taskId":
            record["metadata"]["taskId"] = text
        elif field is not None:
            record[field] = text
        if field is not None:
            shown_plain = shown_plain and is_plain(text)
        texts.append(json.dumps(record, ensure_ascii=ascii_only))
    chunk = "".join(text + "\n" for text in texts).encode()
    batch, count = read_as_line_by_line(chunk)
    assert count == len(lines)
    assert isinstance(batch, PlainBatch) is shown_plain


#: Gateways and session ids that a record's key (its fields joined by NULs, `None` written
#: "None") could read two ways: the batch must then be read from its records.
odd_gateways = st.sampled_from(["query", "q\x00uery", "x\x00query", "query\x00", "None", None])
odd_sessions = st.sampled_from(["ses_B", "None", None])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(plain_records(), odd_sessions, odd_gateways), min_size=1,
                max_size=30), st.integers(200, 3000))
def test_a_key_that_reads_two_ways_never_miscounts(lines, chunk_bytes) -> None:
    """A NUL in a gateway (which no rule checks) or a session id written "None" beside work
    outside any session: the grade is the reference's, read in chunks of any size."""
    log = []
    for record, session, gateway in lines:
        record["sessionId"] = session
        record["metadata"].pop("gateway", None)
        if gateway is not None:
            record["metadata"]["gateway"] = gateway
        log.append(record)
    log.sort(key=lambda record: record["timestamp"])
    chunk = chunk_of(log)
    batch = read(chunk)
    assert isinstance(batch, PlainBatch)
    assert as_entries(batch) == normalised(log)
    with tempfile.TemporaryDirectory() as folder, \
            mock.patch("gate.session.reading.readers.CHUNK_BYTES", chunk_bytes):
        path = Path(folder) / "log.jsonl"
        path.write_bytes(chunk)
        graded = {result.session_id: result.to_wire()
                  for result in grade_sessions([str(path)], timestamp="t").results}
    for session in {record["sessionId"] for record in log} - {None}:
        theirs = reference_grade(session, normalised(log))
        for key, value in theirs.items():
            assert graded[session][key] == value, (session, key)


def test_a_session_named_none_or_a_gateway_holding_a_nul_is_counted_as_itself() -> None:
    """A record's key is a tuple of its fields, never a joined text: "None" is not None, and a
    NUL splits nothing."""
    base = {"timestamp": TIMESTAMPS[0], "domain": "tasks", "operation": "find", "params": {},
            "result": {"success": True, "exitCode": 0}}
    named_none = read(chunk_of([{**base, "sessionId": "None", "metadata": {}},
                                {**base, "sessionId": None, "metadata": {}}]))
    nul = read(chunk_of([{**base, "sessionId": "s", "metadata": {"gateway": "x\x00query"}}]))
    plain = read(chunk_of([{**base, "sessionId": "s", "metadata": {"gateway": "query"}}]))
    assert isinstance(named_none, PlainBatch)
    assert named_none.session_id is None  # two sessions: "None" and none
    assert [entry.session_id for entry in named_none.entries()] == ["None"]
    assert isinstance(nul, PlainBatch)
    assert nul.session_id == "s"
    by_batch, by_entries = SessionTally("s"), SessionTally("s")
    by_batch.add_batch(nul)
    for entry in nul.entries():
        by_entries.add(entry)
    assert vars(by_batch) == vars(by_entries)
    assert by_batch.mcp_query_calls == 0
    assert isinstance(plain, PlainBatch)
    assert plain.session_id == "s"


def test_a_batch_of_two_sessions_or_out_of_order_says_so() -> None:
    base = {"domain": "tasks", "operation": "find", "params": {},
            "result": {"success": True, "exitCode": 0}, "metadata": {}}
    two = read(chunk_of([{**base, "timestamp": TIMESTAMPS[0], "sessionId": "a"},
                         {**base, "timestamp": TIMESTAMPS[1], "sessionId": "b"}]))
    backwards = read(chunk_of([{**base, "timestamp": TIMESTAMPS[1], "sessionId": "a"},
                               {**base, "timestamp": TIMESTAMPS[0], "sessionId": "a"}]))
    outside = read(chunk_of([{**base, "timestamp": TIMESTAMPS[0], "sessionId": None}]))
    assert isinstance(two, PlainBatch)
    assert two.session_id is None
    assert two.ordered
    assert isinstance(backwards, PlainBatch)
    assert backwards.session_id == "a"
    assert not backwards.ordered
    assert isinstance(outside, PlainBatch)
    assert outside.entries() == []


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(plain_records("ses_A"), max_size=40), st.lists(plain_records("ses_C"),
       max_size=20), st.integers(200, 3000), st.booleans(), st.randoms())
def test_a_log_read_in_many_chunks_grades_as_the_reference_does(mine, others, chunk_bytes,
                                                                 in_order, rng) -> None:
    # Small chunks make many batches: some of one session in order (counted in bulk), some
    # mixed or out of order (read one by one), with windows and sessions crossing them.
    for records in (mine, others):
        if in_order:
            records.sort(key=lambda record: record["timestamp"])
    log = list(mine)
    for record in others:  # another session's calls, mostly in blocks
        log.insert(rng.randint(0, len(log)) if rng.random() < 0.2 else len(log), record)
    with tempfile.TemporaryDirectory() as folder, \
            mock.patch("gate.session.reading.readers.CHUNK_BYTES", chunk_bytes):
        path = Path(folder) / "log.jsonl"
        path.write_bytes(chunk_of(log))
        graded = {result.session_id: result.to_wire()
                  for result in grade_sessions([str(path)], timestamp="t").results}
    for session in {record["sessionId"] for record in log}:
        theirs = reference_grade(session, normalised(log))  # it keeps the session's own
        for key, value in theirs.items():
            assert graded[session][key] == value, (session, key)


def read_as_line_by_line(chunk: bytes) -> tuple[Any, int]:
    """`chunk` read by the fast path (`read_chunk`), held to the same entries and problems as
    its lines normalised one by one; the batch and its count."""
    fast_log, rules_log = ProblemLog(), ProblemLog()
    batch, count = read_chunk(chunk, 1, EntryNormaliser("mem", fast_log))
    rules = EntryNormaliser("mem", rules_log)
    expected = [entry for number, line in enumerate(chunk[:-1].split(b"\n"), 1)
                if (entry := rules.normalise_line(line, number)) is not None]
    assert as_entries(batch) == expected
    assert fast_log.all_samples == rules_log.all_samples
    return batch, count
