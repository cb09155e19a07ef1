"""python-gitlab's failures as the gate's typed errors.

The same three outcomes as on GitHub: `WriteRefused` (the token may not write here: a
`CI_JOB_TOKEN`, a token without `api` scope, a fork's pipeline), `OutcomeUnknown` (a write was
sent and its answer lost: GitLab may have done it, so look before repeating it), and
`GitLabUnavailable` for everything else (401, 5xx after retries, the network).
"""

from __future__ import annotations

import requests
from gitlab.exceptions import GitlabAuthenticationError, GitlabError

from gate.core.errors import ServiceError
from gate.forge.seam import OutcomeUnknown, WriteRefused

GRANT_ADVICE = ("set SIGNALFORGE_GITLAB_TOKEN to a project or group access token with the api "
                "scope (Settings → Access tokens), as a masked CI/CD variable.")


class GitLabUnavailable(ServiceError):  # noqa: N818 (reads as a state, as on GitHub)
    """GitLab could not be reached, refused the token, or kept failing."""


API_ERRORS = (GitlabError, requests.exceptions.RequestException)


def status_of(error: Exception) -> int | None:
    code = getattr(error, "response_code", None)
    return code if isinstance(code, int) else None


def gitlab_failure(error: Exception, doing: str, *, write: bool = False) -> ServiceError:
    """The typed error for a python-gitlab/requests failure while `doing` something."""
    status = status_of(error)
    if isinstance(error, GitlabAuthenticationError) or status == 401:
        return GitLabUnavailable(f"GitLab refused the token while trying to {doing} (HTTP "
                                 "401: it is unknown, expired or revoked).",
                                 remediation=GRANT_ADVICE)
    if write and (status is None or status >= 500):
        return OutcomeUnknown(f"GitLab's answer was lost while trying to {doing} "
                              f"({_describe(error, status)}).",
                              remediation="check GitLab's status, then re-run the job.")
    if write and status in (403, 404):
        return WriteRefused(f"GitLab refused to {doing} (HTTP {status}).",
                            remediation=GRANT_ADVICE)
    if status is not None:
        message = getattr(error, "error_message", "") or ""
        detail = f"HTTP {status}{': ' + str(message)[:200] if message else ''}"
        return GitLabUnavailable(f"GitLab failed to {doing} ({detail}).",
                                 remediation="check the token's access to the project and "
                                             "GitLab's status, then re-run the job.")
    return GitLabUnavailable(f"GitLab could not be reached to {doing} "
                             f"({type(error).__name__}).",
                             remediation="check CI_API_V4_URL and the network, then re-run.")


def _describe(error: Exception, status: int | None) -> str:
    return f"HTTP {status}" if status is not None else type(error).__name__
