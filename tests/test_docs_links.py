"""The README and docs/ pages link only to pages and headings that exist, and every workflow
they show is one the linters see (`scripts/docs_workflows.py`, run by `.ci/run`)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scripts.docs_workflows import pages, workflows

ROOT = Path(__file__).resolve().parent.parent
LINK = re.compile(r"\]\(([^)\s]+)\)")
FENCE = re.compile(r"^```.*?^```", re.M | re.S)


def anchors(page: Path) -> set[str]:
    """GitHub's heading slugs: lower case, punctuation dropped, spaces to hyphens."""
    text = FENCE.sub("", page.read_text(encoding="utf-8"))
    return {re.sub(r"[^\w\- ]", "", line.lstrip("#").strip().lower()).replace(" ", "-")
            for line in text.splitlines() if line.startswith("#")}


@pytest.mark.parametrize("page", pages(), ids=lambda p: p.name)
def test_every_relative_link_resolves(page: Path) -> None:
    broken = []
    for target in LINK.findall(FENCE.sub("", page.read_text(encoding="utf-8"))):
        if re.match(r"[a-z]+:", target):
            continue  # an address outside the repository
        path, _, anchor = target.partition("#")
        linked = (page.parent / path).resolve() if path else page
        missing_anchor = bool(anchor) and linked.suffix == ".md" and \
            anchor not in anchors(linked)
        if not linked.exists() or missing_anchor:
            broken.append(target)
    assert broken == []


def test_the_readme_indexes_every_docs_page() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    listed = {Path(target).name for target in LINK.findall(readme) if target.startswith("docs/")}
    assert {p.name for p in (ROOT / "docs").glob("*.md")} - {"README.md"} <= listed


def test_the_docs_show_workflows_for_the_linters_to_check() -> None:
    shown = {page.relative_to(ROOT).as_posix(): len(workflows(page)) for page in pages()}
    assert shown["README.md"] == 1
    assert shown["docs/monorepo-and-matrix.md"] == 1
