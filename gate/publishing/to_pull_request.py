"""Publishing a run's report to its pull request or merge-queue entry, once the grades exist.

Whether anything is posted at all is decided here: a dry run, an event without a pull request,
a missing token and a fork's read-only token post nothing and say why, and a pull request that
moved on while the run graded an older commit is left to the run for the newer one. Posting
the comment, check run, status and review comments exactly once is `Publisher`'s job.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gate.core.errors import ServiceError
from gate.report.grade_json import GateReport, Publishing

if TYPE_CHECKING:  # PyGithub is imported only when GitHub is called (a dry run never)
    from gate.github.context import RunContext
    from gate.github.pull_request import PullRequestClient
    from gate.settings import RunOptions


def publish_to_pull_request(report: GateReport, context: RunContext, options: RunOptions,
                            client: PullRequestClient | None,
                            report_url: str | None = None) -> Publishing:
    """What publishing did (or why it did nothing), for `grade.json` and the outputs;
    `report_url` is where the HTML report can be downloaded, when one was written."""
    merge_queue = context.is_merge_group
    if options.dry_run or not (context.is_pull_request or merge_queue) \
            or (context.pr_number is None and not merge_queue):
        return Publishing()
    if client is None:
        return Publishing(warnings=("no GitHub token: nothing was posted to the pull "
                                    "request",))
    if context.is_fork and context.event_name != "workflow_run":  # the trusted job can
        return Publishing(warnings=("this pull request comes from a fork, whose token is "
                                    "read-only: nothing was posted. Publish with the "
                                    "two-phase workflow's trusted job (docs/forks.md).",))
    client.budget.restart(options.publish_budget)  # every wait from here is bounded by it
    if context.pr_number is not None:
        stale = stale_warning(client, context, context.pr_number)
        if stale:
            return Publishing(warnings=(stale,))
    from gate.publishing.publish import Publisher, PublishOptions  # noqa: PLC0415

    publisher = Publisher(client, PublishOptions(
        comment=options.comment == "sticky", instance=options.comment_instance,
        author=options.comment_author, review_comments=options.review_comments,
        commit_status=options.commit_status, check_run=options.check_run,
        server_url=context.server_url,
        report_url=report_url))
    return publisher.publish(report, context.pr_number, context.head_sha)


def stale_warning(client: PullRequestClient, context: RunContext, number: int) -> str | None:
    """A warning when the pull request moved on while this run graded an older commit:
    its results must not replace those of the run for the newer commit."""
    try:
        head = client.pull_head(number, fresh=True)
    except ServiceError as error:
        return f"could not check the pull request's head: {error.message}"
    if context.head_sha and head != context.head_sha:
        return (f"the pull request moved on to {head[:12]} while this run graded "
                f"{context.head_sha[:12]}: nothing was posted")
    return None
