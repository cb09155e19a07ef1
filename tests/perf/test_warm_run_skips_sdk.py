"""A run whose pairs the verdict cache all answers never imports the Anthropic SDK: importing it
costs more than the rest of such a run. A pair the cache misses still imports it and calls.

Each probed run is a fresh interpreter (the test process has long imported the SDK), talking to
the loopback fake Messages API. The cold run that fills the cache is not what is probed: it
runs in this process, in the environment a probe gets (a miss importing the SDK is the edited
run's to show).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gate.cli.main import main
from gate.core.redaction import forget_all
from tests.fakes.messages_api import FakeMessagesAPI

PROBE = """
import sys
from gate.cli.main import main
code = main(sys.argv[1:])
print("sdk imported:", "anthropic" in sys.modules)
sys.exit(code)
"""


def candidate(description: str) -> str:
    columns = [{"name": f"col_{i}", "description": f"{description} {i}, in dollars, at the time "
                "the order was placed.", "rationale": "Finance reconciles it daily."}
               for i in range(3)]
    return json.dumps({"schema_version": 1, "name": "stg_orders", "columns": columns,
                       "description": "Orders placed by customers, one row per order."})


def environment(api: FakeMessagesAPI) -> dict[str, str]:
    clean = {k: v for k, v in os.environ.items()
             if not k.startswith(("GITHUB_", "INPUT_", "ANTHROPIC_", "SIGNALFORGE_"))}
    return {**clean, "ANTHROPIC_API_KEY": "sk-ant-test-key", "ANTHROPIC_BASE_URL": api.base_url}


def arguments(workspace: Path, cache: Path) -> list[str]:
    return ["docs", "candidate.json", "--workspace", str(workspace), "--judge", "anthropic",
            "--cache-dir", str(cache), "--no-audit", "--report", str(workspace / "report.json")]


def graded(workspace: Path, cache: Path, api: FakeMessagesAPI) -> tuple[bool, dict]:  # type: ignore[type-arg]
    done = subprocess.run([sys.executable, "-c", PROBE, *arguments(workspace, cache)],
                          cwd=workspace, capture_output=True, text=True, env=environment(api),
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    return "sdk imported: True" in done.stdout, json.loads((workspace / "report.json").read_text())


def graded_here(workspace: Path, cache: Path, api: FakeMessagesAPI) -> dict:  # type: ignore[type-arg]
    """The same command in this process, in the environment a probe gets."""
    with pytest.MonkeyPatch.context() as patch:
        for name in list(os.environ):
            patch.delenv(name)
        for name, value in environment(api).items():
            patch.setenv(name, value)
        patch.chdir(workspace)
        assert main(arguments(workspace, cache)) == 0
    forget_all()  # the key the command registered for redaction is this process's
    return json.loads((workspace / "report.json").read_text())


def test_a_warm_run_never_imports_the_sdk(tmp_path: Path) -> None:
    workspace, cache = tmp_path / "checkout", tmp_path / "cache"
    workspace.mkdir()
    (workspace / "candidate.json").write_text(candidate("Amount"))
    with FakeMessagesAPI() as api:
        cold = graded_here(workspace, cache, api)
        warm_sdk, warm = graded(workspace, cache, api)
        (workspace / "candidate.json").write_text(candidate("Refund amount"))
        edited_sdk, edited = graded(workspace, cache, api)
    assert cold["usage"]["calls"] > 0
    assert warm["usage"]["calls"] == 0
    assert warm["usage"]["cache_hits"] == cold["usage"]["calls"]
    assert not warm_sdk  # every pair from the cache: the SDK was never imported
    assert edited_sdk  # a miss still imports it …
    assert edited["usage"]["calls"] > 0  # … and calls
