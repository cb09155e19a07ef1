"""`signalforge.yml` → a typed, validated configuration.

One file serves two tools. `grade:` reads exactly as SignalForge 0.8.0 reads it (same keys,
types, lax coercions, defaults and refusals, proven by a differential test against SignalForge
itself), so a repository configures the LLM judge once for both; `gate:` holds this project's
own settings; any other top-level key belongs to another tool and is ignored. Both blocks are
strict: a misspelt key is an error that names the file, the line, the key and the fix, never a
setting silently left at its default.

Deliberate differences from SignalForge, each stricter and each documented in the README: a
key repeated in one mapping is refused (SignalForge keeps the last one silently, which can
lower a bar unseen), while a YAML merge (`<<: *base`) overridden by an explicit key is honoured
as YAML means it; delimiter tags are refused in rubric ids and text; a file over
`MAX_CONFIG_BYTES` and a rubric over `MAX_RUBRIC_CRITERIA` criteria are refused (see there).
"""

from __future__ import annotations

import hashlib
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal

import yaml
from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)

from gate.configure.artifact_kinds import ArtifactKind
from gate.configure.errors import config_error, error_line, first_line
from gate.configure.grade_types import (
    PROVIDER_DEFAULT_MODELS,
    PROVIDER_SKU_PREFIXES,
    ConcurrencyInt,
    NonNegativeFloat,
    NonNegativeInt,
    PositiveFloat,
    PositiveInt,
    UnitFloat,
)
from gate.configure.judge_names import JudgeChoice
from gate.core.envelope_tags import check_text
from gate.core.errors import ConfigError
from gate.inputs.globs import check_pattern
from gate.inputs.safe_yaml import LoadError, Located, load_yaml

CONFIG_FILE = "signalforge.yml"

#: Every criterion grades every artifact it applies to, so a rubric's length multiplies the
#: whole run: 20,000 criteria on a 31-artifact pull request are 620,000 pairs, minutes even for
#: the offline judge and a fortune through the API. Rubrics in use hold a handful of criteria;
#: 200 leaves room for any real one while keeping a run's pairs within 200 × its artifacts.
MAX_RUBRIC_CRITERIA = 200
#: The file is parsed by PyYAML's pure-Python parser (as SignalForge reads it), at 5 to 13 s a
#: MiB (block style to flow style); the default configuration is 3 KiB, and 200 criteria of 600
#: characters about 125 KiB. The limit is checked before parsing, so a pull request's own
#: `signalforge.yml`, read for the change notice, cannot hold the run either.
MAX_CONFIG_BYTES = 128 * 1024


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Criterion(_Strict):
    """One rubric entry, as SignalForge reads it: any non-blank text without NUL, spaces in the
    id included."""

    id: str
    criterion: str

    @field_validator("id", "criterion")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("must be a non-empty, non-whitespace string")
        if "\x00" in value:
            raise ValueError("must not contain NUL bytes")
        return value

    @field_validator("id", "criterion")
    @classmethod
    def _no_delimiter_tags(cls, value: str) -> str:
        # One envelope rule for drafted text and rubric alike (gate.core.envelope_tags).
        check_text(value, what="the value")
        return value


class GradeConfig(_Strict):
    """SignalForge 0.8.0's `grade:` block: its 23 keys, types, coercions and defaults.

    The differential test (`tests/docs/test_config_parity.py`) loads generated blocks with
    SignalForge itself and with this model and requires the same accept/reject and the same
    values. Deliberate differences live outside this model (duplicate keys and delimiter tags).
    """

    provider: str = "anthropic"
    # None means "the provider's default judge model", resolved before validation.
    model: str = Field(None, validate_default=True)
    cache_ttl: Literal["5m", "1h"] = "1h"
    max_output_tokens: PositiveInt = 1024
    max_retries_429: NonNegativeInt = 6
    max_retries_5xx: NonNegativeInt = 1
    max_retries_conn: NonNegativeInt = 1
    total_budget_seconds: PositiveInt | None = Field(
        None, description="null: budget_base_seconds + budget_per_pair_seconds × "
        "⌈pairs ÷ max_concurrent_calls⌉; a value caps that (the smaller wins)")
    budget_base_seconds: PositiveInt = 60
    budget_per_pair_seconds: PositiveFloat = 20.0
    max_grade_calls: PositiveInt | None = None
    max_grade_cost_usd: PositiveFloat | None = None
    max_grade_tokens: PositiveInt | None = None
    sweep_max_rounds: NonNegativeInt = 3
    sweep_cooldown_seconds: NonNegativeFloat = 2.0
    sweep_budget_seconds: PositiveInt = 300
    max_concurrent_calls: ConcurrencyInt = 10
    min_pass_rate: UnitFloat = 0.7
    min_mean_score: UnitFloat = 0.5
    rubric: tuple[Criterion, ...] | None = Field(
        None, description="replaces the default rubric wholesale")
    fail_on_below_threshold: bool = False
    require_complete: bool = True
    cache_enabled: bool = Field(
        False, description="SignalForge's own project-local cache; the gate never reads it")

    @model_validator(mode="before")
    @classmethod
    def _resolve_default_model(cls, data: Any) -> Any:
        """`model` absent or null is the provider's default judge model (openai's for
        openai, never a Claude model); an unknown provider is left for its own error."""
        if isinstance(data, dict) and data.get("model") is None:
            provider = data.get("provider", "anthropic")
            if isinstance(provider, str) and provider in PROVIDER_DEFAULT_MODELS:
                data = {**data, "model": PROVIDER_DEFAULT_MODELS[provider]}
        return data

    @field_validator("provider")
    @classmethod
    def _known_provider(cls, value: str) -> str:
        if value not in PROVIDER_DEFAULT_MODELS:
            raise ValueError(f"must be one of {', '.join(PROVIDER_DEFAULT_MODELS)} (not "
                             f"{value!r})")
        return value

    @field_validator("model")
    @classmethod
    def _model_fits_provider(cls, value: str, info: ValidationInfo) -> str:
        if not value.strip():
            raise ValueError("must be a non-empty, non-whitespace string")
        provider = info.data.get("provider")  # absent when the provider itself was refused
        if provider in PROVIDER_SKU_PREFIXES and not value.startswith(
                PROVIDER_SKU_PREFIXES[provider]):
            for other, prefix in PROVIDER_SKU_PREFIXES.items():
                if value.startswith(prefix):
                    raise ValueError(
                        f"must match provider {provider!r}: {value!r} is a {other!r} model (prefix "
                        f"{prefix!r}); use one starting {PROVIDER_SKU_PREFIXES[provider]!r}, "
                        "leave it out for the provider's default, or change grade.provider")
        return value

    @field_validator("rubric")
    @classmethod
    def _rubric_ids_unique(
        cls, rubric: tuple[Criterion, ...] | None,
    ) -> tuple[Criterion, ...] | None:
        if rubric is not None:
            if not rubric:
                raise ValueError("an empty rubric grades nothing; remove the key for the default")
            # Counted once (linear): a 20,000-criterion rubric is checked in milliseconds.
            counts = Counter(c.id for c in rubric)
            repeated = sorted(i for i, n in counts.items() if n > 1)
            if repeated:
                raise ValueError(f"criterion ids must be unique; repeated: {', '.join(repeated)}")
        return rubric


DEFAULT_DOC_GLOBS = ("models/**/*.yml", "models/**/*.yaml", ".signalforge/candidates/**/*.json")
DEFAULT_AUDIT_GLOBS = (".cleo/audit-log.jsonl", ".cleo/audit/**/*.jsonl", ".cleo/tasks.db")


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


class DocsSettings(_Strict):
    """Which files hold drafted docs, and where the docs grade is written."""

    include: Globs = DEFAULT_DOC_GLOBS
    exclude: Globs = ()
    report: str = ".signalforge/docs-grade.json"
    audit_log: str = ".signalforge/grade.jsonl"
    applies_to: dict[str, tuple[ArtifactKind, ...]] = Field(
        default_factory=dict,
        description="criterion id → artifact kinds it grades (a custom rubric grades all kinds)")
    addressing_judge: Literal["fail", "flag"] = Field(
        "fail", description="drafted text that addresses the grader (instructions, claimed "
        "scores, self-assessment, hidden text): fail every pair of its artifact without a "
        "call and fail the docs check whatever the pass rate, or judge it as usual and mark "
        "it")
    pass_marks: dict[str, UnitFloat] = Field(
        default_factory=dict,
        description="criterion id → the score at and above which a verdict passes (0.5 for a "
        "criterion not named); a judge's `passed` must agree with it")
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


class SessionSettings(_Strict):
    """Where session audits are found, and the session grade's own bar."""

    audits: Globs = Field(
        DEFAULT_AUDIT_GLOBS, description="tried in order; the first pattern that matches files "
        "is used, so an exported log and CLEO's tasks.db are not both graded")
    session_id: str | None = None
    sessions: Literal["latest", "all"] = Field(
        "latest", description="without session_id: grade the most recent session in the "
        "audits (the one that produced the change), or every session")
    min_percent: int = Field(60, ge=0, le=100)
    fail_on_below_threshold: bool = False
    required: bool = Field(False, description="a change without a session audit fails the check")
    require_trailer: bool = Field(
        False, description="in a pull request, the session graded must be the one a "
        "`CLEO-Session: <id>` trailer of its commits names; a missing or mismatched trailer "
        "makes the session check inconclusive, never a pass")


class CacheSettings(_Strict):
    """The gate's verdict cache (not SignalForge's `grade.cache_enabled`, which names its own
    cache inside the project and is never read here). Used by the `anthropic` judge only."""

    enabled: bool = True
    dir: str | None = Field(None, description="default $XDG_CACHE_HOME/signalforge-gate, else "
                            "~/.cache/signalforge-gate; never inside the checkout graded")
    max_mb: float = Field(200, gt=0, description="past this size the oldest entries go")


class StabilitySettings(_Strict):
    """Close calls: pairs within `margin` of their pass mark that could flip the docs check's
    outcome are asked `repeats` more times each and decided on their median (0: never)."""

    margin: float = Field(0.1, ge=0.0, le=0.5)
    repeats: int = Field(2, ge=0, le=10)


class GateSettings(_Strict):
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


class ConfigFile(BaseModel):
    """The whole file: the two blocks this project reads; other tools' keys are ignored."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    grade: GradeConfig = GradeConfig()
    gate: GateSettings = GateSettings()


@dataclass(frozen=True)
class ConfigSource:
    """Where the configuration came from, for the report: path, git ref, content hash."""

    path: str
    ref: str | None
    sha256: str | None
    found: bool
    note: str | None = None


@dataclass(frozen=True)
class GateConfig:
    grade: GradeConfig
    gate: GateSettings
    source: ConfigSource

    @property
    def concurrency(self) -> int:
        """The judge concurrency: SignalForge's `grade.max_concurrent_calls` when the file sets
        it (it wins over the gate's older `gate.concurrency`), else `gate.concurrency` when that
        is set, else SignalForge's default (10)."""
        if "max_concurrent_calls" in self.grade.model_fields_set \
                or self.gate.concurrency is None:
            return self.grade.max_concurrent_calls
        return self.gate.concurrency

    @property
    def concurrency_note(self) -> str | None:
        """What the report says when the deprecated `gate.concurrency` is set."""
        if self.gate.concurrency is None:
            return None
        if "max_concurrent_calls" in self.grade.model_fields_set:
            return (f"gate.concurrency ({self.gate.concurrency}) is deprecated and was "
                    f"overridden by grade.max_concurrent_calls ({self.concurrency})")
        return (f"gate.concurrency is deprecated; set grade.max_concurrent_calls "
                f"({self.gate.concurrency}) instead")


def defaults(note: str | None = None) -> GateConfig:
    return GateConfig(GradeConfig(), GateSettings(),
                      ConfigSource(CONFIG_FILE, None, None, found=False, note=note))


def load_config_file(path: Path) -> GateConfig:
    """Read `path`; a missing file is the defaults (the report says none was found)."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return defaults(note=f"no {path} found; defaults apply")
    except OSError as error:
        raise ConfigError(f"cannot read the configuration ({error.strerror}).",
                          remediation="make the file readable.", path=str(path)) from None
    return parse_config(raw, display_path=str(path), ref=None)


def parse_config(raw: bytes, *, display_path: str, ref: str | None) -> GateConfig:
    """Validate the bytes of a `signalforge.yml` (from disk or from a git ref)."""
    source = ConfigSource(display_path, ref, hashlib.sha256(raw).hexdigest(), found=True)
    if len(raw) > MAX_CONFIG_BYTES:
        raise ConfigError(f"the file is {len(raw) / 1024:,.0f} KiB; a configuration is read up "
                          f"to {MAX_CONFIG_BYTES // 1024} KiB.",
                          remediation="keep only the `grade:` and `gate:` blocks and a rubric "
                          f"of at most {MAX_RUBRIC_CRITERIA} criteria.",
                          path=display_path)
    try:
        located = load_yaml(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise ConfigError("the file is not UTF-8 text.", remediation="save it as UTF-8.",
                          path=display_path) from None
    except LoadError as error:
        raise ConfigError(f"{error}.", remediation=error.fix, path=display_path,
                          line=error.line) from None
    except (yaml.YAMLError, ValueError, TypeError, RecursionError) as error:
        # The YAML reader's own errors are LoadErrors; this is the backstop for what escapes
        # it (a character PyYAML refuses before parsing, an integer too long to convert), so
        # that no file ends the run without the report.
        raise ConfigError(f"the file cannot be read as YAML ({first_line(error)}).",
                          remediation="remove control characters and oversized numbers; "
                          "see the signalforge.yml reference in the README.",
                          path=display_path, line=error_line(error)) from None
    document = located.data
    if document is None:
        return GateConfig(GradeConfig(), GateSettings(), source)
    if not isinstance(document, dict):
        raise ConfigError(f"the top level is a {type(document).__name__}, not a mapping.",
                          remediation="write `grade:` and `gate:` blocks as top-level keys.",
                          path=display_path, line=1)
    blocks = {key: value for key, value in document.items() if key in ("grade", "gate")}
    blocks = {key: ({} if value is None else value) for key, value in blocks.items()}
    _check_rubric_length(blocks, located, display_path)
    try:
        parsed = ConfigFile.model_validate(blocks)
    except ValidationError as error:
        raise config_error(error, located, display_path, ConfigFile) from None
    return GateConfig(parsed.grade, parsed.gate, source)


def _check_rubric_length(blocks: dict[str, Any], located: Located, display_path: str) -> None:
    """Refuse a rubric longer than `MAX_RUBRIC_CRITERIA` before validating it, at the line of
    the first criterion past the limit."""
    grade = blocks.get("grade")
    rubric = grade.get("rubric") if isinstance(grade, dict) else None
    if isinstance(rubric, list) and len(rubric) > MAX_RUBRIC_CRITERIA:
        raise ConfigError(
            f"`grade.rubric` lists {len(rubric):,} criteria; the gate grades with at most "
            f"{MAX_RUBRIC_CRITERIA}: each criterion is a judge call for every artifact it applies "
            "to, so the rubric's length multiplies the whole run.",
            remediation=f"keep the {MAX_RUBRIC_CRITERIA} criteria that matter most, or merge "
            "related ones into one question.",
            path=display_path, line=located.line_of(("grade", "rubric", MAX_RUBRIC_CRITERIA)))
