"""Posting the grade to the pull request: one sticky comment, optional review comments, and
optionally a commit status.

The comment is found again by its hidden marker (with an instance id, for matrix jobs) and by
its author, so a PR author who pastes the marker into their own comment cannot capture or
suppress it; it is edited in place, never duplicated, and left alone when nothing shown has
changed. Review comments go only on lines the pull request touches (GitHub refuses others) and
carry a key, so a re-run does not repeat them.

Publishing never changes the verdict: a refused write (a fork's read-only token) or an outage
becomes a warning in the report, and the exit code stays the grade's.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from gate.docs.models import GradingResult
from gate.errors import ServiceError
from gate.github.pull_request import PullRequestClient, WriteRefused
from gate.redaction import redact
from gate.render import DIGEST, digest, marker, render_comment, text
from gate.report import GateReport, Publishing

T = TypeVar("T")
STATUS_CONTEXT = "signalforge-gate"
REVIEW_KEY = "<!-- signalforge-gate:review:{key} -->"
MAX_REVIEW_COMMENTS = 30
HUNK = re.compile(r"^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@")


@dataclass(frozen=True)
class PublishOptions:
    comment: bool = True
    instance: str = ""
    author_fallback: str = "github-actions[bot]"
    review_comments: bool = False
    commit_status: bool = False


def commentable_lines(patch: str | None) -> set[int]:
    """New-file line numbers that appear in a diff's hunks (added or context lines)."""
    lines: set[int] = set()
    current = 0
    for raw in (patch or "").splitlines():
        hunk = HUNK.match(raw)
        if hunk:
            current = int(hunk.group(1))
            continue
        if raw.startswith(("-", "\\")):
            continue
        lines.add(current)
        current += 1
    return lines


def status_of(report: GateReport) -> tuple[str, str]:
    """The commit status state and description for a report."""
    verdict = report.verdict
    state = {0: "success", 1: "failure"}.get(verdict.exit_code, "error")
    first = verdict.reasons[0] if verdict.reasons else ""
    return state, first[:140]


class Publisher:
    def __init__(self, client: PullRequestClient, options: PublishOptions) -> None:
        self.client = client
        self.options = options
        self.warnings: list[str] = []

    def publish(self, report: GateReport, pr_number: int, head_sha: str | None) -> Publishing:
        comment_url = review_count = status_state = None
        if self.options.comment:
            comment_url = self._attempt("post the sticky comment",
                                        lambda: self.upsert_comment(report, pr_number))
        if self.options.review_comments and report.docs.report is not None and head_sha:
            review_count = self._attempt("post review comments",
                                         lambda: self.review(report, pr_number, head_sha))
        if self.options.commit_status and head_sha:
            status_state = self._attempt("set the commit status",
                                         lambda: self.set_status(report, head_sha))
        return Publishing(comment_url=comment_url, review_comments=review_count or 0,
                          status_state=status_state, warnings=tuple(self.warnings))

    def _attempt(self, what: str, action: Callable[[], T]) -> T | None:
        try:
            return action()
        except WriteRefused as error:
            self.warnings.append(f"could not {what}: {error.message} This is expected for pull "
                                 "requests from forks; see the two-phase workflow in the "
                                 "README.")
        except ServiceError as error:
            self.warnings.append(f"could not {what}: {error.message}")
        return None

    def upsert_comment(self, report: GateReport, pr_number: int) -> str:
        body = redact(render_comment(report, self.options.instance))
        own = marker(self.options.instance)
        login = self.client.own_login(self.options.author_fallback)
        existing = next((c for c in self.client.comments(pr_number)
                         if own in (c.body or "") and c.user is not None
                         and c.user.login == login), None)
        if existing is None:
            return self.client.post_comment(pr_number, body)
        if DIGEST.format(digest=digest(report)) in (existing.body or ""):
            return str(existing.html_url)  # nothing shown changed: no write
        return self.client.edit_comment(existing, body)

    def review(self, report: GateReport, pr_number: int, head_sha: str) -> int:
        assert report.docs.report is not None
        patches = {f.filename: commentable_lines(f.patch)
                   for f in self.client.changed_files(pr_number).files}
        posted = "\n".join(self.client.review_comment_bodies(pr_number))
        comments = []
        for result in self._failing_by_artifact(report.docs.report.results):
            if result.line is None or result.line not in patches.get(result.file, set()):
                continue
            # Keyed by artifact, not criterion: a re-run whose weakest criterion changed must not
            # comment on the same artifact twice.
            key = hashlib.sha1(f"{result.file}:{result.artifact_id}".encode(),
                               usedforsecurity=False).hexdigest()[:16]
            if key in posted:
                continue
            comments.append({
                "path": result.file, "line": result.line, "side": "RIGHT",
                "body": redact(f"**signalforge-gate** · {text(result.criterion_id)} "
                               f"{result.score or 0.0:.2f}: "
                               f"{text(result.one_line_why, 300)}\n\n"
                               f"{REVIEW_KEY.format(key=key)}")})
        if comments:
            self.client.create_review(pr_number, head_sha, comments[:MAX_REVIEW_COMMENTS])
        return len(comments[:MAX_REVIEW_COMMENTS])

    @staticmethod
    def _failing_by_artifact(results: tuple[GradingResult, ...]) -> list[GradingResult]:
        """The weakest failing result of each artifact: one comment per artifact."""
        worst: dict[tuple[str, str], GradingResult] = {}
        for result in results:
            if result.passed or result.score is None:
                continue
            key = (result.file, result.artifact_id)
            if key not in worst or (result.score or 0) < (worst[key].score or 0):
                worst[key] = result
        return list(worst.values())

    def set_status(self, report: GateReport, head_sha: str) -> str:
        state, description = status_of(report)
        self.client.set_status(head_sha, state=state, description=redact(description),
                               context=STATUS_CONTEXT, target_url=report.context.run_url)
        return state
