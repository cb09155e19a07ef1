"""Grading a whole repository through the Message Batches API, into the verdict cache.

A pull request pays only for the pairs the verdict cache does not hold. `baseline` fills that
cache for every drafted artifact of the main branch at the batch rate (half the plain API's):

1. **Plan.** The requests are exactly those a pull-request run would send — the same units
   (per criterion, or per artifact in `batched` cost mode), narrowed to what the cache does
   not hold, built by the Anthropic judge's own prompt builder (`message_params`). Each
   request's `custom_id` is its pair's verdict-cache key (for a batched unit, a hash of its
   pairs' keys), so an answer is matched to its pair by the key a later run looks up.
   SignalForge's `max_grade_*` ceilings apply to an estimate priced at the batch rate; the
   requests past them are not sent and stay `null` (reason `ceiling`).
2. **Submit**, within the API's limits, remembering each batch in a state file
   (`gate.docs.baseline.state`) before waiting on it; batches a killed run left are resumed.
3. **Poll** with growing waits until every batch holding a wanted request has ended or the
   time budget is spent, saying how far each is.
4. **Collect** the JSON-lines results. A reply is read by the judge's own reader (the same
   parser and checks as a plain call); an entry that errored, expired or was canceled, or
   whose reply could not be read, is asked again — in a new batch, or through the plain API
   when only a few remain — until it is answered or the budget is spent.
5. **Grade.** The docs pipeline (`gate.docs.pipeline.grade_artifacts`, through
   `gate.docs.baseline.asking`) then grades every pair as a pull-request run does, with the
   verdict cache in front of a judge that answers from the collected replies
   (`CollectedAnswers`): the cache stores each fresh verdict through its own API (so whatever
   it adds, signing included, applies), and the report has the shape and three-state rules of
   every other run. A pair still unanswered is `null` with its reason, and counts as missing
   in the verdict.
"""

from __future__ import annotations

import hashlib
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from gate.configure.config import GateConfig
from gate.configure.judge_names import JudgeName
from gate.core.clock import iso_now
from gate.docs.artifacts import Artifact, group_by_model
from gate.docs.baseline.state import BaselineState, SubmittedBatch, load_state, save_state
from gate.docs.contract.prompts import is_empty
from gate.docs.contract.rubric import Rubric
from gate.docs.judges.anthropic import AnthropicJudge
from gate.docs.judges.batches import BatchClient, BatchProgress, request, split
from gate.docs.judges.cache import CachingJudge
from gate.docs.seam.budget import Ceilings, Estimate, estimate_call
from gate.docs.seam.judge import JudgeOutcome, JudgeRequest
from gate.docs.seam.pricing import BATCH_RATE

#: Up to this many requests left to re-ask go through the plain API: a batch of a handful
#: saves cents and may take an hour.
FEW = 20
FIRST_POLL_SECONDS = 5.0
MAX_POLL_SECONDS = 60.0
POLL_GROWTH = 1.5


@dataclass(frozen=True)
class Ask:
    """One request the baseline needs answered."""

    custom_id: str
    request: JudgeRequest


@dataclass
class Collected:
    """What the batches (and the plain API, for stragglers) answered, by custom_id."""

    answers: dict[str, JudgeOutcome] = field(default_factory=dict)
    failures: dict[str, JudgeOutcome] = field(default_factory=dict)
    batches: int = 0
    submitted: int = 0
    resumed: int = 0
    plain_calls: int = 0
    reasked: int = 0
    batch_cost: float | None = 0.0
    plain_cost: float | None = 0.0
    unfinished: tuple[str, ...] = ()


def custom_id(caching: CachingJudge, request: JudgeRequest) -> str:
    """The request's verdict-cache key (64 hex digits, a valid custom_id); for several
    criteria at once, a hash of their keys."""
    keys = [caching.key(request, criterion) for criterion in request.criteria]
    if len(keys) == 1:
        return keys[0]
    return hashlib.sha256("\n".join(keys).encode("ascii")).hexdigest()


def plan_asks(artifacts: Sequence[Artifact], rubric: Rubric, caching: CachingJudge,
              *, batched: bool) -> list[Ask]:
    """The requests a pull-request run would make over `artifacts`, in the engine's order,
    less the pairs the cache holds and the empty ones (scored 0 without a call)."""
    by_model = group_by_model(artifacts)
    asks: list[Ask] = []
    planned: set[str] = set()
    for artifact in artifacts:
        siblings = by_model[artifact.model]
        drafted = [c for c in rubric.criteria_for(artifact) if not is_empty(artifact, c)]
        for unit in ([tuple(drafted)] if batched else [(c,) for c in drafted]):
            missing = tuple(c for c in unit
                            if caching.needs_call(JudgeRequest(artifact, (c,), siblings)))
            if not missing:
                continue
            narrowed = JudgeRequest(artifact, missing, siblings)
            key = custom_id(caching, narrowed)
            # Two pairs with the same key (the same texts in two projects) are one question,
            # and a batch refuses a custom_id twice; the answer serves both.
            if key not in planned:
                planned.add(key)
                asks.append(Ask(key, narrowed))
    return asks


def within_ceilings(asks: list[Ask], judge: AnthropicJudge, config: GateConfig,
                    ) -> tuple[list[Ask], dict[str, JudgeOutcome], Estimate]:
    """The asks that fit SignalForge's ceilings at the batch rate, the rest as `ceiling`
    failures, and the estimate of all of them at the batch rate."""
    grade = config.grade
    estimates = [_at_batch_rate(estimate_call(grade, judge.prompt_chars(a.request),
                                              len(a.request.criteria))) for a in asks]
    ceilings = Ceilings(grade)
    fits = ceilings.plan(estimates)
    cut = {a.custom_id: JudgeOutcome.failed(
        "ceiling", f"{ceilings.tripped}, by the estimate made before submitting")
        for a in asks[fits:]}
    return asks[:fits], cut, sum(estimates, Estimate())


def _at_batch_rate(estimate: Estimate) -> Estimate:
    cost = None if estimate.cost_usd is None else estimate.cost_usd * BATCH_RATE
    return Estimate(estimate.calls, estimate.input_tokens, estimate.output_tokens, cost)


@dataclass
class BatchRun:
    """Submits, resumes, polls and collects, within `budget_seconds`."""

    judge: AnthropicJudge
    client: BatchClient
    state_file: Path
    budget_seconds: float
    max_rounds: int = 3  # how often a reply that could not be read is asked again
    cancel_unfinished: bool = False
    say: Callable[[str], None] = lambda _line: None
    clock: Callable[[], float] = time.monotonic
    sleep: Callable[[float], None] = time.sleep
    first_poll_seconds: float = FIRST_POLL_SECONDS
    max_poll_seconds: float = MAX_POLL_SECONDS
    notes: list[str] = field(default_factory=list)
    state: BaselineState = field(default_factory=BaselineState)

    def collect(self, asks: Sequence[Ask]) -> Collected:
        deadline = self.clock() + self.budget_seconds
        wanted = {a.custom_id: a for a in asks}
        state, problem = load_state(self.state_file)
        if problem:
            self.notes.append(problem)
        self.state = state
        done = Collected()
        held = {cid for b in state.batches for cid in b.custom_ids}
        done.resumed = sum(cid in held for cid in wanted)
        if done.resumed:
            self.say(f"resuming {len(state.batches)} batch(es) a previous run submitted "
                     f"({done.resumed} of the requests wanted now)")
        self._submit([a for a in asks if a.custom_id not in held], done)
        unreadable: dict[str, int] = {}
        wait = self.first_poll_seconds
        while True:
            again = self._look_in(wanted, done, unreadable)
            if again and self.clock() < deadline:
                self._ask_again(again, done, deadline)
            if not self._open(wanted, done):
                break
            if self.clock() + wait > deadline:
                break
            self.sleep(wait)
            wait = min(self.max_poll_seconds, wait * POLL_GROWTH)
        self._give_up(wanted, done)
        return done

    # -- submitting ------------------------------------------------------------------------

    def _submit(self, asks: Sequence[Ask], done: Collected) -> None:
        if not asks:
            return
        by_id = {a.custom_id: a for a in asks}
        entries = (request(a.custom_id, self.judge.message_params(a.request)) for a in asks)
        for part in split(entries):
            batch_id = self.client.submit(part)
            ids = tuple(entry["custom_id"] for entry in part)
            # Remembered before anything else can fail: a run killed from here on resumes.
            self.state = self.state.with_batch(SubmittedBatch(id=batch_id, custom_ids=ids,
                                                              submitted_at=iso_now()))
            save_state(self.state_file, self.state)
            done.batches += 1
            done.submitted += len(ids)
            self.say(f"submitted batch {batch_id}: {len(ids)} requests "
                     f"({sum(len(by_id[i].request.criteria) for i in ids)} pairs)")

    # -- polling and reading ---------------------------------------------------------------

    def _look_in(self, wanted: dict[str, Ask], done: Collected,
                 unreadable: dict[str, int]) -> list[Ask]:
        """Read every batch that has ended; what must be asked again."""
        again: list[Ask] = []
        for batch in self.state.batches:
            progress = self.client.progress(batch.id)
            if progress is None:  # gone (another workspace's key, or deleted): ask anew
                self.notes.append(f"batch {batch.id} from an earlier run no longer exists; "
                                  "its requests were submitted again")
                self.state = self.state.without(batch.id)
                save_state(self.state_file, self.state)
                self._submit([wanted[c] for c in batch.custom_ids
                              if c in wanted and c not in done.answers], done)
                continue
            if not progress.ended:
                self.say(_progress_line(progress, len(batch.custom_ids)))
                continue
            held = set(batch.custom_ids)
            for entry in self.client.results(batch.id):
                ask = wanted.get(entry.custom_id)
                if ask is None or entry.custom_id not in held \
                        or entry.custom_id in done.answers:
                    continue  # a request no pair needs now (the files changed since)
                if entry.kind == "succeeded":
                    outcome = self.judge.read_message(ask.request, entry.message, batch=True)
                    done.batch_cost = _add(done.batch_cost, outcome)
                    if outcome.verdicts is not None:
                        done.answers[entry.custom_id] = outcome
                        done.failures.pop(entry.custom_id, None)
                        continue
                    unreadable[entry.custom_id] = unreadable.get(entry.custom_id, 0) + 1
                    done.failures[entry.custom_id] = outcome
                    if unreadable[entry.custom_id] <= self.max_rounds:
                        again.append(ask)
                    continue
                done.failures[entry.custom_id] = JudgeOutcome.failed(
                    "call_failed", f"the batch entry {entry.kind} ({entry.error})")
                if entry.retryable:
                    again.append(ask)
            self.state = self.state.without(batch.id)
            save_state(self.state_file, self.state)
            self.say(f"batch {batch.id} ended: {progress.succeeded} succeeded, "
                     f"{progress.errored} errored, {progress.expired} expired, "
                     f"{progress.canceled} canceled")
        return again

    def _ask_again(self, again: list[Ask], done: Collected, deadline: float) -> None:
        done.reasked += len(again)
        if len(again) > FEW:
            self.say(f"asking {len(again)} requests again in a new batch")
            self._submit(again, done)
            return
        self.say(f"asking {len(again)} requests again through the plain API")
        for ask in again:
            if self.clock() >= deadline:
                return
            outcome = self.judge.judge(ask.request, deadline=deadline)
            done.plain_calls += 1
            done.plain_cost = _add(done.plain_cost, outcome)
            if outcome.verdicts is not None:
                done.answers[ask.custom_id] = outcome
                done.failures.pop(ask.custom_id, None)
            else:
                done.failures[ask.custom_id] = outcome

    def _open(self, wanted: dict[str, Ask], done: Collected) -> list[str]:
        """The batches still holding a wanted request that has no answer."""
        return [b.id for b in self.state.batches
                if any(cid in wanted and cid not in done.answers for cid in b.custom_ids)]

    def _give_up(self, wanted: dict[str, Ask], done: Collected) -> None:
        """At the end of the budget: what is still out stays `null`; the batches stay in the
        state file so the next run collects them (or are canceled first when asked to)."""
        unfinished = self._open(wanted, done)
        done.unfinished = tuple(unfinished)
        for batch in self.state.batches:
            if batch.id not in unfinished:
                continue
            if self.cancel_unfinished:
                self.client.cancel(batch.id)
            for cid in batch.custom_ids:
                if cid in wanted and cid not in done.answers:
                    done.failures[cid] = JudgeOutcome.failed(
                        "budget", f"batch {batch.id} had not ended when the baseline's "
                        f"budget ({self.budget_seconds:g}s) ran out; the next run collects it")
        if unfinished:
            self.notes.append(
                f"{len(unfinished)} batch(es) had not ended within the budget "
                f"({self.budget_seconds:g}s): {'canceled; ' if self.cancel_unfinished else ''}"
                "the next baseline run collects what they answered instead of submitting "
                "them again")


def _add(total: float | None, outcome: JudgeOutcome) -> float | None:
    costs = [call.cost_usd for call in outcome.calls]
    if total is None or None in costs:
        return None
    return total + sum(c or 0.0 for c in costs)


def _progress_line(progress: BatchProgress, size: int) -> str:
    finished = size - progress.processing
    return f"batch {progress.batch_id}: in progress, {finished} of {size} requests finished"


class CollectedAnswers:
    """A judge that answers from what the batches returned, for the engine's grading pass;
    behind the trust checks and the verdict cache, so each fresh verdict is checked and stored
    as a plain call's would be. A request asked a second time is the trust checks asking again
    (a reply that contradicted itself, or quoted what the text does not hold) or a close
    call's repeat: the batch's reply would say the same, so that one goes to the plain API.
    A pair the cache answered was never served here and the batches never held it: its
    repeats go to the plain API too, so its median has all its draws."""

    def __init__(self, judge: AnthropicJudge, keys: CachingJudge, done: Collected) -> None:
        self.name: JudgeName = judge.name
        self.model: str | None = judge.model
        self.deterministic = judge.deterministic
        self.graders_word = judge.graders_word
        self.inner = judge
        self.keys = keys
        self.done = done
        self._served: set[tuple[str, str]] = set()
        self._lock = threading.Lock()

    def judge(self, request: JudgeRequest, *, deadline: float) -> JudgeOutcome:
        cid = custom_id(self.keys, request)
        # By pair, not by request: a re-ask of some criteria of a batched answer, or a close
        # call's repeat of one pair of it, is a request of its own.
        pairs = {(request.artifact.artifact_id, c.id) for c in request.criteria}
        with self._lock:
            again = not pairs.isdisjoint(self._served)
            self._served |= pairs
        if again:
            return self.inner.judge(request, deadline=deadline)
        found = self.done.answers.get(cid) or self.done.failures.get(cid)
        if found is not None:
            return found
        if self._held_by_cache(request):
            return self.inner.judge(request, deadline=deadline)
        return JudgeOutcome.failed("budget", "not answered by the baseline's batches")

    def _held_by_cache(self, request: JudgeRequest) -> bool:
        """A request reaching this judge about pairs the cache holds is a repeat past the
        cache; anything else the batches did not answer is not asked at the plain price."""
        return not any(self.keys.needs_call(JudgeRequest(request.artifact, (criterion,),
                                                         request.model_artifacts))
                       for criterion in request.criteria)

    def prompt_chars(self, request: JudgeRequest) -> int:
        return self.inner.prompt_chars(request)

    def wants_warm_up(self, request: JudgeRequest) -> bool:
        return False  # no calls are made: nothing to warm


def batch_notes(done: Collected, estimate: Estimate) -> list[str]:
    """What the batches did and cost, and what the same work costs through the plain API."""
    spent = None if done.batch_cost is None or done.plain_cost is None \
        else done.batch_cost + done.plain_cost
    plain = None if done.batch_cost is None or done.plain_cost is None \
        else done.batch_cost / BATCH_RATE + done.plain_cost
    planned = "unknown" if estimate.cost_usd is None else f"${estimate.cost_usd:.4f}"
    interactive = "unknown" if estimate.cost_usd is None \
        else f"${estimate.cost_usd / BATCH_RATE:.4f}"
    notes = [f"Message Batches API: {done.submitted} requests submitted in {done.batches} "
             f"batch(es), {done.resumed} resumed from an earlier run, {done.reasked} asked "
             f"again ({done.plain_calls} through the plain API)",
             f"estimated before submitting: {estimate.calls} requests, {planned} at the batch "
             f"rate ({interactive} through the plain API)"]
    if spent is not None and plain is not None:
        notes.append(f"spent ${spent:.4f} at the batch rate; the same calls through the "
                     f"plain API: ${plain:.4f}")
    return notes
