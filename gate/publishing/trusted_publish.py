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

from gate.core.console import note, warn
from gate.core.errors import InputError, UsageError
from gate.github.actions import ActionsEnv, Runner
from gate.github.budget import Budget
from gate.github.context import DEFAULT_API_URL, DEFAULT_SERVER_URL
from gate.github.pull_request import PullRequestClient
from gate.publishing.check_run import check_name
from gate.publishing.publish import Publisher, PublishOptions
from gate.publishing.render import Extras, artifacts_page, blob_url, render_comment
from gate.report.grade_json import GateReport, read_report
from gate.settings import publish_budget


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


def this_run(actions: ActionsEnv) -> str | None:
    """The address of the run this job belongs to (not the triggering one)."""
    repository, run_id = actions.get("GITHUB_REPOSITORY"), actions.get("GITHUB_RUN_ID")
    if not (repository and run_id):
        return None
    server = (actions.get("GITHUB_SERVER_URL") or DEFAULT_SERVER_URL).rstrip("/")
    return f"{server}/{repository}/actions/runs/{run_id}"


def write_report_page(report: GateReport, target: Target, actions: ActionsEnv,
                      html: Path) -> str | None:
    """The HTML report of a published grade.json, rendered here from the checked report
    alone (the pull request's files are not in this trusted job), so no page made by the
    pull request's own job is ever what the comment links to. Returns the address of this
    run's artifacts, where the workflow uploads it."""
    from gate.report.html.page import Subject  # noqa: PLC0415 (Jinja2 only when asked)
    from gate.report.html.write import write_page  # noqa: PLC0415

    server = actions.get("GITHUB_SERVER_URL") or DEFAULT_SERVER_URL
    path = write_page(html, Subject.of_report(report),
                      blob_base=blob_url(server, target.repository, target.head_sha))
    workspace = Path(actions.get("GITHUB_WORKSPACE") or ".").resolve()
    shown = path.resolve()
    Runner(actions).set_outputs({"html-report": shown.relative_to(workspace).as_posix()
                                 if shown.is_relative_to(workspace) else str(path)})
    note(f"HTML report written: {path}")
    return artifacts_page(this_run(actions))


def publish(source: Path, actions: ActionsEnv, html: Path | None = None) -> int:
    """Post the report's check run, comment and commit status. 0 when the comment and the
    status were published (or when the pull request moved on, which is not this job's
    failure); 3 when GitHub refused or failed them. With `html` (or the `html` input), the
    HTML report is written there too, and the comment links to it."""
    report = load(source)
    target = target_of(report, actions)
    # The report's own run link could point anywhere: the triggering run's replaces it.
    report = report.model_copy(update={"context": report.context.model_copy(
        update={"run_url": target.run_url})})
    instance = actions.input("comment-instance")
    if html is None and actions.input("html"):
        html = Path(actions.get("GITHUB_WORKSPACE") or ".") / actions.input("html")
    report_url = write_report_page(report, target, actions, html) if html else None
    if actions.flag("dry-run"):
        print(render_comment(report, instance, Extras(report_url=report_url)))
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
        report_url=report_url,
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
