"""`signalforge.yml`'s `gate:` block: this project's own settings.

The `grade:` block is SignalForge's and reads as SignalForge reads it (`gate.configure.config`);
this block is the gate's alone: which files hold drafted docs and session audits, what text
written to the grader and an offline defect do to a grade, the verdict cache, close calls, the
judge. Strict like the other: an unknown key is an error naming its line.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, BeforeValidator, Field, model_validator

from gate.configure import session_bar
from gate.configure.artifact_kinds import ArtifactKind
from gate.configure.grade_types import Strict, UnitFloat
from gate.configure.judge_names import JudgeChoice
from gate.core.lazy_pattern import lazy_pattern
from gate.inputs.globs import check_pattern

DEFAULT_DOC_GLOBS = ("models/**/*.yml", "models/**/*.yaml", ".signalforge/candidates/**/*.json")
DEFAULT_AUDIT_GLOBS = (".cleo/audit-log.jsonl", ".cleo/audit/**/*.jsonl", ".cleo/tasks.db")
#: The score at and above which a verdict passes, for a criterion `gate.docs.pass_marks` does
#: not name: declared here alone, and read by every rule, judge and view that needs it.
DEFAULT_PASS_MARK = 0.5


#: Checked one by one, so an error names the line of the bad pattern itself.
Globs = tuple[Annotated[str, AfterValidator(check_pattern)], ...]


def _switch(value: object) -> object:
    """YAML 1.1 reads an unquoted `on` / `off` as a boolean: take it as the word written."""
    if isinstance(value, bool):
        return "on" if value else "off"
    return value


#: `on` or `off`, quoted or not.
Switch = Annotated[Literal["on", "off"], BeforeValidator(_switch)]
#: `auto` or `off`, quoted or not (an unquoted `off` arrives as false).
AutoOrOff = Annotated[Literal["auto", "off"], BeforeValidator(_switch)]


#: `gate.docs.addressing_judge`, declared here once: `fail` scores every pair of an artifact
#: whose text cannot be innocent 0 without a call and fails the docs check; `flag` marks it.
AddressingMode = Literal["fail", "flag"]


class DocsSettings(Strict):
    """Which files hold drafted docs, and where the docs grade is written."""

    include: Globs = DEFAULT_DOC_GLOBS
    exclude: Globs = ()
    report: str = ".signalforge/docs-grade.json"
    audit_log: str = ".signalforge/grade.jsonl"
    applies_to: dict[str, tuple[ArtifactKind, ...]] = Field(
        default_factory=dict,
        description="criterion id → artifact kinds it grades (a custom rubric grades all kinds)")
    addressing_judge: AddressingMode = Field(
        "fail", description="drafted text that addresses the grader (instructions, claimed "
        "scores, self-assessment, hidden text): fail every pair of its artifact without a "
        "call and fail the docs check whatever the pass rate, or judge it as usual and mark "
        "it")
    pass_marks: dict[str, UnitFloat] = Field(
        default_factory=dict,
        description="criterion id → the score at and above which a verdict passes "
        f"({DEFAULT_PASS_MARK} for a criterion not named); a judge's `passed` must agree with "
        "it")
    evidence: Literal["mark", "degrade"] = Field(
        "mark", description="a verdict whose evidence is not found in what the judge was shown, "
        "even when asked again: kept and marked unverified, or degraded to ungraded")
    floor: Switch = Field(
        "on", description="a defect an offline check proves (empty, placeholder, restated "
        "name, one word) fails its pair whatever the model said; the judge's own score is "
        "kept beside it")
    guard: AutoOrOff = Field(
        "auto", description="ask the model once per artifact group which texts speak to "
        "whoever evaluates them (auto: with an API key and the Anthropic judge)")


#: Where the session audit graded comes from (`gate.runner.audits.session_stage`).
SessionSource = Literal["committed", "workflow-artifact"]
#: Which audits may meet an enforced session bar.
SessionTrust = Literal["agent-run", "self-reported"]
#: Events a run of the agent's workflow may be triggered by (GitHub's names).
AgentEvent = Literal["workflow_dispatch", "pull_request_target", "issue_comment", "issues",
                     "pull_request", "push", "repository_dispatch", "schedule"]
_WORKFLOW_PATH = lazy_pattern(r"\.github/workflows/[A-Za-z0-9._-]+\.ya?ml")


class SessionSettings(Strict):
    """Where session audits are found, and the session grade's own bar."""

    audits: Globs = Field(
        DEFAULT_AUDIT_GLOBS, description="tried in order; the first pattern that matches files "
        "is used, so an exported log and CLEO's tasks.db are not both graded")
    session_id: str | None = None
    sessions: Literal["latest", "all"] = Field(
        "latest", description="without session_id: grade the most recent session in the "
        "audits (the one that produced the change), or every session")
    min_percent: int = Field(session_bar.MIN_PERCENT, ge=0, le=100)
    fail_on_below_threshold: bool = session_bar.FAIL_ON_BELOW_THRESHOLD
    required: bool = Field(session_bar.REQUIRED,
                           description="a change without a session audit fails the check")
    require_trailer: bool = Field(
        False, description="in a pull request, the session graded must be the one a "
        "`CLEO-Session: <id>` trailer of its commits names; a missing or mismatched trailer "
        "makes the session check inconclusive, never a pass")
    source: SessionSource = Field(
        "committed", description="where the audit graded comes from: the file the change "
        "commits (the agent's own account), or the artifact the agent's own workflow run "
        "uploaded, found through the API (a committed audit is then context only)")
    trust: SessionTrust = Field(
        "agent-run", description="which audits may meet an enforced session bar: only one from "
        "the agent's run (a self-reported audit then makes the check inconclusive), or a "
        "self-reported one too")
    workflow: str | None = Field(
        None, description="with source workflow-artifact: the agent's workflow file, as "
        "GitHub names a run's path (.github/workflows/agent.yml)")
    events: tuple[AgentEvent, ...] = Field(
        ("workflow_dispatch", "pull_request_target", "issue_comment", "issues"),
        min_length=1, description="with source workflow-artifact: the events the agent's run "
        "may have been triggered by")
    artifact: str = Field(
        "cleo-audit", description="with source workflow-artifact: the name of the artifact "
        "the agent's run uploads its CLEO audit as")

    @model_validator(mode="after")
    def _workflow_named(self) -> SessionSettings:
        if self.source == "workflow-artifact" and not self.workflow:
            raise ValueError("gate.session.source workflow-artifact needs gate.session.workflow "
                             "(the agent's workflow file, e.g. .github/workflows/agent.yml)")
        if self.workflow is not None and not _WORKFLOW_PATH.fullmatch(self.workflow):
            raise ValueError("gate.session.workflow must name a workflow file of this "
                             "repository: .github/workflows/NAME.yml (or .yaml)")
        if not self.artifact.strip() or len(self.artifact) > 200:
            raise ValueError("gate.session.artifact must name an artifact (1 to 200 "
                             "characters)")
        return self


class CacheSettings(Strict):
    """The gate's verdict cache (not SignalForge's `grade.cache_enabled`, which names its own
    cache inside the project and is never read here). Used by the `anthropic` judge only."""

    enabled: bool = True
    dir: str | None = Field(None, description="default $XDG_CACHE_HOME/signalforge-gate, else "
                            "~/.cache/signalforge-gate; never inside the checkout graded")
    max_mb: float = Field(200, gt=0, description="past this size the oldest entries go")


class StabilitySettings(Strict):
    """Close calls: pairs within `margin` of their pass mark that could flip the docs check's
    outcome are asked `repeats` more times each and decided on their median (0: never)."""

    margin: float = Field(0.1, ge=0.0, le=0.5)
    repeats: int = Field(2, ge=0, le=10)


class GateSettings(Strict):
    """This project's `gate:` block."""

    judge: JudgeChoice = "auto"
    concurrency: int | None = Field(
        None, ge=1, le=100, description="deprecated: grade.max_concurrent_calls is the judge "
        "concurrency and wins when both are set")
    cost_mode: Literal["per_criterion", "batched"] = "per_criterion"
    scores_dir: str = ".signalforge/scores"
    docs: DocsSettings = DocsSettings()
    session: SessionSettings = SessionSettings()
    cache: CacheSettings = CacheSettings()
    stability: StabilitySettings = StabilitySettings()
