"""No SDK when the verdict cache answers, in every shape a user runs.

After `baseline` has filled the cache, every command that grades the same docs again —
`docs` on one file or on many, `run`, and `comment` on the report `run` wrote — answers every
pair from the cache, makes no call, and never imports the Anthropic SDK or its HTTP client.
Each source kind (a candidate schema, dbt properties files, Markdown) is tried in both cost
modes, and each holds a pair of empty drafted text (scored 0 without a call, never stored),
the shape that once made the engine build the judge to ask whether a request opens the
prompt cache.

Every probe is a fresh interpreter: the test process has long imported the SDK. One probe runs
the four shapes of a warmed checkout in turn and lists what is imported after each: nothing
takes a module out of `sys.modules`, so a shape that imports the SDK is seen after it, and a
fresh interpreter for each (about a second and a half of CPU apiece) would prove no more.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from gate.cli.main import main
from gate.core.redaction import forget_all
from tests.fakes.message_batches import FakeBatchesAPI

PROBE = """
import json, sys
from gate.cli.main import main
code = main(sys.argv[1:])
print("probe:", json.dumps(sorted(m for m in ("anthropic", "httpx") if m in sys.modules)))
sys.exit(code)
"""
#: Several command lines, one after another in one interpreter, each line's exit code and
#: what is imported once it has run; the key each registered for redaction is forgotten, as
#: a process of its own would.
PROBE_EACH = """
import json, sys
from gate.cli.main import main
from gate.core.redaction import forget_all
for args in json.loads(sys.argv[1]):
    code = main(args)
    forget_all()
    loaded = sorted(m for m in ("anthropic", "httpx") if m in sys.modules)
    print("probe:", json.dumps([code, loaded]), flush=True)
"""
KEY = "sk-ant-test-key"


def candidate(name: str) -> str:
    columns = [{"name": f"{name}_amount_{i}", "description": f"Amount {i} of the {name} in "
                "US dollars, including tax, at the time it was placed.",
                "rationale": "Finance reconciles it against the ledger every day.",
                "tests": [{"type": "not_null", "rationale": "" if i == 0 else
                           "A missing amount means the export dropped a field."}]}
               for i in range(3)]
    columns.append({"name": f"{name}_note", "description": "",
                    "rationale": "Support reads it when a customer calls."})
    return json.dumps({"schema_version": 1, "name": f"fct_{name}", "columns": columns,
                       "description": f"One row per {name}, as the shop recorded it."})


def properties(name: str) -> str:
    return f"""version: 2
models:
  - name: stg_{name}
    description: One row per {name} placed in the shop, cleaned from the raw export.
    columns:
      - name: {name}_id
        description: The shop's {name} number, unique per {name} and never reused.
        data_tests: [unique, not_null]
      - name: status
        description: ""
      - name: placed_at
        description: When the customer completed checkout, in UTC.
"""


def markdown(name: str) -> str:
    return f"""# The {name} pipeline

How {name} data reaches the warehouse: exported nightly from the shop, loaded raw, then
cleaned by the staging models before any report reads it.

## Ownership

<!-- nothing written yet -->

## Refreshes

The export runs at 02:00 UTC; a failed run is retried once at 03:00 UTC and pages the data
team on a second failure.
"""


@dataclass(frozen=True)
class Source:
    kind: str
    files: tuple[str, str]
    config: str
    write: Any


SOURCES = {
    "candidate": Source("candidate", (".signalforge/candidates/fct_orders.json",
                                      ".signalforge/candidates/fct_refunds.json"), "",
                        candidate),
    "dbt": Source("dbt", ("models/orders/schema.yml", "models/refunds/schema.yml"), "",
                  properties),
    "markdown": Source("markdown", ("docs/orders.md", "docs/refunds.md"),
                       "  docs:\n    include: ['docs/**/*.md']\n", markdown),
}
COST_MODES = ("per_criterion", "batched")


def clear_verdict(_criterion_id: str, _artifact: str) -> float:
    return 0.9


@dataclass(frozen=True)
class Warm:
    workspace: Path
    cache: Path
    api: FakeBatchesAPI
    source: Source
    tmp: Path

    def env(self) -> dict[str, str]:
        clean = {k: v for k, v in os.environ.items()
                 if not k.startswith(("GITHUB_", "INPUT_", "ANTHROPIC_", "SIGNALFORGE_"))}
        return {**clean, "ANTHROPIC_API_KEY": KEY, "ANTHROPIC_BASE_URL": self.api.base_url}

    def in_process(self, *args: str) -> int:
        """The gate's command line run in this process, in the environment a probe gets."""
        with pytest.MonkeyPatch.context() as patch:
            for name in list(os.environ):
                patch.delenv(name)
            for name, value in self.env().items():
                patch.setenv(name, value)
            patch.chdir(self.workspace)
            code = main(list(args))
        forget_all()  # the key the command registered for redaction is this process's
        return code

    def probe_each(self, *commands: list[str]) -> list[tuple[int, list[str]]]:
        """Each command line run in turn in one fresh interpreter (`PROBE_EACH`)."""
        done = subprocess.run([sys.executable, "-c", PROBE_EACH, json.dumps(commands)],
                              capture_output=True, text=True, env=self.env(),
                              cwd=self.workspace, timeout=300, check=False)
        found = [json.loads(ln.removeprefix("probe:")) for ln in done.stdout.splitlines()
                 if ln.startswith("probe:")]
        assert len(found) == len(commands), done.stderr
        return [(code, list(loaded)) for code, loaded in found]

    def probe(self, *args: str) -> tuple[int, list[str]]:
        done = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True,
                              text=True, env=self.env(), cwd=self.workspace, timeout=120,
                              check=False)
        line = next((ln for ln in done.stdout.splitlines() if ln.startswith("probe:")), None)
        assert line is not None, done.stderr
        return done.returncode, list(json.loads(line.removeprefix("probe:")))


@pytest.fixture(scope="module", params=[(s, m) for s in SOURCES for m in COST_MODES],
                ids=lambda p: f"{p[0]}-{p[1]}")
def warm(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory,
         ) -> Iterator[Warm]:
    """A checkout of two files of one kind, its cache filled by `baseline`."""
    name, mode = request.param
    source = SOURCES[name]
    tmp = tmp_path_factory.mktemp(f"{name}-{mode}")
    workspace = tmp / "checkout"
    for path, subject in zip(source.files, ("order", "refund"), strict=True):
        (workspace / path).parent.mkdir(parents=True, exist_ok=True)
        (workspace / path).write_text(source.write(subject))
    (workspace / "signalforge.yml").write_text(
        f"gate:\n  judge: anthropic\n  cost_mode: {mode}\n{source.config}")
    # Clear verdicts, far from any pass mark: no close call asks a pair again (a repeat is a
    # real call by design), so every call after the baseline would be the cache's miss.
    with FakeBatchesAPI(score=clear_verdict) as api:
        state = Warm(workspace, tmp / "cache", api, source, tmp)
        # The baseline only fills the cache: it runs in this process (only the probes below
        # need a fresh interpreter), in the environment a probe gets.
        code = state.in_process("baseline", "--workspace", str(workspace), "--cache-dir",
                                str(state.cache), "--poll-seconds", "0.01", "--quiet")
        assert code == 0  # the bar is not enforced
        assert api.requests, "the baseline asked nothing: the cache would be empty"
        yield state


def docs_args(warm: Warm, *files: str, report: str = "docs.json") -> list[str]:
    return ["docs", *files, "--workspace", str(warm.workspace), "--cache-dir",
            str(warm.cache), "--no-audit", "--quiet", "--report", str(warm.tmp / report)]


def run_args(warm: Warm) -> list[str]:
    return ["run", "--workspace", str(warm.workspace), "--dry-run", "--quiet", "--cache-dir",
            str(warm.cache), "--grade-json", str(warm.tmp / "grade.json")]


def usage_of(path: Path) -> dict[str, Any]:
    document = json.loads(path.read_text())
    docs = document.get("docs", {}).get("report") or document
    return dict(docs["usage"])


SHAPES = ("docs-one-file", "docs-many-files", "run", "comment")


@dataclass(frozen=True)
class Probed:
    """The four shapes run in turn in one fresh interpreter after the baseline."""

    #: Each shape's exit code and what was imported once it had run.
    after: dict[str, tuple[int, list[str]]]
    #: Each shape's report.
    reports: dict[str, Path]
    calls_before: int
    calls_after: int


@pytest.fixture(scope="module")
def probed(warm: Warm) -> Probed:
    calls_before = len(warm.api.requests) + len(warm.api.guard_requests)
    reports = {"docs-one-file": warm.tmp / "docs-one.json",
               "docs-many-files": warm.tmp / "docs-many.json",
               "run": warm.tmp / "grade.json", "comment": warm.tmp / "grade.json"}
    # `comment` reads the report the `run` before it wrote.
    after = warm.probe_each(docs_args(warm, warm.source.files[0], report="docs-one.json"),
                            docs_args(warm, *warm.source.files, report="docs-many.json"),
                            run_args(warm), ["comment", "--from", str(reports["comment"])])
    return Probed(dict(zip(SHAPES, after, strict=True)), reports, calls_before,
                  len(warm.api.requests) + len(warm.api.guard_requests))


@pytest.mark.parametrize("shape", SHAPES)
def test_after_a_baseline_no_shape_imports_the_sdk_or_its_http_client(
        probed: Probed, shape: str) -> None:
    code, loaded = probed.after[shape]
    assert code == 0, f"{shape} exited {code}"  # the bar is not enforced: never an error
    usage = usage_of(probed.reports[shape])
    assert probed.calls_after == probed.calls_before  # no call …
    assert usage["guard_calls"] == 0
    assert usage["guard_cache_hits"] > 0  # the guard's answers came from the cache too
    assert usage["calls"] == 0
    assert usage["cache_hits"] > 0  # … the cache answered every pair
    assert usage["cache_misses"] == 0
    assert loaded == []


def test_the_probe_sees_the_sdk_when_a_pair_misses(tmp_path: Path) -> None:
    # The probe must be able to fail: a checkout the cache has never seen imports the SDK.
    workspace = tmp_path / "checkout"
    (workspace / SOURCES["candidate"].files[0]).parent.mkdir(parents=True)
    (workspace / SOURCES["candidate"].files[0]).write_text(candidate("order"))
    (workspace / "signalforge.yml").write_text("gate:\n  judge: anthropic\n")
    with FakeBatchesAPI() as api:
        cold = Warm(workspace, tmp_path / "cache", api, SOURCES["candidate"], tmp_path)
        code, loaded = cold.probe(*docs_args(cold, SOURCES["candidate"].files[0]))
        assert api.requests
    assert code == 0
    assert "anthropic" in loaded
