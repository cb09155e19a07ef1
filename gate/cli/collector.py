"""When start-up is over: the garbage collector runs again, and start-up's objects stay out of it.

The process's entry point (`gate.cli.process`) holds the collector off while a command's modules
are imported; the command line (`gate.cli.main`) says when that is over. Both import this module,
so neither imports the other for it.
"""

from __future__ import annotations

import gc

#: Net container allocations between two collections of the youngest generation (CPython's
#: default is 700). A run builds objects that live until it ends (artifacts, verdicts, results)
#: and makes almost no cyclic garbage: grading GitLab's dbt project offline made 1,736 young
#: and 13 full collections that freed 130 objects in all and cost a sixth of the run, the full
#: ones walking every result held so far. At 10,000 the same run makes about 110 young
#: collections and no full one; what one young collection can leave to the next is still a
#: few megabytes at most, so memory stays bounded.
YOUNG_COLLECTION_EVERY = 10_000


def settle() -> None:
    """Start-up is over: what it built is kept out of every later collection, and the
    collector runs again (less often, `YOUNG_COLLECTION_EVERY`), so the work that follows is
    bounded in memory as usual."""
    if not gc.isenabled():
        gc.freeze()
        gc.set_threshold(YOUNG_COLLECTION_EVERY, *gc.get_threshold()[1:])
        gc.enable()
