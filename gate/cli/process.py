"""The process around a command: when the garbage collector runs.

Start-up builds a few hundred thousand objects that live until exit (modules, classes,
pydantic schemas; the Anthropic SDK alone defines over a thousand models) and makes almost no
garbage. Collecting while they are built only re-examines them, again and again, and the
collection that ends the interpreter examines every one of them once more: on a short run that
is a sixth to a third of the time. So the entry point holds the collector off while the command's
modules are imported (`gate.cli.collector.settle` turns it back on, after moving what start-up built
to the permanent generation, where collections never look), and freezes everything before exit.

Only the process's own entry point does this: `gate.cli.main.main` called in a test process leaves
the collector as it finds it (`settle` is a no-op when the collector is already on).
"""

from __future__ import annotations

import gc
import os
import sys
from typing import NoReturn


def entry() -> NoReturn:
    """`signalforge-gate` and `python -m gate`: run the command line and exit with its code."""
    isolate()
    gc.disable()
    from gate.cli.main import main  # noqa: PLC0415 - imported with the collector held off

    code = main()
    gc.freeze()  # the interpreter's last collection then has nothing to examine
    sys.exit(code)


def isolate() -> None:
    """Under GitHub Actions, start again as an isolated interpreter (`python -I`) unless this
    one is: an earlier step of the job can set `PYTHONPATH` through `$GITHUB_ENV`, and a module
    there named like one the gate imports (`yaml`, `anthropic`) would run inside the gate,
    holding the key and the token. Nothing but the standard library is imported before this.
    A `sitecustomize.py` on that path has already run by the time any entry point does; only
    the interpreter's own command line prevents that, which is why the image's ENTRYPOINT is
    `python -I -m gate run`."""
    if sys.flags.isolated or os.environ.get("GITHUB_ACTIONS") != "true":
        return
    sys.stdout.flush()
    # The interpreter's own path and fixed arguments, with the command line as it came.
    os.execv(sys.executable, [sys.executable, "-I", "-m", "gate", *sys.argv[1:]])  # noqa: S606

