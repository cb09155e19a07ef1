"""Benchmark: reading a change's drafted files from git objects, one process for all of them.

Usage:  python bench/head_files.py [--files N] [--size BYTES] [--large-mib M]

Builds a throw-away git repository holding N drafted files of about BYTES each and one file of
M MiB, then reads the N files at the head commit two ways, in the same process and run:
- the reference: one `git show <head>:<path>` process per file (what reading the base's
  configuration does for its one file);
- the gate: `gate.inputs.head_files.HeadFiles`, one `git cat-file --batch` process answering
  every request by the blob id GitHub would list, each blob hashed and checked.
It prints both times and their ratio (the gate's speed-up), then asks for the large file with a
cap below its size and prints Python's peak allocation while it is drained (tracemalloc) as a
fraction of the file's size: bounded memory means a small fraction whatever M is. Timings are
wall-clock on a shared machine; run it twice and compare ratios, not seconds.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gate.inputs.head_files import HeadFiles, blob_sha  # noqa: E402


def git(root: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(root), "-c", "user.name=b", "-c",
                           "user.email=b@example.com", *args], check=True,
                          capture_output=True, text=True).stdout.strip()


def build(root: Path, files: int, size: int, large_mib: int) -> tuple[str, dict[str, str]]:
    listed: dict[str, str] = {}
    for n in range(files):
        path = f"models/group_{n % 20:02}/model_{n:05}.yml"
        text = f"version: 2\nmodels:\n  - name: model_{n}\n    description: " + \
            "x" * max(0, size - 60) + "\n"
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text)
        listed[path] = blob_sha(text.encode())
    with (root / "models" / "huge.yml").open("wb") as handle:
        for _ in range(large_mib):
            handle.write(b"#" * (2**20 - 1) + b"\n")
    git(root, "init", "-q")
    git(root, "add", "-A")
    git(root, "commit", "-qm", "bench")
    return git(root, "rev-parse", "HEAD"), listed


def per_file(root: Path, head: str, paths: list[str]) -> float:
    started = time.perf_counter()
    for path in paths:
        subprocess.run(["git", "-C", str(root), "show", f"{head}:{path}"], check=True,
                       capture_output=True)
    return time.perf_counter() - started


def batched(root: Path, head: str, listed: dict[str, str]) -> float:
    started = time.perf_counter()
    with HeadFiles(root, head, listed, None) as files:
        for path in listed:
            files.read(path, 16 * 2**20)
    return time.perf_counter() - started


def drained_peak(root: Path, head: str, large_mib: int) -> float:
    tracemalloc.start()
    with HeadFiles(root, head, {"models/huge.yml": None}, None) as files:
        try:
            files.read("models/huge.yml", 2**20)
        except Exception as error:  # the expected "larger than" input error
            print(f"  large file: {type(error).__name__}: {error}")
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak / (large_mib * 2**20)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--files", type=int, default=500)
    parser.add_argument("--size", type=int, default=2048)
    parser.add_argument("--large-mib", type=int, default=64)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        head, listed = build(root, args.files, args.size, args.large_mib)
        paths = list(listed)
        reference = per_file(root, head, paths)
        gate = batched(root, head, listed)
        print(f"{args.files} files of ~{args.size} bytes")
        print(f"  one git show per file: {reference:.3f} s")
        print(f"  one cat-file --batch:  {gate:.3f} s (blob ids checked)")
        print(f"  speed-up: {reference / gate:.1f}x")
        peak = drained_peak(root, head, args.large_mib)
        print(f"  peak Python allocation while draining {args.large_mib} MiB over the cap: "
              f"{peak:.3%} of the file")


if __name__ == "__main__":
    main()
