"""Benchmark: `calibrate` on the shipped gold set, offline and through the fake Messages API.

Usage:  python bench/calibrate.py [--gold FILE] [--latency 0.25] [--models claude-haiku-4-5,...]

Runs the heuristic judge over `calibration/gold.jsonl` (or `--gold FILE`: any gold set, its
pairs never printed) and prints its kappa per criterion and
overall (the figures docs/calibration.md states), then, per model, the anthropic judge through
the real SDK against the loopback fake Messages API (its scores are hash-derived, so its kappa
means nothing; the run measures the work): rounds, calls, the gate's own token and cost estimate
made before the first call, the fake's token counts at the model's price, and wall time.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gate.configure.config import GateConfig, GradeConfig, defaults  # noqa: E402
from gate.docs.calibration.gold_sets.gold import load_gold  # noqa: E402
from gate.docs.calibration.gold_sets.judging import GoldRun, judge_gold  # noqa: E402
from gate.docs.calibration.gold_sets.stats import Observation, agreement  # noqa: E402
from gate.docs.judges.cache import with_cache_flags  # noqa: E402
from tests.fakes.messages_api import FakeMessagesAPI  # noqa: E402

GOLD = ROOT / "calibration" / "gold.jsonl"


def kappa_rows(run: GoldRun) -> list[str]:
    criteria = dict.fromkeys(j.pair.criterion_id for j in run.judged)
    rows = []
    for name in (*criteria, "overall"):
        judged = [j for j in run.judged if name in ("overall", j.pair.criterion_id)]
        figures = agreement([Observation(j.pair.label, j.result.score, j.length)
                             for j in judged if j.result.score is not None])
        kappa = "—" if figures.kappa is None else f"{figures.kappa:.2f}"
        rows.append(f"  {name:<16} pairs {figures.pairs:>4}  kappa {kappa}")
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--latency", type=float, default=0.25)
    parser.add_argument("--models", default="claude-haiku-4-5,claude-sonnet-4-6")
    parser.add_argument("--gold", type=Path, default=GOLD)
    args = parser.parse_args()
    gold = args.gold
    pairs = load_gold(gold)
    base = with_cache_flags(defaults(), cache_dir=None, no_cache=True)
    started = time.perf_counter()
    offline = judge_gold(pairs, base, source=gold, judge="heuristic")
    print(f"heuristic: {len(pairs)} pairs, {offline.rounds} rounds, "
          f"{time.perf_counter() - started:.2f} s")
    print("\n".join(kappa_rows(offline)))
    with FakeMessagesAPI(args.latency) as api:
        os.environ["ANTHROPIC_API_KEY"] = "sk-ant-bench"
        os.environ["ANTHROPIC_BASE_URL"] = api.base_url
        for model in args.models.split(","):
            config = GateConfig(GradeConfig(model=model), base.gate, base.source)
            started = time.perf_counter()
            run = judge_gold(pairs, config, source=gold, judge="anthropic")
            wall = time.perf_counter() - started
            usage = run.usage
            estimate = "unknown" if usage.estimated_cost_usd is None \
                else f"${usage.estimated_cost_usd:.2f}"
            fake = "unknown" if usage.cost_usd is None else f"${usage.cost_usd:.2f}"
            print(f"{model}: {run.rounds} rounds, {usage.calls} calls, estimate "
                  f"{usage.estimated_input_tokens} in + {usage.estimated_output_tokens} out "
                  f"tokens = {estimate}; fake's counts {usage.input_tokens} in + "
                  f"{usage.output_tokens} out = {fake}; {wall:.1f} s at {args.latency} s/call")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
