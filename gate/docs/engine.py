"""The docs grading run: artifacts × criteria → judge calls → a `GradingReport`.

Calls run concurrently (up to `grade.max_concurrent_calls`) because a judge call spends its
time waiting on the network; an offline judge, which waits on nothing, answers in the calling
thread. The results come out in one fixed order (criterion-major, artifacts in file order, as
SignalForge orders them) whatever order the calls finish in, so two runs over the same input
produce the same report.

What is enforced here rather than in the judges:
- the envelope pre-flight (`gate.docs.envelope`), before the first call, and empty drafted
  text, scored 0 without a call;
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
from gate.clock import iso_now
from gate.config import Criterion, GradeConfig
from gate.docs.artifacts import Artifact, group_by_model
from gate.docs.audit import AuditLog
from gate.docs.budget import (
    CallCosts,
    Ceilings,
    Estimate,
    effective_budget_seconds,
    estimate_note,
    merged,
    usage,
)
from gate.docs.envelope import check_envelopes
from gate.docs.judges.seam import CallRecord, Judge, JudgeOutcome, JudgeRequest, Verdict
from gate.docs.models import Degrade, GradingReport, GradingResult
from gate.docs.prompts import EMPTY_REASONING, is_empty, prompt_hash
from gate.docs.rubric import Rubric

PairKey = tuple[str, str]  # (artifact_id, criterion_id)
_GRADED = Verdict("", 0.0, False)
CostMode = Literal["per_criterion", "batched"]
#: Failures that may pass on a calmer retry; the sweep asks these pairs again.
TRANSIENT: frozenset[Degrade | None] = frozenset({"call_failed", "unparseable"})


class InlineExecutor:
    """Runs each submitted unit at once, in the calling thread; after one fails, the rest are
    cancelled, as the thread pool's are."""

    def __init__(self) -> None:
        self.failed = False

    def __enter__(self) -> InlineExecutor:
        return self

    def __exit__(self, *_: object) -> None:
        return None

    def submit(self, work: Callable[..., None], /, *args: Any) -> Future[None]:
        future: Future[None] = Future()
        if self.failed:
            future.cancel()
            return future
        try:
            work(*args)
        except Exception as error:  # handed to the caller through the future, as a pool does
            self.failed = True
            future.set_exception(error)
        else:
            future.set_result(None)
        return future


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

    def grade_artifacts(self, artifacts: Sequence[Artifact]) -> GradingReport:
        check_envelopes(artifacts)
        ids = [a.artifact_id for a in artifacts]
        if len(set(ids)) != len(ids):  # verdicts are keyed by id: two would share one
            repeated = sorted(i for i, n in Counter(ids).items() if n > 1)
            raise ValueError(f"artifact ids must be unique; repeated: {repeated[:5]}")
        run_id, started_at, started = uuid.uuid4().hex, iso_now(), self.clock()
        by_model = group_by_model(artifacts)
        first, rest = self._warm_up_split(self._units(artifacts), by_model)
        state, cut, expected = self._plan([*first, *rest], by_model, started)
        with self._executor(state.costs) as pool:
            for phase in (first, rest):
                self._run_phase(pool, [u for u in phase if id(u) not in cut], by_model,
                                state, run_id)
        self._sweep(artifacts, by_model, state, run_id)
        return GradingReport(
            tool=TOOL_NAME, tool_version=__version__, run_id=run_id, timestamp=started_at,
            duration_seconds=round(self.clock() - started, 3), judge=self.judge.name,
            model=self.judge.model, cost_mode=self.cost_mode,
            notes=self._notes(expected, state),
            rubric_hash=self.rubric.hash, rubric=self.rubric.criteria,
            thresholds=(self.grade.min_pass_rate, self.grade.min_mean_score),
            results=tuple(self._results(artifacts, state.verdicts)),
            usage=usage(state.records, expected))

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
        if state.ceilings.tripped:
            cut = sum(v.degraded == "ceiling" for v in state.verdicts.values())
            notes.append(f"{state.ceilings.tripped}: {cut} pairs were not judged and count "
                         "as missing")
        return tuple(notes)

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
                         deadline: float) -> JudgeOutcome | None:
        """Ask the judge, within the ceilings; None when a ceiling forbids the call (its
        pairs are then already kept ungraded with the reason)."""
        reserved = state.costs.makes_call(request)
        refused = state.ceilings.reserve() if reserved else None
        if refused is not None:
            self._degrade(request, state, "ceiling", refused)
            return None
        try:
            outcome = self.judge.judge(request, deadline=deadline)
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

    def _results(self, artifacts: Sequence[Artifact],
                 verdicts: dict[PairKey, Verdict]) -> list[GradingResult]:
        results = []
        for criterion in self.rubric.criteria:
            for artifact in artifacts:
                if not self.rubric.applies(criterion, artifact):
                    continue
                verdict = verdicts[(artifact.artifact_id, criterion.id)]
                results.append(GradingResult(
                    artifact_id=artifact.artifact_id, criterion_id=criterion.id,
                    score=verdict.score, passed=verdict.passed and verdict.score is not None,
                    evidence=verdict.evidence, reasoning=verdict.reasoning,
                    degraded=verdict.degraded, kind=artifact.kind, file=artifact.file,
                    line=artifact.line, text_from=artifact.text_from, cached=verdict.cached,
                    evaluator=None if verdict.score is None
                    or verdict.reasoning == EMPTY_REASONING else self.judge.name))
        return results
