"""The offline floor holds every judge whose verdict is a grader's word (`Judge.graders_word`),
whatever its name: the `scores` judge is deterministic (a file read twice gives the same
scores) and is still someone's word, so a placeholder its file passes is failed; the offline
judge's own verdicts are the checks themselves and are left as they are."""

from __future__ import annotations

import json
from pathlib import Path

from gate.docs.judges.anthropic import AnthropicJudge
from gate.docs.judges.flowmcp import ScoresJudge
from gate.docs.judges.offline.heuristic import HeuristicJudge
from tests.docs.conftest import candidate, write_candidate
from tests.docs.judges.test_scores_protocol import answer, prompts_for

PLACEHOLDER = "col_0"


def workspace(tmp_path: Path) -> Path:
    document = candidate(columns=2)
    document["columns"][0]["description"] = "TODO"
    write_candidate(tmp_path, document)
    return tmp_path


def test_a_deterministic_graders_pass_on_a_placeholder_is_floored(cli, tmp_path) -> None:  # type: ignore[no-untyped-def]
    root = workspace(tmp_path)
    folder = root / "prompts"
    for document in prompts_for(cli, root).values():
        answer(document, folder, score=5.0)
    run = cli("docs", str(root), "--judge", "scores", "--scores", str(folder), "--json")
    report = json.loads(run.stdout)
    floored = [r for r in report["results"] if r["floor"] == "offline"]
    assert {r["artifact_id"] for r in floored} == {f"column.{PLACEHOLDER}.description"}
    assert all(r["judge_score"] == 1.0 and r["judge_passed"] and not r["passed"]
               for r in floored)


def test_the_offline_judges_own_verdicts_are_not_floored(cli, tmp_path) -> None:  # type: ignore[no-untyped-def]
    run = cli("docs", str(workspace(tmp_path)), "--judge", "heuristic", "--json")
    report = json.loads(run.stdout)
    placeholder = [r for r in report["results"]
                   if r["artifact_id"] == f"column.{PLACEHOLDER}.description"]
    assert placeholder
    assert not any(r["passed"] for r in placeholder)
    assert all(r["floor"] is None for r in report["results"])


def test_each_judge_says_whether_its_verdict_is_a_graders_word() -> None:
    assert (AnthropicJudge.graders_word, ScoresJudge.graders_word) == (True, True)
    assert ScoresJudge.deterministic  # so `deterministic` could not tell the floor this
    assert HeuristicJudge.graders_word is False
