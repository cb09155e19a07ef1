"""Every folder of the package holds at most twelve modules of at most 400 lines each, and a
folder split into layers places every module and folder it holds in its import-linter contract.

`lint-imports` checks only the names a contract lists: a module added beside them, unplaced,
could import anything. The folders of `gate/docs/` and `gate/docs/addressing/` are held by
their own tests (`tests/test_import_graph.py`, `tests/docs/addressing/`).
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from tests.test_import_graph import PACKAGE

MOST_MODULES = 12
#: A module past this has grown a second job: split it by job rather than raise the bound.
MOST_LINES = 400
#: The containers whose every module and folder has a place in their layers.
WHOLLY_PLACED = ("gate.docs.judges.offline", "gate.session", "gate.runner",
                 "gate.docs.calibration", "gate.core")


def modules(folder: Path) -> list[str]:
    return sorted(path.stem for path in folder.glob("*.py") if path.stem != "__init__")


def crowded(root: Path) -> dict[str, int]:
    """The folders under `root` that hold more than `MOST_MODULES` modules, with their count."""
    folders = [root, *(init.parent for init in root.rglob("__init__.py") if init.parent != root)]
    return {str(folder.relative_to(root.parent)): len(modules(folder)) for folder in folders
            if len(modules(folder)) > MOST_MODULES}


def test_no_folder_holds_more_than_twelve_modules() -> None:
    assert crowded(PACKAGE) == {}


def test_a_crowded_folder_is_seen(tmp_path: Path) -> None:
    root = tmp_path / "pkg"
    (root / "sub").mkdir(parents=True)
    (root / "__init__.py").write_text("")
    (root / "sub" / "__init__.py").write_text("")
    for index in range(MOST_MODULES + 1):
        (root / "sub" / f"m{index}.py").write_text("")
    assert crowded(root) == {"pkg/sub": MOST_MODULES + 1}


def long_modules(root: Path) -> dict[str, int]:
    """The modules under `root` longer than `MOST_LINES` lines, with their length."""
    lengths = {str(path.relative_to(root.parent)): len(path.read_bytes().splitlines())
               for path in root.rglob("*.py")}
    return {name: length for name, length in lengths.items() if length > MOST_LINES}


def test_no_module_is_longer_than_four_hundred_lines() -> None:
    assert long_modules(PACKAGE) == {}


def test_a_long_module_is_seen(tmp_path: Path) -> None:
    root = tmp_path / "pkg"
    root.mkdir()
    (root / "short.py").write_text("x = 1\n" * MOST_LINES)
    (root / "long.py").write_text("x = 1\n" * (MOST_LINES + 1))
    assert long_modules(root) == {"pkg/long.py": MOST_LINES + 1}


def children(container: str) -> set[str]:
    folder = PACKAGE.parent.joinpath(*container.split("."))
    return set(modules(folder)) | {path.name for path in folder.iterdir()
                                   if (path / "__init__.py").is_file()}


def placed(container: str) -> set[str]:
    pyproject = tomllib.loads((PACKAGE.parent / "pyproject.toml").read_text(encoding="utf-8"))
    contract = next(contract for contract in pyproject["tool"]["importlinter"]["contracts"]
                    if contract.get("containers") == [container])
    return {name.strip() for layer in contract["layers"]
            for name in layer.replace("|", ":").split(":")}


@pytest.mark.parametrize("container", WHOLLY_PLACED)
def test_every_module_and_folder_has_its_place_in_the_layers(container: str) -> None:
    assert len(children(container)) >= 2
    assert children(container) - placed(container) == set()
