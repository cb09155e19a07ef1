"""The descriptions a change re-words without touching them: those using a doc block it edits.

A description written `{{ doc("orders_status") }}` is graded as the block's text; a pull request
that edits only the `.md` file holding the block changes what dbt shows for every description
using it, while no properties file is in the change. So each `.md` file the change adds,
modifies or removes under a project's docs paths names the blocks it defines (at the head, and
at the base for a block removed or renamed), and every properties file of that project at the
head that refers to one of them is graded too: only the artifacts whose text comes from those
blocks, read by the blob ids the head commit lists.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

from gate.core.errors import GateError, MissingPiece
from gate.core.lazy_pattern import lazy_pattern
from gate.docs.artifacts import Artifact
from gate.docs.readers.commit_files import CommitFiles
from gate.docs.readers.dbt_project import Projects, is_properties_file
from gate.docs.readers.doc_blocks import MAX_DOC_FILE_BYTES, block_names, referenced_names

if TYPE_CHECKING:  # PyGithub is imported only by runs that call GitHub
    from gate.forge.seam import ChangeReader

#: How `Resolved.text_from` names a block an artifact's text came from.
FROM_BLOCK = lazy_pattern(r"docs block `([^`]+)`")


def block_users(projects: Projects, files: CommitFiles, edited: Iterable[str], *,
                base: str | None, client: ChangeReader, skip: Sequence[str],
                ) -> dict[str, frozenset[str]]:
    """Each properties file (not in `skip`) that refers to a block an `edited` `.md` file
    defines → the names of those blocks."""
    names_by_project: dict[tuple[str, ...], set[str]] = {}
    for path in edited:
        if not path.lower().endswith(".md"):
            continue
        project = projects.project_of(path)
        docs_folders = [project.prefixed(p) for p in project.docs_paths]
        if not any(_under(path, folder) for folder in docs_folders):
            continue
        names = _defined_at_head(files, path) | _defined_at_base(client, path, base)
        if names:
            key = project.properties_folders()
            names_by_project.setdefault(key, set()).update(names)
    users: dict[str, frozenset[str]] = {}
    for folders, names in names_by_project.items():
        for folder in folders:
            for candidate in files.tree.files_under(folder):
                if candidate in skip or candidate in users \
                        or not is_properties_file(candidate, [folder]):
                    continue
                text = files.text(candidate, MAX_DOC_FILE_BYTES) or ""
                used = referenced_names(text) & names
                if used:
                    users[candidate] = frozenset(used)
    return users


def _under(path: str, folder: str) -> bool:
    return folder in ("", ".") or path.startswith(f"{folder}/")


def _defined_at_head(files: CommitFiles, path: str) -> set[str]:
    if not files.is_file(path):
        return set()  # removed by the change
    return block_names(files.text(path, MAX_DOC_FILE_BYTES) or "")


def _defined_at_base(client: ChangeReader, path: str, base: str | None) -> set[str]:
    """The blocks the base's copy defined (one the change removes still has users)."""
    if not base:
        return set()
    try:
        data = client.read_file(path, base)
    except GateError as error:
        raise MissingPiece(f"the change edits this docs file, but its copy at the base commit "
                           f"{base[:12]} could not be read ({error.message.rstrip('.')}), so "
                           "the descriptions using its blocks are unknown.",
                           remediation="re-run the job once GitHub answers.",
                           path=path) from None
    return block_names(data.decode("utf-8", "replace")) if data else set()


def only_block_uses(artifacts: Iterable[Artifact], findings: Iterable[GateError],
                    users: Mapping[str, frozenset[str]],
                    ) -> tuple[list[Artifact], list[GateError]]:
    """Of the files graded for their blocks, the artifacts whose text comes from an edited
    block (the rest of such a file is not part of the change), and no finding but a missing
    piece; every other file's artifacts and findings as they are."""
    kept = [a for a in artifacts if a.file not in users
            or set(FROM_BLOCK.findall(a.text_from or "")) & users[a.file]]
    problems = [f for f in findings if f.path not in users or isinstance(f, MissingPiece)]
    return kept, problems
