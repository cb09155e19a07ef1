"""Starting the gate's interpreter isolated under GitHub Actions.

Kept apart from the process's entry (`gate.cli.process`) and importing only the standard
library, since it runs before anything else is imported.
"""

from __future__ import annotations

import os
import sys


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

