"""Every documented dbt resource kind becomes artifacts with its kind, group, id and line."""

from __future__ import annotations

from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from gate.docs.contract.rubric import Rubric
from gate.docs.readers.dbt import extract_dbt, read_dbt

#: A properties file written for these tests, with one of each resource dbt documents.
EVERY_KIND = """version: 2
sources:
  - name: shop
    description: Raw tables exported nightly from the shop database.
    tables:
      - name: orders
        description: One row per order as the till recorded it.
        columns:
          - name: id
            description: The till's order number.
            tests: [unique, not_null]
seeds:
  - name: country_codes
    description: ISO country codes with their display names.
    columns:
      - name: code
        description: Two-letter ISO 3166 code.
snapshots:
  - name: customers_history
    description: Customer rows as they were before each change.
analyses:
  - name: churn_study
    description: One-off study of last year's churned customers.
macros:
  - name: cents_to_dollars
    description: Divides an amount in cents by 100 and rounds to two decimals.
    arguments:
      - name: column
        type: string
        description: The column holding cents.
exposures:
  - name: weekly_kpis
    type: dashboard
    description: The board's weekly revenue dashboard.
metrics:
  - name: revenue
    description: Sum of paid order totals, in dollars, excluding refunds.
semantic_models:
  - name: orders
    description: Orders at one row per order.
    entities:
      - name: order_id
        type: primary
    dimensions:
      - name: ordered_at
        type: time
        description: When the customer placed the order.
    measures:
      - name: order_total
        agg: sum
        description: The order's total in dollars.
saved_queries:
  - name: weekly_revenue
    description: Revenue by week for the board pack.
unit_tests:
  - name: refunds_are_excluded
    model: fct_orders
    description: A refunded order adds nothing to revenue.
models:
  - name: fct_orders
    description: Paid orders, one row each.
    versions:
      - v: 2
        description: Adds the currency of each order.
        columns:
          - include: all
          - name: currency
            description: ISO 4217 code of the order's currency.
"""


@pytest.fixture(scope="module")
def found() -> dict[str, tuple[str, str, int | None]]:
    return {a.artifact_id: (a.kind, a.model, a.line)
            for a in extract_dbt(EVERY_KIND, "models/everything.yml")}


@pytest.mark.parametrize(("artifact_id", "kind", "group", "line"), [
    ("source.shop.description", "source_description", "source.shop", 4),
    ("source.shop.orders.description", "table_description", "source.shop.orders", 7),
    ("source.shop.orders.column.id.description", "column_description", "source.shop.orders", 10),
    ("source.shop.orders.test.column.id.unique", "test", "source.shop.orders", 11),
    ("seed.country_codes.description", "seed_description", "seed.country_codes", 14),
    ("seed.country_codes.column.code.description", "column_description", "seed.country_codes",
     17),
    ("snapshot.customers_history.description", "snapshot_description",
     "snapshot.customers_history", 20),
    ("analysis.churn_study.description", "analysis_description", "analysis.churn_study", 23),
    ("macro.cents_to_dollars.description", "macro_description", "macro.cents_to_dollars", 26),
    ("macro.cents_to_dollars.argument.column.description", "argument_description",
     "macro.cents_to_dollars", 30),
    ("exposure.weekly_kpis.description", "exposure_description", "exposures", 34),
    ("metric.revenue.description", "metric_description", "metrics", 37),
    ("semantic_model.orders.description", "semantic_model_description",
     "semantic_model.orders", 40),
    ("semantic_model.orders.dimension.ordered_at.description", "dimension_description",
     "semantic_model.orders", 47),
    ("semantic_model.orders.measure.order_total.description", "measure_description",
     "semantic_model.orders", 51),
    ("saved_query.weekly_revenue.description", "saved_query_description", "saved_queries", 54),
    ("unit_test.refunds_are_excluded.description", "unit_test_description", "fct_orders", 58),
    ("model.description", "model_description", "fct_orders", 61),
    ("v2.model.description", "model_description", "fct_orders", 64),
    ("v2.column.currency.description", "column_description", "fct_orders", 68),
])
def test_each_resource_kind_is_an_artifact_with_its_kind_group_and_line(
    found: dict[str, tuple[str, str, int | None]], artifact_id: str, kind: str, group: str,
    line: int,
) -> None:
    assert found[artifact_id] == (kind, group, line)


def test_an_undescribed_entity_is_no_artifact_but_an_undescribed_resource_is_an_empty_one(
) -> None:
    text = "semantic_models:\n  - name: s\n    entities:\n      - name: e\n        type: primary\n"
    (only,) = extract_dbt(text, "s.yml")
    assert (only.artifact_id, only.text) == ("semantic_model.s.description", "")


def test_each_kind_can_be_aimed_at_by_applies_to() -> None:
    artifacts = extract_dbt(EVERY_KIND, "models/everything.yml")
    rubric = Rubric.from_config(None, {"usage": ("exposure_description",)}, False,
                                {a.kind for a in artifacts})
    usage = [a.artifact_id for a in artifacts
             if any(c.id == "usage" for c in rubric.criteria_for(a))]
    assert usage == ["exposure.weekly_kpis.description"]


def test_default_criteria_per_kind_join_only_when_such_kinds_are_graded() -> None:
    artifacts = extract_dbt(EVERY_KIND, "models/everything.yml")
    by_id = {a.artifact_id: a for a in artifacts}
    rubric = Rubric.from_config(None, {}, False, {a.kind for a in artifacts})
    criteria = {i: [c.id for c in rubric.criteria_for(by_id[i])] for i in (
        "metric.revenue.description", "macro.cents_to_dollars.argument.column.description",
        "source.shop.orders.column.id.description")}
    assert criteria == {
        "metric.revenue.description": ["clarity", "consistency", "definition"],
        "macro.cents_to_dollars.argument.column.description": ["clarity", "consistency",
                                                               "usage"],
        "source.shop.orders.column.id.description": ["clarity", "consistency"],
    }
    models_only = Rubric.from_config(None, {}, False, {"column_description", "test"})
    assert [c.id for c in models_only.criteria] == ["clarity", "consistency", "rationale",
                                                    "no-redundant"]


def test_a_key_written_twice_is_a_warning_naming_both_lines_and_the_last_counts() -> None:
    text = ("sources:\n  - name: raw\n    tables:\n      - name: t\n        columns:\n"
            "          - name: c\n            data_type: int\n            data_type: bigint\n"
            "            description: first\n            description: The raw value.\n")
    reading = read_dbt(text, "models/src.yml")
    assert not reading.findings
    assert "models/src.yml:10: key `sources.0.tables.0.columns.0.description` is written " \
        "twice (lines 9 and 10); the last one counts, as in dbt." in reading.notes
    assert any("(lines 7 and 8)" in note for note in reading.notes)
    column = next(a for a in reading.artifacts if a.kind == "column_description")
    assert (column.text, column.line) == ("The raw value.", 10)


def test_columns_that_are_not_a_list_are_a_finding_on_their_line_and_the_rest_is_read() -> None:
    text = "models:\n  - name: m\n    description: Orders.\n    columns: abc\n  - name: n\n"
    reading = read_dbt(text, "models/m.yml")
    (finding,) = reading.findings
    assert (finding.path, finding.line) == ("models/m.yml", 4)
    assert "`columns` of `m` is not a list" in finding.message
    assert {a.artifact_id for a in reading.artifacts} == {"m:model.description",
                                                          "n:model.description"}


def test_a_column_declared_twice_is_reported_with_both_lines() -> None:
    text = ("models:\n  - name: m\n    columns:\n      - name: id\n        description: a\n"
            "      - name: ID\n        description: b\n")
    reading = read_dbt(text, "models/m.yml")
    assert reading.notes == ["models/m.yml:6: column `ID` of `m` is declared twice (first at "
                             "line 4); dbt keeps one of them."]


def test_a_file_that_cannot_be_parsed_is_one_finding_and_no_artifact() -> None:
    reading = read_dbt("models:\n  - name: m\n   bad: [\n", "models/m.yml")
    (finding,) = reading.findings
    assert finding.path == "models/m.yml"
    assert finding.line is not None
    assert reading.artifacts == []


def test_a_non_text_description_is_a_finding_never_stringified() -> None:
    reading = read_dbt("models:\n  - name: m\n    description: [1, 2]\n", "m.yml")
    assert "is not text" in reading.findings[0].message
    assert reading.artifacts[0].text == ""


def test_tests_in_data_tests_with_arguments_and_config_are_read() -> None:
    text = ("models:\n  - name: m\n    columns:\n      - name: s\n        data_tests:\n"
            "          - accepted_values:\n              arguments:\n                values: [a]\n"
            "              config:\n                severity: warn\n")
    (test,) = [a for a in extract_dbt(text, "m.yml") if a.kind == "test"]
    assert test.test is not None
    assert test.test.args["values"] == ["a"]
    assert test.artifact_id == "test.column.s.accepted_values"


KEYS = ["models", "sources", "seeds", "macros", "semantic_models", "unit_tests", "columns",
        "tables", "arguments", "measures", "name", "description", "data_tests", "tests",
        "versions", "v", "constraints", "config"]
yaml_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(KEYS), inner,
                                                                  max_size=4),
    max_leaves=25)


@settings(max_examples=150, deadline=None)
@given(st.dictionaries(st.sampled_from(KEYS), yaml_values, max_size=4))
def test_any_shape_of_properties_file_is_read_without_raising(document: dict[str, Any]) -> None:
    reading = read_dbt(yaml.safe_dump(document), "models/fuzz.yml")
    for artifact in reading.artifacts:
        assert artifact.file == "models/fuzz.yml"
        assert isinstance(artifact.text, str)
    for finding in reading.findings:
        assert finding.path == "models/fuzz.yml"
