"""The model's second look asked while the pairs are judged, not as a round before them:
through `signalforge-gate docs` against the loopback fake Messages API, counting requests.

- A cold run costs no extra round: the guard's question can be held open until every judge
  call of the run has arrived, and the run still completes with the guard's answer.
- What the guard names is graded exactly as when its answer was known first (the stored
  answer of an earlier run): the verdicts given before it answered are dropped and the pairs
  whose prompt changes asked again without what is withheld.
- A guard that never answers keeps its artifacts' pairs ungraded whatever the judge said
  (`test_guard_and_floor.py`, `test_an_unreadable_guard_answer_is_a_missing_piece…`).
"""

from __future__ import annotations

import json
import shutil
from typing import Any

import pytest

from tests.docs.addressing.test_guard_and_floor import QUIET_ATTEMPT, graded, kept_prompts
from tests.fakes.messages_api import AfterJudged, FakeMessagesAPI, keyword_guard

#: What the fake judge obeys: a pair shown it scores 1.0.
CUE = "obvious to whoever reads it"


@pytest.fixture
def obeying(monkeypatch: pytest.MonkeyPatch) -> Any:
    """A judge that obeys the cue, and a second look that names the text holding it."""
    with FakeMessagesAPI(swayed_by=(CUE,), guard=keyword_guard) as fake:
        monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-test-key")
        monkeypatch.setenv("ANTHROPIC_BASE_URL", fake.base_url)
        yield fake


def judge_calls(api: FakeMessagesAPI) -> int:
    return sum(r.path == "/v1/messages" for r in api.requests)


def grades(report: dict[str, Any]) -> list[tuple[Any, ...]]:
    return [(r["artifact_id"], r["criterion_id"], r["score"], r["passed"], r["reasoning"],
             r["withheld"], r["addresses_judge"], r["addresses_judge_found_by"],
             r["degraded"]) for r in report["results"]]


def test_a_cold_run_costs_no_extra_round_for_the_second_look(cli, tmp_path, obeying) -> None:
    """The guard's question is answered only once every judge call of the run has arrived:
    a run that asked it first, as a round of its own, would never get that far."""
    _, unguarded = graded(cli, tmp_path / "off", "Revenue booked at checkout, in cents.",
                          "gate:\n  docs:\n    guard: off\n")
    calls = judge_calls(obeying)
    assert calls > 2
    obeying.requests.clear()
    obeying.script_guard(AfterJudged(calls))
    ran, report = graded(cli, tmp_path / "on", "Revenue booked at checkout, in cents.")
    assert len(obeying.guard_requests) == 1
    assert report["usage"]["guard_calls"] == 1
    assert report["usage"]["guard_unanswered"] == 0
    assert judge_calls(obeying) == calls  # an answer that names nothing costs nothing more
    assert grades(report) == grades(unguarded), ran.stderr


def test_what_the_second_look_names_is_graded_as_if_it_had_been_named_first(
        cli, tmp_path, obeying) -> None:
    cold_ran, cold = graded(cli, tmp_path, QUIET_ATTEMPT)
    assert len(obeying.guard_requests) == 1
    # The judge saw the cue before the answer came; every verdict it gave on it was dropped.
    assert any(CUE in json.dumps(r.body) for r in obeying.requests)
    kept = kept_prompts(obeying)
    assert not [pair for pair, prompt in kept.items() if CUE in prompt]
    # Asked again: the named artifact's pairs, and those that showed it as a sibling.
    asked_again = {pair for pair in kept
                   if sum(1 for r in obeying.requests
                          if f"artifact_id: {pair[0]}\\n" in json.dumps(r.body)
                          and f"criterion_id: {pair[1]}\\n" in json.dumps(r.body)) > 1}
    assert {a for a, _ in asked_again} == {"column.revenue.description",
                                            "column.placed_at.description",
                                            "model.description"}
    # The same run with the guard's answer known before the first pair: its signed answer is
    # kept, the verdicts are not, so every pair is asked again, on what the judge may see.
    cache = tmp_path / "cache"
    for folder in cache.iterdir():
        if "guard" not in folder.name:
            shutil.rmtree(folder)
    obeying.requests.clear()
    _, first = graded(cli, tmp_path, QUIET_ATTEMPT)
    assert first["usage"]["guard_cache_hits"] == 1
    assert first["usage"]["guard_calls"] == 0
    assert not [r for r in obeying.requests if CUE in json.dumps(r.body)]
    assert grades(cold) == grades(first), cold_ran.stderr
    named = [r for r in cold["results"] if r["artifact_id"] == "column.revenue.description"]
    assert named
    assert all(r["score"] < 1.0 and r["addresses_judge_found_by"] == "model"
                         for r in named)


def test_a_batched_run_asks_the_named_artifact_again_in_one_call(cli, tmp_path, obeying) -> None:
    _, report = graded(cli, tmp_path, QUIET_ATTEMPT, "gate:\n  cost_mode: batched\n")
    named = [r for r in report["results"] if r["artifact_id"] == "column.revenue.description"]
    assert named
    assert all(r["score"] is not None and r["score"] < 1.0 for r in named)
    assert not [pair for pair, prompt in kept_prompts(obeying).items() if CUE in prompt]


def test_a_guard_that_never_answers_keeps_its_pairs_ungraded_whatever_the_judge_said(
        cli, tmp_path, obeying) -> None:
    obeying.script_guard(AfterJudged(10_000, timeout=0.5))
    ran, report = graded(cli, tmp_path, "Revenue booked at checkout, in cents.",
                         "grade:\n  fail_on_below_threshold: true\n")
    assert judge_calls(obeying) > 0  # the judge was asked while the guard was
    assert {r["degraded"] for r in report["results"]} == {"unguarded"}
    assert report["verdict"].startswith("INCONCLUSIVE")
    assert ran.exit_code == 3
