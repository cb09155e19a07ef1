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

The parse is one pass over the tokens, so the work is linear in the document's size.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import PurePosixPath

from markdown_it import MarkdownIt
from markdown_it.token import Token
from mdit_py_plugins.front_matter import front_matter_plugin

from gate.docs.artifacts import Artifact, safe_name

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


def extract_markdown(text: str, file: str) -> list[Artifact]:
    lines = text.splitlines()
    tokens = _parser().parse(text)
    body_start = _after_front_matter(tokens)
    found = headings(tokens)
    counts = Counter(h.level for h in found)
    repeated = [level for level, count in counts.items() if count > 1]
    level = min(repeated) if repeated else min(counts, default=1)
    splits = [h for h in found if h.level == level]
    document = safe_name(PurePosixPath(file).stem)
    artifacts: list[Artifact] = []
    first_token = splits[0].token_index if splits else len(tokens)
    intro_tokens = [t for t in tokens[:first_token] if t.type != "front_matter"]
    if _has_content(intro_tokens):
        first_line = splits[0].line if splits else len(lines) + 1
        title = found[0].title if found and found[0].token_index < first_token else document
        artifacts.append(Artifact(
            "section.intro", "markdown_section",
            "\n".join(lines[body_start:first_line - 1]).strip(), file, body_start + 1,
            document, subject=title, plain_text=plain_text(intro_tokens)))
    used: Counter[str] = Counter()
    for index, heading in enumerate(splits):
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
    return artifacts


def _after_front_matter(tokens: Sequence[Token]) -> int:
    """The 0-based line where the document proper starts (after any front matter)."""
    for token in tokens[:1]:
        if token.type == "front_matter" and token.map is not None:
            return token.map[1]
    return 0


def _has_content(tokens: Sequence[Token]) -> bool:
    """Does the text before the first section hold more than headings and HTML comments?"""
    return bool(plain_text(tokens).strip())
