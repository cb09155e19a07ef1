"""Close calls: when the judge's noise, not the drafted docs, could decide the outcome.

An LLM judge asked the same question twice does not always answer the same way, and a pair
whose score sits near its pass mark is the one whose answer flips. So after the first pass
the pairs within `gate.stability.margin` of their pass mark (inclusive) are the **near-bar**
pairs, and the run's figures are bounded by what they allow:

- pass rate: from every near-bar pair failing to every one passing, the others as they are;
- mean score: from every near-bar score at the bottom of its band (`mark - margin`, at least
  0) to every one at the top (`mark + margin`, at most 1).

The outcome is a **close call** when the bars (`grade.min_pass_rate`, `grade.min_mean_score`)
are met at the top of that range and missed at its bottom: flipping the near-bar pairs could
move the run across a bar. Only then are they worth asking again (`gate.docs.trust.settle`).

Both figures are over the scored pairs, as SignalForge computes them; ungraded pairs are the
three-state verdict's business (`gate.report.verdict`), not noise.

What a margin means depends on the kind of judge (`Judge.deterministic`, declared by each
judge and passed on by the wrappers):

| judge                        | a score near the mark …                 | close call | repeats |
|------------------------------|-----------------------------------------|------------|---------|
| an LLM (`anthropic`)         | may land on the other side if asked     | possible   | yes     |
| deterministic (`heuristic`,  | is the score it will always give: a     | never      | never   |
| `scores`)                    | rule decided it, no noise to bound      |            |         |

So a deterministic judge's run is decided by its scores as they are; its near-bar range is
still reported (`near_bar_range`), as a figure, not as doubt about the verdict.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from gate.core.scores.near_bar import NearBarRange
from gate.docs.trust.rules import TrustRules

#: Scores are decimals read from JSON: 0.6 - 0.5 is 0.09999999999999998 in binary, and a pair
#: at exactly the margin is near the bar.
TOLERANCE = 1e-9


@dataclass(frozen=True, slots=True)  # one per scored pair of a run
class PairScore:
    criterion_id: str
    score: float
    passed: bool


def near_bar(score: float, mark: float, margin: float) -> bool:
    return abs(score - mark) <= margin + TOLERANCE


def near_bar_range(pairs: Sequence[PairScore], rules: TrustRules,
                   margin: float) -> NearBarRange:
    """The pass rate and mean the near-bar pairs allow (zeros when nothing is scored)."""
    count = len(pairs)
    if not count:
        return NearBarRange(pairs=0, margin=margin, pass_rate=(0.0, 0.0), mean_score=(0.0, 0.0))
    passes = sum(p.passed for p in pairs)
    total = sum(p.score for p in pairs)
    near = [p for p in pairs if near_bar(p.score, rules.mark(p.criterion_id), margin)]
    low_passes = passes - sum(p.passed for p in near)
    high_passes = passes + sum(not p.passed for p in near)
    low_total = total - sum(p.score - max(0.0, rules.mark(p.criterion_id) - margin)
                            for p in near)
    high_total = total + sum(min(1.0, rules.mark(p.criterion_id) + margin) - p.score
                             for p in near)
    return NearBarRange(pairs=len(near), margin=margin,
                        pass_rate=(low_passes / count, high_passes / count),
                        mean_score=(max(0.0, low_total / count), min(1.0, high_total / count)))


def meets(pass_rate: float, mean: float, thresholds: tuple[float, float]) -> bool:
    min_pass_rate, min_mean = thresholds
    return pass_rate >= min_pass_rate and mean >= min_mean


def is_close_call(allowed: NearBarRange, thresholds: tuple[float, float], *,
                  deterministic: bool = False) -> bool:
    """The bars are met at the top of the range and missed at its bottom, and the judge has
    noise that could move a score within it (a deterministic judge has none)."""
    if not allowed.pairs or deterministic:
        return False
    return meets(allowed.pass_rate[1], allowed.mean_score[1], thresholds) and \
        not meets(allowed.pass_rate[0], allowed.mean_score[0], thresholds)


def median_score(scores: Sequence[float]) -> float:
    """The median of a pair's draws, rounded to 4 places (the mean of the middle two when a
    repeat failed and the count is even)."""
    return round(statistics.median(scores), 4)
