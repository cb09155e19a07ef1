"""A run's work grows with its pairs, never with pairs × criteria.

Counted, not timed: a whole offline `run --dry-run` (grading, audit records, grade.json, the
comment fitted to its limit, the job summary) at 100 and at 2,000 criteria, twenty times the
pairs. What is counted is work that once grew as pairs × criteria: each time a result's
criterion is read (every walk over the results reads it; the comment's per-criterion table once
walked every result for every criterion, in each of its fitting attempts) and each criterion
read to hash the rubric or the prompt (once done again for every audit record).

A configuration is refused past 200 criteria (`MAX_RUBRIC_CRITERIA`, tested in
tests/docs/test_config.py); the limits are raised here so that the engine's growth is seen
over the wider range.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

from gate.configure import config
from gate.configure.config import Criterion
from gate.docs.contract import prompts, rubric
from gate.docs.models import GradingResult
from gate.docs.run import engine

CANDIDATE = {
    "schema_version": 1, "name": "stg_orders",
    "description": "Orders placed by customers, one row per order, as the shop records them.",
    "columns": [{"name": f"col_{i}", "description": f"Amount {i} of the order in dollars, at "
                 "the time the order was placed.", "rationale": "Finance reconciles it daily.",
                 "tests": [{"type": "not_null", "rationale": "A null hides a payment."}]}
                for i in range(2)],
}


class CountedReads:
    """Stands for a model field and counts how often it is read."""

    def __init__(self, name: str, counts: Counter[str]) -> None:
        self.name, self.counts = name, counts

    def __get__(self, instance: object, owner: type | None = None) -> Any:
        if instance is None:
            return self
        self.counts["result reads"] += 1
        return instance.__dict__[self.name]

    def __set__(self, instance: object, value: object) -> None:
        instance.__dict__[self.name] = value


def counting(function: Callable[[Sequence[Criterion]], str], counts: Counter[str],
             ) -> Callable[[Sequence[Criterion]], str]:
    def counted(criteria: Sequence[Criterion]) -> str:
        counts["criteria hashed"] += len(criteria)
        return function(criteria)
    return counted


def workspace(root: Path, criteria: int) -> Path:
    (root / "candidates").mkdir(parents=True)
    (root / "candidates" / "stg_orders.json").write_text(json.dumps(CANDIDATE))
    rubric_yaml = "".join(f"    - id: criterion-{i}\n      criterion: Is the text clear about "
                          f"point {i}?\n" for i in range(criteria))
    (root / "signalforge.yml").write_text(
        f"grade:\n  rubric:\n{rubric_yaml}gate:\n  docs:\n    include:\n"
        "      - candidates/*.json\n")
    return root


def counted_run(cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
                criteria: int) -> tuple[int, Counter[str]]:
    counts: Counter[str] = Counter()
    root = workspace(tmp_path / f"at-{criteria}", criteria)
    with monkeypatch.context() as patch:
        patch.setattr(config, "MAX_RUBRIC_CRITERIA", 2_000)
        patch.setattr(config, "MAX_CONFIG_BYTES", 1024 * 1024)
        patch.setattr(GradingResult, "criterion_id", CountedReads("criterion_id", counts),
                      raising=False)
        patch.setattr(rubric, "rubric_hash", counting(rubric.rubric_hash, counts))
        patch.setattr(prompts, "rubric_block", counting(prompts.rubric_block, counts))
        patch.setattr(engine, "prompt_hash", counting(engine.prompt_hash, counts))
        run = cli("run", "--workspace", str(root), "--dry-run", "--judge", "heuristic",
                  "--grade-json", str(root / "grade.json"))
    assert run.exit_code == 0, run.stderr
    grade = json.loads((root / "grade.json").read_text())
    pairs = len(grade["docs"]["report"]["results"])
    assert "**Drafted docs**" in run.stdout  # the comment was rendered and fitted
    return pairs, counts


def test_work_grows_no_faster_than_the_pairs(cli, tmp_path: Path,  # type: ignore[no-untyped-def]
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("GITHUB_ACTIONS", "ANTHROPIC_API_KEY", "GITHUB_TOKEN"):
        monkeypatch.delenv(name, raising=False)
    small_pairs, small = counted_run(cli, tmp_path, monkeypatch, 100)
    large_pairs, large = counted_run(cli, tmp_path, monkeypatch, 2_000)
    assert large_pairs == 20 * small_pairs > 0
    for what in ("result reads", "criteria hashed"):
        assert small[what] > 0, what  # the counters see the work at all
        per_pair_small, per_pair_large = small[what] / small_pairs, large[what] / large_pairs
        assert per_pair_large <= 1.5 * per_pair_small, (what, small[what], large[what])
