"""A gold set graded by the offline judge, and its agreement with people: shared by the tests
that hold the judge to the floors it reached on the sealed and the blind sets."""

from __future__ import annotations

import functools
from pathlib import Path

from gate.configure.config import defaults
from gate.docs.calibration.gold_sets.gold import load_gold
from gate.docs.calibration.gold_sets.judging import GoldRun, judge_gold
from gate.docs.calibration.gold_sets.stats import Observation, agreement
from gate.docs.judges.cache import with_cache_flags


@functools.cache
def offline_run(path: Path) -> GoldRun:
    """Every pair of the gold set at `path`, graded by the offline judge without a cache.

    Graded once per process: the same run is deterministic, and three modules hold floors on
    the same sets (the blind sets' overall and Markdown floors read sets F, G and M each), at
    two seconds of CPU a set. The run is frozen; no test changes what it holds."""
    config = with_cache_flags(defaults(), cache_dir=None, no_cache=True)
    return judge_gold(load_gold(path), config, source=path, judge="heuristic")


def kappa(run: GoldRun, criterion: str | None = None) -> float:
    """Cohen's kappa of the run with people's labels, overall or on one criterion."""
    figures = agreement([Observation(j.pair.label, j.result.score, j.length)
                         for j in run.judged
                         if criterion in (None, j.pair.criterion_id)
                         and j.result.score is not None])
    assert figures.kappa is not None
    return figures.kappa
