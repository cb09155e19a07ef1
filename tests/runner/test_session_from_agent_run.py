"""`gate.session.source: workflow-artifact`, end to end: the audit graded is the artifact of the
agent's own workflow run, found through GitHub's API (the fake's runs, artifacts and archive
download), and a run that does not pass every check is a missing piece, never a pass and never
a fallback to the audit the pull request commits."""

from __future__ import annotations

import io
import zipfile

import pytest

from tests.fakes.github_actions_api import ArtifactSeed, WorkflowRunSeed
from tests.fakes.github_api import FakeGitHub, PullCommitSeed
from tests.runner.conftest import BASE_SHA, HEAD_SHA, PR, REPO, commit_at_head
from tests.runner.test_audit_provenance import AUDIT, perfect_session
from tests.runner.test_run_verdicts import set_base_config

WORKFLOW = ".github/workflows/agent.yml"
FROM_RUN = ("gate:\n  session:\n    fail_on_below_threshold: true\n"
            "    source: workflow-artifact\n"
            f"    workflow: {WORKFLOW}\n")
RUN_ID = 7_100_000_001


def archive(files: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as bundle:
        for name, data in files.items():
            bundle.writestr(name, data)
    return buffer.getvalue()


@pytest.fixture
def agent_audit(runner_env) -> bytes:
    """The example's real audit, as the agent's run uploaded it."""
    return (runner_env.workspace / AUDIT).read_bytes()


def seed_run(github: FakeGitHub, audit: bytes, **changes: object) -> None:
    run = WorkflowRunSeed(f"{WORKFLOW}@master", HEAD_SHA, event="workflow_dispatch",
                          head_branch="master", id=RUN_ID,
                          artifacts=[ArtifactSeed("cleo-audit",
                                                  archive({"audit-log.jsonl": audit}))])
    for name, value in changes.items():
        setattr(run, name, value)
    github.add_workflow_run(REPO, run)


def test_the_agent_runs_audit_is_graded_and_the_committed_one_is_context_only(
    runner_env, github, agent_audit,
) -> None:
    set_base_config(github, FROM_RUN)
    seed_run(github, agent_audit)
    # The pull request commits a flawless invented audit: it is not what is graded.
    commit_at_head(github, runner_env.workspace, AUDIT,
                   perfect_session("ses_invented", "2026-11-18"))
    run = runner_env.run()
    report = runner_env.grade_json
    assert (run.exit_code, report["verdict"]["session"]["state"]) == (0, "pass")
    session = report["session"]
    assert [(g["sessionId"], g["totalScore"]) for g in session["grades"]] == [
        ("ses_20261118_091203_a41c", 91)]
    provenance = session["provenance"]
    label = f"from the agent's run {RUN_ID} of {WORKFLOW}@master"
    assert (provenance["trust"], provenance["label"]) == ("agent-run", label)
    assert provenance["run"]["event"] == "workflow_dispatch"
    assert session["sources"] == [f"cleo-audit (run {RUN_ID})/audit-log.jsonl"]
    # "@" is kept from mentioning anyone in the comment (a zero-width space follows it).
    shown = f"Source: **from the agent's run {RUN_ID} of {WORKFLOW}@\u200bmaster**"
    assert shown in github.comments(REPO, PR)[0]["body"]
    assert shown in runner_env.summary
    assert "a committed audit is context only, not graded" in " ".join(report["notes"])
    # The archive was fetched from the storage host without the token (it refuses one).
    (stored,) = github.requests_matching("GET", r"^/_storage/")
    assert "authorization" not in stored.headers


@pytest.mark.parametrize(("changes", "why"), [
    ({"head_sha": BASE_SHA}, f"GitHub lists no run of {WORKFLOW} for the head commit"),
    ({"path": ".github/workflows/other.yml@master"}, f"GitHub lists no run of {WORKFLOW}"),
    ({"event": "push"}, "was triggered by 'push', which gate.session.events does not accept"),
    ({"path": f"{WORKFLOW}@feature"}, "as feature has it, not as the default branch"),
    ({"artifacts": []}, "uploaded no artifact named 'cleo-audit'"),
    ({"artifacts": [ArtifactSeed("cleo-audit", b"", expired=True)]}, "has expired"),
])
def test_a_run_that_fails_a_check_is_missing_never_a_pass(runner_env, github, agent_audit,
                                                          changes, why) -> None:
    set_base_config(github, FROM_RUN)
    seed_run(github, agent_audit, **changes)
    run = runner_env.run()
    report = runner_env.grade_json
    assert (run.exit_code, report["verdict"]["session"]["state"]) == (3, "inconclusive")
    assert report["session"]["grades"] == []
    (missing,) = report["session"]["findings"]
    assert missing["kind"] == "missing"
    assert why in missing["why"]


def test_a_workflow_the_pull_request_changed_gives_no_trusted_run(runner_env, github,
                                                                  agent_audit) -> None:
    """Where GitHub names no ref, the workflow at the run's head must be the default
    branch's byte for byte."""
    set_base_config(github, FROM_RUN)
    seed_run(github, agent_audit, path=WORKFLOW)
    github.put_file(REPO, WORKFLOW, "master", "on: workflow_dispatch\n")
    github.put_file(REPO, WORKFLOW, HEAD_SHA, "on: pull_request\n")
    assert runner_env.run().exit_code == 3
    (missing,) = runner_env.grade_json["session"]["findings"]
    assert "the pull request changed the job that uploaded the audit" in missing["why"]


def test_an_unchanged_workflow_without_a_named_ref_is_trusted(runner_env, github,
                                                             agent_audit) -> None:
    set_base_config(github, FROM_RUN)
    seed_run(github, agent_audit, path=WORKFLOW)
    github.put_file(REPO, WORKFLOW, "master", "on: workflow_dispatch\n")
    github.put_file(REPO, WORKFLOW, HEAD_SHA, "on: workflow_dispatch\n")
    assert runner_env.run().exit_code == 0
    assert runner_env.grade_json["session"]["provenance"]["trust"] == "agent-run"


def test_an_artifact_climbing_out_of_its_folder_is_refused(runner_env, github, agent_audit
                                                          ) -> None:
    set_base_config(github, FROM_RUN)
    seed_run(github, agent_audit, artifacts=[ArtifactSeed("cleo-audit", archive(
        {"../../outside.jsonl": agent_audit}))])
    assert runner_env.run().exit_code == 2  # the run's input could not be graded
    (refused,) = runner_env.grade_json["session"]["findings"]
    assert "climbs out of the artifact" in refused["why"]
    assert runner_env.grade_json["session"]["grades"] == []


def test_the_source_is_validated_with_the_rest_of_the_configuration(runner_env, github
                                                                    ) -> None:
    set_base_config(github, "gate:\n  session:\n    source: workflow-artifact\n")
    assert runner_env.run().exit_code == 2
    assert "gate.session.workflow" in runner_env.grade_json["findings"][0]["why"]


EARLIER = "1" * 40  # the commit the agent's run started on; it then pushed the head


@pytest.mark.parametrize(("pull_numbers", "graded"), [([PR], True), ([PR + 1], False),
                                                      ([], False)])
def test_a_run_that_started_on_an_earlier_commit_counts_only_when_it_names_this_pull_request(
    runner_env, github, agent_audit, pull_numbers, graded,
) -> None:
    """An agent's run pushes its commits after it starts, so GitHub gives it the commit it
    started on; a `pull_request_target` run for this pull request, on one of its commits,
    is the agent's run for it. One for another pull request is not."""
    set_base_config(github, FROM_RUN)
    github.set_commits(REPO, PR, [PullCommitSeed(EARLIER, "2026-11-18T09:10:00Z", "Start"),
                                  PullCommitSeed(HEAD_SHA, "2026-11-18T09:20:41Z", "Docs")])
    seed_run(github, agent_audit, head_sha=EARLIER, event="pull_request_target",
             pull_numbers=pull_numbers)
    run = runner_env.run()
    session = runner_env.grade_json["session"]
    assert bool(session["grades"]) is graded
    assert run.exit_code == (0 if graded else 3)
    if graded:
        assert session["provenance"]["run"]["head_sha"] == EARLIER


def test_the_session_audit_input_is_not_read_when_the_source_is_the_agents_run(
    runner_env, github, agent_audit, monkeypatch,
) -> None:
    set_base_config(github, FROM_RUN)
    seed_run(github, agent_audit)
    written = runner_env.workspace / "downloaded.jsonl"
    written.write_text(perfect_session("ses_written_by_a_step", "2026-11-18"))
    monkeypatch.setenv("INPUT_SESSION-AUDIT", "downloaded.jsonl")
    assert runner_env.run().exit_code == 0
    report = runner_env.grade_json
    assert [g["sessionId"] for g in report["session"]["grades"]] == ["ses_20261118_091203_a41c"]
    assert any("the session-audit input was not read" in n for n in report["notes"])
