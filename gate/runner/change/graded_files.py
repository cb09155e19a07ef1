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

import errno
import posixpath
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING

from gate.configure.config import GateConfig
from gate.core.errors import InputError
from gate.core.files import confined
from gate.core.safe_text import replace_unsafe
from gate.docs.readers.commit_files import CommitFiles
from gate.docs.readers.dbt_project import DocsScope, Projects, change_scope, docs_scope
from gate.github.context import RunContext
from gate.inputs.commit_tree import CommitTree
from gate.inputs.git_store import changed_between
from gate.inputs.globs import is_literal, matches, select
from gate.inputs.workspace import Workspace
from gate.runner.change.block_users import block_users
from gate.runner.change.head_projects import folders_the_head_adds, head_project_folders

if TYPE_CHECKING:  # PyGithub is imported only by runs that call GitHub
    from gate.forge.seam import ChangedFiles, ChangeReader
    from gate.github.pull_request import PullRequestClient


def session_audits(workspace: Workspace, config: GateConfig,
                   requested: Sequence[str], changed: Sequence[str] = ()) -> list[str]:
    """The audit files to grade, relative to the workspace.

    Each path or glob is checked for what it is before it is used, so the error names the
    real cause: a path outside the workspace (absolute, or climbing out with `..`), a link
    loop, a link to nothing, a file name that is not UTF-8. `confined` then only has links
    leading out of the checkout left to catch, which is what its message says. `changed` are
    the files a pull request changes: an audit among them counts whether or not it is on disk
    (it is read as GitHub holds it, not from the checkout).
    """
    requested = [_within_workspace(workspace.root, p, "session-audit") for p in requested]
    found = _audits(workspace, config, requested, changed)
    in_change = set(changed)
    on_disk = set(confined(workspace.root, [f for f in found if f not in in_change]))
    return _utf8_names([f for f in found if f in in_change or f in on_disk])


def _within_workspace(root: Path, pattern: str, source: str) -> str:
    """`pattern` as a path relative to the workspace, or InputError saying why it is not one.
    An absolute path inside the workspace (`$GITHUB_WORKSPACE/audit.jsonl`) is made relative."""
    where = f"the {source} path"
    if PurePosixPath(pattern).is_absolute():
        base = root.resolve()
        inside = Path(posixpath.normpath(pattern))
        if not inside.is_relative_to(base) and not inside.is_relative_to(root.absolute()):
            raise InputError(
                f"{where} is absolute and outside the workspace ({root.resolve()}); audits "
                "are read only from the workspace.",
                remediation="write the audit into the workspace (for example with "
                            "actions/download-artifact's path:) and name it relative to it.",
                path=replace_unsafe(pattern))
        start = base if inside.is_relative_to(base) else root.absolute()
        pattern = inside.relative_to(start).as_posix()
    normal = posixpath.normpath(pattern.removeprefix("./")) if pattern else pattern
    if normal == ".." or normal.startswith("../"):
        raise InputError(f"{where} climbs out of the workspace with '..'; audits are read "
                         "only from the workspace.",
                         remediation="name the audit relative to the workspace, without "
                                     "leading '..'.", path=replace_unsafe(pattern))
    return normal


def _audits(workspace: Workspace, config: GateConfig, requested: Sequence[str],
            changed: Sequence[str]) -> list[str]:
    if requested:
        for pattern in requested:
            if is_literal(pattern) and not (workspace.root / pattern).is_file():
                raise _missing_audit(workspace.root / pattern, pattern)
        return list(dict.fromkeys(p for pattern in requested for p in workspace.expand(pattern)))
    for written in config.gate.session.audits:
        pattern = _within_workspace(workspace.root, written, "gate.session.audits")
        found = list(dict.fromkeys([*workspace.expand(pattern), *select(changed, [pattern])]))
        if found:
            return found
    return []


def _missing_audit(target: Path, pattern: str) -> InputError:
    """Why a named audit is not a file: a link loop and a link to nothing say so."""
    remediation = "check the path (relative to the workspace) or the step that downloads it."
    if target.is_symlink():
        try:
            target.stat()
        except OSError as error:
            if error.errno == errno.ELOOP:
                return InputError("the session audit named by session-audit is a symbolic "
                                  "link that leads back to itself (a link loop).",
                                  remediation="commit the audit file itself, not a link.",
                                  path=replace_unsafe(pattern))
            return InputError("the session audit named by session-audit is a symbolic link "
                              "to a file that does not exist.", remediation=remediation,
                              path=replace_unsafe(pattern))
    if target.is_dir():
        return InputError("the session audit named by session-audit is a directory.",
                          remediation="name the audit file inside it, or use a glob such as "
                                      "dir/*.jsonl.", path=replace_unsafe(pattern))
    return InputError("the session audit named by session-audit does not exist.",
                      remediation=remediation, path=replace_unsafe(pattern))


def _utf8_names(paths: list[str]) -> list[str]:
    """Refuse a file name that is not UTF-8: it could not be written into grade.json."""
    for path in paths:
        try:
            path.encode("utf-8")
        except UnicodeEncodeError:
            raise InputError("the session audit's file name is not valid UTF-8, so it cannot "
                             "be reported.", remediation="rename the file with a UTF-8 name.",
                             path=replace_unsafe(path)) from None
    return paths


@dataclass(frozen=True)
class DocFiles:
    files: list[str]
    truncated: bool = False
    note: str | None = None
    #: In a change, the commit its files are read at (never the checkout, which any earlier
    #: step could have rewritten) and, per file, the blob id GitHub lists for it (None when
    #: there is no list to check against); no commit: the working tree.
    head: str | None = None
    listed: Mapping[str, str | None] = field(default_factory=dict)
    #: In a pull request, its dbt projects and doc blocks as the head commit holds them.
    projects: CommitFiles | None = None
    #: Files graded only for the doc blocks the change edits → those blocks' names.
    block_users: Mapping[str, frozenset[str]] = field(default_factory=dict)

    def close(self) -> None:
        if self.projects is not None:
            self.projects.tree.close()


def doc_files(workspace: Workspace, config: GateConfig, context: RunContext,
              client: ChangeReader | None, *, github: PullRequestClient | None = None,
              ) -> DocFiles:
    """The drafted-doc files to grade. Unless `gate.docs.include` is written, the properties
    files of the dbt projects (their `dbt_project.yml` resource paths) join the default
    patterns: in a change GitHub can list (a pull request, a merge queue's commit), the
    projects of its head commit as GitHub holds them (`_files_from_github`); else those of the
    workspace, with each project file the change edits read at its head. `client` is the forge
    the change is read through; `github`, GitHub's own client (a merge queue is GitHub's)."""
    docs = config.gate.docs
    if client is not None and context.head_sha and context.pr_number is not None:
        return _files_from_github(workspace, config, context, client,
                                  client.changed_files(context.pr_number))
    if github is not None and context.head_sha and context.is_merge_group and context.base_sha:
        from gate.github.commits import compared_files  # noqa: PLC0415 (PyGithub when asked)

        return _files_from_github(workspace, config, context, github,
                                  compared_files(github, context.base_sha, context.head_sha))
    scope = docs_scope(workspace.root, docs)
    if not context.grades_a_change:
        return DocFiles(_present(workspace, workspace.select_scope(scope, docs.exclude)))
    changed_by_git = _git_changed(workspace.root, context.base_sha, context.head_sha)
    if changed_by_git is not None:
        if "include" not in docs.model_fields_set:
            scope = scope.with_folders(head_project_folders(
                workspace.root, context.head_sha, dict.fromkeys(changed_by_git), None))
        chosen = scope.select(changed_by_git, docs.exclude)
        return DocFiles(chosen, head=context.head_sha, listed=dict.fromkeys(chosen))
    unignoring = Workspace(workspace.root, honour_ignores=False)
    return DocFiles(_present(unignoring, unignoring.select_scope(scope, docs.exclude)),
                    note="the change's files could not be listed (no git history here, and "
                         f"no {context.words.change} to ask {context.words.forge} about); every "
                         "matching file on disk "
                         "was graded, no .gitignore honoured, since the change could have "
                         "added one")


def _files_from_github(workspace: Workspace, config: GateConfig, context: RunContext,
                       client: ChangeReader, listed: ChangedFiles) -> DocFiles:
    """A change's drafted files, from the forge alone: the files `listed` as the change's (for
    a merge queue's commit, GitHub's comparison with its base), each graded as the forge holds it
    whether or not it is on disk; which of them dbt reads, by the projects of the head commit;
    and the properties files using a doc block the change edits."""
    assert context.head_sha is not None
    docs = config.gate.docs
    blobs = {f.filename: f.sha for f in listed.files if f.status != "removed"}
    files = CommitFiles(CommitTree(workspace.root, context.head_sha, client))
    try:
        projects = Projects(workspace.root, files)
        chosen = change_scope(projects, docs, blobs).select(blobs, docs.exclude)
        if "include" in docs.model_fields_set:  # written for the base's folders
            added = DocsScope((), tuple(folders_the_head_adds(files, blobs, context.base_sha,
                                                              client)))
            chosen += [p for p in added.select(blobs, docs.exclude) if p not in chosen]
        edited = [f.filename for f in listed.files] + [
            f.previous_filename for f in listed.files if f.previous_filename]
        users = {path: names for path, names in block_users(
            projects, files, edited, base=context.base_sha, client=client, skip=chosen).items()
            if not matches(path, docs.exclude)}
    except BaseException:
        files.tree.close()
        raise
    ids = {**{name: blobs[name] for name in chosen},
           **{path: files.tree.blob_id(path) for path in users}}
    return DocFiles([*chosen, *users], listed.truncated, head=context.head_sha, listed=ids,
                    projects=files, block_users=users)


def _present(workspace: Workspace, files: list[str]) -> list[str]:
    return confined(workspace.root, [f for f in files if (workspace.root / f).is_file()])


def changed_by_git(root: Path, base: str | None, head: str | None) -> list[str] | None:
    """The files a change adds or modifies, from the checkout's git history (None when it
    cannot tell: no history, or SHAs it does not hold)."""
    return _git_changed(root, base, head)


def _git_changed(root: Path, base: str | None, head: str | None) -> list[str] | None:
    """base...head's added and modified files (what the pull request changed, not what the
    base did since it forked), from the checkout's git objects (`gate.inputs.git_store`)."""
    changed = changed_between(root, base, head)
    if changed == "unknown":
        return None
    return [c.path for c in changed if c.status != "removed"]
