"""When start-up is over: the garbage collector runs again, and start-up's objects stay out of it.

The process's entry point (`gate.cli.process`) holds the collector off while a command's modules
are imported; the command line (`gate.cli.main`) says when that is over. Both import this module,
so neither imports the other for it.
"""

from __future__ import annotations

import gc


def settle() -> None:
    """Start-up is over: what it built is kept out of every later collection, and the
    collector runs again, so the work that follows is bounded in memory as usual."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()
