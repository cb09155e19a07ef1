"""The workflow files shipped with the project: actions pinned by commit, least privilege."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent.parent
WORKFLOWS = sorted([*ROOT.glob(".github/workflows/*.yml"), *ROOT.glob("examples/workflows/*.yml")])
PINNED = re.compile(r"^[\w.-]+/[\w.-]+(/[\w./-]+)?@[0-9a-f]{40}$")  # owner/repo[/path]@sha
#: The action itself, referenced as users will: this repository (./) or its published tag.
OWN = re.compile(r"^(\./|your-org/signalforge-gate@v\d+(\.\d+\.\d+)?)$")


def steps(workflow: dict) -> list[dict]:  # type: ignore[type-arg]
    return [step for job in workflow["jobs"].values() for step in job.get("steps", [])]


@pytest.mark.parametrize("path", WORKFLOWS, ids=[p.name for p in WORKFLOWS])
def test_third_party_actions_are_pinned_by_commit_sha(path: Path) -> None:
    for step in steps(yaml.safe_load(path.read_text())):
        uses = step.get("uses")
        if uses:
            assert PINNED.match(uses) or OWN.match(uses), f"{path.name}: {uses}"


@pytest.mark.parametrize("path", WORKFLOWS, ids=[p.name for p in WORKFLOWS])
def test_every_workflow_declares_its_permissions(path: Path) -> None:
    workflow = yaml.safe_load(path.read_text())
    assert "permissions" in workflow
    assert workflow["permissions"].get("contents", "read") == "read"


#: The one exception: the example of an agent's own workflow. Only for pull_request_target
#: does GitHub both read a run's workflow from the default branch and list the run under its
#: pull request, which is how the gate finds the agent's run (docs/session-source.md).
AGENT = ROOT / "examples" / "workflows" / "agent-with-cleo.yml"


def test_no_workflow_runs_on_pull_request_target() -> None:
    # pull_request_target runs with secrets and a write token on the base; the fork-safe
    # flow uses workflow_run instead, whose trusted job reads the pull request's files as
    # data and runs nothing from them.
    for path in WORKFLOWS:
        if path != AGENT:
            assert "pull_request_target" not in path.read_text(), path.name


def test_the_agent_example_runs_only_for_a_labelled_branch_of_the_repository() -> None:
    """A fork's pull request never gets the key or the token, and nobody but those who may
    label pull requests starts the agent."""
    workflow = yaml.safe_load(AGENT.read_text())
    assert workflow[True] == {"pull_request_target": {"types": ["labeled"]}}  # YAML's `on`
    (job,) = workflow["jobs"].values()
    assert "github.event.label.name == 'agent'" in job["if"]
    assert "github.event.pull_request.head.repo.full_name == github.repository" in job["if"]
    assert job["permissions"] == {"contents": "write"}


PUBLISH = ROOT / "examples" / "workflows" / "signalforge-gate-publish.yml"


def test_publishing_is_grouped_by_pull_request_and_commit_never_by_branch() -> None:
    workflow = yaml.safe_load(PUBLISH.read_text())
    group = workflow["concurrency"]["group"]
    assert "head_branch" not in PUBLISH.read_text().split("jobs:")[0].split("concurrency:")[1]
    assert "workflow_run.pull_requests[0].number" in group
    assert "workflow_run.head_sha" in group


def test_publishing_skips_a_cancelled_or_skipped_grading_run() -> None:
    condition = " ".join(yaml.safe_load(PUBLISH.read_text())["jobs"]["publish"]["if"].split())
    assert "workflow_run.conclusion == 'success'" in condition
    assert "workflow_run.conclusion == 'failure'" in condition
    assert "cancelled" not in condition
    assert "skipped" not in condition


@pytest.mark.parametrize("path", WORKFLOWS, ids=[p.name for p in WORKFLOWS])
def test_permissions_are_granted_per_job(path: Path) -> None:
    workflow = yaml.safe_load(path.read_text())
    assert workflow["permissions"] == {}
    for name, job in workflow["jobs"].items():
        assert "permissions" in job, f"{path.name}: job {name} inherits no permissions"


def test_a_merge_queue_is_graded_and_gets_the_check() -> None:
    for path in (ROOT / ".github" / "workflows" / "signalforge-gate.yml",
                 ROOT / "examples" / "workflows" / "signalforge-gate-grade.yml"):
        workflow = yaml.safe_load(path.read_text())
        assert "merge_group" in workflow[True], path.name  # YAML 1.1 reads `on` as True
        writes = {key for job in workflow["jobs"].values()
                  for key, value in job["permissions"].items() if value == "write"}
        assert {"checks", "statuses"} <= writes, path.name


def test_the_trusted_job_grades_a_checkout_read_as_data_and_downloads_no_report() -> None:
    (job,) = yaml.safe_load(PUBLISH.read_text())["jobs"].values()
    checkout = next(s for s in job["steps"] if s["uses"].startswith("actions/checkout@"))
    gate = next(s for s in job["steps"] if OWN.match(s["uses"]))
    assert checkout["with"]["ref"] == "${{ github.event.workflow_run.head_sha }}"
    assert checkout["with"]["persist-credentials"] is False
    assert gate["with"]["path"] == checkout["with"]["path"] != ""
    assert gate["with"]["anthropic-api-key"] == "${{ secrets.ANTHROPIC_API_KEY }}"
    assert "publish-from" not in gate["with"]
    assert not [s for s in job["steps"] if "run" in s]  # nothing from the checkout runs
    assert "download-artifact" not in PUBLISH.read_text()


@pytest.mark.parametrize("path", WORKFLOWS, ids=[p.name for p in WORKFLOWS])
def test_a_report_is_uploaded_only_when_the_gate_wrote_it(path: Path) -> None:
    for step in steps(yaml.safe_load(path.read_text())):
        if step.get("uses", "").startswith("actions/upload-artifact@") \
                and "grade-json" in str(step["with"]["path"]):
            assert step["with"]["path"] == "${{ steps.gate.outputs.grade-json }}", path.name
            assert "steps.gate.outputs.grade-json != ''" in step["if"], path.name


@pytest.mark.parametrize(("path", "job"), [
    (ROOT / "examples" / "workflows" / "signalforge-gate-grade.yml", "grade"),
    (ROOT / "examples" / "workflows" / "signalforge-gate-publish.yml", "publish"),
])
def test_the_example_jobs_that_grade_a_pull_request_may_read_the_agents_run(
        path: Path, job: str) -> None:
    # With `gate.session.source: workflow-artifact` the gate lists the agent's runs and
    # downloads its audit artifact; without `actions: read` that is a missing piece.
    permissions = yaml.safe_load(path.read_text())["jobs"][job]["permissions"]
    assert permissions.get("actions") == "read"
