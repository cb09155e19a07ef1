"""What each check found in the artifact being judged, so a check runs once per artifact.

An artifact's criteria reach the offline judge one request after another, and most checks
serve several criteria (`text_checks`, `restates_name`, `missing_content`, …). A check reads
only the artifact and its model's index and is deterministic, so what it found is kept for
the one artifact being judged, told by identity, and forgotten when the next one comes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from gate.docs.artifacts import Artifact
from gate.docs.judges.offline.model_context.model_index import ModelIndex
from gate.docs.judges.offline.shared.finding import Finding

Check = Callable[[Artifact, ModelIndex], Iterable[Finding]]


class ArtifactFindings:
    """The findings of each check on the artifact last asked for."""

    def __init__(self) -> None:
        self._held: tuple[Artifact, ModelIndex, dict[Check, tuple[Finding, ...]]] | None = None

    def of(self, check: Check, artifact: Artifact, index: ModelIndex) -> tuple[Finding, ...]:
        """What `check` finds in `artifact`, run once while the artifact is the one held.
        Each call works on its own reference to what is held, so two threads at once at
        worst run a check twice, never mix two artifacts' findings."""
        held = self._held
        if held is None or held[0] is not artifact or held[1] is not index:
            held = self._held = (artifact, index, {})
        found = held[2].get(check)
        if found is None:
            found = held[2][check] = tuple(check(artifact, index))
        return found
