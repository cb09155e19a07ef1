"""Properties that hold for every input: bounds, sums, isolation between sessions, and
agreement with a line-by-line transliteration of CLEO's grader."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gate.session.grader import grade_sessions
from gate.session.models import DIMENSION_FIELDS, GradeResult, letter_for
from gate.session.reading.entries import EntryNormaliser, ProblemLog
from tests.session.reference_grader import reference_grade

CALLS = ["session.list", "session.end", "session.show", "tasks.find", "tasks.list",
         "tasks.show", "tasks.exists", "tasks.add", "tasks.add", "tasks.update", "admin.help",
         "skills.list", "tools.skill.show", "tools.skill.list", "skills.show"]
# A few instants, some written with an offset, so ties and string-vs-time order both occur.
TIMESTAMPS = ["2026-03-01T14:00:00.000Z", "2026-03-01T14:00:01.000Z",
              "2026-03-01T14:00:01.000Z", "2026-03-01T14:00:02.500Z",
              "2026-03-01T15:00:00.000+01:00", "2026-03-01T14:00:03Z", "2026-03-01 14:00:04"]

params = st.fixed_dictionaries({}, optional={
    "title": st.sampled_from(["Fix bug", "fix BUG ", "Other", "", " ", "\u00a0"]),
    "description": st.sampled_from(["", "   ", "does a thing", "\ufeff"]),
    "parent": st.sampled_from(["T1", "", 0, 1, {}, [], None, False]),
})


@st.composite
def entries(draw: st.DrawFn, session: str) -> dict[str, Any]:
    domain, operation = draw(st.sampled_from(CALLS)).split(".", 1)
    metadata: dict[str, Any] = {"source": "cli"}
    gateway = draw(st.sampled_from([None, "query", "cleo_query", "mutate"]))
    if gateway:
        metadata["gateway"] = gateway
    if draw(st.booleans()):
        metadata["taskId"] = draw(st.sampled_from(["T1", "T7", ""]))
    return {
        "timestamp": draw(st.sampled_from(TIMESTAMPS)),
        "sessionId": session,
        "domain": domain,
        "operation": operation,
        "params": draw(params),
        "result": {"success": draw(st.booleans()),
                   "exitCode": draw(st.sampled_from([0, 1, 4, 4, 6])), "duration": 1},
        "metadata": metadata,
    }


def grade_records(records: list[dict[str, Any]], session: str = "ses_P") -> GradeResult:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "log.jsonl"
        path.write_text("".join(json.dumps(r) + "\n" for r in records))
        (result,) = grade_sessions([str(path)], session_id=session, timestamp="t").results
    return result


def normalised(records: list[dict[str, Any]]) -> list[Any]:
    normaliser = EntryNormaliser("mem", ProblemLog())
    return [e for r in records if (e := normaliser.normalise(r, None)) is not None]


SETTINGS = settings(max_examples=300, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
session_logs = st.lists(entries("ses_P"), max_size=40)


@SETTINGS
@given(session_logs)
def test_every_score_stays_in_bounds_and_the_total_is_their_sum(records) -> None:
    result = grade_records(records)
    scores = [getattr(result.dimensions, name).score for name in DIMENSION_FIELDS]
    assert all(0 <= score <= 20 for score in scores)
    assert result.total_score == sum(scores)
    assert 0 <= result.total_score <= 100
    assert result.letter == letter_for(result.percent)
    assert result.entry_count == len(records)


@SETTINGS
@given(session_logs)
def test_the_one_pass_tally_agrees_with_the_reference_transliteration(records) -> None:
    ours = grade_records(records).to_wire()
    theirs = reference_grade("ses_P", normalised(records))
    for key, value in theirs.items():
        assert ours[key] == value, key


@SETTINGS
@given(session_logs, st.lists(entries("ses_Q"), max_size=15), st.randoms())
def test_other_sessions_entries_never_change_a_sessions_grade(mine, others, rng) -> None:
    mixed = list(mine)
    for other in others:
        mixed.insert(rng.randint(0, len(mixed)), other)
    alone, amid = grade_records(mine).to_wire(), grade_records(mixed).to_wire()
    assert alone == amid


messy_values = st.one_of(st.none(), st.booleans(), st.integers(-1, 5), st.floats(allow_nan=True),
                         st.text(max_size=4), st.just("2026-03-01T14:00:00Z"),
                         st.lists(st.integers(), max_size=1), st.just({}))


@st.composite
def messy_records(draw: st.DrawFn) -> dict[str, Any]:
    """Entries with any field possibly missing or of the wrong type."""
    record = draw(entries("ses_P"))
    for key in draw(st.lists(st.sampled_from(list(record)), max_size=3)):
        if draw(st.booleans()):
            record.pop(key, None)
        else:
            record[key] = draw(messy_values)
    nested = [("result", "success"), ("result", "exitCode"), ("metadata", "taskId"),
              ("metadata", "gateway"), ("params", "parent"), ("params", "title")]
    for outer, inner in draw(st.lists(st.sampled_from(nested), max_size=3)):
        if isinstance(record.get(outer), dict):
            record[outer][inner] = draw(messy_values)
    return record


@SETTINGS
@given(st.lists(messy_records(), max_size=20))
def test_the_fast_path_normalises_exactly_as_the_rules_do(records) -> None:
    fast_log, rules_log = ProblemLog(), ProblemLog()
    fast = EntryNormaliser("mem", fast_log)
    rules = EntryNormaliser("mem", rules_log)
    for line, record in enumerate(records, 1):
        assert fast.normalise(record, line) == rules.normalise_by_rules(record, line)
    assert fast_log.all_samples == rules_log.all_samples
