"""Benchmark: what stating the judge's agreement costs a run, by the size of its record.

Usage:  python bench/agreement.py [--pairs 334 3340 33400]

For each size, writes a signed calibration record of that many labelled pairs into a temporary
cache folder, then times, median of seven, the statement a run looks up
(`statement.judge_agreement`: read, parse, verify the HMAC, word it) against the floor of
reading the same file and `json.loads` of it, in the same process. Prints the file's size,
bytes per pair, both times and their ratio. Goal: linear in the pairs (the time per pair stays
flat across sizes), and under 50 ms for the shipped set's 334 pairs.
"""

from __future__ import annotations

import argparse
import functools
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gate.configure.config import defaults
from gate.docs.calibration.record import (
    CalibrationEntry,
    CalibrationRecord,
    Kappa,
    PairVerdict,
)
from gate.docs.calibration.statement import judge_agreement, record_store
from gate.docs.models import GradingReport

ENV = {"SIGNALFORGE_GATE_CACHE_SECRET": "bench-secret"}


def record(pairs: int) -> CalibrationRecord:
    verdicts = tuple(PairVerdict(key=f"{n:064x}", id=f"pair-{n}", criterion_id="clarity",
                                 label="pass" if n % 2 else "fail", score=(n % 10) / 10,
                                 judge_label="pass" if n % 10 >= 5 else "fail")
                     for n in range(pairs))
    figure = Kappa(pairs=pairs, kappa=0.62, kappa_ci=(0.52, 0.71))
    return CalibrationRecord(judge="anthropic", model="claude-sonnet-4-6", gate_version="bench",
                             gold_sha256="0" * 64, measured_at="2026-11-25T03:17:00.000Z",
                             overall=figure, criteria={"clarity": figure}, verdicts=verdicts)


def median_seconds(work: Callable[[], object], repeats: int = 7) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def _parse(path: Path) -> object:
    return json.loads(path.read_bytes())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, nargs="+", default=[334, 3340, 33400])
    args = parser.parse_args()
    report = GradingReport(tool="bench", tool_version="0", run_id="r", timestamp="t",
                           duration_seconds=0.0, judge="anthropic", model="claude-sonnet-4-6",
                           cost_mode="per_criterion", rubric_hash="h", rubric=(),
                           thresholds=(0.7, 0.5), results=())
    print(f"{'pairs':>7} {'bytes':>10} {'B/pair':>7} {'statement':>10} {'json floor':>10} "
          f"{'ratio':>6} {'us/pair':>8}")
    for pairs in args.pairs:
        with tempfile.TemporaryDirectory() as folder:
            base = defaults()
            cache = base.gate.cache.model_copy(update={"dir": folder})
            config = type(base)(base.grade, base.gate.model_copy(update={"cache": cache}),
                                base.source)
            path = record_store(config, ENV).write(CalibrationEntry(record=record(pairs)))
            stated = judge_agreement(report, config, env=ENV)
            assert stated.source == "recorded", stated.notes
            lookup = median_seconds(functools.partial(judge_agreement, report, config, env=ENV))
            floor = median_seconds(functools.partial(_parse, path))
            size = path.stat().st_size
        print(f"{pairs:>7} {size:>10,} {size / pairs:>7.0f} {lookup * 1000:>8.2f}ms "
              f"{floor * 1000:>8.2f}ms {lookup / floor:>6.1f} {lookup / pairs * 1e6:>8.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
