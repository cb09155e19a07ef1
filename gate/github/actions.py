"""The GitHub Actions runner's side of the contract: inputs, event, outputs, summary, commands.

Everything the runner tells a step arrives in environment variables and files, and everything
the step tells the runner goes back through files (`GITHUB_OUTPUT`, `GITHUB_STEP_SUMMARY`) or
workflow commands on stdout. Text from a pull request is untrusted: a command's data and
properties are escaped exactly as GitHub's toolkit escapes them, so no drafted text can end a
command early or start one of its own, and outputs use a random heredoc delimiter that no value
can contain.
"""

from __future__ import annotations

import json
import os
import secrets
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from gate.core.errors import UsageError
from gate.core.files import utf8_bytes
from gate.core.redaction import redact, register, unredacted
from gate.core.safe_text import workflow_data, workflow_property

#: How long publishing may wait on GitHub (rate limits, retries) unless the run says otherwise.
#: Kept here, beside the other action settings, so reading them never imports PyGithub.
DEFAULT_PUBLISH_BUDGET_SECONDS = 60.0
#: GitHub shows at most this many warning annotations per step; more are dropped silently.
MAX_WARNINGS_PER_STEP = 10
#: The job summary is refused above 1 MiB per step.
SUMMARY_LIMIT_BYTES = 1024 * 1024
#: What a boolean input may say (compared lower-cased). YAML's true/false, plus the spellings
#: earlier versions accepted.
TRUE_WORDS = frozenset({"true", "1", "yes", "on"})
FALSE_WORDS = frozenset({"false", "0", "no", "off"})


def command(name: str, message: str, **properties: str | int | None) -> str:
    props = ",".join(f"{key}={workflow_property(str(value))}"
                     for key, value in properties.items() if value is not None)
    return f"::{name}{' ' + props if props else ''}::{workflow_data(message)}"


@dataclass(frozen=True)
class ActionsEnv:
    """What the runner provides, read once."""

    env: Mapping[str, str]

    @classmethod
    def current(cls) -> ActionsEnv:
        return cls(dict(os.environ))

    @property
    def active(self) -> bool:
        return self.env.get("GITHUB_ACTIONS") == "true"

    def input(self, name: str, default: str = "") -> str:
        """An action input: `INPUT_<NAME>` with spaces as underscores, upper-cased, trimmed."""
        key = "INPUT_" + name.replace(" ", "_").upper()
        return self.env.get(key, default).strip()

    def flag(self, name: str, default: bool = False) -> bool:
        """A boolean input. Anything but a boolean is an error naming the input: a misspelt
        `ture` silently meaning false would switch a protection off unnoticed."""
        value = self.input(name).lower()
        if value == "":
            return default
        if value in TRUE_WORDS or value in FALSE_WORDS:
            return value in TRUE_WORDS
        raise UsageError(f"input {name} is {value[:40]!r}, which is not a boolean.",
                         remediation=f"set {name} to true or false.")

    def get(self, name: str, default: str = "") -> str:
        return self.env.get(name, default)

    def event(self) -> dict[str, Any]:
        """The webhook payload that triggered the run ({} when there is none)."""
        path = self.env.get("GITHUB_EVENT_PATH")
        return read_event(Path(path)) if path else {}


def read_event(path: Path) -> dict[str, Any]:
    """A webhook payload; one that cannot be read is an error, never "no pull request"."""
    try:
        payload = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise UsageError(f"the event payload cannot be read ({type(error).__name__}).",
                         remediation="pass a webhook payload (JSON) with --event, or run "
                                     "under GitHub Actions.", path=str(path)) from None
    if not isinstance(payload, dict):
        raise UsageError("the event payload is not a JSON object.",
                         remediation="pass a webhook payload with --event.", path=str(path))
    return payload


class Runner:
    """Writes what the runner reads back: outputs, the summary, masks and annotations."""

    def __init__(self, actions: ActionsEnv, stdout: TextIO | None = None) -> None:
        self.actions = actions
        self.stdout = stdout or sys.stdout
        self.warnings_left = MAX_WARNINGS_PER_STEP

    def mask(self, secret: str) -> None:
        """Ask the runner to redact `secret` from every later log line, and redact it from
        everything the gate writes (the one write that must carry it is this command)."""
        register(secret)
        if secret and self.actions.active:
            print(command("add-mask", secret), file=unredacted(self.stdout))

    def annotate(self, message: str, *, file: str | None = None, line: int | None = None,
                 title: str | None = None) -> bool:
        """A warning annotation, within GitHub's per-step cap; False once the cap is reached or
        when not running under Actions (a terminal shows the report instead)."""
        if self.warnings_left <= 0 or not self.actions.active:
            return False
        self.warnings_left -= 1
        print(command("warning", redact(message), file=file, line=line,
                      title=redact(title) if title else title), file=self.stdout)
        return True

    def set_outputs(self, outputs: Mapping[str, str]) -> None:
        path = self.actions.get("GITHUB_OUTPUT")
        if not path:
            return
        # errors="replace": a lone surrogate quoted from the pull request must not cost the
        # outputs that workflows branch on.
        with open(path, "a", encoding="utf-8", errors="replace") as stream:
            for name, value in outputs.items():
                delimiter = f"ghadelimiter_{secrets.token_hex(16)}"
                stream.write(f"{name}<<{delimiter}\n{redact(value)}\n{delimiter}\n")

    def write_summary(self, markdown: str) -> bool:
        """Append to the job summary; False when there is no summary file."""
        path = self.actions.get("GITHUB_STEP_SUMMARY")
        if not path:
            return False
        data = utf8_bytes(redact(markdown))
        if len(data) > SUMMARY_LIMIT_BYTES:
            raise ValueError("the summary must be cut before writing")  # render.py caps it
        with open(path, "ab") as stream:
            stream.write(data)
        return True
