"""The session grade: CLEO's `GradeResult`, plus `percent`, `letter` and the input problems.

Field names are snake_case in Python and CLEO's camelCase on the wire (`sessionId`,
`totalScore`, ...), so a `GradeResult` written by the gate reads exactly like one written by
`cleo grade`.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel

Letter = Literal["A", "B", "C", "D", "F"]
DIMENSION_MAX = 20
MAX_SCORE = 100


class _Wire(BaseModel):
    # "ignore": grades are read back from grade.json and GRADES.jsonl, possibly written by a
    # newer version; mypy's pydantic plugin checks construction in code.
    model_config = ConfigDict(frozen=True, extra="ignore", alias_generator=to_camel,
                              populate_by_name=True)

    def to_wire(self) -> dict[str, Any]:
        """The JSON-ready dict, with CLEO's key names."""
        return self.model_dump(mode="json", by_alias=True)


class DimensionScore(_Wire):
    score: int = Field(ge=0, le=DIMENSION_MAX)
    max: int = DIMENSION_MAX
    evidence: tuple[str, ...] = ()


class Dimensions(_Wire):
    """The five dimensions, in CLEO's order (S1 to S5)."""

    session_discipline: DimensionScore
    discovery_efficiency: DimensionScore
    task_hygiene: DimensionScore
    error_protocol: DimensionScore
    disclosure_use: DimensionScore


class ProblemRecord(_Wire):
    """One malformed-input rule applied, where, and what was done about it."""

    path: str
    line: int | None = None
    row: int | None = None
    kind: str
    action: Literal["skipped", "normalised", "unchecked", "stopped"]
    detail: str


class InputProblems(_Wire):
    """What was wrong with the input this grade was computed from.

    `total` and `by_kind` count every problem; `items` keeps the first ones word for word.
    `unreadable` counts those that are input the gate could not read at all (a record that is
    not JSON or is over the size limit, the rest of a file where reading stopped): when it is
    not zero the grade may be missing entries, and the verdict treats it as a missing piece.
    """

    total: int = 0
    unreadable: int = 0
    by_kind: dict[str, int] = Field(default_factory=dict)
    items: tuple[ProblemRecord, ...] = ()


class GradeResult(_Wire):
    """One session's grade, with CLEO's `GradeResult` keys first."""

    session_id: str
    total_score: int = Field(ge=0, le=MAX_SCORE)
    max_score: int = MAX_SCORE
    dimensions: Dimensions
    flags: tuple[str, ...]
    timestamp: str
    entry_count: int = Field(ge=0)
    evaluator: Literal["auto"] = "auto"
    percent: int = Field(ge=0, le=100)
    letter: Letter
    input_problems: InputProblems = InputProblems()


LETTER_FLOORS: tuple[tuple[Letter, int], ...] = (("A", 90), ("B", 75), ("C", 60), ("D", 45))


def letter_for(percent: float) -> Letter:
    """CLEO's cut-offs: A >= 90, B >= 75, C >= 60, D >= 45, else F."""
    for letter, floor in LETTER_FLOORS:
        if percent >= floor:
            return letter
    return "F"
