"""The offline judge on `calibration/gold-blind-b.jsonl`: 242 pairs over an airline's
operations, written and labelled by a writer who never read its rules, committed with their
hash and measured once (kappa 0.59 on the rules tuned for set A), then tuned on.

Its figure is a tuning figure: the floors sit just under what the judge reaches, so a change
that loses what the tuning won goes red here, naming the criterion. The rules were tuned by
kind (a list short of the tested values, an operation or comparison the model's expression test
gives otherwise, a floor an expression already holds), never by a pair's wording.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from gate.configure.config import defaults
from gate.docs.calibration.gold import load_gold
from gate.docs.calibration.judging import GoldRun, judge_gold
from gate.docs.judges.cache import with_cache_flags
from tests.docs.calibration.test_blind_gold import kappa

BLIND = Path(__file__).parents[3] / "calibration" / "gold-blind-b.jsonl"
SEALED_SHA256 = "7ff0dcf6ffe4b5e6663551261742095e724e31b8ffb21da1ccee87141a65b802"
#: Reached: 0.82 overall; 0.55 the lowest criterion (md-consistency), 0.67 no-redundant.
OVERALL_FLOOR = 0.78
CRITERION_FLOOR = 0.50
#: Reached: 18 of the 113 texts people fail are passed (16 %), 4 of 129 they pass are failed.
MOST_FAILS_PASSED = 0.18
MOST_PASSES_FAILED = 0.04


@pytest.fixture(scope="module")
def blind_run() -> GoldRun:
    pairs = load_gold(BLIND)
    config = with_cache_flags(defaults(), cache_dir=None, no_cache=True)
    return judge_gold(pairs, config, source=BLIND, judge="heuristic")


def test_the_second_blind_set_is_the_one_that_was_sealed() -> None:
    assert hashlib.sha256(BLIND.read_bytes()).hexdigest() == SEALED_SHA256


def test_the_offline_judge_keeps_its_agreement_on_the_second_blind_set(
        blind_run: GoldRun) -> None:
    assert kappa(blind_run) >= OVERALL_FLOOR


@pytest.mark.parametrize("criterion", ["clarity", "consistency", "rationale", "no-redundant",
                                       "definition", "usage", "md-clarity", "md-completeness",
                                       "md-consistency"])
def test_every_criterion_keeps_its_floor_on_the_second_blind_set(blind_run: GoldRun,
                                                                 criterion: str) -> None:
    assert kappa(blind_run, criterion) >= CRITERION_FLOOR, criterion


def test_on_the_second_blind_set_few_fails_pass_and_almost_no_pass_fails(
        blind_run: GoldRun) -> None:
    judged = [(j.pair.label, (j.result.score or 0.0) >= 0.5, j.pair.id)
              for j in blind_run.judged]
    fails = [i for label, passed, i in judged if label == "fail" and passed]
    passes = [i for label, passed, i in judged if label == "pass" and not passed]
    assert len(fails) <= MOST_FAILS_PASSED * sum(1 for j in judged if j[0] == "fail"), fails
    assert len(passes) <= MOST_PASSES_FAILED * sum(1 for j in judged if j[0] == "pass"), passes
