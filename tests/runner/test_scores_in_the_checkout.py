"""The `scores` judge reads no scores the pull request could have written: a folder inside the
checkout is refused with a finding (the docs check is inconclusive, never passed), as a
verdict cache there is; a folder outside it is read as before. End to end through `run`."""

from __future__ import annotations

import json
from pathlib import Path

from gate.docs.judges.flowmcp import SCORES_FILE
from tests.fakes.github_api import FakeGitHub
from tests.runner.conftest import BASE_SHA, CHANGED, REPO, Runner, assert_valid_grade_json

DOCS = [name for name in CHANGED if not name.startswith(".cleo/")]


def perfect_scores(cli, workspace: Path, folder: Path) -> int:  # type: ignore[no-untyped-def]
    """Full marks for every artifact the change drafts, as FlowMCP v1 `scores.json` files."""
    run = cli("prompts", *(str(workspace / name) for name in DOCS),
              "--workspace", str(workspace), "--out", str(folder))
    assert run.exit_code == 0, run.stderr
    written = 0
    for path in sorted(folder.glob("*/prompts.json")):
        prompts = json.loads(path.read_text())
        (path.parent / SCORES_FILE).write_text(json.dumps({
            "schemaIdSlug": prompts["schemaIdSlug"], "scoringProtocol": "v1",
            "creator": {"skill": "grade-score-single", "skillVersion": "1.0.0",
                        "session": "s1"},
            "harness": {"name": "claude-code", "version": "1.0.0", "model": "any"},
            "timestamp": "2026-11-20T10:00:00Z",
            "scores": [{"dimension": p["dimension"], "score": 5.0, "reasoning": "Perfect."}
                       for p in prompts["prompts"]],
            "artifactHash": prompts["artifactHash"]}))
        written += 1
    assert written > 0
    return written


def scores_judge_config(github: FakeGitHub, folder: str) -> None:
    github.put_file(REPO, "signalforge.yml", BASE_SHA,
                    "grade:\n  fail_on_below_threshold: true\n"
                    f"gate:\n  judge: scores\n  scores_dir: {json.dumps(folder)}\n")


def test_scores_the_pull_request_committed_are_not_read(
        runner_env: Runner, github: FakeGitHub, cli) -> None:  # type: ignore[no-untyped-def]
    scores_judge_config(github, ".signalforge/scores")
    perfect_scores(cli, runner_env.workspace, runner_env.workspace / ".signalforge" / "scores")
    run = runner_env.run()

    report = runner_env.grade_json
    assert_valid_grade_json(report)
    assert report["docs"]["graded"] is False
    assert report["verdict"]["docs"]["state"] == "inconclusive"
    assert report["verdict"]["passed"] is False
    (problem,) = report["docs"]["findings"]
    assert problem["why"].startswith("the scores judge's folder (.signalforge/scores) is inside "
                                     "the checkout being graded")
    assert problem["file"] == "signalforge.yml"
    assert run.exit_code == 2
    assert runner_env.outputs["passed"] == "false"


def test_scores_from_a_folder_outside_the_checkout_are_read(
        runner_env: Runner, github: FakeGitHub, cli, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    outside = tmp_path / "grader-output"
    scores_judge_config(github, str(outside))
    perfect_scores(cli, runner_env.workspace, outside)
    run = runner_env.run()

    report = runner_env.grade_json
    assert report["docs"]["report"]["judge"] == "scores"
    assert report["verdict"]["docs"]["state"] == "pass"
    assert run.exit_code == 0, run.stderr
