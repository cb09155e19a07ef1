"""Benchmark: the figures of the fast paths side by side, measured in one run.

Usage:  python bench/issue_figures.py --mattermost PATH [--gitlab PATH] [--against CHECKOUT]
                                      [--reference CMD] [--runs 2] [--entries 1000000]
                                      [--latency 0.25] [--keep] [--only session|cold|projects]

One invocation times, as whole processes with compiled bytecode (`bench/installed.py`), and
prints one table:

1. Session grading (`bench/session_1m.py`'s logs and runs): `session LOG --json --no-history`
   on a 1,000,000-entry log written compact and spaced, against the plain `json.loads` loop
   over the same lines and, with `--reference CMD`, another grader (CLEO's own; `{log}` is
   the log's path). Goals in both shapes: <= 0.5 x the loop, >= 8 x faster than the
   reference, <= 80 MB peak.
2. The cold docs path (`bench/startup.py`'s judged run): `run --dry-run --no-cache` on the
   24-column candidate against the loopback fake Messages API at `--latency` per call, the
   model's second look asked alongside the judging: wall and CPU time, the calls' span, how
   long after the second look's question the first judge call came, and the floor (the SDK's
   import plus the rounds of calls).
3. Mattermost's large dbt project (`--mattermost`), and GitLab's analytics project with
   `--gitlab`: `docs PATH --judge heuristic` (report written), its CPU time and peak RSS.

With `--only` (repeatable) only those groups of rows are timed: `--only session` needs no
project (`--mattermost` is required only when the projects' rows run).

With `--against CHECKOUT` (another revision's source tree) every row is timed for it too,
alternately with this checkout's in each round, so both meet the same load. CPU times are
what to compare on a shared machine (waiting for a core is not work); each figure is the
median of `--runs` rounds, a peak the highest seen.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.docs_judge import CANDIDATE, candidate  # noqa: E402
from bench.installed import installed_env, run_measured  # noqa: E402
from bench.session_1m import JSON_LOADS_LOOP, OUT, SHAPES, generate  # noqa: E402
from bench.startup import calls_span, second_look_lead  # noqa: E402
from gate.configure.config import defaults  # noqa: E402
from tests.fakes.messages_api import FakeMessagesAPI  # noqa: E402

#: The groups of rows `--only` chooses from.
GROUPS = ("session", "cold", "projects")
#: The modules each timed command imports: their bytecode is written once, untimed.
WARMED = ("gate.cli.commands.session", "gate.cli.commands.run", "gate.cli.commands.docs",
          "gate.docs.judges.anthropic", "json")


@dataclass
class Row:
    """One figure of the table, per source tree: the samples of each round."""

    name: str
    goal: str
    samples: dict[str, list[float]] = field(default_factory=dict)
    #: How a row's samples are summed up: the median (times, ratios) or the highest (peaks).
    summary: Callable[[list[float]], float] = statistics.median
    unit: str = "s"

    def add(self, source: str, value: float) -> None:
        self.samples.setdefault(source, []).append(value)

    def shown(self, source: str) -> str:
        values = self.samples.get(source)
        if not values:
            return "-"
        value = self.summary(values)
        return f"{value:.2f}{self.unit}" if self.unit != " MB" else f"{value:.0f} MB"


def env_for(source: Path, **extra: str) -> dict[str, str]:
    return installed_env(PYTHONPATH=str(source), **extra)


def child(command: list[str], env: dict[str, str]) -> tuple[float, float, int, bytes]:
    """Wall and CPU seconds, peak RSS in bytes and stdout of one child process, its own
    (`bench.installed.run_measured`), in the environment of a source tree. It runs in that
    tree: `python -m` puts its working folder first on the import path, ahead of PYTHONPATH,
    so from any other checkout it would import that checkout's gate."""
    measured = run_measured(command, env, cwd=env["PYTHONPATH"])
    if measured.code not in (0, 1):
        sys.exit(f"{command[1:4]} failed:\n{measured.stderr.decode()[-3000:]}")
    return measured.wall, measured.cpu, measured.peak, measured.stdout


def session_round(source: str, tree: Path, logs: dict[str, Path], entries: int, *,
                  reference: str | None, rows: dict[str, Row]) -> None:
    for shape, log in logs.items():
        _, cpu, peak, out = child([sys.executable, "-m", "gate", "session", str(log), "--json",
                                   "--no-history"], env_for(tree))
        (grade,) = json.loads(out)
        assert grade["entryCount"] == entries, grade["entryCount"]
        _, loop_cpu, _, counted = child([sys.executable, "-c", JSON_LOADS_LOOP, str(log)],
                                        env_for(tree))
        assert int(counted) == entries
        rows[f"{shape} cpu"].add(source, cpu)
        rows[f"{shape} loop cpu"].add(source, loop_cpu)
        rows[f"{shape} loop"].add(source, cpu / loop_cpu)
        rows[f"{shape} peak"].add(source, peak / 1e6)
        if reference:
            _, reference_cpu, reference_peak, _ = child(
                ["sh", "-c", reference.replace("{log}", shlex.quote(str(log)))], env_for(tree))
            rows[f"{shape} reference cpu"].add(source, reference_cpu)
            rows[f"{shape} reference"].add(source, reference_cpu / cpu)
            rows[f"{shape} reference peak"].add(source, reference_peak / 1e6)


def cold_docs_round(source: str, tree: Path, folder: Path, latency: float,
                    rows: dict[str, Row]) -> None:
    workspace = folder / "wide"
    if not workspace.exists():
        (workspace / CANDIDATE).parent.mkdir(parents=True)
        (workspace / CANDIDATE).write_text(json.dumps(candidate(24), indent=2))
        (workspace / "signalforge.yml").write_text("gate:\n  judge: anthropic\n")
    with FakeMessagesAPI(latency) as api:  # a fresh server: a cold prompt cache
        started = time.perf_counter()
        _, cpu, _, _ = child([sys.executable, "-m", "gate", "run", "--workspace", str(workspace),
                              "--dry-run", "--no-cache", "--quiet", "--grade-json",
                              str(folder / "grade.json")],
                             env_for(tree, ANTHROPIC_API_KEY="sk-ant-benchmark",
                                     ANTHROPIC_BASE_URL=api.base_url))
        wall = time.perf_counter() - started
        calls = sum(1 for r in api.requests if r.path == "/v1/messages")
        rows["cold wall"].add(source, wall)
        rows["cold cpu"].add(source, cpu)
        rows["cold span"].add(source, calls_span(api))
        rows["cold lead"].add(source, second_look_lead(api))
        rows["cold rounds"].add(source, math.ceil(calls / defaults().concurrency) * latency)


def project_round(label: str, source: str, tree: Path, project: Path, *, folder: Path,
                  rows: dict[str, Row]) -> None:
    command = [sys.executable, "-m", "gate", "docs", str(project), "--judge", "heuristic",
               "--no-audit", "--report", str(folder / f"{label}.json")]
    started = time.perf_counter()
    _, cpu, peak, _ = child(command, env_for(tree))
    rows[f"{label} wall"].add(source, time.perf_counter() - started)
    rows[f"{label} cpu"].add(source, cpu)
    rows[f"{label} peak"].add(source, peak / 1e6)


def table_rows(shapes: list[str], projects: list[str], reference: bool,
               cold: bool = True) -> dict[str, Row]:
    rows: dict[str, Row] = {}
    for shape in shapes:
        rows[f"{shape} cpu"] = Row(f"session, {shape} log: gate CPU", "")
        rows[f"{shape} loop cpu"] = Row(f"session, {shape}: json.loads loop CPU", "")
        rows[f"{shape} loop"] = Row(f"session, {shape}: gate / json.loads loop (CPU)", "<= 0.50",
                                    unit="x")
        if reference:
            rows[f"{shape} reference cpu"] = Row(f"session, {shape}: reference CPU", "")
            rows[f"{shape} reference"] = Row(f"session, {shape}: reference CPU / gate CPU",
                                             ">= 8x", unit="x")
        rows[f"{shape} peak"] = Row(f"session, {shape}: gate peak RSS", "<= 80 MB",
                                    summary=max, unit=" MB")
        if reference:
            rows[f"{shape} reference peak"] = Row(f"session, {shape}: reference peak RSS", "",
                                                  summary=max, unit=" MB")
    if cold:
        rows["cold wall"] = Row("cold docs path (24 columns): wall", "")
        rows["cold cpu"] = Row("cold docs path: CPU", "")
        rows["cold span"] = Row("cold docs path: calls' span", "")
        rows["cold rounds"] = Row("cold docs path: rounds x latency", "")
        rows["cold lead"] = Row("cold docs path: first judge call after the 2nd look's",
                                "~0 s")
    goals = {"mattermost": "<= 100 MB", "gitlab": "<= 10 s"}
    for label in projects:
        rows[f"{label} wall"] = Row(f"{label} project: wall", "")
        rows[f"{label} cpu"] = Row(f"{label} project: CPU", goals[label] if label == "gitlab"
                                   else "")
        rows[f"{label} peak"] = Row(f"{label} project: peak RSS", goals[label]
                                    if label == "mattermost" else "", summary=max, unit=" MB")
    return rows


def print_table(rows: dict[str, Row], sources: list[str]) -> None:
    width = max(len(row.name) for row in rows.values())
    print(f"{'figure':<{width}}  " + "".join(f"{s:>12}" for s in sources) + "  goal")
    for row in rows.values():
        print(f"{row.name:<{width}}  " + "".join(f"{row.shown(s):>12}" for s in sources)
              + f"  {row.goal}")


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--mattermost", type=Path,
                        help="Mattermost's dbt project (transform/mattermost-analytics); "
                             "required unless --only leaves the projects out")
    parser.add_argument("--gitlab", type=Path, help="also GitLab's analytics project")
    parser.add_argument("--against", type=Path, help="another revision's source tree, timed "
                        "alternately with this one")
    parser.add_argument("--reference", metavar="CMD",
                        help="another session grader, a shell command with {log}")
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--entries", type=int, default=1_000_000)
    parser.add_argument("--latency", type=float, default=0.25)
    parser.add_argument("--keep", action="store_true", help="keep the generated session logs")
    parser.add_argument("--only", action="append", choices=GROUPS,
                        help="time only this group of rows (repeatable; default: all)")
    args = parser.parse_args()
    groups = set(args.only or GROUPS)
    if "projects" in groups and args.mattermost is None:
        parser.error("--mattermost is required unless --only leaves the projects out")
    trees = {"this": ROOT, **({"against": args.against.resolve()} if args.against else {})}
    projects = {"mattermost": args.mattermost.resolve(),
                **({"gitlab": args.gitlab.resolve()} if args.gitlab else {})} \
        if "projects" in groups else {}
    print(f"{os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}, "
          f"Python {sys.version.split()[0]}; {args.runs} rounds, sources alternating")
    OUT.mkdir(exist_ok=True)
    logs = {shape: OUT / f"session-{args.entries}-{shape}.jsonl" for shape in SHAPES} \
        if "session" in groups else {}
    for shape, log in logs.items():
        if not log.exists():
            generate(log, args.entries, SHAPES[shape])
    for tree in trees.values():  # each tree's bytecode written once, untimed
        subprocess.run([sys.executable, "-c", f"import {', '.join(WARMED)}"],
                       env=env_for(tree), cwd=tree, check=True)
    rows = table_rows(list(logs), list(projects), bool(args.reference), "cold" in groups)
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        for _ in range(args.runs):
            for source, tree in trees.items():
                session_round(source, tree, logs, args.entries, reference=args.reference,
                              rows=rows)
                if "cold" in groups:
                    cold_docs_round(source, tree, folder, args.latency, rows)
                for label, project in projects.items():
                    project_round(label, source, tree, project, folder=folder, rows=rows)
    print(f"load at the end {os.getloadavg()[0]:.1f}")
    print_table(rows, list(trees))
    if not args.keep:
        for log in logs.values():
            log.unlink()
    return 0


if __name__ == "__main__":
    sys.exit(main())
