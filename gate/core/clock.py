"""Timestamps as the gate writes them: UTC, milliseconds, a literal Z (JavaScript's
toISOString, which is what CLEO stamps its grades with)."""

from __future__ import annotations

from datetime import UTC, datetime


def iso_now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")
