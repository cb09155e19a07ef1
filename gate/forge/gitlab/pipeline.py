"""A GitLab CI job's description of the merge request it runs for.

GitLab sets `GITLAB_CI=true` and describes the merge request in predefined variables; the
gate reads them here and checks each against the API before it is used
(`GitLabForge._check_identity`). In a merged-results pipeline (and a merge train)
`CI_COMMIT_SHA` is GitLab's temporary merge commit, not the merge request's head: the head is
then `CI_MERGE_REQUEST_SOURCE_BRANCH_SHA`, which GitLab sets only there.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

from gate.core.errors import UsageError
from gate.github.context import ForgeWords, RunContext, is_sha

MERGE_REQUEST_EVENT = "merge_request_event"
READ_ONLY_JOB = ("only CI_JOB_TOKEN is available: it can read the merge request but cannot "
                 "write notes or commit statuses, so nothing was posted. Set "
                 "SIGNALFORGE_GITLAB_TOKEN to a project or group access token with the api "
                 "scope (docs/gitlab.md); the reports were still written.")


@dataclass(frozen=True)
class MergeRequestClaims:
    """What the pipeline's variables say the merge request is (each checked against GitLab)."""

    #: The project the merge request belongs to (its target; a fork's pipeline runs elsewhere).
    project_id: str
    iid: int
    base_sha: str | None = None
    head_sha: str | None = None
    #: The project the pipeline runs in, when it is not the merge request's (a fork's).
    source_project_id: str | None = None


GITLAB_WORDS = ForgeWords(forge="GitLab", change="merge request",
                          access="a token (SIGNALFORGE_GITLAB_TOKEN)",
                          full_history='GIT_DEPTH: "0" in the job\'s variables')


@dataclass(frozen=True)
class GitLabRunContext(RunContext):
    """The run's context on GitLab: the job's page is where its report lives."""

    job_url: str | None = None
    words: ClassVar[ForgeWords] = GITLAB_WORDS

    @property
    def run_url(self) -> str | None:
        return self.job_url


@dataclass(frozen=True)
class GitLabPipeline:
    """What the job's variables say, and the tokens it has."""

    api_url: str
    context: GitLabRunContext
    claims: MergeRequestClaims | None
    token: str | None
    job_token: str | None
    #: `CI_MERGE_REQUEST_REF_PATH`: the ref the merge request's pipelines run for.
    ref_path: str | None = None


def _sha(env: Mapping[str, str], name: str) -> str | None:
    value = env.get(name, "").strip()
    if value and not is_sha(value):
        raise UsageError(f"{name} is {value[:60]!r}, which is not a commit id.",
                         remediation=f"leave {name} as GitLab sets it.")
    return value or None


def read_pipeline(env: Mapping[str, str], workspace: Path | None = None) -> GitLabPipeline:
    """The merge request, its project and commits, from a GitLab CI job's variables; outside
    a merge request pipeline (a branch pipeline) no change is named and the checkout is
    graded whole, as on a push."""
    api_url = env.get("CI_API_V4_URL", "").strip()
    project_id = env.get("CI_PROJECT_ID", "").strip()
    if not api_url or not project_id:
        raise UsageError("GITLAB_CI is true but CI_API_V4_URL or CI_PROJECT_ID is not set.",
                         remediation="run the gate as a job of a GitLab pipeline, or unset "
                                     "GITLAB_CI to run it on a laptop.")
    iid_text = env.get("CI_MERGE_REQUEST_IID", "").strip()
    if iid_text and not iid_text.isdigit():
        raise UsageError(f"CI_MERGE_REQUEST_IID is {iid_text[:40]!r}, not a number.",
                         remediation="leave CI_MERGE_REQUEST_IID as GitLab sets it.")
    iid = int(iid_text) if iid_text else None
    head = _sha(env, "CI_MERGE_REQUEST_SOURCE_BRANCH_SHA") or _sha(env, "CI_COMMIT_SHA")
    base = _sha(env, "CI_MERGE_REQUEST_DIFF_BASE_SHA") if iid is not None else None
    target = env.get("CI_MERGE_REQUEST_PROJECT_ID", "").strip() or project_id
    claims = None if iid is None else MergeRequestClaims(
        project_id=target, iid=iid, base_sha=base, head_sha=head,
        source_project_id=project_id if target != project_id else None)
    path = env.get("CI_MERGE_REQUEST_PROJECT_PATH", "").strip() \
        or env.get("CI_PROJECT_PATH", "").strip() or None
    context = GitLabRunContext(
        workspace=workspace or Path(env.get("CI_PROJECT_DIR") or "."),
        event_name=MERGE_REQUEST_EVENT if iid is not None else "push",
        repository=path, pr_number=iid, base_sha=base, head_sha=head,
        head_repository=env.get("CI_MERGE_REQUEST_SOURCE_PROJECT_PATH", "").strip() or None,
        api_url=api_url, server_url=env.get("CI_SERVER_URL", "").strip() or api_url,
        run_id=env.get("CI_JOB_ID") or None, job_url=env.get("CI_JOB_URL") or None)
    return GitLabPipeline(api_url, context,
                          claims, env.get("SIGNALFORGE_GITLAB_TOKEN", "").strip() or None,
                          env.get("CI_JOB_TOKEN", "").strip() or None,
                          env.get("CI_MERGE_REQUEST_REF_PATH", "").strip() or None)
