"""What the tests of "a sentence earns nothing" share: a column of a named model, and the
floor's proofs on it per criterion, so each test compares a padded text with its bare one."""

from __future__ import annotations

from gate.docs.artifacts import Artifact
from gate.docs.judges.floor import proofs
from tests.docs.addressing.test_nothing_earns_credit import CRITERIA


def column(name: str, text: str, model: str) -> Artifact:
    return Artifact(f"column.{name}.description", "column_description", text, "models/x.yml",
                    3, model, subject=name)


def floor_reading(artifact: Artifact) -> dict[str, set[tuple[str, float]]]:
    """The floor's proofs on `artifact`, per criterion of the default rubric."""
    return {criterion.id: {(p.check, p.score) for p in proofs(artifact, criterion.id)}
            for criterion in CRITERIA}
