"""GitLab behind the forge seam: merge requests through python-gitlab.

Light on purpose: `on_gitlab` is asked on every run, and python-gitlab loads only for a run
that is a GitLab CI job.
"""

from __future__ import annotations

from collections.abc import Mapping


def on_gitlab(env: Mapping[str, str]) -> bool:
    """Whether this is a GitLab CI job (GitLab sets `GITLAB_CI=true` in every job)."""
    return env.get("GITLAB_CI") == "true"
