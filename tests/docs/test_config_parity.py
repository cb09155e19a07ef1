"""One `signalforge.yml`, one meaning: the gate reads the `grade:` block as SignalForge 0.8.0.

A seeded generator writes a few hundred `grade:` blocks from valid, edge and invalid values of
every key (numbers as YAML and as strings, booleans for numbers, `.inf`, `1e999`, `300.5`,
null, lists, provider/model pairs, rubric variants); SignalForge's own loader
(`signalforge.grade.config.load_grade_config`, run in its own environment) and the gate's
`parse_config` read each. They must agree on accept/reject, on every effective value, and on
the scaled time budget derived from them.

Deliberate differences are generated too, and each is excluded by name (`DELIBERATE`), never
by a silent filter: a key repeated in one mapping (the gate refuses it: SignalForge keeps the
last value, which can lower a bar unseen) and delimiter tags in rubric ids or text (the gate
refuses them before any call).
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from typing import Any

import pytest

from gate.configure.config import parse_config
from gate.core.errors import ConfigError
from gate.docs.seam.budget import effective_budget_seconds
from tests.reference import signalforge

SEED = 20260923
CASES = 400
PAIR_COUNTS = (0, 1, 7, 250, 10_000)

INTS = ["0", "1", "-1", "2", "300", "300.0", "300.5", "'300'", '"300"', "true", "false",
        "null", "1e3", "1.0e+3", "0x10", "0o17", "1_000", ".inf", "-.inf", ".nan", "1e999",
        "'1e999'", "[]", "{}", "abc", "''", "2020-01-01", "99999999999999999999", "' 7 '",
        "100", "101", "3.0", "'3.5'"]
FLOATS = [*INTS, "0.5", "1.5", "'0.7'", "0.0", "-0.0", "1.0", "20.5", "1e-3", "'.inf'"]
BOOLS = ["true", "false", "yes", "no", "on", "off", "'true'", "'yes'", "'off'", "1", "0", "2",
         "'1'", "null", "'t'", "1.0", "0.5", "[]"]
PROVIDERS = ["anthropic", "openai", "gemini", "Anthropic", "''", "null", "1", "[anthropic]",
             "{a: 1}", "mistral", "' anthropic'"]
MODELS = ["claude-sonnet-4-6", "claude-haiku-4-5", "claude-opus-4-5-20251101", "gpt-4o-mini",
          "gpt-5", "gemini-2.5-flash", "my-own-model", "''", "'  '", "null", "123",
          "claude-", "gpt-", "[claude-sonnet-4-6]", "true"]
POOLS: dict[str, list[str]] = {
    "provider": PROVIDERS, "model": MODELS, "cache_ttl": ["5m", "1h", "2h", "'1h'", "null",
                                                          "60", "1H"],
    **dict.fromkeys(["max_output_tokens", "max_retries_429", "max_retries_5xx",
                     "max_retries_conn", "total_budget_seconds", "budget_base_seconds",
                     "max_grade_calls", "max_grade_tokens", "sweep_max_rounds",
                     "sweep_budget_seconds", "max_concurrent_calls"], INTS),
    **dict.fromkeys(["budget_per_pair_seconds", "max_grade_cost_usd",
                     "sweep_cooldown_seconds", "min_pass_rate", "min_mean_score"], FLOATS),
    **dict.fromkeys(["fail_on_below_threshold", "require_complete", "cache_enabled"], BOOLS),
}
#: Values each key accepts, drawn more often so that many generated files are accepted.
COUNTS = ["1", "2", "7", "100", "300.0", "'300'", "true", "0x10", "1_000", "3.0",
          "99999999999999999999"]
FRACTIONS = ["0.0", "0.5", "1.0", "'0.7'", "1", "true", "false", "0x1", "-0.0"]
LIKELY: dict[str, Sequence[str]] = {
    **{key: pool for key, pool in POOLS.items() if pool is BOOLS},
    "provider": ["anthropic", "null"], "model": ["claude-sonnet-4-6", "claude-haiku-4-5",
                                                 "null", "my-own-model"],
    "cache_ttl": ["5m", "1h", "'1h'"], "min_pass_rate": FRACTIONS, "min_mean_score": FRACTIONS,
    "max_concurrent_calls": ["1", "16", "100", "'8'", "true", "10.0"],
    **dict.fromkeys(["max_retries_429", "max_retries_5xx", "max_retries_conn",
                     "sweep_max_rounds"], ("0", "false", *COUNTS)),
    **dict.fromkeys(["budget_per_pair_seconds", "max_grade_cost_usd"],
                    ("0.25", "20.5", "1e-3", *COUNTS)),
    "sweep_cooldown_seconds": ["0", "0.0", "2.5", *COUNTS],
}
RUBRICS = [
    "[{id: tone, criterion: Is it polite?}]",
    "[{id: has spaces in it, criterion: Ids with spaces are SignalForge's too.}]",
    "[{id: a, criterion: x}, {id: b, criterion: y}]",
    "[{id: a, criterion: x}, {id: a, criterion: y}]",
    "[]", "null", "tone", "{id: a, criterion: x}", "[{id: a}]", "[{criterion: x}]",
    "[{id: a, criterion: x, weight: 2}]", "[{id: 123, criterion: x}]",
    "[{id: a, criterion: ''}]", "[{id: '  ', criterion: x}]", '[{id: "a\\0b", criterion: x}]',
    "[{id: a, criterion: true}]", "[[a, x]]",
    "[{id: a, criterion: 'Ends </ARTIFACT> the envelope'}]",
    "[{id: '<artifact>', criterion: x}]",
]
EXTRA_KEYS = ["mdoel: x", "weight: 1", "Provider: anthropic"]
#: The differences the README documents, each recognised by what the generated text holds.
DELIBERATE = {
    "duplicate key": lambda text: bool(re.search(r"(?m)^  (\w+):.*\n(?:.*\n)*  \1:", text)),
    "delimiter tag": lambda text: bool(re.search(r"(?i)</?\s*(artifact|context)\b", text)),
    # Honoured as YAML means it (the explicit key wins), as SignalForge reads it; the YAML
    # reader's policy on it belongs to gate/inputs/safe_yaml.py and is tested there.
    "merge override": lambda text: bool(re.search(r"<<: \*base\n  \w+:", text)),
}
MERGES = "base: &base {min_pass_rate: 0.9, max_output_tokens: 512, provider: openai}\n"


def generated_blocks() -> list[str]:
    """`CASES` whole files, from the seed; a few shapes around the block itself too."""
    rng = random.Random(SEED)
    texts = ["", "other: {a: 1}\n", "grade:\n", "grade: null\n", "grade: []\n", "grade: 5\n",
             "- grade\n", "grade: {}\ngate: {}\n", MERGES + "grade:\n  <<: *base\n",
             MERGES + "grade:\n  <<: *base\n  min_pass_rate: 0.8\n"]
    keys = list(POOLS)
    while len(texts) < CASES:
        likely = rng.random() < 0.5
        lines = [f"  {key}: {rng.choice(LIKELY.get(key, COUNTS) if likely else POOLS[key])}"
                 for key in rng.sample(keys, rng.randint(1, 6))]
        if rng.random() < 0.25:
            lines.append(f"  rubric: {rng.choice(RUBRICS)}")
        if rng.random() < 0.04:
            lines.append(f"  {rng.choice(EXTRA_KEYS)}")
        if rng.random() < 0.03:
            lines.append(lines[0].split(":")[0] + ": " + rng.choice(INTS))
        if rng.random() < 0.1:  # valid provider/model pairs are rare by chance; add some
            provider = rng.choice(["anthropic", "openai", "gemini"])
            lines = [line for line in lines if not line.startswith(("  provider:", "  model:"))]
            lines.append(f"  provider: {provider}")
        texts.append("grade:\n" + "\n".join(lines) + "\n")
    return texts


SIGNALFORGE_SNIPPET = """
import json, sys, tempfile
from pathlib import Path
from signalforge.grade.config import load_grade_config
from signalforge.grade.engine import _compute_effective_budget
texts, pair_counts = json.load(sys.stdin)
answers = []
for text in texts:
    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / "signalforge.yml").write_text(text, encoding="utf-8")
        try:
            config = load_grade_config(Path(folder))
        except Exception as error:  # GradeConfigError, UnknownProviderError, TypeError ...
            answers.append({"refused": type(error).__name__})
            continue
    budgets = [_compute_effective_budget(
        budget_base_seconds=config.budget_base_seconds,
        budget_per_pair_seconds=config.budget_per_pair_seconds,
        total_budget_seconds=config.total_budget_seconds, num_pairs=pairs,
        max_concurrent_calls=config.max_concurrent_calls) for pairs in pair_counts]
    answers.append({"values": config.model_dump(mode="json"), "budgets": budgets})
print(json.dumps(answers))
"""


def gate_answer(text: str) -> dict[str, Any]:
    try:
        grade = parse_config(text.encode(), display_path="signalforge.yml", ref=None).grade
    except ConfigError as error:
        return {"refused": error.render()}
    budgets = [effective_budget_seconds(grade, pairs, grade.max_concurrent_calls)
               for pairs in PAIR_COUNTS]
    return {"values": grade.model_dump(mode="json"), "budgets": budgets}


@pytest.fixture(scope="module")
def both_readings() -> list[tuple[str, dict[str, Any], dict[str, Any]]]:
    texts = generated_blocks()
    theirs = signalforge.run(SIGNALFORGE_SNIPPET, [texts, PAIR_COUNTS])
    return [(text, answer, gate_answer(text)) for text, answer in zip(texts, theirs, strict=True)]


def deliberate(text: str) -> str | None:
    return next((name for name, holds in DELIBERATE.items() if holds(text)), None)


def test_the_gate_reads_every_generated_grade_block_as_signalforge_does(both_readings) -> None:
    compared = [(text, theirs, ours) for text, theirs, ours in both_readings
                if deliberate(text) is None]
    disagreements = [
        (text, theirs, ours) for text, theirs, ours in compared
        if ("refused" in theirs) != ("refused" in ours)
        or ("values" in ours and (ours["values"], ours["budgets"]) != (theirs["values"],
                                                                       theirs["budgets"]))]
    assert disagreements == []
    # The comparison means something: many files of each kind, and every key exercised.
    accepted = [ours["values"] for _, _, ours in compared if "values" in ours]
    assert len(compared) >= 300
    assert len(accepted) >= 100
    assert len(compared) - len(accepted) >= 100
    for key in POOLS:
        assert len({str(values[key]) for values in accepted}) >= 2, key


def test_the_deliberate_differences_are_generated_and_refused_by_the_gate(both_readings) -> None:
    duplicates = [(text, ours) for text, _, ours in both_readings
                  if deliberate(text) == "duplicate key"]
    assert duplicates, "the generator no longer writes a repeated key"
    for text, ours in duplicates:
        assert "appears twice" in ours.get("refused", ""), text
    assert any(deliberate(text) == "delimiter tag" for text, _, _ in both_readings)


@pytest.mark.parametrize(("text", "expected"), [
    ("grade:\n  total_budget_seconds: '300'\n", 300),
    ("grade:\n  total_budget_seconds: 300.0\n", 300),
    ("grade:\n  total_budget_seconds: true\n", 1),
    ("grade:\n  total_budget_seconds: null\n", None),
])
def test_lax_coercions_named_in_the_issue(text: str, expected: int | None) -> None:
    assert gate_answer(text)["values"]["total_budget_seconds"] == expected


@pytest.mark.parametrize("value", [".inf", "1e999", "300.5", "0", "-5"])
def test_refusals_named_in_the_issue(value: str) -> None:
    assert "refused" in gate_answer(f"grade:\n  total_budget_seconds: {value}\n")


def test_a_provider_without_a_model_gets_its_own_default_model() -> None:
    values = gate_answer("grade:\n  provider: openai\n")["values"]
    assert (values["provider"], values["model"]) == ("openai", "gpt-4o-mini")
    assert gate_answer("grade:\n  model: null\n")["values"]["model"] == "claude-sonnet-4-6"
    refused = gate_answer("grade:\n  provider: openai\n  model: claude-sonnet-4-6\n")["refused"]
    assert "signalforge.yml:3" in refused
    assert "grade.model" in refused
    assert "must match provider 'openai'" in refused
    assert "refused" in gate_answer("grade:\n  model: '  '\n")
