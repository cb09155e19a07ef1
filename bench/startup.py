"""Benchmark: the whole process, start to exit, for the two runs users wait on most.

Usage:  python bench/startup.py [--repeat 5] [--latency 0.25] [--only demo judged warm]

1. `run --dry-run --judge heuristic` on the bundled demo pull request (examples/demo-pr).
   Goal: at most 0.5 s. Printed beside it: a bare `python -c pass` in the same run, the floor
   no Python program goes under on this machine.
2. `run --dry-run --judge anthropic --no-cache` on the 24-column example (bench/docs_judge.py)
   against the loopback fake Messages API at --latency per call, with the default concurrency
   and with 16. Goal: at most 1.15 × (⌈calls ÷ concurrency⌉ × latency) + 0.5 s.
3. The same 24-column run with the verdict cache warm (one cold run fills it first), so every
   pair is answered from the cache: 0 calls, and the SDK is never imported. Goal: at most 0.5 s.

Each figure is the best and the median of --repeat runs in fresh interpreters, with the
process's own CPU time (user + system, best run): on a shared, loaded machine the wall time
waits for other processes too, the CPU time much less. The children run with compiled
bytecode, as an installed gate has it (`bench/installed.py`).

Printed beside the judged runs: the floor no gate can go under with the official SDK, which
must be imported before the first call (`python -c "import anthropic"`, timed in the same run)
plus the rounds of calls themselves; how long after the model's second look's question the
judge's first call came, and how long the calls spanned (first request to last, as the fake
saw them). `--against <checkout>` times another revision's judged runs alternately with this
one's, so both meet the same load; each runs from its own tree (`from_tree`), and each tree's
first run is untimed, so neither is charged for compiling its modules.

The second look asked beside the first pairs instead of as a round before them, measured with
`--repeat 5 --against` the revision before it (087d122), in one run, each revision started from
its own tree (2 CPUs shared, load 5.2–5.8; the SDK's import alone took 3.0–4.0 s where it
takes about 1.9 s on an idle machine):

24 columns, 329 calls  before: best, median  after: best, median  first judge call  span
concurrency 10         11.75 s, 13.31 s      11.65 s, 12.50 s     +0.30 -> -0.04 s  9.12 -> 8.95 s
concurrency 16          8.77 s, 10.36 s       8.54 s, 10.27 s     +0.31 -> -0.04 s  6.24 -> 5.94 s

The round the question cost (one latency, 0.25 s, and its overhead) is gone from the calls'
span; the wall times move by as much as the machine's load does between runs.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.docs_judge import CANDIDATE, candidate  # noqa: E402
from bench.installed import installed_env, warm_up  # noqa: E402
from gate.configure.config import defaults  # noqa: E402
from tests.fakes.messages_api import FakeMessagesAPI  # noqa: E402

DEMO = ROOT / "examples" / "demo-pr"


CPU_SECONDS: list[float] = []  # the child's user + system time, per run, in order


def timed(argv: Sequence[str], env: dict[str, str], repeat: int,
          cwd: Path | None = None) -> list[float]:
    """`cwd`: the source tree a `python -m gate` child is to import (its working folder comes
    first on the import path, ahead of PYTHONPATH)."""
    walls = []
    for _ in range(repeat):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.perf_counter()
        done = subprocess.run(argv, env=env, capture_output=True, text=True, check=False,
                              cwd=cwd)
        walls.append(time.perf_counter() - started)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        CPU_SECONDS.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
        if done.returncode not in (0, 1):
            raise SystemExit(f"{argv} exited {done.returncode}: {done.stderr[-2000:]}")
    return walls


def from_tree(source: Path, env: dict[str, str]) -> tuple[dict[str, str], Path]:
    """The environment and working folder of a `python -m gate` child that is to import the
    gate of the source tree `source`: `-m` puts the working folder first on the import path,
    ahead of PYTHONPATH, so the child runs from `source` itself (from this checkout, a
    revision timed `--against` would import this checkout's gate)."""
    return {**env, "PYTHONPATH": str(source)}, source


def figure(walls: list[float], cpu: list[float] | None = None) -> str:
    """Best and median wall time, and the best CPU time (by default of the last runs)."""
    cpu = cpu or CPU_SECONDS[-len(walls):]
    return (f"best {min(walls):.2f}s, median {statistics.median(walls):.2f}s "
            f"(CPU {min(cpu):.2f}s)")


def demo_dry_run(folder: Path, repeat: int) -> None:
    workspace = folder / "demo"
    # What earlier runs left in the example is not part of it.
    shutil.copytree(DEMO, workspace, ignore=shutil.ignore_patterns(
        "grade.json", "grade.jsonl", "docs-grade.json", "metrics"))
    env = installed_env(XDG_CACHE_HOME=str(folder / "xdg"))
    floor = figure(timed([sys.executable, "-c", "pass"], env, repeat))
    command = [sys.executable, "-m", "gate", "run", "--workspace", str(workspace),
               "--dry-run", "--judge", "heuristic", "--grade-json", str(folder / "grade.json")]
    walls = timed(command, env, repeat)
    verdict = "met" if min(walls) <= 0.5 else "MISSED"
    print(f"demo dry run (heuristic):     {figure(walls)}   goal <= 0.50s ({verdict}); "
          f"bare interpreter {floor}")


def judged_run(folder: Path, repeat: int, latency: float, concurrency: int,
               against: Path | None = None) -> None:
    """The cold 24-column run; with `against` (a checkout of another revision), that
    revision's run is timed too, alternately with this one, so both meet the same load."""
    workspace = folder / f"wide-{concurrency}"
    (workspace / CANDIDATE).parent.mkdir(parents=True)
    (workspace / CANDIDATE).write_text(json.dumps(candidate(24), indent=2))
    (workspace / "signalforge.yml").write_text(
        f"gate:\n  judge: anthropic\n  concurrency: {concurrency}\n")
    sources = {"this": ROOT, **({"against": against} if against else {})}
    walls: dict[str, list[float]] = {name: [] for name in sources}
    leads: dict[str, list[float]] = {name: [] for name in sources}
    cpus: dict[str, list[float]] = {name: [] for name in sources}
    spans: dict[str, list[float]] = {name: [] for name in sources}
    command = [sys.executable, "-m", "gate", "run", "--workspace", str(workspace),
               "--dry-run", "--no-cache", "--quiet", "--grade-json", str(folder / "grade.json")]
    calls = 0
    for round_ in range(repeat + 1):
        for name, source in sources.items():
            with FakeMessagesAPI(latency) as api:  # a fresh server: a cold prompt cache
                env, cwd = from_tree(source, installed_env(
                    ANTHROPIC_API_KEY="sk-ant-benchmark", ANTHROPIC_BASE_URL=api.base_url))
                if round_ == 0:  # untimed: each tree writes the bytecode of all it imports
                    timed(command, env, 1, cwd=cwd)
                    continue
                walls[name] += timed(command, env, 1, cwd=cwd)
                cpus[name].append(CPU_SECONDS[-1])
                calls = sum(1 for r in api.requests if r.path == "/v1/messages")
                leads[name].append(second_look_lead(api))
                spans[name].append(calls_span(api))
    rounds = math.ceil(calls / concurrency)
    goal = 1.15 * rounds * latency + 0.5
    sdk = min(timed([sys.executable, "-c", "import anthropic"], installed_env(), repeat))
    floor = sdk + rounds * latency
    for name in sources:
        verdict = "met" if min(walls[name]) <= goal else "MISSED"
        label = "" if against is None else f" [{name}]"
        measured = figure(walls[name], cpus[name])
        print(f"24 columns, concurrency {concurrency:>2}{label}: {measured}   "
              f"{calls} calls, {rounds} rounds of {latency}s; goal <= {goal:.2f}s ({verdict}); "
              f"floor with the SDK {floor:.2f}s (its import alone {sdk:.2f}s), the gate "
              f"{min(walls[name]) - floor:+.2f}s above it; the judge's first call "
              f"{statistics.median(leads[name]):+.2f}s after the second look's question, "
              f"the calls spanned {statistics.median(spans[name]):.2f}s (medians)")


def calls_span(api: FakeMessagesAPI) -> float:
    """From the first request the fake saw (a guard question or a judge call) to the last:
    the rounds of calls alone, without the process's start and the SDK's import."""
    arrived = [r.arrived_at for r in (*api.guard_requests, *api.requests)]
    return max(arrived) - min(arrived) if arrived else math.nan


def second_look_lead(api: FakeMessagesAPI) -> float:
    """How long after the second look's question the judge's first call came: about one
    latency when the question is a round of its own, about 0 when it is asked alongside."""
    guard = [r.arrived_at for r in api.guard_requests]
    judge = [r.arrived_at for r in api.requests if r.path == "/v1/messages"]
    return min(judge) - min(guard) if guard and judge else math.nan


def warm_run(folder: Path, repeat: int, latency: float) -> None:
    workspace, cache = folder / "wide-warm", folder / "verdict-cache"
    (workspace / CANDIDATE).parent.mkdir(parents=True)
    (workspace / CANDIDATE).write_text(json.dumps(candidate(24), indent=2))
    (workspace / "signalforge.yml").write_text("gate:\n  judge: anthropic\n")
    with FakeMessagesAPI(latency) as api:
        env = installed_env(ANTHROPIC_API_KEY="sk-ant-benchmark", ANTHROPIC_BASE_URL=api.base_url)
        command = [sys.executable, "-m", "gate", "run", "--workspace", str(workspace),
                   "--dry-run", "--quiet", "--cache-dir", str(cache),
                   "--grade-json", str(folder / "grade.json")]
        timed(command, env, 1)  # cold: fills the cache
        cold_calls = sum(1 for r in api.requests if r.path == "/v1/messages")
        walls = timed(command, env, repeat)
        warm_calls = sum(1 for r in api.requests if r.path == "/v1/messages") - cold_calls
    hits = json.loads((folder / "grade.json").read_text())["usage"]["cache_hits"]
    verdict = "met" if min(walls) <= 0.5 and warm_calls == 0 else "MISSED"
    print(f"24 columns, warm cache:       {figure(walls)}   {warm_calls} calls over {repeat} "
          f"runs, {hits} pairs from the cache each (the cold run made {cold_calls}); "
          f"goal <= 0.50s and 0 calls ({verdict})")


RUNS = ("demo", "judged", "warm")


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--latency", type=float, default=0.25)
    parser.add_argument("--only", nargs="+", choices=RUNS, default=list(RUNS),
                        help="the runs to time (the judged ones take a minute each)")
    parser.add_argument("--against", type=Path, default=None,
                        help="a checkout of another revision: its judged runs are timed too, "
                             "alternately with this one's")
    args = parser.parse_args()
    print(f"{os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}, "
          f"Python {sys.version.split()[0]}")
    warm_up("gate.cli.commands.run", "gate.docs.judges.anthropic")
    with tempfile.TemporaryDirectory() as folder:
        if "demo" in args.only:
            demo_dry_run(Path(folder), args.repeat)
        default = defaults().concurrency  # grade.max_concurrent_calls unless gate.concurrency
        for concurrency in sorted({default, 16}) if "judged" in args.only else ():
            judged_run(Path(folder), args.repeat, args.latency, concurrency, args.against)
        if "warm" in args.only:
            warm_run(Path(folder), args.repeat, args.latency)
    return 0


if __name__ == "__main__":
    sys.exit(main())
