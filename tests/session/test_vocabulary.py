"""A file's chunks decoded with the values it repeats learned
(`gate.session.reading.vocabulary`): the same entries and the same problems as reading each
line by the rules, whatever comes after what was learned, and the learned reading is really
the one taken."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from gate.session.reading.entries import EntryNormaliser
from gate.session.reading.fast_lines import PlainBatch, as_entries, new_vocabulary, read_chunk
from gate.session.reading.problems import ProblemLog
from gate.session.reading.vocabulary import MOST_MISSES, MOST_VALUES, Vocabulary
from tests.session.test_batch_tally import plain_records
from tests.session.test_fuzz_readers import hostile_records
from tests.session.test_properties import messy_records

#: What the first chunk teaches: the usual values, before anything odd comes.
USUAL = {"timestamp": "2026-03-01T14:00:00.000Z", "sessionId": "ses_A", "domain": "tasks",
         "operation": "find", "params": {}, "result": {"success": True, "exitCode": 0},
         "metadata": {"gateway": "query", "taskId": "T1"}}


def _lines(records: list[Any], shape: str) -> list[bytes]:
    separators = (",", ":") if shape == "compact" else (", ", ": ")
    return [json.dumps(record, separators=separators, ensure_ascii=shape == "ascii")
            .encode("utf-8", "surrogatepass") for record in records]


def _by_rules(chunks: list[list[bytes]]) -> tuple[list[Any], list[Any]]:
    log = ProblemLog()
    normaliser = EntryNormaliser("mem", log)
    lines = [line for chunk in chunks for line in chunk]
    entries = [entry for number, line in enumerate(lines, 1)
               if (entry := normaliser.normalise_line(line, number)) is not None]
    return entries, log.all_samples


def _learning(chunks: list[list[bytes]], vocabulary: Vocabulary) -> tuple[
        list[Any], list[Any], list[bool]]:
    """The chunks read in turn with one vocabulary: entries, problems, and which batches
    were decoded with the learned types."""
    log = ProblemLog()
    normaliser = EntryNormaliser("mem", log)
    entries, learned, first_line = [], [], 1
    for lines in chunks:
        if not lines:
            continue
        batch, count = read_chunk(b"".join(line + b"\n" for line in lines), first_line,
                                  normaliser, None, vocabulary)
        learned.append(isinstance(batch, PlainBatch) and batch.learned)
        entries += as_entries(batch)
        first_line += count
    return entries, log.all_samples, learned


odd_records = st.one_of(plain_records("ses_A"), plain_records("ses_B"), messy_records(),
                        hostile_records(), st.just(USUAL))


@settings(max_examples=20, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.lists(st.tuples(st.lists(odd_records, max_size=6),
                          st.sampled_from(["compact", "spaced", "ascii"])), max_size=4),
       st.booleans())
def test_learned_chunks_read_exactly_as_the_rules_read_each_line(chunks, bad_line) -> None:
    """Out of order, other sessions, calls and gateways than those learned, malformed
    fields and timestamps, unicode, unsafe text, a mix of shapes, a bad line inside a chunk:
    after a first chunk of the usual values, every chunk reads as its lines do."""
    try:
        texts = [_lines([USUAL] * 3, "compact")] + [_lines(records, shape)
                                                    for records, shape in chunks]
    except ValueError:  # a record strategy can share one {} between two fields
        assume(False)
    if bad_line and len(texts) > 1:
        texts[-1] = [*texts[-1], b'{"timestamp": 1,', *texts[-1]]
    entries, problems, _ = _learning(texts, new_vocabulary())
    assert (entries, problems) == _by_rules(texts)


def test_after_the_first_chunk_the_learned_types_read_and_share_their_strings() -> None:
    chunk = _lines([USUAL, {**USUAL, "operation": "show"}], "compact")
    vocabulary = new_vocabulary()
    log = ProblemLog()
    first, _ = read_chunk(b"\n".join(chunk) + b"\n", 1, EntryNormaliser("mem", log), None,
                          vocabulary)
    second, _ = read_chunk(b"\n".join(chunk) + b"\n", 3, EntryNormaliser("mem", log), None,
                           vocabulary)
    assert isinstance(first, PlainBatch)
    assert isinstance(second, PlainBatch)
    assert (first.learned, second.learned, second.plain_task_ids) == (False, True, True)
    one, other = second.records
    assert one.domain is other.domain  # one string for the value, not one per record
    assert one.sessionId is other.sessionId
    assert one.metadata.gateway is other.metadata.gateway
    assert second.keys[0] == first.keys[0]


def test_a_new_value_is_read_by_the_open_types_and_learned_for_the_next_chunk() -> None:
    vocabulary = new_vocabulary()
    usual = _lines([USUAL], "compact")
    new = _lines([{**USUAL, "domain": "memory", "operation": "store"}], "compact")
    _, _, learned = _learning([usual, new, new], vocabulary)
    assert learned == [False, False, True]


def test_only_plain_text_is_learned_so_unsafe_text_still_goes_to_the_rules() -> None:
    """Unsafe ids are never learned (each such chunk is read by the rules, which replace the
    text), and past `MOST_VALUES` task ids are read as any text and checked again."""
    vocabulary = new_vocabulary()
    unsafe = {**USUAL, "sessionId": "ses_\x1b[31m", "metadata": {"taskId": "T\u2028"}}
    many = [{**USUAL, "metadata": {"taskId": f"T{n}"}} for n in range(MOST_VALUES + 1)]
    chunks = [_lines([USUAL], "compact"), _lines([unsafe, USUAL], "ascii"),
              _lines(many, "compact"), _lines([USUAL, unsafe], "ascii"),
              _lines([{**USUAL, "metadata": {"taskId": "T\x7f"}}], "compact")]
    entries, problems, learned = _learning(chunks, vocabulary)
    assert (entries, problems) == _by_rules(chunks)
    assert learned == [False, False, False, False, False]
    assert vocabulary.any_task_id
    assert {problem.kind for problem in problems} == {"bad_text"}
    assert "ses_\x1b[31m" not in vocabulary.fields[0]


def test_a_log_of_more_sessions_than_are_learned_gives_the_learned_types_up() -> None:
    vocabulary = new_vocabulary()
    chunks = [_lines([{**USUAL, "sessionId": f"s{n}-{m}"} for m in range(MOST_VALUES // 4)],
                     "compact") for n in range(MOST_MISSES + 6)]
    entries, problems, _ = _learning(chunks, vocabulary)
    assert (entries, problems) == _by_rules(chunks)
    assert vocabulary.given_up
    assert vocabulary.decoders is None
