"""Shared test fixtures: where the reference files live, and running the CLI in-process."""

from __future__ import annotations

import compileall
import itertools
import os
import sys
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from fnmatch import fnmatch
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from gate.cli.main import main
from gate.core.redaction import forget_all

ROOT = Path(__file__).resolve().parent.parent
#: The test modules the suite starts with, longest first (one path a line, `#` comments).
LONG_TESTS = Path(__file__).parent / "long_tests.txt"
FIXTURES = Path(__file__).parent / "fixtures"
EXAMPLE = Path(__file__).parent.parent / "examples" / "demo-pr"
#: What running the gate leaves in a workspace; a copy of the example must not carry it along.
GENERATED = ("grade.json", "grade.jsonl", "docs-grade.json", "metrics", "scores", "prompts")
#: Variables through which a test could reach a real service or read a real secret.
OUTSIDE_WORLD = ("ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN", "ANTHROPIC_BASE_URL",
                 "ANTHROPIC_CUSTOM_HEADERS", "GITHUB_TOKEN", "GITHUB_API_URL", "GITHUB_ACTIONS",
                 "GITHUB_EVENT_PATH", "GITHUB_EVENT_NAME", "GITHUB_REPOSITORY",
                 "GITHUB_WORKSPACE", "GITHUB_OUTPUT", "GITHUB_STEP_SUMMARY", "HTTP_PROXY",
                 "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "https_proxy", "all_proxy",
                 "GITLAB_CI", "CI_JOB_TOKEN", "SIGNALFORGE_GITLAB_TOKEN", "CI_API_V4_URL",
                 "CI_PROJECT_ID", "CI_MERGE_REQUEST_IID", "CI_MERGE_REQUEST_DIFF_BASE_SHA",
                 "CI_MERGE_REQUEST_SOURCE_BRANCH_SHA", "CI_MERGE_REQUEST_PROJECT_ID",
                 "CI_COMMIT_SHA", "CI_PROJECT_DIR")

# Hypothesis's defaults fail a property when one example takes over 200 ms, or when drawing
# examples is slow: a measure of the machine's load, not of the property, and the suite runs
# more workers than cores. What each property checks, and on how many examples, is unchanged.
settings.register_profile("suite", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("suite")


def pytest_configure(config: pytest.Config) -> None:
    """Compile the package's and the tests' bytecode once, before any worker starts.

    Hundreds of tests start the gate as a process of its own (`python -m gate`, the isolated
    interpreter under Actions, probes of what start-up imports). Under PYTHONDONTWRITEBYTECODE
    (common on CI machines and in containers) each of those would compile every module it
    imports from source, again and again, where an installed gate reads what pip compiled: a
    second of CPU per process, minutes over the suite. Python still reads bytecode it finds;
    only the first import would have written it. Each worker process runs this hook too, so
    only the process that starts them compiles (`workerinput` marks a worker).

    The bytecode goes where Python puts it, `__pycache__/` beside each module, which git
    ignores, so a run leaves `git status` clean. A folder of its own (PYTHONPYCACHEPREFIX)
    would not serve: the gate's isolated processes (`python -I`, as under Actions) ignore the
    variable and write `__pycache__/` beside the modules themselves, and under Actions the gate
    names a `PYTHON*` variable set by an earlier step in the run's notes."""
    if not hasattr(config, "workerinput"):
        for package in (ROOT / "gate", ROOT / "tests"):
            compileall.compile_dir(package, quiet=1, workers=0)
        rewrite_test_modules(config)


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """`-n auto`: two workers for each core this process may run on.

    Much of the suite waits rather than computes: on the gate started as a process of its own
    (the worker idles while the child starts and imports), on a fake server's pacing or
    latency, on Chromium, on git. With one worker per core about a third of the cores' time
    went unused; a second worker per core computes while the first waits. More would each
    collect the whole suite again (seconds of CPU apiece) for little more overlap."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") \
        else os.cpu_count() or 1  # macOS has no affinity call
    return 2 * cores


def asserts_rewritten_in(config: pytest.Config) -> list[Path]:
    """The files whose asserts pytest rewrites: the test modules and the conftest files."""
    patterns = [*config.getini("python_files"), "conftest.py"]
    return sorted(path for path in (ROOT / "tests").rglob("*.py")
                  if any(fnmatch(path.name, pattern) for pattern in patterns))


def rewrite_test_modules(config: pytest.Config) -> None:
    """Rewrite the test modules' asserts once, before the workers start, as pytest's own cache.

    Every worker imports every test module to collect the suite, and pytest rewrites each
    module's asserts as it imports it, caching the result beside the module's bytecode, but
    not under PYTHONDONTWRITEBYTECODE: then every worker rewrote all of them at every run,
    half of its collection's CPU. pytest still reads a cache it finds. Written here, by the
    process that starts the workers, on all cores, it is read by each worker. The functions
    are pytest's own (not a public interface): were they to change, only this saving is lost.

    The plugins' modules this process has imported are rewritten too (pytest rewrites every
    module of a package that provides a plugin: Hypothesis, AnyIO, xdist, about 120 modules
    and 1.3 s of CPU in each worker); a module whose folder this user may not write is left
    to pytest, as before."""
    try:
        from _pytest.assertion.rewrite import _rewrite_test, _write_pyc_fp  # noqa: F401
    except ImportError:
        return
    if config.getini("enable_assertion_pass_hook"):
        return  # rewritten with the hook by pytest itself; this cache is made without it
    sources = [*asserts_rewritten_in(config), *plugin_modules_rewritten()]
    try:
        with ProcessPoolExecutor() as pool:
            list(pool.map(rewrite_one, map(str, sources), chunksize=8))
    except Exception:  # a private signature changed: pytest rewrites them itself, as before
        return


def plugin_modules_rewritten() -> list[Path]:
    """The modules outside `tests/` that pytest has rewritten in this process: those its own
    import hook loaded."""
    from _pytest.assertion.rewrite import AssertionRewritingHook

    found = set()
    for module in list(sys.modules.values()):
        spec = getattr(module, "__spec__", None)
        origin = getattr(spec, "origin", None)
        if isinstance(getattr(spec, "loader", None), AssertionRewritingHook) and origin \
                and origin.endswith(".py") and not Path(origin).is_relative_to(ROOT / "tests"):
            found.add(Path(origin))
    return sorted(found)


def rewrite_one(source: str) -> None:
    """Write pytest's rewritten bytecode of `source`, unless it is there and current; written
    aside and renamed into place, as pytest writes it, so a reader never sees half a file."""
    from _pytest.assertion.rewrite import (
        PYC_TAIL,
        _read_pyc,
        _rewrite_test,
        _write_pyc_fp,
        get_cache_dir,
    )
    path = Path(source)
    cached = get_cache_dir(path) / (path.name[:-3] + PYC_TAIL)
    if _read_pyc(path, cached) is not None:
        return
    source_hash, code = _rewrite_test(path, None)  # type: ignore[arg-type]
    partial = cached.with_name(f"{cached.name}.{os.getpid()}")
    try:
        cached.parent.mkdir(exist_ok=True)
        with partial.open("wb") as out:
            _write_pyc_fp(out, source_hash, code)
        partial.replace(cached)
    except OSError:  # a folder this user may not write: pytest rewrites it at each import
        partial.unlink(missing_ok=True)


def long_first() -> list[str]:
    """The modules of `LONG_TESTS`, in its order."""
    lines = LONG_TESTS.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Run the modules of long tests first, longest first, each module's tests together and in
    their order; the rest keep theirs.

    The workers take tests from each other as they finish (`--dist worksteal`), from the end
    of each other's queues: with the long tests at the front, what is left at the end is
    short, and both workers finish within a short test of each other. A long test met last
    would leave one worker idle for its length. Every worker sorts its collection alike, as
    pytest-xdist requires."""
    rank = {path: place for place, path in enumerate(long_first())}
    after = len(rank)
    items.sort(key=lambda item: rank.get(item.nodeid.split("::", 1)[0], after))


@pytest.fixture(autouse=True)
def _no_outside_world(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch,
                      tmp_path_factory: pytest.TempPathFactory) -> None:
    """No test sees the developer's keys, proxies or a CI runner's variables, nor shares a
    verdict cache with the developer or with another test."""
    for name in OUTSIDE_WORLD:
        monkeypatch.delenv(name, raising=False)
    for name in [n for n in os.environ if n.startswith("INPUT_")]:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(cache_home(request, tmp_path_factory)))


#: Numbers the cache folders of tests that have no temporary folder of their own.
_CACHE_HOMES = itertools.count()


def cache_home(request: pytest.FixtureRequest, factory: pytest.TempPathFactory) -> Path:
    """A cache folder no other test shares: inside the test's `tmp_path` when it has one, else
    a fresh name under this process's temporary root, made only if the test writes there.

    Five in six tests never ask for `tmp_path`; giving each one anyway cost a folder apiece,
    and pytest numbers a new folder by listing every folder made before it in the process, so
    the work grew with the square of the tests a worker runs (about 2 s of CPU per worker)."""
    if "tmp_path" in request.fixturenames:
        tmp_path: Path = request.getfixturevalue("tmp_path")
        return tmp_path / "xdg-cache"
    return factory.getbasetemp() / "xdg-cache" / str(next(_CACHE_HOMES))


@pytest.fixture(autouse=True)
def _no_secrets_left_over() -> Iterator[None]:
    """The registry of secrets to redact is per process: each test starts with it empty."""
    forget_all()
    yield
    forget_all()


@dataclass(frozen=True)
class CliRun:
    exit_code: int
    stdout: str
    stderr: str


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str]) -> Callable[..., CliRun]:
    """Run `signalforge-gate ARGS...` in this process and capture what it prints."""
    def run(*args: str) -> CliRun:
        capsys.readouterr()
        try:
            code = main(list(args))
        except SystemExit as exit_:  # argparse exits by itself on bad usage
            code = int(exit_.code or 0)
        out, err = capsys.readouterr()
        return CliRun(code, out, err)
    return run
