"""The dbt projects a change edits, as its head commit holds them.

A pull request that adds `marts` to `model-paths` makes dbt read the properties files under
`marts/`; the gate must grade them too. The project file is read at the head commit (git
objects or the contents API, blob id checked, as the drafted docs are), not from the checkout,
which an earlier step could have rewritten to hide a folder.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING

from gate.core.errors import GateError, MissingPiece
from gate.docs.readers.commit_files import MAX_PROJECT_BYTES
from gate.docs.readers.dbt_project import PROJECT_FILE, RESOURCE_PATHS, path_settings
from gate.inputs.head_files import HeadFiles

if TYPE_CHECKING:  # PyGithub is imported only by runs that call GitHub
    from gate.github.pull_request import PullRequestClient



def head_project_folders(root: Path, head: str | None, changed: Mapping[str, str | None],
                         client: PullRequestClient | None) -> list[str]:
    """The resource folders (relative to the repository) of every `dbt_project.yml` among
    `changed` (path → listed blob id), read at `head`. A project file that cannot be read there
    (too large, not UTF-8, not the blob GitHub lists, GitHub not answering) is a missing piece
    naming it: the folders it adds are unknown, so skipping it could leave them ungraded."""
    projects = {path: sha for path, sha in changed.items()
                if PurePosixPath(path).name == PROJECT_FILE}
    if not projects or not head:
        return []
    folders: list[str] = []
    with HeadFiles(root, head, projects, client) as files:
        for path in projects:
            try:
                text = files.read(path, MAX_PROJECT_BYTES).decode("utf-8")
            except (GateError, UnicodeDecodeError) as error:
                raise _unreadable(path, head, error) from None
            where = PurePosixPath(path).parent.as_posix()
            settings = path_settings(text)
            folders += [folder if where == "." else f"{where}/{folder}"
                        for key in RESOURCE_PATHS for folder in settings[key]]
    return folders


def _unreadable(path: str, head: str, error: Exception) -> MissingPiece:
    why = error.message.rstrip(".") if isinstance(error, GateError) else "it is not UTF-8"
    return MissingPiece(
        f"the change edits this dbt project file, but it could not be read at the head commit "
        f"{head[:12]} ({why}), so the folders it makes dbt read are unknown and the drafted "
        "docs were not graded.",
        remediation="commit the project file as UTF-8 under 1 MiB, or re-run the job once "
                    "GitHub answers.", path=path)
