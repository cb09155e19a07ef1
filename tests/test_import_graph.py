"""The package's modules import in one direction: no circle, at any depth.

Every import counts, wherever it stands (a function's body or a `TYPE_CHECKING` block too): a
circle that only type checking or one late import closes is still two modules that cannot be
read, tested or moved apart.
"""

from __future__ import annotations

import ast
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "gate"


def module_name(root: Path, file: Path) -> str:
    parts = file.relative_to(root.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph(root: Path) -> dict[str, set[str]]:
    """Each module of the package under `root` and the package's modules it imports."""
    files = {module_name(root, file): file for file in root.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, file in files.items():
        named: set[str] = set()
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                named.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                named.add(node.module)  # `from gate import process` imports a module too
                named.update(f"{node.module}.{alias.name}" for alias in node.names)
        graph[name] = {target for target in named if target in files and target != name}
    return graph


def circle(graph: dict[str, set[str]]) -> list[str]:
    try:
        TopologicalSorter(graph).prepare()
    except CycleError as error:
        return list(error.args[1])
    return []


def test_the_package_has_no_import_circle() -> None:
    graph = import_graph(PACKAGE)
    assert len(graph) > 100  # the whole package was read
    assert circle(graph) == []


@pytest.mark.parametrize("late", ["import", "type-checking"])
def test_a_circle_closed_late_is_found(tmp_path: Path, late: str) -> None:
    root = tmp_path / "pkg"
    (root / "sub").mkdir(parents=True)
    (root / "__init__.py").write_text("")
    (root / "sub" / "__init__.py").write_text("")
    (root / "low.py").write_text("from pkg.sub import high\n")
    closing = ("def f():\n    from pkg import low\n" if late == "import" else
               "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.low import X\n")
    (root / "sub" / "high.py").write_text(closing)
    assert sorted(set(circle(import_graph(root)))) == ["pkg.low", "pkg.sub.high"]


def folder_graph(graph: dict[str, set[str]], package: str) -> dict[str, set[str]]:
    """The import graph of `package`'s direct children: a folder (or module) imports another
    when any module inside it imports one inside the other."""
    def child(module: str) -> str | None:
        if not module.startswith(package + "."):
            return None
        return ".".join(module.split(".")[: package.count(".") + 2])

    folders: dict[str, set[str]] = {}
    for source, targets in graph.items():
        outer = child(source)
        if outer is None:
            continue
        into = folders.setdefault(outer, set())
        into.update(inner for target in targets
                    if (inner := child(target)) is not None and inner != outer)
    return folders


def test_the_docs_folders_have_no_import_circle() -> None:
    """`judges/` imports `addressing/`, so nothing in `addressing/` may reach back into
    `judges/` (the seam every judge sits behind lives below both, in `seam/`)."""
    folders = folder_graph(import_graph(PACKAGE), "gate.docs")
    assert {"gate.docs.judges", "gate.docs.seam", "gate.docs.addressing"} <= set(folders)
    assert circle(folders) == []


def test_every_docs_folder_has_its_place_in_the_docs_layers() -> None:
    """A new folder in `gate/docs/` is placed in the second layers contract, or `lint-imports`
    could not say when it closes a circle."""
    import tomllib

    pyproject = tomllib.loads((PACKAGE.parent / "pyproject.toml").read_text(encoding="utf-8"))
    contract = next(contract for contract in pyproject["tool"]["importlinter"]["contracts"]
                    if contract.get("containers") == ["gate.docs"])
    placed = {name.strip() for layer in contract["layers"] for name in layer.split("|")}
    folders = {path.name for path in (PACKAGE / "docs").iterdir()
               if (path / "__init__.py").is_file()}
    assert folders - placed == set()
