"""A gold set: (artifact, criterion) pairs a person labelled pass or fail, read from JSON lines.

One line per labelled pair:

    {"id": "orders-clarity-01", "kind": "column_description", "model": "stg_orders",
     "subject": "order_id", "text": "The order's key ...", "criterion_id": "clarity",
     "label": "pass", "why": "says what identifies an order and where it comes from",
     "siblings": [{"subject": "status", "text": "..."}]}

`text` is the drafted text exactly as the judge is to see it (for a data test, its rationale;
for a Markdown section, the section's Markdown with its heading). `model` and `subject` are
the context a real run shows the judge (the model or document, the column or heading);
`siblings` are the model's other artifacts, shown for the criteria that compare an artifact
with them; `test` is a data test's definition (`type`, `column`, `args`). The same artifact
labelled on two criteria is two lines with the same artifact fields.

A bad line stops the load with one paragraph naming the file, the line and the fix (exit 2):
a gold set with a silently skipped line would measure the judge on fewer pairs than the team
believes.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from gate.configure.artifact_kinds import ArtifactKind
from gate.core.errors import InputError
from gate.docs.calibration.gold_sets.stats import Label

#: A gold set is read whole; a file past this size is a mistake, not a gold set.
MAX_GOLD_BYTES = 64 * 1024 * 1024
FORMAT_FIX = ("write one JSON object per line with id, kind, text, criterion_id, label (pass "
              "or fail) and why; see docs/calibration.md for every field.")


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class GoldTest(_Strict):
    """A data test's definition: what a real run shows the judge beside the rationale."""

    type: str = Field(min_length=1)
    column: str | None = None
    args: dict[str, Any] = Field(default_factory=dict)


class GoldSibling(_Strict):
    """Another artifact of the same model, shown for comparison and never graded."""

    kind: ArtifactKind | None = Field(None, description="default: the pair's own kind")
    subject: str = ""
    text: str = ""
    test: GoldTest | None = None


class GoldPair(_Strict):
    id: str = Field(min_length=1, max_length=200)
    kind: ArtifactKind
    model: str = Field("gold", min_length=1, max_length=200)
    subject: str = Field("", max_length=500)
    text: str
    criterion_id: str = Field(min_length=1)
    label: Label
    why: str
    siblings: tuple[GoldSibling, ...] = ()
    test: GoldTest | None = None
    #: Where the pair was written; set by the loader, not read from the line.
    line: int = Field(0, exclude=True)
    file: str = Field("", exclude=True)

    @field_validator("why")
    @classmethod
    def _why_given(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("must say in one line why the label is what it is")
        return value

    def artifact_key(self) -> str:
        """What makes two lines the same artifact (labelled on different criteria)."""
        return json.dumps(self.model_dump(exclude={"id", "criterion_id", "label", "why"}),
                          sort_keys=True, separators=(",", ":"), default=str)

    def pair_key(self) -> str:
        """What makes two lines the same labelled pair: the artifact and the criterion."""
        return f"{self.artifact_key()}\x00{self.criterion_id}"


def load_gold(path: Path) -> list[GoldPair]:
    """Every labelled pair of the gold set at `path`, in file order."""
    pairs: list[GoldPair] = []
    ids: dict[str, int] = {}
    seen: dict[str, int] = {}
    for number, line in _lines(path):
        pair = _parse(path, number, line)
        if pair is None:
            continue
        if pair.id in ids:
            raise InputError(f"the id {pair.id!r} is also the id of line {ids[pair.id]}.",
                             remediation="give every labelled pair its own id.",
                             path=str(path), line=number)
        key = pair.pair_key()
        if key in seen:
            raise InputError(f"this pair (the same artifact and criterion {pair.criterion_id!r}) "
                             f"is already labelled on line {seen[key]}.",
                             remediation="remove one of the two lines; a pair counted twice "
                                         "weighs twice in every figure.",
                             path=str(path), line=number)
        ids[pair.id], seen[key] = number, number
        pairs.append(pair)
    if not pairs:
        raise InputError("the gold set holds no labelled pairs.", remediation=FORMAT_FIX,
                         path=str(path))
    return pairs


def _lines(path: Path) -> Iterator[tuple[int, str]]:
    try:
        if path.stat().st_size > MAX_GOLD_BYTES:
            raise InputError(f"the gold set is larger than {MAX_GOLD_BYTES // 2**20} MiB.",
                             remediation="split it, or measure on a sample.", path=str(path))
        with path.open(encoding="utf-8") as handle:
            yield from enumerate(handle, start=1)
    except FileNotFoundError:
        raise InputError("no such gold set.", remediation="check the path (the project ships "
                         "one at calibration/gold.jsonl).", path=str(path)) from None
    except UnicodeDecodeError:
        raise InputError("the gold set is not UTF-8 text.", remediation="save it as UTF-8.",
                         path=str(path)) from None
    except (IsADirectoryError, PermissionError) as error:
        raise InputError(f"the gold set cannot be read ({error.strerror}).",
                         remediation="name a readable .jsonl file.", path=str(path)) from None


def _parse(path: Path, number: int, line: str) -> GoldPair | None:
    if not line.strip():
        return None
    try:
        raw = json.loads(line)
    except (json.JSONDecodeError, RecursionError) as error:
        detail = error.msg if isinstance(error, json.JSONDecodeError) else "nested too deeply"
        raise InputError(f"this line is not JSON ({detail}).", remediation=FORMAT_FIX,
                         path=str(path), line=number) from None
    if not isinstance(raw, dict):
        raise InputError(f"this line is a JSON {type(raw).__name__}, not an object.",
                         remediation=FORMAT_FIX, path=str(path), line=number)
    for field in ("line", "file"):  # set by the loader; a line may not say where it is
        if field in raw:
            raise InputError(f"{field}: the field is not part of the format.",
                             remediation=FORMAT_FIX, path=str(path), line=number)
    try:
        pair = GoldPair.model_validate({**raw, "line": number, "file": str(path)})
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "the line"
        raise InputError(f"{where}: {first['msg']} ({error.error_count()} problem(s) on this "
                         "line).", remediation=FORMAT_FIX, path=str(path),
                         line=number) from None
    if (pair.kind == "test") != (pair.test is not None):
        raise InputError("a pair of kind test needs its `test` (type, column, args), and only "
                         "a test has one.", remediation="add or remove the `test` field.",
                         path=str(path), line=number)
    return pair
