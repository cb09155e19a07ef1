"""What a docs run may spend: time, calls, tokens and dollars, as SignalForge bounds them.

- **Time.** `grade.total_budget_seconds: null` (SignalForge's default) sizes the budget to the
  work: `budget_base_seconds + budget_per_pair_seconds × ⌈pairs ÷ concurrency⌉`; an explicit
  value caps that (the smaller wins). The bounded sweep has its own `sweep_budget_seconds`.
- **Ceilings.** `max_grade_calls`, `max_grade_cost_usd` and `max_grade_tokens` (off when null).
  Before the first call the run is planned against an estimate, and only the units that fit
  under every ceiling are asked; while running, a unit is not started once the calls made (and
  in flight) or the tokens or dollars actually spent reach a ceiling. A unit cut off keeps its
  pairs `null` with the reason `ceiling`: missing pieces for the verdict, never passes.
- **What counts.** Only records of real API calls (`CallRecord.source is None`) count against
  the ceilings and the usage totals. A judge wrapper that answers from a cache makes no call,
  returns no such record, and so never spends a ceiling; it can also say ahead of time that it
  needs no call (`Judge.needs_call`), so the estimate covers only the pairs that miss.

The estimate: input tokens are the prompt's characters ÷ 4 (the judge says how long its prompt
is), charged at the input price as if no prompt-cache read discounted them; output tokens are a
typical reply of `TYPICAL_REPLY_TOKENS` per criterion (never more than `max_output_tokens`),
charged at the output price.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Protocol, cast, runtime_checkable

from gate.configure.config import GradeConfig
from gate.docs.models import Usage
from gate.docs.seam.judge import CallRecord, JudgeRequest
from gate.docs.seam.pricing import price_of

#: SignalForge sizes a grade reply at about 150 tokens; 200 leaves room for longer evidence.
TYPICAL_REPLY_TOKENS = 200
CHARS_PER_TOKEN = 4


def effective_budget_seconds(grade: GradeConfig, pairs: int, concurrency: int) -> int:
    """SignalForge's scaled wall-clock budget, rounded up to whole seconds as it does."""
    scaled = float(grade.budget_base_seconds)  # as SignalForge: float, then rounded up
    if pairs > 0:
        scaled += grade.budget_per_pair_seconds * math.ceil(pairs / concurrency)
    if grade.total_budget_seconds is not None:
        scaled = min(scaled, grade.total_budget_seconds)
    return math.ceil(scaled)


@dataclass(frozen=True)
class Estimate:
    """What one or more calls are expected to spend."""

    calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    cost_usd: float | None = 0.0

    @property
    def tokens(self) -> int:
        return self.input_tokens + self.output_tokens

    def __add__(self, other: Estimate) -> Estimate:
        cost = None if self.cost_usd is None or other.cost_usd is None \
            else self.cost_usd + other.cost_usd
        return Estimate(self.calls + other.calls, self.input_tokens + other.input_tokens,
                        self.output_tokens + other.output_tokens, cost)


def estimate_call(grade: GradeConfig, prompt_chars: int, criteria: int) -> Estimate:
    """One call's expected spend; the output tokens are priced at the output price."""
    input_tokens = math.ceil(prompt_chars / CHARS_PER_TOKEN)
    output_tokens = criteria * min(TYPICAL_REPLY_TOKENS, grade.max_output_tokens)
    price = price_of(grade.model)
    cost = None if price is None else (
        input_tokens * price.input + output_tokens * price.output) / 1_000_000
    return Estimate(1, input_tokens, output_tokens, cost)


@dataclass
class Ceilings:
    """The `max_grade_*` ceilings and what has been spent against them (thread-safe)."""

    grade: GradeConfig
    calls: int = 0  # calls made or in flight
    tokens: int = 0
    cost_usd: float = 0.0
    tripped: str | None = None  # the first ceiling that stopped a unit, for the report
    lock: threading.Lock = field(default_factory=threading.Lock)

    def plan(self, estimates: Sequence[Estimate]) -> int:
        """How many of the units, in order, fit under every ceiling by their estimate, on
        top of what was already spent (the addressing guard's calls)."""
        total = Estimate(self.calls, self.tokens, 0, self.cost_usd)
        if self.grade.max_grade_cost_usd is not None and any(
                e.cost_usd is None for e in estimates):
            self.tripped = (f"no price is known for {self.grade.model}, so the cost ceiling "
                            "grade.max_grade_cost_usd cannot be kept")
            return 0
        for index, estimate in enumerate(estimates):
            total = total + estimate
            reason = self._exceeded(total.calls, total.tokens, total.cost_usd, planned=True)
            if reason is not None:
                self.tripped = self.tripped or reason
                return index
        return len(estimates)

    def reserve(self) -> str | None:
        """Claim one call; the reason it may not be made when a ceiling is reached."""
        with self.lock:
            reason = self._exceeded(self.calls + 1, self.tokens, self.cost_usd, planned=False)
            if reason is not None:
                self.tripped = self.tripped or reason
                return reason
            self.calls += 1
            return None

    def settle(self, records: Iterable[CallRecord], *, reserved: bool) -> None:
        """Replace the reservation with what the calls actually spent (none from a cache)."""
        api = [r for r in records if r.source is None]
        with self.lock:
            self.calls += len(api) - reserved
            self.tokens += sum(_tokens(r) for r in api)
            self.cost_usd += sum(r.cost_usd or 0.0 for r in api)

    def _exceeded(self, calls: int, tokens: int, cost: float | None,
                  *, planned: bool) -> str | None:
        grade, verb = self.grade, ("would pass" if planned else "was reached:")
        if grade.max_grade_calls is not None and calls > grade.max_grade_calls:
            return f"the call ceiling {verb} grade.max_grade_calls {grade.max_grade_calls}"
        # A call may start below a token or dollar ceiling and end above it (as in SignalForge);
        # no call starts once one is met. A plan may use all of a ceiling, never more.
        def over(spent: float, limit: float) -> bool:
            return spent > limit if planned else spent >= limit

        if grade.max_grade_tokens is not None and over(tokens, grade.max_grade_tokens):
            return f"the token ceiling {verb} grade.max_grade_tokens {grade.max_grade_tokens}"
        if grade.max_grade_cost_usd is not None and cost is not None \
                and over(cost, grade.max_grade_cost_usd):
            return (f"the cost ceiling {verb} grade.max_grade_cost_usd "
                    f"${grade.max_grade_cost_usd:g}")
        return None


def _tokens(record: CallRecord) -> int:
    return (record.input_tokens + record.output_tokens + record.cache_creation_input_tokens
            + record.cache_read_input_tokens)


def merged(calls: Sequence[CallRecord]) -> CallRecord:
    """One audit record for the calls one unit made."""
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


def usage(records: Sequence[CallRecord], estimate: Estimate) -> Usage:
    """What the run spent (real API calls only) next to what it was expected to spend."""
    api_calls = [r for r in records if r.source is None]
    costs = [r.cost_usd for r in api_calls]
    return Usage(
        calls=len(api_calls),
        retries=sum(max(0, r.attempts - 1) for r in api_calls),
        input_tokens=sum(r.input_tokens for r in api_calls),
        output_tokens=sum(r.output_tokens for r in api_calls),
        cache_creation_input_tokens=sum(r.cache_creation_input_tokens for r in api_calls),
        cache_read_input_tokens=sum(r.cache_read_input_tokens for r in api_calls),
        cost_usd=None if None in costs else round(sum(c or 0.0 for c in costs), 6),
        estimated_calls=estimate.calls,
        estimated_input_tokens=estimate.input_tokens,
        estimated_output_tokens=estimate.output_tokens,
        estimated_cost_usd=None if estimate.cost_usd is None else round(estimate.cost_usd, 6))


@runtime_checkable
class Estimable(Protocol):
    """A judge that calls an API says how long its prompt for a request is."""

    def prompt_chars(self, request: JudgeRequest) -> int: ...


@runtime_checkable
class MayAnswerWithoutCall(Protocol):
    """A judge (a cache in front of another) that can tell ahead of time it needs no call."""

    def needs_call(self, request: JudgeRequest) -> bool: ...


@dataclass(frozen=True)
class CallCosts:
    """What asking a judge about a request spends, for one run's judge.

    Whether the judge calls an API at all, and whether it can answer without one, is decided
    once: a runtime protocol check costs tens of microseconds, which a run of 300,000 pairs
    would pay twice per pair.
    """

    judge: object
    grade: GradeConfig
    calls_api: bool
    may_answer_without_call: bool

    @classmethod
    def of(cls, judge: object, grade: GradeConfig) -> CallCosts:
        return cls(judge, grade, isinstance(judge, Estimable),
                   isinstance(judge, MayAnswerWithoutCall))

    def makes_call(self, request: JudgeRequest) -> bool:
        """Whether asking about `request` calls an API (and so spends the ceilings)."""
        if not self.calls_api:
            return False
        return not self.may_answer_without_call \
            or cast(MayAnswerWithoutCall, self.judge).needs_call(request)

    def expected(self, request: JudgeRequest) -> Estimate:
        """What asking about `request` is expected to spend (nothing without an API)."""
        if not self.makes_call(request):
            return Estimate()
        prompt = cast(Estimable, self.judge).prompt_chars(request)
        return estimate_call(self.grade, prompt, len(request.criteria))


def estimate_note(estimate: Estimate) -> str:
    cost = "an unknown cost" if estimate.cost_usd is None else f"about ${estimate.cost_usd:.4f}"
    return (f"estimated before the first call: {estimate.calls} calls, about "
            f"{estimate.input_tokens} input and {estimate.output_tokens} output tokens, {cost}")
