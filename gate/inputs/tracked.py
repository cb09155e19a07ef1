"""The files a checkout holds, as git sees them: ignored folders never count.

A pattern such as `**/*.yml` must not reach into `.venv/`, `node_modules/` or `target/`: those
hold other people's files, sometimes thousands. With git present, the listing is git's own
(tracked files plus new files the ignore rules let through), told without running git, whose
configuration is the checkout's to write: the index is read as data and the tree walked with
each folder's `.gitignore` applied through pathspec, which implements git's rules. Without an
index (an exported tarball, a container without the history) the walk alone answers.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pathspec import GitIgnoreSpec


#: Folders a walk that honours no `.gitignore` still leaves out: other people's files and build
#: output, never a change's drafted docs.
NEVER_WALKED = frozenset({".git", "node_modules", "dbt_packages", "dbt_modules", "target",
                          ".venv", "venv", "__pycache__"})


class GitIndex:
    """The paths git's index tracks in a checkout, read at the first listing that needs them
    and kept for the next (a large repository's index takes a noticeable time to parse, and a
    selection lists several folders)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._read = False
        self._paths: tuple[str, ...] | None = None

    def paths(self) -> tuple[str, ...] | None:
        """The tracked paths; None when the checkout holds no index to read."""
        if not self._read:
            self._read = True
            self._paths = _index_paths(self.root / ".git" / "index")
        return self._paths


def _index_paths(index_file: Path) -> tuple[str, ...] | None:
    if not index_file.is_file():
        return None
    from dulwich.index import Index  # noqa: PLC0415 - only a listing with an index needs it

    try:
        return tuple(path.decode("utf-8", "surrogateescape") for path in Index(str(index_file)))
    except Exception:
        return None


def files_under(root: Path, *, honour_ignores: bool = True, folder: str = "",
                index: GitIndex | None = None) -> list[str]:
    """Sorted POSIX paths relative to `root`; `.git` is never part of it. Without
    `honour_ignores` no `.gitignore` is read at all: a change graded without git to list what
    it changed could otherwise hide its own files behind an ignore file it added.

    With git, what `git ls-files --cached --others --exclude-standard` lists: the files the
    walk finds that the ignore rules let through, and the files git's index tracks (told
    without running git: the index is read as data, with dulwich). The index can only add a
    file the walk passed over (ignored, or a link to a folder), so it is read only when the
    walk passed one over.

    With `folder` (relative to `root`), the same listing restricted to that folder, read as
    from `root`: git's index and the `.gitignore` of every folder above it still decide, so a
    walk of `models/` and a walk of the whole checkout agree on every file under `models/`
    (only that folder's tree is walked). `index` is the checkout's, kept between listings."""
    folder = folder.strip("/")
    if not honour_ignores:
        return sorted(_walked(root, folder, ignores=False)[0])
    walked, passed_over = _walked(root, folder)
    tracked = (index or GitIndex(root)).paths() if passed_over else None
    if tracked is None:  # nothing the index could add, or no index
        return sorted(walked)
    prefix = f"{folder}/" if folder else ""
    names = dict.fromkeys([*(path for path in tracked if path.startswith(prefix)), *walked])
    return sorted(name for name in names
                  if (root / name).is_file() or (root / name).is_symlink())


def _walked(root: Path, start: str = "", *, ignores: bool = True) -> tuple[list[str], bool]:
    """Every file under `start` not ignored by the `.gitignore` of its folder or of a folder
    above it, up to `root` (deeper files decide last, as in git); an ignored folder is not
    entered at all. Without `ignores`, every file outside `NEVER_WALKED`. With the files, whether
    the walk passed over a file or folder git could still track (ignored, or a link to a
    folder, which is listed as a file when tracked)."""
    rules: dict[str, GitIgnoreSpec] = {}
    found: list[str] = []
    if start and not _reachable(root, start, rules, ignores=ignores):
        return found, True
    passed_over = False
    for folder, dirs, files in os.walk(root / start if start else root):
        here = Path(folder).relative_to(root).as_posix()
        here = "" if here == "." else here
        ignore_file = Path(folder) / ".gitignore"
        if not ignores:
            dirs[:] = sorted(d for d in dirs if d not in NEVER_WALKED)
            found += [f"{here}/{name}".lstrip("/") for name in files]
            continue
        _read_rules(ignore_file, here, rules)
        entered = sorted(d for d in dirs if d != ".git"
                         and not _ignored(f"{here}/{d}".lstrip("/") + "/", rules))
        kept = [path for name in files if not _ignored(path := f"{here}/{name}".lstrip("/"), rules)]
        passed_over = passed_over or len(kept) < len(files) or any(
            d != ".git" and (d not in entered or Path(folder, d).is_symlink()) for d in dirs)
        dirs[:] = entered
        found += kept
    return found, passed_over


def _read_rules(ignore_file: Path, here: str, rules: dict[str, GitIgnoreSpec]) -> None:
    if ignore_file.is_file():
        from pathspec import GitIgnoreSpec  # noqa: PLC0415 - only a walk with ignores needs it

        lines = ignore_file.read_text(encoding="utf-8", errors="replace").splitlines()
        rules[here] = GitIgnoreSpec.from_lines(lines)


def _reachable(root: Path, start: str, rules: dict[str, GitIgnoreSpec], *,
               ignores: bool) -> bool:
    """False when a walk from `root` would never enter `start` (an ignored folder on the
    way, `.git`, or without `ignores` one of `NEVER_WALKED`); else True, with `rules` holding
    the `.gitignore` of every folder above `start`, as a walk from `root` would have read them."""
    parts = start.split("/")
    for depth, name in enumerate(parts):
        above = "/".join(parts[:depth])
        if name == ".git" or (not ignores and name in NEVER_WALKED):
            return False
        if ignores:
            _read_rules(root / above / ".gitignore", above, rules)
            if _ignored("/".join(parts[:depth + 1]) + "/", rules):
                return False
    return (root / start).is_dir()


def _ignored(path: str, rules: dict[str, GitIgnoreSpec]) -> bool:
    verdict = False
    for base, spec in rules.items():  # folders are added top-down, so deeper rules come last
        if base and not path.startswith(base + "/"):
            continue
        result = spec.check_file(path[len(base) + 1:] if base else path)
        if result.include is not None:
            verdict = result.include
    return verdict
