"""The run's text readings forgotten once every verdict is in, before the report is made.

The offline rules and the reading of text addressed to the grader keep what they read of each
distinct text, sentence and clause in bounded memos (`functools.lru_cache` with a `maxsize`):
a project's columns repeat their texts, so every criterion, sibling check and finding reads a
text once. Once the last verdict of a run is in, nothing reads them again, but they stay
full, and the run's report (one result per pair) is then made beside them: on Mattermost's
project (16,232 pairs) they are a third of the process's peak. Forgetting them first lets the
report reuse their memory. A memo only saves work (it holds what its function would compute
again from the same text), so forgetting one changes no result, only what a later run in the
same process reads again. Unbounded caches (`functools.cache`: compiled patterns, lexicons)
are one per process, not per text, and are kept. A memo object kept at the top level of such a
module that reads the same way (`cache_info`, `cache_clear`: the offline judge's per-model
memos, `gate.docs.judges.offline.shared.per_model`) is forgotten with them. So is the envelope
nonce's lookup memo (`gate.core.envelope_tags`), which holds every text asked whether it
spells the run's nonce: read here by its module's name like the rest, so the run's layer
imports nothing of the core for it.
"""

from __future__ import annotations

import sys

#: The packages (and modules) whose bounded memos hold one run's texts.
READING_PACKAGES = ("gate.docs.addressing", "gate.docs.judges.offline", "gate.core.envelope_tags")


def forget_readings() -> int:
    """Clear every bounded memo defined at the top level of a module of `READING_PACKAGES`
    that is loaded; the number cleared."""
    cleared: set[int] = set()
    for name, module in list(sys.modules.items()):
        if module is None or not name.startswith(READING_PACKAGES):
            continue
        for value in list(vars(module).values()):
            info = None if isinstance(value, type) else getattr(value, "cache_info", None)
            if info is None or id(value) in cleared or info().maxsize is None \
                    or (callable(value) and getattr(value, "__module__", None) != name):
                continue  # a function's memo is cleared where it is defined
            value.cache_clear()
            cleared.add(id(value))
    return len(cleared)
