"""What one docs run holds while it grades, shared by its phases.

The main pass, the bounded sweep (`gate.docs.run.sweep`) and a close call's settling
(`gate.docs.run.close_calls`) each ask the judge and keep what it says in the same state: the
verdicts so far, the call records, the ceilings' reservations, a fatal error that stops further
calls.
The phases reach the judge only through `Asking`, which the engine provides, so each phase is a
module of its own that reads as what it does.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from gate.configure.config import Criterion
from gate.docs.artifacts import Artifact
from gate.docs.contract.prompts import EMPTY_REASONING
from gate.docs.models import Degrade
from gate.docs.seam.budget import CallCosts, Ceilings, Estimate
from gate.docs.seam.judge import CallRecord, JudgeOutcome, JudgeRequest, Verdict
from gate.docs.seam.score_levels import NOTHING

PairKey = tuple[str, str]  # (artifact_id, criterion_id)
#: Failures that may pass on a calmer retry; the sweep asks these pairs again.
TRANSIENT: frozenset[Degrade | None] = frozenset({"call_failed", "unparseable"})
#: What a pair without a verdict yet reads as: graded, so no phase takes it for a failure.
GRADED = Verdict("", 0.0, False)


@dataclass(frozen=True, slots=True)  # one per request until the run's report is made
class Unit:
    """One judge request: an artifact and the criteria asked together."""

    artifact: Artifact
    criteria: tuple[Criterion, ...]


@dataclass
class RunState:
    """The run so far; `lock` guards what concurrent calls write."""

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


class Asking(Protocol):
    """How a phase asks the judge: within the ceilings, audited, observed."""

    def judge_and_audit(self, request: JudgeRequest, state: RunState, run_id: str,
                        deadline: float, ask: Callable[..., JudgeOutcome] | None = None,
                        ) -> JudgeOutcome | None: ...

    def keep(self, request: JudgeRequest, state: RunState, outcome: JudgeOutcome) -> None: ...


def degrade(request: JudgeRequest, state: RunState, reason: Degrade, detail: str) -> None:
    """Every pair of `request` kept ungraded, with the reason and what happened."""
    with state.lock:
        for criterion in request.criteria:
            state.verdicts[(request.artifact.artifact_id, criterion.id)] = Verdict(
                criterion.id, None, False, "", f"Not graded: {detail}.", reason)


#: One tuple per criterion asked alone, and one verdict per criterion for nothing drafted,
#: shared by every pair that needs them: a large project's run holds its units and verdicts
#: until the report is made (Mattermost's: 16,232 pairs, most of them with nothing drafted).
_ALONE: dict[str, tuple[Criterion, ...]] = {}
_NOTHING_DRAFTED: dict[str, Verdict] = {}


def alone(criterion: Criterion) -> tuple[Criterion, ...]:
    """`(criterion,)`, the same tuple each time it is asked for the same criterion."""
    held = _ALONE.get(criterion.id)
    if held is None or held[0] is not criterion:
        held = _ALONE[criterion.id] = (criterion,)
    return held


def nothing_drafted(criterion_id: str) -> Verdict:
    """The verdict of a pair with nothing drafted: 0 without a call (frozen, so shared)."""
    held = _NOTHING_DRAFTED.get(criterion_id)
    if held is None:
        held = _NOTHING_DRAFTED[criterion_id] = Verdict(criterion_id, NOTHING, False, "",
                                                        EMPTY_REASONING)
    return held
