"""Extract the workflows the documentation shows, so CI lints them like real ones.

A workflow in a page is a fenced ```yaml block with top-level `on:` and `jobs:` keys. Each is
written to OUT_DIR as `<page>-<n>.yml`; `.ci/run` runs actionlint and zizmor over that folder,
so a workflow a user copies from the docs is one the linters accept.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
FENCE = re.compile(r"^```ya?ml\n(.*?)^```", re.M | re.S)


def workflows(page: Path) -> list[str]:
    """The workflow blocks of one Markdown page, in order."""
    found = []
    for block in FENCE.findall(page.read_text(encoding="utf-8")):
        document = yaml.safe_load(block)
        # PyYAML reads a bare `on:` key as the boolean True.
        if isinstance(document, dict) and "jobs" in document \
                and ("on" in document or True in document):
            found.append(block)
    return found


def pages() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def main(out_dir: str) -> int:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    for page in pages():
        for number, block in enumerate(workflows(page), 1):
            name = page.relative_to(ROOT).with_suffix("").as_posix().replace("/", "-").lower()
            (out / f"{name}-{number}.yml").write_text(block, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
