"""The suite runs the same way from the README, `.ci/run` and a bare `pytest`: in parallel,
with its summary line shown."""

from __future__ import annotations

import importlib.util
import os
import re
import shlex
import shutil
import struct
import subprocess
import tomllib
from pathlib import Path
from types import SimpleNamespace

import pytest

from tests.conftest import (
    asserts_rewritten_in,
    long_first,
    pytest_collection_modifyitems,
    pytest_xdist_auto_num_workers,
)

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_pytest_runs_in_parallel_and_shows_its_summary_line() -> None:
    options = shlex.split(PYPROJECT["tool"]["pytest"]["ini_options"]["addopts"])
    assert options[options.index("-n") + 1] == "auto"
    assert "-q" not in options  # with `pytest -q` on top, the summary line would be hidden
    assert any(option.startswith("--durations=") for option in options)  # the slowest, listed
    assert any(re.match(r"pytest-xdist[<>=]", r) for r in PYPROJECT["project"][
        "optional-dependencies"]["test"])
    pins = (ROOT / "constraints.txt").read_text(encoding="utf-8").splitlines()
    assert any(line.startswith("pytest-xdist==") for line in pins)


def test_the_readme_and_ci_run_the_same_test_command() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    (command,) = re.findall(r"^python3 -m venv \.venv && .*\.venv/bin/pytest.*$", readme, re.M)
    assert command in ci.splitlines()


def test_every_module_the_gates_processes_import_has_its_bytecode_before_a_test_runs() -> None:
    # Compiled once, before the workers start (tests/conftest.py): the processes the tests
    # start read it instead of compiling each module from source again.
    stale = []
    for source in sorted([*(ROOT / "gate").rglob("*.py"), *(ROOT / "tests").rglob("*.py")]):
        cached = Path(importlib.util.cache_from_source(str(source)))
        header = cached.read_bytes()[:16] if cached.exists() else b""
        stat = source.stat()
        if header[8:16] != struct.pack("<II", int(stat.st_mtime) & 0xFFFFFFFF,
                                       stat.st_size & 0xFFFFFFFF):
            stale.append(str(source.relative_to(ROOT)))
    assert stale == []


@pytest.mark.skipif(not (ROOT / ".git").exists() or shutil.which("git") is None,
                    reason="not a git checkout")
def test_the_bytecode_compiled_before_a_run_leaves_git_status_clean() -> None:
    # Written next to each module, where Python and the gate's own isolated processes (which
    # ignore PYTHONDONTWRITEBYTECODE and PYTHONPYCACHEPREFIX alike) write it: a run from a
    # fresh clone must leave `git status --porcelain` empty.
    folders = sorted({str(Path(importlib.util.cache_from_source(str(source))).parent
                          .relative_to(ROOT))
                      for source in [*(ROOT / "gate").rglob("*.py"),
                                     *(ROOT / "tests").rglob("*.py")]})
    ignored = subprocess.run(["git", "check-ignore", "--no-index", "--stdin"], cwd=ROOT,
                             input="\n".join(folders), capture_output=True, text=True,
                             check=False).stdout.splitlines()
    assert sorted(set(folders) - set(ignored)) == []



def test_the_long_modules_run_first_and_every_one_listed_exists() -> None:
    listed = long_first()
    assert len(listed) == len(set(listed))
    assert [path for path in listed if not (ROOT / path).is_file()] == []
    # Each module's tests together and in their order; the long ones first, longest first.
    names = ["tests/a_test.py::one", f"{listed[1]}::two", "tests/b_test.py::three",
             f"{listed[0]}::four", f"{listed[1]}::five", "tests/a_test.py::six"]
    items = [SimpleNamespace(nodeid=name) for name in names]
    pytest_collection_modifyitems(items)  # type: ignore[arg-type]
    assert [item.nodeid.rsplit("::", 1)[1] for item in items] == \
        ["four", "two", "five", "one", "three", "six"]


def test_every_test_module_has_its_rewritten_asserts_before_a_worker_collects_it() -> None:
    # Rewritten once by the process that starts the workers (tests/conftest.py), so no
    # worker rewrites them again under PYTHONDONTWRITEBYTECODE, where pytest writes no cache.
    from _pytest.assertion.rewrite import PYC_TAIL, _read_pyc, get_cache_dir

    config = SimpleNamespace(getini=lambda name: ["test_*.py"])
    modules = asserts_rewritten_in(config)  # type: ignore[arg-type]
    assert ROOT / "tests" / "conftest.py" in modules
    assert Path(__file__) in modules
    assert [str(path.relative_to(ROOT)) for path in modules
            if _read_pyc(path, get_cache_dir(path) / (path.name[:-3] + PYC_TAIL)) is None] == []


def test_auto_runs_two_workers_for_each_core() -> None:
    # Half the suite waits on processes, servers and a browser: a second worker per core
    # computes meanwhile (tests/conftest.py).
    cores = len(os.sched_getaffinity(0))
    assert pytest_xdist_auto_num_workers(None) == 2 * cores  # type: ignore[arg-type]


def test_no_property_fails_on_how_long_an_example_took() -> None:
    # A deadline measures the machine's load, not the property (tests/conftest.py).
    from hypothesis import HealthCheck, settings

    assert settings.default.deadline is None
    assert HealthCheck.too_slow in settings.default.suppress_health_check
