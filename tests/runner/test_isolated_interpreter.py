"""`PYTHONPATH` set by an earlier step runs nothing inside the gate: the image starts Python
isolated (`-I`), and the entry point, under GitHub Actions, starts again isolated before it
imports anything a module on that path could stand in for. Each test runs the gate in its own
process, as the runner does, with `PYTHONPATH` pointing into the checkout the pull request
wrote."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.runner.image import image_command

PLANTED = "import pathlib\npathlib.Path(%r).write_text('ran')\n"


def planted_checkout(tmp_path: Path, module: str) -> Path:
    """A checkout whose pull request committed `module` to a folder, named by PYTHONPATH."""
    folder = tmp_path / "checkout" / "tools"
    folder.mkdir(parents=True)
    (folder / module).write_text(PLANTED % str(tmp_path / "probe"))
    return folder


def run_as_the_runner(command: list[str], folder: Path, tmp_path: Path) -> Path:
    probe = tmp_path / "probe"
    env = {"PATH": os.environ["PATH"], "HOME": str(tmp_path), "GITHUB_ACTIONS": "true",
           "PYTHONPATH": str(folder), "PROBE": str(probe),
           "XDG_CACHE_HOME": str(tmp_path / "cache")}
    subprocess.run([*command, "--help"], env=env, capture_output=True, timeout=120,
                   check=False, cwd=tmp_path)
    return probe


def test_the_images_entrypoint_runs_no_sitecustomize_from_pythonpath(
        tmp_path: Path, launcher: Path) -> None:
    command = image_command(launcher, tmp_path)
    assert "-I" in command
    probe = run_as_the_runner(command, planted_checkout(tmp_path, "sitecustomize.py"), tmp_path)
    assert not probe.exists()


def test_the_entry_point_imports_no_module_from_pythonpath_under_actions(
        tmp_path: Path) -> None:
    """The console script, outside the image: pydantic, which every command imports, planted
    on PYTHONPATH."""
    script = Path(sys.executable).parent / "signalforge-gate"
    probe = run_as_the_runner([str(script), "config", "check"],
                              planted_checkout(tmp_path, "pydantic.py"), tmp_path)
    assert not probe.exists()
