"""Which `signalforge.yml` a run obeys: the one at the pull request's base commit.

A pull request must not be able to lower its own bar, so in a PR the configuration is read as
it was before the change: from the checkout's git objects when they hold the base commit
(`gate.inputs.git_store`, hash-checked through the commit's tree; no API call), else
through the contents API at the base SHA. If the base has no configuration file, the head's is
used and the report says so. When the base cannot be read at all, the gate never trusts the
head's file instead (the change would set its own bar): without git or the base commit and
without a token, that is a usage error (exit 2) saying what to install or pass; with a token
GitHub would not answer, a service error (exit 3). The same holds for `--base` in another CI.
"""

from __future__ import annotations

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
from gate.github.context import RunContext
from gate.inputs.git_store import file_at_commit

if TYPE_CHECKING:  # PyGithub is imported only by runs that call GitHub
    from gate.forge.seam import ChangeReader

Source = Literal["base", "head", "workspace", "defaults"]


def read_at_commit(workspace: Path, sha: str, path: str) -> bytes | Literal["absent"] | None:
    """The file at `sha` from the checkout's object store, through the commit's tree and
    hash-checked (`gate.inputs.git_store`: no git runs, so the checkout's config, hooks and
    replace refs steer nothing); "absent" if the commit lacks the file, None if the store
    cannot tell (no repository, a shallow clone without the commit, not a SHA)."""
    found = file_at_commit(workspace, sha, path)
    if found == "absent" or isinstance(found, bytes):
        return found
    return None


def config_for_run(
    context: RunContext, client: ChangeReader | None, *, name: str = CONFIG_FILE,
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
        words = context.words
        raise UsageError(f"{words.change} #{context.pr_number} is graded by the {name} of its "
                         "base commit, which is not known here.",
                         remediation=f"pass --base with the base commit, or {words.access} so "
                                     f"that {words.forge} can say it.")
    found = read_at_commit(context.workspace, sha, name)
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
                           f"not in the checkout, and {context.words.forge} would not show it "
                           "to this token).",
                           remediation="check the token's access to the repository, or check "
                                       f"out with {context.words.full_history}.")
    raise UsageError(f"the base commit's {name} could not be read: {_why_no_git(sha)}, "
                     f"and no token was given to read it through {context.words.forge}'s API.",
                     remediation="run where the checkout holds the base commit "
                                 f"({context.words.full_history}), or give "
                                 f"{context.words.access}.")


def _why_no_git(sha: str) -> str:
    return f"the checkout's git objects do not hold commit {sha[:12]}"


def _local(path: Path, source: Source) -> tuple[GateConfig, Source]:
    config = load_config_file(path)
    if not config.source.found:
        return config, "defaults"
    return replace(config, source=ConfigSource(str(path), None, config.source.sha256,
                                               found=True)), source
