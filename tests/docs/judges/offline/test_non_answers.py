"""A label with a non-answer, a bare list of the words the checks look for, or a tautology
meets no need and hides no restated name from the floor.

A red team met a status's need for values with "Values: n/a.", a timestamp's zone with "Time
zone: n/a." and a nullable column's nulls with "Nulls: n/a."; a sentence listing "meaning,
values, unit, grain, nulls and source" or a tautology kept the floor from seeing a restated
name. Each is tried beside the honest answer, so a rule that drops answers goes red too.
"""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from gate.docs.contract.rubric import SCHEMA_RUBRIC
from gate.docs.judges.floor import proven
from gate.docs.judges.offline.heuristic import HeuristicJudge
from gate.docs.judges.offline.telling.non_answers import answered
from gate.docs.seam.judge import JudgeRequest, Verdict

CRITERIA = {c.id: c for c in SCHEMA_RUBRIC}


def column(name: str, text: str) -> Artifact:
    return Artifact(f"column.{name}.description", "column_description", text, "models/x.yml",
                    4, "fct_orders", subject=name)


def clarity(artifact: Artifact, *siblings: Artifact) -> Verdict:
    request = JudgeRequest(artifact, (CRITERIA["clarity"],), (artifact, *siblings))
    outcome = HeuristicJudge().judge(request, deadline=0)
    assert outcome.verdicts is not None
    return outcome.verdicts["clarity"]


@pytest.mark.parametrize(("text", "left"), [
    ("The order status. Values: n/a.", "The order status."),
    ("When the order was placed. Time zone: TBD.", "When the order was placed."),
    ("Refund reason.\nValues: -\nNulls: n/a", "Refund reason."),
    ("The status. Meaning, values, units, grain, nulls and source are all covered for this "
     "field.", "The status."),
    ("Order status. The status is the status.", "Order status."),
])
def test_a_non_answer_is_left_out(text: str, left: str) -> None:
    assert answered(text) == left


@pytest.mark.parametrize("text", [
    "Refund reason. Nulls: n/a when no refund was issued.",
    "Shipped at. Nulls: none.",
    "Status of the order: open, shipped or returned.",
    "Created at. Time zone: UTC.",
    "Amount in USD; nulls mean not billed.",
    "Unit, grain and source of the figure are given in the model's description.",
])
def test_an_answer_is_kept(text: str) -> None:
    assert answered(text) == text


@pytest.mark.parametrize(("name", "empty", "honest"), [
    ("order_status", "Where the order is in fulfilment. Values: n/a.",
     "Where the order is in fulfilment. Values: open, shipped or returned."),
    ("placed_at", "When the customer placed the order. Time zone: n/a.",
     "When the customer placed the order. Time zone: UTC."),
])
def test_a_label_with_a_non_answer_meets_no_need(name: str, empty: str, honest: str) -> None:
    failed = clarity(column(name, empty))
    assert not failed.passed, failed.reasoning
    assert clarity(column(name, honest)).passed


@pytest.mark.parametrize("padding", [
    "Values: n/a.",
    "Meaning, values, unit, grain, nulls and source are all covered.",
    "The status is the status.",
])
def test_the_floor_sees_a_restated_name_through_a_non_answer(padding: str) -> None:
    found = proven(column("order_status", f"The order status. {padding}"), "clarity")
    assert found is not None
    assert found.check == "restates_name"
    assert proven(column("order_status", "The order status: open, shipped or returned."),
                  "clarity") is None
