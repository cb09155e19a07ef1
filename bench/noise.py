"""Benchmark: close calls under a noisy judge, with and without settling.

Usage:  python bench/noise.py [--runs 20] [--pairs 40] [--flip 0.136] [--seed 0]

An LLM judge asked the same question twice does not always answer the same way (about 13.6 %
of items flip between two runs in published measurements). This bench grades `--pairs` column
descriptions on one criterion through the gate's real path (the anthropic judge behind its
trust checks and the verdict cache, the official SDK, the loopback fake Messages API) with
the fake adding Gaussian noise to its scores, its standard deviation solved so that the
expected share of pairs flipping between two runs is `--flip`.

First one noise-free run gives the true pass count P; the bar (`grade.min_pass_rate`) is set
two pairs below it, (P - 2) / pairs, and the mean bar is off. Then `--runs` cold runs (a fresh
verdict cache each, one call at a time so that a seed fixes the order of the draws) with
settling off (`gate.stability.repeats: 0`) and the same seeds with settling on (the default,
2 repeats): both modes see the same first answers, and differ only in what settling does.

Printed: the noise's deviation, the flip rate measured between consecutive runs' first
answers, then per mode the runs whose docs verdict differs from the noise-free one, how many
of those said close_call: true (goal: all), the close calls in all, the agreement with the
noise-free verdict (goal: settling at least as often as no settling), and the calls made
(stability repeats among them).
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gate.configure.config import GateConfig, parse_config  # noqa: E402
from gate.docs.artifacts import Artifact  # noqa: E402
from gate.docs.models import GradingReport  # noqa: E402
from gate.docs.pipeline import grade_artifacts  # noqa: E402
from tests.fakes.messages_api import FakeMessagesAPI, default_score  # noqa: E402

CRITERION = "clarity"
MARK = 0.5


def artifacts(count: int) -> list[Artifact]:
    return [Artifact(f"column.c{n}.description", "column_description",
                     f"Column {n} holds the order's value number {n}, in cents.",
                     "models/orders.yml", n + 2, "orders", subject=f"c{n}")
            for n in range(count)]


def flip_rate(scores: list[float], sigma: float) -> float:
    """The expected share of pairs whose pass/fail differs between two noisy runs."""
    def passes(score: float) -> float:  # P(score + noise >= mark)
        return 0.5 * (1 + math.erf((score - MARK) / (sigma * math.sqrt(2))))
    return sum(2 * passes(s) * (1 - passes(s)) for s in scores) / len(scores)


def solve_sigma(scores: list[float], target: float) -> float:
    low, high = 1e-4, 2.0
    for _ in range(60):
        middle = (low + high) / 2
        low, high = (middle, high) if flip_rate(scores, middle) < target else (low, middle)
    return (low + high) / 2


def config(cache: Path, bar: float, repeats: int) -> GateConfig:
    text = (f"grade:\n  max_concurrent_calls: 1\n  min_pass_rate: {bar}\n"
            f"  min_mean_score: 0.0\n  rubric:\n    - {{id: {CRITERION}, criterion: The text "
            f"is clear.}}\ngate:\n  judge: anthropic\n  cache:\n    dir: {cache}\n"
            f"  stability:\n    repeats: {repeats}\n")
    return parse_config(text.encode(), display_path="signalforge.yml", ref=None)


@dataclass(frozen=True)
class Run:
    passed: bool
    close_call: bool
    calls: int
    stability_calls: int
    first: tuple[bool, ...]  # each pair's first answer passed (before settling)


def grade_once(folder: Path, pairs: list[Artifact], bar: float, *, repeats: int,
               noise: float, seed: int) -> Run:
    with FakeMessagesAPI(noise=noise, seed=seed) as api, \
            tempfile.TemporaryDirectory(dir=folder) as cache:
        os.environ["ANTHROPIC_BASE_URL"] = api.base_url
        report: GradingReport = grade_artifacts(folder / "checkout", pairs,
                                                config(Path(cache), bar, repeats), audit=False)
    first = tuple((r.spread.scores[0] if r.spread else r.score or 0.0) >= MARK
                  for r in report.results)
    return Run(report.signalforge_passed, report.close_call, report.usage.calls,
               report.usage.stability_calls, first)


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--pairs", type=int, default=40)
    parser.add_argument("--flip", type=float, default=0.136)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    pairs = artifacts(args.pairs)
    truth = [default_score(CRITERION, a.text) for a in pairs]
    sigma = solve_sigma(truth, args.flip)
    true_passes = sum(s >= MARK for s in truth)
    bar = round((true_passes - 2) / args.pairs, 6)
    os.environ["ANTHROPIC_API_KEY"] = "sk-ant-benchmark"
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        (folder / "checkout").mkdir()
        clean = grade_once(folder, pairs, bar, repeats=2, noise=0.0, seed=args.seed)
        modes = {repeats: [grade_once(folder, pairs, bar, repeats=repeats, noise=sigma,
                                      seed=args.seed + n) for n in range(args.runs)]
                 for repeats in (0, 2)}
    flips = [sum(a != b for a, b in zip(one.first, two.first, strict=True)) / args.pairs
             for one, two in zip(modes[0], modes[0][1:], strict=False)]
    print(f"{args.pairs} pairs, noise-free pass count {true_passes} (verdict "
          f"{'pass' if clean.passed else 'fail'}), bar {bar:.3f} = {true_passes - 2} of "
          f"{args.pairs}; noise sigma {sigma:.3f} for an expected flip rate of {args.flip:.1%}, "
          f"measured {sum(flips) / len(flips):.1%} between consecutive runs")
    print(f"{'mode':<22} {'differ':>6} {'flagged':>7} {'close':>5} {'agree':>7} "
          f"{'calls':>6} {'repeats':>7}")
    agreement = {}
    for repeats, runs in modes.items():
        differ = [r for r in runs if r.passed != clean.passed]
        flagged = sum(r.close_call for r in differ)
        agreement[repeats] = len(runs) - len(differ)
        name = "settling (repeats 2)" if repeats else "no settling"
        print(f"{name:<22} {len(differ):>6} {flagged:>7} {sum(r.close_call for r in runs):>5} "
              f"{agreement[repeats]:>3}/{len(runs):<3} {sum(r.calls for r in runs):>6} "
              f"{sum(r.stability_calls for r in runs):>7}")
    every_flagged = all(r.close_call for runs in modes.values() for r in runs
                        if r.passed != clean.passed)
    print(f"goal: every differing run says close_call: true — "
          f"{'met' if every_flagged else 'MISSED'}; settling agrees at least as often — "
          f"{'met' if agreement[2] >= agreement[0] else 'MISSED'} "
          f"({agreement[2]} vs {agreement[0]} of {args.runs})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
