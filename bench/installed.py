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
import time
from pathlib import Path
from typing import NamedTuple

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


#: Starts the command in argv[3:] and writes its own CPU seconds and peak RSS (KiB), and whether
#: it was stopped at the time limit argv[2] (seconds; 0: none), to the file descriptor argv[1];
#: exits with its exit code. A process started by the bench itself would not do: Linux carries
#: the peak RSS of the process that starts a program into that program's own (`ru_maxrss` is
#: kept across the exec, and a child spawned with vfork, as Python's subprocess does, starts
#: from its parent's memory), so every child of a bench that had grown to 70 MB reported at
#: least 70 MB. This starter is a bare interpreter (-S -E: no site, no environment), a few MB,
#: far below any command it measures.
_STARTER = """
import os, signal, sys
pid = os.posix_spawnp(sys.argv[3], sys.argv[3:], os.environ)
stopped = []
def stop(*_):
    stopped.append(1)
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
if float(sys.argv[2]) > 0:
    signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, float(sys.argv[2]))
_, status, usage = os.wait4(pid, 0)
signal.setitimer(signal.ITIMER_REAL, 0)
os.write(int(sys.argv[1]),
         f"{usage.ru_utime + usage.ru_stime} {usage.ru_maxrss} {len(stopped)}".encode())
code = os.waitstatus_to_exitcode(status)
sys.exit(code if code >= 0 else 128 - code)
"""


class Measured(NamedTuple):
    """One child process: wall seconds (with its starter's start-up, a few hundredths), its own
    CPU seconds (user + system), its own peak RSS in bytes, exit code, stdout and stderr, and
    whether it was stopped at its time limit."""

    wall: float
    cpu: float
    peak: int
    code: int
    stdout: bytes
    stderr: bytes
    stopped: bool = False


def run_measured(command: list[str], env: dict[str, str], cwd: str | Path | None = None,
                 *, keep_stdout: bool = True, limit: float = 0) -> Measured:
    """Run `command` and measure it alone: its CPU time and peak memory, not the bench's
    (see `_STARTER`); stopped after `limit` seconds when given."""
    read_end, write_end = os.pipe()
    with tempfile.TemporaryFile() as errors:
        started = time.perf_counter()
        process = subprocess.Popen(
            [sys.executable, "-S", "-E", "-c", _STARTER, str(write_end), str(limit),
             *command],
            stdout=subprocess.PIPE if keep_stdout else subprocess.DEVNULL, stderr=errors,
            env=env, cwd=cwd, pass_fds=(write_end,))
        os.close(write_end)
        stdout = process.stdout.read() if process.stdout is not None else b""
        code = process.wait()
        wall = time.perf_counter() - started
        with os.fdopen(read_end, "rb") as report:
            said = report.read().split()
        errors.seek(0)
        stderr = errors.read()
    if process.stdout is not None:
        process.stdout.close()
    if len(said) != 3:
        raise RuntimeError(f"could not start {command[:3]}: {stderr.decode()[-2000:]}")
    return Measured(wall, float(said[0]), int(said[1]) * 1024, code, stdout, stderr,
                    said[2] == b"1")
