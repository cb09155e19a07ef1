"""Does this pull request move where dbt reads files from? A changed `dbt_project.yml`, compared
setting by setting (`model-paths`, `seed-paths`, … `docs-paths`).

Which drafted docs a run grades follows dbt (`gate.docs.readers.dbt_project`): a pull request
adding `marts` to `model-paths` brings `marts/**/*.yml` into the gate, and one removing a path
takes its files out of every later pull request's grade. Either is a change to the gate that a
reviewer approves, so it is named beside the configuration's. Each side is read as
`gate.gate_change.notice` reads the configuration: the base at the base commit, the head at
the head commit as GitHub holds it; a file that cannot be read on either side is named as such.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING, Literal, Protocol

from gate.core.errors import ConfigError
from gate.docs.readers.dbt_project import PATH_SETTINGS, PROJECT_FILE, path_settings
from gate.gate_change.diff import ChangedGateFile, ConfigDifference, FileStatus
from gate.github.context import RunContext
from gate.inputs.git_store import changed_between

if TYPE_CHECKING:
    from gate.forge.seam import ChangeReader

#: A file's bytes on one side; "absent" when that side has none, None when it is not known.
Read = bytes | Literal["absent"] | None


class BothSides(Protocol):
    """Reads a path at the base and at the head commit (`gate.gate_change.notice`)."""

    def at_base(self, path: str, *, noted: bool = True) -> Read: ...

    def at_head(self, path: str) -> Read: ...

#: Project files compared at most; a pull request changing more is rare enough to cap.
MAX_PROJECTS = 20


def changed_project_files(context: RunContext, client: ChangeReader | None
                          ) -> list[str] | None:
    """The `dbt_project.yml` files the change touches (renames: both paths); None when that
    cannot be told (no token and no git history)."""
    if client is not None and context.pr_number is not None:
        listed = client.changed_files(context.pr_number)
        paths = [p for f in listed.files for p in (f.filename, f.previous_filename) if p]
    else:
        found = _git_changed(context.workspace, context.base_sha, context.head_sha)
        if found is None:
            return None
        paths = found
    return sorted({p for p in paths if PurePosixPath(p).name == PROJECT_FILE})


def project_changes(reader: BothSides, paths: Iterable[str]) -> list[ChangedGateFile]:
    """Each project file whose path settings differ between the base and the head."""
    found = []
    for path in list(paths)[:MAX_PROJECTS]:
        base = reader.at_base(path)
        try:
            head = reader.at_head(path)
        except ConfigError as error:
            found.append(ChangedGateFile(path=path, kind="dbt_project", status="modified",
                                         readable=False, error=error.render()))
            continue
        if base is None or head is None:
            continue  # the base is unknown: `unknown_at_base` says so
        status: FileStatus = "added" if base == "absent" else \
            "removed" if head == "absent" else "modified"
        differences = _differences(_text(base), _text(head))
        if differences:
            found.append(ChangedGateFile(path=path, kind="dbt_project", status=status,
                                         differences=differences))
    return found


def _text(read: Read) -> str | None:
    return read.decode("utf-8", "replace") if isinstance(read, bytes) else None


def _differences(base: str | None, head: str | None) -> tuple[ConfigDifference, ...]:
    before, after = path_settings(base), path_settings(head)
    return tuple(ConfigDifference(aspect="scope", setting=key,
                                  base=json.dumps(list(before[key])),
                                  head=json.dumps(list(after[key])))
                 for key in PATH_SETTINGS if before[key] != after[key])


def _git_changed(root: Path, base: str | None, head: str | None) -> list[str] | None:
    """The project files base...head changes, removed ones included, from the checkout's
    git objects (`gate.inputs.git_store`); None when the store cannot tell."""
    changed = changed_between(root, base, head)
    if changed == "unknown":
        return None
    return [c.path for c in changed if PurePosixPath(c.path).name == PROJECT_FILE]
