"""`gate/docs/addressing/` by job: a few modules directly in it, a few folders in layers.

A folder that grows crowded, or one left out of the import-linter contract inside
`gate.docs.addressing`, is seen here: `lint-imports` checks only the folders it names.
"""

from __future__ import annotations

import ast
import tomllib

from tests.test_import_graph import PACKAGE, circle

ADDRESSING = PACKAGE / "docs" / "addressing"
NAME = "gate.docs.addressing"


def folders() -> list[str]:
    return sorted(path.name for path in ADDRESSING.iterdir()
                  if (path / "__init__.py").is_file())


def modules(folder: str) -> list[str]:
    return sorted(path.stem for path in (ADDRESSING / folder).glob("*.py")
                  if path.stem != "__init__")


def folder_imports(folder: str) -> set[str]:
    """The other folders of addressing/ that a folder's modules import, at any depth of
    the file (a function's body or a `TYPE_CHECKING` block too)."""
    named: set[str] = set()
    for path in (ADDRESSING / folder).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                named.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                named.add(node.module)
    inner = {name.split(".")[3] for name in named if name.startswith(NAME + ".")}
    return (inner & set(folders())) - {folder}


def test_no_room_is_crowded() -> None:
    """At most about eight modules directly in `addressing/`, twelve in a folder of it."""
    assert len(folders()) >= 2
    assert len(modules(".")) <= 8
    assert {folder: len(modules(folder)) for folder in folders()
            if len(modules(folder)) > 12} == {}


def test_every_addressing_folder_has_its_place_in_the_layers() -> None:
    pyproject = tomllib.loads((PACKAGE.parent / "pyproject.toml").read_text("utf-8"))
    contract = next(contract for contract in pyproject["tool"]["importlinter"]["contracts"]
                    if contract.get("containers") == [NAME])
    placed = {name.strip() for layer in contract["layers"] for name in layer.split("|")}
    assert set(folders()) - placed == set()


def test_the_addressing_folders_have_no_import_circle() -> None:
    graph = {folder: folder_imports(folder) for folder in folders()}
    assert any(graph.values())  # the folders were read
    assert circle(graph) == []
