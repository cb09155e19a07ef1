"""The process's own entry point collects the young generation less often once start-up is
over, and still collects: garbage made during the run is freed, so memory stays bounded. A
test process calling `main` keeps the collector's settings as it found them."""

from __future__ import annotations

import ast
import gc
import subprocess
import sys

from gate.cli.collector import YOUNG_COLLECTION_EVERY
from gate.cli.main import main

PROBE = """
import gc, sys
import gate.cli.process

seen = {}
real_main = None

def watching_main():
    code = real_main(["history", "--json"])
    seen["threshold"] = gc.get_threshold()[0]
    before = sum(s["collected"] for s in gc.get_stats())
    for _ in range(50_000):  # cyclic garbage, made after start-up
        cycle = []
        cycle.append(cycle)
    seen["collected"] = sum(s["collected"] for s in gc.get_stats()) - before
    return code

def exit_(code):
    print(seen)
    raise SystemExit(code)

import gate.cli.main
real_main = gate.cli.main.main
gate.cli.main.main = watching_main
gate.cli.process.sys = type("S", (), {"exit": staticmethod(exit_)})
gc.enable()
gate.cli.process.entry()
"""


def test_the_entry_point_collects_less_often_and_still_collects(tmp_path) -> None:
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                          timeout=120, check=False, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    seen = ast.literal_eval(done.stdout.strip().splitlines()[-1])
    assert seen["threshold"] == YOUNG_COLLECTION_EVERY > 700
    assert seen["collected"] >= 50_000 - YOUNG_COLLECTION_EVERY


def test_main_called_in_a_process_keeps_the_collectors_settings(tmp_path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    before = gc.get_threshold()
    main(["history", "--json"])
    assert gc.get_threshold() == before
