"""dbt projects in a workspace: where their properties files and doc blocks live.

dbt reads YAML properties files from every resource folder its `dbt_project.yml` names
(`model-paths`, `seed-paths`, `snapshot-paths`, `macro-paths`, `analysis-paths`, `test-paths`),
and doc blocks from `docs-paths`, which defaults to all of those. A repository may hold several
projects in subfolders (`transform/warehouse/dbt_project.yml`). When `gate.docs.include` is left
at its default, the drafted docs are the properties files of every project found, as dbt finds
them: every file under a resource folder whose extension is `.yml` or `.yaml` in any case,
dot-files and dot-folders included (a glob's rules would skip `widgets.YML` and
`.staging/`, which dbt reads); an explicit `include` still decides alone.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Protocol

from gate.configure.gate_settings import DocsSettings
from gate.docs.readers.doc_blocks import DocBlocks, load_doc_blocks
from gate.inputs.globs import matches
from gate.inputs.safe_yaml import LoadError, load_yaml

PROJECT_FILE = "dbt_project.yml"
#: dbt's defaults, with the names dbt < 1.0 used (`source-paths`, `data-paths`) as fallbacks.
RESOURCE_PATHS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "model-paths": (("source-paths",), ("models",)),
    "seed-paths": (("data-paths",), ("seeds",)),
    "snapshot-paths": ((), ("snapshots",)),
    "macro-paths": ((), ("macros",)),
    "analysis-paths": ((), ("analyses",)),
    "test-paths": ((), ("tests",)),
}
#: Every setting that says where dbt reads files from, as a change to it is reported.
PATH_SETTINGS = (*RESOURCE_PATHS, "docs-paths")
PROPERTIES_SUFFIXES = (".yml", ".yaml")
#: Folders never searched for projects: installed packages, build output, environments.
SKIPPED = frozenset({".git", "node_modules", "dbt_packages", "dbt_modules", "target", "logs",
                     ".venv", "venv", "site-packages", "__pycache__"})
SEARCH_DEPTH = 4


@dataclass(frozen=True)
class DbtProject:
    """One project; `folder` is relative to the workspace (`.` at its root)."""

    folder: str
    resource_paths: tuple[str, ...]
    docs_paths: tuple[str, ...]

    def prefixed(self, path: str) -> str:
        return path if self.folder == "." else f"{self.folder}/{path}"

    def properties_folders(self) -> tuple[str, ...]:
        return tuple(self.prefixed(path) for path in self.resource_paths)


def read_project(root: Path, folder: str) -> DbtProject:
    """The project at `root/folder`; a file dbt could not read either gets dbt's defaults.
    The file is read each time (it is small) and parsed once per text, so a changed file is
    always seen as it is now."""
    try:
        text: str | None = (root / folder / PROJECT_FILE).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        text = None
    return DbtProject(folder, *_paths_of(text))


@lru_cache(maxsize=64)
def _paths_of(text: str | None) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A project file's resource and docs paths. Kept by the file's text, not its path, so the
    cache cannot go stale: a run reads the projects when it selects files and again when it
    reads them, a long-lived process may grade a changed tree, and a large project's file
    (GitLab's is 20 KB of settings) takes the pure-Python parser a noticeable time."""
    settings = path_settings(text)
    resources = [path for key in RESOURCE_PATHS for path in settings[key]]
    return tuple(dict.fromkeys(resources)), tuple(dict.fromkeys(settings["docs-paths"]))


@lru_cache(maxsize=64)
def path_settings(text: str | None) -> dict[str, tuple[str, ...]]:
    """Each of `PATH_SETTINGS` as dbt would take it from this project file's text (None: no
    file), defaults filled in."""
    try:
        data = None if text is None else load_yaml(text, duplicate_keys="last_wins").data
    except LoadError:
        data = None
    settings = data if isinstance(data, dict) else {}
    found = {key: tuple(_paths(settings, (key, *old_keys)) or default)
             for key, (old_keys, default) in RESOURCE_PATHS.items()}
    # dbt looks for docs blocks in every resource path, tests included, unless told otherwise
    found["docs-paths"] = tuple(_paths(settings, ("docs-paths",))) or \
        tuple(dict.fromkeys(path for paths in found.values() for path in paths))
    return found


def _paths(settings: dict[object, object], keys: Sequence[str]) -> list[str]:
    for key in keys:
        value = settings.get(key)
        if isinstance(value, str):
            value = [value]
        if isinstance(value, list):
            clean = [_clean(v) for v in value if isinstance(v, str) and _clean(v)]
            if clean:
                return clean
    return []


def _clean(path: str) -> str:
    """A resource path kept inside its project: no absolute paths, no `..`."""
    parts = [p for p in path.strip().replace("\\", "/").split("/") if p not in ("", ".")]
    return "" if ".." in parts else "/".join(parts)


def find_projects(root: Path, start_points: Iterable[Path] = ()) -> list[DbtProject]:
    """Projects at the workspace root, in its subfolders (a few levels deep), and enclosing any
    of `start_points` (the paths a command was given)."""
    resolved_root = root.resolve()
    folders: set[str] = set()
    for directory, subdirs, files in os.walk(resolved_root):
        depth = len(Path(directory).relative_to(resolved_root).parts)
        subdirs[:] = sorted(d for d in subdirs if d not in SKIPPED and not d.startswith("."))
        if depth >= SEARCH_DEPTH:
            subdirs[:] = []
        if PROJECT_FILE in files:
            folders.add(Path(directory).relative_to(resolved_root).as_posix())
    for point in start_points:
        resolved = point.resolve()
        for folder in (resolved, *resolved.parents):
            if not folder.is_relative_to(resolved_root):
                break
            if (folder / PROJECT_FILE).is_file():
                folders.add(folder.relative_to(resolved_root).as_posix())
                break
    return [read_project(root.resolve(), folder) for folder in sorted(folders)]


@dataclass(frozen=True)
class DocsScope:
    """Which files are drafted docs: `include` (globs, with their rules) and, when the include
    was left at its default, every properties file dbt reads under `folders`."""

    include: tuple[str, ...]
    folders: tuple[str, ...] = ()

    def wants(self, path: str) -> bool:
        return matches(path, self.include) or is_properties_file(path, self.folders)

    def select(self, paths: Iterable[str], exclude: Sequence[str]) -> list[str]:
        """The paths wanted and not excluded, in the order given."""
        return [p for p in paths if self.wants(p) and not matches(p, exclude)]

    def with_folders(self, folders: Iterable[str]) -> DocsScope:
        return DocsScope(self.include, tuple(dict.fromkeys((*self.folders, *folders))))


def is_properties_file(path: str, folders: Iterable[str]) -> bool:
    """A file dbt reads as properties: under one of `folders` at any depth (dot-folders too),
    with a `.yml`/`.yaml` extension in any case."""
    if not path.lower().endswith(PROPERTIES_SUFFIXES):
        return False
    return any(folder in ("", ".") or path.startswith(f"{folder}/") for folder in folders)


def docs_scope(root: Path, docs: DocsSettings, start_points: Iterable[Path] = ()) -> DocsScope:
    """`gate.docs.include` alone when it was written; else the default patterns (SignalForge
    candidates, a plain `models/` folder) and every properties file of every dbt project found
    (`models/` counting as one even without a `dbt_project.yml`, as the default pattern did)."""
    if "include" in docs.model_fields_set:
        return DocsScope(docs.include)
    folders = [f for project in find_projects(root, start_points)
               for f in project.properties_folders()]
    return DocsScope(docs.include, tuple(dict.fromkeys((*folders, "models"))))


def effective_include(root: Path, docs: DocsSettings,
                      start_points: Iterable[Path] = ()) -> tuple[str, ...]:
    """`gate.docs.include` when it was written; else, as globs, the properties files of every
    dbt project found plus the default patterns. (Globs skip dot-files and are case-sensitive,
    so `docs_scope` is what selects; this is for showing the patterns.)"""
    scope = docs_scope(root, docs, start_points)
    globs = [f"{folder}/**/*.{ext}" for folder in scope.folders for ext in ("yml", "yaml")]
    return tuple(dict.fromkeys((*globs, *scope.include)))


class ProjectFiles(Protocol):
    """Where a reading finds project files and doc blocks: the working tree
    (`WorkingTreeFiles`), or a commit as GitHub holds it (`gate.docs.readers.commit_files`)."""

    def is_file(self, path: str) -> bool: ...

    def project_text(self, path: str) -> str | None:
        """The project file's text; None when dbt could not read it either."""
        ...

    def doc_blocks(self, folders: Sequence[str]) -> DocBlocks: ...


@dataclass(frozen=True)
class WorkingTreeFiles:
    """The files on disk under `root`: what a local run (no change to read) means."""

    root: Path

    def is_file(self, path: str) -> bool:
        return (self.root / path).is_file()

    def project_text(self, path: str) -> str | None:
        try:
            return (self.root / path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            return None

    def doc_blocks(self, folders: Sequence[str]) -> DocBlocks:
        return load_doc_blocks(self.root, folders)


class Projects:
    """The dbt projects of one reading of a workspace: which project a properties file belongs
    to, and each project's doc blocks, each looked up once. One is made for each reading, so
    what it remembers never outlives the files it was read from. The files are the working
    tree's unless `files` says where else (a change's head commit)."""

    def __init__(self, root: Path, files: ProjectFiles | None = None) -> None:
        self.root = root.resolve()
        self.files = files or WorkingTreeFiles(self.root)
        self._by_folder: dict[str, DbtProject | None] = {}
        self._doc_blocks: dict[DbtProject, DocBlocks] = {}

    def project_of(self, file: str) -> DbtProject:
        """The project a properties file belongs to: the nearest `dbt_project.yml` above it
        inside the workspace, else a project at the workspace root with dbt's defaults."""
        return self.enclosing(file) or self._read(".")

    def enclosing(self, file: str) -> DbtProject | None:
        """The nearest project whose `dbt_project.yml` is above `file`; None without one."""
        folder = Path(file).parent.as_posix()
        if folder not in self._by_folder:
            self._by_folder[folder] = self._find_project(folder)
        return self._by_folder[folder]

    def doc_blocks(self, project: DbtProject) -> DocBlocks:
        if project not in self._doc_blocks:
            self._doc_blocks[project] = self.files.doc_blocks(
                [project.prefixed(p) for p in project.docs_paths])
        return self._doc_blocks[project]

    def _find_project(self, folder: str) -> DbtProject | None:
        parts = Path(folder).parts
        for end in range(len(parts), -1, -1):
            candidate = "/".join(parts[:end]) or "."
            if self.files.is_file(_joined(candidate, PROJECT_FILE)):
                return self._read(candidate)
        return None

    def _read(self, folder: str) -> DbtProject:
        return DbtProject(folder, *_paths_of(self.files.project_text(
            _joined(folder, PROJECT_FILE))))


def _joined(folder: str, name: str) -> str:
    return name if folder == "." else f"{folder}/{name}"


def change_scope(projects: Projects, docs: DocsSettings, changed: Iterable[str]) -> DocsScope:
    """The scope of a change's files: `gate.docs.include` alone when it was written; else the
    default patterns and, for each changed file, the resource folders of the project it lies
    in, as `projects` holds them (the head commit's), `models/` counting as one without any."""
    if "include" in docs.model_fields_set:
        return DocsScope(docs.include)
    folders = [folder for path in changed if is_properties_file(path, [""])
               and (project := projects.enclosing(path)) is not None
               for folder in project.properties_folders()]
    return DocsScope(docs.include, tuple(dict.fromkeys((*folders, "models"))))
