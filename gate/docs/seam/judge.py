"""The one seam every judge sits behind.

The engine hands a judge a `JudgeRequest` (one artifact, the criteria to grade it on, and the
model's other artifacts for comparison) and gets back a `JudgeOutcome`: a verdict per criterion,
or the reason none could be reached, plus a `CallRecord` per call made, for the audit log and
the usage totals. Retries, parsing and budget checks happen inside the judge, so the engine
stays the same whether the verdicts come from the Anthropic API, offline checks or a scores file.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from gate.configure.config import Criterion
from gate.configure.judge_names import JudgeName
from gate.docs.artifacts import Artifact
from gate.docs.models import Degrade, EvidenceCheck


@dataclass(frozen=True)
class JudgeRequest:
    """`model_artifacts` is every artifact of the artifact's model, itself included: the same
    tuple for every request about that model, so a prompt built from it can be cached."""

    artifact: Artifact
    criteria: tuple[Criterion, ...]
    model_artifacts: tuple[Artifact, ...] = ()

    @property
    def siblings(self) -> tuple[Artifact, ...]:
        return tuple(a for a in self.model_artifacts if a is not self.artifact)


@dataclass(frozen=True, slots=True)  # a large project's run holds one per pair
class Verdict:
    criterion_id: str
    score: float | None
    passed: bool
    evidence: str = ""
    reasoning: str = ""
    degraded: Degrade | None = None
    cached: bool = False  # reused from the verdict cache, not asked of the judge this run
    evidence_check: EvidenceCheck | None = None  # set by the trust checks (gate.docs.trust)
    scores: tuple[float, ...] = ()  # every draw of a pair settled in a close call


@dataclass(frozen=True)
class CallRecord:
    """One call to a judge's backend, retries included."""

    attempts: int = 1
    latency_seconds: float = 0.0
    input_tokens: int = 0
    output_tokens: int = 0
    cache_creation_input_tokens: int = 0
    cache_read_input_tokens: int = 0
    cost_usd: float | None = 0.0
    response_hash: str = ""
    error: str | None = None
    source: str | None = None  # where verdicts came from when not an API (a scores file)


@dataclass(frozen=True)
class JudgeOutcome:
    """Verdicts by criterion id, or `failure` with its `detail` when there are none.

    `fatal` says the backend will refuse every further call too (a rejected API key), so the
    engine stops calling instead of failing the same way two hundred times.
    """

    verdicts: dict[str, Verdict] | None
    calls: tuple[CallRecord, ...] = ()
    failure: Degrade | None = None
    detail: str = ""
    fatal: bool = False
    violation: str | None = None

    @classmethod
    def failed(cls, failure: Degrade, detail: str, calls: tuple[CallRecord, ...] = (),
               *, fatal: bool = False, violation: str | None = None) -> JudgeOutcome:
        return cls(None, calls, failure, detail, fatal, violation)


class Judge(Protocol):
    name: JudgeName
    model: str | None
    #: True when the same request always gets the same verdict (offline rules, scores read
    #: from files): asking again cannot change an answer, so its scores carry no noise, a
    #: margin around the pass mark means nothing, and a run it grades is never a close call
    #: (`gate.docs.trust.close_call`). Wrappers pass their inner judge's value on.
    deterministic: bool
    #: True when a verdict is a grader's word (a model's, or scores a person or another harness
    #: wrote), False when it is SignalForge's own offline checks. The offline floor
    #: (`gate.docs.judges.floor`) holds a grader's word to what those checks prove; it is not
    #: `deterministic` (scores read from files are repeatable, and still someone's word).
    graders_word: bool

    def judge(self, request: JudgeRequest, *, deadline: float) -> JudgeOutcome:
        """Grade one artifact on the request's criteria before `deadline` (monotonic)."""
        ...

    def wants_warm_up(self, request: JudgeRequest) -> bool:
        """True when this request writes a prompt cache that later requests can read, so the
        engine should let it finish before sending the rest of its group."""
        ...
