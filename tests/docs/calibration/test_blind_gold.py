"""The offline judge on `calibration/gold-blind-a.jsonl`: 228 pairs written and labelled by a
writer who never read its rules, committed with their hash before any rule was changed for
them, measured once (kappa 0.47), then tuned on.

Its figure is a tuning figure now, not the one a grade states; the floors sit just under what
the judge reaches, so a change that loses what the tuning won goes red here, naming the
criterion. The file is checked against the hash it was sealed with: a label changed after the
fact would make every figure on it meaningless.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from gate.configure.config import defaults
from gate.docs.calibration.gold import load_gold
from gate.docs.calibration.judging import GoldRun, judge_gold
from gate.docs.calibration.stats import Observation, agreement
from gate.docs.judges.cache import with_cache_flags

BLIND = Path(__file__).parents[3] / "calibration" / "gold-blind-a.jsonl"
SEALED_SHA256 = "3313b1e5a5dbf66b9974c700742e6aa554a9fbbcb2b705d1fb56b94f9786b05e"
#: Reached: 0.89 overall; 0.70 the lowest criterion (md-consistency).
OVERALL_FLOOR = 0.85
CRITERION_FLOOR = 0.65
#: Reached: 11 of the 110 texts people fail are passed (10 %), 1 of 118 they pass is failed.
MOST_FAILS_PASSED = 0.15
MOST_PASSES_FAILED = 0.03


@pytest.fixture(scope="module")
def blind_run() -> GoldRun:
    pairs = load_gold(BLIND)
    config = with_cache_flags(defaults(), cache_dir=None, no_cache=True)
    return judge_gold(pairs, config, source=BLIND, judge="heuristic")


def kappa(run: GoldRun, criterion: str | None = None) -> float:
    figures = agreement([Observation(j.pair.label, j.result.score, j.length)
                         for j in run.judged
                         if criterion in (None, j.pair.criterion_id)
                         and j.result.score is not None])
    assert figures.kappa is not None
    return figures.kappa


def test_the_blind_set_is_the_one_that_was_sealed() -> None:
    assert hashlib.sha256(BLIND.read_bytes()).hexdigest() == SEALED_SHA256


def test_the_offline_judge_keeps_its_agreement_on_the_blind_set(blind_run: GoldRun) -> None:
    assert kappa(blind_run) >= OVERALL_FLOOR


@pytest.mark.parametrize("criterion", ["clarity", "consistency", "rationale", "no-redundant",
                                       "definition", "usage", "md-clarity", "md-completeness",
                                       "md-consistency"])
def test_every_criterion_keeps_its_floor_on_the_blind_set(blind_run: GoldRun,
                                                          criterion: str) -> None:
    assert kappa(blind_run, criterion) >= CRITERION_FLOOR, criterion


def test_the_offline_judge_passes_few_fails_and_fails_almost_no_pass(
        blind_run: GoldRun) -> None:
    judged = [(j.pair.label, (j.result.score or 0.0) >= 0.5, j.pair.id)
              for j in blind_run.judged]
    fails = [i for label, passed, i in judged if label == "fail" and passed]
    passes = [i for label, passed, i in judged if label == "pass" and not passed]
    assert len(fails) <= MOST_FAILS_PASSED * sum(1 for j in judged if j[0] == "fail"), fails
    assert len(passes) <= MOST_PASSES_FAILED * sum(1 for j in judged if j[0] == "pass"), passes
