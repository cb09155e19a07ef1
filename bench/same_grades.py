"""Check: two source trees grade a dbt project offline to the same results, byte for byte.

Usage:  python bench/same_grades.py PATH [PATH ...] --against CHECKOUT

A change made for speed must not change a grade. For each PATH this runs
`docs PATH --judge heuristic --json --no-write --no-cache` once with this checkout's gate
and once with CHECKOUT's (another revision's source tree, say `git archive` of main), as
whole processes with compiled bytecode (`bench/installed.py`), and compares the two `--json`
reports with what differs between any two runs left out (the run's id, its time stamp and
duration): every pair's passed, score, evidence and reasoning, the summary and the marked
texts. It prints per project the pairs, those passing, the marked texts, each side's CPU
time and peak RSS, and `identical` or the report's keys that differ; it exits 1 when any
project differs.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.installed import installed_env, run_measured  # noqa: E402

#: The modules an offline grade imports: their bytecode is written once per tree, untimed.
WARMED = "import gate.cli.commands.docs, gate.docs.pipeline, gate.docs.judges.offline.heuristic"
#: What differs between two runs of one tree: not part of a grade.
PER_RUN = ("run_id", "timestamp", "duration_seconds")


def graded(tree: Path, project: Path) -> tuple[dict[str, object], float, float]:
    """The `--json` report of grading `project` with `tree`'s gate, its CPU seconds and peak
    RSS in MB. It runs in `tree`: `python -m` puts its working folder first on the import
    path."""
    command = [sys.executable, "-m", "gate", "docs", str(project), "--judge", "heuristic",
               "--json", "--no-write", "--no-cache"]
    measured = run_measured(command, installed_env(PYTHONPATH=str(tree)), cwd=str(tree))
    if measured.code not in (0, 1):
        sys.exit(f"{tree}: docs {project} failed:\n{measured.stderr.decode()[-3000:]}")
    report = json.loads(measured.stdout)
    for key in PER_RUN:
        report.pop(key, None)
    return report, measured.cpu, measured.peak / 1e6


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("projects", nargs="+", type=Path)
    parser.add_argument("--against", type=Path, required=True, metavar="CHECKOUT")
    args = parser.parse_args()
    against = args.against.resolve()
    for tree in (ROOT, against):
        subprocess.run([sys.executable, "-c", WARMED], env=installed_env(PYTHONPATH=str(tree)),
                       cwd=tree, check=True)
    differs = False
    for project in args.projects:
        ours, cpu, peak = graded(ROOT, project)
        theirs, their_cpu, their_peak = graded(against, project)
        results = ours.get("results", [])
        assert isinstance(results, list)
        same = json.dumps(ours, sort_keys=True) == json.dumps(theirs, sort_keys=True)
        differs = differs or not same
        keys = sorted({*ours, *theirs})
        shown = "identical" if same else "DIFFERS in " + ", ".join(
            key for key in keys if ours.get(key) != theirs.get(key))
        print(f"{project}: {len(results):,} pairs, "
              f"{sum(1 for r in results if r['passed']):,} passing, "
              f"{len(ours.get('addressing', []))} marked (as far as they agree) | this tree "
              f"{cpu:.1f} s CPU, {peak:.0f} MB; against {their_cpu:.1f} s CPU, "
              f"{their_peak:.0f} MB | {shown}")
    return 1 if differs else 0


if __name__ == "__main__":
    sys.exit(main())
