"""Posting the grade to GitHub: the check run, one sticky comment, optional review comments,
and optionally a commit status.

The comment's exactly-once logic is `gate.publishing.sticky`'s, the check run's
`gate.publishing.check_run`'s. Review comments go only on lines the pull request touches (GitHub
refuses others) and carry a key, so a re-run does not repeat them; only a key in a review
comment the gate's own login wrote counts, as for the sticky comment.

Publishing never changes the verdict, and never waits longer than its budget: a refused write
(a fork's read-only token, a token without `checks: write`), an outage or a rate limit that
would outlast the budget becomes a warning in the report, what could not be posted is skipped,
and the exit code stays the grade's.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TypeVar

from gate.core.errors import ServiceError
from gate.core.lazy_pattern import lazy_pattern
from gate.core.redaction import redact, redact_model
from gate.docs.models import GradingResult
from gate.github.checks import ChecksClient
from gate.github.context import DEFAULT_SERVER_URL
from gate.github.pull_request import OutOfTime, PullRequestClient, WriteRefused
from gate.publishing.check_run import CheckRunPublisher, CheckRunResult, check_name
from gate.publishing.deltas import baseline_for
from gate.publishing.render import Extras, blob_url, marker, render_comment, text
from gate.publishing.sticky import Identity, StickyComment
from gate.report.display_state import NOT_ENFORCED, run_display_state
from gate.report.grade_json import GateReport, Publishing

T = TypeVar("T")
FORK_REFUSED = ("This is expected for pull requests from forks; see the two-phase workflow in "
                "the README.")
CHECKS_REFUSED = ("Grant the job `checks: write` (a personal token cannot create check runs), "
                  "or set check-run: false.")
REVIEW_KEY = "<!-- signalforge-gate:review:{key} -->"
MAX_REVIEW_COMMENTS = 30
HUNK = lazy_pattern(r"^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@")


@dataclass(frozen=True)
class PublishOptions:
    comment: bool = True
    instance: str = ""
    #: The login the gate's comments carry; empty: recognised from the token.
    author: str = ""
    review_comments: bool = False
    commit_status: bool = False
    check_run: bool = True
    server_url: str = DEFAULT_SERVER_URL
    #: The HTML report's download page, which the comment and the check run link to.
    report_url: str | None = None


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
    """The commit status state and description for a report.

    A status has no neutral state: it follows the job (success for exit 0), so a bar the
    workflow does not enforce never blocks a merge through the status either. A success that
    is not a pass says so first, naming the check, since the state alone cannot."""
    verdict = report.verdict
    shown_state = run_display_state(report)
    state = "success" if shown_state == "passed" or shown_state in NOT_ENFORCED else \
        "failure" if shown_state == "below_bar" else "error"
    first = verdict.reasons[0] if verdict.reasons else ""
    if shown_state in NOT_ENFORCED:
        shown = {"inconclusive": "INCONCLUSIVE", "fail": "below the bar"}
        first = "; ".join(
            f"{name} {shown[check.state]}" for name, check in
            (("session", verdict.session), ("docs", verdict.docs))
            if check.state != "pass") + ", not enforced: " + first
    return state, first if len(first) <= 140 else first[:139] + "…"


class Publisher:
    def __init__(self, client: PullRequestClient, options: PublishOptions) -> None:
        self.client = client
        self.options = options
        self.identity = Identity(client, options.author)
        self.warnings: list[str] = []
        self._out_of_time = False

    def publish(self, report: GateReport, pr_number: int | None,
                head_sha: str | None) -> Publishing:
        """Everything the options ask for; `pr_number` None (a merge queue's commit) skips
        what belongs to a pull request."""
        report = redact_model(report)  # before rendering cuts a secret in half
        options = self.options
        extras = Extras(blob_url=blob_url(options.server_url, report.context.repository,
                                          head_sha), report_url=options.report_url)
        conclusion = comment_url = review_count = status_state = None
        if options.check_run and head_sha:
            result = self._attempt("create the check run",
                                   lambda: self._check_run(report, pr_number, head_sha, extras),
                                   refused=CHECKS_REFUSED)
            conclusion = result.conclusion if result else None
        if options.comment and pr_number is not None:
            comment_url = self._attempt("post the sticky comment",
                                        lambda: self.upsert_comment(report, pr_number, extras))
        if options.review_comments and report.docs.report is not None and head_sha \
                and pr_number is not None:
            review_count = self._attempt("post review comments",
                                         lambda: self.review(report, pr_number, head_sha))
        if options.commit_status and head_sha:
            status_state = self._attempt("set the commit status",
                                         lambda: self.set_status(report, head_sha))
        return Publishing(comment_url=comment_url, review_comments=review_count or 0,
                          status_state=status_state, check_run_conclusion=conclusion,
                          warnings=tuple(self.warnings))

    def _attempt(self, what: str, action: Callable[[], T], refused: str = FORK_REFUSED) -> T | None:
        if self._out_of_time or self.client.budget.spent:
            if not self._out_of_time:
                self.warnings.append("the publish budget ran out: the rest was not posted "
                                     "(raise the publish-budget input to wait longer).")
            self._out_of_time = True
            self.warnings.append(f"skipped: {what}")
            return None
        try:
            return action()
        except WriteRefused as error:
            self.warnings.append(f"could not {what}: {error.message} {refused}")
        except OutOfTime as error:
            self._out_of_time = True
            self.warnings.append(f"could not {what} within the publish budget: "
                                 f"{error.message} The rest was not posted.")
        except ServiceError as error:
            self.warnings.append(f"could not {what}: {error.message}")
        return None

    def _check_run(self, report: GateReport, pr_number: int | None, head_sha: str,
                   extras: Extras) -> CheckRunResult:
        changed = None
        if pr_number is not None:
            changed = {f.filename: commentable_lines(f.patch)
                       for f in self.client.changed_files(pr_number).files}
        result = CheckRunPublisher(ChecksClient(self.client), self.options.instance).publish(
            report, head_sha, extras, changed)
        if self.client.token.startswith("ghs_"):
            self.identity.learn(result.check_run.bot_login)
        return result

    def upsert_comment(self, report: GateReport, pr_number: int, extras: Extras) -> str:
        sticky = StickyComment(self.client, self.identity, marker(self.options.instance))

        def render(earlier: str | None) -> str:
            shown = replace(extras, baseline=baseline_for(report, earlier))
            return redact(render_comment(report, self.options.instance, shown))

        return sticky.publish(pr_number, render).url

    def review(self, report: GateReport, pr_number: int, head_sha: str) -> int:
        assert report.docs.report is not None
        patches = {f.filename: commentable_lines(f.patch)
                   for f in self.client.changed_files(pr_number).files}
        # Only the gate's own earlier comments count: anyone may write a review comment that
        # quotes every key, and it must not silence the gate's.
        login = self.identity.login()
        posted = "\n".join(c.body for c in self.client.review_comments(pr_number)
                           if c.author == login)
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
        ChecksClient(self.client).set_status(
            head_sha, state=state, description=redact(description),
            context=check_name(self.options.instance), target_url=report.context.run_url)
        return state
