"""The model's second look, asked while the pairs are judged instead of a round before them.

The guard (`gate.docs.addressing.guard`) asks once per artifact group which texts speak to
whoever evaluates them. Asked first, it cost a cold run a round of its own before any pair
was judged. Here its questions go into the judge's pool ahead of the first pairs, and the run
judges every pair as if the answer will name nothing, which is what it almost always says.

When the answer comes, what it names is decided exactly as if it had been known before:

- an answer that names nothing changes nothing (the grade is what it would have been);
- a named text is marked, and what the judge is shown is worked out again
  (`shown_to_judge`); every pair whose prompt changes, the named artifact's own and any pair
  that showed it as a sibling, has its verdict dropped and is asked again on what the judge
  may now see (`Revision.again`), so the kept verdicts are the ones a run that knew the
  answer first would have kept; a named text with nothing left to show scores 0 without a
  call, as before;
- a question without a readable answer leaves its artifacts' pairs ungraded (`unguarded`,
  missing), whatever the judge said of them: the check fails closed as before.

Answers the signed store already holds are known before the first call, and are applied
before any pair is judged, as they always were. The questions are planned against the
`max_grade_*` ceilings first, ahead of the judge's pairs: one the ceilings leave no room for
is not asked, and its artifacts are kept unguarded and never judged.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor, wait
from dataclasses import dataclass

from gate.configure.config import Criterion, GradeConfig
from gate.configure.gate_settings import AddressingMode
from gate.core.inline_executor import InlineExecutor
from gate.docs.addressing.findings import Caught
from gate.docs.addressing.guard import (
    AddressingGuard,
    Answer,
    GuardOutcome,
    caught_by_model,
    outcome_of,
    question_estimates,
)
from gate.docs.addressing.guard_prompt import GuardRequest
from gate.docs.addressing.shown import Shown, shown_to_judge
from gate.docs.artifacts import Artifact, group_by_model
from gate.docs.contract.envelope import check_envelopes
from gate.docs.contract.prompts import pair_texts
from gate.docs.contract.rubric import Rubric
from gate.docs.seam.budget import Ceilings, Estimate
from gate.docs.seam.judge import JudgeRequest


class SecondLook:
    """One run's guard questions: those the store answers, and those asked in the pool."""

    def __init__(self, guard: AddressingGuard, artifacts: Sequence[Artifact],
                 skip: set[str]) -> None:
        self.guard = guard
        self._stored, self.asked = guard.looked_up(artifacts, skip)
        self._unasked: list[GuardRequest] = []
        self._answers: list[Answer] = []
        self._lock = threading.Lock()
        self._futures: list[Future[None]] = []
        #: What the questions found, once `outcome` has waited for them.
        self.result: GuardOutcome | None = None

    @property
    def known(self) -> dict[str, Caught]:
        """What the store's answers name: known before the first call."""
        found: dict[str, Caught] = {}
        for request, named, _ in self._stored:
            found.update(caught_by_model(request, named or frozenset()))
        return found

    def plan(self, ceilings: Ceilings) -> frozenset[str]:
        """Plan the questions first under the ceilings; the artifacts of those that do not
        fit (never asked, kept unguarded and not judged)."""
        if self.asked:
            fits = ceilings.plan(self.estimates(ceilings.grade))
            self._unasked, self.asked = self.asked[fits:], self.asked[:fits]
        return frozenset(a.artifact_id for request in self._unasked for a in request.artifacts)

    def estimates(self, grade: GradeConfig) -> list[Estimate]:
        """What the questions still to ask are expected to cost, for the ceilings' plan."""
        return question_estimates(self.asked, grade)

    def start(self, pool: ThreadPoolExecutor | InlineExecutor, ceilings: Ceilings) -> None:
        """Put every question in `pool`, ahead of the pairs submitted after it."""
        deadline = time.monotonic() + self.guard.budget_seconds
        self._futures = [pool.submit(self._ask, request, deadline, ceilings)
                         for request in self.asked]

    def _ask(self, request: GuardRequest, deadline: float, ceilings: Ceilings) -> None:
        answer = self.guard.ask(request, deadline, ceilings)
        with self._lock:
            self._answers.append(answer)

    def outcome(self, ceilings: Ceilings | None) -> GuardOutcome:
        """Wait for every question asked; what they all found, the store's answers
        included."""
        wait(self._futures)
        for future in self._futures:
            if not future.cancelled() and future.exception() is not None:
                raise future.exception()  # type: ignore[misc]
        if self.asked and self.guard.store is not None:
            self.guard.store.trim()
        unasked: list[Answer] = [(request, None, ()) for request in self._unasked]
        self.result = outcome_of([*self._stored, *unasked, *self._answers],
                                 len(self._stored), ceilings)
        return self.result


@dataclass(frozen=True)
class Revision:
    """The run once the second look has answered: what was found, what the judge may see,
    the pairs to ask again (their prompt changed), and the artifacts left unguarded."""

    caught: dict[str, Caught]
    shown: Shown
    by_model: dict[str, tuple[Artifact, ...]]
    again: list[tuple[Artifact, tuple[Criterion, ...]]]  # requests, as the units are asked
    unguarded: frozenset[str]


def revised(outcome: GuardOutcome, artifacts: Sequence[Artifact], caught: dict[str, Caught],
            shown: Shown, by_model: dict[str, tuple[Artifact, ...]], *, mode: AddressingMode,
            rubric: Rubric, judged_before: frozenset[str],
            batches: Callable[[tuple[Criterion, ...]], list[tuple[Criterion, ...]]],
            ) -> Revision:
    """What the answer changes. A rule's finding stays the artifact's (it names its rule);
    only requests already made (`judged_before`: their artifacts; `batches`: how an
    artifact's criteria are asked) can need asking again, and one is when its prompt
    changes."""
    named = {i: found for i, found in outcome.caught.items() if i not in caught}
    if not named:
        return Revision(caught, shown, by_model, [], outcome.unguarded - shown.refused)
    now = {**named, **caught}
    after = shown_to_judge(artifacts, now, mode)
    check_envelopes(after.judged)  # the engine's last line of defence, as for the first
    groups = group_by_model(after.judged)
    before = {a.artifact_id: a for a in shown.judged}
    by_id = {a.artifact_id: a for a in artifacts}
    changed_models = {by_id[i].model for i in named}
    unguarded = outcome.unguarded - after.refused
    again: list[tuple[Artifact, tuple[Criterion, ...]]] = []
    for artifact in after.judged:
        key = artifact.artifact_id
        if artifact.model not in changed_models or key not in judged_before \
                or key in unguarded:
            continue
        old = before[key]
        again += [(artifact, asked) for asked in batches(rubric.criteria_for(artifact))
                  if _prompt(old, asked, by_model) != _prompt(artifact, asked, groups)]
    return Revision(now, after, groups, again, unguarded)


def _prompt(artifact: Artifact, criteria: tuple[Criterion, ...],
            by_model: Mapping[str, tuple[Artifact, ...]]) -> tuple[str, str]:
    """What a request's prompt holds of the drafted docs (its context and its envelope)."""
    return pair_texts(JudgeRequest(artifact, criteria, by_model[artifact.model]))
