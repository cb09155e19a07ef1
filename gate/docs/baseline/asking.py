"""How `baseline` asks the judge: through the Message Batches API, at half the plain price.

Everything else of the baseline's grade is `gate.docs.pipeline.grade_artifacts`, as for `docs`
and `run` (extraction, the addressing inspection, the grading pass, the verdict cache's counts,
the offline floor): this is the pipeline's `JudgeAsking` for batches, so the two paths cannot
drift apart. It asks in this order:

1. the addressing guard's questions in a batch of their own (`gate.docs.baseline.guard_batch`),
   stored where the guard reads them, so the pipeline's inspection finds them answered and
   what it names is refused as the rules' findings are;
2. the judge's requests the verdict cache does not answer, planned over what a pull-request
   run would show the judge (a text refused for addressing the grader reaches no judge, not
   even as a sibling), within the ceilings at the batch rate (`gate.docs.baseline.batch_run`);
3. the grading pass then asks a judge that answers from what the batches returned, behind the
   trust checks and the verdict cache, so each fresh verdict is checked and stored as a plain
   call's would be. Ceilings and sweeps were the batches' business: the pass runs without them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from gate.configure.config import GateConfig
from gate.core.errors import InternalError
from gate.docs.addressing.findings import caught_all
from gate.docs.addressing.guard import GuardOutcome
from gate.docs.addressing.shown import shown_to_judge
from gate.docs.artifacts import Artifact
from gate.docs.baseline.batch_run import (
    BatchRun,
    CollectedAnswers,
    batch_notes,
    plan_asks,
    within_ceilings,
)
from gate.docs.baseline.guard_batch import GuardBatch, ask_through_batches
from gate.docs.baseline.state import state_path
from gate.docs.contract.rubric import Rubric
from gate.docs.judges.anthropic import AnthropicJudge
from gate.docs.judges.batches import BatchClient
from gate.docs.judges.checked import CheckedJudge
from gate.docs.judges.choose import ChosenJudge, cached
from gate.docs.models import GradingReport
from gate.docs.pipeline import Judging
from gate.docs.seam.budget import Ceilings, Estimate
from gate.docs.seam.verdict_store import cache_dir
from gate.docs.trust.rules import TrustRules


@dataclass
class BatchAsking:
    """The judge asked through Message Batches, within `budget_seconds`."""

    config: GateConfig
    workspace: Path
    env: Mapping[str, str]
    budget_seconds: float
    first_poll_seconds: float
    cancel_unfinished: bool = False
    say: Callable[[str], None] = lambda _line: None
    #: The batches are planned on what the guard found, so it is asked first.
    guard_first: bool = True
    _judge: AnthropicJudge | None = None
    _guard_batch: GuardBatch = field(default_factory=GuardBatch)
    _estimate: Estimate = field(default_factory=Estimate)

    def _api(self, chosen: ChosenJudge) -> AnthropicJudge:
        if self._judge is None:
            judge = chosen.api() if chosen.api is not None else None
            if not isinstance(judge, AnthropicJudge):  # choose_judge makes it so for anthropic
                raise InternalError("baseline needs the Anthropic judge's client to send "
                                    "batches.", remediation="report this as a bug, with the "
                                                            "command you ran.")
            self._judge = judge
        return self._judge

    def before_guard(self, chosen: ChosenJudge, artifacts: Sequence[Artifact]) -> None:
        judge, guard = self._api(chosen), chosen.guard
        if guard is None or not artifacts:
            return
        self._guard_batch = ask_through_batches(
            guard, judge, BatchClient(judge.client), artifacts,
            set(caught_all(artifacts)), budget_seconds=self.budget_seconds,
            first_poll_seconds=self.first_poll_seconds, say=self.say)

    def guarded(self, outcome: GuardOutcome | None) -> GuardOutcome | None:
        if outcome is None:
            return None
        batch = self._guard_batch
        # The batch's answers were stored, so the guard read them back as cache hits.
        return replace(outcome, calls=batch.calls + outcome.calls,
                       cache_hits=outcome.cache_hits - batch.stored)

    def judging(self, chosen: ChosenJudge, rubric: Rubric, artifacts: Sequence[Artifact],
                guarded: GuardOutcome | None, ceilings: Ceilings) -> Judging:
        judge, config = self._api(chosen), self.config
        keys = chosen.cache
        if keys is None:  # the command refuses a baseline without the cache before this
            raise InternalError("baseline fills the verdict cache, which is off here.",
                                remediation="report this as a bug, with the command you ran.")
        judged = shown_to_judge(artifacts, {**(guarded.caught if guarded else {}),
                                            **caught_all(artifacts)},
                                config.gate.docs.addressing_judge).judged
        asks = plan_asks(judged, rubric, keys, batched=config.gate.cost_mode == "batched")
        sent, cut, self._estimate = within_ceilings(asks, judge, config)
        self.say(f"{len(asks)} requests the verdict cache does not answer"
                 + (f"; {len(cut)} past a ceiling are not sent" if cut else ""))
        batches = BatchRun(judge, BatchClient(judge.client),
                           state_path(cache_dir(config.gate.cache, self.env)),
                           budget_seconds=self.budget_seconds,
                           max_rounds=config.grade.sweep_max_rounds,
                           cancel_unfinished=self.cancel_unfinished, say=self.say,
                           first_poll_seconds=self.first_poll_seconds)
        done = batches.collect(sent)
        done.failures.update(cut)
        checked = CheckedJudge(CollectedAnswers(judge, keys, done), TrustRules.of(config))
        answers = cached(checked, config, rubric, self.env, self.workspace).cache
        if answers is None:  # the same settings as `chosen`'s cache
            raise InternalError("the verdict cache could not be opened a second time.",
                                remediation="report this as a bug, with the command you ran.")
        notes = (*batch_notes(done, self._estimate), *batches.notes)
        if cut:
            notes += (f"{len(cut)} requests were not sent: "
                      f"{next(iter(cut.values())).detail}",)
        # A close call is settled here as in any run (its repeats through the plain API), so
        # the cache holds settled verdicts and a pull request over the same pairs asks nothing.
        grade = config.grade.model_copy(update={
            "max_grade_calls": None, "max_grade_cost_usd": None, "max_grade_tokens": None,
            "sweep_max_rounds": 0, "total_budget_seconds": None})
        return Judging(answers, answers, grade, spent=None, notes=notes)

    def finish(self, report: GradingReport) -> GradingReport:
        """The estimate made before submitting, at the batch rate, in the report's usage."""
        estimate = self._estimate
        usage = report.usage.model_copy(update={
            "estimated_calls": estimate.calls, "estimated_input_tokens": estimate.input_tokens,
            "estimated_output_tokens": estimate.output_tokens,
            "estimated_cost_usd": None if estimate.cost_usd is None
            else round(estimate.cost_usd, 6)})
        return report.model_copy(update={"usage": usage})
