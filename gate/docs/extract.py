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
from pathlib import Path

from gate.docs.artifacts import Artifact, make_ids_unique
from gate.docs.candidate import extract_candidate
from gate.docs.dbt import extract_dbt
from gate.docs.markdown import extract_markdown
from gate.errors import InputError
from gate.text_rules import TextError, decode_utf8

#: Bytes read of one drafted doc. Real files are kilobytes; the cap bounds time and memory
#: whatever a pull request adds (a 100,000-section Markdown file is about 6 MiB).
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


def extract_files(root: Path, relative_paths: Iterable[str]) -> list[Artifact]:
    """Artifacts of every file, ids made unique across them; paths are relative to `root`."""
    artifacts: list[Artifact] = []
    for relative in relative_paths:
        artifacts += extract_file(root, relative)
    return make_ids_unique(artifacts)


def extract_readable(root: Path, relative_paths: Iterable[str],
                     ) -> tuple[list[Artifact], list[InputError]]:
    """Like `extract_files`, but a file that cannot be read is set aside with its error
    instead of stopping the rest: for callers that report it as a finding and grade the rest."""
    artifacts: list[Artifact] = []
    problems: list[InputError] = []
    for relative in relative_paths:
        try:
            artifacts += extract_file(root, relative)
        except InputError as error:
            problems.append(error)
    return make_ids_unique(artifacts), problems


def extract_file(root: Path, relative: str) -> list[Artifact]:
    """Artifacts of one file; anything wrong with it is an InputError naming it."""
    extractor = EXTRACTORS.get(Path(relative).suffix.lower())
    if extractor is None:
        raise InputError("this is not a file the docs grader reads.",
                         remediation="grade .json candidates, dbt .yml/.yaml files or "
                                     ".md documents.", path=relative)
    return extractor(read_doc_text(root / relative, relative), relative)


def read_doc_text(path: Path, display: str) -> str:
    """The checked text of a drafted doc: a regular file of at most `MAX_DOC_BYTES` bytes of
    UTF-8 without forbidden characters (`gate.text_rules`). Only the cap plus one byte is ever
    read, and a FIFO or device is refused before it is opened, so no file can hang or
    exhaust the reader."""
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
    if len(raw) > MAX_DOC_BYTES:
        raise InputError(f"the file is larger than the {MAX_DOC_BYTES // 2**20} MiB a drafted "
                         "doc may be.", remediation="split it into smaller files, or leave it "
                         "out of `gate.docs.include`.", path=display)
    try:
        return decode_utf8(raw)
    except TextError as error:
        raise InputError(f"{error}.", remediation=error.fix, path=display,
                         line=error.line) from None
