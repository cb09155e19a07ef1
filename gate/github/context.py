"""Where the gate runs: repository, pull request, base and head commits, URLs and token.

Under GitHub Actions all of it comes from the runner's variables and the event payload; on a
laptop or in another CI, from flags. The API URL always comes from `GITHUB_API_URL` (or the
flag), never from a constant, so the same image works against GitHub Enterprise Server.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from gate.core.lazy_pattern import lazy_pattern
from gate.github.actions import ActionsEnv

#: GitHub lists at most 3,000 files of a pull request (here, where a run that never calls
#: GitHub can read it without importing PyGithub).
MAX_LISTED_FILES = 3000

PULL_REQUEST_EVENTS = frozenset({"pull_request", "pull_request_target"})
DEFAULT_API_URL = "https://api.github.com"
DEFAULT_SERVER_URL = "https://github.com"
SHA = lazy_pattern(r"^[0-9a-fA-F]{7,64}$")
PULL_REF = lazy_pattern(r"^refs/pull/(\d+)/(?:merge|head)$")


def is_sha(value: str | None) -> bool:
    """A commit id, and nothing a command line could read as an option."""
    return bool(value and SHA.match(value))


@dataclass(frozen=True)
class ForgeWords:
    """How the run's messages name the forge the change lives on, so code shared by every
    forge says "GitLab" and "merge request" on GitLab."""

    #: The forge's name ("GitHub").
    forge: str
    #: What a change is called there ("pull request").
    change: str
    #: How the gate is given access there (a token), for a fix that asks for it.
    access: str
    #: How a job there checks out the whole history, for a fix that asks for the base commit.
    full_history: str


GITHUB_WORDS = ForgeWords(forge="GitHub", change="pull request",
                          access="a token (--github-token)",
                          full_history="actions/checkout with fetch-depth: 0")



@dataclass(frozen=True)
class RunContext:
    workspace: Path
    event_name: str
    repository: str | None = None
    pr_number: int | None = None
    base_sha: str | None = None
    head_sha: str | None = None
    head_repository: str | None = None
    api_url: str = DEFAULT_API_URL
    server_url: str = DEFAULT_SERVER_URL
    run_id: str | None = None
    token: str | None = None
    #: `--base` on the command line: the run grades the change from that commit (another CI's
    #: pull request, a pre-push check) even without a pull request number.
    base_from_flag: bool = False
    #: The forge's words for the run's messages (another forge's context says its own).
    words: ClassVar[ForgeWords] = GITHUB_WORDS

    @property
    def is_pull_request(self) -> bool:
        return self.pr_number is not None

    @property
    def is_merge_group(self) -> bool:
        """A merge queue's commit: graded like a pull request's change, published as a check
        run and status on its head commit (there is no pull request to comment on)."""
        return self.event_name == "merge_group"

    @property
    def grades_a_change(self) -> bool:
        """A change against a base commit: the configuration is read at the base, and only
        the changed files are graded."""
        return self.is_pull_request or (bool(self.base_sha)
                                         and (self.is_merge_group or self.base_from_flag))

    @property
    def is_fork(self) -> bool:
        """A PR from another repository: its token cannot write to this one."""
        return bool(self.head_repository and self.repository
                    and self.head_repository.lower() != self.repository.lower())

    @property
    def run_url(self) -> str | None:
        if not (self.repository and self.run_id):
            return None
        return f"{self.server_url.rstrip('/')}/{self.repository}/actions/runs/{self.run_id}"

    def describe(self) -> dict[str, Any]:
        return {"repository": self.repository, "pr_number": self.pr_number,
                "base_sha": self.base_sha, "head_sha": self.head_sha,
                "event": self.event_name, "run_url": self.run_url}


def _pull_request(payload: dict[str, Any]) -> dict[str, Any]:
    pull = payload.get("pull_request")
    return pull if isinstance(pull, dict) else {}


def _number_from_ref(actions: ActionsEnv) -> int | None:
    """A pull request event whose file lost its `pull_request`: the number `GITHUB_REF`
    names (`refs/pull/N/merge`), which no step can change; its commits then come from the API
    (`gate.runner.change.event_check`), never from the checkout."""
    found = PULL_REF.match(actions.get("GITHUB_REF") or "")
    return int(found[1]) if found else None


def _nested(data: Any, *keys: str) -> Any:
    for key in keys:
        data = data.get(key) if isinstance(data, dict) else None
    return data


def from_environment(
    actions: ActionsEnv, *, workspace: Path | None = None, payload: dict[str, Any] | None = None,
    event_name: str | None = None, token: str | None = None,
) -> RunContext:
    """The context of this run, as the runner describes it."""
    payload = payload if payload is not None else actions.event()
    name = event_name or actions.get("GITHUB_EVENT_NAME") or ("local" if not payload else "")
    pull = _pull_request(payload) if name in PULL_REQUEST_EVENTS or not name else {}
    queued = payload.get("merge_group") if name == "merge_group" else None
    if isinstance(queued, dict):  # the queue's merge commit and the branch it merges into
        pull = {"base": {"sha": queued.get("base_sha")}, "head": {"sha": queued.get("head_sha")}}
    number = pull.get("number") if isinstance(pull.get("number"), int) else None
    from_ref = _number_from_ref(actions) if name in PULL_REQUEST_EVENTS and number is None else None
    base = _nested(pull, "base", "sha") or (payload.get("before") if name == "push" else None)
    head = _nested(pull, "head", "sha") or (payload.get("after") if name == "push" else None) \
        or (None if from_ref else actions.get("GITHUB_SHA")) or None
    repository = actions.get("GITHUB_REPOSITORY") or _nested(payload, "repository", "full_name")
    return RunContext(
        workspace=workspace or Path(actions.get("GITHUB_WORKSPACE") or "."),
        event_name=name or "unknown",
        repository=repository or None,
        pr_number=number if number is not None else from_ref,
        base_sha=base if isinstance(base, str) and base.strip("0") else None,
        head_sha=head if isinstance(head, str) else None,
        head_repository=_nested(pull, "head", "repo", "full_name"),
        api_url=actions.get("GITHUB_API_URL") or DEFAULT_API_URL,
        server_url=actions.get("GITHUB_SERVER_URL") or DEFAULT_SERVER_URL,
        run_id=actions.get("GITHUB_RUN_ID") or None,
        token=token,
    )
