"""Close calls: detected on both sides of each bar, settled by repeats within the ceilings,
decided on medians with their spread, kept in the verdict cache, and said out loud in
grade.json, the comment and the check run."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from gate.docs.artifacts import Artifact
from gate.docs.contract.rubric import Rubric
from gate.docs.judges.anthropic import AnthropicJudge
from gate.docs.judges.checked import CheckedJudge
from gate.docs.judges.flowmcp import ScoresJudge
from gate.docs.judges.offline.heuristic import HeuristicJudge
from gate.docs.models import GradingReport
from gate.docs.trust.close_call import PairScore, is_close_call, near_bar_range
from gate.docs.trust.rules import TrustRules
from tests.docs.trust_helpers import BAR, calls, columns, config, grade, run_four

RULES = TrustRules()


def pairs(*scores: float) -> list[PairScore]:
    return [PairScore("clarity", s, s >= 0.5) for s in scores]


# --- the range and the rule ------------------------------------------------------------------


def test_the_range_flips_every_near_bar_pair_and_stretches_its_score_over_the_band() -> None:
    allowed = near_bar_range(pairs(0.9, 0.55, 0.45, 0.2), RULES, 0.1)
    assert allowed.pairs == 2
    assert allowed.pass_rate == (0.25, 0.75)  # 0.55 fails / 0.45 passes
    assert allowed.mean_score == pytest.approx((0.475, 0.575))  # both at 0.4 / both at 0.6


def test_a_pair_exactly_at_the_margin_is_near_the_bar() -> None:
    assert near_bar_range(pairs(0.6, 0.4), RULES, 0.1).pairs == 2
    assert near_bar_range(pairs(0.61, 0.39), RULES, 0.1).pairs == 0


@pytest.mark.parametrize(("scores", "thresholds", "close"), [
    # pass-rate bar 0.5: 2 of 4 pass; a near-bar pass could fail → close (from above)
    ((0.9, 0.55, 0.2, 0.1), (0.5, 0.0), True),
    # 1 of 4 passes, a near-bar fail could pass → close (from below)
    ((0.9, 0.45, 0.2, 0.1), (0.5, 0.0), True),
    # clear of the bar both ways
    ((0.9, 0.8, 0.2, 0.1), (0.5, 0.0), False),
    ((0.9, 0.55, 0.85, 0.1), (0.5, 0.0), False),  # 3 of 4; at worst 2 of 4 still meets 0.5
    # mean bar 0.5, pass rate off: mean 0.525, near-bar scores could pull it to 0.475
    ((0.7, 0.35, 0.55, 0.5), (0.0, 0.5), True),
    # mean 0.475 below the bar; near-bar scores at the top of the band lift it to 0.525
    ((0.7, 0.25, 0.45, 0.5), (0.0, 0.5), True),
    ((0.9, 0.8, 0.7, 0.85), (0.0, 0.5), False),  # far above the mean bar
    ((0.1, 0.2, 0.15, 0.25), (0.0, 0.5), False),  # far below it
])
def test_a_close_call_is_found_on_both_sides_of_each_bar(scores, thresholds, close) -> None:
    allowed = near_bar_range(pairs(*scores), RULES, 0.1)
    assert is_close_call(allowed, thresholds) is close


def test_nothing_scored_is_never_a_close_call() -> None:
    assert not is_close_call(near_bar_range([], RULES, 0.1), (0.7, 0.5))


# --- settling, end to end --------------------------------------------------------------------


def test_a_close_call_re_asks_the_near_bar_pairs_and_keeps_the_median(monkeypatch,
                                                                        tmp_path) -> None:
    api, report = run_four(monkeypatch, tmp_path)
    with api:
        assert calls(api) == 4 + 2
    settled = report.results[3]
    assert settled.spread is not None
    assert (settled.spread.min, settled.spread.max, settled.spread.n) == (0.3, 0.55, 3)
    assert settled.spread.scores == (0.55, 0.3, 0.45)
    assert (settled.score, settled.passed, settled.near_bar) == (0.45, False, True)
    assert report.close_call
    assert report.signalforge_passed is False  # decided again on the median: 2 of 4 is below 0.75
    assert report.usage.stability_calls == 2
    assert report.usage.calls == 6
    assert [r.spread for r in report.results[:3]] == [None, None, None]  # not near the bar
    allowed = report.near_bar_range
    assert allowed is not None
    assert (allowed.pairs, allowed.margin, allowed.pass_rate) == (1, 0.1, (0.5, 0.75))
    assert allowed.mean_score == pytest.approx((0.55, 0.6))  # 0.45 anywhere in 0.4–0.6


def test_the_estimate_counts_the_repeats(monkeypatch, tmp_path) -> None:
    api, report = run_four(monkeypatch, tmp_path)
    api.close()
    assert report.usage.estimated_calls == 4 + 2
    assert any(n.startswith("close call:") and "(2 calls" in n for n in report.notes)


def test_with_repeats_0_a_close_call_is_said_but_not_settled(monkeypatch, tmp_path) -> None:
    api, report = run_four(monkeypatch, tmp_path, repeats=0)
    with api:
        assert calls(api) == 4
    assert report.close_call
    assert report.results[3].spread is None
    assert report.signalforge_passed  # the one draw decides: 3 of 4
    assert any("gate.stability.repeats is 0" in n for n in report.notes)


def test_a_clear_outcome_is_not_settled(monkeypatch, tmp_path) -> None:
    api, report = run_four(monkeypatch, tmp_path, table=[[0.9], [0.8], [0.95], [0.55, 0.1]])
    with api:
        assert calls(api) == 4  # 3 of 4 pass even if the 0.55 fails: no repeat is worth it
    assert not report.close_call
    assert report.results[3].near_bar
    assert report.usage.stability_calls == 0


def test_the_call_ceiling_caps_the_repeats(monkeypatch, tmp_path) -> None:
    # the addressing guard's one question, four pairs, and room for one repeat of two
    api, report = run_four(monkeypatch, tmp_path, grade_yaml="  max_grade_calls: 6\n")
    with api:
        assert len(api.guard_requests) == 1
        assert calls(api) == 5
    settled = report.results[3]
    assert settled.spread is not None
    assert settled.spread.n == 2
    assert settled.score == pytest.approx(0.425)  # the median of two is their mean
    assert report.usage.stability_calls == 1
    assert report.aggregate_complete  # a repeat cut by a ceiling costs the pair nothing


def test_the_ceiling_caps_the_repeats_of_a_pair_the_cache_answered(monkeypatch,
                                                                  tmp_path) -> None:
    api, _ = run_four(monkeypatch, tmp_path, repeats=0)  # cached: four single draws
    with api:
        warm = grade(tmp_path, columns(4), config(grade=BAR + "  max_grade_calls: 1\n",
                                                  repeats=2))
        assert calls(api) == 4 + 1
    assert warm.usage.stability_calls == 1
    assert warm.usage.estimated_calls == 2  # both repeats, estimated though the pair was cached
    settled = warm.results[3]
    assert settled.spread is not None
    assert settled.spread.n == 2


def test_the_cache_keeps_the_settled_verdict_and_does_not_settle_it_again(monkeypatch,
                                                                           tmp_path) -> None:
    api, cold = run_four(monkeypatch, tmp_path)
    with api:
        warm = grade(tmp_path, columns(4), config(grade=BAR, repeats=2))
        assert calls(api) == 6  # the warm run asked nothing
    assert all(r.cached for r in warm.results)
    assert warm.results[3].spread == cold.results[3].spread
    assert warm.results[3].score == 0.45
    assert warm.close_call  # still within the noise, and said so, without paying again
    assert warm.usage.stability_calls == 0
    note = next(n for n in warm.notes if n.startswith("close call"))
    assert "1 had been decided on their median by an earlier run" in note
    assert "were asked" not in note  # nothing was asked in this run


def test_several_near_bar_pairs_are_each_settled(monkeypatch, tmp_path) -> None:
    table = [[0.9], [0.52, 0.7, 0.6], [0.48, 0.2, 0.3], [0.58, 0.58, 0.4]]
    api, report = run_four(monkeypatch, tmp_path, table=table)
    with api:
        assert calls(api) == 4 + 3 * 2
    assert [r.score for r in report.results] == [0.9, 0.6, 0.3, 0.58]
    assert [r.spread.n if r.spread else 1 for r in report.results] == [1, 3, 3, 3]


def offline(tmp_path: Path, gate_yaml: str = "") -> GradingReport:
    """Three clean descriptions and one too short (0.4) by the heuristic judge."""
    short = Artifact("column.c9.description", "column_description", "Order total.",
                     "models/orders.yml", 20, "orders", subject="c9")
    settings = config(gate_yaml, "  min_pass_rate: 0.8\n", repeats=2)
    settings = replace(settings, gate=settings.gate.model_copy(update={"judge": "heuristic"}))
    return grade(tmp_path, [*columns(3), short], settings)


def test_an_offline_judge_never_reports_a_close_call(tmp_path) -> None:
    """A deterministic judge has no noise: the 0.4 within 0.1 of the mark is the score it
    will always give, so 3 of 4 passing misses the 80 % bar, plainly, and nothing is asked
    again. (Until the judge declared itself deterministic, this run was a 'close call'.)"""
    report = offline(tmp_path)
    assert report.results[3].score == 0.4  # "too short"
    assert all(r.passed for r in report.results[:3])
    assert report.near_bar_range is not None
    assert report.near_bar_range.pairs == 1
    assert not report.close_call
    assert report.usage.calls == report.usage.stability_calls == 0
    assert report.results[3].spread is None
    assert not any("close call" in note for note in report.notes)


def test_a_margin_is_noise_only_for_a_judge_that_has_some() -> None:
    allowed = near_bar_range([PairScore("clarity", 0.9, True), PairScore("clarity", 0.45, False)],
                             TrustRules(), 0.1)
    assert is_close_call(allowed, (0.75, 0.0))
    assert not is_close_call(allowed, (0.75, 0.0), deterministic=True)


def test_each_judge_declares_whether_it_is_deterministic_and_wrappers_pass_it_on(
        tmp_path) -> None:
    assert HeuristicJudge.deterministic is True
    assert ScoresJudge.deterministic is True
    assert AnthropicJudge.deterministic is False
    inner = ScoresJudge(tmp_path, Rubric.from_config(None, {}, True))
    assert CheckedJudge(inner, TrustRules()).deterministic is True  # type: ignore[arg-type]


def test_an_offline_judge_passes_by_the_pass_mark(tmp_path) -> None:
    report = offline(tmp_path, "  docs:\n    pass_marks: {clarity: 0.35}\n")
    assert report.results[3].passed
    assert report.pass_rate == 1.0
