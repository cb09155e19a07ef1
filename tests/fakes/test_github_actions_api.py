"""The fake's workflow runs and artifacts answer as GitHub's description says: bodies that
match its schemas, the filters it names, the redirect to the archive, 410 for an expired one,
and a storage host that refuses the token."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import github
import jsonschema
import pytest
import requests

from tests.fakes.github_actions_api import ArtifactSeed, WorkflowRunSeed
from tests.fakes.github_api import FakeGitHub, route_for, validate_request
from tests.fakes.test_github_api import HEAD_SHA, NUMBER, REPO, api, client, seed

WORKFLOW = ".github/workflows/agent.yml"


@pytest.fixture
def fake() -> Iterator[FakeGitHub]:
    with FakeGitHub() as server:
        seed(server)
        server.add_workflow_run(REPO, WorkflowRunSeed(
            f"{WORKFLOW}@master", HEAD_SHA, id=11, pull_numbers=[NUMBER],
            artifacts=[ArtifactSeed("cleo-audit", b"PK-zip-bytes", id=21),
                       ArtifactSeed("old", b"gone", expired=True, id=22)]))
        server.add_workflow_run(REPO, WorkflowRunSeed(".github/workflows/ci.yml@master",
                                                      "0" * 40, event="push", id=12))
        yield server


def schema_of(name: str) -> jsonschema.Draft4Validator:
    spec = validate_request.load_spec()
    schema = spec.deref({"$ref": f"#/components/schemas/{name}"})
    return jsonschema.Draft4Validator(validate_request.to_json_schema(spec, schema))


def response_schema(method: str, path: str, status: int) -> jsonschema.Draft4Validator:
    spec = validate_request.load_spec()
    operation = route_for(method, path).operation
    response = spec.deref(operation["responses"][str(status)])
    schema = response["content"]["application/json"]["schema"]
    return jsonschema.Draft4Validator(validate_request.to_json_schema(spec, schema))


def test_runs_are_listed_by_head_commit_as_pygithub_asks(fake: FakeGitHub) -> None:
    with client(fake) as gh:
        runs = list(gh.get_repo(REPO).get_workflow_runs(head_sha=HEAD_SHA,
                                                        exclude_pull_requests=True))
    assert [(r.id, r.path, r.event, r.head_sha) for r in runs] == [
        (11, f"{WORKFLOW}@master", "workflow_dispatch", HEAD_SHA)]
    listed = fake.requests_matching("GET", r"/actions/runs$")[-1]
    assert listed.query["head_sha"] == HEAD_SHA
    for item in listed.response["workflow_runs"]:
        schema_of("workflow-run").validate(item)


def test_a_run_and_its_artifacts_match_the_description(fake: FakeGitHub) -> None:
    with client(fake) as gh:
        run = gh.get_repo(REPO).get_workflow_run(11)
        artifacts = list(run.get_artifacts())
    assert [p.number for p in run.pull_requests] == [NUMBER]
    assert [(a.name, a.expired, a.size_in_bytes) for a in artifacts] == [
        ("cleo-audit", False, 12), ("old", True, 4)]
    for request in fake.requests:
        if "/actions/runs/11" in request.path:
            response_schema("GET", request.path, 200).validate(request.response)
    assert fake.violations == []


def test_the_archive_is_a_redirect_to_storage_that_refuses_the_token(fake: FakeGitHub) -> None:
    answer = api(fake, "GET", f"/repos/{REPO}/actions/artifacts/21/zip", allow_redirects=False)
    assert answer.status_code == 302
    location = answer.headers["location"]
    assert location.startswith("http://localhost:")
    leaked = requests.get(location, headers={"Authorization": "token ghs_fake"}, timeout=5)
    assert leaked.status_code == 400
    again = api(fake, "GET", f"/repos/{REPO}/actions/artifacts/21/zip", allow_redirects=False)
    fetched = requests.get(again.headers["location"], timeout=5)
    assert (fetched.status_code, fetched.content) == (200, b"PK-zip-bytes")
    assert requests.get(again.headers["location"], timeout=5).status_code == 403  # used once


@pytest.mark.parametrize(("path", "status"), [
    ("/actions/artifacts/22/zip", 410), ("/actions/artifacts/99/zip", 404),
    ("/actions/artifacts/21/tar", 404), ("/actions/runs/99", 404)])
def test_expired_and_unknown_artifacts(fake: FakeGitHub, path: str, status: int) -> None:
    assert api(fake, "GET", f"/repos/{REPO}{path}", allow_redirects=False).status_code == status


def test_artifacts_filter_by_name(fake: FakeGitHub) -> None:
    answer: dict[str, Any] = api(fake, "GET", f"/repos/{REPO}/actions/runs/11/artifacts",
                                 params={"name": "old"}).json()
    assert [a["name"] for a in answer["artifacts"]] == ["old"]
    assert answer["total_count"] == 1


def test_pygithub_reads_the_artifact_fields_it_needs(fake: FakeGitHub) -> None:
    with client(fake) as gh:
        (artifact, _) = list(gh.get_repo(REPO).get_workflow_run(11).get_artifacts())
    assert artifact.archive_download_url == \
        f"{fake.base_url}/repos/{REPO}/actions/artifacts/21/zip"
    assert isinstance(artifact, github.Artifact.Artifact)
