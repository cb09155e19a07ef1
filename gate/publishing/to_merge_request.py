"""Publishing a run's report to a GitLab merge request: one sticky note, a commit status,
optional inline discussions.

The note is kept exactly once by the same convergence as GitHub's comment
(`gate.publishing.sticky`): found again by its marker among the token user's own notes, edited,
never duplicated, extras the gate wrote removed, nobody else's touched. The status is named
`signalforge-gate` (with the instance after a slash in a matrix), `pending` while the run
grades, then `success` or `failed` as the job's exit code says, linking the job's page.

Publishing never changes the verdict: what GitLab refuses or loses becomes a warning, and the
exit code stays the grade's. A job token (`CI_JOB_TOKEN`) cannot write notes or statuses; the
run says so plainly and posts nothing.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, TypeVar

from gate.core.errors import GateError, ServiceError
from gate.core.redaction import redact, redact_model
from gate.forge.seam import Forge, StatusState
from gate.publishing.check_run import check_name
from gate.publishing.deltas import baseline_for
from gate.publishing.publish import REVIEW_KEY, Publisher, commentable_lines, status_of
from gate.publishing.render import Extras, marker, render_comment, text
from gate.publishing.sticky import Identity, StickyComment
from gate.report.grade_json import GateReport, Publishing

if TYPE_CHECKING:
    from gate.github.context import RunContext
    from gate.settings import RunOptions

T = TypeVar("T")
MAX_INLINE_DISCUSSIONS = 30
PENDING_DESCRIPTION = "grading the session audit and the drafted docs"
NO_LOGIN = ("GitLab would not say which user the token writes as (GET /user), so the note "
            "could not be found again and was not posted: use a project or group access token "
            "with the api scope.")


@dataclass(frozen=True)
class InlineNote:
    path: str
    line: int
    body: str


def gitlab_state(report: GateReport) -> tuple[StatusState, str]:
    """GitLab's status words for the report: `success` for exit 0, `failed` otherwise."""
    state, description = status_of(report)
    return ("success" if state == "success" else "failed"), description


def announce_pending(context: RunContext, forge: Forge, instance: str) -> tuple[bool, str | None]:
    """The `pending` status on the head before grading starts: whether it was set, and a
    warning when setting it failed. Only on a head GitLab confirms is the merge request's: a
    status is never left pending on a commit the job's variables named wrongly (grading then
    says why)."""
    if context.head_sha is None or context.pr_number is None:
        return False, None
    try:
        forge.pull_commits(context.pr_number)  # the variables checked against GitLab first
    except GateError:
        return False, None
    try:
        forge.set_status(context.head_sha, state="pending", name=check_name(instance),
                         description=PENDING_DESCRIPTION, target_url=context.run_url)
    except ServiceError as error:
        return False, f"could not set the pending status: {error.message}"
    return True, None


class MergeRequestPublisher:
    def __init__(self, forge: Forge, options: RunOptions, context: RunContext,
                 report_url: str | None, blob_base: str | None) -> None:
        self.forge = forge
        self.options = options
        self.context = context
        self.extras = Extras(blob_url=blob_base, report_url=report_url)
        self.identity = Identity(forge, options.comment_author)
        self.warnings: list[str] = []

    def publish(self, report: GateReport) -> Publishing:
        report = redact_model(report)  # before rendering cuts a secret in half
        number, head = self.context.pr_number, self.context.head_sha
        assert number is not None
        note_url = review_count = status = None
        if self.options.comment == "sticky":
            note_url = self._attempt("post the merge request note",
                                     lambda: self.upsert_note(report, number))
        if self.options.review_comments and report.docs.report is not None and head:
            review_count = self._attempt("start inline discussions",
                                         lambda: self.inline(report, number, head))
        if head:
            status = self._attempt("set the commit status",
                                   lambda: self.set_status(report, head))
        return Publishing(comment_url=note_url, review_comments=review_count or 0,
                          status_state=status, warnings=tuple(self.warnings))

    def _attempt(self, what: str, action: Callable[[], T]) -> T | None:
        try:
            return action()
        except ServiceError as error:
            self.warnings.append(f"could not {what}: {error.message}")
        return None

    def upsert_note(self, report: GateReport, number: int) -> str | None:
        if not self.identity.override:  # asked once: the note and discussions use the answer
            login = self.forge.login_from_user()
            if login is None:
                self.warnings.append(NO_LOGIN)
                return None
            self.identity = Identity(self.forge, login)
        sticky = StickyComment(self.forge, self.identity, marker(self.options.comment_instance))

        def render(earlier: str | None) -> str:
            shown = replace(self.extras, baseline=baseline_for(report, earlier))
            return redact(render_comment(report, self.options.comment_instance, shown))

        return sticky.publish(number, render).url

    def set_status(self, report: GateReport, head: str) -> str:
        state, description = gitlab_state(report)
        self.forge.set_status(head, state=state, name=check_name(self.options.comment_instance),
                              description=redact(description), target_url=self.context.run_url)
        return state

    def inline(self, report: GateReport, number: int, head: str) -> int:
        """One discussion per failing artifact on a line the merge request shows, keyed so a
        re-run does not repeat it; only keys in the token user's own notes count."""
        assert report.docs.report is not None
        lines = {f.filename: commentable_lines(f.patch)
                 for f in self.forge.changed_files(number).files}
        login = self.identity.login()
        posted = "\n".join(c.body for c in self.forge.inline_comments(number)
                           if c.author == login)
        started = 0
        for result in Publisher._failing_by_artifact(report.docs.report.results):
            if started >= MAX_INLINE_DISCUSSIONS:
                break
            if result.line is None or result.line not in lines.get(result.file, set()):
                continue
            key = hashlib.sha1(f"{result.file}:{result.artifact_id}".encode(),
                               usedforsecurity=False).hexdigest()[:16]
            if key in posted:
                continue
            body = redact(f"**signalforge-gate** · {text(result.criterion_id)} "
                          f"{result.score or 0.0:.2f}: {text(result.one_line_why, 300)}\n\n"
                          f"{REVIEW_KEY.format(key=key)}")
            self.forge.create_inline_comment(number, head, InlineNote(result.file,
                                                                      result.line, body))
            started += 1
        return started


def publish_to_merge_request(report: GateReport, context: RunContext, options: RunOptions,
                             forge: Forge | None, *, can_write: bool, read_only_warning: str,
                             report_url: str | None, blob_base: str | None,
                             pending_set: bool = False) -> Publishing:
    """What publishing did (or why it did nothing), for `grade.json` and the log;
    `pending_set`: this run set the `pending` status on the head it graded, and must settle it
    even when the merge request has moved on."""
    if options.dry_run or context.pr_number is None:
        return Publishing()
    if forge is None or not can_write:
        return Publishing(warnings=(read_only_warning,))
    try:
        head = forge.pull_head(context.pr_number, fresh=True)
    except ServiceError as error:
        return Publishing(warnings=(f"could not check the merge request's head: "
                                    f"{error.message}",))
    publisher = MergeRequestPublisher(forge, options, context, report_url, blob_base)
    if context.head_sha and head.lower() != context.head_sha.lower():
        # The newer commit's pipeline writes the note; this run only settles the status it
        # set, so the commit it graded is not left pending.
        state = publisher._attempt(
            "set the commit status",
            lambda: publisher.set_status(report, str(context.head_sha))) if pending_set else None
        return Publishing(status_state=state, warnings=(
            f"the merge request moved on to {head[:12]} while this run graded "
            f"{context.head_sha[:12]}: the note was left to the newer pipeline",
            *publisher.warnings))
    return publisher.publish(report)
