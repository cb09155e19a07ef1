"""The checkout's files, walked once per folder, for every command that selects what it grades.

`docs .`, `prompts`, `baseline` and a run (`gate.runner.change.graded_files`) all list a
folder's files here, so on the same tree they select the same files: the same git index, the same
`.gitignore` rules (those of the folders above a walked folder too), the same folders never
entered.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from gate.inputs.globs import fixed_prefix, is_literal, matches
from gate.inputs.tracked import GitIndex, files_under


class Scope(Protocol):
    """What selects drafted docs (`gate.docs.readers.dbt_project.DocsScope`): globs, and the
    folders whose properties files count."""

    @property
    def include(self) -> tuple[str, ...]: ...

    @property
    def folders(self) -> tuple[str, ...]: ...

    def wants(self, path: str) -> bool: ...


@dataclass
class Workspace:
    """The checkout. A glob walks only the folder its fixed prefix names (`models/**/*.yml`
    walks `models/`), each folder at most once, so a large repository is not walked whole."""

    root: Path
    #: False in a change graded without git: a `.gitignore` the change added must not hide
    #: its own files (`gate.inputs.tracked`).
    honour_ignores: bool = True
    _walked: dict[str, list[str]] = field(default_factory=dict)
    #: Read at most once, by the first folder listed whose walk passed a file over.
    _index: GitIndex = field(init=False)

    def __post_init__(self) -> None:
        self._index = GitIndex(self.root)

    def files_under(self, folder: str) -> list[str]:
        """The checkout's files under `folder` (relative to the root; "" for all), as a walk of
        the whole checkout lists them: git's index and every `.gitignore` above it apply."""
        folder = folder.strip("/").removeprefix("./") if folder != "." else ""
        if folder not in self._walked:
            self._walked[folder] = files_under(self.root, folder=folder, index=self._index,
                                               honour_ignores=self.honour_ignores)
        return self._walked[folder]

    def expand(self, pattern: str) -> list[str]:
        pattern = pattern.removeprefix("./")
        if is_literal(pattern):
            return [pattern] if (self.root / pattern).is_file() else []
        return [p for p in self.files_under(fixed_prefix(pattern)) if matches(p, [pattern])]

    def select(self, include: Sequence[str], exclude: Sequence[str]) -> list[str]:
        """Files matching `include` (its `!` patterns excluding) and not `exclude`."""
        wanted = [p for p in include if not p.startswith("!")]
        found = sorted({p for pattern in wanted for p in self.expand(pattern)})
        return [p for p in found if matches(p, include) and not matches(p, exclude)]

    def select_scope(self, scope: Scope, exclude: Sequence[str]) -> list[str]:
        """The files of a docs scope: its globs' and the properties files under its folders."""
        found = set(self.select(scope.include, exclude))
        found.update(p for folder in scope.folders for p in self.files_under(folder))
        return sorted(p for p in found if scope.wants(p) and not matches(p, exclude))
