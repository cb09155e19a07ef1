"""Starting the gate as the image starts it: the Dockerfile's ENTRYPOINT, its static launcher
built here from `launcher/launcher.c`, this environment's interpreter for the image's, and a
home folder of the test's for the runner's `/github/home`. The variables are the ones a runner
hands a docker action (`GITHUB_*`, `INPUT_*`, `RUNNER_*`, `HOME`, `PATH`) plus whatever an
earlier step of the job added through `$GITHUB_ENV`."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
LAUNCHER_SOURCE = ROOT / "launcher" / "launcher.c"
#: What the runner itself gives a docker action's container, besides the step's variables.
RUNNER_PASSES = ("GITHUB_", "INPUT_", "RUNNER_")


def compiler() -> str | None:
    return shutil.which("cc") or shutil.which("gcc")


def build_launcher(folder: Path) -> Path:
    """The launcher, linked statically as the image's build stage links it; the test is
    skipped (never passed) where no C compiler or static C library is installed."""
    cc = compiler()
    if cc is None:
        pytest.skip("no C compiler to build the image's launcher")
    target = folder / "signalforge-gate-launcher"
    done = subprocess.run([cc, "-static", "-O2", "-Wall", "-Wextra", "-Werror", "-o",
                           str(target), str(LAUNCHER_SOURCE)], capture_output=True, text=True,
                          check=False)
    if done.returncode != 0 and "cannot find -lc" in done.stderr:
        pytest.skip("no static C library to link the image's launcher")
    assert done.returncode == 0, done.stderr
    return target


def entrypoint() -> list[str]:
    """The image's ENTRYPOINT as the Dockerfile writes it."""
    line = next(line for line in (ROOT / "Dockerfile").read_text().splitlines()
                if line.startswith("ENTRYPOINT "))
    command: list[str] = json.loads(line.removeprefix("ENTRYPOINT "))
    return command


def image_command(launcher: Path | None, home: Path) -> list[str]:
    """The ENTRYPOINT with the launcher built here, the test's home, this interpreter."""
    command = entrypoint()
    for index, part in enumerate(command):
        if Path(part).name.startswith("python"):
            command[index] = sys.executable
        elif Path(part).name == "signalforge-gate-launcher" and launcher is not None:
            command[index] = str(launcher)
        elif part.startswith("--home="):
            command[index] = f"--home={home}"
    return command


@dataclass(frozen=True)
class Started:
    exit_code: int
    stdout: str
    stderr: str


def runner_variables(extra: Mapping[str, str], home: Path) -> dict[str, str]:
    """The container's environment: the step's runner variables from this process (set by
    the test's fixtures), the runner's HOME and a PATH, then what an earlier step added."""
    env = {name: value for name, value in os.environ.items() if name.startswith(RUNNER_PASSES)}
    env.update(HOME=str(home), PATH=os.environ.get("PATH", "/usr/bin:/bin"))
    env.update(extra)
    return env


def start_as_the_image(launcher: Path | None, home: Path, extra: Mapping[str, str],
                       cwd: Path) -> Started:
    """Run the image's ENTRYPOINT with the runner's variables plus `extra`."""
    done = subprocess.run(image_command(launcher, home), env=runner_variables(extra, home),
                          capture_output=True, text=True, timeout=300, check=False, cwd=cwd)
    return Started(done.returncode, done.stdout, done.stderr)


def notes_naming(notes: list[str], name: str) -> list[str]:
    return [note for note in notes if re.search(rf"\b{re.escape(name)}\b", note)]
