"""Load YAML or JSON and remember the line every value came from.

Errors must name the line to fix, and artifacts must point review comments at their line, but
`yaml.safe_load` and `json.loads` forget positions. PyYAML's composer keeps them: this module
composes the node tree with the safe loader (no tags that build objects, so no code from the
file can run) and constructs plain data from it, recording the 1-based line of each mapping
key and sequence item by its path (`("grade", "rubric", 0, "id")`).

JSON is read the same way for positions only (PyYAML reads JSON documents), while its values
come from the strict `json` module, so YAML's looser scalars never change what JSON means.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Literal

import yaml

Path = tuple[str | int, ...]
DuplicateKeys = Literal["refuse", "last_wins"]


@dataclass(frozen=True)
class DuplicateKey:
    """A key written twice in one mapping; the loader kept the value at `line`."""

    path: Path
    first_line: int
    line: int


@dataclass(frozen=True)
class Located:
    """A loaded document and the line of each path inside it."""

    data: Any
    lines: dict[Path, int] = field(default_factory=dict)
    duplicates: tuple[DuplicateKey, ...] = ()

    def line_of(self, path: Path) -> int | None:
        """The line of `path`, or of its nearest ancestor that has one."""
        for end in range(len(path), -1, -1):
            line = self.lines.get(path[:end])
            if line is not None:
                return line
        return None


class LoadError(ValueError):
    """The text is not valid YAML/JSON; `line` is 1-based when known."""

    def __init__(self, message: str, line: int | None,
                 fix: str = "fix the syntax at that line.") -> None:
        super().__init__(message)
        self.line = line
        self.fix = fix


def load_yaml(text: str, *, duplicate_keys: DuplicateKeys = "refuse") -> Located:
    """Safe-load one YAML document with the line of every key (one parse for both).

    A key written twice in one mapping is refused by default, since the loader would silently
    keep only its last value; with `duplicate_keys="last_wins"` (dbt's own reading) the last
    value counts and every repeat is listed in `Located.duplicates`."""
    loader = yaml.SafeLoader(text)
    duplicates: list[DuplicateKey] = []
    try:
        node = loader.get_single_node()
        data = loader.construct_document(node) if node is not None else None
        lines: dict[Path, int] = {}
        if node is not None:
            lines[()] = node.start_mark.line + 1
            found = None if duplicate_keys == "refuse" else duplicates
            lines.update(_walk(node, (), set(), found))
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        raise LoadError(f"not valid YAML: {error.problem or error}",
                        mark.line + 1 if mark else None) from None
    except yaml.YAMLError as error:
        raise LoadError(f"not valid YAML: {error}", None) from None
    except RecursionError:
        raise LoadError("the document is nested too deeply to read", None,
                        fix="flatten the structure.") from None
    finally:
        loader.dispose()
    return Located(data, lines, tuple(duplicates))


def load_json(text: str) -> Located:
    """Strictly parse JSON; take positions from the YAML composer where it can read them."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise LoadError(f"not valid JSON: {error.msg}", error.lineno) from None
    except (ValueError, RecursionError) as error:  # an integer of thousands of digits, nesting
        raise LoadError(f"not readable JSON ({type(error).__name__})", None,
                        fix="remove the oversized number or the deep nesting.") from None
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
        lines = dict(_walk(node, (), set())) if node is not None else {}
    except (yaml.YAMLError, LoadError, RecursionError):
        lines = {}  # json.loads accepted it; positions are best effort
    return Located(data, lines)


def _walk(node: yaml.Node, path: Path, walked: set[int],
          duplicates: list[DuplicateKey] | None = None) -> Iterator[tuple[Path, int]]:
    """(path, line) of every key and item; a key repeated in one mapping is an error, since
    the loader would silently keep only its last value. A node reached again through a YAML
    alias is not walked again: ten aliases of ten aliases of ... would otherwise cost
    exponential time and memory for a few lines of text."""
    if id(node) in walked:
        return
    walked.add(id(node))
    if isinstance(node, yaml.MappingNode):
        first_line: dict[str, int] = {}
        for key_node, value_node in node.value:
            if isinstance(key_node, yaml.ScalarNode):
                line = key_node.start_mark.line + 1
                if key_node.value in first_line and duplicates is not None:
                    duplicates.append(DuplicateKey((*path, key_node.value),
                                                   first_line[key_node.value], line))
                elif key_node.value in first_line:
                    raise LoadError(f"key {key_node.value!r} appears twice (first at line "
                                    f"{first_line[key_node.value]}); only one can count", line,
                                    fix="keep one of the two.")
                first_line.setdefault(key_node.value, line)
                key_path = (*path, key_node.value)
                yield key_path, line
                yield from _walk(value_node, key_path, walked, duplicates)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            item_path = (*path, index)
            yield item_path, item.start_mark.line + 1
            yield from _walk(item, item_path, walked, duplicates)
