"""The rules a judge's verdict is held to, read once from the configuration.

SignalForge has no per-criterion pass mark: its judge decides `passed` on its own. The gate
writes the rule down so that a verdict can be checked against itself: a verdict passes when
its score is at or above its criterion's pass mark (`gate.docs.pass_marks`, 0.5 for a
criterion not named), and a judge's `passed` that says otherwise is a contradiction.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from gate.configure.config import GateConfig
from gate.configure.gate_settings import DEFAULT_PASS_MARK

__all__ = ["DEFAULT_PASS_MARK", "EvidenceMode", "TrustRules"]
EvidenceMode = Literal["mark", "degrade"]


@dataclass(frozen=True)
class TrustRules:
    """Pass marks by criterion id, and what an unfound quote costs its verdict."""

    pass_marks: Mapping[str, float] = field(default_factory=dict)
    evidence: EvidenceMode = "mark"

    @classmethod
    def of(cls, config: GateConfig) -> TrustRules:
        docs = config.gate.docs
        return cls(dict(docs.pass_marks), docs.evidence)

    def mark(self, criterion_id: str) -> float:
        return self.pass_marks.get(criterion_id, DEFAULT_PASS_MARK)

    def passes(self, criterion_id: str, score: float) -> bool:
        """The rule: a score at or above the criterion's pass mark passes."""
        return score >= self.mark(criterion_id)

    def agrees(self, criterion_id: str, score: float | None, passed: bool) -> bool:
        """A verdict agrees with itself when its `passed` is what the rule makes of its score
        (an abstention, `score: null`, has nothing to contradict)."""
        return score is None or passed == self.passes(criterion_id, score)

    @property
    def fingerprint(self) -> str:
        """Changes when a rule that decides a stored verdict changes (for the verdict cache):
        a verdict checked under one pass mark or evidence mode is not reused under another."""
        recipe = [sorted(self.pass_marks.items()), self.evidence]
        return hashlib.blake2b(json.dumps(recipe).encode(), digest_size=8).hexdigest()
