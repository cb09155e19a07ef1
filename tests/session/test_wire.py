"""The grade as written: the dataclasses' own writer gives exactly what the pydantic models it
replaced wrote, and what pydantic writes and reads where a report holds a grade.

`OldGradeResult` and its parts are the pydantic models the grade was before it became
dataclasses (so the `session` command imports no pydantic), kept here as the reference."""

from __future__ import annotations

import json
from dataclasses import asdict
from typing import Any, Literal

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError
from pydantic.alias_generators import to_camel

from gate.session.grader import grade_sessions
from gate.session.history import HistoryLine, history_line
from gate.session.models import (
    DIMENSION_FIELDS,
    Dimensions,
    DimensionScore,
    GradeResult,
    InputProblems,
    ProblemRecord,
    camel,
)
from tests.conftest import FIXTURES


class _OldWire(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore", alias_generator=to_camel,
                              populate_by_name=True)


class OldDimensionScore(_OldWire):
    score: int = Field(ge=0, le=20)
    max: int = 20
    evidence: tuple[str, ...] = ()


class OldDimensions(_OldWire):
    session_discipline: OldDimensionScore
    discovery_efficiency: OldDimensionScore
    task_hygiene: OldDimensionScore
    error_protocol: OldDimensionScore
    disclosure_use: OldDimensionScore


class OldProblemRecord(_OldWire):
    path: str
    line: int | None = None
    row: int | None = None
    kind: str
    action: Literal["skipped", "normalised", "unchecked", "stopped"]
    detail: str


class OldInputProblems(_OldWire):
    total: int = 0
    unreadable: int = 0
    by_kind: dict[str, int] = Field(default_factory=dict)
    items: tuple[OldProblemRecord, ...] = ()


class OldGradeResult(_OldWire):
    session_id: str
    total_score: int = Field(ge=0, le=100)
    max_score: int = 100
    dimensions: OldDimensions
    flags: tuple[str, ...]
    timestamp: str
    entry_count: int = Field(ge=0)
    evaluator: Literal["auto"] = "auto"
    percent: int = Field(ge=0, le=100)
    letter: Literal["A", "B", "C", "D", "F"]
    input_problems: OldInputProblems = OldInputProblems()


def written(value: Any) -> str:
    """As the `session` command prints a grade."""
    return json.dumps(value, indent=2, ensure_ascii=False)


def assert_written_as_before(grade: GradeResult) -> None:
    old = OldGradeResult.model_validate(asdict(grade))  # by field name, not through to_wire
    assert written(grade.to_wire()) == written(old.model_dump(mode="json", by_alias=True))
    held = TypeAdapter(GradeResult)  # how grade.json and the history hold a grade
    assert held.dump_python(grade, mode="json", by_alias=True) == grade.to_wire()
    assert held.validate_python(grade.to_wire()) == grade


text = st.text(max_size=12)
scores = st.builds(DimensionScore, score=st.integers(0, 20), evidence=st.tuples(text, text))
records = st.builds(ProblemRecord, path=text, line=st.none() | st.integers(1, 10**6),
                    row=st.none() | st.integers(1, 99), kind=text,
                    action=st.sampled_from(["skipped", "normalised", "unchecked", "stopped"]),
                    detail=text)
grades = st.builds(
    GradeResult, session_id=text, total_score=st.integers(0, 100),
    dimensions=st.builds(Dimensions, **dict.fromkeys(DIMENSION_FIELDS, scores)),
    flags=st.lists(text, max_size=3).map(tuple), timestamp=text,
    entry_count=st.integers(0, 10**7), percent=st.integers(0, 100),
    letter=st.sampled_from(["A", "B", "C", "D", "F"]),
    input_problems=st.builds(InputProblems, total=st.integers(0, 99),
                             unreadable=st.integers(0, 99),
                             by_kind=st.dictionaries(text, st.integers(0, 99), max_size=3),
                             items=st.lists(records, max_size=2).map(tuple)))


@pytest.mark.parametrize("log", ["violations.jsonl", "perfect.json", "perfect-cleo_query.json",
                                 "sloppy-cleo-test.json"])
def test_cleos_examples_are_written_as_the_pydantic_models_wrote_them(log) -> None:
    results = grade_sessions([str(FIXTURES / "cleo" / log)]).results
    assert results
    for grade in results:
        assert_written_as_before(grade)


@given(grades)
def test_any_grade_is_written_as_the_pydantic_models_wrote_it(grade) -> None:
    assert_written_as_before(grade)


def test_a_grade_read_back_is_checked_against_its_bounds() -> None:
    (grade,) = grade_sessions([str(FIXTURES / "cleo" / "violations.jsonl")]).results
    wire = {**grade.to_wire(), "totalScore": 101, "newerKey": 1}
    with pytest.raises(ValidationError, match="totalScore"):
        TypeAdapter(GradeResult).validate_python(wire)
    wire["totalScore"] = grade.total_score  # a key of a newer version is ignored
    assert TypeAdapter(GradeResult).validate_python(wire) == grade


def test_a_history_line_reads_back_as_it_was_written() -> None:
    (grade,) = grade_sessions([str(FIXTURES / "cleo" / "violations.jsonl")]).results
    line = TypeAdapter(HistoryLine).validate_json(history_line(grade))
    assert (line.session_id, line.total_score, line.percent, line.letter) == \
        (grade.session_id, grade.total_score, grade.percent, grade.letter)
    assert line.to_wire()["sessionId"] == grade.session_id


@pytest.mark.parametrize("name", ["session_id", "total_score", "input_problems", "by_kind",
                                  "max", "entry_count"])
def test_a_key_is_the_name_in_camel_case_as_pydantic_spells_it(name) -> None:
    assert camel(name) == to_camel(name)
