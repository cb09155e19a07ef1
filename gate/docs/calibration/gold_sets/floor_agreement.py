"""How far each offline floor check agrees with people, on a labelled gold set.

A check may overrule a model's pass only if its fails are people's fails: for each check,
the gold pairs it fails (on a criterion it applies to) and how many of them people labelled
`fail`. Measured on the artifacts the calibration builds (`judging.artifact_of`), so a check
reads exactly what it reads in a real run.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from gate.docs.calibration.gold_sets.gold import GoldPair
from gate.docs.calibration.gold_sets.judging import artifact_of
from gate.docs.judges.floor import FloorCheck, proofs
from gate.docs.judges.offline.heuristic import CHECKS, GENERIC_CHECKS, text_checks
from gate.docs.judges.offline.telling.label_and_fragment import (
    is_label,
    label_and_fragment,
    name_words,
)
from gate.docs.judges.offline.telling.non_answers import told_answers


@dataclass(frozen=True)
class FloorCheckAgreement:
    """A check's fails on a gold set, and how many of them people failed too."""

    check: FloorCheck
    fails: int
    agreed: int
    disagreed_ids: tuple[str, ...]

    @property
    def share(self) -> float | None:
        return self.agreed / self.fails if self.fails else None


def floor_agreement(pairs: Sequence[GoldPair],
                    source: Path) -> dict[FloorCheck, FloorCheckAgreement]:
    """Each check's agreement with the gold labels, for every check that fired at least once."""
    fired: dict[FloorCheck, list[GoldPair]] = {}
    for pair in pairs:
        artifact = artifact_of(pair, source)
        for found in proofs(artifact, pair.criterion_id):
            fired.setdefault(found.check, []).append(pair)
    return {check: FloorCheckAgreement(check, len(held), sum(p.label == "fail" for p in held),
                             tuple(p.id for p in held if p.label != "fail"))
            for check, held in fired.items()}


def label_agreement(pairs: Sequence[GoldPair], source: Path) -> FloorCheckAgreement:
    """The `label_only` check's reading (`is_label`: a label of a few words) on every gold
    description it would grade: the check reads only texts with a sentence left out, which a
    gold set of honest drafts barely holds, so its reading is measured where it can be."""
    held: list[GoldPair] = []
    for pair in pairs:
        artifact = artifact_of(pair, source)
        if text_checks in CHECKS.get(pair.criterion_id, GENERIC_CHECKS) \
                and artifact.kind.endswith("_description") and artifact.test is None \
                and is_label(artifact.text, name_words(artifact)):
            held.append(pair)
    return FloorCheckAgreement("label_only", len(held), sum(p.label == "fail" for p in held),
                               tuple(p.id for p in held if p.label != "fail"))


def fragment_agreement(pairs: Sequence[GoldPair], source: Path) -> FloorCheckAgreement:
    """The `label_and_fragment` check's reading (a label, alone or with a fragment of a few
    words after it) on every gold description it would grade, read on what the text tells as
    the floor reads it: the check proves it only where something was left out, which a gold
    set of honest drafts barely holds, so its reading is measured where it can be."""
    held: list[GoldPair] = []
    for pair in pairs:
        artifact = artifact_of(pair, source)
        if text_checks in CHECKS.get(pair.criterion_id, GENERIC_CHECKS) \
                and label_and_fragment(artifact, told_answers(artifact)) is not None:
            held.append(pair)
    return FloorCheckAgreement("label_and_fragment", len(held),
                               sum(p.label == "fail" for p in held),
                               tuple(p.id for p in held if p.label != "fail"))
