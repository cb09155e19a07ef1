"""dbt projects in a workspace: where their properties files and doc blocks live.

dbt reads YAML properties files from every resource folder its `dbt_project.yml` names
(`model-paths`, `seed-paths`, `snapshot-paths`, `macro-paths`, `analysis-paths`), and doc
blocks from `docs-paths`, which defaults to all of those and `test-paths`. A repository may
hold several projects in subfolders (`transform/warehouse/dbt_project.yml`). When
`gate.docs.include` is left at its default, the drafted docs are the properties files of every
project found; an explicit `include` still decides alone.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

from gate.configure.config import DocsSettings
from gate.docs.readers.doc_blocks import DocBlocks, load_doc_blocks
from gate.inputs.safe_yaml import LoadError, load_yaml

PROJECT_FILE = "dbt_project.yml"
#: dbt's defaults, with the names dbt < 1.0 used (`source-paths`, `data-paths`) as fallbacks.
RESOURCE_PATHS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "model-paths": (("source-paths",), ("models",)),
    "seed-paths": (("data-paths",), ("seeds",)),
    "snapshot-paths": ((), ("snapshots",)),
    "macro-paths": ((), ("macros",)),
    "analysis-paths": ((), ("analyses",)),
}
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

    def include_globs(self) -> tuple[str, ...]:
        return tuple(self.prefixed(f"{path}/**/*.{ext}")
                     for path in self.resource_paths for ext in ("yml", "yaml"))


@cache
def read_project(root: Path, folder: str) -> DbtProject:
    """The project at `root/folder`; a file dbt could not read either gets dbt's defaults."""
    try:
        text: str | None = (root / folder / PROJECT_FILE).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        text = None
    return DbtProject(folder, *_paths_of(text))


@lru_cache(maxsize=64)
def _paths_of(text: str | None) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A project file's resource and docs paths. Kept by the file's text, not its path: a run
    reads the projects when it selects files and again when it reads them (which forgets what
    was read, for a long-lived process that grades a changed tree), and a large project's
    file (GitLab's is 20 KB of settings) takes the pure-Python parser a noticeable time."""
    try:
        data = None if text is None else load_yaml(text, duplicate_keys="last_wins").data
    except LoadError:
        data = None
    settings = data if isinstance(data, dict) else {}
    resources: list[str] = []
    for key, (old_keys, default) in RESOURCE_PATHS.items():
        resources += _paths(settings, (key, *old_keys)) or list(default)
    # dbt looks for docs blocks in every resource path, tests included, unless told otherwise
    docs = _paths(settings, ("docs-paths",)) or \
        [*resources, *(_paths(settings, ("test-paths",)) or ["tests"])]
    return tuple(dict.fromkeys(resources)), tuple(dict.fromkeys(docs))


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


def effective_include(root: Path, docs: DocsSettings,
                      start_points: Iterable[Path] = ()) -> tuple[str, ...]:
    """`gate.docs.include` when it was written; else the properties files of every dbt project
    found, plus the default patterns (SignalForge candidates, a plain `models/` folder)."""
    if "include" in docs.model_fields_set:
        return docs.include
    globs = [g for project in find_projects(root, start_points) for g in project.include_globs()]
    return tuple(dict.fromkeys((*globs, *docs.include)))


def project_of(root: Path, file: str) -> DbtProject:
    """The project a properties file belongs to: the nearest `dbt_project.yml` above it inside
    the workspace, else a project at the workspace root with dbt's defaults."""
    return _project_of(root.resolve(), Path(file).parent.as_posix())


@cache
def _project_of(root: Path, folder: str) -> DbtProject:
    parts = Path(folder).parts
    for end in range(len(parts), -1, -1):
        candidate = "/".join(parts[:end]) or "."
        if (root / candidate / PROJECT_FILE).is_file():
            return read_project(root, candidate)
    return read_project(root, ".")


@cache
def doc_blocks_of(root: Path, project: DbtProject) -> DocBlocks:
    return load_doc_blocks(root, [project.prefixed(p) for p in project.docs_paths])


def forget_projects() -> None:
    """Drop what was read of projects and doc blocks, so a new run sees the files as they are."""
    _project_of.cache_clear()
    read_project.cache_clear()
    doc_blocks_of.cache_clear()
