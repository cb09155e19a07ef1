"""What the two runs users wait on most leave unloaded: the bundled demo's offline dry run, and a
`run` whose pairs the verdict cache all answers. Each library below costs start-up time and has
no work to do on these paths; the addressing rules are compiled only for texts that might match.
(How long the runs take is measured by `bench/startup.py`, not asserted here.)

Each run is a fresh interpreter: the test process has long imported everything.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.conftest import EXAMPLE
from tests.fakes.messages_api import FakeMessagesAPI

PROBE = """
import json, sys
from gate.cli.main import main
code = main(sys.argv[1:])
from gate.docs.addressing.phrases import rules as addressing_rules
print("probe:", json.dumps({
    "loaded": sorted(m for m in %r if m in sys.modules),
    "compiled": sum("pattern" in vars(rule) for rule in addressing_rules.ALL_RULES),
    "rules": len(addressing_rules.ALL_RULES)}))
sys.exit(code)
"""
#: Libraries neither run needs: the GitHub client (nothing is posted), the SDK and its HTTP
#: client (no call is made), the HTML report's templates (not asked for), fuzzy matching of
#: evidence (no verdict is checked: the heuristic judge quotes exactly, the cache's verdicts
#: were checked when stored).
UNNEEDED = ("github", "anthropic", "httpx", "jinja2", "rapidfuzz")


def probed(args: list[str], env: dict[str, str] | None = None,
           cwd: Path | None = None) -> dict[str, Any]:
    clean = {k: v for k, v in os.environ.items()
             if not k.startswith(("GITHUB_", "INPUT_", "ANTHROPIC_", "SIGNALFORGE_"))}
    done = subprocess.run([sys.executable, "-c", PROBE % (UNNEEDED,), *args],
                          capture_output=True, text=True, env={**clean, **(env or {})},
                          cwd=cwd, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    line = next(ln for ln in done.stdout.splitlines() if ln.startswith("probe:"))
    return dict(json.loads(line.removeprefix("probe:")))


def test_the_demo_dry_run_loads_none_of_the_unneeded_libraries(tmp_path: Path) -> None:
    workspace = tmp_path / "demo"
    shutil.copytree(EXAMPLE, workspace, ignore=shutil.ignore_patterns(
        "grade.json", "grade.jsonl", "docs-grade.json", "metrics"))
    seen = probed(["run", "--workspace", str(workspace), "--dry-run", "--judge", "heuristic",
                   "--grade-json", str(tmp_path / "grade.json")])
    assert seen["loaded"] == []
    assert 0 < seen["compiled"] <= seen["rules"] // 4  # the demo's docs speak of grading


def candidate(columns: int) -> str:
    return json.dumps({"schema_version": 1, "name": "stg_orders",
                       "description": "Orders placed by customers, one row per order.",
                       "columns": [{"name": f"amount_{i}",
                                    "description": f"Amount {i} in dollars, when placed.",
                                    "rationale": "Finance reconciles it daily."}
                                   for i in range(columns)]})


def test_a_warm_run_loads_none_of_the_unneeded_libraries(tmp_path: Path) -> None:
    workspace = tmp_path / "checkout"
    (workspace / ".signalforge" / "candidates").mkdir(parents=True)
    (workspace / ".signalforge" / "candidates" / "stg_orders.json").write_text(candidate(4))
    (workspace / "signalforge.yml").write_text("gate:\n  judge: anthropic\n")
    args = ["run", "--workspace", str(workspace), "--dry-run", "--quiet", "--cache-dir",
            str(tmp_path / "cache"), "--grade-json", str(tmp_path / "grade.json")]
    with FakeMessagesAPI() as api:
        env = {"ANTHROPIC_API_KEY": "sk-ant-test-key", "ANTHROPIC_BASE_URL": api.base_url}
        cold = probed(args, env, cwd=workspace)
        cold_calls = len(api.requests)
        warm = probed(args, env, cwd=workspace)
        warm_calls = len(api.requests) - cold_calls
    assert cold_calls > 0
    assert "anthropic" in cold["loaded"]  # the probe sees a library a run does load
    assert warm_calls == 0
    assert json.loads((tmp_path / "grade.json").read_text())["usage"]["cache_hits"] > 0
    assert warm["loaded"] == []
    assert warm["compiled"] <= warm["rules"] // 10
