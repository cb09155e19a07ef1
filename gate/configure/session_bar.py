"""The session check's bar (`gate.session.min_percent`, `fail_on_below_threshold`,
`required`), read without pydantic when there is no configuration file.

The `session` command decides the session check alone. Without a `signalforge.yml` its bar is
the defaults, declared here once and used by `SessionSettings` too (`defaults_apply`); with
one, the command reads and validates the file as every command does (`load_config_file`),
pydantic and all. So a session graded without a configuration pays for no model it does not
use.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

#: The configuration file a command reads when none is named (`gate.configure.config` re-exports
#: it; it is here so that the `session` command finds it without importing that module).
CONFIG_FILE = "signalforge.yml"
#: `gate.session`'s defaults (`SessionSettings` declares its fields with these).
MIN_PERCENT = 60
FAIL_ON_BELOW_THRESHOLD = False
REQUIRED = False


class SessionSettingsLike(Protocol):
    """What the bar reads of `gate.configure.gate_settings.SessionSettings`."""

    @property
    def min_percent(self) -> int: ...

    @property
    def fail_on_below_threshold(self) -> bool: ...

    @property
    def required(self) -> bool: ...


@dataclass(frozen=True)
class SessionBar:
    """What the session check is held to."""

    min_percent: int
    enforced: bool
    required: bool


DEFAULT_BAR = SessionBar(MIN_PERCENT, FAIL_ON_BELOW_THRESHOLD, REQUIRED)


def configured(settings: SessionSettingsLike) -> SessionBar:
    """The bar of a validated configuration's `gate.session`."""
    return SessionBar(settings.min_percent, settings.fail_on_below_threshold, settings.required)


def defaults_apply(path: Path) -> bool:
    """No file at `path`: its bar is `DEFAULT_BAR`, as `load_config_file` reads a missing file
    (anything else there, even unreadable, is for `load_config_file` to read or name)."""
    try:
        os.stat(path)
    except FileNotFoundError:
        return True
    except OSError:
        pass
    return False
