"""One defect an offline check found: the score it caps the pair at, its evidence and why."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Finding:
    score: float
    evidence: str
    reasoning: str


def quote(text: str, limit: int = 80) -> str:
    """`text` on one line, cut to `limit` characters: an evidence string."""
    if len(text) <= limit and "\n" not in text and "  " not in text and text == text.strip():
        return text  # already one short line: the same string, not a copy per pair
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"
