"""Find the drafted docs among a set of files and turn each into artifacts.

The file's extension decides the reader: `.json` is a SignalForge candidate, `.yml`/`.yaml` a
dbt property file, `.md`/`.markdown` a Markdown document. Which files are drafted docs at all is
the configuration's business (`gate.docs.include`), not this module's.

Every failure to read one file is a finding naming that file (and its line when there is one),
never an exception: an `InputError` for a problem with the file, an `InternalError` for a bug in
a reader met on it. The caller reports each finding and grades the rest.
"""

from __future__ import annotations

import stat
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from gate import __version__
from gate.core.errors import GateError, InputError, InternalError, MissingPiece
from gate.core.text_rules import TextError, decode_utf8
from gate.docs.artifacts import Artifact, make_ids_unique
from gate.docs.readers.candidate import extract_candidate
from gate.docs.readers.dbt import extract_dbt, read_dbt
from gate.docs.readers.dbt_project import DbtProject, ProjectFiles, Projects
from gate.docs.readers.dbt_resources import why_nothing
from gate.docs.readers.doc_blocks import DocBlocks, has_reference
from gate.docs.readers.markdown import extract_markdown, read_markdown
from gate.inputs.head_files import DocSource

#: Bytes read of one drafted doc. Real files are kilobytes; the cap bounds time and memory
#: whatever a pull request adds (a 100,000-section Markdown file is about 9 MiB; a Markdown
#: document is graded up to a smaller cap, `gate.docs.readers.markdown.MAX_PARSED_CHARS`).
MAX_DOC_BYTES = 16 * 2**20

Extractor = Callable[[str, str], list[Artifact]]
EXTRACTORS: dict[str, Extractor] = {
    ".json": extract_candidate,
    ".yml": extract_dbt,
    ".yaml": extract_dbt,
    ".md": extract_markdown,
    ".markdown": extract_markdown,
}


def is_doc_file(path: str) -> bool:
    return Path(path).suffix.lower() in EXTRACTORS


DBT_SUFFIXES = (".yml", ".yaml")
MARKDOWN_SUFFIXES = (".md", ".markdown")


@dataclass(frozen=True)
class Extraction:
    """The artifacts of a set of files, with what the run should say about the files:
    `notes` are warnings (a key written twice, a file with nothing to grade), `findings` the
    problems that made a file or part of it unreadable; the rest is graded regardless."""

    artifacts: list[Artifact]
    notes: tuple[str, ...] = ()
    findings: tuple[GateError, ...] = ()


def read_docs(root: Path, relative_paths: Iterable[str],
              source: DocSource | None = None, projects: ProjectFiles | None = None,
              ) -> Extraction:
    """Every file's artifacts, ids made unique across them; paths are relative to `root`. A
    file that cannot be read is a finding, and the other files are still read. The bytes come
    from `source` when given (a change's files as GitHub holds them), else from `root`; the
    dbt projects and doc blocks from `projects` when given (the same commit), else `root`."""
    reading = _Reading(root, source, projects)
    for relative in relative_paths:
        reading.read(relative)
    return Extraction(make_ids_unique(reading.artifacts), tuple(reading.notes),
                      tuple(reading.findings))


def extract_files(root: Path, relative_paths: Iterable[str]) -> list[Artifact]:
    """Artifacts of every file, strictly: the first problem found is raised."""
    extraction = read_docs(root, relative_paths)
    if extraction.findings:
        raise extraction.findings[0]
    return extraction.artifacts


class _Reading:
    """One pass over a set of files, gathering what each yields. The dbt projects are looked up
    once for the pass (`Projects`), so files sharing a project share its doc blocks."""

    def __init__(self, root: Path, source: DocSource | None,
                 projects: ProjectFiles | None) -> None:
        self.root, self.source = root, source
        self.projects = Projects(root, projects)
        self.artifacts: list[Artifact] = []
        self.notes: list[str] = []
        self.findings: list[GateError] = []
        self._reported: set[DbtProject] = set()

    def read(self, relative: str) -> None:
        """Read one file. A problem with the file is its finding; an unexpected exception is a
        bug in a reader, kept to this file as an internal-error finding naming it (the
        exception stays its cause, for the traceback --debug shows), and the pass goes on."""
        try:
            self._read_file(relative, _read(self.root, relative, self.source))
        except (InputError, MissingPiece) as error:
            self.findings.append(error)
        except Exception as error:  # a bug: reported as one, and the other files still read
            wrapped = InternalError.wrapping(error, __version__)
            wrapped.path, wrapped.__cause__ = relative, error
            self.findings.append(wrapped)

    def _read_file(self, relative: str, text: str) -> None:
        suffix = Path(relative).suffix.lower()
        if suffix in DBT_SUFFIXES:
            self._read_dbt(relative, text)
        elif suffix in MARKDOWN_SUFFIXES:
            markdown = read_markdown(text, relative)  # over its caps: what was read, a finding
            self.artifacts += markdown.artifacts
            self.findings += markdown.findings
        else:
            self.artifacts += EXTRACTORS[suffix](text, relative)

    def _read_dbt(self, relative: str, text: str) -> None:
        project = self.projects.project_of(relative)
        # a file that refers to no doc block needs none (nor the folders listed to find them)
        blocks = self.projects.doc_blocks(project) if has_reference(text) else DocBlocks()
        if project not in self._reported:
            self._reported.add(project)
            self.notes += [f"{again.location}: docs block `{again.name}` is defined again "
                           f"(first at {first.location}); dbt refuses this, the later one was "
                           "used." for first, again in blocks.duplicates]
        reading = read_dbt(text, relative, blocks)
        self.artifacts += reading.artifacts
        self.notes += reading.notes
        self.findings += reading.findings
        if not reading.artifacts and not reading.findings:
            self.notes.append(f"{relative}: no artifact, since "
                              f"{why_nothing(reading.located.data)}.")


def _read(root: Path, relative: str, source: DocSource | None) -> str:
    if Path(relative).suffix.lower() not in EXTRACTORS:
        raise InputError("this is not a file the docs grader reads.",
                         remediation="grade .json candidates, dbt .yml/.yaml files or "
                                     ".md documents.", path=relative)
    if source is None:
        return read_doc_text(root / relative, relative)
    return checked_text(source.read(relative, MAX_DOC_BYTES), relative)


def read_doc_text(path: Path, display: str) -> str:
    """The checked text of a drafted doc: a regular file of at most `MAX_DOC_BYTES` bytes of
    UTF-8 without forbidden characters (`gate.core.text_rules`). Only the cap plus one byte is ever
    read, and a FIFO or device is refused before it is opened, so no file can hang or
    exhaust the reader."""
    return checked_text(_file_bytes(path, display), display)


def _file_bytes(path: Path, display: str) -> bytes:
    try:
        if not stat.S_ISREG(path.stat().st_mode):
            raise InputError("this is not a regular file.", remediation="grade files only; "
                             "a pipe or a device cannot be a drafted doc.", path=display)
        with path.open("rb") as handle:
            raw = handle.read(MAX_DOC_BYTES + 1)
    except OSError as error:
        raise InputError(f"cannot read the file ({error.strerror or type(error).__name__}).",
                         remediation="check the path and its permissions.",
                         path=display) from None
    return raw


def checked_text(raw: bytes, display: str) -> str:
    """The bytes of a drafted doc as text: at most `MAX_DOC_BYTES`, UTF-8, no forbidden
    characters; an InputError naming the file otherwise."""
    if len(raw) > MAX_DOC_BYTES:
        raise InputError(f"the file is larger than the {MAX_DOC_BYTES // 2**20} MiB a drafted "
                         "doc may be.", remediation="split it into smaller files, or leave it "
                         "out of `gate.docs.include`.", path=display)
    try:
        return decode_utf8(raw)
    except TextError as error:
        raise InputError(f"{error}.", remediation=error.fix, path=display,
                         line=error.line) from None
