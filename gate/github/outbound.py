"""What the gate sends to GitHub, redacted where it is built: the one gate between the gate's
text and GitHub's API.

A comment, a check run's title, summary, text and annotations, a commit status's description,
review comments: each is text the gate assembled partly from what services said (an API error
that quotes a rejected key), and GitHub shows it to anyone who can read the pull request. So
every body a write sends is an `Outbound`, and an `Outbound` redacts every string in it (keys
and values, at any depth) when it is made, before any serialisation: no sink can escape the
secret into a spelling the registry does not know (HTML-escaped text inside a JSON string).
The clients (`gate.github.pull_request`, `gate.github.checks`) send a body only through
`PullRequestClient.send`, which takes nothing but an `Outbound` and redacts the URL and query
too; a test fails if any other code calls PyGithub's requester or its write methods.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from gate.core.redaction import redact


def redact_json(value: Any) -> Any:
    """`value` (what `json.dumps` takes) with every string in it redacted."""
    if isinstance(value, str):
        return redact(value)
    if isinstance(value, Mapping):
        return {redact_json(key): redact_json(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [redact_json(item) for item in value]
    return value


class Outbound:
    """A request body for GitHub, redacted on construction (there is no other way to make
    one, so no body reaches GitHub unredacted)."""

    __slots__ = ("_payload",)

    def __init__(self, payload: Mapping[str, Any]) -> None:
        self._payload: dict[str, Any] = redact_json(payload)

    @property
    def payload(self) -> dict[str, Any]:
        return self._payload

    def __repr__(self) -> str:  # bodies quote drafted text; keep logs short
        return f"Outbound({sorted(self._payload)})"
