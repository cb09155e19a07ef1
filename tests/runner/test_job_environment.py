"""An earlier step of the job chooses nothing: under GitHub Actions the cache secret, the judge's
key and its endpoint come from the action's inputs, never from variables an earlier step could
set through `$GITHUB_ENV` (a step that runs the pull request's own code can). Each test plays
the attack end to end against the fake GitHub and two loopback Messages APIs: the attacker's
(which answers every pair with a perfect verdict) and the real judge's."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.fakes.github_api import FakeGitHub
from tests.fakes.messages_api import FakeMessagesAPI
from tests.runner.conftest import BASE_SHA, REPO, Runner, assert_valid_grade_json
from tests.runner.test_sealed_process import plant_agreement_record

KEY = "sk-ant-the-real-key-0123"
ENFORCED = "grade:\n  fail_on_below_threshold: true\n  sweep_max_rounds: 0\n" \
           "gate:\n  stability:\n    repeats: 0\n"


@pytest.fixture
def attacker() -> Iterator[FakeMessagesAPI]:
    """The attacker's endpoint: a perfect verdict for every pair."""
    with FakeMessagesAPI(score=lambda _criterion, _artifact: 1.0) as api:
        yield api


@pytest.fixture
def judge() -> Iterator[FakeMessagesAPI]:
    """The real judge, which finds every drafted doc below the bar."""
    with FakeMessagesAPI(score=lambda _criterion, _artifact: 0.1) as api:
        yield api


@pytest.fixture(autouse=True)
def enforced_bar(github: FakeGitHub) -> None:
    github.put_file(REPO, "signalforge.yml", BASE_SHA, ENFORCED)


def calls(api: FakeMessagesAPI) -> int:
    return sum(1 for r in api.requests if r.path == "/v1/messages")


def test_an_earlier_steps_cache_secret_does_not_sign_the_cache(
    runner_env: Runner, attacker: FakeMessagesAPI, judge: FakeMessagesAPI,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The earlier step runs its own copy of the gate (any code can) with a secret it chose:
    # the cache fills with perfect verdicts signed under that secret.
    monkeypatch.setenv("GITHUB_ACTIONS", "")
    monkeypatch.setenv("INPUT_COMMENT", "off")
    monkeypatch.setenv("INPUT_CHECK-RUN", "false")
    monkeypatch.setenv("INPUT_JUDGE", "anthropic")
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-anything-at-all")
    monkeypatch.setenv("ANTHROPIC_BASE_URL", attacker.base_url)
    monkeypatch.setenv("SIGNALFORGE_GATE_CACHE_SECRET", "chosen-by-the-pull-request")
    forged = runner_env.run()
    assert forged.exit_code == 0, forged.stderr
    stored = calls(attacker)
    assert stored > 0
    # ... and leaves SIGNALFORGE_GATE_CACHE_SECRET in $GITHUB_ENV. The gate's step: the key
    # from a secret, no cache-secret input (the quick start).
    monkeypatch.setenv("GITHUB_ACTIONS", "true")
    monkeypatch.delenv("ANTHROPIC_API_KEY")
    monkeypatch.setenv("INPUT_ANTHROPIC-API-KEY", KEY)
    monkeypatch.setenv("INPUT_ANTHROPIC-BASE-URL", judge.base_url)
    run = runner_env.run()

    report = runner_env.grade_json
    assert_valid_grade_json(report)
    assert report["usage"]["cache_hits"] == 0
    assert report["usage"]["cache_rejected"] > 0
    assert calls(judge) >= report["usage"]["cache_rejected"]
    assert report["verdict"]["docs"]["state"] == "fail"
    assert run.exit_code == 1
    assert any(note.startswith("SIGNALFORGE_GATE_CACHE_SECRET was set in the job's environment "
                               "and ignored") for note in report["notes"])


def test_an_earlier_steps_endpoint_never_receives_the_key_nor_decides_the_grade(
    runner_env: Runner, attacker: FakeMessagesAPI, judge: FakeMessagesAPI,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("ANTHROPIC_BASE_URL", attacker.base_url)  # from $GITHUB_ENV
    monkeypatch.setenv("INPUT_ANTHROPIC-API-KEY", KEY)
    monkeypatch.setenv("INPUT_ANTHROPIC-BASE-URL", judge.base_url)
    run = runner_env.run()

    assert attacker.requests == []
    assert calls(judge) > 0
    assert {r.headers.get("authorization") for r in judge.requests} == {f"Bearer {KEY}"}
    report = runner_env.grade_json
    assert report["docs"]["report"]["judge"] == "anthropic"
    assert report["verdict"]["docs"]["state"] == "fail"
    assert run.exit_code == 1
    assert any(note.startswith("ANTHROPIC_BASE_URL was set in the job's environment and "
                               "ignored: under GitHub Actions only the anthropic-base-url "
                               "input decides it") for note in report["notes"])
    assert "ANTHROPIC_BASE_URL was set" in runner_env.summary


def test_without_a_key_input_an_earlier_steps_key_and_endpoint_are_not_a_judge(
    runner_env: Runner, attacker: FakeMessagesAPI, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-the-attackers-own")
    monkeypatch.setenv("ANTHROPIC_BASE_URL", attacker.base_url)
    runner_env.run()

    assert attacker.requests == []
    report = runner_env.grade_json
    assert report["docs"]["report"]["judge"] == "heuristic"
    assert {note.split(" was set", 1)[0] for note in report["notes"]} >= {
        "ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL"}


def test_outside_actions_the_variables_still_choose(
    runner_env: Runner, judge: FakeMessagesAPI, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """On a laptop or in another CI the environment is the user's own: the documented
    variables keep working there."""
    monkeypatch.setenv("GITHUB_ACTIONS", "")
    monkeypatch.setenv("INPUT_COMMENT", "off")
    monkeypatch.setenv("INPUT_CHECK-RUN", "false")
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
    monkeypatch.setenv("ANTHROPIC_BASE_URL", judge.base_url)
    runner_env.run()

    report = runner_env.grade_json
    assert report["docs"]["report"]["judge"] == "anthropic"
    assert calls(judge) > 0
    assert not any("was set in the job's environment" in note for note in report["notes"])


def test_an_earlier_steps_cache_secret_states_no_agreement_figure(
    runner_env: Runner, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Channel 15 inside the run: the agreement statement reads the run's environment, not
    the process's, so the variable the notes call ignored is ignored there too."""
    secret = "chosen-by-the-pull-request"
    plant_agreement_record(Path(os.environ["XDG_CACHE_HOME"]) / "signalforge-gate", secret)
    monkeypatch.setenv("SIGNALFORGE_GATE_CACHE_SECRET", secret)
    runner_env.run()

    report = runner_env.grade_json
    assert report["docs"]["agreement"]["source"] != "recorded"
    assert "0.99" not in report["docs"]["agreement"]["statement"]
    assert any(note.startswith("SIGNALFORGE_GATE_CACHE_SECRET was set in the job's environment "
                               "and ignored") for note in report["notes"])
