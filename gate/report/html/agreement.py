"""The page's statement of how far the judge agrees with people (`docs.agreement`).

Its own small view and template block (`agreement.html.j2`), so the page's layout and this
statement change apart: the page includes the block under its figures and knows nothing else
of it.
"""

from __future__ import annotations

from dataclasses import dataclass

from gate.docs.calibration.agreement import JudgeAgreement, drift_words, unreliable_words
from gate.report.html.text import plain


@dataclass(frozen=True)
class AgreementView:
    source: str  # recorded, shipped, never_measured: the block's class, for the style
    statement: str
    drift: str | None
    notes: tuple[str, ...]
    #: (criterion, kappa shown, pairs) per criterion of the gold set the figure is on
    criteria: tuple[tuple[str, str, int], ...] = ()
    unreliable: str | None = None


def agreement_view(agreement: JudgeAgreement | None) -> AgreementView | None:
    if agreement is None:
        return None
    return AgreementView(
        source=agreement.source, statement=plain(agreement.statement, 400),
        drift=None if agreement.drift is None else plain(drift_words(agreement.drift), 600),
        notes=tuple(plain(note, 300) for note in agreement.notes),
        criteria=tuple((plain(name, 80), "—" if figure.kappa is None else f"{figure.kappa:.2f}",
                        figure.pairs) for name, figure in agreement.criteria.items()),
        unreliable=None if (words := unreliable_words(agreement)) is None else plain(words, 600))
