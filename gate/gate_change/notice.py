"""Does this pull request change the gate itself? Its configuration file, or a workflow that runs
the gate: which files, and what each would change once merged.

The grade never depends on this: it is read at the base commit (`gate.configure.source`) before
this module looks at anything. Here the head's side is read as the gate will read it after the
merge: the configuration at the head commit as GitHub holds it (`gate.gate_change.head_side`;
never the checkout's copy, which an earlier step could have rewritten) through
the same loader (`gate.configure.config.parse_config`), the base's side is the configuration the run
already read at the base commit. A head file the loader refuses is named, with the loader's
paragraph, and changes nothing else.

Cheap on purpose: the configuration is compared by hash before it is parsed, and the changed
workflows come from the file list the run already fetched (else from git), so only workflows
the pull request touches are read at the base, at most `MAX_WORKFLOWS` of them.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from gate.configure.config import GateConfig, defaults, parse_config
from gate.configure.source import Source, read_at_commit
from gate.core.errors import ConfigError, GateError
from gate.core.files import confined
from gate.core.lazy_pattern import lazy_pattern
from gate.gate_change.dbt_project import changed_project_files, project_changes
from gate.gate_change.diff import (
    ChangedGateFile,
    ConfigChange,
    ConfigDifference,
    FileStatus,
    config_differences,
)
from gate.gate_change.head_side import read_at_head
from gate.gate_change.workflows import (
    WORKFLOWS_DIR,
    gate_settings,
    is_workflow_path,
    mentions_gate,
)
from gate.github.context import MAX_LISTED_FILES, RunContext, is_sha
from gate.inputs.git_store import changed_between
from gate.inputs.safe_yaml import LoadError

if TYPE_CHECKING:  # PyGithub is imported only by runs that call GitHub
    from gate.forge.seam import ChangedFile, ChangeReader
    from gate.settings import RunOptions

#: Changed workflows read at most; a pull request touching more is named as such.
MAX_WORKFLOWS = 50
#: A file larger than this is not read (GitHub's own limit for a workflow is far below).
MAX_FILE_BYTES = 16 * 1024 * 1024
_GATE_ACTION = lazy_pattern(r"^name:\s*['\"]?signalforge-gate['\"]?\s*$", re.MULTILINE)

Read = bytes | Literal["absent"] | None


@dataclass
class _Reader:
    """Reads a path at the base commit (git first, then the contents API) and in the
    checkout, each bounded; remembers whether the API can read the base at all."""

    context: RunContext
    client: ChangeReader | None
    _base_readable: bool | None = field(default=None)
    #: Paths whose base version could not be read at all (not "absent": unknown).
    unknown_at_base: list[str] = field(default_factory=list)

    def at_base(self, path: str, *, noted: bool = True) -> Read:
        """The file at the base commit; "absent" when the base has none, None when that is not
        known (then listed in `unknown_at_base` when `noted`)."""
        sha = self.context.base_sha or ""
        found = read_at_commit(self.context.workspace, sha, path)
        if found is not None:
            return found
        if self.client is None:
            self.unknown_at_base += [path] if noted else []
            return None
        content = self.client.read_file(path, sha)
        if content is not None:
            return content
        if self._base_readable is None:
            self._base_readable = self.client.can_read(sha)
        if self._base_readable:
            return "absent"
        self.unknown_at_base += [path] if noted else []
        return None

    def at_head(self, path: str) -> Read:
        """The file as the head commit holds it (`gate.gate_change.head_side`), never the
        checkout's copy, which an earlier step could have rewritten."""
        return read_at_head(self.context, self.client, path, MAX_FILE_BYTES,
                            at_base=self.at_base, in_checkout=self.in_checkout)

    def in_checkout(self, path: str) -> Read:
        """The file in the checkout; "absent" when it is not there. A link out of the checkout
        or an oversized file raises ConfigError (named, never read)."""
        target = self.context.workspace / path
        if not target.exists() and not target.is_symlink():
            return "absent"
        try:
            confined(self.context.workspace, [path])
        except GateError as error:
            raise ConfigError(error.message, remediation=error.remediation, path=path) from None
        try:
            with target.open("rb") as stream:
                data = stream.read(MAX_FILE_BYTES + 1)
        except IsADirectoryError:
            return "absent"
        except OSError as error:
            raise ConfigError(f"the file cannot be read ({error.strerror}).",
                              remediation="make it a readable file.", path=path) from None
        if len(data) > MAX_FILE_BYTES:
            raise ConfigError(f"the file is larger than {MAX_FILE_BYTES // (1024 * 1024)} MiB "
                              "and was not read.", remediation="keep it small.", path=path)
        return data


def changes_to_the_gate(context: RunContext, options: RunOptions,
                        client: ChangeReader | None,
                        configured: tuple[GateConfig, Source] | None) -> ConfigChange | None:
    """What the change does to the gate; None when the run grades no change (a push, a manual
    run). `configured` is the configuration the run read, before any flag overrode it; None
    when it could not be read (the report already says why)."""
    if not context.grades_a_change or not is_sha(context.base_sha):
        return None
    reader = _Reader(context, client)
    files: list[ChangedGateFile] = []
    notes: list[str] = []
    try:
        config_file = _config_file(reader, options, configured)
    except GateError as error:
        config_file = None
        notes.append(f"the configuration at the base commit could not be compared: "
                     f"{error.message}")
    if config_file is not None:
        files.append(config_file)
    try:
        workflows, note = _workflows(reader)
    except GateError as error:
        workflows, note = [], f"the changed workflows could not be read: {error.message}"
    files += workflows
    notes += [note] if note else []
    try:
        files += project_changes(reader, changed_project_files(context, client) or [])
    except GateError as error:
        notes.append(f"the changed dbt projects could not be read: {error.message}")
    if reader.unknown_at_base:
        notes.append("the base commit's version of " + ", ".join(reader.unknown_at_base[:5])
                     + " could not be read, so what the change does there is not known")
    return ConfigChange(changed=bool(files), files=tuple(files),
                        note="; ".join(notes) or None)


# --- The configuration ------------------------------------------------------------------------


def _config_file(reader: _Reader, options: RunOptions,
                 configured: tuple[GateConfig, Source] | None) -> ChangedGateFile | None:
    if configured is None:
        return None
    config, source = configured
    if options.config_path is not None:  # --config: the graded file is the checkout's
        return _explicit(reader, options.config_path, config)
    if source == "head":  # the base had none (then the pull request adds it), or unreadable
        return _added(reader, options.config_name, config)
    if source == "base":
        return _against_base(reader, options.config_name, config)
    return None


def _added(reader: _Reader, name: str, head: GateConfig) -> ChangedGateFile | None:
    """The run used the pull request's own file: added when the base has none; when the base
    could not be read, what changes is not known (the report's configuration note says so)."""
    if reader.at_base(name) != "absent":
        return None
    return _compared(name, "added", defaults(), head)


def _against_base(reader: _Reader, name: str, base: GateConfig) -> ChangedGateFile | None:
    """The head's file against the base's: compared by hash first, parsed only when it
    differs."""
    try:
        head = reader.at_head(name)
    except ConfigError as error:
        return _unreadable(name, "modified", error)
    if head == "absent":
        return _compared(name, "removed", base, defaults())
    if head is None or hashlib.sha256(head).hexdigest() == base.source.sha256:
        return None
    return _parsed(name, "modified", base, head)


def _explicit(reader: _Reader, path: Path, head: GateConfig) -> ChangedGateFile | None:
    """`--config FILE` inside the checkout: its version at the base commit against it."""
    try:
        relative = path.resolve().relative_to(reader.context.workspace.resolve()).as_posix()
    except ValueError:
        return None  # a file outside the checkout is not part of the pull request
    base = reader.at_base(relative)
    if base is None:
        raise ConfigError(f"{relative} could not be read at the base commit.",
                          remediation="give the job a token or check out with "
                                      f"{reader.context.words.full_history}.")
    if base == "absent":
        return _compared(relative, "added", defaults(), head)
    if hashlib.sha256(base).hexdigest() == head.source.sha256:
        return None
    return _compared(relative, "modified",
                     parse_config(base, display_path=relative, ref=reader.context.base_sha),
                     head)


def _parsed(name: str, status: FileStatus, base: GateConfig, raw: bytes) -> ChangedGateFile:
    try:
        head = parse_config(raw, display_path=name, ref=None)
    except ConfigError as error:
        return _unreadable(name, status, error)
    return _compared(name, status, base, head)


def _compared(name: str, status: FileStatus, base: GateConfig,
              head: GateConfig) -> ChangedGateFile:
    return ChangedGateFile(path=name, kind="config", status=status,
                           differences=tuple(config_differences(base, head)))


def _unreadable(name: str, status: FileStatus, error: GateError,
                kind: Literal["config", "workflow"] = "config") -> ChangedGateFile:
    return ChangedGateFile(path=name, kind=kind, status=status, readable=False,
                           error=error.render())


# --- Workflows --------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Listed:
    """A changed workflow, with what tells cheaply whether either side may run the gate."""

    path: str
    #: Text holding every line the base has and the head lacks: the diff's patch ("" for an
    #: added file); None when not known (GitHub leaves out large patches; git lists none).
    patch: str | None = None
    #: Where the head keeps the base's other lines: the path itself, or a rename's new path.
    head_path: str = ""


def _workflows(reader: _Reader) -> tuple[list[ChangedGateFile], str | None]:
    listed, note = _changed_workflows(reader)
    local_gate = bool(listed) and _is_the_gate(reader)
    ranked = sorted(listed, key=lambda item: item.path)
    if len(listed) > MAX_WORKFLOWS:
        note = (f"the change alters {len(listed)} workflows; {MAX_WORKFLOWS} of them, "
                "those that mention the gate first, were checked for the gate")
        # Those that may run the gate first, so workflows added only to fill the cap cannot
        # push the one that runs it out of view.
        ranked.sort(key=lambda item: not _may_run_gate(reader, item, local_gate))
    found = []
    for item in ranked[:MAX_WORKFLOWS]:
        changed = _workflow(reader, item.path, local_gate)
        if changed is not None:
            found.append(changed)
    return found, note


def _changed_workflows(reader: _Reader) -> tuple[list[_Listed], str | None]:
    context, client = reader.context, reader.client
    if client is not None and context.pr_number is not None:
        listed = client.changed_files(context.pr_number)  # the list the docs came from
        note = (f"only the first {MAX_LISTED_FILES:,} files {client.words.forge} lists for a "
                f"{client.words.change} were read; a workflow changed past them was not "
                "checked") if listed.truncated else None
        return [item for item in _paths_touched(listed.files)
                if is_workflow_path(item.path)], note
    changed = _git_changed(context.workspace, context.base_sha, context.head_sha)
    if changed is None:
        return [], ("whether the change alters a workflow that runs the gate could not be "
                    "told (no token and no git history)")
    return [_Listed(path, head_path=path) for path in changed if is_workflow_path(path)], None


def _paths_touched(files: list[ChangedFile]) -> list[_Listed]:
    """Every path the listed files change: a rename also removes its old path, so renaming
    a workflow to a name GitHub does not run (`gate.yml.off`) is seen as the workflow removed."""
    paths: dict[str, _Listed] = {}
    for changed in files:
        if changed.status == "renamed" and changed.previous_filename:
            paths[changed.previous_filename] = _Listed(
                changed.previous_filename, changed.patch, head_path=changed.filename)
        base_lines = "" if changed.status in ("added", "renamed") else changed.patch
        paths[changed.filename] = _Listed(changed.filename, base_lines,
                                          head_path=changed.filename)
    return list(paths.values())


def _may_run_gate(reader: _Reader, item: _Listed, local_gate: bool) -> bool:
    """Whether the workflow mentions the gate at the base or the head: the head as the notice
    reads it, the base from the patch (its removed lines; its other lines are in the head) or
    else local git. Unknown counts as yes."""
    try:
        head = reader.at_head(item.head_path)
    except ConfigError:
        return True
    if isinstance(head, bytes) and mentions_gate(head.decode("utf-8", "replace"),
                                                 local_gate=local_gate):
        return True
    if item.patch is not None:
        return mentions_gate(item.patch, local_gate=local_gate)
    base = read_at_commit(reader.context.workspace, reader.context.base_sha or "", item.path)
    return base is None or (isinstance(base, bytes) and mentions_gate(
        base.decode("utf-8", "replace"), local_gate=local_gate))


def _git_changed(root: Path, base: str | None, head: str | None) -> list[str] | None:
    """The workflows base...head changes, removed ones included, from the checkout's git
    objects (`gate.inputs.git_store`); a renamed workflow is its old path removed and its new
    path added. None when the store cannot tell."""
    changed = changed_between(root, base, head)
    if changed == "unknown":
        return None
    return [c.path for c in changed if c.path.startswith(f"{WORKFLOWS_DIR}/")]


def _is_the_gate(reader: _Reader) -> bool:
    """The repository is the gate's own (its root `action.yml` at the base commit is this
    action), so a step `uses: ./` runs the gate. The base's, not the pull request's: a pull
    request renaming the action must not make the base's `uses: ./` steps someone else's."""
    metadata = reader.at_base("action.yml", noted=False)
    return isinstance(metadata, bytes) and bool(
        _GATE_ACTION.search(metadata[:65536].decode("utf-8", "replace")))


def _workflow(reader: _Reader, path: str, local_gate: bool) -> ChangedGateFile | None:
    """The workflow, when either side runs the gate: its status and the gate's settings that
    differ. A head version the loader refuses is named when its text could run the gate."""
    base = reader.at_base(path)
    try:
        head = reader.at_head(path)
    except ConfigError as error:
        return _unreadable(path, "modified" if isinstance(base, bytes) else "added", error,
                           "workflow")
    status: FileStatus = "added" if base == "absent" else \
        "removed" if head == "absent" else "modified"
    try:
        before = _settings(path, base, local_gate)
    except ConfigError:  # GitHub would not have run it: the base ran no gate from it
        before = {}
    try:
        after = _settings(path, head, local_gate)
    except ConfigError as error:
        return _unreadable(path, status, error, "workflow")
    if not before and not after:
        return None
    differences = tuple(
        ConfigDifference(aspect="workflow", setting=key, base=before.get(key),
                         head=after.get(key))
        for key in dict.fromkeys([*before, *after]) if before.get(key) != after.get(key))
    return ChangedGateFile(path=path, kind="workflow", status=status, differences=differences)


def _settings(path: str, raw: Read, local_gate: bool) -> dict[str, str]:
    """The gate's settings in one side of a workflow; empty when that side is absent, cannot
    be known, or does not run the gate. Raises ConfigError when it may run the gate but the
    loader refuses it."""
    if not isinstance(raw, bytes):
        return {}
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ConfigError("the workflow is not UTF-8 text.", remediation="save it as UTF-8.",
                          path=path) from None
    try:
        return gate_settings(text, local_gate=local_gate)
    except LoadError as error:
        if not mentions_gate(text, local_gate=local_gate):
            return {}
        raise ConfigError(f"{error}.", remediation=error.fix, path=path,
                          line=error.line) from None
