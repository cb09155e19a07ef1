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


def runner_env(folder: Path, tmp_path: Path) -> dict[str, str]:
    return {"PATH": os.environ["PATH"], "HOME": str(tmp_path), "GITHUB_ACTIONS": "true",
            "PYTHONPATH": str(folder), "XDG_CACHE_HOME": str(tmp_path / "cache")}


def planted_module_runs(source: str, folder: Path, tmp_path: Path) -> bool:
    """The control: a plain interpreter, not isolated, running `source` with `folder` on
    PYTHONPATH, does run the planted module (else the tests below would prove nothing). The
    probe it leaves is removed for the run under test."""
    probe = tmp_path / "probe"
    done = subprocess.run([sys.executable, "-c", source], env=runner_env(folder, tmp_path),
                          capture_output=True, text=True, timeout=120, check=False,
                          cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    ran = probe.exists()
    probe.unlink(missing_ok=True)
    return ran


def run_as_the_runner(command: list[str], folder: Path, tmp_path: Path) -> Path:
    """Run `command --help` as the runner would, with `folder` on PYTHONPATH; the probe file
    the planted module writes if it runs. The command must end well: an entry point that
    crashed before importing anything would leave no probe either."""
    done = subprocess.run([*command, "--help"], env=runner_env(folder, tmp_path),
                          capture_output=True, text=True, timeout=120, check=False,
                          cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "usage:" in done.stdout
    return tmp_path / "probe"


def test_the_images_entrypoint_runs_no_sitecustomize_from_pythonpath(
        tmp_path: Path, launcher: Path) -> None:
    command = image_command(launcher, tmp_path)
    assert "-I" in command
    folder = planted_checkout(tmp_path, "sitecustomize.py")
    assert planted_module_runs("pass", folder, tmp_path)
    probe = run_as_the_runner(command, folder, tmp_path)
    assert not probe.exists()


def test_the_entry_point_imports_no_module_from_pythonpath_under_actions(
        tmp_path: Path) -> None:
    """The console script, outside the image: pydantic, which every command imports, planted
    on PYTHONPATH."""
    script = Path(sys.executable).parent / "signalforge-gate"
    folder = planted_checkout(tmp_path, "pydantic.py")
    assert planted_module_runs("import pydantic", folder, tmp_path)
    probe = run_as_the_runner([str(script), "config", "check"], folder, tmp_path)
    assert not probe.exists()
