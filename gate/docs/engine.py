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
  pre-flight: with `addressing: fail` every pair of its artifact scores 0 without a call, with
  `flag` it is judged as usual; either way each of its results names the phrase. Every judge,
  the offline ones included, is reached through here, so the rule holds for all of them;
- the time budget and the `max_grade_*` ceilings (`gate.docs.budget`): a call not started in
  time, or past a ceiling, is not started, and its pairs are kept ungraded with the reason;
- the bounded sweep: after the main pass, pairs that failed for a passing reason (a call that
  failed, an unparseable reply) are asked again one at a time, for up to `sweep_max_rounds`
  rounds with `sweep_cooldown_seconds` between them, within `sweep_budget_seconds`, before
  they stay ungraded;
- batching (`gate.cost_mode: batched`): one call per artifact for all its criteria, and when a
  batched reply is unusable, that artifact alone falls back to one call per criterion.
A judge that reports a fatal failure (a rejected API key) stops further calls: the remaining
pairs are reported ungraded with that reason instead of failing one by one.

After the sweep, a **close call** (`gate.docs.trust.close_call`: the pairs near their pass mark
could move the run across a bar) has those pairs asked again and decided on their medians
(`gate.docs.trust.settle`), each repeat within the ceilings and the sweep's time bound.
"""

from __future__ import annotations

import threading
import time
import uuid
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_EXCEPTION, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Literal

from gate import TOOL_NAME, __version__
from gate.configure.config import Criterion, GradeConfig, StabilitySettings
from gate.core.clock import iso_now
from gate.core.inline_executor import InlineExecutor
from gate.docs.addressing.findings import AddressingMode, Caught, caught_all, fail_reasoning
from gate.docs.artifacts import Artifact, group_by_model
from gate.docs.audit import AuditLog
from gate.docs.budget import (
    CallCosts,
    Ceilings,
    Estimate,
    effective_budget_seconds,
    estimate_call,
    estimate_note,
    merged,
    usage,
)
from gate.docs.contract.envelope import check_envelopes
from gate.docs.contract.prompts import EMPTY_REASONING, is_empty, prompt_hash
from gate.docs.contract.rubric import Rubric
from gate.docs.judges.seam import CallRecord, Judge, JudgeOutcome, JudgeRequest, Verdict
from gate.docs.models import Degrade, GradingReport, GradingResult, ScoreSpread, fully_given
from gate.docs.trust.close_call import PairScore, is_close_call, near_bar, near_bar_range
from gate.docs.trust.rules import TrustRules
from gate.docs.trust.settle import Repeatable, is_settled, settled_verdict

PairKey = tuple[str, str]  # (artifact_id, criterion_id)
_GRADED = Verdict("", 0.0, False)
CostMode = Literal["per_criterion", "batched"]
#: Failures that may pass on a calmer retry; the sweep asks these pairs again.
TRANSIENT: frozenset[Degrade | None] = frozenset({"call_failed", "unparseable"})


@dataclass(frozen=True)
class Unit:
    """One judge request: an artifact and the criteria asked together."""

    artifact: Artifact
    criteria: tuple[Criterion, ...]


@dataclass
class _RunState:
    deadline: float
    budget_seconds: int
    ceilings: Ceilings
    costs: CallCosts
    verdicts: dict[PairKey, Verdict] = field(default_factory=dict)
    records: list[CallRecord] = field(default_factory=list)
    fatal: str | None = None
    lock: threading.Lock = field(default_factory=threading.Lock)
    close_call: bool = False
    settling: Estimate = field(default_factory=Estimate)  # what the repeats were expected to cost
    stability_calls: int = 0
    settled: int = 0
    settled_before: int = 0  # near-bar pairs an earlier run settled (their draws were cached)


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

    def grade_artifacts(self, artifacts: Sequence[Artifact]) -> GradingReport:
        check_envelopes(artifacts)
        ids = [a.artifact_id for a in artifacts]
        if len(set(ids)) != len(ids):  # verdicts are keyed by id: two would share one
            repeated = sorted(i for i, n in Counter(ids).items() if n > 1)
            raise ValueError(f"artifact ids must be unique; repeated: {repeated[:5]}")
        caught = caught_all(artifacts)
        refused = set(caught) if self.addressing == "fail" else set()
        run_id, started_at, started = uuid.uuid4().hex, iso_now(), self.clock()
        # A refused text reaches no judge, not even as a sibling in another pair's context.
        judged = [a for a in artifacts if a.artifact_id not in refused]
        by_model = group_by_model(judged)
        first, rest = self._warm_up_split(self._units(judged), by_model)
        state, cut, expected = self._plan([*first, *rest], by_model, started)
        self._fail_addressing(artifacts, refused, caught, state)
        with self._executor(state.costs) as pool:
            for phase in (first, rest):
                self._run_phase(pool, [u for u in phase if id(u) not in cut], by_model,
                                state, run_id)
        self._sweep(artifacts, by_model, state, run_id)
        self._settle_close_call(artifacts, by_model, state, run_id, refused)
        results = self._results(artifacts, state.verdicts, caught, refused)
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
                                          self.stability.margin))

    def _plan(self, units: list[Unit], by_model: dict[str, tuple[Artifact, ...]],
              started: float) -> tuple[_RunState, set[int], Estimate]:
        """Before the first call: the time budget, the estimate, and the units the ceilings
        cut (kept ungraded now, so the run never starts them)."""
        costs = CallCosts.of(self.judge, self.grade)
        planned = [(u, costs.expected(self._request(u, by_model))) for u in units]
        budget = effective_budget_seconds(self.grade, sum(len(u.criteria) for u in units),
                                          self.concurrency)
        state = _RunState(started + budget, budget, Ceilings(self.grade), costs)
        affordable = state.ceilings.plan([estimate for _, estimate in planned])
        cut = set()
        for unit, estimate in planned[affordable:]:
            if estimate.calls:  # a unit answered without a call costs nothing: it still runs
                cut.add(id(unit))
                self._degrade(self._request(unit, by_model), state, "ceiling",
                              f"{state.ceilings.tripped}, by the estimate made before the "
                              "first call")
        return state, cut, sum((estimate for _, estimate in planned), Estimate())

    def _executor(self, costs: CallCosts) -> ThreadPoolExecutor | InlineExecutor:
        """Threads for a judge that waits on an API; none for one that answers in-process,
        where a thread per request would only add its own cost (and wait for the GIL)."""
        if costs.calls_api:
            return ThreadPoolExecutor(max_workers=self.concurrency, thread_name_prefix="judge")
        return InlineExecutor()

    def _notes(self, expected: Estimate, state: _RunState) -> tuple[str, ...]:
        notes = list(self.notes)
        if expected.calls:
            notes.append(estimate_note(expected))
        if state.close_call:
            notes.append(self._close_call_note(state))
        if state.ceilings.tripped:
            cut = sum(v.degraded == "ceiling" for v in state.verdicts.values())
            notes.append(f"{state.ceilings.tripped}: {cut} pairs were not judged and count "
                         "as missing")
        return tuple(notes)

    def _fail_addressing(self, artifacts: Sequence[Artifact], refused: set[str],
                         caught: dict[str, Caught], state: _RunState) -> None:
        """Every pair of an artifact that addresses the grader: 0, and no call to say so."""
        for artifact in artifacts:
            if artifact.artifact_id in refused:
                reasoning = fail_reasoning(caught[artifact.artifact_id])
                for criterion in self.rubric.criteria_for(artifact):
                    state.verdicts[(artifact.artifact_id, criterion.id)] = Verdict(
                        criterion.id, 0.0, False, "", reasoning)

    # -- planning --------------------------------------------------------------------------

    def _units(self, artifacts: Sequence[Artifact]) -> list[Unit]:
        units = []
        for artifact in artifacts:
            criteria = self.rubric.criteria_for(artifact)
            if not criteria:
                continue
            if self.cost_mode == "batched":
                units.append(Unit(artifact, criteria))
            else:
                units += [Unit(artifact, (criterion,)) for criterion in criteria]
        return units

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
                   by_model: dict[str, tuple[Artifact, ...]], state: _RunState,
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

    def _run_unit(self, request: JudgeRequest, state: _RunState, run_id: str) -> None:
        empty = [c for c in request.criteria if is_empty(request.artifact, c)]
        if empty:  # nothing drafted: 0, and no call to say so
            with state.lock:
                for criterion in empty:
                    state.verdicts[(request.artifact.artifact_id, criterion.id)] = Verdict(
                        criterion.id, 0.0, False, "", EMPTY_REASONING)
            if len(empty) == len(request.criteria):
                return
            request = JudgeRequest(request.artifact, tuple(
                c for c in request.criteria if c not in empty), request.model_artifacts)
        if state.fatal is not None:
            self._degrade(request, state, "call_failed", state.fatal)
            return
        if self.clock() >= state.deadline:
            self._degrade(request, state, "budget", "the grading budget "
                          f"({state.budget_seconds}s) ran out before this call")
            return
        outcome = self._judge_and_audit(request, state, run_id, state.deadline)
        if outcome is None:
            return
        if outcome.verdicts is None and len(request.criteria) > 1 \
                and outcome.failure == "unparseable":
            for criterion in request.criteria:  # batched reply unusable: ask one by one
                self._run_unit(JudgeRequest(request.artifact, (criterion,),
                                            request.model_artifacts), state, run_id)
            return
        self._keep(request, state, outcome)

    def _keep(self, request: JudgeRequest, state: _RunState, outcome: JudgeOutcome) -> None:
        if outcome.verdicts is None:
            self._degrade(request, state, outcome.failure or "call_failed", outcome.detail)
            return
        with state.lock:
            for verdict in outcome.verdicts.values():
                state.verdicts[(request.artifact.artifact_id, verdict.criterion_id)] = verdict

    def _judge_and_audit(self, request: JudgeRequest, state: _RunState, run_id: str,
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
                self._degrade(request, state, "ceiling", refused)
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
            self.audit.append(self._audit_record(request, outcome, run_id))
        return outcome

    # -- the bounded sweep -----------------------------------------------------------------

    def _sweep(self, artifacts: Sequence[Artifact], by_model: dict[str, tuple[Artifact, ...]],
               state: _RunState, run_id: str) -> None:
        """Ask the pairs that failed for a passing reason again, one at a time (no second
        burst at a struggling service), in report order, in bounded rounds and time."""
        deadline = self.clock() + self.grade.sweep_budget_seconds
        by_id = {a.artifact_id: a for a in artifacts}
        for _ in range(self.grade.sweep_max_rounds):
            failed = [(artifact, criterion) for criterion in self.rubric.criteria
                      for artifact in artifacts
                      if state.verdicts.get((artifact.artifact_id, criterion.id),
                                            _GRADED).degraded in TRANSIENT]
            if not failed or state.fatal is not None:
                return
            cooldown = self.grade.sweep_cooldown_seconds
            if self.clock() + cooldown >= deadline:
                return
            if cooldown > 0:
                self.sleep(cooldown)
            for artifact, criterion in failed:
                if self.clock() >= deadline or state.fatal is not None:
                    return
                request = JudgeRequest(by_id[artifact.artifact_id], (criterion,),
                                       by_model[artifact.model])
                outcome = self._judge_and_audit(request, state, run_id, deadline)
                if outcome is not None:
                    self._keep(request, state, outcome)

    # -- close calls -----------------------------------------------------------------------

    def _settle_close_call(self, artifacts: Sequence[Artifact],
                           by_model: dict[str, tuple[Artifact, ...]], state: _RunState,
                           run_id: str, refused: set[str]) -> None:
        """Decide whether the first answers make a close call; if so, and the judge can be
        asked again, ask each unsettled near-bar pair `repeats` more times (pairs in
        parallel, each pair's repeats in turn) and keep its median. Every scored pair counts
        in the close call, but a pair scored 0 without a call (empty text, or text that
        addresses the grader) is never asked: its 0 is a rule's, not the judge's noise."""
        keyed = [(artifact, criterion) for criterion in self.rubric.criteria
                 for artifact in artifacts if self.rubric.applies(criterion, artifact)]
        scored = [(a, c, state.verdicts[(a.artifact_id, c.id)]) for a, c in keyed
                  if state.verdicts[(a.artifact_id, c.id)].score is not None]
        pairs = [PairScore(c.id, v.score or 0.0, self._passed(v)) for _, c, v in scored]
        margin = self.stability.margin
        judge = self.judge
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
        state.settling = Estimate(expected.calls * self.stability.repeats,
                                  expected.input_tokens * self.stability.repeats,
                                  expected.output_tokens * self.stability.repeats,
                                  None if expected.cost_usd is None
                                  else expected.cost_usd * self.stability.repeats)
        deadline = self.clock() + self.grade.sweep_budget_seconds
        with self._executor(state.costs) as pool:
            futures = [pool.submit(self._settle_pair, request, judge, state, run_id, deadline)
                       for request in chosen]
            for future in futures:
                future.result()

    def _settle_pair(self, request: JudgeRequest, judge: Repeatable, state: _RunState,
                     run_id: str, deadline: float) -> None:
        key = (request.artifact.artifact_id, request.criteria[0].id)
        draws = [state.verdicts[key]]
        calls = []
        for _ in range(self.stability.repeats):
            if self.clock() >= deadline or state.fatal is not None:
                break
            outcome = self._judge_and_audit(request, state, run_id, deadline,
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

    def _close_call_note(self, state: _RunState) -> str:
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

    def _passed(self, verdict: Verdict) -> bool:
        """An API judge's `passed` (held to the pass mark by its trust checks, or settled by
        it); an offline judge has no opinion beyond a fixed mark, so the pass mark decides."""
        if verdict.score is None:
            return False
        if self.judge.name in ("heuristic", "scores"):
            return self.trust.passes(verdict.criterion_id, verdict.score)
        return verdict.passed

    def _pair_scores(self, results: Sequence[GradingResult]) -> list[PairScore]:
        return [PairScore(r.criterion_id, r.score, r.passed) for r in results
                if r.score is not None]

    def _degrade(self, request: JudgeRequest, state: _RunState, reason: Degrade,
                 detail: str) -> None:
        with state.lock:
            for criterion in request.criteria:
                state.verdicts[(request.artifact.artifact_id, criterion.id)] = Verdict(
                    criterion.id, None, False, "", f"Not graded: {detail}.", reason)

    def _audit_record(self, request: JudgeRequest, outcome: JudgeOutcome,
                      run_id: str) -> dict[str, Any]:
        artifact = request.artifact
        call = merged(outcome.calls)
        verdicts = outcome.verdicts or {}
        return {
            "tool": TOOL_NAME, "tool_version": __version__, "run_id": run_id,
            "timestamp": iso_now(), "judge": self.judge.name, "model": self.judge.model,
            "cost_mode": self.cost_mode, "artifact_id": artifact.artifact_id,
            "file": artifact.file, "line": artifact.line,
            "criteria": [c.id for c in request.criteria],
            "outcome": "scored" if outcome.verdicts is not None else "degraded",
            "degraded": outcome.failure, "violation": outcome.violation,
            "detail": outcome.detail[:500] or None,
            "results": [{"criterion_id": v.criterion_id, "score": v.score, "passed": v.passed}
                        for v in verdicts.values()],
            "attempts": call.attempts, "latency_seconds": round(call.latency_seconds, 3),
            "input_tokens": call.input_tokens, "output_tokens": call.output_tokens,
            "cache_creation_input_tokens": call.cache_creation_input_tokens,
            "cache_read_input_tokens": call.cache_read_input_tokens,
            "cost_usd": call.cost_usd, "rubric_hash": self.rubric.hash,
            "prompt_hash": self._prompt_hash,
            "response_hash": call.response_hash, "source": call.source,
        }

    @cached_property
    def _prompt_hash(self) -> str:
        """Once per run, not per record: it reads every criterion."""
        return prompt_hash(self.rubric.criteria)

    def _results(self, artifacts: Sequence[Artifact], verdicts: dict[PairKey, Verdict],
                 caught: dict[str, Caught], refused: set[str]) -> list[GradingResult]:
        results = []
        for criterion in self.rubric.criteria:
            for artifact in artifacts:
                if not self.rubric.applies(criterion, artifact):
                    continue
                verdict = verdicts[(artifact.artifact_id, criterion.id)]
                found = caught.get(artifact.artifact_id)
                scores = verdict.scores
                results.append(fully_given(GradingResult(
                    artifact_id=artifact.artifact_id, criterion_id=criterion.id,
                    score=verdict.score, passed=self._passed(verdict),
                    evidence_check=verdict.evidence_check if verdict.score is not None
                    else None,
                    near_bar=verdict.score is not None and near_bar(
                        verdict.score, self.trust.mark(criterion.id), self.stability.margin),
                    spread=ScoreSpread(min=min(scores), max=max(scores), n=len(scores),
                                       scores=scores) if len(scores) > 1 else None,
                    evidence=verdict.evidence, reasoning=verdict.reasoning,
                    degraded=verdict.degraded, kind=artifact.kind, file=artifact.file,
                    line=artifact.line, text_from=artifact.text_from, cached=verdict.cached,
                    addresses_judge=found.phrase if found is not None else None,
                    evaluator=None if verdict.score is None
                    or verdict.reasoning == EMPTY_REASONING
                    or artifact.artifact_id in refused else self.judge.name)))
        return results
