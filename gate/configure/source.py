"""Which `signalforge.yml` a run obeys: the one at the pull request's base commit.

A pull request must not be able to lower its own bar, so in a PR the configuration is read as
it was before the change: from git when the checkout has the base commit (no API call), else
through the contents API at the base SHA. If the base has no configuration file, the head's is
used and the report says so. When the base cannot be read at all, the gate never trusts the
head's file instead (the change would set its own bar): without git or the base commit and
without a token, that is a usage error (exit 2) saying what to install or pass; with a token
GitHub would not answer, a service error (exit 3). The same holds for `--base` in another CI.
"""

from __future__ import annotations

import shutil
import subprocess
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from gate.configure.config import (
    CONFIG_FILE,
    ConfigSource,
    GateConfig,
    load_config_file,
    parse_config,
)
from gate.core.errors import ServiceError, UsageError
from gate.core.files import confined
from gate.github.context import RunContext, is_sha

if TYPE_CHECKING:  # PyGithub is imported only by runs that call GitHub
    from gate.github.pull_request import PullRequestClient

GIT_TIMEOUT_SECONDS = 30
Source = Literal["base", "head", "workspace", "defaults"]


def _git_show(workspace: Path, sha: str, path: str) -> bytes | Literal["absent"] | None:
    """The file at `sha` from the local checkout; "absent" if the commit lacks the file, None
    if git cannot tell (no repository, a shallow clone without the commit, not a SHA)."""
    if not is_sha(sha):
        return None
    base = ["git", "-c", "core.fsmonitor=", "-C", str(workspace)]
    try:  # a fixed argv, no shell; the SHA was checked above
        has_commit = subprocess.run([*base, "cat-file", "-e", f"{sha}^{{commit}}"],  # noqa: S603
                                    capture_output=True, timeout=GIT_TIMEOUT_SECONDS,
                                    check=False)
        if has_commit.returncode != 0:
            return None
        in_tree = subprocess.run([*base, "cat-file", "-e", f"{sha}:{path}"],  # noqa: S603
                                 capture_output=True, timeout=GIT_TIMEOUT_SECONDS, check=False)
        if in_tree.returncode != 0:
            return "absent"  # the commit is there and the path is not in its tree
        shown = subprocess.run([*base, "show", f"{sha}:{path}"],  # noqa: S603
                               capture_output=True, timeout=GIT_TIMEOUT_SECONDS, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return shown.stdout if shown.returncode == 0 else None


def config_for_run(
    context: RunContext, client: PullRequestClient | None, *, name: str = CONFIG_FILE,
    explicit: Path | None = None,
) -> tuple[GateConfig, Source]:
    """The configuration and where it came from."""
    workspace_file = context.workspace / name
    if explicit is not None:
        return _local(explicit, "workspace")
    if not context.grades_a_change:
        return _local(workspace_file, "workspace")
    sha = context.base_sha
    if not sha:
        raise UsageError(f"pull request #{context.pr_number} is graded by the {name} of its "
                         "base commit, which is not known here.",
                         remediation="pass --base with the base commit, or a token "
                                     "(--github-token) so that GitHub can say it.")
    found = _git_show(context.workspace, sha, name)
    if found is None and client is not None:
        content = client.read_file(name, sha)
        if content is not None:
            found = content
        elif client.can_read(sha):  # a 404 also hides a repository the token cannot read
            found = "absent"
    if isinstance(found, bytes):
        return parse_config(found, display_path=name, ref=sha), "base"
    if found == "absent":
        confined(context.workspace, [name])
        config, source = _local(workspace_file, "head")
        note = f"the base commit {sha[:12]} has no {name}; the pull request's own was used"
        return replace(config, source=replace(config.source, note=note, ref=None)), source
    # Never the head's file instead: the change would set its own bar.
    if client is not None:
        raise ServiceError(f"the base commit's {name} could not be read (commit {sha[:12]} is "
                           "not in the checkout, and GitHub would not show it to this token).",
                           remediation="check the token's access to the repository, or check "
                                       "out with fetch-depth: 0.")
    raise UsageError(f"the base commit's {name} could not be read: {_why_no_git(sha)}, "
                     "and no token was given to read it through GitHub's API.",
                     remediation="run where git is installed and the base commit is fetched "
                                 "(fetch-depth: 0), or give a token (--github-token).")


def _why_no_git(sha: str) -> str:
    if shutil.which("git") is None:
        return "git is not installed here"
    return f"the checkout does not hold commit {sha[:12]}"


def _local(path: Path, source: Source) -> tuple[GateConfig, Source]:
    config = load_config_file(path)
    if not config.source.found:
        return config, "defaults"
    return replace(config, source=ConfigSource(str(path), None, config.source.sha256,
                                               found=True)), source
