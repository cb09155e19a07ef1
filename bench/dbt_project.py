"""Benchmark: grade a whole dbt repository with the offline judge, as `docs <dir>` does.

Usage:  python bench/dbt_project.py PATH [--runs 1] [--process]

Selects files the way `signalforge-gate docs PATH --judge heuristic` does (the resource paths
of every dbt_project.yml found under PATH), then reports: YAML files selected and how many
yielded artifacts, doc blocks resolved, notes and findings, artifacts by kind, pairs, the
offline test rules that fired, and wall time split into reading and judging. Reading time is
also given as a ratio to a plain `yaml.safe_load` of the same files in the same run. Timings
are wall-clock on a shared machine; compare runs on the same machine (a second run shows the
spread).

`--process` also runs the whole command, `signalforge-gate docs PATH --judge heuristic`, in a
child process (report written, table printed, bytecode compiled as installed) and prints its
wall time and its own CPU time and peak RSS (`bench.installed.run_measured`, as every bench
states a peak) against the goals: at most 10 s and 150 MB.

On GitLab's public analytics project (`transform/snowflake-dbt` of the copy at GitHub
`tnmy44/gitlab-analytics`, commit `eb2a578`: 303 files, 27,650 artifacts, 51,801 pairs, a
47 MB report), the whole process took 27.8 s of CPU and peaked at 255 MB, against 30.8 s
and 260 MB for the revision before the clause roles were read once per clause (two rounds,
alternating, on a 2-core machine at load 20, where CPU seconds run long:
`bench/issue_figures.py --gitlab --against`): the time goal is missed by more than twice.
Mattermost's larger project (`transform/mattermost-analytics`: 8,013 artifacts, 16,232 pairs)
took 5.4 s and 100 MB against 5.4 s and 101 MB in the same runs. Reading takes
about 0.4-0.5 x a plain `yaml.safe_load` of the same files (libyaml parses; the composer,
the limits and the line map are Python); finding text addressed to the grader and the
offline judge's checks take most of the rest. How the figures moved over the rounds is in
docs/measurements.md.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import yaml  # noqa: E402

from bench.installed import installed_env, run_measured, warm_up  # noqa: E402
from gate.configure.config import CONFIG_FILE, load_config_file  # noqa: E402
from gate.docs.artifacts import group_by_model  # noqa: E402
from gate.docs.judges.offline.declared_tests.data_test_rules import findings_for  # noqa: E402
from gate.docs.judges.offline.heuristic import HeuristicJudge  # noqa: E402
from gate.docs.pipeline import rubric_for  # noqa: E402
from gate.docs.readers.dbt_project import effective_include, find_projects  # noqa: E402
from gate.docs.readers.extract import read_docs  # noqa: E402
from gate.docs.run.engine import DocsGrader  # noqa: E402
from gate.inputs.globs import select  # noqa: E402
from gate.inputs.workspace import Workspace  # noqa: E402


def reference_seconds(path: Path, files: list[str]) -> float:
    """The same files through plain `yaml.safe_load` (pure-Python loader, as the gate uses):
    the floor any YAML-reading grader pays, against which the reading time is a ratio."""
    started = time.perf_counter()
    for file in files:
        yaml.load((path / file).read_text(encoding="utf-8"), Loader=yaml.SafeLoader)
    return time.perf_counter() - started


def run(path: Path) -> None:
    config = load_config_file(path / CONFIG_FILE)
    files = select(Workspace(path).files_under(""), effective_include(path, config.gate.docs),
                   config.gate.docs.exclude)
    reference = reference_seconds(path, files)
    started = time.perf_counter()
    extraction = read_docs(path, files)
    read_at = time.perf_counter()
    rubric = rubric_for(config, extraction.artifacts)
    grader = DocsGrader(HeuristicJudge(), rubric, config.grade, concurrency=1)
    report = grader.judge_pairs(extraction.artifacts)
    judged_at = time.perf_counter()

    artifacts = extraction.artifacts
    with_artifacts = {a.file for a in artifacts}
    print(f"projects: {', '.join(p.folder for p in find_projects(path)) or '(none)'}")
    print(f"files: {len(files)} selected, {len(with_artifacts)} with artifacts, "
          f"{len(extraction.notes)} notes, {len(extraction.findings)} findings")
    print(f"artifacts: {len(artifacts)}; pairs: {len(report.results)}; "
          f"text from doc blocks: {sum(a.text_from is not None for a in artifacts)}")
    for kind, count in Counter(a.kind for a in artifacts).most_common():
        print(f"  {kind:<28} {count:>6}")
    groups = group_by_model(artifacts)
    rules: Counter[str] = Counter()
    tests = [a for a in artifacts if a.test is not None]
    for artifact in tests:
        assert artifact.test is not None
        rules.update(f.rule for f in findings_for(artifact.test, artifact.artifact_id,
                                                  groups[artifact.model]))
    print(f"tests: {len(tests)}; offline rules fired: {dict(rules) or 'none'}")
    print(f"time: read {read_at - started:.2f} s ({(read_at - started) / reference:.2f} × a "
          f"plain yaml.safe_load of the same files, {reference:.2f} s), judge "
          f"{judged_at - read_at:.2f} s, total {judged_at - started:.2f} s")


def whole_process(path: Path) -> None:
    """The whole command as a user runs it (bytecode compiled, as installed), its own CPU time
    and peak memory (`bench.installed.run_measured`)."""
    warm_up("gate.cli.commands.docs")
    with tempfile.TemporaryDirectory() as folder:
        measured = run_measured(
            [sys.executable, "-m", "gate", "docs", str(path), "--judge", "heuristic",
             "--no-audit", "--report", str(Path(folder) / "report.json")],
            installed_env(), cwd=ROOT, keep_stdout=False)
    peak = measured.peak / 1e6
    met = "met" if measured.wall <= 10 and peak <= 150 else "MISSED"
    print(f"whole process: wall {measured.wall:.2f} s, CPU {measured.cpu:.2f} s, peak RSS "
          f"{peak:.0f} MB, exit {measured.code}; goal <= 10 s and <= 150 MB ({met})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path", type=Path)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--process", action="store_true",
                        help="also time the whole `docs` command in a child process")
    args = parser.parse_args()
    if args.process:
        whole_process(args.path.resolve())
    for number in range(args.runs):
        print(f"== run {number + 1}")
        run(args.path)


if __name__ == "__main__":
    main()
