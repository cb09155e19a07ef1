"""Markdown documents → one artifact per top-level section, read by markdown-it-py.

"Top-level" is the shallowest heading level that occurs more than once: a document with one
`# Title` and several `## Sections` is graded section by section, not as one blob. Text before
the first such heading (the title and its introduction) is the `intro` section when it holds
content of its own. A CommonMark parser decides what a heading is, so a `#` line inside a code
fence, an HTML block or a list item's code is not one, and setext headings count; YAML front
matter (`---` … `---` at the top) is metadata, never a section.

Each section carries two texts. `text` is its Markdown source, heading included, exactly as
written: what the judge is shown. `plain_text` is what a reader of the rendered page sees
below the heading: no HTML comments, no markup. The offline checks read `plain_text`, so a
`<!-- TODO -->` left in a long section is not mistaken for a placeholder.

The parse is one pass over the tokens, so the work is linear in the document's size, and
bounded whatever the size: a document is parsed up to `MAX_PARSED_CHARS` characters and graded
up to `MAX_SECTIONS` sections. Real documents are far below both; past either, the sections
read so far are graded and the rest is a finding naming the line it starts at, so the docs
check is inconclusive rather than passed on part of the document.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import PurePosixPath
from typing import TYPE_CHECKING

from gate.core.errors import InputError
from gate.core.safe_text import safe_name
from gate.docs.artifacts import Artifact

if TYPE_CHECKING:  # the parser is imported when a document is read, not by every run
    from markdown_it import MarkdownIt
    from markdown_it.token import Token

#: Sections of one document graded: each is a pair per Markdown criterion, so the cap bounds
#: the judge's work (and its bill) per file; a real guide or changelog has a few hundred.
MAX_SECTIONS = 2_000
#: Characters of one document parsed: the parser holds every token of what it reads, and reads
#: about a megabyte a second, so the cap bounds both time and memory.
MAX_PARSED_CHARS = 2**20

#: Token types whose content a reader sees (code is content: a section may be an example).
CODE_TOKENS = frozenset({"fence", "code_block"})
#: Inline children a reader sees; `html_inline` (comments, tags) is left out.
SEEN_INLINE = frozenset({"text", "code_inline"})
BREAKS = frozenset({"softbreak", "hardbreak"})


@dataclass(frozen=True)
class Heading:
    line: int  # 1-based
    level: int
    title: str
    token_index: int  # of its `heading_open` token


@lru_cache(maxsize=1)
def _parser() -> MarkdownIt:
    # html=True: HTML blocks and comments are recognised as HTML (and so left out of what a
    # reader sees) rather than read as literal text.
    from markdown_it import MarkdownIt  # noqa: PLC0415 - only runs that read Markdown
    from mdit_py_plugins.front_matter import front_matter_plugin  # noqa: PLC0415

    return MarkdownIt("commonmark", {"html": True}).use(front_matter_plugin)


def headings(tokens: Sequence[Token]) -> list[Heading]:
    found = []
    for index, token in enumerate(tokens):
        if token.type == "heading_open" and token.map is not None:
            title = tokens[index + 1].content.strip() if index + 1 < len(tokens) else ""
            found.append(Heading(token.map[0] + 1, int(token.tag[1:]), title, index))
    return found


def heading_slug(title: str) -> str:
    """GitHub's anchor rule, near enough: lower case, words joined by hyphens."""
    words = re.sub(r"[^\w\- ]", "", title.lower()).strip()
    return re.sub(r"[\s]+", "-", words) or "section"


def plain_text(tokens: Sequence[Token]) -> str:
    """What a reader of the rendered tokens sees: inline text, code, no HTML, no headings."""
    parts: list[str] = []
    in_heading = False
    for token in tokens:
        if token.type == "heading_open":
            in_heading = True
        elif token.type == "heading_close":
            in_heading = False
        elif token.type == "inline" and not in_heading:
            parts.append("".join(_inline_text(token.children or ())))
        elif token.type in CODE_TOKENS:
            parts.append(token.content)
    return "\n".join(part.strip() for part in parts if part.strip())


def _inline_text(children: Sequence[Token]) -> list[str]:
    seen = []
    for child in children:
        if child.type in SEEN_INLINE:
            seen.append(child.content)
        elif child.type in BREAKS:
            seen.append("\n")
        elif child.type == "image":
            seen.append(child.content)  # its alt text
    return seen


@dataclass(frozen=True)
class MarkdownReading:
    """The sections of one document graded, and a finding when the caps left some out."""

    artifacts: list[Artifact]
    findings: tuple[InputError, ...] = ()


def extract_markdown(text: str, file: str) -> list[Artifact]:
    """The sections of one document, strictly: a document over the caps is raised."""
    reading = read_markdown(text, file)
    if reading.findings:
        raise reading.findings[0]
    return reading.artifacts


def read_markdown(text: str, file: str) -> MarkdownReading:
    """The sections of one document, up to the caps; never raises for what is in it."""
    parsed, tokens, found, splits = _parse_enough(text)
    cut = len(parsed) < len(text)
    lines = parsed.splitlines()
    body_start = _after_front_matter(tokens)
    # Past the parsed part the last section read may go on, so it is left with the rest.
    graded = (splits[:-1] if cut else splits)[:MAX_SECTIONS]
    left = splits[len(graded)] if len(graded) < len(splits) else None  # the first not graded
    document = safe_name(PurePosixPath(file).stem)
    artifacts: list[Artifact] = []
    first_token = splits[0].token_index if splits else len(tokens)
    intro_tokens = [t for t in tokens[:first_token] if t.type != "front_matter"]
    if (splits or not cut) and _has_content(intro_tokens):
        first_line = splits[0].line if splits else len(lines) + 1
        title = found[0].title if found and found[0].token_index < first_token else document
        artifacts.append(Artifact(
            "section.intro", "markdown_section",
            "\n".join(lines[body_start:first_line - 1]).strip(), file, body_start + 1,
            document, subject=title, plain_text=plain_text(intro_tokens)))
    used: Counter[str] = Counter()
    for index, heading in enumerate(graded):
        following = splits[index + 1] if index + 1 < len(splits) else None
        end_line = following.line - 1 if following else len(lines)
        end_token = following.token_index if following else len(tokens)
        name = heading_slug(heading.title)
        used[name] += 1
        section_id = f"section.{name}" if used[name] == 1 else f"section.{name}-{used[name]}"
        artifacts.append(Artifact(
            section_id, "markdown_section", "\n".join(lines[heading.line - 1:end_line]).strip(),
            file, heading.line, document, subject=heading.title,
            plain_text=plain_text(tokens[heading.token_index:end_token])))
    if left is None and not cut:
        return MarkdownReading(artifacts)
    unread_from = left.line if left is not None else body_start + 1
    last_line = text.count("\n") + (not text.endswith("\n"))
    return MarkdownReading(artifacts, (InputError(
        f"{len(graded)} sections were graded and lines {unread_from}-{last_line} were not: a "
        f"Markdown document is graded up to its first {MAX_SECTIONS} sections and "
        f"{MAX_PARSED_CHARS // 2**20} MiB of text.",
        remediation="split the document into smaller files, or leave it out of "
                    "`gate.docs.include`.", path=file, line=unread_from),))


def _parse_enough(text: str) -> tuple[str, list[Token], list[Heading], list[Heading]]:
    """The part of `text` parsed, its tokens, its headings and the top-level ones: the whole
    text when it fits the cap; else a quarter of the cap first, and the whole cap only when
    that part holds too few sections to reach `MAX_SECTIONS`."""
    for limit in (MAX_PARSED_CHARS // 4, MAX_PARSED_CHARS):
        parsed = text if len(text) <= limit else text[:text.rfind("\n", 0, limit) + 1]
        tokens = _parser().parse(parsed)
        found = headings(tokens)
        counts = Counter(h.level for h in found)
        repeated = [level for level, count in counts.items() if count > 1]
        level = min(repeated) if repeated else min(counts, default=1)
        splits = [h for h in found if h.level == level]
        if parsed is text or len(splits) > MAX_SECTIONS + 1:  # + 1: the last may go on
            break
    return parsed, tokens, found, splits


def _after_front_matter(tokens: Sequence[Token]) -> int:
    """The 0-based line where the document proper starts (after any front matter)."""
    for token in tokens[:1]:
        if token.type == "front_matter" and token.map is not None:
            return token.map[1]
    return 0


def _has_content(tokens: Sequence[Token]) -> bool:
    """Does the text before the first section hold more than headings and HTML comments?"""
    return bool(plain_text(tokens).strip())
