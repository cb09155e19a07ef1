"""The offline judge compares each artifact with its model's others through one index per
model: the same findings as comparing every pair, without the quadratic cost."""

from __future__ import annotations

from gate.docs.artifacts import Artifact, group_by_model
from gate.docs.contract.rubric import Rubric
from gate.docs.judges.offline.heuristic import CLEAN_SCORE, HeuristicJudge
from gate.docs.judges.offline.model_context.model_index import ModelIndex
from gate.docs.seam.judge import JudgeRequest

TEXT = "Amount of the order in EUR after discounts and before tax."
CONSISTENCY = next(c for c in Rubric.from_config(None, {}, False).criteria
                   if c.id == "consistency")


def column(name: str, text: str, model: str = "m") -> Artifact:
    return Artifact(f"column.{name}.description", "column_description", text, "c.json", 1,
                    model, subject=name)


def verdicts(artifacts: list[Artifact]) -> list[tuple[float | None, str]]:
    judge, by_model = HeuristicJudge(), group_by_model(artifacts)
    found = []
    for artifact in artifacts:
        outcome = judge.judge(JudgeRequest(artifact, (CONSISTENCY,), by_model[artifact.model]),
                              deadline=0)
        assert outcome.verdicts is not None
        verdict = outcome.verdicts["consistency"]
        found.append((verdict.score, verdict.reasoning))
    return found


def test_each_copy_names_another_copy_and_never_itself() -> None:
    found = verdicts([column("a", TEXT), column("b", TEXT), column("c", TEXT),
                      column("d", "Net amount in cents, after discounts, for this column.")])
    assert [score for score, _ in found] == [0.3, 0.3, 0.3, CLEAN_SCORE]
    assert "identical to column.b.description" in found[0][1]
    assert "identical to column.a.description" in found[1][1]
    assert "identical to column.a.description" in found[2][1]


def test_text_is_compared_within_its_model_only() -> None:
    found = verdicts([column("a", TEXT, model="orders"), column("a", TEXT, model="payments")])
    assert [score for score, _ in found] == [CLEAN_SCORE, CLEAN_SCORE]


def test_copies_differing_only_in_case_and_punctuation_are_copies() -> None:
    index = ModelIndex.of([column("a", TEXT), column("b", TEXT.upper().replace(".", "!"))])
    assert index.same_text(column("b", TEXT.upper().replace(".", "!"))) is not None
