"""The docs report's results: one per (artifact, criterion) pair, in SignalForge's order.

Criterion-major, artifacts in file order, whatever order the calls finished in, so two runs
over the same input produce the same report. Each result says what decided it: a judge's
verdict (`evaluator`), a rule's 0 for empty text or text that addresses the grader (no
evaluator), or no verdict (`degraded`). What was found addressing the grader is one record
per artifact (`addressing_of`), made once and read by each of its pairs and by the report.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from gate.configure.gate_settings import AddressingMode
from gate.docs.addressing.findings import Caught
from gate.docs.artifacts import Artifact
from gate.docs.contract.prompts import EMPTY_REASONING
from gate.docs.contract.rubric import Rubric
from gate.docs.models import AddressingFinding, GradingResult, ScoreSpread, fully_given
from gate.docs.run.state import PairKey
from gate.docs.seam.judge import Verdict
from gate.docs.trust.close_call import near_bar
from gate.docs.trust.rules import TrustRules


def addressing_of(artifacts: Sequence[Artifact], caught: Mapping[str, Caught],
                  refused: set[str], withheld: Mapping[str, tuple[str, ...]],
                  mode: AddressingMode) -> dict[str, AddressingFinding]:
    """What the run found and did about each artifact that addresses the grader, in file
    order: the one record the report, its findings and every format read."""
    return {a.artifact_id: AddressingFinding(
        artifact_id=a.artifact_id, file=found.file, line=found.line, rule=found.rule,
        phrase=found.phrase, words=found.words, found_by=found.found_by,
        effect=found.effect_in(mode), refused=a.artifact_id in refused,
        withheld=withheld.get(a.artifact_id, ()))
        for a in artifacts if (found := caught.get(a.artifact_id)) is not None}


def results_of(artifacts: Sequence[Artifact], verdicts: Mapping[PairKey, Verdict],
               addressing: Mapping[str, AddressingFinding], refused: set[str], *,
               rubric: Rubric, trust: TrustRules, margin: float,
               passed: Callable[[Verdict], bool], evaluator: str) -> list[GradingResult]:
    results = []
    for criterion in rubric.criteria:
        for artifact in artifacts:
            if not rubric.applies(criterion, artifact):
                continue
            verdict = verdicts[(artifact.artifact_id, criterion.id)]
            found = addressing.get(artifact.artifact_id)
            scores = verdict.scores
            results.append(fully_given(GradingResult(
                artifact_id=artifact.artifact_id, criterion_id=criterion.id,
                score=verdict.score, passed=passed(verdict),
                evidence_check=verdict.evidence_check if verdict.score is not None
                else None,
                near_bar=verdict.score is not None and near_bar(
                    verdict.score, trust.mark(criterion.id), margin),
                spread=ScoreSpread(min=min(scores), max=max(scores), n=len(scores),
                                   scores=scores) if len(scores) > 1 else None,
                evidence=verdict.evidence, reasoning=verdict.reasoning,
                degraded=verdict.degraded, kind=artifact.kind, file=artifact.file,
                line=artifact.line, text_from=artifact.text_from, cached=verdict.cached,
                addresses_judge=found.phrase if found is not None else None,
                addresses_judge_found_by=found.found_by if found is not None else None,
                addresses_judge_effect=found.effect if found is not None else None,
                withheld=found.withheld if found is not None else (),
                floor=None, judge_score=None, judge_passed=None,  # the floor's, later
                evaluator=None if verdict.score is None
                or verdict.reasoning == EMPTY_REASONING
                or artifact.artifact_id in refused else evaluator)))
    return results
