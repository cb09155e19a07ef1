"""Benchmark: the verdict cache on the 24-column example, cold, warm and after one edit.

Usage:  python bench/cache.py [--latency 0.25] [--columns 24] [--concurrency 8]

Grades the candidate `bench/docs_judge.py` builds through the real Anthropic SDK against the
loopback fake Messages API, three times with one cache folder: cold (empty cache), warm
(nothing changed) and after editing one column's description. Prints per run: pairs, calls,
of them a close call's repeats, cache hits and misses, wall time and estimated cost (Sonnet
prices, the fake's token counts), and for the edit, the most pairs it may ask: the edited
column's criteria plus the criteria whose context lists every column. Goals: the warm run makes
0 calls; the edit asks within that bound (a close call's repeats of its near-bar pairs come on
top, counted apart).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.docs_judge import CANDIDATE, candidate  # noqa: E402
from gate.configure.config import parse_config  # noqa: E402
from gate.docs.contract.rubric import NEEDS_SIBLINGS  # noqa: E402
from gate.docs.models import GradingReport  # noqa: E402
from gate.docs.pipeline import grade_docs  # noqa: E402
from tests.fakes.messages_api import FakeMessagesAPI  # noqa: E402


def grade(workspace: Path, cache: Path, concurrency: int) -> tuple[GradingReport, float]:
    config = parse_config(
        (f"gate:\n  judge: anthropic\n  concurrency: {concurrency}\n"
         f"  cache:\n    dir: {cache}\n").encode(), display_path="signalforge.yml", ref=None)
    started = time.perf_counter()
    _, report = grade_docs(workspace, [CANDIDATE], config, audit=False)
    return report, time.perf_counter() - started


def row(name: str, report: GradingReport, wall: float, note: str = "") -> str:
    usage = report.usage
    cost = f"{usage.cost_usd:.4f}" if usage.cost_usd is not None else "unknown"
    return (f"{name:<18} {len(report.results):>5} {usage.calls:>5} {usage.stability_calls:>7} "
            f"{usage.cache_hits:>5} {usage.cache_misses:>6} {wall:>7.2f} {cost:>8}  {note}")


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--latency", type=float, default=0.25)
    parser.add_argument("--columns", type=int, default=24)
    parser.add_argument("--concurrency", type=int, default=8)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder, FakeMessagesAPI(args.latency) as api:
        workspace, cache = Path(folder) / "checkout", Path(folder) / "cache"
        document: dict[str, Any] = candidate(args.columns)
        path = workspace / CANDIDATE
        path.parent.mkdir(parents=True)
        path.write_text(json.dumps(document, indent=2))
        os.environ["ANTHROPIC_API_KEY"] = "sk-ant-benchmark"
        os.environ["ANTHROPIC_BASE_URL"] = api.base_url
        print(f"{args.columns}-column candidate, fake API latency {args.latency}s per call, "
              f"concurrency {args.concurrency}, {os.cpu_count()} CPUs")
        print(f"{'run':<18} {'pairs':>5} {'calls':>5} {'repeats':>7} {'hits':>5} "
              f"{'misses':>6} {'wall s':>7} {'cost $':>8}")
        cold, wall = grade(workspace, cache, args.concurrency)
        print(row("cold", cold, wall))
        warm, wall = grade(workspace, cache, args.concurrency)
        print(row("warm", warm, wall, "goal: 0 calls " + ("(met)" if warm.usage.calls == 0
                                                         else "(MISSED)")))
        edited = len(document["columns"]) // 2
        document["columns"][edited]["description"] = "Refund amount in cents, never negative."
        path.write_text(json.dumps(document, indent=2))
        changed, wall = grade(workspace, cache, args.concurrency)
        column = f"column.attr_{edited}."
        bound = sum(1 for r in changed.results if r.criterion_id in NEEDS_SIBLINGS
                    or (r.artifact_id.startswith(column) and r.kind == "column_description"))
        # What changed is asked again; a close call's repeats of near-bar pairs come on top
        # (the `repeats` column), and are not the cache's to save.
        met = "met" if changed.usage.cache_misses <= bound else "MISSED"
        print(row("one column edited", changed, wall,
                  f"goal: at most {bound} pairs asked ({met})"))
        saved = changed.usage.cost_saved_usd
        print(f"the edited run reused {changed.usage.cache_hits} verdicts, saving "
              f"{changed.usage.calls_saved} calls"
              + (f" and ${saved:.4f}" if saved is not None else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
