"""The dbt projects a change edits, as its head commit holds them.

A pull request that adds `marts` to `model-paths` makes dbt read the properties files under
`marts/`; the gate must grade them too. The project file is read at the head commit (git
objects or the contents API, blob id checked, as the drafted docs are), not from the checkout,
which an earlier step could have rewritten to hide a folder.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING

from gate.core.errors import GateError, MissingPiece
from gate.docs.readers.commit_files import MAX_PROJECT_BYTES, CommitFiles
from gate.docs.readers.dbt_project import PROJECT_FILE, RESOURCE_PATHS, path_settings
from gate.inputs.head_files import HeadFiles

if TYPE_CHECKING:  # PyGithub is imported only by runs that call GitHub
    from gate.forge.seam import ChangeReader



def head_project_folders(root: Path, head: str | None, changed: Mapping[str, str | None],
                         client: ChangeReader | None) -> list[str]:
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
                raise _unreadable(path, head, error, client) from None
            where = PurePosixPath(path).parent.as_posix()
            settings = path_settings(text)
            folders += [folder if where == "." else f"{where}/{folder}"
                        for key in RESOURCE_PATHS for folder in settings[key]]
    return folders


def _unreadable(path: str, head: str, error: Exception,
                client: ChangeReader | None) -> MissingPiece:
    why = error.message.rstrip(".") if isinstance(error, GateError) else "it is not UTF-8"
    answers = f" once {client.words.forge} answers" if client is not None else ""
    return MissingPiece(
        f"the change edits this dbt project file, but it could not be read at the commit "
        f"{head[:12]} ({why}), so the folders it makes dbt read are unknown and the drafted "
        "docs were not graded.",
        remediation=f"commit the project file as UTF-8 under 1 MiB, or re-run the job{answers}.",
        path=path)


def folders_the_head_adds(files: CommitFiles, changed: Iterable[str], base: str | None,
                          client: ChangeReader) -> list[str]:
    """The resource folders (relative to the repository) that the `dbt_project.yml` files
    among `changed` name at the head and did not at the base: what the change adds to what dbt
    reads. Graded even under a written `gate.docs.include`, which was written for the base's
    folders; a project file that cannot be read at either commit is a missing piece."""
    added: list[str] = []
    for path in changed:
        if PurePosixPath(path).name != PROJECT_FILE:
            continue
        head = files.project_text(path)
        if head is None:
            continue  # removed by the change: it adds nothing
        before = _at_base(client, path, base)
        where = PurePosixPath(path).parent.as_posix()
        for key in RESOURCE_PATHS:
            old = set(path_settings(before)[key]) if before is not None else set()
            added += [folder if where == "." else f"{where}/{folder}"
                      for folder in path_settings(head)[key] if folder not in old]
    return list(dict.fromkeys(added))


def _at_base(client: ChangeReader, path: str, base: str | None) -> str | None:
    if not base:
        return None
    try:
        data = client.read_file(path, base)
        return None if data is None else data.decode("utf-8")
    except (GateError, UnicodeDecodeError) as error:
        raise _unreadable(path, base, error, client) from None
