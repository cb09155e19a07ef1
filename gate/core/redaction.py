"""Secrets never leave: one registry of secret values, and the one step every sink applies.

The gate holds two secrets (the Anthropic API key and the GitHub token), and a workflow can
name more with `::add-mask::`. GitHub's runner masks them in the step log, but nothing else:
a service that echoes the key in an error message ("invalid x-api-key: sk-ant-…") would carry
it into `grade.json`, the docs report, the audit log, the job summary, the pull-request comment
and the step outputs, which outlive the log and are read by people who never had the secret.

So every sink writes through `redact`: files (`gate.core.files.write_atomically`, the audit log, the
grade history), what the runner reads (outputs, summary, annotations), what is posted to the
pull request, and the process's own stdout and stderr (`protect_process`). Each registered value
is replaced by `***` wherever it appears, also in the forms a writer escapes it into (JSON with
or without `ensure_ascii`, HTML, URL and workflow-command escaping), and a replacement never
cuts a JSON escape sequence in half, so a redacted JSON document is still JSON.

Values shorter than `MIN_SECRET_CHARS` are not registered: redacting every `true` or `main`
from a report would destroy it, and no real key or token is that short.
"""

from __future__ import annotations

import html
import json
import re
import sys
import threading
import urllib.parse
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any, TextIO, TypeVar

if TYPE_CHECKING:  # every command imports this module; `session` imports no pydantic
    from pydantic import BaseModel

Model = TypeVar("Model", bound="BaseModel")

MASK = "***"
MIN_SECRET_CHARS = 8
#: Environment variables that hold secrets the gate may see (the action's inputs included).
SECRET_VARIABLES = ("ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN", "GITHUB_TOKEN", "GH_TOKEN",
                    "INPUT_ANTHROPIC-API-KEY", "INPUT_GITHUB-TOKEN", "ACTIONS_RUNTIME_TOKEN",
                    "ACTIONS_ID_TOKEN_REQUEST_TOKEN", "INPUT_CACHE-SECRET",
                    "SIGNALFORGE_GATE_CACHE_SECRET")

class _Registry:
    """The secret values of this process, and one pattern matching any of their spellings."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.values: set[str] = set()
        self.pattern: re.Pattern[str] | None = None

    def add(self, spellings: set[str]) -> None:
        with self.lock:
            if spellings <= self.values:
                return
            self.values.update(spellings)
            # Longest first, so an escaped spelling is replaced whole before the raw one in it.
            ordered = sorted(self.values, key=len, reverse=True)
            self.pattern = re.compile("|".join(map(re.escape, ordered)))

    def clear(self) -> None:
        with self.lock:
            self.values.clear()
            self.pattern = None


_REGISTRY = _Registry()


def _spellings(value: str) -> set[str]:
    """`value` and the forms writers escape it into."""
    as_json = json.dumps(value, ensure_ascii=False)[1:-1]
    return {value, as_json, json.dumps(value)[1:-1], as_json.replace('\\"', "\\u0022"),
            html.escape(value), html.escape(value, quote=False),
            urllib.parse.quote(value, safe=""),
            value.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")}


def register(value: str | None) -> None:
    """Redact `value` from everything written from now on (and its stripped form, since a
    secret pasted with a trailing newline is used without it)."""
    if not value:
        return
    _REGISTRY.add({spelling for secret in {value, value.strip()}
                   if len(secret) >= MIN_SECRET_CHARS
                   for spelling in _spellings(secret) if len(spelling) >= MIN_SECRET_CHARS})


def register_environment(environ: Mapping[str, str]) -> None:
    for name in SECRET_VARIABLES:
        register(environ.get(name))


def forget_all() -> None:
    """Clear the registry (for tests: each starts with no secrets)."""
    _REGISTRY.clear()


def redact(text: str) -> str:
    """`text` with every registered secret replaced by `***`."""
    pattern = _REGISTRY.pattern
    if pattern is None or not text:
        return text
    pieces: list[str] = []
    position = 0
    for found in pattern.finditer(text):
        start, end = found.span()
        if start < position:  # swallowed by the previous replacement's widening
            continue
        start, end = _whole_escapes(text, start, end, position)
        pieces += (text[position:start], MASK)
        position = end
    if not pieces:
        return text
    pieces.append(text[position:])
    return "".join(pieces)


def crosses_lines() -> bool:
    """Whether a registered spelling holds a line break: then a match can span two lines, and
    a text redacted line by line (or in pieces of whole lines) could keep a secret that the
    whole text would lose. No real key or token holds one."""
    with _REGISTRY.lock:
        return any("\n" in value for value in _REGISTRY.values)


def redact_model(model: Model) -> Model:
    """`model` with every registered secret redacted from all its text. Renderers cut text
    short (a one-line why, a table cell): redacting only what they produce would miss a key cut
    in half, so a sink that renders a model redacts the model first."""
    if _REGISTRY.pattern is None:
        return model
    dumped = model.model_dump_json()
    clean = redact(dumped)
    return model if clean == dumped else type(model).model_validate_json(clean)


def _whole_escapes(text: str, start: int, end: int, floor: int) -> tuple[int, int]:
    """Widen [start, end) so it neither starts after nor ends inside a backslash escape: in
    JSON, `\\n` followed by a secret starting with `n`… must not become `\\***`."""
    backslashes = 0
    while start - backslashes > floor and text[start - backslashes - 1] == "\\":
        backslashes += 1
    if backslashes % 2:
        start -= 1
    matched = text[start:end]
    if (len(matched) - len(matched.rstrip("\\"))) % 2 and end < len(text):
        end = min(len(text), end + (5 if text[end] == "u" else 1))
    return start, end


class RedactedStream:
    """A text stream that redacts what is written to it; everything else is the inner
    stream's. `unredacted` is the inner stream, for the one write that must carry a secret:
    the `::add-mask::` command that tells the runner what to mask."""

    def __init__(self, inner: TextIO) -> None:
        self.unredacted = inner

    def write(self, text: str) -> int:
        self.unredacted.write(redact(text))
        return len(text)

    def writelines(self, lines: Iterable[str]) -> None:
        for line in lines:
            self.write(line)

    def flush(self) -> None:
        self.unredacted.flush()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.unredacted, name)


def unredacted(stream: TextIO) -> TextIO:
    inner = getattr(stream, "unredacted", None)
    return inner if inner is not None else stream


def protect_process(environ: Mapping[str, str]) -> None:
    """Register the secrets in the environment, and redact this process's stdout and stderr
    (once: a second call leaves the streams as they are)."""
    register_environment(environ)
    if not isinstance(sys.stdout, RedactedStream):
        sys.stdout = RedactedStream(sys.stdout)
    if not isinstance(sys.stderr, RedactedStream):
        sys.stderr = RedactedStream(sys.stderr)
