"""Find the drafted docs among a set of files and turn each into artifacts.

The file's extension decides the reader: `.json` is a SignalForge candidate, `.yml`/`.yaml` a
dbt property file, `.md`/`.markdown` a Markdown document. Which files are drafted docs at all is
the configuration's business (`gate.docs.include`), not this module's.

Every failure to read one file is an `InputError` naming that file (and its line when there is
one), never another exception: the caller can report it as a finding and grade the rest.
"""

from __future__ import annotations

import stat
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from gate.core.errors import GateError, InputError, MissingPiece
from gate.core.text_rules import TextError, decode_utf8
from gate.docs.artifacts import Artifact, make_ids_unique
from gate.docs.readers.candidate import extract_candidate
from gate.docs.readers.dbt import extract_dbt, read_dbt
from gate.docs.readers.dbt_project import doc_blocks_of, forget_projects, project_of
from gate.docs.readers.dbt_resources import why_nothing
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
              source: DocSource | None = None) -> Extraction:
    """Every file's artifacts, ids made unique across them; paths are relative to `root`. A
    file that cannot be read is a finding, and the other files are still read. The bytes come
    from `source` when given (a change's files as GitHub holds them), else from `root`."""
    forget_projects()  # a long-lived process may grade a changed tree
    artifacts: list[Artifact] = []
    notes: list[str] = []
    findings: list[GateError] = []
    reported: set[int] = set()
    for relative in relative_paths:
        try:
            text = _read(root, relative, source)
        except (InputError, MissingPiece) as error:
            findings.append(error)
            continue
        if Path(relative).suffix.lower() in DBT_SUFFIXES:
            blocks = doc_blocks_of(root.resolve(), project_of(root, relative))
            if id(blocks) not in reported:
                reported.add(id(blocks))
                notes += [f"{again.location}: docs block `{again.name}` is defined again "
                          f"(first at {first.location}); dbt refuses this, the later one was "
                          "used." for first, again in blocks.duplicates]
            reading = read_dbt(text, relative, blocks)
            artifacts += reading.artifacts
            notes += reading.notes
            findings += reading.findings
            if not reading.artifacts and not reading.findings:
                notes.append(f"{relative}: no artifact, since {why_nothing(reading.located.data)}.")
            continue
        if Path(relative).suffix.lower() in MARKDOWN_SUFFIXES:
            markdown = read_markdown(text, relative)  # over its caps: what was read, a finding
            artifacts += markdown.artifacts
            findings += markdown.findings
            continue
        try:
            artifacts += EXTRACTORS[Path(relative).suffix.lower()](text, relative)
        except InputError as error:
            findings.append(error)
    return Extraction(make_ids_unique(artifacts), tuple(notes), tuple(findings))


def extract_files(root: Path, relative_paths: Iterable[str]) -> list[Artifact]:
    """Artifacts of every file, strictly: the first problem found is raised."""
    extraction = read_docs(root, relative_paths)
    if extraction.findings:
        raise extraction.findings[0]
    return extraction.artifacts


def extract_readable(root: Path, relative_paths: Iterable[str],
                     ) -> tuple[list[Artifact], list[GateError]]:
    """The artifacts of the files that could be read, and the errors of those that could
    not: for callers that report each as a finding and grade the rest."""
    extraction = read_docs(root, relative_paths)
    return extraction.artifacts, list(extraction.findings)


def extract_file(root: Path, relative: str) -> list[Artifact]:
    """Artifacts of one file; anything wrong with it is an InputError naming it."""
    return extract_files(root, [relative])


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
