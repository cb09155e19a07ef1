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
import sys
from typing import NoReturn

from gate.cli.isolation import isolate


def entry() -> NoReturn:
    """`signalforge-gate` and `python -m gate`: run the command line and exit with its code."""
    isolate()
    gc.disable()
    from gate.cli.main import main  # noqa: PLC0415 - imported with the collector held off

    code = main()
    gc.freeze()  # the interpreter's last collection then has nothing to examine
    sys.exit(code)

