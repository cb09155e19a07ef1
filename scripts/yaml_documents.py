"""Write each document of multi-document YAML files as its own file, for linters that read one.

A GitLab CI/CD component is two YAML documents: its `spec:` header and the jobs after `---`.
check-jsonschema validates one document per file, so CI splits the component first and checks
both halves against GitLab's published CI schema.

    python scripts/yaml_documents.py OUT_DIR FILE...
"""

from __future__ import annotations

import sys
from pathlib import Path

import yaml


def split(source: Path, folder: Path) -> list[Path]:
    """The files written, one per document, named after the source and the document's index."""
    documents = list(yaml.safe_load_all(source.read_text(encoding="utf-8")))
    written = []
    for index, document in enumerate(documents):
        target = folder / f"{source.stem}.{index}.yml"
        target.write_text(yaml.safe_dump(document, sort_keys=False), encoding="utf-8")
        written.append(target)
    return written


def main(arguments: list[str]) -> int:
    folder, *sources = arguments
    for source in sources:
        for path in split(Path(source), Path(folder)):
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
