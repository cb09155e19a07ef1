"""Small drafted docs and configurations for the trust checks' tests: column descriptions
built by hand (so each pair's text is known) and a one-criterion rubric, graded end to end
through `grade_artifacts`, the real SDK and the loopback fake Messages API."""

from __future__ import annotations

import json
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from gate.configure.config import GateConfig, parse_config
from gate.docs.artifacts import Artifact
from gate.docs.models import GradingReport
from gate.docs.pipeline import grade_artifacts
from tests.fakes.messages_api import FakeMessagesAPI, Reply


def columns(count: int) -> list[Artifact]:
    return [Artifact(f"column.c{n}.description", "column_description",
                     f"Column {n} holds the order total in cents, before refunds (item {n}).",
                     "models/orders.yml", n + 2, "orders", subject=f"c{n}")
            for n in range(count)]


def config(gate: str = "", grade: str = "", *, repeats: int = 0) -> GateConfig:
    """One criterion, one call at a time (scripted replies answer in order), no sweep, and
    no settling of close calls unless `repeats` says so."""
    text = ("grade:\n  max_concurrent_calls: 1\n  sweep_max_rounds: 0\n"
            "  rubric:\n    - {id: clarity, criterion: The text is clear.}\n" + grade +
            f"gate:\n  judge: anthropic\n  stability:\n    repeats: {repeats}\n" + gate)
    return parse_config(text.encode(), display_path="signalforge.yml", ref=None)


def grade(root: Path, artifacts: list[Artifact], settings: GateConfig) -> GradingReport:
    """Graded in a checkout inside `root` (a test's tmp_path), beside the verdict cache the
    tests' XDG_CACHE_HOME puts there, never holding it."""
    checkout = root / "checkout"
    checkout.mkdir(exist_ok=True)
    return grade_artifacts(checkout, artifacts, settings, audit=False)


def reply(score: float | None, passed: bool, evidence: str = "",
          reasoning: str = "Scripted verdict.") -> Reply:
    return Reply(json.dumps({"criterion_id": "clarity", "score": score, "passed": passed,
                             "evidence": evidence, "reasoning": reasoning}))


def calls(api: FakeMessagesAPI) -> int:
    return sum(1 for r in api.requests if r.path == "/v1/messages")


class Draws:
    """A judge's scores by artifact text: the n-th ask of a text gets its n-th score (its last
    one after that), so a test decides what the first pass and each repeat answer."""

    def __init__(self, table: dict[str, Sequence[float]]) -> None:
        self.table = table
        self.asked: dict[str, int] = {}
        self.lock = threading.Lock()

    def __call__(self, criterion_id: str, text: str) -> float:
        with self.lock:
            n = self.asked.get(text, 0)
            self.asked[text] = n + 1
        scores = self.table[text]
        return scores[min(n, len(scores) - 1)]


def scored(artifacts: list[Artifact], *draws: Sequence[float]) -> dict[str, Any]:
    return {a.text: d for a, d in zip(artifacts, draws, strict=True)}


#: Four pairs; the bar is 3 of 4 (0.75). Two pass clearly, one fails clearly, one sits at 0.55:
#: a close call whose repeats (0.3, 0.45) pull its median below the mark.
FOUR = [[0.9], [0.8], [0.1], [0.55, 0.3, 0.45]]
BAR = "  min_pass_rate: 0.75\n  min_mean_score: 0.0\n"


def run_four(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, *, repeats: int = 2,
             grade_yaml: str = "", table: list[list[float]] | None = None,
             ) -> tuple[FakeMessagesAPI, GradingReport]:
    """Four column descriptions judged by `table`'s draws (the fake is left running: the
    caller closes it, after counting its calls)."""
    artifacts = columns(4)
    api = FakeMessagesAPI(score=Draws(scored(artifacts, *(table or FOUR))))
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-test-key")
    monkeypatch.setenv("ANTHROPIC_BASE_URL", api.base_url)
    report = grade(tmp_path, artifacts, config(grade=BAR + grade_yaml, repeats=repeats))
    return api, report
