"""Benchmark: the docs grader against a fake Messages API that takes 0.25 s per call.

Usage:  python bench/docs_judge.py [--latency 0.25] [--columns 24]

Grades one 24-column SignalForge candidate (about 200 (artifact, criterion) pairs) through the
real Anthropic SDK against the loopback fake of the test suite, at concurrency 1 and 8, in
per-criterion and batched mode, then once with every criterion on every artifact kind (what
SignalForge sends) for comparison, and prints per run: calls, wall time, the target
`1.3 × ceil(calls / concurrency) × latency`, and tokens (input, output, cache written and read)
with the estimated cost at Sonnet prices. The fake counts tokens as characters / 4 and caches
prompt prefixes as the API does, so token figures compare the modes, not absolute bills.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gate.configure.config import parse_config  # noqa: E402
from gate.docs.contract.rubric import SCHEMA_RUBRIC  # noqa: E402
from gate.docs.pipeline import grade_docs  # noqa: E402
from tests.fakes.messages_api import FakeMessagesAPI  # noqa: E402

CANDIDATE = ".signalforge/candidates/stg_events.json"


def candidate(columns: int) -> dict[str, Any]:
    """A realistic wide staging model: every column documented and tested."""
    cols = []
    for n in range(columns):
        tests: list[dict[str, Any]] = [{"type": "not_null", "rationale": f"Every event carries "
                                        f"attribute {n}; a null means the tracker dropped it."}]
        kind = n % 3
        if kind == 0:
            tests.append({"type": "unique", "rationale": f"Attribute {n} identifies an event "
                          "exactly once; duplicates mean a replayed batch."})
        elif kind == 1:
            tests.append({"type": "accepted_values", "values": ["web", "ios", "android"],
                          "rationale": "Only three clients send events; anything else is a "
                                       "spoofed or misconfigured sender."})
        else:
            tests.append({"type": "relationships", "to": "ref('stg_sessions')",
                          "field": "session_id", "rationale": "An event outside a known "
                          "session breaks funnel attribution."})
        if n % 2 == 0:
            tests.append({"type": "custom_sql", "sql": f"select * from {{{{ model }}}} where "
                          f"attr_{n} < 0", "rationale": f"Attribute {n} is a count and can "
                          "never be negative."})
        cols.append({"name": f"attr_{n}", "description": f"Attribute {n} of the tracked event, "
                     f"as sent by the client SDK and normalised to UTC and lower case.",
                     "rationale": f"Product analytics segments funnels by attribute {n}.",
                     "tests": tests})
    return {"schema_version": 1, "name": "stg_events",
            "description": "One row per tracked product event, deduplicated by event id.",
            "rationale": "Every product analytics mart reads events from here.",
            "columns": cols,
            "tests": [{"type": "row_count_between", "minimum": 1000, "maximum": 50_000_000,
                       "rationale": "A day has at least a thousand events; fifty million "
                                    "means a replay loop."},
                      {"type": "unique_combination", "columns": ["attr_1", "attr_2"],
                       "rationale": "One event per client and session attribute pair."}]}


def every_kind_rubric() -> str:
    """SignalForge's criteria as a custom rubric, which grades every artifact kind: the
    cross product SignalForge itself sends, for comparison."""
    entries = "".join(f"    - id: {c.id}\n      criterion: {json.dumps(c.criterion)}\n"
                      for c in SCHEMA_RUBRIC)
    return f"grade:\n  rubric:\n{entries}"


def run(workspace: Path, concurrency: int, mode: str, latency: float,
        extra: str = "") -> dict[str, Any]:
    """One grading run against a fresh fake, so every run starts with a cold prompt cache."""
    config = parse_config(
        (f"gate:\n  judge: anthropic\n  concurrency: {concurrency}\n  cost_mode: {mode}\n"
         + extra).encode(), display_path="signalforge.yml", ref=None)
    with FakeMessagesAPI(latency) as api:
        os.environ["ANTHROPIC_BASE_URL"] = api.base_url
        started = time.perf_counter()
        _, report = grade_docs(workspace, [CANDIDATE], config, audit=False)
        wall = time.perf_counter() - started
    usage = report.usage
    return {"pairs": len(report.results), "calls": usage.calls, "wall": wall,
            "complete": report.aggregate_complete, "input": usage.input_tokens,
            "output": usage.output_tokens, "cache_write": usage.cache_creation_input_tokens,
            "cache_read": usage.cache_read_input_tokens, "cost": usage.cost_usd}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--latency", type=float, default=0.25)
    parser.add_argument("--columns", type=int, default=24)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        workspace = Path(folder)
        (workspace / CANDIDATE).parent.mkdir(parents=True)
        (workspace / CANDIDATE).write_text(json.dumps(candidate(args.columns), indent=2))
        os.environ["ANTHROPIC_API_KEY"] = "sk-ant-benchmark"
        print(f"{args.columns}-column candidate, fake API latency {args.latency}s per call, "
              f"{os.cpu_count()} CPUs, Python {sys.version.split()[0]}")
        print(f"{'mode':<13} {'conc':>4} {'pairs':>5} {'calls':>5} {'wall s':>7} "
              f"{'target s':>8} {'input':>8} {'output':>7} {'c.write':>7} {'c.read':>8} "
              f"{'cost $':>7}")
        runs = [(mode, concurrency, "") for mode in ("per_criterion", "batched")
                for concurrency in (1, 8)]
        runs.append(("every-kind", 8, every_kind_rubric()))
        for mode, concurrency, extra in runs:
            r = run(workspace, concurrency, "per_criterion" if extra else mode, args.latency,
                    extra)
            target = 1.3 * math.ceil(r["calls"] / concurrency) * args.latency
            flag = "" if r["wall"] <= target else "  (over target)"
            cost = f"{r['cost']:.4f}" if r["cost"] is not None else "unknown"
            print(f"{mode:<13} {concurrency:>4} {r['pairs']:>5} {r['calls']:>5} "
                  f"{r['wall']:>7.2f} {target:>8.2f} {r['input']:>8} {r['output']:>7} "
                  f"{r['cache_write']:>7} {r['cache_read']:>8} {cost:>7}{flag}"
                  + ("" if r["complete"] else "  INCOMPLETE"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
