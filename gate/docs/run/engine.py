"""The docs grading run: artifacts × criteria → judge calls → a `GradingReport`.

Calls run concurrently (up to `grade.max_concurrent_calls`) because a judge call spends its
time waiting on the network; an offline judge, which waits on nothing, answers in the calling
thread. The results come out in one fixed order (criterion-major, artifacts in file order, as
SignalForge orders them) whatever order the calls finish in, so two runs over the same input
produce the same report.

What is enforced here rather than in the judges:
- the envelope pre-flight (`gate.docs.contract.envelope`), before the first call, and empty drafted
  text, scored 0 without a call;
- drafted text that addresses the grader (`gate.docs.addressing.findings`), found in the same
  pre-flight: a form that cannot be innocent has every pair of its artifact scored 0 without a
  call (`addressing: fail`); anything else found is judged without the sentences withheld
  (`shown_to_judge`); either way it is recorded once (`GradingReport.addressing`) and each of
  its results names the phrase. Every judge, the offline ones included, is reached through
  here, so the rule holds for all of them;
- the model's second look (`gate.docs.run.second_look`): its questions go into the pool ahead
  of the first pairs; when it names a text, the verdicts whose prompt that changes are dropped
  and asked again, and a question without a readable answer leaves its artifacts ungraded;
- the time budget and the `max_grade_*` ceilings (`gate.docs.seam.budget`): a call not started in
  time, or past a ceiling, is not started, and its pairs are kept ungraded with the reason;
- the bounded sweep (`gate.docs.run.sweep`): after the main pass, pairs that failed for a passing
  reason (a call that failed, an unparseable reply) are asked again, in bounded rounds, before
  they stay ungraded;
- batching (`gate.cost_mode: batched`): one call per artifact for all its criteria, and when a
  batched reply is unusable, that artifact alone falls back to one call per criterion.
A judge that reports a fatal failure (a rejected API key) stops further calls: the remaining
pairs are reported ungraded with that reason instead of failing one by one.

After the sweep, a **close call** (the pairs near their pass mark could move the run across a
bar) has those pairs asked again and decided on their medians (`gate.docs.run.close_calls`).
"""

from __future__ import annotations

import time
import uuid
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import FIRST_EXCEPTION, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from functools import cached_property
from typing import Literal

from gate import TOOL_NAME, __version__
from gate.configure.config import Criterion, GradeConfig
from gate.configure.gate_settings import AddressingMode, StabilitySettings
from gate.core.clock import iso_now
from gate.core.inline_executor import InlineExecutor
from gate.docs.addressing.findings import (
    UNGUARDED,
    Caught,
    caught_all,
    fail_reasoning,
)
from gate.docs.addressing.shown import shown_to_judge
from gate.docs.artifacts import Artifact, group_by_model
from gate.docs.contract.envelope import check_envelopes
from gate.docs.contract.prompts import is_empty, prompt_hash
from gate.docs.contract.rubric import Rubric
from gate.docs.models import GradingReport, GradingResult
from gate.docs.run.audit_log import AuditLog, audit_record
from gate.docs.run.close_calls import Settling
from gate.docs.run.memos import forget_readings
from gate.docs.run.results import addressing_of, results_of
from gate.docs.run.second_look import SecondLook, revised
from gate.docs.run.state import RunState, Unit, alone, degrade, nothing_drafted
from gate.docs.run.sweep import sweep
from gate.docs.seam.budget import (
    CallCosts,
    Ceilings,
    Estimate,
    effective_budget_seconds,
    estimate_note,
    usage,
)
from gate.docs.seam.judge import Judge, JudgeOutcome, JudgeRequest, Verdict
from gate.docs.seam.score_levels import NOTHING
from gate.docs.trust.close_call import PairScore, near_bar_range
from gate.docs.trust.rules import TrustRules

CostMode = Literal["per_criterion", "batched"]


@dataclass(frozen=True)
class DocsGrader:
    """Everything one run needs; `grade()` is the run."""

    judge: Judge
    rubric: Rubric
    grade: GradeConfig
    concurrency: int = 10
    cost_mode: CostMode = "per_criterion"
    audit: AuditLog | None = None
    notes: tuple[str, ...] = ()
    #: Told what each judge request answered, as it answers (the progress pulse).
    observe: Callable[[JudgeRequest, JudgeOutcome], None] | None = None
    clock: Callable[[], float] = time.monotonic
    sleep: Callable[[float], None] = time.sleep
    #: What drafted text that addresses the grader gets (`gate.docs.addressing_judge`).
    addressing: AddressingMode = "fail"
    trust: TrustRules = field(default_factory=TrustRules)
    stability: StabilitySettings = field(default_factory=StabilitySettings)
    #: What the model found addressing the grader (`gate.docs.addressing.guard`), treated as
    #: the rules' findings are, and the artifacts it could not answer about (kept ungraded).
    guarded: Mapping[str, Caught] = field(default_factory=dict)
    unguarded: frozenset[str] = frozenset()
    #: What earlier calls of the run (the guard's) spent against the `max_grade_*` ceilings;
    #: the judge's calls count on from there.
    spent: Ceilings | None = None
    #: What the rules found in the artifacts, when the caller has read them already (None:
    #: read here), so a run reads each text once.
    found: Mapping[str, Caught] | None = None
    #: The model's second look, asked alongside the first pairs (`gate.docs.run.second_look`).
    second_look: SecondLook | None = None
    #: Keep the text readings once the verdicts are in: a caller judging one set in groups.
    keep_readings: bool = False

    def judge_pairs(self, artifacts: Sequence[Artifact]) -> GradingReport:
        """Judge every (artifact, criterion) pair of `artifacts` and gather the report: the
        engine's part of a grade (`gate.docs.pipeline.grade_artifacts` is the whole of it)."""
        ids = [a.artifact_id for a in artifacts]
        if len(set(ids)) != len(ids):  # verdicts are keyed by id: two would share one
            repeated = sorted(i for i, n in Counter(ids).items() if n > 1)
            raise ValueError(f"artifact ids must be unique; repeated: {repeated[:5]}")
        look, ceilings = self.second_look, self.spent or Ceilings(self.grade)
        rules = caught_all(artifacts) if self.found is None else self.found
        # A rule's finding names its rule, so it wins over the model's.
        caught = {**self.guarded, **(look.known if look else {}), **rules}
        shown = shown_to_judge(artifacts, caught, self.addressing)
        refused = shown.refused
        unguarded = (self.unguarded | (look.plan(ceilings) if look else frozenset())) - refused
        run_id, started_at, started = uuid.uuid4().hex, iso_now(), self.clock()
        # A refused text reaches no judge, not even as a sibling in another pair's context; a
        # marked one reaches it without what was withheld. A forged envelope is refused in
        # either mode; the last line of defence below refuses only a text holding the run's
        # nonce, which no text of a pull request can know.
        judged = shown.judged
        check_envelopes(judged)
        by_model = group_by_model(judged)
        first, rest = self._warm_up_split(
            self._units([a for a in judged if a.artifact_id not in unguarded]), by_model)
        state, cut, expected = self._plan([*first, *rest], by_model, started, ceilings,
                                          look.estimates(self.grade) if look else [])
        self._fail_addressing(artifacts, refused, caught, state)
        self._keep_unguarded(artifacts, unguarded, state)
        with self._executor(state.costs) as pool:
            if look is not None:  # its questions first in the pool, beside the first pairs
                look.start(pool, state.ceilings)
            for phase in (first, rest):
                self._run_phase(pool, [u for u in phase if id(u) not in cut], by_model,
                                state, run_id)
            if look is not None:
                revision = revised(look.outcome(state.ceilings), artifacts, caught, shown,
                                   by_model, mode=self.addressing, rubric=self.rubric,
                                   judged_before=frozenset(
                                       u.artifact.artifact_id for u in [*first, *rest]
                                       if id(u) not in cut),
                                   batches=self._batches)
                caught, shown, by_model = revision.caught, revision.shown, revision.by_model
                refused = shown.refused
                self._fail_addressing(artifacts, refused, caught, state)
                self._keep_unguarded(artifacts, revision.unguarded, state)
                self._run_phase(pool, [Unit(a, c) for a, c in revision.again], by_model,
                                state, run_id)
        del first, rest  # one unit per request: freed before the report's results are made
        # The sweep and a close call's repeats ask as the judge was shown (less what was withheld).
        as_shown = {a.artifact_id: a for a in shown.judged}
        asked_about = [as_shown.get(a.artifact_id, a) for a in artifacts]
        sweep(self, asked_about, by_model, state, run_id, rubric=self.rubric,
              grade=self.grade, clock=self.clock, sleep=self.sleep)
        self._settling.settle(asked_about, by_model, state, run_id, refused)
        if not self.keep_readings:  # every verdict is in: the report is made in their memory
            forget_readings()
        addressing = addressing_of(artifacts, caught, refused, shown.withheld, self.addressing)
        results = results_of(artifacts, state.verdicts, addressing, refused,
                             rubric=self.rubric, trust=self.trust,
                             margin=self.stability.margin, passed=self._passed,
                             evaluator=self.judge.name)
        return GradingReport(
            tool=TOOL_NAME, tool_version=__version__, run_id=run_id, timestamp=started_at,
            duration_seconds=round(self.clock() - started, 3), judge=self.judge.name,
            model=self.judge.model, cost_mode=self.cost_mode,
            notes=self._notes(expected, state),
            rubric_hash=self.rubric.hash, rubric=self.rubric.criteria,
            thresholds=(self.grade.min_pass_rate, self.grade.min_mean_score),
            results=tuple(results),
            usage=usage(state.records, expected + state.settling).model_copy(update={
                "unverified": sum(r.evidence_check == "unverified"
                                  or r.degraded == "unverified" for r in results),
                "inconsistent": sum(r.degraded == "inconsistent" for r in results),
                "stability_calls": state.stability_calls}),
            pass_marks={c.id: self.trust.mark(c.id) for c in self.rubric.criteria},
            close_call=state.close_call,
            near_bar_range=near_bar_range(self._pair_scores(results), self.trust,
                                          self.stability.margin),
            addressing=tuple(addressing.values()))

    def _plan(self, units: list[Unit], by_model: dict[str, tuple[Artifact, ...]],
              started: float, ceilings: Ceilings, ahead: Sequence[Estimate] = (),
              ) -> tuple[RunState, set[int], Estimate]:
        """Before the first call: the time budget, the estimate, and the units the ceilings
        cut (kept ungraded now, so the run never starts them). `ahead` is what the second
        look's questions, asked first, are expected to spend."""
        costs = CallCosts.of(self.judge, self.grade)
        planned = [(u, costs.expected(self._request(u, by_model))) for u in units]
        budget = effective_budget_seconds(self.grade, sum(len(u.criteria) for u in units),
                                          self.concurrency)
        state = RunState(started + budget, budget, ceilings, costs)
        affordable = state.ceilings.plan([*ahead, *(estimate for _, estimate in planned)]) \
            - len(ahead)
        cut = set()
        for unit, estimate in planned[affordable:]:
            if estimate.calls:  # a unit answered without a call costs nothing: it still runs
                cut.add(id(unit))
                degrade(self._request(unit, by_model), state, "ceiling",
                              f"{state.ceilings.tripped}, by the estimate made before the "
                              "first call")
        return state, cut, sum((estimate for _, estimate in planned), Estimate())

    def _executor(self, costs: CallCosts) -> ThreadPoolExecutor | InlineExecutor:
        """Threads for a judge that waits on an API; none for one that answers in-process,
        where a thread per request would only add its own cost (and wait for the GIL)."""
        if costs.calls_api:
            return ThreadPoolExecutor(max_workers=self.concurrency, thread_name_prefix="judge")
        return InlineExecutor()

    def _notes(self, expected: Estimate, state: RunState) -> tuple[str, ...]:
        notes = list(self.notes)
        if expected.calls:
            notes.append(estimate_note(expected))
        if state.close_call:
            notes.append(self._settling.note(state))
        if state.ceilings.tripped:
            cut = sum(v.degraded == "ceiling" for v in state.verdicts.values())
            notes.append(f"{state.ceilings.tripped}: {cut} pairs were not judged and count "
                         "as missing")
        return tuple(notes)

    def _fail_addressing(self, artifacts: Sequence[Artifact], refused: set[str],
                         caught: dict[str, Caught], state: RunState) -> None:
        """Every pair of an artifact that addresses the grader: 0, and no call to say so."""
        for artifact in artifacts:
            if artifact.artifact_id in refused:
                reasoning = fail_reasoning(caught[artifact.artifact_id])
                for criterion in self.rubric.criteria_for(artifact):
                    state.verdicts[(artifact.artifact_id, criterion.id)] = Verdict(
                        criterion.id, NOTHING, False, "", reasoning)

    def _keep_unguarded(self, artifacts: Sequence[Artifact], unguarded: frozenset[str],
                        state: RunState) -> None:
        """Every pair of an artifact the guard could not answer about: ungraded, missing."""
        for artifact in artifacts:
            if artifact.artifact_id in unguarded:
                for criterion in self.rubric.criteria_for(artifact):
                    state.verdicts[(artifact.artifact_id, criterion.id)] = Verdict(
                        criterion.id, None, False, "", f"Not graded: {UNGUARDED}.",
                        "unguarded")

    # -- planning --------------------------------------------------------------------------

    def _units(self, artifacts: Sequence[Artifact]) -> list[Unit]:
        return [Unit(artifact, criteria) for artifact in artifacts
                for criteria in self._batches(self.rubric.criteria_for(artifact))]

    def _batches(self, criteria: tuple[Criterion, ...]) -> list[tuple[Criterion, ...]]:
        """The requests an artifact's criteria are asked in: one, or one each."""
        if not criteria:
            return []
        return [criteria] if self.cost_mode == "batched" else [alone(c) for c in criteria]

    def _warm_up_split(
        self, units: list[Unit], by_model: dict[str, tuple[Artifact, ...]],
    ) -> tuple[list[Unit], list[Unit]]:
        """The first cache-writing unit of each model and criteria (the prompt's cached prefix
        holds both) runs alone first, so that the rest of its calls read the cache instead of
        all writing it at once."""
        first: dict[tuple[str, tuple[str, ...]], Unit] = {}
        for unit in units:
            prefix = (unit.artifact.model, tuple(c.id for c in unit.criteria))
            if prefix not in first and self.judge.wants_warm_up(self._request(unit, by_model)):
                first[prefix] = unit
        chosen = set(map(id, first.values()))
        return list(first.values()), [u for u in units if id(u) not in chosen]

    @staticmethod
    def _request(unit: Unit, by_model: dict[str, tuple[Artifact, ...]]) -> JudgeRequest:
        return JudgeRequest(unit.artifact, unit.criteria, by_model[unit.artifact.model])

    # -- running ---------------------------------------------------------------------------

    def _run_phase(self, pool: ThreadPoolExecutor | InlineExecutor, units: list[Unit],
                   by_model: dict[str, tuple[Artifact, ...]], state: RunState,
                   run_id: str) -> None:
        futures: list[Future[None]] = [
            pool.submit(self._run_unit, self._request(u, by_model), state, run_id)
            for u in units]
        done, pending = wait(futures, return_when=FIRST_EXCEPTION)
        for future in done:
            if future.cancelled():  # not run: an earlier unit failed
                continue
            error = future.exception()
            if error is not None:  # an audit write failed: stop, keep nothing half-audited
                for other in pending:
                    other.cancel()
                raise error

    def _run_unit(self, request: JudgeRequest, state: RunState, run_id: str) -> None:
        empty = [c for c in request.criteria if is_empty(request.artifact, c)]
        if empty:  # nothing drafted: 0, and no call to say so
            with state.lock:
                for criterion in empty:
                    state.verdicts[(request.artifact.artifact_id, criterion.id)] = \
                        nothing_drafted(criterion.id)
            if len(empty) == len(request.criteria):
                return
            request = JudgeRequest(request.artifact, tuple(
                c for c in request.criteria if c not in empty), request.model_artifacts)
        if state.fatal is not None:
            degrade(request, state, "call_failed", state.fatal)
            return
        if self.clock() >= state.deadline:
            degrade(request, state, "budget", "the grading budget "
                          f"({state.budget_seconds}s) ran out before this call")
            return
        outcome = self.judge_and_audit(request, state, run_id, state.deadline)
        if outcome is None:
            return
        if outcome.verdicts is None and len(request.criteria) > 1 \
                and outcome.failure == "unparseable":
            for criterion in request.criteria:  # batched reply unusable: ask one by one
                self._run_unit(JudgeRequest(request.artifact, (criterion,),
                                            request.model_artifacts), state, run_id)
            return
        self.keep(request, state, outcome)

    def keep(self, request: JudgeRequest, state: RunState, outcome: JudgeOutcome) -> None:
        if outcome.verdicts is None:
            degrade(request, state, outcome.failure or "call_failed", outcome.detail)
            return
        with state.lock:
            for verdict in outcome.verdicts.values():
                state.verdicts[(request.artifact.artifact_id, verdict.criterion_id)] = verdict

    def judge_and_audit(self, request: JudgeRequest, state: RunState, run_id: str,
                         deadline: float, ask: Callable[..., JudgeOutcome] | None = None,
                         ) -> JudgeOutcome | None:
        """Ask the judge (or `ask`, a close call's repeat), within the ceilings; None when a
        ceiling forbids the call (its pairs are then already kept ungraded with the reason,
        unless it was a repeat, whose pair keeps what it has)."""
        # A repeat always calls, even for a pair the verdict cache answered the first time.
        reserved = ask is not None or state.costs.makes_call(request)
        refused = state.ceilings.reserve() if reserved else None
        if refused is not None:
            if ask is None:
                degrade(request, state, "ceiling", refused)
            return None
        try:
            outcome = (ask or self.judge.judge)(request, deadline=deadline)
        except Exception as error:
            outcome = JudgeOutcome.failed(
                "call_failed", f"the judge failed unexpectedly ({type(error).__name__}: "
                f"{str(error)[:200]})")
        state.ceilings.settle(outcome.calls, reserved=reserved)
        if self.observe is not None:
            self.observe(request, outcome)
        with state.lock:
            state.records.extend(outcome.calls)
            if outcome.fatal and state.fatal is None:
                state.fatal = f"not attempted after a fatal judge error: {outcome.detail}"
        if self.audit is not None:
            self.audit.append(audit_record(
                request, outcome, run_id, judge=self.judge, cost_mode=self.cost_mode,
                rubric_hash=self.rubric.hash, prompt_hash=self._prompt_hash))
        return outcome

    def _passed(self, verdict: Verdict) -> bool:
        """An API judge's `passed` (held to the pass mark by its trust checks, or settled by
        it); a deterministic judge has no opinion beyond a fixed mark, so the pass mark
        decides."""
        if verdict.score is None:
            return False
        if self.judge.deterministic:
            return self.trust.passes(verdict.criterion_id, verdict.score)
        return verdict.passed

    def _pair_scores(self, results: Sequence[GradingResult]) -> list[PairScore]:
        return [PairScore(r.criterion_id, r.score, r.passed) for r in results
                if r.score is not None]

    @cached_property
    def _settling(self) -> Settling:
        return Settling(self, self.judge, self.rubric, self.grade, self.trust, self.stability,
                        self.clock, self._executor, self._passed)

    @cached_property
    def _prompt_hash(self) -> str:
        """Once per run, not per record: it reads every criterion."""
        return prompt_hash(self.rubric.criteria)
