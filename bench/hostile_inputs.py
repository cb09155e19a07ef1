"""Benchmark: the whole CLI process on hostile inputs, time and peak memory against goals.

Usage:  python bench/hostile_inputs.py [--only NAME ...] [--limit SECONDS]

Each case runs `signalforge-gate` (as `python -m gate`) in a fresh process on generated files
in a temporary folder (bytecode compiled, as installed), and is measured from the outside: wall
time, and its own CPU time and peak resident memory (`bench.installed.run_measured`, as every
bench states a peak). Cases:

- `candidate-5000`: a SignalForge candidate with 5,000 documented and tested columns, graded
  by the heuristic judge (`docs --judge heuristic`); goal under 10 s.
- `markdown-100k`: a Markdown file with 100,000 `##` sections (9 MiB), graded the same way; goal
  under 10 s and 300 MB. The reader grades a document up to its caps (2,000 sections, 1 MiB of
  text) and reports the rest as a finding, so this case ends inconclusive (exit 2).
- `alias-bomb-dbt`: a 1 KB dbt file whose test arguments are a nine-level YAML alias bomb;
  goal: refused (exit 2) in under 5 s and 300 MB.
- `alias-bomb-config`: the same bomb in `signalforge.yml` (`config check`); same goal.
- `config-20k-criteria`: a config with a 20,000-criterion rubric (`config check`, 1.5 MiB);
  same goal. Refused before parsing: a configuration is read up to 128 KiB.
- `config-flow-128k`: the slowest file within that limit: a rubric of about 4,800 criteria in
  YAML's flow style (`[{id: c0, criterion: q}, ...]`), which PyYAML's pure-Python parser (kept
  for parity with SignalForge) reads at about 13 s a MiB; refused after parsing, at the rubric's
  limit of 200 criteria. Goal under 5 s.
- `demo-200-criteria` and `demo-20k-criteria`: the demo pull request (examples/demo-pr) with a
  trusted configuration of 200 criteria (the limit: every criterion grades every artifact, so
  about 6,200 pairs, all graded) and of 20,000 (refused, with the report written and exit 2);
  `run --dry-run --judge heuristic`, goal under 5 s.
- `gzip-bomb-session`: a 1 MB gzip file holding 1 GiB without a newline, read as a session
  audit (`session`); same goal.

Two reference figures are measured in the same run, so the others read as ratios on a noisy
machine: the interpreter starting (`python -c pass`) and the CLI starting (`--help`). A case
passes when it meets its time and memory goals and ends with an exit code of the contract
other than an internal error (0, 1 or 2).
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.installed import installed_env, run_measured, warm_up

OK_EXITS = frozenset({0, 1, 2})


@dataclass(frozen=True)
class Case:
    name: str
    args: tuple[str, ...]
    make: Callable[[Path], None]
    goal_seconds: float | None
    goal_mb: float | None = None
    cli: bool = True  # False: the arguments are the interpreter's own


@dataclass(frozen=True)
class Measured:
    seconds: float
    cpu_seconds: float  # user + system: on a loaded machine the wall time waits for others too
    peak_mb: float
    exit_code: int | None  # None: killed at the time limit
    stderr_tail: str


def write_candidate(folder: Path, columns: int = 5000) -> None:
    cols = [{"name": f"col_{i}", "description": f"Amount {i} of the order in dollars, at the "
             "time the order was placed.", "rationale": "Finance reconciles it daily.",
             "tests": [{"type": "not_null", "rationale": "A null hides a missing payment."}]}
            for i in range(columns)]
    document = {"schema_version": 1, "name": "stg_orders", "columns": cols,
                "description": "Orders placed by customers, one row per order."}
    (folder / "candidate.json").write_text(json.dumps(document, indent=2))


def write_markdown(folder: Path, sections: int = 100_000) -> None:
    with (folder / "guide.md").open("w") as out:
        out.write("# Guide\n\n")
        for i in range(sections):
            out.write(f"## Part {i}\n\nThis part explains step {i} of the setup in enough "
                      "words for the length check.\n\n")


def alias_bomb(levels: int = 9) -> str:
    lines = ["b0: &b0 [x, x, x, x, x, x, x, x, x]"]
    lines += [f"b{i}: &b{i} [" + ", ".join([f"*b{i - 1}"] * 9) + "]"
              for i in range(1, levels + 1)]
    return "\n".join(lines) + "\n"


def write_dbt_bomb(folder: Path) -> None:
    (folder / "schema.yml").write_text(
        alias_bomb() + "models:\n  - name: m\n    columns:\n      - name: c\n"
        "        description: The customer's id.\n        tests:\n"
        "          - accepted_values:\n              values: *b9\n")


def write_config_bomb(folder: Path) -> None:
    (folder / "signalforge.yml").write_text(
        "x-anchors:\n" + "".join(f"  {line}\n" for line in alias_bomb().splitlines())
        + "grade:\n  rubric:\n    - id: a\n      criterion: *b9\n")


def write_big_config(folder: Path, criteria: int = 20_000) -> None:
    rubric = "".join(f"    - id: criterion-{i}\n      criterion: Is the text clear about "
                     f"point {i}?\n" for i in range(criteria))
    (folder / "signalforge.yml").write_text(f"grade:\n  rubric:\n{rubric}")


def write_flow_config(folder: Path, size: int = 125 * 1024) -> None:
    items, written = [], 0
    while written < size:
        items.append(f"{{id: c{len(items)}, criterion: q}}")
        written += len(items[-1]) + 2
    (folder / "signalforge.yml").write_text(f"grade:\n  rubric: [{', '.join(items)}]\n")


DEMO = Path(__file__).resolve().parent.parent / "examples" / "demo-pr"


def demo_with_criteria(criteria: int) -> Callable[[Path], None]:
    def write(folder: Path) -> None:
        shutil.copytree(DEMO, folder / "demo", ignore=shutil.ignore_patterns(
            "grade.json", "grade.jsonl", "docs-grade.json", "metrics", "docs-audit.jsonl"))
        config = folder / "demo" / "signalforge.yml"
        rubric = "".join(f"    - id: criterion-{i}\n      criterion: Is the text clear about "
                         f"point {i}?\n" for i in range(criteria))
        config.write_text(config.read_text().replace("grade:\n", f"grade:\n  rubric:\n{rubric}", 1))
    return write


def write_gzip_bomb(folder: Path, size: int = 2**30) -> None:
    chunk = b"x" * 2**20
    packer = zlib.compressobj(9, zlib.DEFLATED, 31)  # 31: gzip framing
    with (folder / "audit.jsonl.gz").open("wb") as out:
        for _ in range(size // len(chunk)):
            out.write(packer.compress(chunk))
        out.write(packer.flush())


def nothing(_folder: Path) -> None:
    return None


CASES = (
    Case("python-startup", ("-c", "pass"), nothing, None, cli=False),
    Case("cli-startup", ("--help",), nothing, None),
    Case("candidate-5000", ("docs", "--judge", "heuristic", "--no-audit", "--report",
                            "report.json", "candidate.json"), write_candidate, 10.0),
    Case("markdown-100k", ("docs", "--judge", "heuristic", "--no-audit", "--report",
                           "report.json", "guide.md"), write_markdown, 10.0, 300.0),
    Case("alias-bomb-dbt", ("docs", "--judge", "heuristic", "--no-audit", "--report",
                            "report.json", "schema.yml"), write_dbt_bomb, 5.0, 300.0),
    Case("alias-bomb-config", ("config", "check", "signalforge.yml"), write_config_bomb,
         5.0, 300.0),
    Case("config-20k-criteria", ("config", "check", "signalforge.yml"), write_big_config,
         5.0, 300.0),
    Case("config-flow-128k", ("config", "check", "signalforge.yml"), write_flow_config,
         5.0, 300.0),
    Case("demo-200-criteria", ("run", "--workspace", "demo", "--dry-run", "--judge",
                               "heuristic"), demo_with_criteria(200), 5.0),
    Case("demo-20k-criteria", ("run", "--workspace", "demo", "--dry-run", "--judge",
                               "heuristic"), demo_with_criteria(20_000), 5.0),
    Case("gzip-bomb-session", ("session", "--no-history", "audit.jsonl.gz"), write_gzip_bomb,
         5.0, 300.0),
)


def measure(command: list[str], folder: Path, limit: float) -> Measured:
    """Run one process to its end (or stop it at `limit`), with its own CPU time and peak
    memory (`bench.installed.run_measured`), bytecode compiled as installed."""
    measured = run_measured(command, installed_env(), cwd=folder, keep_stdout=False,
                            limit=limit)
    tail = measured.stderr.decode("utf-8", "replace").strip().splitlines()[-1:] or [""]
    return Measured(measured.wall, measured.cpu, measured.peak / 1e6,
                    None if measured.stopped else measured.code, tail[0][:100])


def verdict(case: Case, result: Measured) -> str:
    if case.goal_seconds is None:
        return "ref"
    if result.exit_code is None:
        return "MISS (killed)"
    missed = []
    if result.seconds > case.goal_seconds:
        missed.append("time")
    if case.goal_mb is not None and result.peak_mb > case.goal_mb:
        missed.append("memory")
    if result.exit_code not in OK_EXITS:
        missed.append(f"exit {result.exit_code}")
    return "pass" if not missed else "MISS (" + ", ".join(missed) + ")"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", help="run only these cases (references always)")
    parser.add_argument("--limit", type=float, default=120.0,
                        help="kill a case after this many seconds (default 120)")
    options = parser.parse_args()
    chosen = [c for c in CASES if c.goal_seconds is None or not options.only
              or c.name in options.only]
    rows, reference = [], None
    warm_up("gate.cli.commands.docs", "gate.cli.commands.run", "gate.cli.commands.config",
            "gate.cli.commands.session")
    for case in chosen:
        with tempfile.TemporaryDirectory(prefix="hostile-") as name:
            folder = Path(name)
            case.make(folder)
            prefix = [sys.executable] if not case.cli else [sys.executable, "-m", "gate"]
            result = measure([*prefix, *case.args], folder, options.limit)
        if case.name == "cli-startup":
            reference = result.seconds
        rows.append((case, result))
        print(f"… {case.name}: {result.seconds:.2f} s", file=sys.stderr, flush=True)
    print(f"{'case':<22}{'goal':>14}{'seconds':>9}{'cpu s':>8}{'× cli':>8}{'peak MB':>9}{'exit':>6}"
          "  result / last stderr line")
    for case, result in rows:
        goal = "—" if case.goal_seconds is None else f"<{case.goal_seconds:g}s" + (
            f" <{case.goal_mb:g}MB" if case.goal_mb is not None else "")
        ratio = f"{result.seconds / reference:.1f}" if reference else "—"
        code = "kill" if result.exit_code is None else str(result.exit_code)
        print(f"{case.name:<22}{goal:>14}{result.seconds:>9.2f}{result.cpu_seconds:>8.2f}{ratio:>8}"
              f"{result.peak_mb:>9.0f}{code:>6}  {verdict(case, result)}"
              f"{'  · ' + result.stderr_tail if result.stderr_tail else ''}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
