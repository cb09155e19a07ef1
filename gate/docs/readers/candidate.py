"""SignalForge candidate schemas (`.signalforge/candidates/*.json`) → artifacts.

The shape is SignalForge's `CandidateSchema` (schema_version 1): a model's description and
rationale, its columns with theirs, and tests on columns or on the model. Unknown keys are
ignored, as SignalForge ignores them when it reads a candidate back, so a newer SignalForge's
additions do not break the gate; an unknown test type is an error, since it cannot be graded.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from gate.core.errors import InputError
from gate.core.safe_text import safe_name
from gate.docs.artifacts import Artifact
from gate.docs.data_tests import DataTest, data_test_ids
from gate.inputs.safe_json import load_json
from gate.inputs.safe_yaml import LoadError, Located

NonEmpty = Annotated[str, Field(min_length=1)]


class _ReadBack(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")


class _Test(_ReadBack):
    rationale: str | None = None


class NotNullTest(_Test):
    type: Literal["not_null"]
    column: NonEmpty | None = None


class UniqueTest(_Test):
    type: Literal["unique"]
    column: NonEmpty | None = None


class AcceptedValuesTest(_Test):
    type: Literal["accepted_values"]
    column: NonEmpty | None = None
    values: tuple[Any, ...] = Field(min_length=1)


class RelationshipsTest(_Test):
    type: Literal["relationships"]
    column: NonEmpty | None = None
    to: NonEmpty
    field: NonEmpty


class CustomSqlTest(_Test):
    type: Literal["custom_sql"]
    sql: NonEmpty
    column: str | None = None


class RowCountBetweenTest(_Test):
    type: Literal["row_count_between"]
    minimum: int | None = Field(None, ge=0)
    maximum: int | None = Field(None, ge=0)
    where: str | None = None


class UniqueCombinationTest(_Test):
    type: Literal["unique_combination"]
    columns: tuple[str, ...] = Field(min_length=2)
    where: str | None = None


CandidateTest = Annotated[
    NotNullTest | UniqueTest | AcceptedValuesTest | RelationshipsTest | CustomSqlTest
    | RowCountBetweenTest | UniqueCombinationTest,
    Field(discriminator="type"),
]


class CandidateColumn(_ReadBack):
    name: NonEmpty
    description: str
    rationale: str | None = None
    tests: tuple[CandidateTest, ...] = ()


class CandidateSchema(_ReadBack):
    schema_version: Literal[1] = 1
    name: NonEmpty
    description: str
    rationale: str | None = None
    columns: tuple[CandidateColumn, ...]
    tests: tuple[CandidateTest, ...] = ()


def extract_candidate(text: str, file: str) -> list[Artifact]:
    """Artifacts of one candidate file, in SignalForge's order: column descriptions, column
    rationales, the model's description and rationale, column tests, model tests."""
    try:
        located = load_json(text)
    except LoadError as error:
        raise InputError(f"{error}.", remediation="fix the JSON at that line.", path=file,
                         line=error.line) from None
    try:
        schema = CandidateSchema.model_validate(located.data)
    except ValidationError as error:
        detail = error.errors()[0]
        key = ".".join(str(part) for part in detail["loc"])
        raise InputError(
            f"not a SignalForge candidate schema: `{key}`: {detail['msg']}.",
            remediation="write a CandidateSchema (schema_version 1: name, description, "
                        "columns[{name, description, rationale, tests}], tests); test types "
                        "are not_null, unique, accepted_values, relationships, custom_sql, "
                        "row_count_between and unique_combination.",
            path=file, line=located.line_of(detail["loc"])) from None
    return _artifacts(schema, located, file)


def _artifacts(schema: CandidateSchema, located: Located, file: str) -> list[Artifact]:
    model = safe_name(schema.name)
    descriptions, rationales, column_tests = [], [], []
    for index, column in enumerate(schema.columns):
        at = ("columns", index)
        name = safe_name(column.name)
        descriptions.append(Artifact(
            f"column.{name}.description", "column_description", column.description,
            file, located.line_of((*at, "description")), model, subject=column.name))
        if column.rationale is not None:
            rationales.append(Artifact(
                f"column.{name}.rationale", "column_rationale", column.rationale,
                file, located.line_of((*at, "rationale")), model, subject=column.name))
        column_tests += _test_artifacts(column.tests, scope=f"column.{name}",
                                        column=column.name, located=located,
                                        at=(*at, "tests"), file=file, model=model)
    model_docs = [Artifact("model.description", "model_description", schema.description, file,
                           located.line_of(("description",)), model, subject=model)]
    if schema.rationale is not None:
        model_docs.append(Artifact("model.rationale", "model_rationale", schema.rationale, file,
                                   located.line_of(("rationale",)), model, subject=model))
    model_tests = _test_artifacts(schema.tests, scope="model", column=None, located=located,
                                  at=("tests",), file=file, model=model)
    return descriptions + rationales + model_docs + column_tests + model_tests


def _test_artifacts(
    tests: tuple[Any, ...], *, scope: str, column: str | None, located: Located,
    at: tuple[str | int, ...], file: str, model: str,
) -> list[Artifact]:
    data_tests = []
    for index, test in enumerate(tests):
        args = test.model_dump(exclude={"type", "rationale", "column"}, exclude_none=True)
        data_tests.append(DataTest(test.type, getattr(test, "column", None) or column, args,
                                   test.rationale, located.line_of((*at, index))))
    return [
        Artifact(test_id, "test", test.artifact_text(), file, test.line, model,
                 subject=test.render(), rationale_expected=True,
                 has_rationale=bool(test.rationale and test.rationale.strip()), test=test)
        for test_id, test in zip(data_test_ids(data_tests, scope), data_tests, strict=True)
    ]
