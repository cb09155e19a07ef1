"""The files a checkout holds, as git sees them: ignored folders never count.

A pattern such as `**/*.yml` must not reach into `.venv/`, `node_modules/` or `target/`: those
hold other people's files, sometimes thousands. With git present, the listing is git's own
(`git ls-files`: tracked files plus new files the ignore rules let through). Without git (an
exported tarball, a container without the history), the tree is walked and each folder's
`.gitignore` applied with pathspec, which implements git's rules.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pathspec import GitIgnoreSpec

GIT_TIMEOUT_SECONDS = 60


#: Folders a walk that honours no `.gitignore` still leaves out: other people's files and build
#: output, never a change's drafted docs.
NEVER_WALKED = frozenset({".git", "node_modules", "dbt_packages", "dbt_modules", "target",
                          ".venv", "venv", "__pycache__"})


def files_under(root: Path, *, honour_ignores: bool = True) -> list[str]:
    """Sorted POSIX paths relative to `root`; `.git` is never part of it. Without
    `honour_ignores` no `.gitignore` is read at all: a change graded without git to list what
    it changed could otherwise hide its own files behind an ignore file it added."""
    if not honour_ignores:
        return sorted(_walked(root, ignores=False))
    listed = _git_listed(root)
    return sorted(listed if listed is not None else _walked(root))


def _git_listed(root: Path) -> list[str] | None:
    """None when git cannot answer (not a repository, no git, a checkout it distrusts)."""
    try:  # a fixed argv, no shell
        done = subprocess.run(  # noqa: S603
            ["git", "-c", "core.fsmonitor=", "-C", str(root), "ls-files", "-z",  # noqa: S607
             "--cached", "--others", "--exclude-standard"],
            capture_output=True, timeout=GIT_TIMEOUT_SECONDS, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if done.returncode != 0:
        return None
    names = dict.fromkeys(n.decode("utf-8", "surrogateescape")
                          for n in done.stdout.split(b"\0") if n)
    return [name for name in names if (root / name).is_file() or (root / name).is_symlink()]


def _walked(root: Path, *, ignores: bool = True) -> list[str]:
    """Every file not ignored by the `.gitignore` of its folder or of a folder above it
    (deeper files decide last, as in git); an ignored folder is not entered at all. Without
    `ignores`, every file outside `NEVER_WALKED`."""
    rules: dict[str, GitIgnoreSpec] = {}
    found = []
    for folder, dirs, files in os.walk(root):
        here = Path(folder).relative_to(root).as_posix()
        here = "" if here == "." else here
        ignore_file = Path(folder) / ".gitignore"
        if not ignores:
            dirs[:] = sorted(d for d in dirs if d not in NEVER_WALKED)
            found += [f"{here}/{name}".lstrip("/") for name in files]
            continue
        if ignore_file.is_file():
            from pathspec import GitIgnoreSpec  # noqa: PLC0415 - only a walk with ignores needs it

            lines = ignore_file.read_text(encoding="utf-8", errors="replace").splitlines()
            rules[here] = GitIgnoreSpec.from_lines(lines)
        dirs[:] = sorted(d for d in dirs if d != ".git"
                         and not _ignored(f"{here}/{d}".lstrip("/") + "/", rules))
        found += [path for name in files
                  if not _ignored(path := f"{here}/{name}".lstrip("/"), rules)]
    return found


def _ignored(path: str, rules: dict[str, GitIgnoreSpec]) -> bool:
    verdict = False
    for base, spec in rules.items():  # folders are added top-down, so deeper rules come last
        if base and not path.startswith(base + "/"):
            continue
        result = spec.check_file(path[len(base) + 1:] if base else path)
        if result.include is not None:
            verdict = result.include
    return verdict
