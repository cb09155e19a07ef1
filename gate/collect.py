"""What a run grades: which session audit files, which drafted-doc files.

Session audits: the `session-audit` input (paths or globs, all used: typically a file an
earlier step downloaded), else `gate.session.audits`, tried in order, the first pattern that
matches files winning, so a repository holding both an exported JSON log and CLEO's `tasks.db`
is not graded twice over the same calls.

Drafted docs: in a pull request, the files it adds or modifies that `gate.docs.include` selects
(and `exclude` does not); removed files are not graded. Outside a pull request (a push, a manual
run), every matching file in the workspace.
"""

from __future__ import annotations

import subprocess
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from gate.config import GateConfig
from gate.errors import InputError
from gate.files import confined
from gate.github.context import RunContext, is_sha
from gate.github.pull_request import PullRequestClient
from gate.globs import matches, select, walk

GLOB_CHARS = frozenset("*?[")


@dataclass
class Workspace:
    """The checkout. A glob walks only the folder its fixed prefix names (`models/**/*.yml`
    walks `models/`), each folder at most once, so a large repository is not walked whole."""

    root: Path
    _walked: dict[str, list[str]] = field(default_factory=dict)

    def _files_under(self, folder: str) -> list[str]:
        if folder not in self._walked:
            base = self.root / folder if folder else self.root
            prefix = f"{folder}/" if folder else ""
            self._walked[folder] = [prefix + p for p in walk(base)] if base.is_dir() else []
        return self._walked[folder]

    def expand(self, pattern: str) -> list[str]:
        pattern = pattern.removeprefix("./")
        if not GLOB_CHARS & set(pattern):
            return [pattern] if (self.root / pattern).is_file() else []
        fixed = []
        for part in pattern.split("/")[:-1]:
            if GLOB_CHARS & set(part):
                break
            fixed.append(part)
        return [p for p in self._files_under("/".join(fixed)) if matches(p, [pattern])]

    def select(self, include: Sequence[str], exclude: Sequence[str]) -> list[str]:
        found = sorted({p for pattern in include for p in self.expand(pattern)})
        return [p for p in found if not matches(p, exclude)]


def session_audits(workspace: Workspace, config: GateConfig,
                   requested: Sequence[str]) -> list[str]:
    return confined(workspace.root, _audits(workspace, config, requested))


def _audits(workspace: Workspace, config: GateConfig, requested: Sequence[str]) -> list[str]:
    if requested:
        for pattern in requested:
            if not GLOB_CHARS & set(pattern) and not (workspace.root / pattern).is_file():
                raise InputError("the session audit named by session-audit does not exist.",
                                 remediation="check the path (relative to the workspace) or "
                                             "the step that downloads it.", path=pattern)
        return list(dict.fromkeys(p for pattern in requested for p in workspace.expand(pattern)))
    for pattern in config.gate.session.audits:
        found = workspace.expand(pattern)
        if found:
            return found
    return []


@dataclass(frozen=True)
class DocFiles:
    files: list[str]
    truncated: bool = False
    note: str | None = None


def doc_files(workspace: Workspace, config: GateConfig, context: RunContext,
              client: PullRequestClient | None) -> DocFiles:
    docs = config.gate.docs
    if not context.grades_a_change:
        return DocFiles(_present(workspace, workspace.select(docs.include, docs.exclude)))
    if client is not None and context.pr_number is not None:
        listed = client.changed_files(context.pr_number)
        changed = [f.filename for f in listed.files if f.status != "removed"]
        note = ("GitHub lists at most 3,000 files of a pull request; files past that were not "
                "graded") if listed.truncated else None
        return DocFiles(_present(workspace, select(changed, docs.include, docs.exclude)),
                        listed.truncated, note)
    changed_by_git = _git_changed(workspace.root, context.base_sha, context.head_sha)
    if changed_by_git is not None:
        return DocFiles(_present(workspace, select(changed_by_git, docs.include, docs.exclude)))
    return DocFiles(_present(workspace, workspace.select(docs.include, docs.exclude)),
                    note="the pull request's changed files could not be listed (no token and "
                         "no git history); every matching file was graded")


def _present(workspace: Workspace, files: list[str]) -> list[str]:
    return confined(workspace.root, [f for f in files if (workspace.root / f).is_file()])


def _git_changed(root: Path, base: str | None, head: str | None) -> list[str] | None:
    if not (is_sha(base) and is_sha(head)):
        return None
    try:  # a fixed argv, no shell; both SHAs were checked above
        # base...head: what the pull request changed, not what the base did since it forked.
        done = subprocess.run(["git", "-c", "core.fsmonitor=", "-C", str(root), "diff",  # noqa: S603, S607
                               "--name-only", "-z", "--diff-filter=d", f"{base}...{head}"],
                              capture_output=True, timeout=30, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if done.returncode != 0:
        return None
    return [name.decode("utf-8", "surrogateescape") for name in done.stdout.split(b"\0") if name]
