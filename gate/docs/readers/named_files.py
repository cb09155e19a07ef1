"""Which files a `docs` or `prompts` command grades, and from which workspace.

Files are named relative to the workspace (the folder holding `signalforge.yml`), so artifact
locations read the same in a terminal, a report and a PR. A directory argument stands for every
file under it that `gate.docs.include` selects (and `exclude` does not); when `include` is not
written, the properties files of the dbt projects found (see `dbt_project.py`) are selected.
A directory in which those select nothing stands for its Markdown files. A directory's files
are listed as a run lists them (`gate.inputs.workspace`), so `docs .` and a run outside a
change select the same files on the same tree.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from gate.configure.config import CONFIG_FILE, GateConfig, load_config_file
from gate.core.errors import InputError
from gate.docs.readers.dbt_project import PROJECT_FILE, docs_scope
from gate.docs.readers.extract import is_doc_file
from gate.inputs.globs import select
from gate.inputs.workspace import Workspace

MARKDOWN_PATTERNS = ("**/*.md", "**/*.markdown")


@dataclass(frozen=True)
class Selection:
    workspace: Path
    config: GateConfig
    files: list[str]


def workspace_for(paths: Sequence[str], explicit: Path | None) -> Path:
    """`--workspace`; else the nearest folder holding signalforge.yml, looking up from the
    first path given (a directory argument then only narrows which files are graded, the
    repository's include patterns still applying); else the repository it is in (its `.git`),
    then the dbt project it is in (its `dbt_project.yml`), so `docs models/staging` reads like
    `docs .` narrowed; else the one directory given; else the current directory."""
    if explicit is not None:
        return explicit
    start = Path(paths[0]).resolve() if paths else Path.cwd().resolve()
    above = (start, *start.parents) if start.is_dir() else start.parents
    for marker in (CONFIG_FILE, ".git", PROJECT_FILE):
        for folder in above:
            if (folder / marker).exists():
                return folder
    return Path(paths[0]) if len(paths) == 1 and start.is_dir() else Path.cwd()


def select_files(paths: Sequence[str], *, workspace: Path | None = None,
                 config_path: Path | None = None) -> Selection:
    root = workspace_for(paths, workspace)
    config = load_config_file(config_path or root / CONFIG_FILE)
    if config_path is not None and not config.source.found:
        raise InputError("no such configuration file.", remediation="check --config.",
                         path=str(config_path))
    docs = config.gate.docs
    scope = docs_scope(root, docs, [Path(raw) for raw in paths])
    files: list[str] = []
    checkout = Workspace(root)  # the one walker: a run selects from the same listing
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            base = _relative(path, root)
            if Path(base).is_absolute():
                raise InputError(
                    "this directory is outside the workspace, and gate.docs.include names "
                    "files relative to the workspace, so none of its files can be selected.",
                    remediation="pass --workspace with a folder that contains it, or name "
                                "its files one by one.", path=raw)
            found = checkout.files_under(base)
            # Markdown is opt-in in a repository's configuration, but a folder named on the
            # command line that holds no other drafted docs is a request to grade its
            # Markdown (a dbt folder's `{% docs %}` files are not graded as sections).
            files += scope.select(found, docs.exclude) or \
                select(found, MARKDOWN_PATTERNS, docs.exclude)
        elif path.is_file():
            if not is_doc_file(raw):
                raise InputError("this is not a file the docs grader reads.",
                                 remediation="pass .json candidates, dbt .yml/.yaml files or "
                                             ".md documents, or a directory.", path=raw)
            files.append(_relative(path, root))
        else:
            raise InputError("no such file or directory.", remediation="check the path.",
                             path=raw)
    return Selection(root, config, list(dict.fromkeys(files)))


def _relative(path: Path, root: Path) -> str:
    try:
        return path.resolve().relative_to(root.resolve()).as_posix() or "."
    except ValueError:
        return str(path.resolve())
