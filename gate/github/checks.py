"""Check runs and commit statuses, through PyGithub's requester, in the gate's own types.

A check run needs `checks: write`, which only an installation token (GitHub Actions' own or a
GitHub App's) can have; a personal token or a token without the permission gets a 403 or 404,
turned into `WriteRefused` so the caller can warn once and carry on. The answer to a create
names the App that owns the token (`app.slug`): that is how the gate learns, with an
installation token that may not read `/user`, which bot login its comments carry.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

from gate.github.outbound import Outbound
from gate.github.pull_request import PullRequestClient

#: GitHub takes at most 50 annotations per request; more are appended by further updates.
ANNOTATIONS_PER_REQUEST = 50


@dataclass(frozen=True)
class CheckRun:
    """A check run as the gate needs it."""

    id: int
    name: str
    external_id: str
    status: str
    app_slug: str | None
    url: str

    @property
    def bot_login(self) -> str | None:
        """The login the App that owns this check run comments as."""
        return f"{self.app_slug}[bot]" if self.app_slug else None


def _check_run(data: dict[str, Any]) -> CheckRun:
    app = data.get("app") or {}
    return CheckRun(id=int(data["id"]), name=str(data.get("name") or ""),
                    external_id=str(data.get("external_id") or ""),
                    status=str(data.get("status") or ""),
                    app_slug=str(app["slug"]) if isinstance(app, dict) and app.get("slug")
                    else None,
                    url=str(data.get("html_url") or ""))


class ChecksClient:
    """Check runs and statuses of the repository a `PullRequestClient` speaks to."""

    def __init__(self, client: PullRequestClient) -> None:
        self.client = client

    def _request(self, verb: str, path: str, doing: str, *, write: bool,
                 body: dict[str, Any] | None = None,
                 parameters: dict[str, Any] | None = None) -> Any:
        """Through the client's one sending path: the check run's title, summary, text and
        annotations and the status's description are redacted there (`Outbound`)."""
        return self.client.send(verb, path, doing, write=write,
                                body=Outbound(body) if body is not None else None,
                                parameters=parameters)

    def find(self, head_sha: str, name: str) -> list[CheckRun]:
        """The check runs called `name` on a commit, oldest first."""
        data = self._request("GET", f"/commits/{quote(head_sha)}/check-runs",
                             "list the check runs", write=False,
                             parameters={"check_name": name, "filter": "all",
                                         "per_page": 100})
        runs = [_check_run(item) for item in (data or {}).get("check_runs", [])]
        return sorted((run for run in runs if run.name == name), key=lambda run: run.id)

    def create(self, fields: dict[str, Any]) -> CheckRun:
        return _check_run(self._request("POST", "/check-runs", "create the check run",
                                        write=True, body=fields))

    def update(self, run_id: int, fields: dict[str, Any]) -> CheckRun:
        return _check_run(self._request("PATCH", f"/check-runs/{run_id}",
                                        "update the check run", write=True, body=fields))

    def set_status(self, sha: str, *, state: str, description: str, context: str,
                   target_url: str | None) -> None:
        body: dict[str, Any] = {"state": state, "description": description[:140],
                                "context": context}
        if target_url:
            body["target_url"] = target_url
        self._request("POST", f"/statuses/{quote(sha)}", "set the commit status",
                      write=True, body=body)
