"""The offline judge runs each check once per artifact, however many of its criteria list
the check (an artifact's criteria are asked one request after another), and the findings
are those of running it for each criterion."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from gate.docs.artifacts import Artifact, group_by_model
from gate.docs.contract.rubric import Rubric
from gate.docs.judges.offline import heuristic
from gate.docs.judges.offline.heuristic import HeuristicJudge
from gate.docs.judges.offline.model_context.model_index import ModelIndex
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.seam.judge import JudgeRequest

CRITERIA = Rubric.from_config(None, {}, False).criteria


def column(name: str, text: str) -> Artifact:
    return Artifact(f"column.{name}.description", "column_description", text, "c.json", 1,
                    "orders", subject=name)


def judged(artifacts: list[Artifact]) -> list[tuple[str, str, float | None, str]]:
    judge, by_model = HeuristicJudge(), group_by_model(artifacts)
    found = []
    for artifact in artifacts:
        for criterion in CRITERIA:
            outcome = judge.judge(JudgeRequest(artifact, (criterion,), by_model["orders"]),
                                  deadline=0)
            assert outcome.verdicts is not None
            verdict = outcome.verdicts[criterion.id]
            found.append((artifact.artifact_id, criterion.id, verdict.score, verdict.reasoning))
    return found


ARTIFACTS = [column("amount", "Amount."), column("status", "TODO"),
             column("placed_at", "When the order was placed, in UTC.")]


def test_a_check_shared_by_criteria_runs_once_per_artifact(
        monkeypatch: pytest.MonkeyPatch) -> None:
    runs: list[str] = []
    original = heuristic.text_checks

    def counted(artifact: Artifact, index: ModelIndex) -> Iterable[Finding]:
        runs.append(artifact.artifact_id)
        return original(artifact, index)

    checks = {name: tuple(counted if check is original else check for check in listed)
              for name, listed in heuristic.CHECKS.items()}
    assert sum(original in listed for listed in heuristic.CHECKS.values()) > 1
    monkeypatch.setattr(heuristic, "CHECKS", checks)
    judged(ARTIFACTS)
    assert sorted(runs) == sorted(a.artifact_id for a in ARTIFACTS)


def test_the_findings_are_those_of_each_criterion_judged_alone() -> None:
    by_model = group_by_model(ARTIFACTS)
    alone = []
    for artifact in ARTIFACTS:
        for criterion in CRITERIA:  # a fresh judge for each pair: nothing held between them
            outcome = HeuristicJudge().judge(
                JudgeRequest(artifact, (criterion,), by_model["orders"]), deadline=0)
            assert outcome.verdicts is not None
            verdict = outcome.verdicts[criterion.id]
            alone.append((artifact.artifact_id, criterion.id, verdict.score,
                          verdict.reasoning))
    assert judged(ARTIFACTS) == alone
    assert any(score is not None and score < 0.5 for _, _, score, _ in alone)
