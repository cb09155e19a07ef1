"""The drafted files' text, for the page's file views, read within the readers' own limits.

Every file goes through `read_doc_text` (a regular file of at most `MAX_DOC_BYTES`, UTF-8, no
forbidden characters) after `confined` has checked it lies inside the checkout, exactly as the
grader read it. The page itself keeps only a bounded part: `MAX_LINES_PER_FILE` lines of at
most `MAX_LINE_CHARS` characters each, and `MAX_TOTAL_CHARS` across all files, so a pull
request of huge files cannot make a page no browser opens; what is cut is said, and the full
text is one link away in the repository (the head commit's file, where the forge shows it).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from gate.core.errors import InputError
from gate.core.files import confined
from gate.docs.readers.extract import read_doc_text

MAX_LINES_PER_FILE = 5_000
MAX_LINE_CHARS = 400
MAX_TOTAL_CHARS = 4 * 2**20


@dataclass(frozen=True)
class SourceText:
    """The lines of one file as the page shows them, and why they stop where they stop."""

    lines: tuple[str, ...]
    total_lines: int
    note: str | None = None


def read_sources(workspace: Path, files: Iterable[str],
                 graded: Mapping[str, str] | None = None) -> dict[str, SourceText]:
    """The text of each file that can be read; a file that cannot gets a note instead. With
    `graded` (a change's files as the run read them at its head commit), the text is taken
    from there and never from the checkout, which is not what was graded."""
    budget = MAX_TOTAL_CHARS
    sources: dict[str, SourceText] = {}
    for relative in files:
        if budget <= 0:
            sources[relative] = SourceText((), 0, "not included: the page's room for file "
                                           "text is used up; see the file in the repository")
            continue
        try:
            text = _graded_text(graded, relative) if graded is not None \
                else _disk_text(workspace, relative)
        except InputError as error:
            sources[relative] = SourceText((), 0, f"not shown: {error.message}")
            continue
        source = _bounded(text, budget)
        budget -= sum(len(line) for line in source.lines)
        sources[relative] = source
    return sources


def _graded_text(graded: Mapping[str, str], relative: str) -> str:
    if relative not in graded:
        raise InputError("it was not read at the graded commit.",
                         remediation="see the file in the repository at the graded commit.",
                         path=relative)
    return graded[relative]


def _disk_text(workspace: Path, relative: str) -> str:
    confined(workspace, [relative])
    return read_doc_text(workspace / relative, relative)


def _bounded(text: str, budget: int) -> SourceText:
    lines: list[str] = []
    total = 0
    used = 0
    cut_lines = False
    for total, line in enumerate(text.splitlines(), 1):  # noqa: B007 (total counts them all)
        if len(lines) >= MAX_LINES_PER_FILE or used >= budget:
            continue
        if len(line) > MAX_LINE_CHARS:
            line = line[: MAX_LINE_CHARS - 1] + "…"  # noqa: PLW2901
            cut_lines = True
        lines.append(line)
        used += len(line)
    notes = []
    if len(lines) < total:
        notes.append(f"the first {len(lines):,} of {total:,} lines are shown")
    if cut_lines:
        notes.append(f"lines longer than {MAX_LINE_CHARS} characters are cut")
    return SourceText(tuple(lines), total, "; ".join(notes) or None)
