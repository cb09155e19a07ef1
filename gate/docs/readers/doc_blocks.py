"""dbt doc blocks: `{% docs name %}…{% enddocs %}` in Markdown, referenced as `{{ doc("name") }}`.

A description that reads `{{ doc("orders_status") }}` is documented in a `.md` file, not in the
YAML: the block's text is what dbt shows and so what is graded, and what the siblings of the
artifact are shown. Resolution is textual, as dbt's own parser treats these two forms; no
template engine runs, so no expression from a pull request is ever evaluated. Any other Jinja
left in a description is kept as written and flagged, because the judge sees the source, not
what dbt would render.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from gate.core.lazy_pattern import lazy_pattern

#: `{% docs name %}` … `{% enddocs %}`, with Jinja's `-` whitespace control on either side.
BLOCK = lazy_pattern(r"\{%-?\s*docs\s+([A-Za-z_][\w]*)\s*-?%\}(.*?)\{%-?\s*enddocs\s*-?%\}",
                     re.DOTALL)
#: `{{ doc("name") }}`, `{{doc('name')}}`, and the two-argument `doc("package", "name")`.
REFERENCE = lazy_pattern(
    r"\{\{-?\s*doc\(\s*(['\"])([^'\"]+)\1\s*(?:,\s*(['\"])([^'\"]+)\3\s*)?\)\s*-?\}\}")
OTHER_JINJA = lazy_pattern(r"\{\{|\{%|\{#")
#: A docs folder holding more than this is not read whole (a vendored site, a data dump).
MAX_DOC_FILE_BYTES = 2_000_000


@dataclass(frozen=True)
class DocBlock:
    name: str
    text: str
    file: str
    line: int

    @property
    def location(self) -> str:
        return f"{self.file}:{self.line}"


@dataclass(frozen=True)
class Resolved:
    """A description after doc references were replaced by their blocks' text."""

    text: str
    blocks: tuple[DocBlock, ...] = ()
    unknown: tuple[str, ...] = ()
    other_jinja: bool = False

    @property
    def text_from(self) -> str | None:
        """Where the graded text was written, when it came from doc blocks."""
        if not self.blocks:
            return None
        return ", ".join(f"docs block `{b.name}` at {b.location}" for b in self.blocks)


@dataclass
class DocBlocks:
    """The doc blocks of one dbt project, by name; a later definition of a name wins (dbt
    refuses duplicates; the repeat is listed in `duplicates`)."""

    blocks: dict[str, DocBlock] = field(default_factory=dict)
    duplicates: list[tuple[DocBlock, DocBlock]] = field(default_factory=list)

    def add_text(self, text: str, file: str) -> None:
        for match in BLOCK.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            block = DocBlock(match.group(1), match.group(2).strip(), file, line)
            if block.name in self.blocks:
                self.duplicates.append((self.blocks[block.name], block))
            self.blocks[block.name] = block

    def resolve(self, text: str) -> Resolved:
        used: list[DocBlock] = []
        unknown: list[str] = []

        def substitute(match: re.Match[str]) -> str:
            name = match.group(4) or match.group(2)
            block = self.blocks.get(name)
            if block is None:
                unknown.append(name)
                return match.group(0)
            used.append(block)
            return block.text

        resolved = REFERENCE.sub(substitute, text)
        leftover = REFERENCE.sub("", resolved) if unknown else resolved
        return Resolved(resolved, tuple(used), tuple(unknown), bool(OTHER_JINJA.search(leftover)))


def has_reference(text: str) -> bool:
    return bool(REFERENCE.search(text))


def blocks_of(texts: Iterable[tuple[str, str]]) -> DocBlocks:
    """The doc blocks of `(file, text)` pairs, in order."""
    found = DocBlocks()
    for file, text in texts:
        found.add_text(text, file)
    return found


def block_names(text: str) -> set[str]:
    """The names of the doc blocks a `.md` text defines."""
    return {match.group(1) for match in BLOCK.finditer(text)}


def referenced_names(text: str) -> set[str]:
    """The names of the doc blocks a text refers to with `doc(...)`."""
    return {match.group(4) or match.group(2) for match in REFERENCE.finditer(text)}


def load_doc_blocks(root: Path, folders: Iterable[str]) -> DocBlocks:
    """Every doc block in the `.md` files under `folders` (relative to `root`); files are named
    relative to `root` so locations read like the rest of the report."""
    found = DocBlocks()
    seen: set[Path] = set()
    for folder in folders:
        base = root / folder
        if not base.is_dir():
            continue
        for path in sorted(base.rglob("*.md")):
            if path in seen or not path.is_file() or path.stat().st_size > MAX_DOC_FILE_BYTES:
                continue
            seen.add(path)
            try:
                text = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                continue  # an unreadable docs file: references to it surface as unknown
            found.add_text(text, path.relative_to(root).as_posix())
    return found
