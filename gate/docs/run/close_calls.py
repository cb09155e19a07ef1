"""A close call settled: the near-bar pairs asked again and decided on their medians.

After the sweep, the first answers may put pairs so near their pass marks that flipping them
could move the run across a bar (`gate.docs.trust.close_call`). Only then, and only for a judge
that has noise to average (not a deterministic one) and can be asked again (`Repeatable`),
each unsettled near-bar pair is asked `gate.stability.repeats` more times — pairs in parallel,
each pair's repeats in turn, every repeat within the ceilings and the sweep's time bound — and
decided on its median (`gate.docs.trust.settle`). A pair scored 0 without a call (empty text,
or text that addresses the grader) is never asked: its 0 is a rule's, not the judge's noise.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from gate.configure.config import GradeConfig
from gate.configure.gate_settings import StabilitySettings
from gate.core.inline_executor import InlineExecutor
from gate.docs.artifacts import Artifact
from gate.docs.contract.prompts import EMPTY_REASONING
from gate.docs.contract.rubric import Rubric
from gate.docs.run.state import Asking, RunState
from gate.docs.seam.budget import CallCosts, Estimate, estimate_call
from gate.docs.seam.judge import Judge, JudgeRequest, Verdict
from gate.docs.trust.close_call import PairScore, is_close_call, near_bar, near_bar_range
from gate.docs.trust.rules import TrustRules
from gate.docs.trust.settle import Repeatable, is_settled, settled_verdict


@dataclass(frozen=True)
class Settling:
    """What settling needs of the run: how to ask, the judge, the bars and the margins."""

    asking: Asking
    judge: Judge
    rubric: Rubric
    grade: GradeConfig
    trust: TrustRules
    stability: StabilitySettings
    clock: Callable[[], float]
    executor: Callable[[CallCosts], ThreadPoolExecutor | InlineExecutor]
    passed: Callable[[Verdict], bool]

    def settle(self, artifacts: Sequence[Artifact],
               by_model: Mapping[str, tuple[Artifact, ...]], state: RunState, run_id: str,
               refused: set[str]) -> None:
        """Decide whether the first answers make a close call, and settle it if they do."""
        if self.judge.deterministic:  # no noise to settle: never a close call (`is_close_call`)
            state.close_call = False
            return
        keyed = [(artifact, criterion) for criterion in self.rubric.criteria
                 for artifact in artifacts if self.rubric.applies(criterion, artifact)]
        scored = [(a, c, state.verdicts[(a.artifact_id, c.id)]) for a, c in keyed
                  if state.verdicts[(a.artifact_id, c.id)].score is not None]
        pairs = [PairScore(c.id, v.score or 0.0, self.passed(v)) for _, c, v in scored]
        margin, judge = self.stability.margin, self.judge
        state.close_call = is_close_call(near_bar_range(pairs, self.trust, margin),
                                         (self.grade.min_pass_rate, self.grade.min_mean_score),
                                         deterministic=judge.deterministic)
        if not state.close_call or self.stability.repeats == 0 or not state.costs.calls_api \
                or not isinstance(judge, Repeatable) or state.fatal is not None:
            return
        near = [(a, c, v) for a, c, v in scored
                if near_bar(v.score or 0.0, self.trust.mark(c.id), margin)]
        state.settled_before = sum(is_settled(v) for _, _, v in near)
        chosen = [JudgeRequest(a, (c,), by_model[a.model]) for a, c, v in near
                  if not is_settled(v) and a.artifact_id not in refused
                  and v.reasoning != EMPTY_REASONING]
        expected = sum((estimate_call(self.grade, judge.repeat_chars(r), 1) for r in chosen),
                       Estimate())
        repeats = self.stability.repeats
        state.settling = Estimate(expected.calls * repeats, expected.input_tokens * repeats,
                                  expected.output_tokens * repeats,
                                  None if expected.cost_usd is None
                                  else expected.cost_usd * repeats)
        deadline = self.clock() + self.grade.sweep_budget_seconds
        with self.executor(state.costs) as pool:
            futures = [pool.submit(self._settle_pair, request, judge, state, run_id, deadline)
                       for request in chosen]
            for future in futures:
                future.result()

    def _settle_pair(self, request: JudgeRequest, judge: Repeatable, state: RunState,
                     run_id: str, deadline: float) -> None:
        key = (request.artifact.artifact_id, request.criteria[0].id)
        draws = [state.verdicts[key]]
        calls = []
        for _ in range(self.stability.repeats):
            if self.clock() >= deadline or state.fatal is not None:
                break
            outcome = self.asking.judge_and_audit(request, state, run_id, deadline,
                                                  ask=judge.judge_again)
            if outcome is None:  # a ceiling: this pair and the rest keep what they have
                break
            api = [c for c in outcome.calls if c.source is None]
            calls += api
            with state.lock:
                state.stability_calls += len(api)
            answer = (outcome.verdicts or {}).get(key[1])
            if answer is not None and answer.score is not None:
                draws.append(answer)
        if len(draws) < 2:
            return
        settled = settled_verdict(draws, self.trust)
        with state.lock:
            state.verdicts[key] = settled
            state.settled += 1
        judge.remember(request, settled, calls)

    def note(self, state: RunState) -> str:
        """The run's note about its close call: what was asked again, and what it cost."""
        margin, repeats = self.stability.margin, self.stability.repeats
        head = (f"close call: the first answers put pairs within {margin:g} of their pass mark "
                "near enough to move the run across a bar")
        if repeats == 0:
            return head + "; gate.stability.repeats is 0, so they were not asked again"
        cost = "" if state.settling.cost_usd is None else \
            f", estimated ${state.settling.cost_usd:.4f}"
        before = "" if not state.settled_before else \
            f"; {state.settled_before} had been decided on their median by an earlier run"
        if state.settled == 0 and state.stability_calls == 0 and state.settled_before:
            return head + before
        return (f"{head}; {state.settled} of them were asked up to {repeats} more times each "
                f"({state.stability_calls} calls{cost}) and decided on their median{before}")
