"""Benchmark: `baseline` over a whole dbt repository against the fake Message Batches API, then
a pull-request `docs` run over the same files.

Usage:  python bench/baseline.py PATH [--latency 0.0] [--interactive]

Runs `signalforge-gate baseline --workspace PATH` as its own process (bytecode compiled, as
installed) against the loopback fake of the Messages and Message Batches APIs, with an empty
verdict cache, then `signalforge-gate docs PATH --judge anthropic` with that cache, as a pull
request touching every file would. Prints: files, artifacts, pairs; batch requests, batches
and plain calls; tokens (the fake counts characters / 4) and dollars at the batch rate next to
what the same calls cost through the plain API (Sonnet prices); each process's wall time and
peak RSS; and the calls the pull-request run made (goal: 0). `--interactive` also times
`baseline --interactive` on a fresh cache, at the fake's `--latency` per call.

The fake answers a batch as soon as it is looked at, so the wall time is the gate's own work
(building ~31,000 prompts, one upload, reading the results, writing the cache): a real batch
adds Anthropic's processing time, usually under an hour, at most 24.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.installed import installed_env, run_measured, warm_up  # noqa: E402
from tests.fakes.message_batches import FakeBatchesAPI  # noqa: E402


def timed(args: list[str], env: dict[str, str],
          ) -> tuple[float, float, float, subprocess.CompletedProcess[str]]:
    """Wall and CPU seconds and peak RSS (MB) of one gate process, its own
    (`bench.installed.run_measured`): the wall time includes waiting on the fake, which runs
    in this process; the CPU time and the peak are the gate's alone."""
    measured = run_measured([sys.executable, "-m", "gate", *args], env)
    done = subprocess.CompletedProcess(args, measured.code, measured.stdout.decode(),
                                       measured.stderr.decode())
    if done.returncode not in (0, 1):
        print(done.stderr[-3000:], file=sys.stderr)
    return measured.wall, measured.cpu, measured.peak / 1e6, done


def money(value: float | None) -> str:
    if value is None:
        return "unknown"
    return f"${value:,.2f}" if value >= 10 else f"${value:.4f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("path", type=Path)
    parser.add_argument("--latency", type=float, default=0.0,
                        help="seconds per plain call (for --interactive)")
    parser.add_argument("--interactive", action="store_true")
    args = parser.parse_args()
    path = args.path.resolve()
    warm_up("gate.cli.commands.baseline", "gate.cli.commands.docs", "gate.docs.judges.anthropic")
    with tempfile.TemporaryDirectory() as folder, FakeBatchesAPI(args.latency) as api:
        env = {**installed_env(), "ANTHROPIC_API_KEY": "sk-ant-benchmark",
               "ANTHROPIC_BASE_URL": api.base_url, "XDG_CACHE_HOME": f"{folder}/xdg"}
        cache, grade = Path(folder) / "cache", Path(folder) / "grade.json"
        wall, cpu, peak, done = timed(["baseline", "--workspace", str(path), "--cache-dir",
                                  str(cache), "--grade-json", str(grade),
                                  "--poll-seconds", "0.5"], env)
        report: dict[str, Any] = json.loads(grade.read_text())
        docs, usage = report["docs"]["report"], report["usage"]
        judged = sum(1 for r in docs["results"] if r["evaluator"] is not None)
        spent = usage["cost_usd"]
        print(f"{path.name}: {len(report['docs']['files'])} files, "
              f"{len({r['artifact_id'] for r in docs['results']})} artifacts, "
              f"{len(docs['results'])} pairs ({judged} judged, the rest empty text)")
        print(f"baseline: {sum(api.submitted.values())} batch requests in {api.creates} "
              f"batch(es), {api.message_calls} plain calls; {usage['input_tokens']:,} input "
              f"+ {usage['output_tokens']:,} output tokens")
        print(f"  cost: {money(spent)} at the batch rate, "
              f"{money(None if spent is None else 2 * spent)} through the plain API "
              f"(estimated before submitting: {money(usage['estimated_cost_usd'])} batch)")
        print(f"  wall {wall:.1f} s (CPU {cpu:.1f} s), peak RSS {peak:.0f} MB, "
              f"exit {done.returncode}, missing {report['verdict']['docs']['missing']}")
        before = api.message_calls
        wall, cpu, peak, done = timed(["docs", str(path), "--judge", "anthropic", "--no-write",
                                  "--json", "--cache-dir", str(cache), "--quiet"], env)
        pull = json.loads(done.stdout)
        calls = api.message_calls - before
        print(f"pull request over the same files: {calls} calls (goal 0: "
              f"{'met' if calls == 0 else 'MISSED'}), {pull['usage']['cache_hits']} cache "
              f"hits, wall {wall:.1f} s (CPU {cpu:.1f} s), peak RSS {peak:.0f} MB")
        if args.interactive:
            fresh = Path(folder) / "fresh"
            wall, cpu, peak, done = timed(["baseline", "--interactive", "--workspace", str(path),
                                      "--cache-dir", str(fresh), "--grade-json",
                                      str(grade), "--quiet"], env)
            usage = json.loads(grade.read_text())["usage"]
            print(f"baseline --interactive at {args.latency}s per call: {usage['calls']} "
                  f"calls, {money(usage['cost_usd'])}, wall {wall:.1f} s (CPU {cpu:.1f} s), "
                  f"peak RSS "
                  f"{peak:.0f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
