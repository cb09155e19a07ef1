"""Every benchmark still starts: its imports resolve and its `--help` prints.

The benchmarks live outside the `gate` package, so `mypy` does not read them; a module they
import from can be moved or renamed without anything else going red. This runs each one as
its users do, as a script (`__main__`, its own folder first on the path) in a process of its
own, and asks only for its help.

Each benchmark's process is forked from one child that has imported the gate's heaviest
modules once (`STARTER`): most of a benchmark's start is compiling the offline judge's and the
detector's patterns, a second of CPU that twenty fresh interpreters paid twenty times. The
gate's modules are the same files whichever benchmark imports them, so importing them earlier
hides no broken import: a benchmark that names a module or a name that is gone still fails in
its own process, and no benchmark sees what another imported or changed.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: Helpers the benchmarks share, not benchmarks themselves.
HELPERS = frozenset({"installed.py", "__init__.py"})
BENCHES = sorted(path.name for path in (ROOT / "bench").glob("*.py")
                 if path.name not in HELPERS)
#: The child that forks one process per benchmark, each running it as `python BENCH --help`
#: would, and prints every exit code, output and error as JSON. The modules it imports first
#: are only a saving: one moved or renamed is skipped, and each benchmark imports what it needs.
STARTER = """
import importlib, json, os, runpy, sys, tempfile
for name in ("gate.cli.main", "gate.configure.config", "gate.docs.judges.choose",
             "gate.docs.pipeline", "gate.report.assemble"):
    try:
        importlib.import_module(name)
    except ImportError:
        pass
paths, results = sys.path[1:], {}
for script in sys.argv[1:]:
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        pid = os.fork()
        if pid == 0:
            os.dup2(out.fileno(), 1)
            os.dup2(err.fileno(), 2)
            sys.argv, sys.path[:] = [script, "--help"], [os.path.dirname(script), *paths]
            code = 0
            try:
                runpy.run_path(script, run_name="__main__")
            except SystemExit as exit_:
                code = exit_.code if isinstance(exit_.code, int) else int(exit_.code is not None)
            except BaseException:
                import traceback
                traceback.print_exc()
                code = 1
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(code)
        status = os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
        out.seek(0)
        err.seek(0)
        results[os.path.basename(script)] = [status, out.read().decode(errors="replace"),
                                             err.read().decode(errors="replace")]
print(json.dumps(results))
"""


def test_the_benchmarks_were_found() -> None:
    assert len(BENCHES) >= 15
    assert "issue_figures.py" in BENCHES  # the figures side by side, in one run


@pytest.fixture(scope="module")
def started() -> dict[str, list[object]]:
    """Each benchmark's exit code, output and error, asked for its help."""
    ran = subprocess.run([sys.executable, "-c", STARTER,
                          *(str(ROOT / "bench" / bench) for bench in BENCHES)],
                         capture_output=True, text=True, timeout=600, cwd=ROOT, check=False)
    assert ran.returncode == 0, ran.stderr[-2000:]
    results: dict[str, list[object]] = json.loads(ran.stdout)
    return results


@pytest.mark.parametrize("bench", BENCHES)
def test_a_benchmark_starts(bench: str, started: dict[str, list[object]]) -> None:
    code, stdout, stderr = started[bench]
    assert code == 0, str(stderr)[-2000:]
    assert "usage:" in str(stdout)


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
