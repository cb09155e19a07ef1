"""The gate on a GitLab merge request: the same run, with GitLab behind the forge seam.

Nothing of the run is copied: `GateRun`'s stages read the change through the seam's
`ChangeReader` (here `GitLabForge`), so the configuration is read at the merge request's diff
base, the drafted docs by the blob ids GitLab lists, and every exit writes grade.json. Only
what differs is here: a `pending` status before grading, publishing to the merge request
(`gate.publishing.to_merge_request`), and GitLab's links (the job's page, `/-/blob/`).
"""

from __future__ import annotations

from urllib.parse import quote

from gate.core.console import warn
from gate.core.safe_text import SAFE_URL
from gate.forge.gitlab.client import GitLabForge
from gate.forge.gitlab.pipeline import READ_ONLY_JOB, GitLabPipeline
from gate.github.actions import ActionsEnv
from gate.publishing.to_merge_request import announce_pending, publish_to_merge_request
from gate.report.grade_json import GateReport, Publishing
from gate.runner.run import GateRun, RunResult
from gate.settings import RunOptions


def gitlab_forge(pipeline: GitLabPipeline) -> GitLabForge | None:
    """The merge request's forge; None outside a merge request pipeline or without a token."""
    if pipeline.claims is None or not (pipeline.token or pipeline.job_token):
        return None
    return GitLabForge(pipeline.api_url, pipeline.claims, token=pipeline.token,
                       job_token=pipeline.job_token, status_ref=pipeline.ref_path)


class GitLabGateRun(GateRun):
    """One run of the gate in a GitLab CI job."""

    def __init__(self, options: RunOptions, actions: ActionsEnv,
                 pipeline: GitLabPipeline) -> None:
        self.pipeline = pipeline
        self.forge = gitlab_forge(pipeline)
        #: This run set `pending` on the head it grades (and so must settle it).
        self.pending_set = False
        super().__init__(options, actions, forge=self.forge, context=pipeline.context)

    @property
    def can_write(self) -> bool:
        return self.forge is not None and self.forge.can_write

    def execute(self) -> RunResult:
        for secret in (self.pipeline.token, self.pipeline.job_token):
            self.runner.mask(secret or "")
        if self.forge is not None and self.can_write and not self.options.dry_run \
                and self.context.pr_number is not None:
            self.pending_set, problem = announce_pending(self.context, self.forge,
                                                         self.options.comment_instance)
            if problem:
                warn(problem)
        return super().execute()

    def _publish(self, report: GateReport) -> Publishing:
        return publish_to_merge_request(
            report, self.context, self.options, self.forge, can_write=self.can_write,
            read_only_warning=READ_ONLY_JOB if self.pipeline.job_token else
            "no GitLab token (SIGNALFORGE_GITLAB_TOKEN): nothing was posted to the merge "
            "request; the reports were still written.",
            report_url=self._report_url, blob_base=self._blob_url, pending_set=self.pending_set)

    @property
    def _blob_url(self) -> str | None:
        context = self.context
        if not (context.server_url and context.repository and context.head_sha):
            return None
        url = (f"{context.server_url.rstrip('/')}/{quote(context.repository)}/-/blob/"
               f"{quote(context.head_sha)}")
        return url if SAFE_URL.match(url) else None

    @property
    def _report_url(self) -> str | None:
        """The job's artifacts, where the HTML report is kept once the job declares it."""
        job = self.context.run_url
        return f"{job}/artifacts/browse" if job and self.html_output else None
