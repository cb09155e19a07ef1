"""The docs grading run: artifacts × criteria → judge calls → a `GradingReport`.

Calls run concurrently (up to `gate.concurrency`) because a judge call spends its time waiting
on the network; the results come out in one fixed order (criterion-major, artifacts in file
order, as SignalForge orders them) whatever order the calls finish in, so two runs over the
same input produce the same report.

Three things are enforced here rather than in the judges:
- the `</ARTIFACT>` pre-flight, before the first call;
- the budget (`grade.total_budget_seconds`): a call not started in time is not started, and its
  pairs are kept ungraded with the reason;
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
from typing import Any, Literal

from gate import TOOL_NAME, __version__
from gate.clock import iso_now
from gate.config import Criterion, GradeConfig
from gate.docs.artifacts import Artifact, group_by_model
from gate.docs.audit import AuditLog
from gate.docs.models import Degrade, GradingReport, GradingResult, Usage
from gate.docs.prompts import check_envelopes, prompt_hash
from gate.docs.protocol import CallRecord, Judge, JudgeOutcome, JudgeRequest, Verdict
from gate.docs.rubric import Rubric

PairKey = tuple[str, str]  # (artifact_id, criterion_id)
CostMode = Literal["per_criterion", "batched"]


@dataclass(frozen=True)
class Unit:
    """One judge request: an artifact and the criteria asked together."""

    artifact: Artifact
    criteria: tuple[Criterion, ...]


@dataclass
class _RunState:
    deadline: float
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
    concurrency: int = 8
    cost_mode: CostMode = "per_criterion"
    audit: AuditLog | None = None
    notes: tuple[str, ...] = ()
    clock: Callable[[], float] = time.monotonic

    def grade_artifacts(self, artifacts: Sequence[Artifact]) -> GradingReport:
        check_envelopes(artifacts)
        ids = [a.artifact_id for a in artifacts]
        if len(set(ids)) != len(ids):  # verdicts are keyed by id: two would share one
            repeated = sorted(i for i, n in Counter(ids).items() if n > 1)
            raise ValueError(f"artifact ids must be unique; repeated: {repeated[:5]}")
        run_id, started_at, started = uuid.uuid4().hex, iso_now(), self.clock()
        state = _RunState(deadline=started + self.grade.total_budget_seconds)
        by_model = group_by_model(artifacts)
        units = self._units(artifacts)
        first, rest = self._warm_up_split(units, by_model)
        with ThreadPoolExecutor(max_workers=self.concurrency,
                                thread_name_prefix="judge") as pool:
            for phase in (first, rest):
                self._run_phase(pool, phase, by_model, state, run_id)
        results = self._results(artifacts, state.verdicts)
        return GradingReport(
            tool=TOOL_NAME, tool_version=__version__, run_id=run_id, timestamp=started_at,
            duration_seconds=round(self.clock() - started, 3), judge=self.judge.name,
            model=self.judge.model, cost_mode=self.cost_mode, notes=self.notes,
            rubric_hash=self.rubric.hash, rubric=self.rubric.criteria,
            thresholds=(self.grade.min_pass_rate, self.grade.min_mean_score),
            results=tuple(results), usage=_usage(state.records))

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
        """The first cache-writing unit of each model runs alone first, so that the rest of
        its model's calls read the cache instead of all writing it at once."""
        first: dict[str, Unit] = {}
        for unit in units:
            if unit.artifact.model not in first and self.judge.wants_warm_up(
                    self._request(unit, by_model)):
                first[unit.artifact.model] = unit
        chosen = set(map(id, first.values()))
        return list(first.values()), [u for u in units if id(u) not in chosen]

    @staticmethod
    def _request(unit: Unit, by_model: dict[str, tuple[Artifact, ...]]) -> JudgeRequest:
        return JudgeRequest(unit.artifact, unit.criteria, by_model[unit.artifact.model])

    # -- running ---------------------------------------------------------------------------

    def _run_phase(self, pool: ThreadPoolExecutor, units: list[Unit],
                   by_model: dict[str, tuple[Artifact, ...]], state: _RunState,
                   run_id: str) -> None:
        futures: list[Future[None]] = [
            pool.submit(self._run_unit, self._request(u, by_model), state, run_id)
            for u in units]
        done, pending = wait(futures, return_when=FIRST_EXCEPTION)
        for future in done:
            error = future.exception()
            if error is not None:  # an audit write failed: stop, keep nothing half-audited
                for other in pending:
                    other.cancel()
                raise error

    def _run_unit(self, request: JudgeRequest, state: _RunState, run_id: str) -> None:
        if state.fatal is not None:
            self._degrade(request, state, "call_failed", state.fatal)
            return
        if self.clock() >= state.deadline:
            self._degrade(request, state, "budget", "the grading budget "
                          f"({self.grade.total_budget_seconds:g}s) ran out before this call")
            return
        outcome = self._judge_and_audit(request, state, run_id)
        if outcome.verdicts is None and len(request.criteria) > 1 \
                and outcome.failure == "unparseable":
            for criterion in request.criteria:  # batched reply unusable: ask one by one
                self._run_unit(JudgeRequest(request.artifact, (criterion,),
                                            request.model_artifacts), state, run_id)
            return
        if outcome.verdicts is None:
            self._degrade(request, state, outcome.failure or "call_failed", outcome.detail)
            return
        with state.lock:
            for verdict in outcome.verdicts.values():
                state.verdicts[(request.artifact.artifact_id, verdict.criterion_id)] = verdict

    def _judge_and_audit(self, request: JudgeRequest, state: _RunState,
                         run_id: str) -> JudgeOutcome:
        try:
            outcome = self.judge.judge(request, deadline=state.deadline)
        except Exception as error:
            outcome = JudgeOutcome.failed(
                "call_failed", f"the judge failed unexpectedly ({type(error).__name__}: "
                f"{str(error)[:200]})")
        with state.lock:
            state.records.extend(outcome.calls)
            if outcome.fatal and state.fatal is None:
                state.fatal = f"not attempted after a fatal judge error: {outcome.detail}"
        if self.audit is not None:
            self.audit.append(self._audit_record(request, outcome, run_id))
        return outcome

    def _degrade(self, request: JudgeRequest, state: _RunState, reason: Degrade,
                 detail: str) -> None:
        with state.lock:
            for criterion in request.criteria:
                state.verdicts[(request.artifact.artifact_id, criterion.id)] = Verdict(
                    criterion.id, None, False, "", f"Not graded: {detail}.", reason)

    def _audit_record(self, request: JudgeRequest, outcome: JudgeOutcome,
                      run_id: str) -> dict[str, Any]:
        artifact = request.artifact
        call = _merged(outcome.calls)
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
            "prompt_hash": prompt_hash(self.rubric.criteria),
            "response_hash": call.response_hash, "source": call.source,
        }

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
                    line=artifact.line, cached=verdict.cached,
                    evaluator=self.judge.name if verdict.score is not None else None))
        return results


def _merged(calls: Sequence[CallRecord]) -> CallRecord:
    if len(calls) == 1:
        return calls[0]
    costs = [c.cost_usd for c in calls]
    return CallRecord(
        attempts=sum(c.attempts for c in calls),
        latency_seconds=sum(c.latency_seconds for c in calls),
        input_tokens=sum(c.input_tokens for c in calls),
        output_tokens=sum(c.output_tokens for c in calls),
        cache_creation_input_tokens=sum(c.cache_creation_input_tokens for c in calls),
        cache_read_input_tokens=sum(c.cache_read_input_tokens for c in calls),
        cost_usd=None if None in costs else sum(c or 0.0 for c in costs),
        response_hash=";".join(c.response_hash for c in calls if c.response_hash),
        source=";".join(c.source for c in calls if c.source) or None)


def _usage(records: Sequence[CallRecord]) -> Usage:
    api_calls = [r for r in records if r.source is None]
    costs = [r.cost_usd for r in api_calls]
    return Usage(
        calls=len(api_calls),
        retries=sum(max(0, r.attempts - 1) for r in api_calls),
        input_tokens=sum(r.input_tokens for r in api_calls),
        output_tokens=sum(r.output_tokens for r in api_calls),
        cache_creation_input_tokens=sum(r.cache_creation_input_tokens for r in api_calls),
        cache_read_input_tokens=sum(r.cache_read_input_tokens for r in api_calls),
        cost_usd=None if None in costs else round(sum(c or 0.0 for c in costs), 6))


