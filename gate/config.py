"""`signalforge.yml` → a typed, validated configuration.

One file serves two tools. `grade:` is exactly SignalForge's grade block (same keys, same
defaults), so a repository configures the LLM judge once for both; `gate:` holds this project's
own settings; any other top-level key belongs to another tool and is ignored. Both blocks are
strict: a misspelt key is an error that names the file, the line, the key and the fix, never a
setting silently left at its default.
"""

from __future__ import annotations

import difflib
import hashlib
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
)
from pydantic_core import ErrorDetails

from gate.errors import ConfigError
from gate.globs import check_pattern
from gate.positions import LoadError, Located, load_yaml

CONFIG_FILE = "signalforge.yml"
ArtifactKind = Literal[
    "column_description", "column_rationale", "model_description", "model_rationale", "test",
    "markdown_section",
]
JudgeChoice = Literal["auto", "anthropic", "heuristic", "scores"]


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Criterion(_Strict):
    """One rubric entry, as SignalForge writes it."""

    id: str = Field(min_length=1, pattern=r"^[^\s\x00]+$")
    criterion: str = Field(min_length=1)

    @field_validator("criterion")
    @classmethod
    def _no_blank_text(cls, value: str) -> str:
        if not value.strip() or "\x00" in value:
            raise ValueError("must be text (not blank, no NUL characters)")
        return value


class GradeConfig(_Strict):
    """SignalForge's `grade:` block, with its defaults."""

    provider: Literal["anthropic", "openai", "gemini"] = "anthropic"
    model: str = Field("claude-sonnet-4-6", min_length=1)
    cache_ttl: Literal["5m", "1h"] = "1h"
    max_output_tokens: int = Field(256, gt=0)
    max_retries_429: int = Field(3, ge=0)
    max_retries_5xx: int = Field(1, ge=0)
    max_retries_conn: int = Field(1, ge=0)
    total_budget_seconds: float = Field(300, gt=0)
    min_pass_rate: float = Field(0.7, ge=0.0, le=1.0)
    min_mean_score: float = Field(0.5, ge=0.0, le=1.0)
    fail_on_below_threshold: bool = False
    rubric: tuple[Criterion, ...] | None = Field(
        None, description="replaces the default rubric wholesale")

    @field_validator("rubric")
    @classmethod
    def _rubric_ids_unique(
        cls, rubric: tuple[Criterion, ...] | None,
    ) -> tuple[Criterion, ...] | None:
        if rubric is not None:
            if not rubric:
                raise ValueError("an empty rubric grades nothing; remove the key for the default")
            ids = [c.id for c in rubric]
            repeated = sorted({i for i in ids if ids.count(i) > 1})
            if repeated:
                raise ValueError(f"criterion ids must be unique; repeated: {', '.join(repeated)}")
        return rubric


DEFAULT_DOC_GLOBS = ("models/**/*.yml", "models/**/*.yaml", ".signalforge/candidates/**/*.json")
DEFAULT_AUDIT_GLOBS = (".cleo/audit-log.jsonl", ".cleo/audit/**/*.jsonl", ".cleo/tasks.db")


#: Checked one by one, so an error names the line of the bad pattern itself.
Globs = tuple[Annotated[str, AfterValidator(check_pattern)], ...]


class DocsSettings(_Strict):
    """Which files hold drafted docs, and where the docs grade is written."""

    include: Globs = DEFAULT_DOC_GLOBS
    exclude: Globs = ()
    report: str = ".signalforge/docs-grade.json"
    audit_log: str = ".signalforge/grade.jsonl"
    applies_to: dict[str, tuple[ArtifactKind, ...]] = Field(
        default_factory=dict,
        description="criterion id → artifact kinds it grades (a custom rubric grades all kinds)")


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


class CacheSettings(_Strict):
    """The gate's verdict cache (not SignalForge's `grade.cache_enabled`, which names its own
    cache inside the project and is never read here). Used by the `anthropic` judge only."""

    enabled: bool = True
    dir: str | None = Field(None, description="default $XDG_CACHE_HOME/signalforge-gate, else "
                            "~/.cache/signalforge-gate; never inside the checkout graded")
    max_mb: float = Field(200, gt=0, description="past this size the oldest entries go")


class GateSettings(_Strict):
    """This project's `gate:` block."""

    judge: JudgeChoice = "auto"
    concurrency: int = Field(8, ge=1, le=64)
    cost_mode: Literal["per_criterion", "batched"] = "per_criterion"
    scores_dir: str = ".signalforge/scores"
    docs: DocsSettings = DocsSettings()
    session: SessionSettings = SessionSettings()
    cache: CacheSettings = CacheSettings()


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
    try:
        located = load_yaml(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise ConfigError("the file is not UTF-8 text.", remediation="save it as UTF-8.",
                          path=display_path) from None
    except LoadError as error:
        raise ConfigError(f"{error}.", remediation=error.fix, path=display_path,
                          line=error.line) from None
    document = located.data
    if document is None:
        return GateConfig(GradeConfig(), GateSettings(), source)
    if not isinstance(document, dict):
        raise ConfigError(f"the top level is a {type(document).__name__}, not a mapping.",
                          remediation="write `grade:` and `gate:` blocks as top-level keys.",
                          path=display_path, line=1)
    blocks = {key: value for key, value in document.items() if key in ("grade", "gate")}
    blocks = {key: ({} if value is None else value) for key, value in blocks.items()}
    try:
        parsed = ConfigFile.model_validate(blocks)
    except ValidationError as error:
        raise _config_error(error, located, display_path) from None
    return GateConfig(parsed.grade, parsed.gate, source)


def _config_error(error: ValidationError, located: Located, path: str) -> ConfigError:
    """One paragraph for every problem (up to five), located at the first one's line."""
    details = error.errors()
    first = details[0]
    parts = []
    for index, detail in enumerate(details[:5]):
        key = ".".join(str(part) for part in detail["loc"])
        line = located.line_of(detail["loc"])
        where = f" (line {line})" if line and index else ""
        parts.append(f"`{key}`{where}: {_message(detail)}")
    more = f" (and {len(details) - 5} more)" if len(details) > 5 else ""
    return ConfigError("; ".join(parts) + more + ".", remediation=_fix(first),
                       path=path, line=located.line_of(first["loc"]))


def _message(detail: ErrorDetails) -> str:
    if detail["type"] == "extra_forbidden":
        return "unknown key"
    return str(detail["msg"]).removeprefix("Value error, ")


def _fix(detail: ErrorDetails) -> str:
    """A concrete fix for the first problem: the known keys, the allowed values, a bound."""
    loc = detail["loc"]
    if detail["type"] == "extra_forbidden":
        allowed = _known_keys(loc[:-1])
        close = difflib.get_close_matches(str(loc[-1]), allowed, n=1)
        hint = f"did you mean `{close[0]}`? " if close else ""
        return f"{hint}remove or rename `{loc[-1]}`; this block accepts: {', '.join(allowed)}."
    if loc and loc[-1] == "rubric":
        return "give every criterion its own id, or remove `rubric` to use the default."
    ctx: dict[str, Any] = dict(detail.get("ctx") or {})
    if detail["type"] == "literal_error" and "expected" in ctx:
        return f"use one of {ctx['expected']}."
    for bound, words in (("ge", "at least"), ("gt", "more than"), ("le", "at most"),
                         ("lt", "less than")):
        if bound in ctx:
            return f"use a value {words} {ctx[bound]}."
    return "correct the value; see the signalforge.yml reference in the README."


def _known_keys(block: tuple[int | str, ...]) -> list[str]:
    model: type[BaseModel] = ConfigFile
    for part in block:
        field = model.model_fields.get(str(part))
        annotation = getattr(field, "annotation", None)
        if not (isinstance(annotation, type) and issubclass(annotation, BaseModel)):
            return []
        model = annotation
    return list(model.model_fields)
