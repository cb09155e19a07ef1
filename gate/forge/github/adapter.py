"""GitHub behind the forge seam: thin delegation to `gate.github`'s PyGithub client.

`PullRequestClient` already speaks the gate's language (comments, changed files with blob ids,
files at a commit); this adapter only adds the two things GitHub keeps elsewhere (a commit
status through `ChecksClient`, a blob by id) and maps the seam's status words to GitHub's.
Nothing is copied: every request is still `gate.github`'s, through its one way out.
"""

from __future__ import annotations

import base64
from typing import Any

from gate.forge.seam import (
    ChangedFiles,
    ChangeReader,
    Comment,
    FolderEntry,
    Forge,
    InlineComment,
    PullCommit,
    PullCommits,
    StatusState,
)
from gate.github.budget import Budget
from gate.github.checks import ChecksClient
from gate.github.context import GITHUB_WORDS
from gate.github.outbound import Outbound
from gate.github.pull_request import PullRequestClient

REVIEW_BODY = "signalforge-gate: drafted docs below the bar."
#: The seam's status words → GitHub's commit status states.
GITHUB_STATES: dict[StatusState, str] = {
    "pending": "pending", "success": "success", "failed": "failure"}


class GitHubForge:
    """A pull request on GitHub, as the seam asks for it."""

    words = GITHUB_WORDS

    def __init__(self, client: PullRequestClient) -> None:
        self.client = client
        self.token = client.token

    @property
    def budget(self) -> Budget:
        return self.client.budget

    def pull_commits(self, number: int) -> PullCommits:
        return self.client.pull_commits(number)

    def pull_head(self, number: int, *, fresh: bool = False) -> str:
        return self.client.pull_head(number, fresh=fresh)

    def commits(self, number: int) -> list[PullCommit]:
        return self.client.commits(number)

    def changed_files(self, number: int) -> ChangedFiles:
        return self.client.changed_files(number)

    def read_file(self, path: str, ref: str) -> bytes | None:
        return self.client.read_file(path, ref)

    def read_blob(self, sha: str) -> bytes | None:
        data: Any = self.client.send("GET", f"/git/blobs/{sha}", f"read blob {sha[:12]}",
                                     write=False)
        if not isinstance(data, dict) or "content" not in data:
            return None
        return base64.b64decode(str(data["content"]))

    def can_read(self, ref: str) -> bool:
        return self.client.can_read(ref)

    def folder_entries(self, folder: str, ref: str) -> list[FolderEntry] | None:
        return self.client.folder_entries(folder, ref)

    def login_from_user(self) -> str | None:
        return self.client.login_from_user()

    def comments(self, number: int) -> list[Comment]:
        return self.client.comments(number)

    def post_comment(self, number: int, body: str) -> Comment:
        return self.client.post_comment(number, body)

    def edit_comment(self, comment_id: int, body: str) -> Comment:
        return self.client.edit_comment(comment_id, body)

    def delete_comment(self, comment_id: int) -> bool:
        return self.client.delete_comment(comment_id)

    def set_status(self, sha: str, *, state: StatusState, name: str, description: str,
                   target_url: str | None) -> None:
        ChecksClient(self.client).set_status(sha, state=GITHUB_STATES[state],
                                             description=description, context=name,
                                             target_url=target_url)

    def inline_comments(self, number: int) -> list[Comment]:
        return self.client.review_comments(number)

    def create_inline_comment(self, number: int, head_sha: str,
                              comment: InlineComment) -> None:
        # Through the client's one way out (`send`, an `Outbound` body), as its reviews go.
        self.client.send("POST", f"/pulls/{number}/reviews", "create the review comment",
                         write=True, body=Outbound({
                             "commit_id": head_sha, "event": "COMMENT", "body": REVIEW_BODY,
                             "comments": [{"path": comment.path, "line": comment.line,
                                           "side": "RIGHT", "body": comment.body}]}))


def _is_a_forge(forge: GitHubForge) -> Forge:
    """Type-checked proof that GitHub's adapter is all the seam asks for."""
    return forge


def _reads_a_change(client: PullRequestClient) -> ChangeReader:
    """Type-checked proof that the runner's GitHub client is the seam's `ChangeReader`."""
    return client
