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
from typing import TYPE_CHECKING, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)

from gate.configure.errors import config_error, error_line, first_line
from gate.configure.gate_settings import GateSettings
from gate.configure.grade_types import (
    PROVIDER_DEFAULT_MODELS,
    PROVIDER_SKU_PREFIXES,
    ConcurrencyInt,
    NonNegativeFloat,
    NonNegativeInt,
    PositiveFloat,
    PositiveInt,
    Strict,
    UnitFloat,
)
from gate.configure.session_bar import CONFIG_FILE as CONFIG_FILE  # noqa: PLC0414 - re-exported
from gate.core.envelope_tags import check_text
from gate.core.errors import ConfigError

if TYPE_CHECKING:
    from gate.inputs.safe_yaml import Located


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


class Criterion(Strict):
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


class GradeConfig(Strict):
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
    # The YAML reader is imported only when there is a file to read: a command run without
    # one (grading a session log, say) would spend a tenth of its imports' time on it.
    import yaml  # noqa: PLC0415

    from gate.inputs.safe_yaml import LoadError, load_yaml  # noqa: PLC0415

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
