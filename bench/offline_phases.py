"""Benchmark: where the CPU of an offline docs grade goes, phase by phase, against a floor.

Usage:  python bench/offline_phases.py PATH [--runs 2]

Selects the files of the dbt repository at PATH as `docs PATH --judge heuristic` does, then
times, in this one process and by the CPU time of its thread (so the machine's other work
does not count): the reading of the files into artifacts; the addressing detector over the
distinct drafted texts (`find_addressing` through the run's memo, `rules_reading`, each read
once); the rules' findings of every
artifact (`caught_all`: the detector's readings come from its memo, so this is the credit of
each description's sentences for its subject); and the offline judge's pairs (`judge_pairs`,
the findings handed in). Each figure is also given as a ratio to a plain `yaml.safe_load`
(pure-Python loader) of the same files timed in the same run, so two runs on a loaded machine
compare by their ratios more closely than by their seconds. Every run starts with the
readings' memos forgotten (`gate.docs.run.memos`); the first also compiles the patterns the
texts need, and the runs after it show the readings alone.

It also counts the texts of 10,000 characters or more (a long Markdown section, a whole
doc-blocks file), whose views each phrase rule the words allow is searched in alone
(`gate.docs.addressing.detector._search`).

On GitLab's analytics project (`transform/snowflake-dbt`: 303 files, 27,650 artifacts, 8,525
distinct texts, none of 10,000 characters; 25,437 of 51,801 pairs passing, 9 marked), one run
at load 15 on two cores: reading 4.1 s (0.5 x the floor of 8.7 s), the detector 15.3 s (1.8 x),
the sentences' credit 21.9 s (2.5 x), the judge 31.3 s (3.6 x), 72.4 s in all (8.3 x). The
project's texts are short: what is left is each reading's fixed cost per distinct text and
sentence (docs/measurements.md, "dbt projects").
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import yaml  # noqa: E402

from gate.configure.config import CONFIG_FILE, load_config_file  # noqa: E402
from gate.docs.addressing.findings import caught_all  # noqa: E402
from gate.docs.addressing.sentences import rules_reading  # noqa: E402
from gate.docs.judges.offline.heuristic import HeuristicJudge  # noqa: E402
from gate.docs.pipeline import rubric_for  # noqa: E402
from gate.docs.readers.dbt_project import effective_include  # noqa: E402
from gate.docs.readers.extract import read_docs  # noqa: E402
from gate.docs.run.engine import DocsGrader  # noqa: E402
from gate.docs.run.memos import forget_readings  # noqa: E402
from gate.inputs.globs import select  # noqa: E402
from gate.inputs.workspace import Workspace  # noqa: E402

T = TypeVar("T")
#: A view this long or longer is a long view (the count printed).
LONG_VIEW = 10_000


def timed(work: Callable[[], T]) -> tuple[T, float]:
    """`work()` and the CPU seconds of this thread it took."""
    started = time.thread_time()
    result = work()
    return result, time.thread_time() - started


def reference(path: Path, files: list[str]) -> None:
    for file in files:
        yaml.load((path / file).read_text(encoding="utf-8"), Loader=yaml.SafeLoader)


def one_run(path: Path) -> None:
    forget_readings()
    config = load_config_file(path / CONFIG_FILE)
    files = select(Workspace(path).files_under(""), effective_include(path, config.gate.docs),
                   config.gate.docs.exclude)
    _, floor = timed(lambda: reference(path, files))
    extraction, reading = timed(lambda: read_docs(path, files))
    artifacts = extraction.artifacts
    texts = list(dict.fromkeys(a.text for a in artifacts))
    _, finding = timed(lambda: [rules_reading(text) for text in texts])
    found, crediting = timed(lambda: caught_all(artifacts))
    grader = DocsGrader(HeuristicJudge(), rubric_for(config, artifacts), config.grade,
                        concurrency=1, found=found)
    report, judging = timed(lambda: grader.judge_pairs(artifacts))
    passing = sum(result.passed for result in report.results)
    print(f"{len(files)} files, {len(artifacts)} artifacts, {len(texts)} distinct texts "
          f"({sum(len(t) >= LONG_VIEW for t in texts)} of {LONG_VIEW:,} characters or more), "
          f"{passing:,} of {len(report.results):,} pairs passing, {len(found)} marked")
    total = reading + finding + crediting + judging
    for name, seconds in (("yaml.safe_load (floor)", floor), ("reading", reading),
                          ("detector, distinct texts", finding),
                          ("findings (sentences' credit)", crediting),
                          ("judge", judging), ("total", total)):
        print(f"  {name:<30} {seconds:7.2f} s  {seconds / floor:6.1f} x floor")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("path", type=Path)
    parser.add_argument("--runs", type=int, default=2)
    args = parser.parse_args()
    for number in range(args.runs):
        print(f"== run {number + 1}")
        one_run(args.path.resolve())


if __name__ == "__main__":
    main()
