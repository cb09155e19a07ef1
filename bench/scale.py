"""Benchmark: a pull request at GitHub's limit, listed, selected and judged.

Usage:  python bench/scale.py [--models 280] [--columns 10] [--latency 0.25]
                              [--concurrency 8 16] [--max-calls N]

Builds a workspace of `--models` dbt properties files (10 columns each: about 36 (artifact,
criterion) pairs a model, about 10,000 in all) among 3,000 changed files (the rest are SQL
files the docs globs do not select), serves the pull request from the loopback fake GitHub
API (PyGithub pages through all 3,000 files) and the judge from the loopback fake Messages API
at `--latency` seconds per call, and grades it in a child process at each concurrency.

Prints per run: pairs, calls, wall time of listing + selection + extraction and of judging,
calls per second against the ideal `concurrency / latency`, and the child's own peak memory
(`bench.installed.run_measured`, as every bench states a peak). A reference run at a tenth of
the size, in the same invocation, gives the memory ratio: memory that grows with the pull
request grows with its pairs' reports, not with calls in flight. `--max-calls` sets
`grade.max_grade_calls` so that a short run still lists, selects and plans all pairs while
judging only that many (the rest are cut by the ceiling).
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

from bench.installed import installed_env, run_measured  # noqa: E402

REPOSITORY = "acme/warehouse"
PULL = 7
BASE_SHA, HEAD_SHA = "a" * 40, "b" * 40
CHANGED_FILES = 3000


def model_yaml(index: int, columns: int) -> str:
    lines = ["version: 2", "models:", f"  - name: fct_orders_{index}",
             f"    description: One row per order line of shop {index}, deduplicated by order "
             "id and converted to UTC.", "    columns:"]
    for column in range(columns):
        lines += [f"      - name: col_{column}",
                  f"        description: Column {column} of shop {index}, the order amount in "
                  "cents after refunds.", "        tests:", "          - not_null"]
        if column % 3 == 0:
            lines.append("          - unique")
    return "\n".join(lines) + "\n"


def build_workspace(root: Path, models: int, columns: int) -> list[str]:
    """The drafted docs and the other changed files; returns every changed path."""
    changed = []
    for index in range(models):
        path = f"models/shop_{index % 20}/fct_orders_{index}.yml"
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(model_yaml(index, columns))
        changed.append(path)
    for index in range(CHANGED_FILES - models):
        path = f"models/shop_{index % 20}/sql/step_{index}.sql"
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(f"select {index} as id\n")
        changed.append(path)
    return changed


#: The child's own program: grade, then print the figures as JSON (its peak is measured
#: from outside, `bench.installed.run_measured`, so it is the gate's alone; the fakes live in
#: the bench's process).
CHILD = ("import json, sys; from bench.scale import _grade; "
         "print(json.dumps(_grade(*json.loads(sys.argv[1]))))")


def grade_in_child(root: str, github_url: str, messages_url: str, concurrency: int,
                   max_calls: int | None) -> dict[str, Any]:
    """The grade in a process of its own, with its own peak memory; a failure comes back as
    the end of its error output."""
    measured = run_measured(
        [sys.executable, "-c", CHILD,
         json.dumps([root, github_url, messages_url, concurrency, max_calls])],
        installed_env(), cwd=ROOT)
    if measured.code != 0:
        return {"error": measured.stderr.decode(errors="replace")[-2000:]}
    result: dict[str, Any] = json.loads(measured.stdout)
    return {**result, "peak_mb": measured.peak / 1e6}


def _grade(root: str, github_url: str, messages_url: str, concurrency: int,
           max_calls: int | None) -> dict[str, Any]:
    os.environ.update(ANTHROPIC_API_KEY="sk-ant-benchmark", ANTHROPIC_BASE_URL=messages_url)
    from gate.configure.config import parse_config  # noqa: PLC0415 (imported in the child)
    from gate.docs.pipeline import grade_docs  # noqa: PLC0415
    from gate.github.pull_request import PullRequestClient  # noqa: PLC0415
    from gate.inputs.globs import select  # noqa: PLC0415

    ceiling = f"\n  max_grade_calls: {max_calls}" if max_calls else ""
    config = parse_config(
        (f"grade:\n  max_concurrent_calls: {concurrency}\n  sweep_max_rounds: 0{ceiling}\n"
         # Every pair is asked: verdicts cached by an earlier run (or an earlier size of
         # this one) would make calls that are not.
         "gate:\n  judge: anthropic\n  cache:\n    enabled: false\n").encode(),
        display_path="signalforge.yml", ref=None)
    started = time.perf_counter()
    client = PullRequestClient(github_url, "ghs_benchmark", REPOSITORY)
    listed = client.changed_files(PULL)
    changed = [f.filename for f in listed.files if f.status != "removed"]
    docs = select(changed, config.gate.docs.include, config.gate.docs.exclude)
    selected = time.perf_counter()
    _, report = grade_docs(Path(root), docs, config, audit=False)
    judged = time.perf_counter()
    return {"listed": len(listed.files), "selected": len(docs), "pairs": len(report.results),
            "calls": report.usage.calls, "select_seconds": selected - started,
            "judge_seconds": judged - selected,
            "estimated_cost": report.usage.estimated_cost_usd}


def run(models: int, columns: int, latency: float, concurrency: int,
        max_calls: int | None) -> dict[str, Any]:
    from tests.fakes.github_api import FakeGitHub, PullFile  # noqa: PLC0415
    from tests.fakes.messages_api import FakeMessagesAPI  # noqa: PLC0415

    with tempfile.TemporaryDirectory() as folder, FakeGitHub() as github, \
            FakeMessagesAPI(latency) as messages:
        changed = build_workspace(Path(folder), models, columns)
        github.add_repo(REPOSITORY)
        github.add_pull(REPOSITORY, PULL, BASE_SHA, HEAD_SHA,
                        files=[PullFile(path, "added") for path in changed])
        result = grade_in_child(folder, github.base_url, messages.base_url, concurrency,
                                max_calls)
        if "error" in result:
            raise SystemExit(f"the grade failed: {result['error']}")
        result["max_in_flight"] = messages.max_in_flight
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", type=int, default=280)
    parser.add_argument("--columns", type=int, default=10)
    parser.add_argument("--latency", type=float, default=0.25)
    parser.add_argument("--concurrency", type=int, nargs="+", default=[8, 16])
    parser.add_argument("--max-calls", type=int, default=None)
    args = parser.parse_args()
    print(f"{CHANGED_FILES} changed files, {args.models} dbt models x {args.columns} columns, "
          f"fake API {args.latency}s per call, {os.cpu_count()} CPUs, "
          f"Python {sys.version.split()[0]}"
          + (f", judging at most {args.max_calls} calls" if args.max_calls else ""))
    print(f"{'size':<9} {'conc':>4} {'listed':>6} {'docs':>5} {'pairs':>6} {'calls':>6} "
          f"{'list+sel s':>10} {'judge s':>8} {'calls/s':>8} {'ideal':>6} {'peak MB':>8}")
    reference_models = max(1, args.models // 10)
    runs = [("tenth", reference_models, args.concurrency[0])]
    runs += [("full", args.models, concurrency) for concurrency in args.concurrency]
    peaks = {}
    for size, models, concurrency in runs:
        r = run(models, args.columns, args.latency, concurrency, args.max_calls)
        rate = r["calls"] / r["judge_seconds"] if r["judge_seconds"] else 0.0
        peaks[size] = r["peak_mb"]
        print(f"{size:<9} {concurrency:>4} {r['listed']:>6} {r['selected']:>5} "
              f"{r['pairs']:>6} {r['calls']:>6} {r['select_seconds']:>10.2f} "
              f"{r['judge_seconds']:>8.1f} {rate:>8.1f} {concurrency / args.latency:>6.0f} "
              f"{r['peak_mb']:>8.0f}")
    print(f"peak memory, full size / a tenth of it: {peaks['full'] / peaks['tenth']:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
