"""Place each test module of `tests/docs/addressing/` in the sub-folder of the addressing
sub-package it exercises most, as `gate/docs/addressing/` is laid out.

    python -m scripts.place_addressing_tests            # print the plan, then move
    python -m scripts.place_addressing_tests --dry-run  # print the plan, move nothing
    python -m scripts.place_addressing_tests --check    # move nothing; exit 1 if a move is due

Only test modules directly in `tests/docs/addressing/` are placed (`test_*.py`); one already in
a sub-folder stays where it is, and so do the shared helpers (every other file and folder). A
module's score for each sub-package of `gate/docs/addressing/` is the names it imports from it
(`from gate.docs.addressing.hiding.decodings import MORSE, reversed_reading` counts two) plus
the distinct modules of it that it names elsewhere: a dotted name or a path
(`gate.docs.addressing.hiding.ciphers`), a module in backticks (`voids`), or its own file name
(`test_ciphers_are_read`). The modules directly in the package (the detector, the findings, the
guard) score nothing. A module goes to the sub-package that scores most; one that scores for
none (a test of the whole detector) or a tie between two keeps it at the top.

Moving a module rewrites what names it: `tests.docs.addressing.test_x` and
`tests/docs/addressing/test_x.py` in the tests, benchmarks, scripts, docs, README,
`tests/long_tests.txt` and the CI script (not the changelog: it records what was), and the
module's own paths from `Path(__file__)` (one folder deeper). A module the script cannot
rewrite safely stays at the top, with the reason in the plan: one that uses `__file__` in
another way, one imported as `from tests.docs.addressing import test_x`, or one whose folder
holds a module of its name already.

A file written since a module moved (a test merged from a branch that began before) may name it
by its old name: each run rewrites such names too, for every module in a sub-folder whose
name is nowhere else.

Running it again moves nothing: a placed module is no longer at the top, and one left at the top
scores the same. Each sub-folder it fills gets an empty `__init__.py`.
"""

from __future__ import annotations

import argparse
import ast
import re
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: The package and its tests, under a repository's root.
PACKAGE = Path("gate", "docs", "addressing")
TESTS = Path("tests", "docs", "addressing")
NAME = "gate.docs.addressing"
TESTS_NAME = "tests.docs.addressing"
#: Where a test module may be named by its dotted name or its path.
NAMING_ROOTS = ("tests", "bench", "scripts", "docs", ".ci")
NAMING_FILES = ("README.md", "pyproject.toml")
NAMING_SUFFIXES = {".py", ".md", ".txt", ".toml", ""}
#: The top of `tests/docs/addressing/`, in a plan.
TOP = "."
#: A module of the package or one of its sub-packages, named in text.
MENTION = re.compile(r"\bgate[./]docs[./]addressing[./](\w+)(?:[./](\w+))?")
#: A module named in backticks, with or without its `.py`.
BACKTICKED = re.compile(r"`(\w+)(?:\.py)?`")
#: The paths a test module builds from its own file: `Path(__file__).parent`,
#: `Path(__file__).resolve().parents[3]`, …
OWN_PATH = re.compile(r"Path\(__file__\)((?:\.resolve\(\)|\.absolute\(\))?)"
                      r"\.parent(?:s\[(\d+)\]|(?![\w\[]))")


@dataclass(frozen=True)
class Placement:
    """Where one test module goes (`TOP` to stay), and why."""

    module: str
    folder: str
    why: str


def sub_packages(root: Path = ROOT) -> dict[str, set[str]]:
    """Each sub-package of the package, with its modules."""
    return {path.name: {module.stem for module in path.glob("*.py") if module.stem != "__init__"}
            for path in sorted((root / PACKAGE).iterdir()) if (path / "__init__.py").is_file()}


def _sub_of(module: str, subs: dict[str, set[str]]) -> str | None:
    """The sub-package a dotted name under the package belongs to (None: the package's own)."""
    parts = module.split(".")
    if parts[:3] != NAME.split(".") or len(parts) < 4 or parts[3] not in subs:
        return None
    return parts[3]


def _imported(tree: ast.Module, subs: dict[str, set[str]]) -> tuple[Counter[str], set[int]]:
    """The names imported from each sub-package, and the lines the imports take."""
    counted: Counter[str] = Counter()
    lines: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            lines.update(range(node.lineno, (node.end_lineno or node.lineno) + 1))
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module == NAME:
            counted.update(alias.name for alias in node.names if alias.name in subs)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if (sub := _sub_of(node.module, subs)) is not None:
                counted[sub] += len(node.names)
        elif isinstance(node, ast.Import):
            counted.update(sub for alias in node.names
                           if (sub := _sub_of(alias.name, subs)) is not None)
    return counted, lines


def _named(text: str, name: str, subs: dict[str, set[str]]) -> Counter[str]:
    """The distinct modules of each sub-package that `text` names outside its imports, as a
    dotted name or a path (`gate.docs.addressing.hiding.ciphers`) or in backticks
    (`ciphers`, `ciphers.py`), or that the test's own file name holds (`test_ciphers_are_read`;
    a sub-package's own name there counts as one of its modules)."""
    named: set[tuple[str, str]] = set()
    for match in MENTION.finditer(text):
        if match.group(1) in subs:
            named.add((match.group(1), match.group(2) or ""))
    quoted = set(BACKTICKED.findall(text))
    words = f"_{name}_"
    for sub, modules in subs.items():
        named.update((sub, module) for module in modules
                     if module in quoted or f"_{module}_" in words)
        if f"_{sub}_" in words:
            named.add((sub, ""))
    return Counter(sub for sub, __ in named)


def scores(source: str, name: str, subs: dict[str, set[str]]) -> Counter[str]:
    """How much the test module `name` (its text `source`) exercises each sub-package: the
    names it imports from it, and the distinct modules of it that it names. The package's own
    modules (the detector, the findings) score nothing: a test of them stays at the top."""
    counted, import_lines = _imported(ast.parse(source), subs)
    text = "\n".join(line for number, line in enumerate(source.splitlines(), start=1)
                     if number not in import_lines)
    return counted + _named(text, name, subs)


def choose(counted: Counter[str]) -> tuple[str, str]:
    """The folder a module's scores send it to, and why."""
    shown = ", ".join(f"{sub} {count}" for sub, count in sorted(counted.items()))
    ranked = counted.most_common()
    if not ranked:
        return TOP, "exercises no sub-package: the whole detector"
    if len(ranked) > 1 and ranked[1][1] == ranked[0][1]:
        return TOP, f"a tie: {shown}"
    return ranked[0][0], shown


def _naming_files(root: Path) -> list[Path]:
    files = [root / name for name in NAMING_FILES if (root / name).is_file()]
    for folder in NAMING_ROOTS:
        files += [path for path in sorted((root / folder).rglob("*"))
                  if path.is_file() and path.suffix in NAMING_SUFFIXES
                  and "__pycache__" not in path.parts]
    return files


def _unsafe(source: str) -> str | None:
    """Why the module's text cannot be moved one folder deeper as it is, or None."""
    if "__file__" in OWN_PATH.sub("", source):
        return "uses __file__ in a way this script does not rewrite"
    return None


def plan(root: Path = ROOT) -> list[Placement]:
    """Every test module directly in `tests/docs/addressing/`, with its folder."""
    subs = sub_packages(root)
    imported_whole = set()
    for path in _naming_files(root):
        if path.suffix == ".py":
            for match in re.finditer(rf"from {re.escape(TESTS_NAME)} import ([\w, ()\n]+)",
                                     path.read_text(encoding="utf-8", errors="replace")):
                imported_whole.update(re.findall(r"\w+", match.group(1)))
    placements = []
    for path in sorted((root / TESTS).glob("test_*.py")):
        source = path.read_text(encoding="utf-8")
        folder, why = choose(scores(source, path.stem, subs))
        unsafe = _unsafe(source) or (
            "imported as a name of tests.docs.addressing" if path.stem in imported_whole
            else None)
        if folder != TOP and (root / TESTS / folder / path.name).exists():
            unsafe = unsafe or f"{folder}/ holds a module of that name already"
        if folder != TOP and unsafe:
            folder, why = TOP, f"{unsafe}; would go to {folder} ({why})"
        placements.append(Placement(path.stem, folder, why))
    return placements


def _deeper(source: str) -> str:
    """`source` with the paths it builds from its own file one folder deeper."""
    def one_more(match: re.Match[str]) -> str:
        up = int(match.group(2)) + 1 if match.group(2) is not None else 1
        return f"Path(__file__){match.group(1)}.parents[{up}]"
    return OWN_PATH.sub(one_more, source)


def placed_before(root: Path = ROOT) -> dict[str, str]:
    """The test modules already in a sub-folder, with it: a name of one at the top
    (`tests.docs.addressing.test_x`) is a name it had before it moved, in a file written
    since (a test merged from a branch that branched off before the move). A module whose name
    is also at the top, or in two folders, is left out: which one a name means is unknown."""
    found: dict[str, list[str]] = {}
    for path in sorted((root / TESTS).glob("*/test_*.py")):
        if (path.parent / "__init__.py").is_file():
            found.setdefault(path.stem, []).append(path.parent.name)
    return {module: folders[0] for module, folders in found.items()
            if len(folders) == 1 and not (root / TESTS / f"{module}.py").exists()}


def _naming(renames: dict[str, str]) -> re.Pattern[str]:
    names = "|".join(map(re.escape, sorted(renames)))
    return re.compile(rf"\b(tests([./])docs\2addressing\2)({names})\b")


def stale_names(root: Path = ROOT) -> list[str]:
    """The files that name a module in a sub-folder by the name it had at the top."""
    renames = placed_before(root)
    if not renames:
        return []
    naming = _naming(renames)
    return [str(path.relative_to(root)) for path in _naming_files(root)
            if naming.search(path.read_text(encoding="utf-8", errors="surrogateescape"))]


def move(placements: list[Placement], root: Path = ROOT) -> None:
    """Move every placed module, and rewrite what names it or names a module placed before by
    its name at the top."""
    moving = {p.module: p.folder for p in placements if p.folder != TOP}
    renames = placed_before(root) | moving
    if not renames:
        return
    naming = _naming(renames)

    def placed(match: re.Match[str]) -> str:
        return f"{match.group(1)}{renames[match.group(3)]}{match.group(2)}{match.group(3)}"

    changed: set[Path] = set()
    for path in _naming_files(root):
        text = path.read_text(encoding="utf-8", errors="surrogateescape")
        rewritten = naming.sub(placed, text)
        if rewritten != text:
            path.write_text(rewritten, encoding="utf-8", errors="surrogateescape")
            changed.add(path)
    for module, folder in sorted(moving.items()):
        (root / TESTS / folder).mkdir(exist_ok=True)
        (root / TESTS / folder / "__init__.py").touch()
        source = root / TESTS / f"{module}.py"
        target = root / TESTS / folder / f"{module}.py"
        target.write_text(_deeper(source.read_text(encoding="utf-8")), encoding="utf-8")
        source.unlink()
        changed = (changed - {source}) | {target}
    _sort_imports(sorted(path for path in changed if path.suffix == ".py"), root)


def _sort_imports(files: list[Path], root: Path) -> None:
    """Sort the imports of the rewritten modules as the repository's linter does: a module's
    new name may sort elsewhere among its imports (`...addressing.hiding.test_x` before
    `...addressing.nothing_sentences`). Only under a root with the linter's configuration."""
    if not files or not (root / "pyproject.toml").is_file():
        return
    done = subprocess.run([sys.executable, "-m", "ruff", "check", "--quiet", "--fix",  # noqa: S603
                           "--select", "I", *map(str, files)], cwd=root, check=False,
                          capture_output=True, text=True)
    if done.returncode != 0:
        print(f"sort the imports of the moved modules by hand: ruff said {done.stderr.strip()}"
              f"{done.stdout.strip()}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dry-run", action="store_true", help="print the plan, move nothing")
    parser.add_argument("--check", action="store_true",
                        help="move nothing; exit 1 if a module is due to move or named by an "
                             "old name")
    options = parser.parse_args(argv)
    placements = plan()
    due = [p for p in placements if p.folder != TOP]
    for p in placements:
        where = "stays at the top" if p.folder == TOP else f"-> {p.folder}/"
        print(f"{p.module}: {where} ({p.why})")
    stale = stale_names()
    for path in stale:
        print(f"{path}: names a moved module by its old name (rewritten)")
    print(f"{len(due)} to move, {len(placements) - len(due)} at the top, "
          f"{len(stale)} files naming a moved module by its old name")
    if options.check:
        return 1 if due or stale else 0
    if not options.dry_run:
        move(placements)
    return 0


if __name__ == "__main__":
    sys.exit(main())
