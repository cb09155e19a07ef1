"""Find the drafted docs among a set of files and turn each into artifacts.

The file's extension decides the reader: `.json` is a SignalForge candidate, `.yml`/`.yaml` a
dbt property file, `.md`/`.markdown` a Markdown document. Which files are drafted docs at all is
the configuration's business (`gate.docs.include`), not this module's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from gate.docs.artifacts import Artifact, make_ids_unique
from gate.docs.candidate import extract_candidate
from gate.docs.dbt import extract_dbt, read_dbt
from gate.docs.dbt_project import doc_blocks_of, forget_projects, project_of
from gate.docs.dbt_resources import why_nothing
from gate.docs.markdown import extract_markdown
from gate.errors import InputError

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


@dataclass(frozen=True)
class Extraction:
    """The artifacts of a set of files, with what the run should say about the files:
    `notes` are warnings (a key written twice, a file with nothing to grade), `findings` the
    problems that made a file or part of it unreadable; the rest is graded regardless."""

    artifacts: list[Artifact]
    notes: tuple[str, ...] = ()
    findings: tuple[InputError, ...] = ()


def read_docs(root: Path, relative_paths: Iterable[str]) -> Extraction:
    """Every file's artifacts, ids made unique across them; paths are relative to `root`. A
    file that cannot be read is a finding, and the other files are still read."""
    forget_projects()  # a long-lived process may grade a changed tree
    artifacts: list[Artifact] = []
    notes: list[str] = []
    findings: list[InputError] = []
    reported: set[int] = set()
    for relative in relative_paths:
        try:
            text = _read(root, relative)
        except InputError as error:
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


def _read(root: Path, relative: str) -> str:
    if Path(relative).suffix.lower() not in EXTRACTORS:
        raise InputError("this is not a file the docs grader reads.",
                         remediation="grade .json candidates, dbt .yml/.yaml files or "
                                     ".md documents.", path=relative)
    try:
        return (root / relative).read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise InputError("the file is not UTF-8 text.", remediation="save it as UTF-8.",
                         path=relative) from None
    except OSError as error:
        raise InputError(f"cannot read the file ({error.strerror}).",
                         remediation="check the path and its permissions.",
                         path=relative) from None
