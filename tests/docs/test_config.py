"""signalforge.yml: SignalForge's grade block with its defaults, the gate block, strictness,
and errors that name the file, the line, the key and the fix."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gate.configure.config import (
    MAX_CONFIG_BYTES,
    MAX_RUBRIC_CRITERIA,
    load_config_file,
    parse_config,
)
from gate.configure.gate_settings import DEFAULT_AUDIT_GLOBS, DEFAULT_DOC_GLOBS
from gate.core.errors import ConfigError
from gate.inputs import safe_yaml


def parse(text: str):  # type: ignore[no-untyped-def]
    return parse_config(text.encode(), display_path="signalforge.yml", ref=None)


def error_of(text: str) -> ConfigError:
    with pytest.raises(ConfigError) as caught:
        parse(text)
    return caught.value


def test_the_grade_block_has_signalforges_defaults() -> None:
    grade = parse("").grade
    assert (grade.provider, grade.model, grade.cache_ttl) == ("anthropic", "claude-sonnet-4-6",
                                                              "1h")
    assert (grade.max_output_tokens, grade.max_retries_429, grade.max_retries_5xx,
            grade.max_retries_conn) == (1024, 6, 1, 1)
    assert (grade.total_budget_seconds, grade.budget_base_seconds,
            grade.budget_per_pair_seconds) == (None, 60, 20.0)
    assert (grade.max_grade_calls, grade.max_grade_cost_usd, grade.max_grade_tokens) == (
        None, None, None)
    assert (grade.sweep_max_rounds, grade.sweep_cooldown_seconds,
            grade.sweep_budget_seconds) == (3, 2.0, 300)
    assert (grade.max_concurrent_calls, grade.require_complete, grade.cache_enabled) == (
        10, True, False)
    assert (grade.min_pass_rate, grade.min_mean_score) == (0.7, 0.5)
    assert grade.fail_on_below_threshold is False
    assert grade.rubric is None


def test_the_gate_block_has_the_documented_defaults() -> None:
    gate = parse("grade:\n  model: claude-haiku-4-5\n").gate
    assert (gate.judge, gate.concurrency, gate.cost_mode) == ("auto", None, "per_criterion")
    assert gate.docs.include == DEFAULT_DOC_GLOBS
    assert gate.session.audits == DEFAULT_AUDIT_GLOBS


def test_other_tools_top_level_keys_are_ignored() -> None:
    config = parse("prune:\n  anything: [1, 2]\nsafety: {mode: strict}\ngrade:\n  cache_ttl: 5m\n")
    assert config.grade.cache_ttl == "5m"


def test_an_unknown_grade_key_names_file_line_key_and_a_fix() -> None:
    error = error_of("grade:\n  model: claude-sonnet-4-6\n  mdoel: x\n")
    assert (error.path, error.line) == ("signalforge.yml", 3)
    rendered = error.render()
    assert "`grade.mdoel`: unknown key" in rendered
    assert "did you mean `model`?" in rendered
    assert "this block accepts: provider, model," in rendered


def test_an_unknown_gate_key_is_an_error_too() -> None:
    error = error_of("gate:\n  docs:\n    includes: ['*.yml']\n")
    assert error.line == 3
    assert "did you mean `include`?" in error.render()


@pytest.mark.parametrize(("text", "line", "fix"), [
    ("grade:\n  cache_ttl: 2h\n", 2, "use one of '5m' or '1h'"),
    ("grade:\n  max_retries_429: -1\n", 2, "it must be non-negative"),
    ("grade:\n  min_pass_rate: 1.5\n", 2, "it must be in the closed interval [0.0, 1.0]"),
    ("grade:\n  total_budget_seconds: 300.5\n", 2, "give `grade.total_budget_seconds` a whole"),
    ("grade:\n  max_grade_cost_usd: .inf\n", 2, "it must be a finite number"),
    ("grade:\n  provider: openai\n  model: claude-sonnet-4-6\n", 3, "must match provider 'openai'"),
    ("gate:\n  concurrency: 0\n", 2, "use a value at least 1"),
    ("gate:\n  judge: gpt\n", 2, "use one of 'auto', 'anthropic', 'heuristic' or 'scores'"),
    ("gate:\n  cost_mode: cheap\n", 2, "use one of 'per_criterion' or 'batched'"),
])
def test_a_bad_value_names_its_line_and_the_allowed_values(text, line, fix) -> None:
    error = error_of(text)
    assert error.line == line
    assert fix in error.render()


def test_a_custom_rubric_replaces_the_default_and_needs_unique_ids() -> None:
    rubric = parse("grade:\n  rubric:\n    - id: tone\n      criterion: Is it polite?\n"
                   ).grade.rubric
    assert rubric is not None
    assert [c.id for c in rubric] == ["tone"]
    error = error_of("grade:\n  rubric:\n    - id: a\n      criterion: x\n"
                     "    - id: a\n      criterion: y\n")
    assert "repeated: a" in error.render()
    assert "give every criterion its own id" in error.render()


def test_a_rubric_entry_with_an_unknown_key_is_refused_at_its_line() -> None:
    error = error_of("grade:\n  rubric:\n    - id: a\n      criterion: x\n      weight: 2\n")
    assert error.line == 5
    assert "`grade.rubric.0.weight`: unknown key" in error.render()


def rubric_of(criteria: int) -> str:
    return "grade:\n  rubric:\n" + "".join(
        f"    - id: c{i}\n      criterion: Is point {i} clear?\n" for i in range(criteria))


def test_a_rubric_of_the_maximum_length_is_read() -> None:
    assert len(parse(rubric_of(MAX_RUBRIC_CRITERIA)).grade.rubric) == MAX_RUBRIC_CRITERIA


def test_a_longer_rubric_is_refused_at_its_first_criterion_past_the_limit() -> None:
    error = error_of(rubric_of(MAX_RUBRIC_CRITERIA + 1))
    assert error.line == 3 + 2 * MAX_RUBRIC_CRITERIA  # `- id: c200`
    assert f"lists {MAX_RUBRIC_CRITERIA + 1} criteria" in error.render()
    assert f"at most {MAX_RUBRIC_CRITERIA}" in error.render()


def test_a_file_over_the_size_limit_is_refused_before_it_is_parsed(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def never(*args: object, **kwargs: object) -> None:
        raise AssertionError("parsed")
    monkeypatch.setattr(safe_yaml, "load_yaml", never)  # read when a file is parsed
    text = "# " + "x" * MAX_CONFIG_BYTES + "\n"
    error = error_of(text)
    assert f"read up to {MAX_CONFIG_BYTES // 1024} KiB" in error.render()
    assert "signalforge.yml" in error.render()


def test_yaml_syntax_errors_and_repeated_keys_point_at_their_line() -> None:
    assert error_of("grade:\n  model: [unclosed\n").line is not None
    repeated = error_of("grade:\n  model: a\n  model: b\n")
    assert repeated.line == 3
    assert "keep one of the two" in repeated.render()


def test_a_top_level_that_is_not_a_mapping_is_refused() -> None:
    assert "not a mapping" in error_of("- grade\n").render()


def test_a_missing_file_means_defaults_and_says_so(tmp_path: Path) -> None:
    config = load_config_file(tmp_path / "signalforge.yml")
    assert config.source.found is False
    assert config.source.note is not None
    assert config.grade.model == "claude-sonnet-4-6"


def test_the_source_records_a_content_hash() -> None:
    first = parse("grade:\n  cache_ttl: 5m\n").source
    second = parse("grade:\n  cache_ttl: 1h\n").source
    assert first.found
    assert first.sha256 != second.sha256


def test_config_check_prints_the_effective_configuration(cli, tmp_path: Path) -> None:
    path = tmp_path / "signalforge.yml"
    path.write_text("grade:\n  min_pass_rate: 0.9\n")
    run = cli("config", "check", str(path))
    assert run.exit_code == 0
    effective = json.loads(run.stdout.split("\n", 1)[1])
    assert effective["grade"]["min_pass_rate"] == 0.9
    assert effective["gate"]["concurrency"] is None
    assert effective["effective"] == {"judge_concurrency": 10}


def test_config_check_exits_2_on_an_invalid_file(cli, tmp_path: Path) -> None:
    path = tmp_path / "signalforge.yml"
    path.write_text("grade:\n  mdoel: x\n")
    run = cli("config", "check", str(path))
    assert run.exit_code == 2
    assert run.stderr.startswith(f"error: {path}:2: ")


def test_config_check_of_a_missing_named_file_exits_2(cli, tmp_path: Path) -> None:
    assert cli("config", "check", str(tmp_path / "nope.yml")).exit_code == 2
