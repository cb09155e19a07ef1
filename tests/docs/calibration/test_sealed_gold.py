"""The offline judge measured on the sealed gold set (calibration/gold-sealed.jsonl).

The sealed pairs were labelled and committed before any offline rule was written for them, and
no rule is tuned on them: they are the honest measure of how far the offline judge agrees with
people. The floors sit just under what the judge reaches, so a change that loses agreement (or
starts failing texts people pass) goes red here, naming the criterion.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from gate.docs.calibration.gold_sets.gold import load_gold
from gate.docs.calibration.gold_sets.judging import GoldRun
from gate.docs.contract.rubric import DBT_RESOURCE_RUBRIC, MARKDOWN_RUBRIC, SCHEMA_RUBRIC
from tests.docs.calibration.offline_runs import kappa, offline_run

SEALED = Path(__file__).parents[3] / "calibration" / "gold-sealed.jsonl"
#: Reached: 0.90 overall; 0.77 the lowest criterion (no-redundant, md-consistency).
OVERALL_FLOOR = 0.85
CRITERION_FLOOR = 0.7
#: Reached: none of the 42 texts people pass is failed. The goal is at most 3 %.
MOST_PASSES_FAILED = 0.03


@pytest.fixture(scope="module")
def sealed_run() -> GoldRun:
    return offline_run(SEALED)


def test_the_sealed_set_covers_every_default_criterion_with_both_labels() -> None:
    pairs = load_gold(SEALED)
    criteria = {c.id for c in (*SCHEMA_RUBRIC, *DBT_RESOURCE_RUBRIC, *MARKDOWN_RUBRIC)}
    labels = {(p.criterion_id, p.label) for p in pairs}
    assert {c for c, _ in labels} == criteria
    assert all((c, label) in labels for c in criteria for label in ("pass", "fail"))
    assert len(pairs) >= 75


def test_the_offline_judge_agrees_with_people_on_the_sealed_set(sealed_run: GoldRun) -> None:
    assert kappa(sealed_run) >= OVERALL_FLOOR


@pytest.mark.parametrize("criterion", sorted(
    c.id for c in (*SCHEMA_RUBRIC, *DBT_RESOURCE_RUBRIC, *MARKDOWN_RUBRIC)))
def test_every_criterion_clears_its_floor_on_the_sealed_set(sealed_run: GoldRun,
                                                            criterion: str) -> None:
    assert kappa(sealed_run, criterion) >= CRITERION_FLOOR, criterion


def test_the_offline_judge_fails_almost_nothing_people_pass(sealed_run: GoldRun) -> None:
    passed = [j for j in sealed_run.judged if j.pair.label == "pass"]
    failed = [j.pair.id for j in passed if (j.result.score or 0.0) < 0.5]
    assert len(failed) <= MOST_PASSES_FAILED * len(passed), failed
