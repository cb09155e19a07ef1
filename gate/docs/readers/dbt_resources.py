"""Each documented dbt resource kind, walked into artifacts.

One function per top-level key of a properties file. Each resource's artifacts share a group
(`Artifact.model`) — the model name, `source.raw.orders`, `macro.cents_to_dollars`, ... — so
the judge is shown the right siblings: a column beside the other columns of its table, a
measure beside the entities and dimensions of its semantic model.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gate.configure.artifact_kinds import ArtifactKind
from gate.core.safe_text import safe_name
from gate.docs.readers.dbt_reading import DbtReading, Where, model_constraints, prefixed

Reader = Callable[[DbtReading, dict[str, Any]], None]
#: Model artifacts in SignalForge's order: descriptions, rationales, the model, then tests.
MODEL_ORDER = {"column_description": 0, "column_rationale": 1, "model_description": 2,
               "model_rationale": 3, "test": 4}
#: Top-level keys of a properties file that document nothing gradable.
NOT_DOCUMENTATION = frozenset({"version", "groups"})


def read_resources(reading: DbtReading, document: dict[str, Any]) -> None:
    for key in document:
        reader = READERS.get(str(key))
        if reader is not None:
            reader(reading, document)


def _models(reading: DbtReading, document: dict[str, Any]) -> None:
    models = reading.entries(document, "models", (), "this file")
    for where, model in models:
        start = len(reading.artifacts)
        name = safe_name(model["name"])
        constraints = model_constraints(model)
        reading.columns(model, where, name, "", constraints)
        reading.describe(model, where, "model.description", "model_description",
                         group=name, subject=name)
        reading.rationale(model, where, "model.rationale", "model_rationale",
                          group=name, subject=name)
        reading.artifacts += reading.tests(model, where, "test.", "model", name)
        _versions(reading, model, where, name)
        own = sorted(reading.artifacts[start:], key=lambda a: MODEL_ORDER.get(a.kind, 5))
        reading.artifacts[start:] = [prefixed(a) for a in own] if len(models) > 1 else own


def _versions(reading: DbtReading, model: dict[str, Any], where: Where, name: str) -> None:
    """`versions:` (dbt 1.5): a version may carry its own description, columns and tests."""
    versions = model.get("versions")
    if not isinstance(versions, list):
        return
    for index, version in enumerate(versions):
        if not isinstance(version, dict) or "v" not in version:
            continue
        at: Where = (*where, "versions", index)
        tag = f"v{safe_name(str(version['v']))}"
        if "description" in version:
            reading.describe(version, at, f"{tag}.model.description", "model_description",
                             group=name, subject=f"{name} {tag}")
        reading.columns(version, at, name, f"{tag}.")
        reading.artifacts += reading.tests(version, at, f"{tag}.test.", "model", name)


def _sources(reading: DbtReading, document: dict[str, Any]) -> None:
    for where, source in reading.entries(document, "sources", (), "this file"):
        name = safe_name(source["name"])
        group = f"source.{name}"
        reading.describe(source, where, f"{group}.description", "source_description",
                         group=group, subject=name)
        for at, table in reading.entries(source, "tables", where, f"source `{name}`"):
            table_name = safe_name(table["name"])
            table_group = f"{group}.{table_name}"
            reading.describe(table, at, f"{table_group}.description", "table_description",
                             group=table_group, subject=table_name)
            reading.columns(table, at, table_group, f"{table_group}.")
            reading.artifacts += reading.tests(table, at, f"{table_group}.test.", "model",
                                               table_group)


def _resources_with_columns(key: str, singular: str, kind: ArtifactKind) -> Reader:
    """Seeds, snapshots and analyses: a description, columns and tests."""
    def read(reading: DbtReading, document: dict[str, Any]) -> None:
        for where, node in reading.entries(document, key, (), "this file"):
            name = safe_name(node["name"])
            group = f"{singular}.{name}"
            reading.describe(node, where, f"{group}.description", kind, group=group, subject=name)
            reading.columns(node, where, group, f"{group}.")
            reading.artifacts += reading.tests(node, where, f"{group}.test.", "model", group)
    return read


def _macros(reading: DbtReading, document: dict[str, Any]) -> None:
    for where, macro in reading.entries(document, "macros", (), "this file"):
        name = safe_name(macro["name"])
        group = f"macro.{name}"
        reading.describe(macro, where, f"{group}.description", "macro_description",
                         group=group, subject=name)
        for at, argument in reading.entries(macro, "arguments", where, f"macro `{name}`"):
            arg = safe_name(argument["name"])
            reading.describe(argument, at, f"{group}.argument.{arg}.description",
                             "argument_description", group=group, subject=arg)


def _flat(key: str, singular: str, kind: ArtifactKind) -> Reader:
    """Exposures, metrics, saved queries: a description each, grouped by kind so that the
    judge compares a metric with the other metrics."""
    def read(reading: DbtReading, document: dict[str, Any]) -> None:
        for where, node in reading.entries(document, key, (), "this file"):
            name = safe_name(node["name"])
            reading.describe(node, where, f"{singular}.{name}.description", kind,
                             group=key, subject=name)
    return read


def _semantic_models(reading: DbtReading, document: dict[str, Any]) -> None:
    for where, node in reading.entries(document, "semantic_models", (), "this file"):
        name = safe_name(node["name"])
        group = f"semantic_model.{name}"
        reading.describe(node, where, f"{group}.description", "semantic_model_description",
                         group=group, subject=name)
        parts: tuple[tuple[str, ArtifactKind], ...] = (
            ("entities", "entity_description"), ("dimensions", "dimension_description"),
            ("measures", "measure_description"))
        for part, kind in parts:
            singular = kind.removesuffix("_description")
            for at, item in reading.entries(node, part, where, f"semantic model `{name}`"):
                item_name = safe_name(item["name"])
                reading.describe(item, at, f"{group}.{singular}.{item_name}.description", kind,
                                 group=group, subject=item_name, required=False)


def _unit_tests(reading: DbtReading, document: dict[str, Any]) -> None:
    """A unit test is shown beside the model it tests, whose behaviour it pins down."""
    for where, node in reading.entries(document, "unit_tests", (), "this file"):
        name = safe_name(node["name"])
        model = node.get("model")
        group = safe_name(model) if isinstance(model, str) else f"unit_test.{name}"
        reading.describe(node, where, f"unit_test.{name}.description", "unit_test_description",
                         group=group, subject=name)


READERS: dict[str, Reader] = {
    "models": _models,
    "sources": _sources,
    "seeds": _resources_with_columns("seeds", "seed", "seed_description"),
    "snapshots": _resources_with_columns("snapshots", "snapshot", "snapshot_description"),
    "analyses": _resources_with_columns("analyses", "analysis", "analysis_description"),
    "macros": _macros,
    "exposures": _flat("exposures", "exposure", "exposure_description"),
    "metrics": _flat("metrics", "metric", "metric_description"),
    "saved_queries": _flat("saved_queries", "saved_query", "saved_query_description"),
    "semantic_models": _semantic_models,
    "unit_tests": _unit_tests,
}


def why_nothing(document: object) -> str:
    """Why a properties file yielded no artifact, for the run's notes."""
    if document is None:
        return "the file is empty"
    if not isinstance(document, dict):
        return "the file is not a mapping of dbt resource keys"
    keys = [str(k) for k in document]
    known = [k for k in keys if k in READERS]
    if known:
        return f"its {', '.join(f'`{k}:`' for k in known)} list no named entries"
    others = [k for k in keys if k not in NOT_DOCUMENTATION]
    if not others:
        return "it holds no resources (only " + \
            ", ".join(f"`{k}:`" for k in keys) + ")" if keys else "it holds no keys"
    return ("it holds no key dbt documents resources under (found " +
            ", ".join(f"`{k}:`" for k in others[:5]) + ")")

