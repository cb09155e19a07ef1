"""GitHub Actions' workflow runs and artifacts, for the fake GitHub (`tests.fakes.github_api`).

Served as GitHub's OpenAPI description has them:

- `GET /repos/{o}/{r}/actions/runs/{run_id}` (`actions/get-workflow-run`) and
  `GET /repos/{o}/{r}/actions/runs/{run_id}/artifacts` (`actions/list-workflow-run-artifacts`:
  `{total_count, artifacts[]}`, filters `name`, `direction`, paged), both in the subset and
  checked against it; their bodies start from the description's own examples
  (`workflow-run.json`, `artifact-paginated.json`);
- `GET /repos/{o}/{r}/actions/runs` (`actions/list-workflow-runs-for-repo`:
  `{total_count, workflow_runs[]}`, filters `head_sha`, `event`, `exclude_pull_requests`,
  paged) and `GET /repos/{o}/{r}/actions/artifacts/{artifact_id}/{archive_format}`
  (`actions/download-artifact`: `302 Found` with a `Location` to the archive, which "expires
  after 1 minute"; `410 Gone` for an expired artifact; only `zip` exists) are outside the
  subset, served like the check-runs listing: routed here, not schema-checked.

The archive itself lives at a signed address on another host name of the same loopback
server (`localhost`, where the API is `127.0.0.1`), like GitHub's storage: it refuses a
request that carries the token, so a client that leaks it to the storage host fails.
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tests.fakes.github_api import Call, FakeGitHub, Reply

STORAGE_PREFIX = "/_storage/artifacts/"
RUNS_FOR_REPO = {"operationId": "actions/list-workflow-runs-for-repo", "externalDocs": {
    "url": "https://docs.github.com/rest/actions/workflow-runs"
           "#list-workflow-runs-for-a-repository"}}
DOWNLOAD = {"operationId": "actions/download-artifact", "externalDocs": {
    "url": "https://docs.github.com/rest/actions/artifacts#download-an-artifact"}}

_RUNS_FOR_REPO = re.compile(r"/repos/([^/]+)/([^/]+)/actions/runs")
_DOWNLOAD = re.compile(r"/repos/([^/]+)/([^/]+)/actions/artifacts/(\d+)/([^/]+)")


def actions_route(method: str, path: str
                  ) -> tuple[str, dict[str, Any], dict[str, str]] | None:
    """(template, operation, path parameters) of the two operations served outside the
    subset, or None."""
    if method != "GET":
        return None
    if runs := _RUNS_FOR_REPO.fullmatch(path):
        return ("/repos/{owner}/{repo}/actions/runs", RUNS_FOR_REPO,
                {"owner": runs.group(1), "repo": runs.group(2)})
    if download := _DOWNLOAD.fullmatch(path):
        return ("/repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}",
                DOWNLOAD, {"owner": download.group(1), "repo": download.group(2),
                           "artifact_id": download.group(3),
                           "archive_format": download.group(4)})
    return None


@dataclass
class ArtifactSeed:
    """An artifact a run uploaded: its name and the zip GitHub serves for it."""

    name: str
    archive: bytes
    expired: bool = False
    id: int = 0


@dataclass
class WorkflowRunSeed:
    """A workflow run as GitHub lists it. `path` as GitHub names it: the workflow file and
    the ref it was read at (`.github/workflows/agent.yml@main`)."""

    path: str
    head_sha: str
    event: str = "workflow_dispatch"
    head_branch: str = "main"
    id: int = 0
    run_attempt: int = 1
    artifacts: list[ArtifactSeed] = field(default_factory=list)
    #: The pull requests GitHub lists for the run (a `pull_request_target` run names its own).
    pull_numbers: list[int] = field(default_factory=list)
    repo: str = ""


class ActionsState:
    """The runs and artifacts the fake holds, and their handlers (mixed into FakeGitHub)."""

    _runs: dict[int, WorkflowRunSeed]
    _artifacts: dict[int, tuple[WorkflowRunSeed, ArtifactSeed]]
    _signed: dict[str, int]

    def add_workflow_run(self: FakeGitHub, repo: str, run: WorkflowRunSeed) -> WorkflowRunSeed:
        """Record a run of `repo` (ids given when 0) with its artifacts."""
        with self._lock:
            self._require_repo(repo)
            run.repo = repo
            run.id = run.id or 7_000_000_000 + len(self._runs) + 1
            for artifact in run.artifacts:
                artifact.id = artifact.id or 1_500_000_000 + len(self._artifacts) + 1
                self._artifacts[artifact.id] = (run, artifact)
            self._runs[run.id] = run
            return run

    def _all_runs(self: FakeGitHub, call: Call) -> list[WorkflowRunSeed]:
        repo = self._repo_of(call)
        return [r for r in self._runs.values()
                if self._same(r.repo, repo.full_name)]

    def _run_json(self: FakeGitHub, run: WorkflowRunSeed, *, pulls: bool = True
                  ) -> dict[str, Any]:
        from tests.fakes.github_api import example

        data: dict[str, Any] = self._rehome(example("workflow-run.json"), run.repo,
                                            "octo-org/octo-repo")
        api = f"{self.base_url}/repos/{run.repo}/actions/runs/{run.id}"
        repo_json = self._repo_json(self._require_repo(run.repo), full=False)
        data.update(id=run.id, path=run.path, event=run.event, head_sha=run.head_sha,
                    head_branch=run.head_branch, run_attempt=run.run_attempt,
                    status="completed", conclusion="success", url=api,
                    html_url=f"{self.web_url}/{run.repo}/actions/runs/{run.id}",
                    artifacts_url=f"{api}/artifacts",
                    pull_requests=[self._minimal_pull(run, n) for n in run.pull_numbers]
                    if pulls else [],
                    repository=repo_json, head_repository=repo_json)
        data["head_commit"]["id"] = run.head_sha
        return data

    def _minimal_pull(self: FakeGitHub, run: WorkflowRunSeed, number: int) -> dict[str, Any]:
        """GitHub's `pull-request-minimal` of a pull request the run is for."""
        pull = self._require_pull(run.repo, number)
        repo = self._require_repo(run.repo)
        side = {"id": repo.id, "url": f"{self.base_url}/repos/{repo.full_name}",
                "name": repo.name}
        return {"id": pull.id, "number": number,
                "url": f"{self.base_url}/repos/{run.repo}/pulls/{number}",
                "head": {"ref": pull.head_ref, "sha": pull.head_sha, "repo": side},
                "base": {"ref": pull.base_ref, "sha": pull.base_sha, "repo": side}}

    def _artifact_json(self: FakeGitHub, run: WorkflowRunSeed, artifact: ArtifactSeed
                       ) -> dict[str, Any]:
        from tests.fakes.github_api import example

        data: dict[str, Any] = self._rehome(example("artifact-paginated.json")["artifacts"][0],
                                            run.repo, "octo-org/octo-docs")
        api = f"{self.base_url}/repos/{run.repo}/actions/artifacts/{artifact.id}"
        data.update(id=artifact.id, name=artifact.name, size_in_bytes=len(artifact.archive),
                    url=api, archive_download_url=f"{api}/zip", expired=artifact.expired)
        data["workflow_run"].update(id=run.id, head_branch=run.head_branch,
                                    head_sha=run.head_sha)
        return data

    def _op_list_workflow_runs(self: FakeGitHub, call: Call) -> Reply:
        runs = sorted(self._all_runs(call), key=lambda r: -r.id)  # newest first
        if "head_sha" in call.query:
            runs = [r for r in runs if r.head_sha == call.query["head_sha"]]
        if "event" in call.query:
            runs = [r for r in runs if r.event == call.query["event"]]
        pulls = call.query.get("exclude_pull_requests") != "true"
        return self._paged_object(call, "workflow_runs",
                                  [self._run_json(r, pulls=pulls) for r in runs])

    def _op_get_workflow_run(self: FakeGitHub, call: Call) -> Reply:
        from tests.fakes.github_api import ApiError, Reply

        run = {r.id: r for r in self._all_runs(call)}.get(int(call.params["run_id"]))
        if run is None:
            raise ApiError(404, "Not Found")
        return Reply(200, self._run_json(run))

    def _op_list_run_artifacts(self: FakeGitHub, call: Call) -> Reply:
        from tests.fakes.github_api import ApiError

        run = {r.id: r for r in self._all_runs(call)}.get(int(call.params["run_id"]))
        if run is None:
            raise ApiError(404, "Not Found")
        artifacts = [a for a in run.artifacts
                     if "name" not in call.query or a.name == call.query["name"]]
        artifacts.sort(key=lambda a: a.id, reverse=call.query.get("direction") == "desc")
        return self._paged_object(call, "artifacts",
                                  [self._artifact_json(run, a) for a in artifacts])

    def _op_download_artifact(self: FakeGitHub, call: Call) -> Reply:
        from tests.fakes.github_api import ApiError, Reply

        found = self._artifacts.get(int(call.params["artifact_id"]))
        if found is None or call.params["archive_format"] != "zip" or not self._same(
                found[0].repo, self._repo_of(call).full_name):
            raise ApiError(404, "Not Found")
        if found[1].expired:
            raise ApiError(410, "Artifact has expired")
        signature = secrets.token_hex(8)
        self._signed[signature] = found[1].id
        location = (f"http://localhost:{self.port}{STORAGE_PREFIX}{found[1].id}"
                    f"?sig={signature}&se={datetime.now(UTC):%Y-%m-%dT%H:%M:%SZ}")
        return Reply(302, None, {"location": location})

    def storage(self: FakeGitHub, path: str, query: dict[str, str],
                headers: dict[str, str]) -> Reply:
        """The archive at its signed address: no token may come with the request."""
        from tests.fakes.github_api import Reply

        if "authorization" in headers:
            return Reply(400, b"<Error><Code>InvalidAuthenticationInfo</Code></Error>",
                         {"content-type": "application/xml"})
        artifact_id = self._signed.pop(query.get("sig", ""), None)
        if artifact_id is None or path != f"{STORAGE_PREFIX}{artifact_id}":
            return Reply(403, b"<Error><Code>AuthenticationFailed</Code></Error>",
                         {"content-type": "application/xml"})
        archive = self._artifacts[artifact_id][1].archive
        return Reply(200, archive, {"content-type": "application/zip"})

    def _paged_object(self: FakeGitHub, call: Call, key: str, items: list[dict[str, Any]]
                      ) -> Reply:
        """GitHub's `{total_count, <key>: [...]}` page with its `Link` header."""
        page = self._paginate(call, items)
        page.body = {"total_count": len(items), key: page.body}
        return page
