"""Publishing a `grade.json` made elsewhere: the fork-safe flow's second job.

A `pull_request` job from a fork grades with a read-only token and uploads `grade.json`; a
`workflow_run` job with a write token publishes it (`comment --from FILE --post`, or the
action's `publish-from` input). That report comes from a job the pull request could
influence, so nothing in it is trusted that the publishing side can know for itself:

- the head commit is the triggering run's (`workflow_run.head_sha`), and the report must be
  about it;
- the pull request is the one the event names, or, since GitHub leaves that list empty for
  forks, the report's, accepted only if that pull request's head is still that commit;
- the run link on the comment and the status is the triggering run's, never the report's.

What it cannot know is whether the grade itself was computed honestly by the first job: the
README says what that means for required checks.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gate.console import note, warn
from gate.errors import InputError, UsageError
from gate.github.actions import ActionsEnv, Runner
from gate.github.budget import Budget
from gate.github.context import DEFAULT_API_URL, DEFAULT_SERVER_URL
from gate.github.pull_request import PullRequestClient
from gate.options import publish_budget
from gate.publishing.check_run import check_name
from gate.publishing.publish import Publisher, PublishOptions
from gate.publishing.render import render_comment
from gate.report import GateReport, read_report


def load(source: Path) -> GateReport:
    try:
        return read_report(source)
    except (OSError, ValueError) as error:
        raise InputError(f"not a readable grade.json ({type(error).__name__}: "
                         f"{str(error).splitlines()[0][:200]}).",
                         remediation="pass the grade.json the gate wrote (--from FILE).",
                         path=str(source)) from None


@dataclass(frozen=True)
class Target:
    repository: str
    pr_number: int
    head_sha: str
    run_url: str | None


def target_of(report: GateReport, actions: ActionsEnv) -> Target:
    """Where to publish, trusting the event over the report."""
    event = actions.event()
    workflow_run = event.get("workflow_run")
    run: dict[str, Any] = workflow_run if isinstance(workflow_run, dict) else {}
    head_sha = run.get("head_sha") or actions.get("GITHUB_SHA") or report.context.head_sha
    pulls = run.get("pull_requests") or []
    named = pulls[0].get("number") if pulls and isinstance(pulls[0], dict) else None
    pr_number = named or report.context.pr_number
    repository = actions.get("GITHUB_REPOSITORY") or report.context.repository
    if not (pr_number and head_sha and repository):
        raise InputError("the report names no pull request to publish to.",
                         remediation="publish reports of pull_request runs only.",
                         path="grade.json")
    if report.context.head_sha and head_sha != report.context.head_sha:
        raise InputError(f"the report was made for commit {report.context.head_sha[:12]}, but "
                         f"this run is about {head_sha[:12]}; it was refused.",
                         remediation="publish the artifact of the run that triggered this one.",
                         path="grade.json")
    if named and report.context.pr_number and named != report.context.pr_number:
        raise InputError(f"the report names pull request #{report.context.pr_number}, but the "
                         f"triggering run belongs to #{named}; it was refused.",
                         remediation="publish the artifact of the run that triggered this one.",
                         path="grade.json")
    run_url = run.get("html_url") if isinstance(run.get("html_url"), str) else None
    return Target(str(repository), int(pr_number), str(head_sha), run_url)


def publish(source: Path, actions: ActionsEnv) -> int:
    """Post the report's check run, comment and commit status. 0 when the comment and the
    status were published (or when the pull request moved on, which is not this job's
    failure); 3 when GitHub refused or failed them."""
    report = load(source)
    target = target_of(report, actions)
    # The report's own run link could point anywhere: the triggering run's replaces it.
    report = report.model_copy(update={"context": report.context.model_copy(
        update={"run_url": target.run_url})})
    instance = actions.input("comment-instance")
    if actions.flag("dry-run"):
        print(render_comment(report, instance))
        return 0
    token = actions.input("github-token") or os.environ.get("GITHUB_TOKEN")
    if not token:
        raise UsageError("posting needs a token.", remediation="set GITHUB_TOKEN (in a "
                         "workflow: env: GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}).")
    Runner(actions).mask(token)
    client = PullRequestClient(actions.get("GITHUB_API_URL") or DEFAULT_API_URL, token,
                               target.repository,
                               budget=Budget(publish_budget(actions.input("publish-budget"))))
    current = client.pull_head(target.pr_number, fresh=True)
    if current != target.head_sha:
        note(f"pull request #{target.pr_number} moved on to {current[:12]}; the report for "
             f"{target.head_sha[:12]} was not published (the newer run will publish its own)")
        return 0
    published = Publisher(client, PublishOptions(
        comment=True, instance=instance, commit_status=True,
        check_run=actions.flag("check-run", default=True),
        author=actions.input("comment-author"),
        server_url=actions.get("GITHUB_SERVER_URL") or DEFAULT_SERVER_URL,
    )).publish(report, target.pr_number, target.head_sha)
    for problem in published.warnings:
        warn(problem)
    Runner(actions).set_outputs({"comment-url": published.comment_url or "",
                                 "verdict": report.verdict.state,
                                 "passed": "true" if report.verdict.passed else "false"})
    if published.comment_url:
        print(f"comment: {published.comment_url}")
    if published.status_state:
        print(f"status {check_name(instance)}: {published.status_state} on "
              f"{target.head_sha[:12]}")
    if published.check_run_conclusion:
        print(f"check run {check_name(instance)}: {published.check_run_conclusion}")
    # The comment and the status are this job's purpose; a check run the token may not create
    # (no `checks: write`) is a warning only.
    return 0 if published.comment_url and published.status_state else 3
