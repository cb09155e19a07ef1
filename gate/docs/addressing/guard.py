"""The model's second look: which drafted texts speak to whoever evaluates them.

The rules read what a sentence does; a paraphrase they have never seen still gets past them.
So with an API key (`gate.docs.guard: auto`), before any pair is judged, the model is asked
once per artifact group (`guard_prompt`) which texts address their evaluator. A text it names
is the same finding as a rule's (kind `addresses_judge`), marked `found_by: "model"`, and its
pairs are failed without a call as the rules' are.

Cached and signed like verdicts: each answer is stored in the verdict store
(`gate.docs.seam.verdict_store`) under a hash of the guard's wording, the model and the
group's texts, signed with the run's key, so a run over unchanged docs asks nothing and
imports no SDK. The judge that calls is built only at the first miss (`build`).

A question without a readable answer (the call failed, the reply is not the strict shape) is
a miss, never a pass: its artifacts' pairs are kept ungraded with the reason `unguarded`, so
the docs check cannot pass on them unless it would pass with all of them failed.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Protocol

from gate.core.safe_text import safe_phrase
from gate.docs.addressing.findings import Caught
from gate.docs.addressing.guard_prompt import (
    GUARD_SYSTEM_PROMPT,
    MAX_OUTPUT_TOKENS,
    GuardReplyError,
    GuardRequest,
    guard_requests,
    parse_guard_reply,
)
from gate.docs.artifacts import Artifact, group_by_model
from gate.docs.contract.prompts import drafted_text
from gate.docs.models import GradingReport
from gate.docs.seam.judge import CallRecord
from gate.docs.seam.verdict_store import StoredVerdict, VerdictStore

if TYPE_CHECKING:  # the SDK is imported only when a question is asked
    from anthropic.types.message_create_params import MessageCreateParamsNonStreaming

    from gate.configure.config import GradeConfig
    from gate.docs.seam.budget import Ceilings, Estimate

#: The criterion id under which a guard answer is stored (no rubric criterion may look alike:
#: rubric ids hold no space).
STORED_AS = "guard addressing"
#: The guard's folder in the cache directory (bump when an answer's meaning changes).
GUARD_LAYOUT = "guard-v1"


#: One question and what came of it: the ids named (None: no readable answer) and its calls.
Answer = tuple[GuardRequest, frozenset[str] | None, tuple[CallRecord, ...]]


class Sender(Protocol):
    """What the guard needs of the judge: one request with its retries, budget and price."""

    def send_text(self, params: MessageCreateParamsNonStreaming, deadline: float,
                  ) -> tuple[str | None, CallRecord]: ...


@dataclass(frozen=True)
class GuardOutcome:
    """What the guard found: the texts the model named, the artifacts it could not answer
    about, and what asking cost."""

    caught: dict[str, Caught] = field(default_factory=dict)
    unguarded: frozenset[str] = frozenset()
    calls: tuple[CallRecord, ...] = ()
    cache_hits: int = 0
    unanswered: int = 0
    problem: str | None = None

    @property
    def cost_usd(self) -> float | None:
        costs = [call.cost_usd for call in self.calls]
        return None if None in costs else round(sum(c or 0.0 for c in costs), 6)


def guard_params(request: GuardRequest, model: str) -> MessageCreateParamsNonStreaming:
    """The Messages API request for one guard question (a plain call's or a batch entry's)."""
    return {"model": model, "max_tokens": MAX_OUTPUT_TOKENS, "system": GUARD_SYSTEM_PROMPT,
            "messages": [{"role": "user", "content": [{"type": "text",
                                                       "text": request.prompt()}]}]}


def caught_by_model(request: GuardRequest, named: frozenset[str]) -> dict[str, Caught]:
    """The findings for the ids the model named."""
    found = {}
    for text_id, artifact in zip(request.ids, request.artifacts, strict=True):
        if text_id in named:
            phrase = safe_phrase(drafted_text(artifact).strip().splitlines()[0])
            found[artifact.artifact_id] = Caught(artifact.artifact_id, artifact.file,
                                                 artifact.line, None, phrase, "model")
    return found


class AddressingGuard:
    """Asks the model about each group the store does not answer, `concurrency` at a time."""

    def __init__(self, model: str, build: Callable[[], Sender], store: VerdictStore | None,
                 *, concurrency: int = 10, budget_seconds: float = 300.0) -> None:
        self.model = model
        self._build = build
        self._sender: Sender | None = None
        self._lock = threading.Lock()
        self.store = store
        self.concurrency = concurrency
        self.budget_seconds = budget_seconds

    def requests(self, artifacts: Sequence[Artifact], skip: set[str]) -> list[GuardRequest]:
        """Every question a run over `artifacts` asks (texts in `skip`, already found by the
        rules, are not asked about again)."""
        return [request for group, members in group_by_model(artifacts).items()
                for request in guard_requests(group, [a for a in members
                                                      if a.artifact_id not in skip])]

    def stored(self, request: GuardRequest) -> frozenset[str] | None:
        """The ids a stored, signed answer names; None when the store holds none."""
        if self.store is None:
            return None
        entry = self.store.get(request.key(self.model))
        if entry is None or entry.criterion_id != STORED_AS:
            return None
        try:
            return parse_guard_reply(entry.evidence, request.ids)
        except GuardReplyError:
            return None

    def remember(self, request: GuardRequest, named: frozenset[str],
                 calls: Sequence[CallRecord] = ()) -> str | None:
        """Store an answer, signed; the reason when it could not be written."""
        if self.store is None:
            return None
        costs = [call.cost_usd for call in calls]
        entry = StoredVerdict(key=request.key(self.model), criterion_id=STORED_AS,
                              score=1.0 if named else 0.0, passed=not named,
                              evidence=json.dumps({"addressing": sorted(named)}),
                              cost_usd=None if None in costs else sum(c or 0.0 for c in costs),
                              stored_at=time.time())
        try:
            self.store.put(entry)
        except OSError as error:
            return error.strerror or type(error).__name__
        return None

    def looked_up(self, artifacts: Sequence[Artifact], skip: set[str],
                  ) -> tuple[list[Answer], list[GuardRequest]]:
        """The questions the store answers (with their answers), and those left to ask."""
        answers: list[Answer] = []
        asked: list[GuardRequest] = []
        for request in self.requests(artifacts, skip):
            named = self.stored(request)
            if named is None:
                asked.append(request)
            else:
                answers.append((request, named, ()))
        return answers, asked

    def inspect(self, artifacts: Sequence[Artifact], skip: set[str],
                ceilings: Ceilings | None = None) -> GuardOutcome:
        """The guard's findings, every question asked before this returns (`baseline`, whose
        batches are planned on them; a docs run asks alongside its judging instead:
        `gate.docs.run.second_look`). Each question is a call counted against `ceilings`
        (the run's `max_grade_*`, shared with the judge); one the ceilings leave no room for
        is not asked, and its artifacts stay unguarded (missing)."""
        deadline = time.monotonic() + self.budget_seconds
        answers, asked = self.looked_up(artifacts, skip)
        hits = len(answers)
        if asked and ceilings is not None:  # planned first: questions run side by side
            fits = ceilings.plan(question_estimates(asked, ceilings.grade))
            answers += [(request, None, ()) for request in asked[fits:]]
            asked = asked[:fits]
        if asked:
            with ThreadPoolExecutor(max_workers=self.concurrency,
                                    thread_name_prefix="guard") as pool:
                answers += pool.map(lambda r: self.ask(r, deadline, ceilings), asked)
            if self.store is not None:
                self.store.trim()
        return outcome_of(answers, hits, ceilings)

    def ask(self, request: GuardRequest, deadline: float, ceilings: Ceilings | None,
            ) -> Answer:
        """One question, its call reserved under `ceilings` and settled after."""
        if ceilings is None:
            return self._asked(request, deadline)
        if ceilings.reserve() is not None:
            return request, None, ()  # not asked: no call, its artifacts stay unguarded
        answer = self._asked(request, deadline)
        ceilings.settle(answer[2], reserved=True)
        return answer

    def _asked(self, request: GuardRequest, deadline: float) -> Answer:
        with self._lock:
            if self._sender is None:
                self._sender = self._build()
            sender = self._sender
        text, record = sender.send_text(guard_params(request, self.model), deadline)
        if text is None:
            return request, None, (record,)
        try:
            named = parse_guard_reply(text, request.ids)
        except GuardReplyError as error:
            return request, None, (replace(record, error=str(error)),)
        self.remember(request, named, (record,))
        return request, named, (record,)


def question_estimates(asked: Sequence[GuardRequest], grade: GradeConfig) -> list[Estimate]:
    """What each question is expected to cost, in order (one call each, its prompt's length
    in, a typical reply out), for the ceilings' plan."""
    from gate.docs.seam.budget import estimate_call  # noqa: PLC0415 (only under ceilings)

    return [estimate_call(grade, len(request.prompt()), 1) for request in asked]


def outcome_of(answers: Sequence[Answer], hits: int,
               ceilings: Ceilings | None = None) -> GuardOutcome:
    """What the answers found (None: no readable answer, its artifacts unguarded); the
    ceiling that stopped a question is the problem when no call gave one."""
    caught: dict[str, Caught] = {}
    unguarded: set[str] = set()
    calls: list[CallRecord] = []
    problem = None
    for request, named, made in answers:
        calls += made
        if named is None:
            unguarded.update(a.artifact_id for a in request.artifacts)
            problem = problem or next((c.error for c in made if c.error), None)
        else:
            caught.update(caught_by_model(request, named))
    if ceilings is not None and ceilings.tripped and unguarded:
        problem = problem or ceilings.tripped
    return GuardOutcome(caught, frozenset(unguarded), tuple(calls), hits,
                        sum(named is None for _, named, _ in answers), problem)


def with_guard_usage(report: GradingReport, outcome: GuardOutcome) -> GradingReport:
    """`report` with the guard's calls, cost and cache hits in its usage, and a note when a
    question went unanswered."""
    usage = report.usage.model_copy(update={
        "guard_calls": len(outcome.calls), "guard_cost_usd": outcome.cost_usd,
        "guard_cache_hits": outcome.cache_hits, "guard_unanswered": outcome.unanswered})
    notes = report.notes
    if outcome.unanswered:
        notes += (f"the addressing guard got no readable answer to {outcome.unanswered} "
                  f"question(s) ({outcome.problem or 'no reason given'}): the pairs of their "
                  f"{len(outcome.unguarded)} artifact(s) are ungraded (reason unguarded) and "
                  "count as missing",)
    return report.model_copy(update={"usage": usage, "notes": notes})
