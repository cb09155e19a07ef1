"""Fuzzing the configuration loader: whatever the bytes of `signalforge.yml`, `parse_config`
returns a configuration or raises `ConfigError` (file, line where known, fix) and nothing else.

Two strategies: arbitrary bytes (with and without a plausible `grade:` prefix), and hostile
but well-formed YAML built from the keys the gate knows, with values chosen to break readers:
huge and non-finite numbers, every YAML tag PyYAML's safe loader knows and some it refuses,
anchors and aliases, control characters and lone surrogates, deep nesting.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gate.configure.config import (
    MAX_RUBRIC_CRITERIA,
    ConfigFile,
    GateConfig,
    GradeConfig,
    parse_config,
)
from gate.configure.gate_settings import GateSettings
from gate.core.errors import ConfigError

FUZZ = settings(max_examples=150, deadline=None,
                suppress_health_check=[HealthCheck.too_slow])
KEYS = [*GradeConfig.model_fields, *GateSettings.model_fields, "docs", "include", "session",
        "rubric", "id", "criterion", "<<", "", "?"]
SCALARS = [
    "0", "-1", "300.5", ".inf", "-.inf", ".nan", "1e999", "0x" + "f" * 40, "9" * 5000,
    "-" + "9" * 30, "true", "yes", "~", "null", "''", '"\\0"', '"\\ud800"', '"\\x1b[31m"',
    '"\\uFFFE"', "2020-01-01", "2020-01-01T00:00:00Z", "!!binary aGVsbG8=", "!!str 5",
    "!!int '12'", "!!float 'x'", "!!python/object:os.system {}", "!!set {a, b}",
    "!!omap [a: 1]", "!!pairs [a: 1]", "!custom x", "*undefined", "&a 1", "'::error::x'",
    "'</ARTIFACT>'", "'%0A::set-output'", "[]", "{}", "[[[[[]]]]]", "{a: {b: {c: {}}}}",
    "=", "<<", "'a\tb'", "\"\\u202e\"",
]


def flow(values: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    """A YAML flow value: a scalar, or lists and mappings of them, nested."""
    return st.recursive(
        values,
        lambda inner: st.one_of(
            st.lists(inner, max_size=4).map(lambda items: "[" + ", ".join(items) + "]"),
            st.lists(st.tuples(st.sampled_from(KEYS), inner), max_size=4).map(
                lambda pairs: "{" + ", ".join(f"{k or 'x'}: {v}" for k, v in pairs) + "}"),
        ),
        max_leaves=12)


BLOCK_LINE = st.tuples(st.sampled_from(KEYS), flow(st.sampled_from(SCALARS)))


@st.composite
def hostile_documents(draw: st.DrawFn) -> str:
    lines = []
    for block in draw(st.lists(st.sampled_from(["grade", "gate", "other", "base"]),
                               min_size=1, max_size=3)):
        anchor = " &base" if block == "base" else ""
        lines.append(f"{block}:{anchor}")
        for key, value in draw(st.lists(BLOCK_LINE, max_size=6)):
            lines.append(f"  {key or 'k'}: {value}")
        if draw(st.booleans()):
            lines.append("  <<: *base")
    return "\n".join(lines) + "\n"


def outcome(raw: bytes) -> GateConfig | ConfigError:
    try:
        return parse_config(raw, display_path="signalforge.yml", ref=None)
    except ConfigError as error:
        rendered = error.render()
        assert "signalforge.yml" in rendered
        assert "Fix:" in rendered or "fix" in rendered.lower()
        return error


@FUZZ
@given(st.binary(max_size=2000))
def test_arbitrary_bytes_give_a_config_or_a_config_error(raw: bytes) -> None:
    outcome(raw)


@FUZZ
@given(st.binary(max_size=500))
def test_arbitrary_bytes_inside_the_grade_block_too(raw: bytes) -> None:
    outcome(b"grade:\n  model: " + raw + b"\n  rubric:\n    - id: " + raw + b"\n")


@FUZZ
@given(hostile_documents())
def test_hostile_yaml_gives_a_config_or_a_config_error(text: str) -> None:
    result = outcome(text.encode("utf-8", "surrogatepass"))
    if isinstance(result, GateConfig):  # what was accepted is a valid, frozen configuration
        ConfigFile.model_validate({"grade": result.grade.model_dump(),
                                   "gate": result.gate.model_dump()})


def test_a_huge_integer_is_a_config_error_not_a_crash() -> None:
    result = outcome(b"grade:\n  max_grade_tokens: " + b"9" * 100_000 + b"\n")
    assert isinstance(result, ConfigError)


def test_a_nul_byte_is_a_config_error_not_a_crash() -> None:
    # PyYAML refuses it before parsing, outside the reader's error handling: it used to end
    # the run with an internal error and no report.
    result = outcome(b"grade:\n  model: claude\x00\n")
    assert isinstance(result, ConfigError)
    assert "control character (U+0000 NULL)" in result.render()
    assert result.line == 2


def test_a_large_rubric_is_checked_whole_and_a_repeat_named() -> None:
    last = MAX_RUBRIC_CRITERIA - 2
    entries = "".join(f"    - id: crit {n}\n      criterion: Is part {n} clear?\n"
                      for n in range(last + 1))
    raw = f"grade:\n  rubric:\n{entries}    - id: crit {last}\n      criterion: again\n"
    result = outcome(raw.encode())
    assert isinstance(result, ConfigError)
    assert f"repeated: crit {last}" in result.render()
