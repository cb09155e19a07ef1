"""`tests/docs/addressing/` is laid out as `gate/docs/addressing/` is: each test module in the
folder of the sub-package it exercises most, a few tests of the whole detector at the top.

`scripts/place_addressing_tests.py` does the placing; a module added at the top that belongs
in a folder is seen here, with the command that moves it. The script is tried on a small tree of
its own too: modules it has never seen, placed and named anew, and a second run that moves
nothing.
"""

from __future__ import annotations

from pathlib import Path

from scripts.place_addressing_tests import (
    ROOT,
    TESTS,
    TOP,
    move,
    plan,
    stale_names,
    sub_packages,
)

#: Test modules directly in `tests/docs/addressing/`: the whole detector's tests, and room for
#: a few more before the top is crowded again.
MOST_AT_THE_TOP = 30


def test_every_test_module_is_in_the_folder_it_exercises_most() -> None:
    due = {p.module: p.folder for p in plan() if p.folder != TOP}
    assert due == {}, "move them with: python -m scripts.place_addressing_tests"
    assert stale_names() == [], "rewrite them with: python -m scripts.place_addressing_tests"


def test_each_test_folder_is_a_sub_package_of_addressing_with_an_init() -> None:
    folders = {path.name for path in (ROOT / TESTS).iterdir()
               if path.is_dir() and any(path.glob("test_*.py"))}
    assert folders, "no test module is in a folder"
    assert folders - set(sub_packages()) == set()
    assert {folder for folder in folders if not (ROOT / TESTS / folder / "__init__.py").is_file()
            } == set()


def test_few_test_modules_stay_at_the_top() -> None:
    assert len(list((ROOT / TESTS).glob("test_*.py"))) <= MOST_AT_THE_TOP


def write(root: Path, path: str, text: str = "") -> None:
    (root / path).parent.mkdir(parents=True, exist_ok=True)
    (root / path).write_text(text, encoding="utf-8")


def small_tree(root: Path) -> None:
    """A package of two sub-packages and five test modules the script has never seen."""
    for path in ("gate/docs/addressing/__init__.py", "gate/docs/addressing/detector.py",
                 "gate/docs/addressing/hiding/__init__.py",
                 "gate/docs/addressing/hiding/ciphers.py",
                 "gate/docs/addressing/phrases/__init__.py",
                 "gate/docs/addressing/phrases/rules.py", "tests/docs/addressing/__init__.py",
                 "tests/docs/addressing/helper.py"):
        write(root, path)
    write(root, "tests/docs/addressing/test_secret_codes.py",
          "from pathlib import Path\n"
          "from gate.docs.addressing.detector import find\n"
          "from gate.docs.addressing.hiding.ciphers import caesar, rot13\n"
          "from gate.docs.addressing.phrases.rules import RULES\n"
          "DATA = Path(__file__).parent / 'sets'\n"
          "ROOT = Path(__file__).resolve().parents[3]\n")
    write(root, "tests/docs/addressing/test_rules_uses_secret_codes.py",
          '"""Read by `rules` (gate.docs.addressing.phrases.rules)."""\n'
          "from tests.docs.addressing.test_secret_codes import DATA\n")
    write(root, "tests/docs/addressing/test_whole.py",
          "from gate.docs.addressing.detector import find\n")
    write(root, "tests/docs/addressing/test_a_tie.py",
          "from gate.docs.addressing.hiding import ciphers\n"
          "from gate.docs.addressing.phrases import rules\n")
    write(root, "tests/docs/addressing/test_own_folder.py",
          "import os\nfrom gate.docs.addressing.hiding.ciphers import caesar\n"
          "HERE = os.path.dirname(__file__)\n")
    write(root, "tests/long_tests.txt", "tests/docs/addressing/test_secret_codes.py\n")
    write(root, "docs/page.md", "Tried in `tests/docs/addressing/test_secret_codes.py`.\n")


def test_the_script_places_modules_it_has_never_seen_and_moves_nothing_twice(
        tmp_path: Path) -> None:
    small_tree(tmp_path)
    placed = {p.module: p.folder for p in plan(tmp_path)}
    assert placed == {"test_secret_codes": "hiding", "test_rules_uses_secret_codes": "phrases",
                      "test_whole": TOP, "test_a_tie": TOP, "test_own_folder": TOP}
    move(plan(tmp_path), tmp_path)
    tests = tmp_path / TESTS
    moved = (tests / "hiding" / "test_secret_codes.py").read_text(encoding="utf-8")
    assert "DATA = Path(__file__).parents[1] / 'sets'" in moved
    assert "ROOT = Path(__file__).resolve().parents[4]" in moved
    assert "from tests.docs.addressing.hiding.test_secret_codes import DATA" in (
        tests / "phrases" / "test_rules_uses_secret_codes.py").read_text(encoding="utf-8")
    assert (tmp_path / "tests/long_tests.txt").read_text(encoding="utf-8") == \
        "tests/docs/addressing/hiding/test_secret_codes.py\n"
    assert "tests/docs/addressing/hiding/test_secret_codes.py" in \
        (tmp_path / "docs/page.md").read_text(encoding="utf-8")
    assert (tests / "hiding" / "__init__.py").is_file()
    assert (tests / "helper.py").is_file()
    assert sorted(path.name for path in tests.glob("test_*.py")) == [
        "test_a_tie.py", "test_own_folder.py", "test_whole.py"]
    before = {path: path.read_bytes() for path in tmp_path.rglob("*") if path.is_file()}
    move(plan(tmp_path), tmp_path)
    assert {path: path.read_bytes() for path in tmp_path.rglob("*") if path.is_file()} == before
    assert stale_names(tmp_path) == []


def test_a_module_written_since_the_move_is_given_the_moved_modules_new_names(
        tmp_path: Path) -> None:
    small_tree(tmp_path)
    move(plan(tmp_path), tmp_path)
    write(tmp_path, "tests/docs/addressing/test_merged_later.py",
          "from tests.docs.addressing.test_secret_codes import DATA\n")
    assert stale_names(tmp_path) == ["tests/docs/addressing/test_merged_later.py"]
    move(plan(tmp_path), tmp_path)
    assert (tmp_path / TESTS / "test_merged_later.py").read_text(encoding="utf-8") == \
        "from tests.docs.addressing.hiding.test_secret_codes import DATA\n"
    assert stale_names(tmp_path) == []

