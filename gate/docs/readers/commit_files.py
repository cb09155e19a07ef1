"""dbt project files and doc blocks as a commit holds them (`gate.inputs.commit_tree`).

In a change, the project a drafted file belongs to, the folders its `dbt_project.yml` names and
the doc blocks its descriptions use are read at the head commit, by the blob ids GitHub lists,
never from the checkout. A project file that cannot be read there is a missing piece naming it:
the folders it names are unknown, so going on with dbt's defaults could grade less than dbt
reads. A `.md` file too large or not UTF-8 is skipped as on disk (a reference to its blocks
then surfaces as unknown); one whose bytes are not its blob is a missing piece.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from gate.core.errors import GateError, InputError, MissingPiece
from gate.docs.readers.doc_blocks import MAX_DOC_FILE_BYTES, DocBlocks, blocks_of
from gate.inputs.commit_tree import CommitTree

#: A project file larger than this is not read (GitLab's, one of the largest, is 20 KB).
MAX_PROJECT_BYTES = 2**20


@dataclass(frozen=True)
class CommitFiles:
    """`ProjectFiles` (`gate.docs.readers.dbt_project`) over one commit's tree."""

    tree: CommitTree
    #: Project files already read (selecting the files and reading them both ask).
    _projects: dict[str, str] = field(default_factory=dict)

    def is_file(self, path: str) -> bool:
        return self.tree.is_file(path)

    def project_text(self, path: str) -> str | None:
        if not self.tree.is_file(path):
            return None
        if path in self._projects:
            return self._projects[path]
        try:
            self._projects[path] = self.tree.read(path, MAX_PROJECT_BYTES).decode("utf-8")
            return self._projects[path]
        except (GateError, UnicodeDecodeError) as error:
            why = error.message.rstrip(".") if isinstance(error, GateError) \
                else "it is not UTF-8"
            raise MissingPiece(
                f"this dbt project file could not be read at the commit "
                f"{self.tree.commit[:12]} ({why}), so the folders it makes dbt read are "
                "unknown.", remediation="commit the project file as UTF-8 under 1 MiB, or "
                f"re-run the job once {self.tree.client.words.forge} answers.",
                path=path) from None

    def doc_blocks(self, folders: Sequence[str]) -> DocBlocks:
        return blocks_of(self.markdown(folders))

    def markdown(self, folders: Sequence[str]) -> Iterator[tuple[str, str]]:
        """`(path, text)` of every readable `.md` file under `folders`, each once."""
        seen: set[str] = set()
        for folder in folders:
            for path in self.tree.files_under(folder):
                if path in seen or not path.endswith(".md"):
                    continue
                seen.add(path)
                text = self.text(path, MAX_DOC_FILE_BYTES)
                if text is not None:
                    yield path, text

    def text(self, path: str, cap: int) -> str | None:
        """The file's text; None when it is too large or not UTF-8 (a missing piece when its
        bytes cannot be had or are not its blob)."""
        try:
            return self.tree.read(path, cap).decode("utf-8")
        except (InputError, UnicodeDecodeError):
            return None
