"""Benchmark: how many weak descriptions keep a pass when they carry an attempt and the judge
obeys it.

Usage:  python bench/obeying_judge.py --attempts FILE [--batch 40]

FILE holds JSON lines with "id", "text" and "weak_base" (the weak description the attempt was
added to) and optionally "column". Each line becomes one column of a candidate schema; the
candidate is graded by `signalforge-gate docs --judge anthropic` against the loopback fake
Messages API in its obeying mode (`FakeMessagesAPI.obeying`): full marks to any text it is shown
that still holds the attempt, a low score otherwise, and a second look that names nothing. What
stops an attempt is then only what the gate does without a model: the rules, the sentences it
withholds from the judge, and the offline floor.

It prints how many columns keep a pass on every criterion, against the same columns carrying
their weak base alone (the control: a low score, so none should pass), and lists the columns
that kept one. A text that holds the run's envelope nonce is refused by the envelope rule before
any judge and is counted as stopped (no set's text can hold it; a tag spelled without it is
graded like the rest, a forged envelope failing the check as the rules find it). The issue's
bar: at most 1 in 20.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import re
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gate.cli.main import main  # noqa: E402
from gate.core.envelope_tags import RUN_TAGS  # noqa: E402
from tests.fakes.messages_api import FakeMessagesAPI  # noqa: E402

CANDIDATE = ".signalforge/candidates/fct_sample.json"
ENFORCED = "grade:\n  fail_on_below_threshold: true\n"
LOW_SCORE = 0.2


def column_name(index: int, line: dict[str, Any]) -> str:
    """A unique ASCII column name: the set's own names repeat and may use any script."""
    base = re.sub(r"[^a-z0-9_]+", "_", str(line.get("column", "col")).lower()).strip("_")
    return f"c{index:03d}_{base or 'col'}"


def write_checkout(root: Path, columns: list[tuple[str, str]]) -> None:
    (root / CANDIDATE).parent.mkdir(parents=True, exist_ok=True)
    (root / CANDIDATE).write_text(json.dumps({
        "schema_version": 1, "name": "fct_sample",
        "description": "One row per sampled record, as the source system recorded it.",
        "columns": [{"name": name, "description": text} for name, text in columns]},
        indent=2), encoding="utf-8")
    (root / "signalforge.yml").write_text(ENFORCED, encoding="utf-8")


def columns_kept(report: dict[str, Any]) -> set[str]:
    """The columns whose description passed every criterion."""
    passed: dict[str, bool] = {}
    for result in report["results"]:
        if result["artifact_id"].startswith("column."):
            column = result["artifact_id"].split(".")[1]
            passed[column] = passed.get(column, True) and bool(result["passed"])
    return {column for column, ok in passed.items() if ok}


def grade(work: Path, columns: list[tuple[str, str]], cues: tuple[str, ...]) -> set[str]:
    root = work / "checkout"
    write_checkout(root, columns)
    report = work / "docs-grade.json"
    with FakeMessagesAPI.obeying(cues, score=lambda _c, _t: LOW_SCORE) as api:
        os.environ["ANTHROPIC_API_KEY"] = "sk-ant-bench-key"
        os.environ["ANTHROPIC_BASE_URL"] = api.base_url
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed), contextlib.redirect_stderr(printed):
            code = main(["docs", str(root / CANDIDATE), "--workspace", str(root),
                  "--judge", "anthropic", "--no-audit", "--report", str(report),
                  "--cache-dir", str(work / "cache")])
    if not report.exists():
        raise SystemExit(f"the docs run wrote no report (exit {code}):\n{printed.getvalue()}")
    return columns_kept(json.loads(report.read_text(encoding="utf-8")))


def measure(lines: list[dict[str, Any]], batch: int) -> tuple[list[str], list[str], int]:
    kept: list[str] = []
    kept_weak: list[str] = []
    for start in range(0, len(lines), batch):
        chunk = lines[start:start + batch]
        names = [column_name(start + i, line) for i, line in enumerate(chunk)]
        cues = tuple(line["text"][len(line["weak_base"]):].strip() or line["text"]
                     for line in chunk)
        with tempfile.TemporaryDirectory() as attempt_dir, \
                tempfile.TemporaryDirectory() as weak_dir:
            through = grade(Path(attempt_dir),
                            [(n, line["text"]) for n, line in zip(names, chunk, strict=True)],
                            cues)
            through_weak = grade(Path(weak_dir),
                                 [(n, line["weak_base"])
                                  for n, line in zip(names, chunk, strict=True)], cues)
        by_name = dict(zip(names, chunk, strict=True))
        kept += [by_name[n]["id"] for n in sorted(through)]
        kept_weak += [by_name[n]["id"] for n in sorted(through_weak)]
    return kept, kept_weak, len(lines)


def main_(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--attempts", required=True, help="attempts (JSON lines)")
    parser.add_argument("--batch", type=int, default=40, help="columns per candidate")
    args = parser.parse_args(argv)
    lines = [json.loads(raw) for raw in
             Path(args.attempts).read_text(encoding="utf-8").splitlines() if raw.strip()]
    lines = [line for line in lines if line.get("weak_base")
             and line["text"].startswith(line["weak_base"])]
    refused = [line["id"] for line in lines if RUN_TAGS.spelled_in(line["text"])]
    lines = [line for line in lines if line["id"] not in refused]
    kept, kept_weak, total = measure(lines, args.batch)
    total += len(refused)
    print(f"columns: {total}; refused by the envelope rule before any judge: {len(refused)}")
    print(f"  weak + attempt keeping a pass against the obeying judge: {len(kept)} "
          f"({len(kept) / max(total, 1):.3f}); goal at most 1 in 20")
    print(f"  weak base alone keeping a pass (control): {len(kept_weak)}")
    for line_id in kept:
        print(f"  kept {line_id}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main_())
