"""Benchmark: what the addressing detector and the sentence classifier cost at first use.

Usage:  python bench/addressing_first_use.py [--sections 66] [--repeat 3]

Each measurement runs in a fresh interpreter (the patterns are compiled once per process, so
only a new process shows the first use). It writes a Markdown file of N sections (default 66)
of ordinary prose with headings, lists, code spans and a table, reads it with the gate's
reader, then times, in that order and in the same process:

- the reference: `yaml.safe_load` of a dbt properties file of 400 documented columns;
- importing the detector (its modules; nothing is compiled at import);
- the first reading of every section by the rules (`caught_all`) and, where the classifier
  exists, by the sentence classifier (`told_text` of each text);
- the same readings of a second file of different sections (the patterns are warm, the
  readings' caches cold): what the first use adds is the difference.

It prints each time and the ratio of the first use to the reference, the median of
`--repeat` fresh processes. Timings are wall-clock on a shared machine: read the ratios.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import json, sys, tempfile, time
from pathlib import Path
sys.path.insert(0, sys.argv[1])
import yaml
from gate.docs.readers.extract import read_docs
started = time.perf_counter()
from gate.docs.addressing.findings import caught_all
imported = time.perf_counter() - started
try:
    from gate.docs.addressing.sentences import told_text
except ImportError:
    told_text = None

sections = int(sys.argv[2])
WORDS = ["orders", "customers", "refunds", "sessions", "invoices", "payments", "shipments",
         "reviews", "ratings", "evaluations", "approvals", "assistants"]

def markdown(seed):
    parts = ["# Warehouse guide\n"]
    for n in range(sections):
        word = WORDS[(n + seed) % len(WORDS)]
        parts.append(
            f"## {word.title()} {n + seed}\n\n"
            f"The `{word}_{n + seed}` model holds one row per {word[:-1]} event, loaded "
            f"hourly from the source system; timestamps are in UTC.\n\n"
            f"- `{word[:-1]}_id`: the key, unique and never null.\n"
            f"- `status`: pending, approved or rejected, as the review tool records it.\n\n"
            f"| column | meaning |\n|---|---|\n| amount | in cents, USD |\n\n"
            f"Use it for the weekly report of {word}; this section was updated {n + seed} "
            f"days ago.\n")
    return "\n".join(parts)

def yaml_text():
    cols = "".join(f"      - name: col_{i}\n        description: Column {i} in cents, "
                   f"loaded daily.\n" for i in range(400))
    return f"version: 2\nmodels:\n  - name: big\n    columns:\n{cols}"

with tempfile.TemporaryDirectory() as tmp:
    root = Path(tmp)
    (root / "a.md").write_text(markdown(0))
    (root / "b.md").write_text(markdown(1000))
    first = read_docs(root, ["a.md"]).artifacts
    second = read_docs(root, ["b.md"]).artifacts
    text = yaml_text()
    started = time.perf_counter(); yaml.safe_load(text); reference = time.perf_counter() - started

    def reading(artifacts):
        started = time.perf_counter()
        caught_all(artifacts)
        if told_text is not None:
            for artifact in artifacts:
                told_text(artifact.text, artifact.subject)
        return time.perf_counter() - started

    cold = reading(first)
    warm = reading(second)
    print(json.dumps({"sections": len(first), "reference": reference, "cold": cold,
                      "warm": warm, "import": imported}))
"""


def one_run(root: Path, sections: int) -> dict[str, float]:
    ran = subprocess.run([sys.executable, "-c", CHILD, str(root), str(sections)],
                         capture_output=True, text=True, check=True)
    result: dict[str, float] = json.loads(ran.stdout.strip().splitlines()[-1])
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sections", type=int, default=66)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--root", type=Path, default=ROOT,
                        help="the source tree to measure (another checkout, to compare)")
    args = parser.parse_args()
    runs = [one_run(args.root, args.sections) for _ in range(args.repeat)]
    median = {key: statistics.median(run[key] for run in runs)
              for key in ("reference", "cold", "warm", "import")}
    first_use = median["cold"] - median["warm"]
    print(f"{runs[0]['sections']:.0f} Markdown sections, median of {len(runs)} processes:")
    print(f"  reference (YAML of 400 columns): {median['reference'] * 1000:8.1f} ms")
    print(f"  importing the detector:          {median['import'] * 1000:8.1f} ms")
    print(f"  first reading (cold patterns):   {median['cold'] * 1000:8.1f} ms")
    print(f"  second reading (warm patterns):  {median['warm'] * 1000:8.1f} ms")
    print(f"  first use adds:                  {first_use * 1000:8.1f} ms "
          f"({first_use / median['reference']:.1f}x the reference)")


if __name__ == "__main__":
    main()
