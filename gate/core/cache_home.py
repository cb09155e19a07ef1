"""Where the gate keeps files of its own outside any checkout: the user's cache folder."""

from __future__ import annotations

import os
from pathlib import Path


def cache_home() -> Path:
    """`$XDG_CACHE_HOME/signalforge-gate`, else `~/.cache/signalforge-gate`."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "signalforge-gate"
