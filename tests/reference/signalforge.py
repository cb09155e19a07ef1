"""SignalForge 0.8.0 itself, as the oracle of differential tests.

The gate promises that `signalforge.yml`'s `grade:` block and the text inside the judge's
`<ARTIFACT>` envelope mean exactly what SignalForge 0.8.0 makes of them. The only honest proof
is to ask SignalForge: this module installs the released package into a virtual environment of
its own (its pins, `anthropic<2`, clash with the gate's) and runs snippets of Python there.

Only the pure modules are needed (the grade config loader and the prompt builder), so the
package is installed without its cloud dependencies; what those modules import is installed
explicitly. The environment is built once per machine and reused: in the user's cache folder,
named by what goes into it (the requirements and the interpreter it is made from), so every
checkout, worktree and fresh clone shares one build, and a change to either builds a new one
beside it. `SIGNALFORGE_REFERENCE_HOME` names another folder.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import subprocess
import sys
import venv
from functools import cache
from pathlib import Path
from typing import Any

VERSION = "0.8.0"
#: What `signalforge.grade.config` and `signalforge.grade.prompts` import, within the
#: package's own declared ranges.
REQUIREMENTS = (f"signalforge-dbt=={VERSION}", "pydantic>=2.5,<3", "PyYAML>=6,<7",
                "sqlglot>=30,<31")
#: What the environment is made of: a change to any of it is another environment.
INPUTS = json.dumps([VERSION, REQUIREMENTS, sys.version, sys.base_prefix])
#: Read when this module is imported, before any test points `XDG_CACHE_HOME` at a folder of
#: its own (tests/conftest.py).
DEFAULT_HOME = (Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
                / "signalforge-gate" / "tests"
                / f"reference-{hashlib.sha256(INPUTS.encode()).hexdigest()[:16]}")


class ReferenceUnavailableError(RuntimeError):
    """The reference environment could not be built (no package registry, say)."""


@cache
def python() -> Path:
    """The reference environment's interpreter, built on first use (under a lock, so two
    test processes, or two checkouts' runs, never build it at once)."""
    home = Path(os.environ.get("SIGNALFORGE_REFERENCE_HOME", DEFAULT_HOME))
    home.mkdir(parents=True, exist_ok=True)
    interpreter = home / "venv" / "bin" / "python"
    ready = home / f"ready-{VERSION}"
    with (home / "lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (ready.exists() and interpreter.exists()):
            venv.create(home / "venv", with_pip=True, clear=True)
            pip = [str(interpreter), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
            for command in ([*pip, "--no-deps", REQUIREMENTS[0]], [*pip, *REQUIREMENTS[1:]]):
                done = subprocess.run(command, capture_output=True, text=True, check=False)
                if done.returncode != 0:
                    raise ReferenceUnavailableError(
                        f"could not install SignalForge {VERSION}: {done.stderr[-2000:]}")
            ready.touch()
    return interpreter


def run(script: str, payload: Any = None, *, timeout: float = 300) -> Any:
    """Run `script` in the reference environment with `payload` (JSON) on its standard input;
    it prints one JSON document, which is returned. Its failure is the test's failure."""
    done = subprocess.run([str(python()), "-c", script], input=json.dumps(payload),
                          capture_output=True, text=True, timeout=timeout, check=False)
    if done.returncode != 0:
        raise AssertionError(f"the SignalForge snippet failed:\n{done.stderr[-4000:]}")
    return json.loads(done.stdout)


if __name__ == "__main__":  # `python -m tests.reference.signalforge`: build it ahead of time
    print(python())
    print(run("import json, signalforge; print(json.dumps(signalforge.__version__))"),
          file=sys.stderr)
