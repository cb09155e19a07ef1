"""A model's sibling block is made once per judge and is the text `sibling_lines` makes; the
verdict cache's keys and the judge's prompts read it from there."""

from __future__ import annotations

from gate.docs.artifacts import Artifact
from gate.docs.contract import prompts
from gate.docs.contract.prompts import SiblingBlocks, pair_texts, sibling_lines
from gate.docs.contract.rubric import SCHEMA_RUBRIC
from gate.docs.seam.judge import JudgeRequest

CLARITY, CONSISTENCY = SCHEMA_RUBRIC[0], SCHEMA_RUBRIC[1]


def model(name: str, columns: int) -> tuple[Artifact, ...]:
    return tuple(Artifact(f"column.c{i}.description", "column_description",
                          f"Column {i} of {name}.", "models/x.yml", i + 1, name, subject=f"c{i}")
                 for i in range(columns))


def test_each_models_block_is_made_once_and_is_the_same_text(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    made: list[str] = []

    def counted(name: str, artifacts: tuple[Artifact, ...]) -> str:
        made.append(name)
        return sibling_lines(name, artifacts)

    monkeypatch.setattr(prompts, "sibling_lines", counted)
    orders, customers = model("orders", 24), model("customers", 3)
    blocks = SiblingBlocks()
    for artifacts in (orders, customers):
        for artifact in artifacts:
            request = JudgeRequest(artifact, (CONSISTENCY,), artifacts)
            assert blocks(request) == sibling_lines(artifact.model, artifacts)
            assert pair_texts(request, shared_siblings=blocks(request)) == pair_texts(request)
    assert made.count("orders") == 1 + 24  # once kept, then once per unshared `pair_texts`
    assert made.count("customers") == 1 + 3


def test_no_block_when_the_criterion_does_not_compare_or_there_are_no_siblings() -> None:
    orders = model("orders", 2)
    blocks = SiblingBlocks()
    assert blocks(JudgeRequest(orders[0], (CLARITY,), orders)) is None
    assert blocks(JudgeRequest(orders[0], (CONSISTENCY,), orders[:1])) is None


def test_another_tuple_of_the_same_model_gets_its_own_block() -> None:
    blocks = SiblingBlocks()
    first, later = model("orders", 2), model("orders", 3)
    assert "c2" not in (blocks(JudgeRequest(first[0], (CONSISTENCY,), first)) or "")
    assert "column.c2.description" in (blocks(JudgeRequest(later[0], (CONSISTENCY,), later))
                                       or "")
