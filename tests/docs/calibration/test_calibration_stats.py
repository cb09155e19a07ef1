"""The statistics of `calibrate`, against values computed by hand.

The kappa example is the textbook one (50 items, 20 agreed yes, 15 agreed no, 5 and 10 split):
p_o = 0.7, p_e = 0.5, kappa = 0.4, and Cohen's standard error sqrt(0.7 * 0.3 / (50 * 0.25)).
"""

from __future__ import annotations

import math

import pytest

from gate.docs.calibration.gold_sets.stats import (
    NO_PAIRS,
    UNDEFINED_KAPPA,
    Z_95,
    Confusion,
    Observation,
    accuracy,
    agreement,
    best_pass_mark,
    kappa,
    kappa_interval,
    pearson,
    ranks,
    spearman,
)

TEXTBOOK = Confusion(gold_pass_judge_pass=20, gold_pass_judge_fail=5,
                     gold_fail_judge_pass=10, gold_fail_judge_fail=15)


def seen(label: str, score: float, length: int = 10) -> Observation:
    return Observation(label, score, length)  # type: ignore[arg-type]


def test_the_textbook_example_gives_its_kappa_and_interval() -> None:
    assert accuracy(TEXTBOOK) == pytest.approx(0.7)
    assert TEXTBOOK.chance_agreement() == pytest.approx(0.5)
    assert kappa(TEXTBOOK) == pytest.approx(0.4)
    error = math.sqrt(0.7 * 0.3 / (50 * 0.25))
    low, high = kappa_interval(TEXTBOOK) or (None, None)
    assert (low, high) == (pytest.approx(0.4 - Z_95 * error), pytest.approx(0.4 + Z_95 * error))
    assert (round(low, 3), round(high, 3)) == (0.146, 0.654)


def test_total_disagreement_is_minus_one_and_the_interval_is_clipped() -> None:
    opposite = Confusion(0, 5, 5, 0)
    assert kappa(opposite) == pytest.approx(-1.0)
    assert kappa_interval(opposite) == (pytest.approx(-1.0), pytest.approx(-1.0))


def test_a_judge_that_always_passes_has_kappa_zero_not_undefined() -> None:
    # the person used both labels, so chance agreement is below 1 and kappa is defined
    always = Confusion(3, 0, 2, 0)
    assert accuracy(always) == pytest.approx(0.6)
    assert kappa(always) == pytest.approx(0.0)


def test_one_label_on_both_sides_makes_kappa_undefined_without_dividing_by_zero() -> None:
    only_passes = Confusion(7, 0, 0, 0)
    assert accuracy(only_passes) == 1.0
    assert kappa(only_passes) is None
    assert kappa_interval(only_passes) is None
    figures = agreement([seen("pass", 0.9), seen("pass", 0.8)])
    assert (figures.kappa, figures.kappa_ci, figures.kappa_note) == (None, None, UNDEFINED_KAPPA)


def test_no_pairs_gives_no_figures_and_says_why() -> None:
    figures = agreement([], ungraded=4)
    assert (figures.pairs, figures.ungraded, figures.accuracy, figures.kappa) == (0, 4, None, None)
    assert figures.kappa_note == NO_PAIRS
    assert figures.best_pass_mark is None
    assert figures.length_correlation is None
    assert accuracy(Confusion()) is None
    assert kappa(Confusion()) is None


def test_the_confusion_matrix_counts_a_score_on_the_mark_as_a_pass() -> None:
    confusion = Confusion.of([seen("pass", 0.5), seen("pass", 0.49), seen("fail", 0.5),
                              seen("fail", 0.1), seen("fail", 0.0)], 0.5)
    assert confusion == Confusion(1, 1, 1, 2)


def test_ranks_average_ties() -> None:
    assert ranks([10, 20, 20, 30]) == [1.0, 2.5, 2.5, 4.0]
    assert ranks([3, 1, 2]) == [3.0, 1.0, 2.0]


def test_pearson_and_spearman_against_hand_values() -> None:
    assert pearson([1, 2, 3], [2, 4, 6]) == pytest.approx(1.0)
    assert pearson([1, 2, 3], [6, 4, 2]) == pytest.approx(-1.0)
    # ranks of y: [1, 2, 3.5, 5, 3.5]; sxy = 8, sxx = 10, syy = 9.5
    assert spearman([1, 2, 3, 4, 5], [5, 6, 7, 8, 7]) == pytest.approx(8 / math.sqrt(95))


def test_a_constant_side_has_no_correlation() -> None:
    assert pearson([1, 2, 3], [0.8, 0.8, 0.8]) is None
    assert spearman([0.8, 0.8], [10, 20]) is None
    assert pearson([1], [2]) is None


def test_the_best_pass_mark_separates_the_labels() -> None:
    observations = [seen("fail", 0.1), seen("fail", 0.3), seen("pass", 0.45),
                    seen("pass", 0.7), seen("pass", 0.9)]
    best = best_pass_mark(observations)
    assert best is not None
    assert (best.pass_mark, best.kappa) == (pytest.approx(0.375), pytest.approx(1.0))
    # at the default mark 0.45 counts as a fail, so kappa there is lower
    assert kappa(Confusion.of(observations, 0.5)) < best.kappa


def test_equal_kappas_go_to_the_mark_nearest_the_current_one() -> None:
    # cuts at 0.3 and 0.7 both give kappa 0.5 (by hand: p_o 3/4, p_e 1/2)
    observations = [seen("fail", 0.2), seen("pass", 0.4), seen("fail", 0.6), seen("pass", 0.8)]
    assert best_pass_mark(observations, current=0.4) == best_pass_mark(observations, 0.35)
    low, high = best_pass_mark(observations, current=0.4), best_pass_mark(observations, 0.6)
    assert low is not None
    assert high is not None
    assert (low.pass_mark, high.pass_mark) == (pytest.approx(0.3), pytest.approx(0.7))
    assert low.kappa == high.kappa == pytest.approx(0.5)


def test_the_best_mark_is_none_when_no_mark_defines_kappa() -> None:
    assert best_pass_mark([seen("pass", 0.9)]) is None  # the one cut passes the one pair
    assert best_pass_mark([]) is None
    # one label only, but two scores: the cut between them disagrees once, kappa 0
    mixed = best_pass_mark([seen("pass", 0.9), seen("pass", 0.7)])
    assert mixed is not None
    assert (mixed.pass_mark, mixed.kappa) == (pytest.approx(0.8), pytest.approx(0.0))


def test_verbosity_bias_is_the_rank_correlation_of_score_and_length() -> None:
    observations = [seen("fail", 0.2, 10), seen("fail", 0.4, 30), seen("pass", 0.8, 20),
                    seen("pass", 0.9, 40)]
    figures = agreement(observations)
    assert figures.length_correlation == pytest.approx(spearman([0.2, 0.4, 0.8, 0.9],
                                                                [10, 30, 20, 40]))
    assert figures.length_correlation == pytest.approx(0.8)
    # the labels against length: ranks [1.5, 1.5, 3.5, 3.5] and [1, 3, 2, 4]
    assert figures.gold_length_correlation == pytest.approx(2 / math.sqrt(20))
    assert (figures.gold_pass, figures.gold_fail, figures.pairs) == (2, 2, 4)
    assert figures.accuracy == 1.0
    assert figures.kappa == pytest.approx(1.0)
