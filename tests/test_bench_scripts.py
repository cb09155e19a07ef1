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


def test_the_reference_builder_starts_and_holds_its_sources() -> None:
    """`bench/cleo_reference/build.py` (CLEO's grader as the session benchmarks' reference)
    is a module of its own folder, which the glob above does not see; the reader and the
    runner it bundles around CLEO's code are this project's files beside it."""
    ran = subprocess.run([sys.executable, "-m", "bench.cleo_reference.build", "--help"],
                         capture_output=True, text=True, timeout=120, cwd=ROOT, check=False)
    assert ran.returncode == 0, ran.stderr[-2000:]
    assert "usage:" in ran.stdout
    folder = ROOT / "bench" / "cleo_reference"
    assert "export async function queryAudit" in (folder / "audit.js").read_text()
    assert "gradeSession" in (folder / "runner.mjs").read_text()


def test_a_revision_timed_against_this_one_runs_its_own_gate(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`bench/startup.py --against TREE` times TREE's gate, even when the bench is started
    from this checkout (`python -m` puts the working folder ahead of PYTHONPATH)."""
    from bench.installed import installed_env
    from bench.startup import from_tree

    other = tmp_path / "other"
    (other / "gate").mkdir(parents=True)
    (other / "gate" / "__init__.py").write_text("")
    (other / "gate" / "__main__.py").write_text("print(__file__)\n")
    monkeypatch.chdir(ROOT)
    env, cwd = from_tree(other, installed_env())
    ran = subprocess.run([sys.executable, "-m", "gate"], env=env, cwd=cwd, capture_output=True,
                         text=True, timeout=120, check=False)
    assert ran.returncode == 0, ran.stderr[-2000:]
    assert ran.stdout.strip() == str(other / "gate" / "__main__.py")


def test_a_child_is_measured_alone() -> None:
    """The CPU time and peak memory a benchmark reports for a command are the command's own:
    Linux carries the peak RSS of whatever starts a program into the program's `ru_maxrss`,
    so a child started straight from a bench that had grown reported the bench's size. The
    test process is the grown bench (a ballast only makes up what it lacks of 64 MB), and the
    child a shell, the cheapest command to start."""
    import resource

    from bench.installed import installed_env, run_measured

    resident = int(Path("/proc/self/statm").read_text().split()[1]) * resource.getpagesize()
    ballast = bytearray(max(0, (65 << 20) - resident))
    ballast[::4096] = b"\1" * len(range(0, len(ballast), 4096))  # every page resident
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024 >= 64 << 20
    measured = run_measured(["sh", "-c", "echo said; exit 3"], installed_env())
    assert measured.peak < 40 << 20, measured.peak  # a bare starter's, not the 64 MB here
    assert (measured.code, measured.stdout, measured.stopped) == (3, b"said\n", False)
    assert 0 < measured.cpu < measured.wall + 1
    del ballast


def test_a_child_is_stopped_at_its_time_limit() -> None:
    from bench.installed import installed_env, run_measured

    measured = run_measured(["sleep", "30"], installed_env(), limit=0.2)
    assert measured.stopped
    assert measured.code == 128 + 9  # SIGKILL
    assert measured.wall < 20
