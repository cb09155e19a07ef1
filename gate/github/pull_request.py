"""The pull request, through PyGithub: changed files, files at a commit, comments, statuses.

Each function speaks the gate's language (a sticky comment, the files a PR changed), returns
the gate's own small types (`gate.github.pull_records`), never PyGithub objects, and turns
PyGithub's many failure shapes into typed errors: `WriteRefused` when GitHub says the token may
not write (fork PRs get a read-only token), `OutcomeUnknown` when a write's answer was lost (it
may have happened: look again before repeating it), `GitHubUnavailable` for everything else
(rate limits that did not clear within the publish budget, 5xx after retries, the network).
Retries and write pacing are PyGithub's own (`seconds_between_writes`), with the budgeted,
write-careful retry policy of `gate.github.budget`. Every write goes through `send`, which takes
its body only as a redacted `Outbound` (`gate.github.outbound`).
"""

from __future__ import annotations

import base64
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, BinaryIO

import requests
from github import Auth, Github, GithubException
from github.PullRequest import PullRequest
from github.Repository import Repository

from gate.core.errors import ServiceError
from gate.core.redaction import redact
from gate.github.budget import Budget, BudgetRetry, BudgetSpent
from gate.github.context import GITHUB_WORDS, MAX_LISTED_FILES
from gate.github.folders import FolderEntry, listed_entries
from gate.github.outbound import Outbound, redact_json
from gate.github.pull_records import (
    ChangedFile,
    ChangedFiles,
    Comment,
    PullAt,
    PullCommit,
    PullCommits,
)

SECONDARY_RATE_WAIT_SECONDS = 60


class GitHubUnavailable(ServiceError):  # noqa: N818 (reads as a state, as GitHub's own do)
    """GitHub could not be reached or kept failing."""


class WriteRefused(ServiceError):  # noqa: N818
    """GitHub refused a write: the token is read-only here (a fork PR) or lacks a permission."""


class OutcomeUnknown(GitHubUnavailable):
    """A write was sent but its answer was lost (a 5xx, a dropped connection): GitHub may
    have done it. Never repeat such a write blindly; look at what exists first."""


class OutOfTime(GitHubUnavailable):
    """Waiting for GitHub (a rate limit, a retry) would have run past the publish budget."""


@dataclass(frozen=True)
class Pacing:
    """Seconds between requests and between writes (PyGithub's throttling and its defaults).

    Kept against GitHub: its secondary rate limits answer a token that sends requests in
    bursts, or writes more often than about once a second, with 403s and minutes of waiting,
    which would cost the comment and the check run. Tests in this process pass 0 to the
    constructor (or as `DEFAULT_PACING`). A gate started as a process of its own has no
    setting for it: a variable or a file in the checkout an earlier step of the job can write,
    and a command-line flag would be an option that only tests use."""

    requests: float = 0.25
    writes: float = 1.0
    retries: int = 5
    secondary_rate_wait: float = SECONDARY_RATE_WAIT_SECONDS


def _fail(error: Exception, doing: str, *, write: bool = False) -> ServiceError:
    """The typed error for a PyGithub/requests failure while `doing` something."""
    if isinstance(error, BudgetSpent) or (isinstance(error, GithubException)
                                          and type(error).__name__.endswith("ExceedsMaxWait")):
        return OutOfTime(f"GitHub asked to wait before it would {doing}, longer than the "
                         "publish budget allows.",
                         remediation="raise the publish-budget input, or re-run later.")
    if write and (not isinstance(error, GithubException) or error.status >= 500):
        return OutcomeUnknown(f"GitHub's answer was lost while trying to {doing} "
                              f"({_describe(error)}).",
                              remediation="check GitHub's status, then re-run.")
    if isinstance(error, requests.exceptions.RetryError):  # server errors until retries ran out
        return GitHubUnavailable(f"GitHub kept failing to {doing}: it answered with server "
                                 "errors until the retries ran out.",
                                 remediation="check GitHub's status, then re-run.")
    if isinstance(error, GithubException):
        message = error.data.get("message") if isinstance(error.data, dict) else None
        detail = f"HTTP {error.status}{': ' + message if message else ''}"
        if write and error.status in (401, 403, 404):
            return WriteRefused(f"GitHub refused to {doing} ({detail}).",
                                remediation="fork PRs get a read-only token: publish with the "
                                            "two-phase workflow (see the README); otherwise "
                                            "grant the job `pull-requests: write` and "
                                            "`statuses: write`.")
        return GitHubUnavailable(f"GitHub failed to {doing} ({detail}).",
                                 remediation="check the token and GitHub's status, then re-run.")
    return GitHubUnavailable(f"GitHub could not be reached to {doing} ({type(error).__name__}).",
                             remediation="check GITHUB_API_URL and the network, then re-run.")


def _describe(error: Exception) -> str:
    return f"HTTP {error.status}" if isinstance(error, GithubException) else type(error).__name__


API_ERRORS = (GithubException, requests.exceptions.RequestException)


DEFAULT_PACING = Pacing()


class PullRequestClient:
    words = GITHUB_WORDS

    def __init__(self, api_url: str, token: str, repository: str,
                 pacing: Pacing | None = None, budget: Budget | None = None) -> None:
        pacing = pacing or DEFAULT_PACING
        self.budget = budget or Budget(seconds=float("inf"))
        retry = BudgetRetry(self.budget, total=pacing.retries,
                            secondary_rate_wait=pacing.secondary_rate_wait)
        self.github = Github(base_url=api_url.rstrip("/"), auth=Auth.Token(token), retry=retry,
                             seconds_between_requests=pacing.requests or None,
                             seconds_between_writes=pacing.writes or None, lazy=True)
        self.repository = repository
        self.token = token
        self._repo: Repository | None = None
        self._pulls: dict[int, PullRequest] = {}
        self._files: dict[int, ChangedFiles | ServiceError] = {}

    @property
    def repo(self) -> Repository:
        if self._repo is None:
            self._repo = self.github.get_repo(self.repository)  # lazy: no request yet
        return self._repo

    def _pull(self, number: int) -> PullRequest:
        """The pull request, fetched once per run (get_pull always makes a request)."""
        if number not in self._pulls:
            self._pulls[number] = self.repo.get_pull(number)
        return self._pulls[number]

    def pull_head(self, number: int, *, fresh: bool = False) -> str:
        """The head commit; `fresh` asks GitHub again rather than trusting this run's copy."""
        try:
            if fresh:
                known = self._pulls.get(number)
                self._pulls[number] = self.repo.get_pull(number)
                if known is not None and known.head.sha != self._pulls[number].head.sha:
                    self._files.pop(number, None)
            return str(self._pull(number).head.sha)
        except API_ERRORS as error:
            raise _fail(error, f"read pull request #{number}") from None

    def open_pulls_from(self, head_label: str) -> list[PullAt]:
        """The open pull requests whose head is `owner:branch` (a fork's branch included)."""
        try:
            return [_pull_at(pull) for pull in self.repo.get_pulls(state="open",
                                                                   head=head_label)]
        except API_ERRORS as error:
            raise _fail(error, f"list the open pull requests from {head_label}") from None

    def pull_at(self, number: int) -> PullAt:
        """The pull request as GitHub holds it now (asked afresh, never this run's copy)."""
        try:
            self._pulls[number] = self.repo.get_pull(number)
            return _pull_at(self._pulls[number])
        except API_ERRORS as error:
            raise _fail(error, f"read pull request #{number}") from None

    def pull_commits(self, number: int) -> PullCommits:
        """The pull request's base and head commits as GitHub holds them (not as the event
        file on the runner says, which any earlier step may have rewritten)."""
        try:
            pull = self._pull(number)
            return PullCommits(str(pull.base.sha), str(pull.head.sha))
        except API_ERRORS as error:
            raise _fail(error, f"read pull request #{number}") from None

    def changed_files(self, number: int) -> ChangedFiles:
        """Every file the PR changes that GitHub lists (paginated, up to 3,000), listed once
        per run: choosing the docs and placing review comments read the same list."""
        if number not in self._files:
            try:
                self._files[number] = self._list_files(number)
            except ServiceError as error:  # every stage of the run meets the same failure,
                self._files[number] = error  # so no stage grades a list another could not read
        listed = self._files[number]
        if isinstance(listed, ServiceError):
            raise listed
        return listed

    def _list_files(self, number: int) -> ChangedFiles:
        try:
            pull = self._pull(number)
            files = [ChangedFile(f.filename, f.status, f.patch, f.previous_filename, f.sha)
                     for f in pull.get_files()]
            truncated = pull.changed_files > len(files)
        except API_ERRORS as error:
            raise _fail(error, "list the pull request's files") from None
        return ChangedFiles(files[:MAX_LISTED_FILES], truncated or len(files) > MAX_LISTED_FILES)

    def commits(self, number: int) -> list[PullCommit]:
        """The pull request's commits, oldest first (GitHub lists at most 250)."""
        try:
            return [PullCommit(str(c.sha), c.commit.author.date, c.commit.committer.date,
                               c.commit.message or "") for c in self._pull(number).get_commits()]
        except API_ERRORS as error:
            raise _fail(error, "list the pull request's commits") from None

    def _contents(self, path: str, ref: str) -> Any:
        """The contents API's answer for `path` at `ref`; None for a 404."""
        try:
            return self.repo.get_contents(path, ref=ref)
        except GithubException as error:
            if error.status == 404:
                return None
            raise _fail(error, f"read {path or 'the repository'} at {ref[:12]}") from None
        except requests.exceptions.RequestException as error:
            raise _fail(error, f"read {path or 'the repository'} at {ref[:12]}") from None

    def folder_entries(self, folder: str, ref: str) -> list[FolderEntry] | None:
        """The entries of `folder` at `ref`, as the contents API lists them
        (`gate.github.folders`); None when no folder of that name is there."""
        return listed_entries(self._contents(folder, ref), folder, ref)

    def read_file(self, path: str, ref: str) -> bytes | None:
        """The file at `ref` (None when it does not exist there)."""
        content = self._contents(path, ref)
        if content is None or isinstance(content, list):
            return None  # absent, or a directory of that name
        if content.encoding == "base64" and content.content:
            return base64.b64decode(content.content)
        if content.encoding == "none":  # over 1 MiB: the contents API holds the bytes back
            raise GitHubUnavailable(f"GitHub's contents API serves no bytes of {path} at "
                                    f"{ref[:12]}, a file over 1 MiB",
                                    remediation="keep the file under 1 MiB.")
        return content.decoded_content if content.decoded_content is not None else b""

    def can_read(self, ref: str) -> bool:
        """Whether the repository is readable at `ref` (its root lists), so that a 404 for a
        file there means the file is absent, not that the token may not look."""
        return self._contents("", ref) is not None

    def download(self, url: str, limit: int, sink: BinaryIO, doing: str) -> int | None:
        """GET `url`'s bytes into `sink` through PyGithub, which follows GitHub's redirect to
        its storage without the token; None past `limit` bytes (the rest is not read)."""
        written = 0
        try:
            _, _, chunks = self.github.requester.getStream(redact(url), chunk_size=2**16)
            for chunk in chunks:
                written += len(chunk)
                if written > limit:
                    return None
                sink.write(chunk)
        except API_ERRORS as error:
            raise _fail(error, doing) from None
        return written

    def login_from_user(self) -> str | None:
        """The login of a personal token's user (`GET /user`). An installation token (GitHub
        Actions' own or an App's, `ghs_…`) may not read /user: None, without asking."""
        if self.token.startswith("ghs_"):
            return None
        try:
            login = self.github.get_user().login
        except API_ERRORS:
            return None
        return login or None

    def comments(self, number: int) -> list[Comment]:
        """Every comment on the pull request, oldest first (GitHub lists by ascending id)."""
        try:
            return [_comment(c) for c in self._pull(number).get_issue_comments()]
        except API_ERRORS as error:
            raise _fail(error, "list the pull request's comments") from None

    def _exchange(self, verb: str, url: str, body: Outbound | None,
                  parameters: Mapping[str, Any] | None) -> Any:
        """The one call of PyGithub's requester: the body is an `Outbound` (redacted when it was
        made); the URL and the query are redacted here."""
        _, data = self.github.requester.requestJsonAndCheck(
            verb, redact(url), parameters=redact_json(parameters) if parameters else None,
            input=body.payload if body is not None else None)
        return data

    def send(self, verb: str, path: str, doing: str, *, write: bool,
             body: Outbound | None = None, parameters: Mapping[str, Any] | None = None) -> Any:
        """A request to `path` under the repository's API URL; failures become the typed
        errors above, `doing` naming what was being done."""
        try:
            return self._exchange(verb, f"{self.repo.url}{path}", body, parameters)
        except API_ERRORS as error:
            raise _fail(error, doing, write=write) from None

    def post_comment(self, number: int, body: str) -> Comment:
        return _comment_from_json(self.send("POST", f"/issues/{number}/comments",
                                            "post the comment", write=True,
                                            body=Outbound({"body": body})))

    def _comment_path(self, comment_id: int) -> str:
        return f"/issues/comments/{comment_id}"

    def edit_comment(self, comment_id: int, body: str) -> Comment:
        return _comment_from_json(self.send("PATCH", self._comment_path(comment_id),
                                            "edit the comment", write=True,
                                            body=Outbound({"body": body})))

    def delete_comment(self, comment_id: int) -> bool:
        """Delete one comment; False when it was already gone (another run deleted it)."""
        try:
            self._exchange("DELETE", f"{self.repo.url}{self._comment_path(comment_id)}", None,
                           None)
        except GithubException as error:
            if error.status == 404:
                return False
            raise _fail(error, "delete a duplicate comment", write=True) from None
        except requests.exceptions.RequestException as error:
            raise _fail(error, "delete a duplicate comment", write=True) from None
        return True

    def review_comments(self, number: int) -> list[Comment]:
        """Every review comment on the pull request's lines, with its author."""
        try:
            return [_comment(c) for c in self._pull(number).get_review_comments()]
        except API_ERRORS as error:
            raise _fail(error, "list the review comments") from None

    def create_review(self, number: int, head_sha: str, comments: list[dict[str, Any]]) -> None:
        self.send("POST", f"/pulls/{number}/reviews", "create the review comments", write=True,
                  body=Outbound({"commit_id": head_sha, "event": "COMMENT",
                                 "body": "signalforge-gate: drafted docs below the bar.",
                                 "comments": comments}))


def _comment(comment: Any) -> Comment:
    user = comment.user
    return Comment(id=int(comment.id), body=comment.body or "",
                   author=str(user.login) if user is not None else "",
                   url=str(comment.html_url))


def _comment_from_json(data: dict[str, Any]) -> Comment:
    user = data.get("user") or {}
    return Comment(id=int(data["id"]), body=str(data.get("body") or ""),
                   author=str(user.get("login") or ""), url=str(data.get("html_url") or ""))


def _pull_at(pull: PullRequest) -> PullAt:
    head_repo = pull.head.repo
    return PullAt(number=int(pull.number), base_sha=str(pull.base.sha),
                  head_sha=str(pull.head.sha),
                  head_repository=str(head_repo.full_name) if head_repo is not None else "")

