"""Stars: `floor(score × 5)` filled out of five, `—` when there is no score."""

from __future__ import annotations

import math


def stars(fraction: float | None) -> str:
    if fraction is None:
        return "—"
    # The epsilon keeps a mean such as 0.6 (computed as 0.59999…) from losing a star.
    filled = max(0, min(5, math.floor(fraction * 5 + 1e-9)))
    return "★" * filled + "☆" * (5 - filled)
