"""dbt property files (`models/**/schema.yml`) → artifacts.

Reads the `models:` list: each model's description, each column's description, tests declared
under `tests:` or `data_tests:` (dbt 1.8 renamed the key; both are in use), and rationales kept
in `meta.rationale` or `config.meta.rationale`. dbt has no rationale field, so an absent
rationale is no artifact at all rather than an empty one to fail, and a test's rationale is
graded only when one was written. A column listed without a description is graded as an empty
description: documenting it was the job.

Ids are SignalForge's; when a file holds several models they are prefixed with the model name
(`stg_orders:column.email.description`), as in SignalForge's multi-model reports.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from gate.docs.artifacts import Artifact, safe_name
from gate.docs.data_tests import DataTest, data_test_ids
from gate.errors import InputError
from gate.positions import LoadError, Located, load_yaml

TEST_KEYS = ("data_tests", "tests")
Where = tuple[str | int, ...]


def extract_dbt(text: str, file: str) -> list[Artifact]:
    """Artifacts of one dbt YAML file; a file with no `models:` has none."""
    try:
        located = load_yaml(text, parser="libyaml")
    except LoadError as error:
        raise InputError(f"{error}.", remediation=error.fix, path=file, line=error.line) from None
    document = located.data
    if not isinstance(document, dict) or document.get("models") is None:
        return []
    models = document["models"]
    if not isinstance(models, list):
        raise InputError("`models` is not a list.", remediation="write `models:` as a list of "
                         "`- name: ...` entries, as dbt expects.", path=file,
                         line=located.line_of(("models",)))
    prefix_with_model = len(models) > 1
    artifacts = []
    for index, model in enumerate(models):
        where: Where = ("models", index)
        if not isinstance(model, dict) or not isinstance(model.get("name"), str):
            raise InputError("a model entry has no `name`.", remediation="give every entry "
                             "under `models:` a `name:`.", path=file, line=located.line_of(where))
        found = _model_artifacts(model, located, where, file)
        if prefix_with_model:
            found = [_prefixed(a) for a in found]
        artifacts += found
    return artifacts


def _prefixed(artifact: Artifact) -> Artifact:
    return replace(artifact, artifact_id=f"{artifact.model}:{artifact.artifact_id}")


def _model_artifacts(model: dict[str, Any], located: Located, where: Where, file: str,
                     ) -> list[Artifact]:
    name = safe_name(model["name"])
    descriptions, rationales, column_tests = [], [], []
    for index, column in enumerate(_list(model.get("columns"))):
        at: Where = (*where, "columns", index)
        if not isinstance(column, dict) or not isinstance(column.get("name"), str):
            raise InputError(f"a column of model {name} has no `name`.",
                             remediation="give every entry under `columns:` a `name:`.",
                             path=file, line=located.line_of(at))
        col = safe_name(column["name"])
        if not _is_doc_reference(column.get("description")):
            descriptions.append(Artifact(
                f"column.{col}.description", "column_description",
                _text(column.get("description")), file,
                located.line_of((*at, "description")), name, subject=col))
        rationale = _rationale(column)
        if rationale is not None:
            rationales.append(Artifact(
                f"column.{col}.rationale", "column_rationale", rationale[0], file,
                located.line_of((*at, *rationale[1])), name, subject=col))
        column_tests += _tests(column, column=col, scope=f"column.{col}", located=located,
                               where=at, file=file, model=name)
    docs = [] if _is_doc_reference(model.get("description")) else [
        Artifact("model.description", "model_description", _text(model.get("description")),
                 file, located.line_of((*where, "description")), name, subject=name)]
    rationale = _rationale(model)
    if rationale is not None:
        docs.append(Artifact("model.rationale", "model_rationale", rationale[0], file,
                             located.line_of((*where, *rationale[1])), name, subject=name))
    model_tests = _tests(model, column=None, scope="model", located=located, where=where,
                         file=file, model=name)
    return descriptions + rationales + docs + column_tests + model_tests


def _list(value: object) -> list[Any]:
    return value if isinstance(value, list) else []


def _text(value: object) -> str:
    return value if isinstance(value, str) else ""


DOC_REFERENCE = re.compile(r"^\s*\{\{\s*doc\(\s*['\"][^'\"]+['\"]\s*\)\s*\}\}\s*$")


def _is_doc_reference(value: object) -> bool:
    """`{{ doc('orders') }}`: the text lives in a docs block elsewhere, not in this file."""
    return isinstance(value, str) and bool(DOC_REFERENCE.match(value))


def _rationale(node: dict[str, Any]) -> tuple[str, tuple[str, ...]] | None:
    """`meta.rationale` or `config.meta.rationale`, with the key path it was found under."""
    for path in (("meta",), ("config", "meta")):
        holder: Any = node
        for key in path:
            holder = holder.get(key) if isinstance(holder, dict) else None
        if isinstance(holder, dict) and isinstance(holder.get("rationale"), str):
            return holder["rationale"], (*path, "rationale")
    return None


def _tests(node: dict[str, Any], *, column: str | None, scope: str, located: Located,
           where: Where, file: str, model: str) -> list[Artifact]:
    tests: list[DataTest] = []
    for key in TEST_KEYS:
        for index, spec in enumerate(_list(node.get(key))):
            test = _data_test(spec, column, located.line_of((*where, key, index)))
            if test is not None:
                tests.append(test)
    return [
        Artifact(test_id, "test", test.artifact_text(), file, test.line, model,
                 subject=test.render(), has_rationale=bool(test.rationale), test=test)
        for test_id, test in zip(data_test_ids(tests, scope), tests, strict=True)
    ]


def _data_test(spec: object, column: str | None, line: int | None) -> DataTest | None:
    """A test entry in any of dbt's forms: `not_null`, or `{accepted_values: {values: ...}}`
    with the arguments inline or under `arguments:` (dbt 1.10)."""
    if isinstance(spec, str):
        return DataTest(safe_name(spec), column, {}, None, line)
    if not isinstance(spec, dict):
        return None
    if isinstance(spec.get("test_name"), str):  # `- name: x` / `test_name: unique` form
        kind, body = spec["test_name"], {k: v for k, v in spec.items() if k != "test_name"}
    elif len(spec) == 1:
        ((kind, body),) = spec.items()
    else:
        return None
    body = body if isinstance(body, dict) else {}
    nested = body.get("arguments")
    args: dict[str, Any] = nested if isinstance(nested, dict) else body
    rationale = _rationale(body)
    description = body.get("description")
    text = rationale[0] if rationale else description if isinstance(description, str) else None
    test_column = args.get("column_name") if isinstance(args.get("column_name"), str) else column
    return DataTest(safe_name(str(kind)), test_column, dict(args), text, line)
