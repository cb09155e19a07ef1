"""Untrusted text as the page shows it, before the template engine escapes it for HTML."""

from __future__ import annotations

from gate.core.safe_text import WHY_CHARS, page_text


def plain(value: str | None, limit: int = WHY_CHARS) -> str:
    """As the comment shows it: secrets redacted (before cutting, so no half of a secret is
    left), one line, at most `limit` characters, and no `@` that could read as a mention
    when pasted elsewhere. HTML escaping is the template's autoescaping, done once."""
    return page_text(value, limit)
