"""The bounded sweep: pairs that failed for a passing reason, asked again after the main pass.

A call that failed or a reply that could not be read may pass on a calmer retry. After the
main pass those pairs are asked again one at a time (no second burst at a struggling
service), in report order, for up to `grade.sweep_max_rounds` rounds with
`grade.sweep_cooldown_seconds` between them, within `grade.sweep_budget_seconds`, before they
stay ungraded. A fatal judge error stops the sweep as it stops the run.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from gate.configure.config import GradeConfig
from gate.docs.artifacts import Artifact
from gate.docs.contract.rubric import Rubric
from gate.docs.run.state import GRADED, TRANSIENT, Asking, RunState
from gate.docs.seam.judge import JudgeRequest


def sweep(asking: Asking, artifacts: Sequence[Artifact],
          by_model: Mapping[str, tuple[Artifact, ...]], state: RunState, run_id: str, *,
          rubric: Rubric, grade: GradeConfig, clock: Callable[[], float],
          sleep: Callable[[float], None]) -> None:
    deadline = clock() + grade.sweep_budget_seconds
    by_id = {a.artifact_id: a for a in artifacts}
    for _ in range(grade.sweep_max_rounds):
        failed = [(artifact, criterion) for criterion in rubric.criteria
                  for artifact in artifacts
                  if state.verdicts.get((artifact.artifact_id, criterion.id),
                                        GRADED).degraded in TRANSIENT]
        if not failed or state.fatal is not None:
            return
        cooldown = grade.sweep_cooldown_seconds
        if clock() + cooldown >= deadline:
            return
        if cooldown > 0:
            sleep(cooldown)
        for artifact, criterion in failed:
            if clock() >= deadline or state.fatal is not None:
                return
            request = JudgeRequest(by_id[artifact.artifact_id], (criterion,),
                                   by_model[artifact.model])
            outcome = asking.judge_and_audit(request, state, run_id, deadline)
            if outcome is not None:
                asking.keep(request, state, outcome)
