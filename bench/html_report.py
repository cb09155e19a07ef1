"""Benchmark: the HTML report of a 30,000-pair grade, written and opened in Chromium.

Usage:  python bench/html_report.py [--pairs 30000] [--files 300] [--runs 3]

Generates a grade of `--pairs` (artifact, criterion) pairs over `--files` drafted files (the
files written to a temporary workspace, so the page has its file views), writes the page as
`--html` does, and prints: the page's size, the bytes each pair adds to it (the table alone,
measured against the page of the same grade with no pairs), the time Python takes to write
it, and in Debian's Chromium (`/usr/bin/chromium`, through Playwright, the page's own
Content-Security-Policy in force): the time to first contentful paint and to the load event,
and the time to apply a filter (state: fail), a text search and a sort by score, each up to
the next painted frame. Every figure is the median of `--runs` opens, and is printed next to
the same measurement of a page a hundredth the size, made in the same run, as the reference.

The generated files are real dbt properties files, so the page carries each artifact's
drafted text for the reviewer's gold export, as a real run's page does. Every why differs,
so no row is grouped: the table draws as many rows as it can.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gate.report.html.page import Subject, build_page  # noqa: E402
from gate.report.html.write import render_page, write_html  # noqa: E402
from tests.report.html.browser import CHROMIUM, chromium_context  # noqa: E402
from tests.report.html.generated import generate  # noqa: E402

#: One interaction, timed in the page until the frame after it has been painted.
INTERACT = """async (action) => {
  const frame = () => new Promise(done => requestAnimationFrame(() => setTimeout(done, 0)));
  await frame();
  const started = performance.now();
  if (action === "filter") {
    const select = document.getElementById("filter-state");
    select.value = "fail";
    select.dispatchEvent(new Event("change"));
  } else if (action === "search") {
    document.getElementById("filter-state").value = "";
    document.getElementById("filter-text").value = "c1234.";
    document.getElementById("filters").dispatchEvent(new Event("submit", {cancelable: true}));
  } else {
    document.querySelector("button[data-sort=score]").click();
  }
  await frame();
  return [performance.now() - started, document.getElementById("shown").textContent];
}"""
PAINT = """() => {
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  const navigation = performance.getEntriesByType("navigation")[0];
  return [paint ? paint.startTime : null, navigation.loadEventEnd];
}"""


def write(root: Path, pairs: int, files: int) -> tuple[Path, float, float]:
    """The page of a generated grade; its Python write time; bytes per pair of the table."""
    generated = generate(root / "workspace", pairs, files)
    subject = Subject.of_report(generated.report)
    artifacts = generated.artifacts  # the run hands over what it graded, already read
    started = time.perf_counter()
    path = write_html(root / "out", subject, workspace=generated.workspace,
                      artifacts=artifacts, blob_base="https://github.com/acme/warehouse/blob/ec26c3e")
    seconds = time.perf_counter() - started
    empty = generate(root / "empty", 0, 1).report
    table = len(render_page(build_page(subject)).encode())
    bare = len(render_page(build_page(Subject.of_report(empty))).encode())
    return path, seconds, (table - bare) / max(1, pairs)


def open_and_time(playwright: Any, path: Path) -> dict[str, float]:
    """One fresh browser profile: paint, load, filter, search, sort (milliseconds)."""
    with chromium_context(playwright) as context:
        requests: list[str] = []
        context.on("request", lambda request: requests.append(request.url))
        page = context.new_page()
        page.set_default_timeout(300_000)
        started = time.perf_counter()
        page.goto(path.as_uri(), wait_until="load")
        wall = (time.perf_counter() - started) * 1000
        page.wait_for_selector("html[data-ready=true]", state="attached")
        paint, load = page.evaluate(PAINT)
        figures = {"goto → load (wall)": wall, "first contentful paint": paint or float("nan"),
                   "load event": load}
        for action in ("filter", "search", "sort"):
            took, shown = page.evaluate(INTERACT, action)
            figures[f"{action} ({shown})"] = took
        assert requests == [path.as_uri()], requests  # the page asked for nothing else
        return figures


def measure(playwright: Any, root: Path, pairs: int, files: int, runs: int) -> dict[str, Any]:
    path, python_seconds, per_pair = write(root, pairs, files)
    opens = [open_and_time(playwright, path) for _ in range(runs)]
    timings = {key: statistics.median(run[key] for run in opens) for key in opens[0]}
    return {"size": path.stat().st_size, "per_pair": per_pair, "python": python_seconds,
            "timings": timings}


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--pairs", type=int, default=30_000)
    parser.add_argument("--files", type=int, default=300)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    if not CHROMIUM.exists():
        print(f"{CHROMIUM} is missing: apt-get install chromium", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright  # noqa: PLC0415

    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        root = Path(folder)
        small_pairs = max(4, args.pairs // 100)
        small = measure(playwright, root / "small", small_pairs, max(1, args.files // 100),
                        args.runs)
        large = measure(playwright, root / "large", args.pairs, args.files, args.runs)
    print(f"HTML report, {args.pairs:,} pairs over {args.files} files "
          f"(reference: {small_pairs:,} pairs), median of {args.runs} opens in Chromium")
    print(f"{'':34} {'large':>12} {'reference':>12} {'ratio':>7}")
    print(f"{'page size (bytes)':34} {large['size']:>12,} {small['size']:>12,} "
          f"{large['size'] / small['size']:>7.1f}")
    print(f"{'bytes per pair (the table)':34} {large['per_pair']:>12.0f} "
          f"{small['per_pair']:>12.0f}")
    print(f"{'written by Python (ms)':34} {large['python'] * 1000:>12.0f} "
          f"{small['python'] * 1000:>12.0f} {large['python'] / small['python']:>7.1f}")
    for (key, value), reference in zip(large["timings"].items(), small["timings"].values(),
                                       strict=True):
        label = key.split(" (")[0] + " (ms)"
        note = key[len(key.split(" (")[0]):].strip()
        print(f"{label:34} {value:>12.0f} {reference:>12.0f} {value / reference:>7.1f}  "
              f"{note}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
