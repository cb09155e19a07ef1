"""SignalForge's budget keys, acted on: the scaled time budget, the `max_grade_*` ceilings
(planned before the first call from an estimate, checked on the calls actually made), the
bounded sweep that re-asks failed pairs, the cost estimate in `usage`, and the concurrency
setting that wins. Through the real SDK against the loopback Messages API."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

from gate.configure.config import GradeConfig, parse_config
from gate.docs.artifacts import Artifact
from gate.docs.contract.rubric import Rubric
from gate.docs.judges.anthropic import AnthropicJudge
from gate.docs.models import GradingReport
from gate.docs.pipeline import grade_docs
from gate.docs.readers.candidate import extract_candidate
from gate.docs.run.engine import DocsGrader
from gate.docs.seam.budget import (
    TYPICAL_REPLY_TOKENS,
    Ceilings,
    Estimate,
    effective_budget_seconds,
    estimate_call,
)
from gate.docs.seam.judge import CallRecord, JudgeOutcome, JudgeRequest, Verdict
from gate.docs.seam.pricing import PRICES, cost_usd
from tests.docs.conftest import candidate, write_candidate
from tests.fakes.messages_api import Status

RUBRIC = Rubric.from_config(None, {}, with_markdown=False)
NO_WAIT = {"retry-after-ms": "0"}


def artifacts(columns: int = 1) -> list[Artifact]:
    return extract_candidate(json.dumps(candidate(columns=columns), indent=2), "c.json")


def grade(found: list[Artifact], *, concurrency: int = 1, judge: Any = None,
          sleeps: list[float] | None = None, **settings: Any) -> GradingReport:
    config = GradeConfig(**settings)
    chosen = judge or AnthropicJudge(config, RUBRIC)
    slept = sleeps if sleeps is not None else []
    return DocsGrader(chosen, RUBRIC, config, concurrency, sleep=slept.append) \
        .judge_pairs(found)


def pairs_of(report: GradingReport) -> int:
    return len(report.results)


# -- the time budget ------------------------------------------------------------------------

@pytest.mark.parametrize(("settings", "pairs", "concurrency", "expected"), [
    ({}, 0, 10, 60),
    ({}, 1, 10, 80),
    ({}, 220, 10, 60 + 20 * 22),
    ({}, 221, 10, 60 + 20 * 23),
    ({"budget_per_pair_seconds": 0.5}, 3, 1, 62),  # 61.5 rounds up, never down
    ({"total_budget_seconds": 100}, 220, 10, 100),  # an explicit value caps the scaled one
    ({"total_budget_seconds": 1000}, 1, 10, 80),    # ... and never raises it
])
def test_the_budget_scales_with_the_work_and_an_explicit_value_caps_it(
        settings, pairs, concurrency, expected) -> None:
    assert effective_budget_seconds(GradeConfig(**settings), pairs, concurrency) == expected


def test_a_pair_not_started_within_the_budget_names_the_scaled_budget(fake_api) -> None:
    ticks = iter(range(0, 10_000, 7))  # each look at the clock: 7 s later
    found = artifacts()
    config = GradeConfig(budget_base_seconds=1, budget_per_pair_seconds=1.0)
    def clock() -> float:
        return float(next(ticks))

    report = DocsGrader(AnthropicJudge(config, RUBRIC, clock=clock), RUBRIC, config, 1,
                        clock=clock).judge_pairs(found)
    budget = 1 + math.ceil(pairs_of(report) / 1)
    cut = [r for r in report.results if r.degraded == "budget"]
    assert len(cut) >= pairs_of(report) - budget // 7
    assert all(r.score is None for r in cut)
    assert f"grading budget ({budget}s) ran out before this call" in cut[-1].reasoning


# -- ceilings --------------------------------------------------------------------------------

def test_the_call_ceiling_judges_only_that_many_and_the_rest_are_missing(fake_api) -> None:
    report = grade(artifacts(), concurrency=4, max_grade_calls=3)
    assert len(fake_api.requests) == report.usage.calls == 3
    cut = [r for r in report.results if r.score is None]
    assert len(cut) == pairs_of(report) - 3
    assert {r.degraded for r in cut} == {"ceiling"}
    assert all(not r.passed for r in cut)
    assert not report.aggregate_complete
    assert any("grade.max_grade_calls 3" in note and f"{len(cut)} pairs were not judged" in note
               for note in report.notes)


def test_the_cost_ceiling_is_planned_from_the_estimate_before_the_first_call(fake_api) -> None:
    found = artifacts()
    uncapped = grade(found, sweep_max_rounds=0)
    per_call = uncapped.usage.estimated_cost_usd / uncapped.usage.estimated_calls
    fake_api.requests.clear()
    capped = grade(found, max_grade_cost_usd=per_call * 2.5)
    assert len(fake_api.requests) == 2
    assert sum(r.degraded == "ceiling" for r in capped.results) == pairs_of(capped) - 2
    assert capped.usage.estimated_cost_usd == uncapped.usage.estimated_cost_usd
    assert any("grade.max_grade_cost_usd" in note for note in capped.notes)


def test_while_running_no_call_starts_once_actual_spend_reaches_a_ceiling() -> None:
    ceilings = Ceilings(GradeConfig(max_grade_tokens=1000, max_grade_cost_usd=1.0))
    assert ceilings.plan([Estimate(1, 100, 100, 0.01)] * 5) == 5
    assert ceilings.reserve() is None
    ceilings.settle([CallRecord(input_tokens=900, output_tokens=99, cost_usd=0.1)],
                    reserved=True)
    assert ceilings.reserve() is None  # 999 tokens: below the ceiling, a call may start
    ceilings.settle([CallRecord(input_tokens=1, cost_usd=0.0)], reserved=True)
    assert "grade.max_grade_tokens 1000" in str(ceilings.reserve())
    assert ceilings.calls == 2


def test_records_from_a_cache_spend_nothing() -> None:
    ceilings = Ceilings(GradeConfig(max_grade_calls=1))
    ceilings.settle([CallRecord(input_tokens=10**9, cost_usd=10.0, source="verdict cache")],
                    reserved=False)
    assert (ceilings.calls, ceilings.tokens, ceilings.cost_usd) == (0, 0, 0.0)
    assert ceilings.reserve() is None
    assert "grade.max_grade_calls 1" in str(ceilings.reserve())


def test_a_model_without_a_price_cannot_keep_a_cost_ceiling_so_nothing_is_asked(fake_api) -> None:
    report = grade(artifacts(), model="claude-unpriced-9", max_grade_cost_usd=5.0)
    assert fake_api.requests == []
    assert report.usage.estimated_cost_usd is None
    assert {r.degraded for r in report.results} == {"ceiling"}
    assert any("no price is known for claude-unpriced-9" in note for note in report.notes)


class _CacheInFront:
    """A judge wrapper answering some requests without a call, as a verdict cache does."""

    name = "anthropic"
    deterministic = False
    graders_word = True

    def __init__(self, inner: AnthropicJudge, cached: set[str]) -> None:
        self.inner, self.cached, self.model = inner, cached, inner.model

    def needs_call(self, request: JudgeRequest) -> bool:
        return request.criteria[0].id not in self.cached

    def prompt_chars(self, request: JudgeRequest) -> int:
        return self.inner.prompt_chars(request)

    def wants_warm_up(self, request: JudgeRequest) -> bool:
        return False

    def judge(self, request: JudgeRequest, *, deadline: float) -> JudgeOutcome:
        if self.needs_call(request):
            return self.inner.judge(request, deadline=deadline)
        verdicts = {c.id: Verdict(c.id, 0.9, True, "cached", "From the cache.")
                    for c in request.criteria}
        return JudgeOutcome(verdicts, (CallRecord(source="verdict cache"),))


def test_pairs_answered_without_a_call_never_count_against_the_ceilings(fake_api) -> None:
    config = GradeConfig(max_grade_calls=1)
    found = artifacts()
    cached = {c.id for c in RUBRIC.criteria} - {"clarity"}
    judge = _CacheInFront(AnthropicJudge(config, RUBRIC), cached)
    report = DocsGrader(judge, RUBRIC, config, 4).judge_pairs(found)  # type: ignore[arg-type]
    asked = [r for r in report.results if r.criterion_id == "clarity"]
    assert len(asked) == report.usage.estimated_calls == 2
    assert len(fake_api.requests) == report.usage.calls == 1
    assert [r.degraded for r in asked] == [None, "ceiling"]
    assert all(r.score is not None for r in report.results if r.criterion_id in cached)


# -- the cost estimate -----------------------------------------------------------------------

def test_the_estimate_is_in_usage_and_the_notes_either_way(fake_api) -> None:
    report = grade(artifacts())
    usage = report.usage
    assert usage.estimated_calls == usage.calls == len(fake_api.requests)
    assert usage.estimated_output_tokens == TYPICAL_REPLY_TOKENS * usage.estimated_calls
    price = PRICES["claude-sonnet-4-6"]
    assert usage.estimated_cost_usd == pytest.approx(
        (usage.estimated_input_tokens * price.input
         + usage.estimated_output_tokens * price.output) / 1e6, abs=1e-6)
    assert any(note.startswith(f"estimated before the first call: {usage.calls} calls")
               for note in report.notes)


def test_the_estimate_prices_output_tokens_at_the_output_price() -> None:
    sonnet = GradeConfig(model="claude-sonnet-4-6")
    estimate = estimate_call(sonnet, prompt_chars=4000, criteria=1)
    assert (estimate.input_tokens, estimate.output_tokens) == (1000, TYPICAL_REPLY_TOKENS)
    assert estimate.cost_usd == pytest.approx((1000 * 3.00 + TYPICAL_REPLY_TOKENS * 15.00) / 1e6)
    short = estimate_call(GradeConfig(max_output_tokens=50), prompt_chars=0, criteria=2)
    assert short.output_tokens == 100  # never more than max_output_tokens per criterion
    assert cost_usd("claude-haiku-4-5", input_tokens=0, output_tokens=1_000_000,
                    cache_write_tokens=0, cache_read_tokens=0, ttl="1h") == 5.00


# -- the sweep --------------------------------------------------------------------------------

def test_the_sweep_re_asks_failed_pairs_after_a_cooldown(fake_api) -> None:
    fake_api.script(Status(500, NO_WAIT), Status(500, NO_WAIT))
    sleeps: list[float] = []
    report = grade(artifacts(), sleeps=sleeps, max_retries_5xx=0, sweep_cooldown_seconds=0.5)
    assert report.aggregate_complete
    assert len(fake_api.requests) == pairs_of(report) + 2
    assert sleeps == [0.5]


def test_without_sweep_rounds_the_failed_pairs_stay_null(fake_api) -> None:
    fake_api.script(Status(500, NO_WAIT), Status(500, NO_WAIT))
    report = grade(artifacts(), max_retries_5xx=0, sweep_max_rounds=0)
    assert [r.degraded for r in report.results if r.score is None] == ["call_failed"] * 2


def test_the_sweep_stops_after_its_rounds(fake_api) -> None:
    fake_api.script(*[Status(500, NO_WAIT)] * 200)  # the service never recovers
    sleeps: list[float] = []
    report = grade(artifacts(), concurrency=4, sleeps=sleeps, max_retries_5xx=0,
                   sweep_max_rounds=2)
    pairs = pairs_of(report)
    assert len(fake_api.requests) == pairs * 3
    assert sleeps == [2.0, 2.0]
    assert {r.degraded for r in report.results} == {"call_failed"}


def test_the_sweep_never_waits_past_its_budget(fake_api) -> None:
    fake_api.script(Status(500, NO_WAIT))
    sleeps: list[float] = []
    report = grade(artifacts(), sleeps=sleeps, max_retries_5xx=0, sweep_budget_seconds=1,
                   sweep_cooldown_seconds=2.0)
    assert sleeps == []
    assert len(fake_api.requests) == pairs_of(report)
    assert sum(r.score is None for r in report.results) == 1


def test_ceiling_and_budget_cuts_are_never_swept(fake_api) -> None:
    sleeps: list[float] = []
    report = grade(artifacts(), sleeps=sleeps, max_grade_calls=2)
    assert len(fake_api.requests) == report.usage.calls == 2
    assert sleeps == []  # nothing transient: no sweep round, not even its cooldown
    assert {r.degraded for r in report.results} == {None, "ceiling"}


def test_the_rate_limit_retries_default_to_signalforges_six(fake_api) -> None:
    fake_api.script(*[Status(429, NO_WAIT)] * 6)
    report = grade(artifacts()[:1], sweep_max_rounds=0)
    assert report.results[0].score is not None
    assert report.usage.retries == 6


# -- which concurrency wins ------------------------------------------------------------------

@pytest.mark.parametrize(("text", "concurrency", "note"), [
    ("", 10, None),
    ("grade:\n  max_concurrent_calls: 16\n", 16, None),
    ("gate:\n  concurrency: 4\n", 4, "deprecated; set grade.max_concurrent_calls (4)"),
    ("grade:\n  max_concurrent_calls: 16\ngate:\n  concurrency: 4\n", 16,
     "overridden by grade.max_concurrent_calls (16)"),
])
def test_max_concurrent_calls_wins_over_gate_concurrency(text, concurrency, note) -> None:
    config = parse_config(text.encode(), display_path="signalforge.yml", ref=None)
    assert config.concurrency == concurrency
    assert (note is None) == (config.concurrency_note is None)
    if note:
        assert note in str(config.concurrency_note)


def test_the_docs_grade_runs_at_the_winning_concurrency(fake_api, tmp_path: Path) -> None:
    fake_api.latency = 0.05
    relative = write_candidate(tmp_path, candidate(columns=3))
    raw = b"grade:\n  max_concurrent_calls: 2\ngate:\n  judge: anthropic\n  concurrency: 6\n"
    config = parse_config(raw, display_path="signalforge.yml", ref=None)
    _, report = grade_docs(tmp_path, [relative], config, audit=False)
    assert fake_api.max_in_flight == 2
    assert any("gate.concurrency (6) is deprecated" in note for note in report.notes)


@pytest.mark.parametrize("output", [[], ["--quiet"], ["--verbose"]])
@pytest.mark.parametrize("cache", [["--no-cache"], ["--cache-dir", "{cache}"]])
def test_a_run_keeps_the_call_ceiling_whatever_it_prints(fake_api, cli, tmp_path, output,
                                                         cache) -> None:
    # Neither the progress pulse nor the verdict cache may hide from the engine what the judge
    # can say ahead of a call (its prompt's length, whether the cache answers).
    write_candidate(tmp_path, candidate(columns=3))
    (tmp_path / "signalforge.yml").write_text(
        "gate:\n  judge: anthropic\ngrade:\n  max_grade_calls: 4\n")
    cache = [arg.format(cache=tmp_path.parent / f"{tmp_path.name}-cache") for arg in cache]
    done = cli("run", "--workspace", str(tmp_path), "--dry-run", *cache, *output,
               "--grade-json", str(tmp_path / "grade.json"))
    assert done.exit_code == 0, done.stderr
    # the addressing guard's question is one of the four calls the ceiling allows
    assert len(fake_api.requests) + len(fake_api.guard_requests) == 4
    written = json.loads((tmp_path / "grade.json").read_text())
    results = written["docs"]["report"]["results"]
    cut = [r for r in results if r["degraded"] == "ceiling"]
    assert len(cut) == len(results) - len(fake_api.requests) > 0
    assert written["verdict"]["docs"]["state"] == "inconclusive"


def test_with_the_cache_only_the_pairs_it_does_not_hold_are_estimated_and_capped(
        fake_api, cli, tmp_path) -> None:
    write_candidate(tmp_path, candidate(columns=3))
    config = tmp_path / "signalforge.yml"
    config.write_text("gate:\n  judge: anthropic\n")
    args = ("run", "--workspace", str(tmp_path), "--dry-run", "--quiet", "--cache-dir",
            str(tmp_path.parent / f"{tmp_path.name}-cache"), "--grade-json",
            str(tmp_path / "grade.json"))

    def usage() -> dict[str, Any]:
        return json.loads((tmp_path / "grade.json").read_text())["docs"]["report"]["usage"]

    assert cli(*args).exit_code == 0
    cold = usage()
    assert cold["estimated_calls"] == cold["calls"] == len(fake_api.requests) > 4
    # Every pair cached: nothing to estimate, and a ceiling of one call cuts nothing.
    config.write_text("gate:\n  judge: anthropic\ngrade:\n  max_grade_calls: 1\n")
    fake_api.requests.clear()
    assert cli(*args).exit_code == 0
    warm = usage()
    assert (warm["estimated_calls"], warm["calls"], len(fake_api.requests)) == (0, 0, 0)
    results = json.loads((tmp_path / "grade.json").read_text())["docs"]["report"]["results"]
    assert all(r["cached"] and r["degraded"] is None for r in results)
