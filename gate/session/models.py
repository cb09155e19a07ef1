"""The session grade: CLEO's `GradeResult`, plus `percent`, `letter` and the input problems.

Field names are snake_case in Python and CLEO's camelCase on the wire (`sessionId`,
`totalScore`, ...), so a `GradeResult` written by the gate reads exactly like one written by
`cleo grade`.

They are frozen standard-library dataclasses, not pydantic models: the `session` command
builds and prints them, and importing pydantic and building its first model would cost that
command more CPU than grading a hundred thousand entries. `to_wire` writes them. Where a
report holds them (`grade.json`, the history), pydantic reads and writes them as it does its
own models: the grade's `__pydantic_config__` gives it and its parts the camelCase aliases and
the "ignore" of extra keys, and the `Bounds` of its numbers are checked when a grade is read
back.
"""

from __future__ import annotations

from dataclasses import Field, dataclass, field, fields
from typing import Annotated, Any, ClassVar, Literal

Letter = Literal["A", "B", "C", "D", "F"]
DIMENSION_MAX = 20
MAX_SCORE = 100


def camel(name: str) -> str:
    """A field's key on the wire: `session_id` -> `sessionId` (pydantic's `to_camel` for
    these names: snake_case words, no digits)."""
    first, *rest = name.split("_")
    return first + "".join(word.capitalize() for word in rest)


#: How pydantic reads and writes these dataclasses where a report holds them. "ignore": grades
#: are read back from grade.json and GRADES.jsonl, possibly written by a newer version.
WIRE_CONFIG: dict[str, Any] = {"alias_generator": camel, "populate_by_name": True,
                                "extra": "ignore"}


class Bounds:
    """The range of a number of the grade, as pydantic checks it where it reads a grade back
    (and states it in the schema): a marker in the field's `Annotated`, which pydantic asks
    for the field's schema. (Not `annotated_types`: importing it costs the `session` command
    more than this class.)"""

    __slots__ = ("ge", "le")

    def __init__(self, ge: int, le: int | None = None) -> None:
        self.ge, self.le = ge, le

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        schema = handler(source)
        schema["ge"] = self.ge
        if self.le is not None:
            schema["le"] = self.le
        return schema


def to_wire(value: Any) -> Any:
    """A grade (or any part of one) as the JSON-ready value, with CLEO's key names: what
    pydantic's `model_dump(mode="json", by_alias=True)` wrote for the same fields."""
    if isinstance(value, Wire):
        return {camel(item.name): to_wire(getattr(value, item.name)) for item in fields(value)}
    if isinstance(value, tuple | list):
        return [item if type(item) is str else to_wire(item) for item in value]
    if isinstance(value, dict):
        return {key: to_wire(item) for key, item in value.items()}
    return value


class Wire:
    """A part of the grade as written: `to_wire` gives its JSON-ready dict."""

    __slots__ = ()
    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]  # each part is a dataclass

    def to_wire(self) -> dict[str, Any]:
        """The JSON-ready dict, with CLEO's key names."""
        wire: dict[str, Any] = to_wire(self)
        return wire


@dataclass(frozen=True, kw_only=True)
class DimensionScore(Wire):
    score: Annotated[int, Bounds(0, DIMENSION_MAX)]
    max: int = DIMENSION_MAX
    evidence: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class Dimensions(Wire):
    """The five dimensions, in CLEO's order (S1 to S5)."""

    session_discipline: DimensionScore
    discovery_efficiency: DimensionScore
    task_hygiene: DimensionScore
    error_protocol: DimensionScore
    disclosure_use: DimensionScore


#: The dimensions' field names, in CLEO's order (S1 to S5).
DIMENSION_FIELDS: tuple[str, ...] = tuple(item.name for item in fields(Dimensions))


@dataclass(frozen=True, kw_only=True)
class ProblemRecord(Wire):
    """One malformed-input rule applied, where, and what was done about it."""

    path: str
    line: int | None = None
    row: int | None = None
    kind: str
    action: Literal["skipped", "normalised", "unchecked", "stopped"]
    detail: str


@dataclass(frozen=True, kw_only=True)
class InputProblems(Wire):
    """What was wrong with the input this grade was computed from.

    `total` and `by_kind` count every problem; `items` keeps the first ones word for word.
    `unreadable` counts those that are input the gate could not read at all (a record that is
    not JSON or is over the size limit, the rest of a file where reading stopped): when it is
    not zero the grade may be missing entries, and the verdict treats it as a missing piece.
    """

    total: int = 0
    unreadable: int = 0
    by_kind: dict[str, int] = field(default_factory=dict)
    items: tuple[ProblemRecord, ...] = ()


@dataclass(frozen=True, kw_only=True)
class GradeResult(Wire):
    """One session's grade, with CLEO's `GradeResult` keys first."""

    # Its parts have no configuration of their own, so pydantic reads them with this one (and
    # writes the default `input_problems` in the schema with their aliases too).
    __pydantic_config__ = WIRE_CONFIG

    session_id: str
    total_score: Annotated[int, Bounds(0, MAX_SCORE)]
    max_score: int = MAX_SCORE
    dimensions: Dimensions
    flags: tuple[str, ...]
    timestamp: str
    entry_count: Annotated[int, Bounds(0)]
    evaluator: Literal["auto"] = "auto"
    percent: Annotated[int, Bounds(0, 100)]
    letter: Letter
    input_problems: InputProblems = field(default_factory=InputProblems)


LETTER_FLOORS: tuple[tuple[Letter, int], ...] = (("A", 90), ("B", 75), ("C", 60), ("D", 45))


def letter_for(percent: float) -> Letter:
    """CLEO's cut-offs: A >= 90, B >= 75, C >= 60, D >= 45, else F."""
    for letter, floor in LETTER_FLOORS:
        if percent >= floor:
            return letter
    return "F"
