"""The docs grade: SignalForge's `GradingReport` shape, plus where each artifact lives.

`results` hold one entry per (artifact, criterion) pair, criterion-major as SignalForge orders
them. A pair the judge could not grade is kept with `score: null` and the reason in
`degraded` — never dropped — and `aggregate_complete` turns false. `pass_rate` and
`mean_score` are computed over the scored pairs only, as in SignalForge; with nothing scored
the report does not pass.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, computed_field

from gate.configure.artifact_kinds import ArtifactKind
from gate.configure.config import Criterion
from gate.configure.judge_names import JudgeName
from gate.core.lazy_pattern import lazy_pattern
from gate.core.scores.bars import bar_misses
from gate.core.scores.near_bar import NearBarRange

GRADE_SCHEMA_VERSION: Literal[1] = 1
Degrade = Literal["call_failed", "unparseable", "budget", "ceiling", "abstained", "rejected",
                  "missing", "inconsistent", "unverified", "unguarded", "not_read"]
#: Whether a verdict's evidence was found in what the judge was shown (`gate.docs.trust`):
#: found, not found even when asked again, or empty with a failing score (nothing to quote).
EvidenceCheck = Literal["verified", "unverified", "not_needed"]
SENTENCE_END = lazy_pattern(r"(?<=[.!?])\s")
WHY_LIMIT = 120


@lru_cache(maxsize=8192)
@lru_cache(maxsize=4096)
def one_line_why(reasoning: str) -> str:
    """The reasoning's first sentence, at most 120 characters: once per distinct reasoning
    (every result carries it, and most results of a large project share theirs)."""
    first = SENTENCE_END.split(reasoning.strip(), maxsplit=1)[0].splitlines()[0] \
        if reasoning.strip() else ""
    return first if len(first) <= WHY_LIMIT else first[: WHY_LIMIT - 1].rstrip() + "…"


class _ReadBack(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")


class ScoreSpread(_ReadBack):
    """Every score a settled pair was given (its first answer and the repeats), in the order
    they came; the pair's score is their median."""

    min: float
    max: float
    n: int = Field(ge=1)
    scores: tuple[float, ...]


class AddressingFinding(_ReadBack):
    """One artifact whose drafted text addresses the grader, and what the run did about it:
    decided once, by the engine, and read as it is by the report's findings, the verdict's
    reasons and every format (nothing downstream reads the rules again or decodes a reason)."""

    artifact_id: str
    file: str
    line: int | None = None
    rule: str | None = Field(description="the rule that found it; null when the model's second "
                             "look did (it names no rule)")
    phrase: str = Field(description="what was found, one line, made safe for display")
    words: str = Field(description="what the rule (or the model) found, in words")
    found_by: Literal["rules", "model"]
    effect: Literal["fails_check", "marked"] = Field(
        description="in this run's gate.docs.addressing_judge: fails_check (fail mode, a form "
        "that cannot be innocent: the docs check fails whatever the pass rate) or marked (the "
        "grade decides)")
    refused: bool = Field(description="its text reached no judge: every pair scored 0 "
                          "without a call")
    withheld: tuple[str, ...] = Field(
        (), description="the sentences the judge was not shown (the pairs were judged on the "
        "rest)")


class GradingResult(_ReadBack):
    artifact_id: str
    criterion_id: str
    score: float | None = Field(ge=0.0, le=1.0)
    passed: bool
    evidence: str = ""
    reasoning: str = ""
    degraded: Degrade | None = None
    evaluator: JudgeName | None = Field(
        None, description="the judge that produced the score; null when ungraded")
    kind: ArtifactKind
    file: str
    line: int | None = None
    text_from: str | None = Field(
        None, description="where the graded text was written when not at file:line (a dbt "
        "docs block, referenced from that line)")
    cached: bool = Field(False, description="the verdict was reused from the gate's verdict "
                         "cache (same prompt, judge, model and settings) rather than asked again")
    addresses_judge: str | None = Field(
        None, description="the phrase by which the artifact's text addresses the grader (made "
        "safe for display); what it does is addresses_judge_effect")
    addresses_judge_found_by: Literal["rules", "model"] | None = Field(
        None, description="with addresses_judge: found by the rules, or by the model asked "
        "once per artifact group (gate.docs.guard)")
    addresses_judge_effect: Literal["fails_check", "marked"] | None = Field(
        None, description="with addresses_judge, in this run's mode: fails_check (with "
        "gate.docs.addressing_judge: fail, a form that cannot be innocent, which fails the "
        "docs check by itself), or marked: withheld from the judge and earning nothing (or, "
        "for a form no judge may see, scored 0 without a call), the check decided by the "
        "grade")
    withheld: tuple[str, ...] = Field(
        (), description="the sentences of the drafted text the judge was not shown (found "
        "addressing the grader, or telling nothing about the data, in an artifact where "
        "something was found); the envelope held the drafted text without them")
    evidence_check: EvidenceCheck | None = Field(
        None, description="the evidence was found in what the judge was shown (verified), "
        "not found even when asked again (unverified), or empty with a failing score "
        "(not_needed); null when not checked (offline judges, ungraded pairs)")
    near_bar: bool = Field(False, description="the score lies within gate.stability.margin "
                           "of the criterion's pass mark")
    spread: ScoreSpread | None = Field(
        None, description="a pair asked again because the run was a close call: its scores; "
        "`score` is their median")
    floor: Literal["offline"] | None = Field(
        None, description="the judge passed the pair, but an offline check proves a defect "
        "(empty, placeholder, restated name, one word): it fails with both reasons "
        "(gate.docs.floor)")
    judge_score: float | None = Field(
        None, ge=0.0, le=1.0, description="with floor: the judge's own score, before the floor")
    judge_passed: bool | None = Field(
        None, description="with floor: the judge's own verdict, before the floor")

    @computed_field  # type: ignore[prop-decorator]
    @property
    def one_line_why(self) -> str:
        return one_line_why(self.reasoning)

    def __repr__(self) -> str:  # evidence and reasoning quote drafted text; keep logs short
        return (f"GradingResult({self.artifact_id!r}, {self.criterion_id!r}, "
                f"score={self.score}, passed={self.passed})")


#: The fields a result names when every one is given, as the engine gives them; shared by all
#: such results instead of a set each (a set of 17 names is about 700 bytes: 36 MB over the
#: 51,801 pairs of a large dbt project). pydantic only reads it; `model_copy` copies it before
#: adding to it, and a frozen model is never assigned to.
_EVERY_FIELD: set[str] = set(GradingResult.model_fields)


def _keys_shared_with_the_class() -> dict[str, object]:
    """An empty result's values, held as CPython holds the attributes of an instance set one
    by one: in a dict whose keys live once in the class (PEP 412), each instance keeping only
    its values. pydantic gives every validated result a dict of its own instead, keys and
    all: about 830 bytes for 23 fields, against about 250 shared (a copy of this dict stays
    shared). An interpreter that does not share keys gives a plain dict: the same values,
    only larger."""
    blank = GradingResult.__new__(GradingResult)
    for name in GradingResult.model_fields:
        object.__setattr__(blank, name, None)
    return blank.__dict__


#: Copied, then filled, for each result the engine makes.
_SHARED_KEYS = _keys_shared_with_the_class()


def fully_given(result: GradingResult) -> GradingResult:
    """`result`, its set of given fields shared when it names every field, and its values
    moved into a dict that shares its keys (`_keys_shared_with_the_class`): 9 MB less over
    Mattermost's 16,232 pairs, made at the run's peak. Nothing a caller can see changes:
    `model_fields_set` is equal, every field holds the same value, and so is every dump."""
    if result.model_fields_set == _EVERY_FIELD:
        object.__setattr__(result, "__pydantic_fields_set__", _EVERY_FIELD)
        values = _SHARED_KEYS.copy()
        values.update(result.__dict__)
        object.__setattr__(result, "__dict__", values)
    return result


class Usage(_ReadBack):
    calls: int = 0
    retries: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    cache_creation_input_tokens: int = 0
    cache_read_input_tokens: int = 0
    cost_usd: float | None = 0.0
    estimated_calls: int = Field(0, description="calls the run was expected to make, before "
                                 "the first one")
    estimated_input_tokens: int = Field(0, description="prompt characters / 4")
    estimated_output_tokens: int = Field(0, description="a typical reply per criterion, at "
                                         "most grade.max_output_tokens")
    estimated_cost_usd: float | None = Field(0.0, description="input tokens at the input "
                                             "price, output tokens at the output price; null "
                                             "for a model without a known price")
    cache_hits: int = Field(0, description="pairs whose verdict came from the verdict cache")
    cache_misses: int = Field(0, description="pairs looked up in the verdict cache and asked "
                              "of the judge")
    calls_saved: int = Field(0, description="judge calls the verdict cache answered")
    cache_rejected: int = Field(0, description="pairs whose verdict-cache entry was not "
                                "signed with this run's key (forged, changed or written with "
                                "another key): judged again, never trusted")
    cost_saved_usd: float | None = Field(0.0, description="what those calls cost when they "
                                         "were made; null when unknown")
    unverified: int = Field(0, description="pairs whose evidence was not found in what the "
                            "judge was shown, even when asked again")
    inconsistent: int = Field(0, description="pairs left ungraded because the judge's passed "
                              "contradicted its score twice")
    stability_calls: int = Field(0, description="calls that asked near-bar pairs again in a "
                                 "close call (included in calls)")
    guard_calls: int = Field(0, description="calls that asked the model which texts address "
                             "the grader (gate.docs.guard; not included in calls)")
    guard_cost_usd: float | None = Field(0.0, description="what those calls cost; null when "
                                         "unknown")
    guard_cache_hits: int = Field(0, description="guard questions the verdict cache answered")
    guard_unanswered: int = Field(0, description="guard questions without a readable answer: "
                                  "their artifacts' pairs are ungraded (reason unguarded)")


class GradingReport(_ReadBack):
    # `signalforge_passed` is written as SignalForge's `passed` by every serialisation.
    model_config = ConfigDict(frozen=True, extra="ignore", serialize_by_alias=True)

    grade_schema_version: Literal[1] = GRADE_SCHEMA_VERSION
    tool: str
    tool_version: str
    run_id: str
    timestamp: str
    duration_seconds: float
    judge: JudgeName
    model: str | None
    cost_mode: Literal["per_criterion", "batched"]
    notes: tuple[str, ...] = ()
    rubric_hash: str
    rubric: tuple[Criterion, ...]
    thresholds: tuple[float, float]
    results: tuple[GradingResult, ...]
    usage: Usage = Usage()
    pass_marks: dict[str, float] = Field(
        default_factory=dict, description="each criterion's pass mark: passed is score >= it")
    close_call: bool = Field(False, description="the first answers put the outcome within "
                             "the judge's noise: flipping the near-bar pairs could move the "
                             "run across a bar (those pairs were then asked again)")
    near_bar_range: NearBarRange | None = Field(
        None, description="the pass rate and mean the near-bar pairs allow, after settling")
    addressing: tuple[AddressingFinding, ...] = Field(
        (), description="each artifact whose text addresses the grader, in file order, and "
        "what the run did about it")
    verdict: str | None = Field(None, description="the docs check's state (PASS, FAIL or "
                                "INCONCLUSIVE) and why, in words")

    @property
    def scored(self) -> list[GradingResult]:
        return [r for r in self.results if r.score is not None]

    @computed_field  # type: ignore[prop-decorator]
    @property
    def pass_rate(self) -> float:
        scored = self.scored
        return sum(r.passed for r in scored) / len(scored) if scored else 0.0

    @computed_field  # type: ignore[prop-decorator]
    @property
    def mean_score(self) -> float:
        scores = [r.score for r in self.results if r.score is not None]
        return sum(scores) / len(scores) if scores else 0.0

    @computed_field  # type: ignore[prop-decorator]
    @property
    def aggregate_complete(self) -> bool:
        return all(r.score is not None for r in self.results)

    @computed_field(  # type: ignore[prop-decorator]
        alias="passed", description="SignalForge's own pass over the scored pairs alone, "
        "kept for its readers (SignalForge's GradingReport shape); not the gate's docs "
        "verdict, which counts ungraded pairs as missing: read verdict.docs")
    @property
    def signalforge_passed(self) -> bool:
        """Named so no one reads it as the verdict: it can be true where the docs check
        FAILs or is INCONCLUSIVE (`gate.report.verdict.docs_verdict` decides that)."""
        if not self.results:  # nothing gradable: nothing fell short (the notes say why)
            return True
        return bool(self.scored) and not bar_misses(self.pass_rate, self.mean_score,
                                                     *self.thresholds)

    def __repr__(self) -> str:
        return (f"GradingReport(run_id={self.run_id!r}, results={len(self.results)}, "
                f"pass_rate={self.pass_rate:.2f}, mean_score={self.mean_score:.2f}, "
                f"signalforge_passed={self.signalforge_passed}, "
                f"aggregate_complete={self.aggregate_complete})")
