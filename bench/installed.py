"""Child processes that run the gate as an installed copy runs: with compiled bytecode.

pip compiles every module it installs, so an installed gate never compiles its own source at
start-up. A checkout run with PYTHONDONTWRITEBYTECODE (common on CI machines and in
containers) compiles every module on every start, which no user pays. The children here
write their bytecode to a folder of their own (PYTHONPYCACHEPREFIX, removed at exit) in one
untimed warm-up run, and read it after that; the checkout is left as it was.
"""

from __future__ import annotations

import atexit
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BYTECODE = tempfile.mkdtemp(prefix="bench-bytecode-")
atexit.register(shutil.rmtree, BYTECODE, True)


def installed_env(**extra: str) -> dict[str, str]:
    """The environment of a child that imports the checkout as if installed: no GitHub,
    Actions or Anthropic settings of this shell leak in."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("GITHUB_", "INPUT_", "ANTHROPIC_", "RUNNER_"))
           and k != "PYTHONDONTWRITEBYTECODE"}
    return {**env, "PYTHONPATH": str(ROOT), "PYTHONPYCACHEPREFIX": BYTECODE, **extra}


def warm_up(*modules: str) -> None:
    """Write the bytecode of `modules` and all they import (untimed)."""
    subprocess.run([sys.executable, "-c", f"import {', '.join(modules)}"],
                   env=installed_env(), check=True)
