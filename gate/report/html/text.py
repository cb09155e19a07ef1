"""Untrusted text as the page shows it, before the template engine escapes it for HTML."""

from __future__ import annotations

from gate.core.redaction import redact
from gate.publishing.render import WHY_CHARS


def plain(value: str | None, limit: int = WHY_CHARS) -> str:
    """As the comment shows it: secrets redacted (before cutting, so no half of a secret is
    left), one line, at most `limit` characters, and no `@` that could read as a mention
    when pasted elsewhere. HTML escaping is the template's autoescaping, done once."""
    flat = " ".join(redact(value or "").split())
    if len(flat) > limit:
        flat = flat[: limit - 1] + "…"
    return flat.replace("@", "@\u200b")
