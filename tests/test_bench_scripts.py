"""Every benchmark still starts: its imports resolve and its `--help` prints.

The benchmarks live outside the `gate` package, so `mypy` does not read them; a module they
import from can be moved or renamed without anything else going red. This runs each one as
its users do, in a child process, and asks only for its help.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: Helpers the benchmarks share, not benchmarks themselves.
HELPERS = frozenset({"installed.py", "__init__.py"})
BENCHES = sorted(path.name for path in (ROOT / "bench").glob("*.py")
                 if path.name not in HELPERS)


def test_the_benchmarks_were_found() -> None:
    assert len(BENCHES) >= 15
    assert "issue_figures.py" in BENCHES  # the figures side by side, in one run


@pytest.mark.parametrize("bench", BENCHES)
def test_a_benchmark_starts(bench: str) -> None:
    ran = subprocess.run([sys.executable, str(ROOT / "bench" / bench), "--help"],
                         capture_output=True, text=True, timeout=120, cwd=ROOT, check=False)
    assert ran.returncode == 0, ran.stderr[-2000:]
    assert "usage:" in ran.stdout
