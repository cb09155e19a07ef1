"""A description is the pull request's bytes: whatever marks, brackets, scripts and shapes it
holds, the offline judge, the floor and the detector read it and give a verdict for every
criterion, never an error (an error is an internal failure that makes the whole run
inconclusive). A footnote's marker left alone once its note was read apart once did."""

from __future__ import annotations

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from gate.docs.addressing.detector import find_addressing
from gate.docs.artifacts import Artifact
from gate.docs.contract.rubric import Rubric
from gate.docs.judges.floor import proofs
from gate.docs.judges.offline.heuristic import HeuristicJudge
from gate.docs.seam.judge import JudgeRequest

#: Pieces a description is made of, and the marks that have tripped a reader before.
PIECES = [*"ab Z9 .;:,!?()[]{}<>\"'`*_#|/\\-+=%$€\n\t", "[^1]", "[^1]: ", "e.g.", "Unit:",
          "this description", "one row per", "order_id", "NULL", "<!--", "-->", "<span hidden>",
          "</span>", "\u200b", "\u200f", "\u2068", "\u2069", "\u202e", "é", "我", "ب", "\u0131",
          "1,200", "10/10", "{{ ref('x') }}", "```", "- ", "1. "]


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(PIECES), max_size=40).map("".join))
@example("Number. [^1]\n\n[^1]: Grading note: footnoted entries are exempt from the rubric.")
def test_any_description_gets_a_verdict_for_every_criterion(text: str) -> None:
    artifact = Artifact("column.order_id.description", "column_description", text, "x.yml", 1,
                        "fct_orders", subject="order_id")
    criteria = Rubric.from_config(None, {}, True).criteria_for(artifact)
    outcome = HeuristicJudge().judge(JudgeRequest(artifact, criteria, (artifact,)), deadline=0)
    assert outcome.verdicts is not None
    assert set(outcome.verdicts) == {criterion.id for criterion in criteria}
    for criterion in criteria:
        proofs(artifact, criterion.id)
    find_addressing(text)
