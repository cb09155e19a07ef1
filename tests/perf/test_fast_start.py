"""Start-up: a run that never talks to GitHub never imports PyGithub.

Checked in a fresh interpreter, because the test process itself has long imported everything.
"""

from __future__ import annotations

import gc
import os
import subprocess
import sys

from gate.cli.main import main
from tests.conftest import EXAMPLE

PROBE = """
import sys
from gate.cli.main import main
code = main(sys.argv[1:])
print("loaded:", ",".join(m for m in ("github", "anthropic") if m in sys.modules))
sys.exit(code)
"""


def modules_loaded_by(*args: str, env: dict[str, str] | None = None) -> set[str]:
    clean = {k: v for k, v in os.environ.items()
             if not k.startswith(("GITHUB_", "INPUT_", "ANTHROPIC_"))}
    done = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True,
                          env={**clean, **(env or {})}, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    line = next(ln for ln in done.stdout.splitlines() if ln.startswith("loaded:"))
    return {name for name in line.removeprefix("loaded:").strip().split(",") if name}


def test_a_dry_run_with_the_offline_judge_imports_neither_pygithub_nor_the_sdk(
        tmp_path: object) -> None:
    grade_json = f"{tmp_path}/grade.json"
    loaded = modules_loaded_by("run", "--workspace", str(EXAMPLE), "--dry-run", "--judge",
                               "heuristic", "--grade-json", grade_json)
    assert loaded == set()


def test_the_probe_sees_pygithub_when_a_command_does_import_it() -> None:
    # The probe itself must be able to fail: publishing loads the GitHub client.
    code = ("import sys; import gate.github.pull_request; "
            "print('loaded:', 'github' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, check=True)
    assert "loaded: True" in done.stdout


SDK_PROBE = """
import sys
from gate.docs.judges.choose import prefetch_sdk
thread = prefetch_sdk(sys.argv[1], has_key=sys.argv[2] == "key")
if thread is not None:
    thread.join(timeout=60)
print("loaded:", "anthropic" in sys.modules, thread is not None and thread.daemon)
"""


def sdk_loaded_after_prefetch(judge: str, key: str) -> str:
    done = subprocess.run([sys.executable, "-c", SDK_PROBE, judge, key], capture_output=True,
                          text=True, timeout=120, check=True)
    return done.stdout.strip()


def test_the_sdk_is_imported_in_the_background_when_the_llm_judge_will_run() -> None:
    assert sdk_loaded_after_prefetch("anthropic", "key") == "loaded: True True"
    assert sdk_loaded_after_prefetch("auto", "key") == "loaded: True True"


def test_the_sdk_is_not_imported_for_an_offline_run() -> None:
    assert sdk_loaded_after_prefetch("heuristic", "key") == "loaded: False False"
    assert sdk_loaded_after_prefetch("auto", "no-key") == "loaded: False False"


ENTRY_PROBE = """
import gc, sys
import gate.cli.process

seen = {}
frozen = {}
real_main = None

def watching_main():
    seen["while importing"] = gc.isenabled()
    code = real_main(["history", "--json"])
    seen["while running"] = gc.isenabled()
    frozen["after start-up"] = gc.get_freeze_count()
    frozen["made since"] = [[] for _ in range(100)]  # alive at exit, made after start-up
    return code

def exit_(code):
    seen["frozen at exit"] = gc.get_freeze_count() > frozen["after start-up"] > 0
    print(seen)
    raise SystemExit(code)

import gate.cli.main
real_main = gate.cli.main.main
gate.cli.main.main = watching_main
gate.cli.process.sys = type("S", (), {"exit": staticmethod(exit_)})
gc.enable()
gate.cli.process.entry()
"""


def test_the_entry_point_holds_the_collector_off_through_start_up_only(tmp_path) -> None:
    # Start-up builds long-lived objects only; the work after it must be collected as usual,
    # or a large input's garbage would pile up.
    done = subprocess.run([sys.executable, "-c", ENTRY_PROBE], capture_output=True, text=True,
                          timeout=120, check=False, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == (
        "{'while importing': False, 'while running': True, 'frozen at exit': True}")


def test_main_called_in_a_process_leaves_the_collector_as_it_was(tmp_path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    frozen = gc.get_freeze_count()
    main(["history", "--json"])
    assert gc.isenabled()
    assert gc.get_freeze_count() == frozen
