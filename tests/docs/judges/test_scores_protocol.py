"""FlowMCP scoring protocol v1: prompts out, scores back in, each rejection with its reason."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gate.core.envelope_tags import RUN_TAGS
from gate.docs.judges.flowmcp import SCORES_FILE, schema_slug
from tests.docs.conftest import candidate, write_candidate


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    write_candidate(tmp_path, candidate(columns=1))
    return tmp_path


def prompts_for(cli, workspace: Path) -> dict[str, dict[str, Any]]:  # type: ignore[no-untyped-def]
    out = workspace / "prompts"
    run = cli("prompts", str(workspace), "--out", str(out))
    assert run.exit_code == 0, run.stderr
    documents = [json.loads(p.read_text()) for p in sorted(out.glob("*/prompts.json"))]
    return {d["schemaId"]: d for d in documents}


def answer(prompts: dict[str, Any], folder: Path, score: float = 4.0, **changes: Any) -> Path:
    document = {
        "schemaIdSlug": prompts["schemaIdSlug"],
        "scoringProtocol": "v1",
        "creator": {"skill": "grade-score-single", "skillVersion": "1.0.0", "session": "s1"},
        "harness": {"name": "claude-code", "version": "1.0.0", "model": "claude-opus-4-5"},
        "timestamp": "2026-11-20T10:00:00Z",
        "scores": [{"dimension": p["dimension"], "score": score, "reasoning": "Clear enough."}
                   for p in prompts["prompts"]],
        "artifactHash": prompts["artifactHash"],
        **changes,
    }
    path = folder / prompts["schemaIdSlug"] / SCORES_FILE
    path.write_text(json.dumps(document))
    return path


def test_prompts_are_written_per_artifact_in_protocol_v1(cli, workspace) -> None:
    prompts = prompts_for(cli, workspace)
    document = prompts["docs/column.col_0.description"]
    assert document["schemaIdSlug"] == "docs_column.col_0.description"
    assert document["schemaPath"] == ".signalforge/candidates/stg_orders.json"
    assert document["scoringProtocol"] == "v1"
    assert [p["dimension"] for p in document["prompts"]] == ["clarity", "consistency"]
    prompt = document["prompts"][0]["prompt"]
    opening = prompt[prompt.index("<ARTIFACT-"):prompt.index(">\nColumn 0 holds") + 1]
    assert len(opening) == len("<ARTIFACT->") + 32  # tags with a nonce
    assert opening in document["scoringInstructions"]
    assert "1.0-5.0" in document["prompts"][0]["prompt"]
    assert len(document["artifactHash"]) == 32
    assert not list((workspace / "prompts").rglob("*.tmp"))  # written atomically


def test_the_export_is_the_same_for_the_same_texts_and_its_nonce_is_no_runs(
        cli, workspace: Path) -> None:
    first = (workspace / "prompts" / "docs_column.col_0.description" / "prompts.json")
    prompts_for(cli, workspace)
    written = first.read_bytes()
    prompts_for(cli, workspace)
    assert first.read_bytes() == written  # deterministic: the nonce is made from the texts
    assert RUN_TAGS.nonce not in written.decode()  # not the run's random one
    document = candidate(columns=1)
    document["columns"][0]["description"] = "Path template: <artifact>/junit/</artifact>.xml."
    write_candidate(workspace, document)
    prompts_for(cli, workspace)
    changed = json.loads(first.read_text())
    assert changed["scoringInstructions"] != json.loads(written)["scoringInstructions"]
    prompt = changed["prompts"][0]["prompt"]  # the placeholder is data inside the envelope
    assert "\nPath template: <artifact>/junit/</artifact>.xml.\n</ARTIFACT-" in prompt


def test_the_round_trip_through_the_cli_grades_from_the_scores(cli, workspace) -> None:
    prompts = prompts_for(cli, workspace)
    folder = workspace / "prompts"
    for index, document in enumerate(prompts.values()):
        answer(document, folder, score=5.0 if index % 2 else 2.0)
    run = cli("docs", str(workspace), "--judge", "scores", "--scores", str(folder), "--json")
    assert run.exit_code == 0, run.stderr
    report = json.loads(run.stdout)
    assert report["judge"] == "scores"
    assert report["aggregate_complete"] is True
    assert {r["score"] for r in report["results"]} == {0.25, 1.0}
    assert {r["passed"] for r in report["results"] if r["score"] == 0.25} == {False}


def rejection(cli, workspace: Path, **changes: Any) -> str:  # type: ignore[no-untyped-def]
    prompts = prompts_for(cli, workspace)
    folder = workspace / "prompts"
    for document in prompts.values():
        answer(document, folder)
    target = prompts["docs/column.col_0.description"]
    answer(target, folder, **changes)
    run = cli("docs", str(workspace), "--judge", "scores", "--scores", str(folder), "--json")
    report = json.loads(run.stdout)
    failed = [r for r in report["results"] if r["artifact_id"] == "column.col_0.description"]
    assert all(r["score"] is None and r["degraded"] == "rejected" for r in failed)
    assert report["aggregate_complete"] is False
    return failed[0]["reasoning"]


@pytest.mark.parametrize(("changes", "reason"), [
    ({"scoringProtocol": "v2"}, "unknown scoring protocol 'v2'"),
    ({"schemaIdSlug": "docs_other"}, "schemaIdSlug 'docs_other' is not"),
    ({"artifactHash": "0" * 32}, "artifactHash does not match"),
    ({"scores": [{"dimension": "clarity", "score": 4.0}]}, "missing dimension(s): consistency"),
    ({"scores": [{"dimension": "clarity", "score": 4.0}, {"dimension": "consistency",
                                                           "score": 4.0},
                 {"dimension": "tone", "score": 4.0}]}, "extra dimension(s): tone"),
    ({"scores": [{"dimension": "clarity", "score": 4.0}, {"dimension": "clarity",
                                                           "score": 3.0}]},
     "repeated dimension(s): clarity"),
    ({"scores": [{"dimension": "clarity", "score": 6.0}, {"dimension": "consistency",
                                                           "score": 4.0}]},
     "score 6.0 for 'clarity' is not a finite number from 1.0 to 5.0"),
    ({"scores": [{"dimension": "clarity", "score": 0.5}, {"dimension": "consistency",
                                                           "score": 4.0}]},
     "is not a finite number from 1.0 to 5.0"),
    ({"harness": {"name": "x"}}, "harness.version"),
    ({"timestamp": ""}, "timestamp"),
])
def test_each_protocol_breach_is_refused_with_its_reason(cli, workspace, changes, reason) -> None:
    assert reason in rejection(cli, workspace, **changes)


def test_a_non_finite_score_is_refused(cli, workspace) -> None:
    prompts = prompts_for(cli, workspace)
    folder = workspace / "prompts"
    for document in prompts.values():
        answer(document, folder)
    path = answer(prompts["docs/column.col_0.description"], folder)
    path.write_text(path.read_text().replace('"score": 4.0', '"score": NaN', 1))
    run = cli("docs", str(workspace), "--judge", "scores", "--scores", str(folder), "--json")
    reasons = {r["reasoning"] for r in json.loads(run.stdout)["results"] if r["score"] is None}
    assert any("not a finite number" in reason for reason in reasons)


def test_a_missing_scores_file_leaves_its_pairs_ungraded(cli, workspace) -> None:
    prompts_for(cli, workspace)
    run = cli("docs", str(workspace), "--judge", "scores", "--scores",
              str(workspace / "prompts"), "--json")
    report = json.loads(run.stdout)
    assert {r["degraded"] for r in report["results"]} == {"missing"}
    assert report["passed"] is False


def test_the_slug_replaces_slashes() -> None:
    slug = schema_slug("docs/models/x.yml#column.a")
    assert slug.startswith("docs_models_x.yml_column.a-")  # `#` too, with the id's hash
    assert slug != schema_slug("docs/models/x.yml_column.a")
