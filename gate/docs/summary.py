"""Per-criterion figures of a docs grade, computed once for every view (terminal, comment)."""

from __future__ import annotations

from dataclasses import dataclass

from gate.docs.models import GradingReport, GradingResult


@dataclass(frozen=True)
class CriterionSummary:
    criterion_id: str
    pairs: int
    scored: int
    passes: int
    mean: float | None
    weakest: GradingResult | None

    @property
    def ungraded(self) -> int:
        return self.pairs - self.scored


def summarise(report: GradingReport) -> list[CriterionSummary]:
    """One summary per criterion that graded something, in rubric order. One walk over the
    results, whatever the number of criteria: the work is linear in the pairs."""
    by_criterion: dict[str, list[GradingResult]] = {}
    for result in report.results:
        by_criterion.setdefault(result.criterion_id, []).append(result)
    summaries = []
    for criterion in report.rubric:
        results = by_criterion.get(criterion.id)
        if not results:
            continue
        scored = [r for r in results if r.score is not None]
        weakest = min(scored, key=lambda r: r.score or 0.0) if scored else None
        mean = sum(r.score or 0.0 for r in scored) / len(scored) if scored else None
        summaries.append(CriterionSummary(criterion.id, len(results), len(scored),
                                          sum(r.passed for r in scored), mean, weakest))
    return summaries


def failing(report: GradingReport) -> list[GradingResult]:
    """Results that failed or could not be graded, weakest first, then in report order."""
    bad = [r for r in report.results if not r.passed]
    return sorted(bad, key=lambda r: (r.score is not None, r.score or 0.0))
