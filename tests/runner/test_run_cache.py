"""The verdict cache through `run` as the runner starts it: a re-run on the same pull request
reuses the verdicts, says so in grade.json, the comment and the outputs, and the action's
inputs turn it off or move it. A cache folder inside the checkout is refused."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from gate.docs.seam.verdict_store import LAYOUT
from tests.fakes.github_api import FakeGitHub
from tests.fakes.messages_api import FakeMessagesAPI
from tests.runner.conftest import Runner, assert_valid_grade_json


@pytest.fixture
def llm(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeMessagesAPI]:
    with FakeMessagesAPI() as api:
        monkeypatch.setenv("INPUT_ANTHROPIC-API-KEY", "sk-ant-test-key")
        monkeypatch.setenv("INPUT_JUDGE", "anthropic")
        monkeypatch.setenv("INPUT_ANTHROPIC-BASE-URL", api.base_url)
        yield api


def calls(api: FakeMessagesAPI) -> int:
    return sum(1 for r in api.requests if r.path == "/v1/messages")


def test_a_rerun_reuses_every_verdict_and_says_so(runner_env: Runner, llm: FakeMessagesAPI,
                                                  github: FakeGitHub) -> None:
    first = runner_env.run()
    asked = calls(llm)
    cold = runner_env.grade_json
    (runner_env.home / "output").write_text("")
    second = runner_env.run()

    warm = runner_env.grade_json
    # Pairs with empty drafted text score 0 without a call, so they are never cached.
    judged = [r for r in warm["docs"]["report"]["results"] if r["evaluator"] is not None]
    assert first.exit_code == second.exit_code
    assert asked == cold["usage"]["calls"] == len(judged) > 0
    assert calls(llm) == asked
    assert warm["usage"]["cache_hits"] == len(judged)
    assert warm["usage"]["calls"] == warm["usage"]["cache_misses"] == 0
    assert all(r["cached"] for r in judged)
    assert_valid_grade_json(warm)
    assert runner_env.outputs["cache-hits"] == str(len(judged))
    assert runner_env.outputs["cache-misses"] == "0"
    assert f"0 judged, {len(judged)} from cache" in runner_env.summary
    assert "::group::Judging the drafted docs" in second.stderr


def test_the_cache_input_false_asks_again(runner_env: Runner, llm: FakeMessagesAPI,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    runner_env.run()
    asked = calls(llm)
    monkeypatch.setenv("INPUT_CACHE", "false")
    runner_env.run()

    assert calls(llm) == 2 * asked
    assert runner_env.grade_json["usage"]["cache_hits"] == 0


def test_the_cache_dir_input_moves_the_cache(runner_env: Runner, llm: FakeMessagesAPI,
                                             monkeypatch: pytest.MonkeyPatch,
                                             tmp_path: Path) -> None:
    monkeypatch.setenv("INPUT_CACHE-DIR", str(tmp_path / "elsewhere"))
    runner_env.run()

    assert list((tmp_path / "elsewhere" / LAYOUT).glob("*/*.json"))
    assert not (Path(os.environ["XDG_CACHE_HOME"]) / "signalforge-gate").exists()


def test_a_cache_dir_inside_the_checkout_is_refused_with_a_note(
        runner_env: Runner, llm: FakeMessagesAPI, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("INPUT_CACHE-DIR", str(runner_env.workspace / ".cache"))
    runner_env.run()
    runner_env.run()

    report = runner_env.grade_json
    assert report["usage"]["cache_hits"] == 0
    assert any("verdict cache was not used" in n for n in report["docs"]["report"]["notes"])
    assert not (runner_env.workspace / ".cache").exists()


def test_quiet_silences_the_pulse(runner_env: Runner, llm: FakeMessagesAPI) -> None:
    loud = runner_env.run()
    quiet = runner_env.run("--quiet")
    assert "judging " in loud.stderr
    assert "judging " not in quiet.stderr
    assert "::group::" not in quiet.stderr


def test_the_key_reaches_the_judge_but_never_the_environment(
        runner_env: Runner, llm: FakeMessagesAPI, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    runner_env.run()
    # The SDK sends the key as a bearer token (older versions: x-api-key).
    sent = {r.headers.get("x-api-key") or r.headers.get("authorization", "").removeprefix(
        "Bearer ") for r in llm.requests if r.path == "/v1/messages"}
    assert sent == {"sk-ant-test-key"}  # the action's input, handed to the SDK ...
    assert "ANTHROPIC_API_KEY" not in os.environ  # ... not left for every later process
