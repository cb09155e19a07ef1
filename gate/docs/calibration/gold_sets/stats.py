"""How well a judge agrees with people: the statistics of `signalforge-gate calibrate`.

Every figure is over labelled pairs: a person's label (pass or fail) and the judge's score. The
judge's label is `score >= pass mark` (the gate's rule, 0.5 by default), so the figures speak of
what the gate would count, whatever the judge's own `passed` flag said.

- accuracy: the share of pairs where the judge's label is the person's;
- Cohen's kappa: agreement beyond what two raters with these label rates reach by chance,
  `(p_o - p_e) / (1 - p_e)`. It is undefined when `p_e` is 1 (both raters gave one and the
  same label to every pair): there is then nothing to agree on beyond chance, and the figure is
  reported as `None` with the reason, never as a number;
- the confidence interval of kappa: Cohen's (1960) large-sample standard error,
  `sqrt(p_o (1 - p_o) / (n (1 - p_e)^2))`, 95 % normal interval, clipped to [-1, 1]. It is an
  approximation for large n; with perfect agreement in the sample it collapses to a point,
  so read it with n;
- the confusion matrix, its four cells named by the person's label, then the judge's;
- verbosity bias: Spearman's rank correlation of score with text length in characters (ranks,
  so the judge's discrete score steps do not matter), undefined when either is constant; the
  same correlation of the person's label with length is given beside it, since longer texts may
  simply be better;
- the pass mark that would maximise kappa: every cut between two adjacent distinct scores is
  tried, and the one below the lowest score (a mark that fails every pair is never useful); an
  O(n log n) sweep; ties go to the mark nearest the current one.

Hand-written rather than taken from a statistics library: the formulas are a few lines each,
tested against textbook values, and the command must not pull numpy or scipy into the action.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from gate.configure.gate_settings import DEFAULT_PASS_MARK

Label = Literal["pass", "fail"]
#: The normal quantile of a two-sided 95 % interval.
Z_95 = 1.959963984540054
KAPPA_CI_METHOD = ("Cohen (1960) large-sample standard error, 95% normal interval, clipped to "
                   "[-1, 1]")
LENGTH_CORRELATION_METHOD = "Spearman rank correlation of score with text length in characters"
UNDEFINED_KAPPA = ("undefined: the person and the judge each gave one and the same label to "
                   "every pair, so agreement beyond chance cannot be measured")
NO_PAIRS = "undefined: no scored pairs"


@dataclass(frozen=True)
class Observation:
    """One labelled pair as the statistics see it."""

    label: Label
    score: float
    length: int
    #: The pair's own pass mark (its criterion's `gate.docs.pass_marks`); None: the figure's.
    pass_mark: float | None = None


@dataclass(frozen=True)
class Confusion:
    """Counts of pairs by the person's label, then the judge's."""

    gold_pass_judge_pass: int = 0
    gold_pass_judge_fail: int = 0
    gold_fail_judge_pass: int = 0
    gold_fail_judge_fail: int = 0

    @classmethod
    def of(cls, observations: Sequence[Observation], pass_mark: float) -> Confusion:
        cells = [0, 0, 0, 0]
        for seen in observations:
            mark = pass_mark if seen.pass_mark is None else seen.pass_mark
            cells[(seen.label == "fail") * 2 + (seen.score < mark)] += 1
        return cls(*cells)

    @property
    def total(self) -> int:
        return (self.gold_pass_judge_pass + self.gold_pass_judge_fail
                + self.gold_fail_judge_pass + self.gold_fail_judge_fail)

    @property
    def agreed(self) -> int:
        return self.gold_pass_judge_pass + self.gold_fail_judge_fail

    def chance_agreement(self) -> float:
        """`p_e`: the agreement two raters with these label rates reach by chance."""
        n = self.total
        gold_pass = self.gold_pass_judge_pass + self.gold_pass_judge_fail
        judge_pass = self.gold_pass_judge_pass + self.gold_fail_judge_pass
        return (gold_pass * judge_pass + (n - gold_pass) * (n - judge_pass)) / (n * n)


def accuracy(confusion: Confusion) -> float | None:
    return confusion.agreed / confusion.total if confusion.total else None


def kappa(confusion: Confusion) -> float | None:
    """Cohen's kappa; None when it is undefined (no pairs, or `p_e` = 1)."""
    if not confusion.total:
        return None
    chance = confusion.chance_agreement()
    if math.isclose(chance, 1.0):
        return None
    return (confusion.agreed / confusion.total - chance) / (1.0 - chance)


def kappa_interval(confusion: Confusion) -> tuple[float, float] | None:
    """The 95 % interval of kappa by Cohen's (1960) standard error; None when kappa is."""
    value = kappa(confusion)
    if value is None:
        return None
    n, observed = confusion.total, confusion.agreed / confusion.total
    chance = confusion.chance_agreement()
    error = math.sqrt(observed * (1.0 - observed) / (n * (1.0 - chance) ** 2))
    return max(-1.0, value - Z_95 * error), min(1.0, value + Z_95 * error)


def ranks(values: Sequence[float]) -> list[float]:
    """1-based ranks, ties given the mean of the ranks they span (as Spearman's rho needs)."""
    order = sorted(range(len(values)), key=values.__getitem__)
    result = [0.0] * len(values)
    start = 0
    while start < len(order):
        end = start
        while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
            end += 1
        for position in range(start, end + 1):
            result[order[position]] = (start + end) / 2 + 1
        start = end + 1
    return result


def pearson(xs: Sequence[float], ys: Sequence[float]) -> float | None:
    """Pearson's r; None when there are fewer than two pairs or either side is constant."""
    n = len(xs)
    if n < 2 or n != len(ys) or len(set(xs)) < 2 or len(set(ys)) < 2:
        return None  # a constant side (tested exactly: its float mean may not be exact)
    mean_x, mean_y = sum(xs) / n, sum(ys) / n
    sxy = sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, ys, strict=True))
    sxx = sum((x - mean_x) ** 2 for x in xs)
    syy = sum((y - mean_y) ** 2 for y in ys)
    return max(-1.0, min(1.0, sxy / math.sqrt(sxx * syy)))


def spearman(xs: Sequence[float], ys: Sequence[float]) -> float | None:
    """Spearman's rho: Pearson's r of the ranks (ties averaged)."""
    return pearson(ranks(xs), ranks(ys))


@dataclass(frozen=True)
class BestPassMark:
    pass_mark: float
    kappa: float


def best_pass_mark(observations: Sequence[Observation],
                   current: float = DEFAULT_PASS_MARK) -> BestPassMark | None:
    """The pass mark that maximises kappa, None when no mark gives a defined kappa.

    Candidate marks sit halfway between adjacent distinct scores (and at half the lowest, which
    passes every pair), so the mark found does not hang on one exact score. Sorted once, then
    swept with running counts: O(n log n).
    """
    if not observations:
        return None
    ordered = sorted(observations, key=lambda seen: seen.score)
    gold_pass = sum(seen.label == "pass" for seen in ordered)
    gold_fail = len(ordered) - gold_pass
    best: BestPassMark | None = None
    below_pass = below_fail = 0  # pairs under the candidate mark, by the person's label
    previous = 0.0
    index = 0
    while index < len(ordered):
        score = ordered[index].score
        mark = (previous + score) / 2 if index else score / 2
        confusion = Confusion(gold_pass - below_pass, below_pass,
                              gold_fail - below_fail, below_fail)
        value = kappa(confusion)
        if value is not None and (best is None or value > best.kappa + 1e-12 or (
                math.isclose(value, best.kappa, abs_tol=1e-12)
                and abs(mark - current) < abs(best.pass_mark - current))):
            rounded = round(mark, 4)  # readable, unless rounding would cross a score
            shown = rounded if (previous < rounded <= score or not index) else mark
            best = BestPassMark(shown, value)
        while index < len(ordered) and ordered[index].score == score:
            below_pass += ordered[index].label == "pass"
            below_fail += ordered[index].label == "fail"
            index += 1
        previous = score
    return best


@dataclass(frozen=True)
class LabelAgreement:
    """How far a judge's pass/fail labels agree with people's, for one criterion or for all
    pairs together: every figure the calibration reports."""

    pairs: int
    ungraded: int
    gold_pass: int
    gold_fail: int
    accuracy: float | None
    kappa: float | None
    kappa_ci: tuple[float, float] | None
    kappa_note: str | None
    confusion: Confusion
    length_correlation: float | None
    gold_length_correlation: float | None
    best_pass_mark: BestPassMark | None


def agreement(observations: Sequence[Observation], *, ungraded: int = 0,
              pass_mark: float = DEFAULT_PASS_MARK) -> LabelAgreement:
    """The figures of `observations` (the scored pairs); `ungraded` pairs are only counted."""
    confusion = Confusion.of(observations, pass_mark)
    value = kappa(confusion)
    lengths = [float(seen.length) for seen in observations]
    gold_pass = sum(seen.label == "pass" for seen in observations)
    return LabelAgreement(
        pairs=len(observations), ungraded=ungraded, gold_pass=gold_pass,
        gold_fail=len(observations) - gold_pass, accuracy=accuracy(confusion), kappa=value,
        kappa_ci=kappa_interval(confusion),
        kappa_note=None if value is not None else (UNDEFINED_KAPPA if observations
                                                   else NO_PAIRS),
        confusion=confusion,
        length_correlation=spearman([seen.score for seen in observations], lengths),
        gold_length_correlation=spearman(
            [float(seen.label == "pass") for seen in observations], lengths),
        best_pass_mark=best_pass_mark(observations, pass_mark))
