"""Load JSON strictly, within the YAML loader's limits, with the line of every key and item.

JSON values come from the strict `json` module, so YAML's looser scalars never change what
JSON means; its lines come from a small linear scanner of the already validated text (a
second parse by the YAML composer would cost more than the JSON itself).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from gate.core.lazy_pattern import lazy_pattern
from gate.core.text_rules import FORBIDDEN, TextError, check_text, describe
from gate.inputs.safe_yaml import (
    MAX_DEPTH,
    MAX_INT_DIGITS,
    LoadError,
    Located,
    Path,
    check_digits,
)


def load_json(text: str) -> Located:
    """Strictly parse JSON, within the same limits, with the line of every key and item."""
    try:
        check_text(text)
    except TextError as error:
        raise LoadError(str(error), error.line, error.fix) from None
    try:
        data = json.loads(text, parse_int=_bounded_int)
    except _TooManyDigitsError as error:
        offset = text.find(error.digits)
        check_digits(len(error.digits.lstrip("-")),
                      text.count("\n", 0, offset) + 1 if offset >= 0 else None)
        raise AssertionError("unreachable") from None  # pragma: no cover
    except json.JSONDecodeError as error:
        raise LoadError(f"not valid JSON: {error.msg}", error.lineno) from None
    except (ValueError, RecursionError) as error:
        raise LoadError(f"not readable JSON ({type(error).__name__})", None,
                        fix="remove the oversized number or the deep nesting.") from None
    located = Located(data, _json_lines(text))
    _check_json_values(located)
    return located


class _TooManyDigitsError(Exception):
    def __init__(self, digits: str) -> None:
        super().__init__(digits[:20])
        self.digits = digits


def _bounded_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_INT_DIGITS:
        raise _TooManyDigitsError(digits)
    return int(digits)


def _check_json_values(located: Located) -> None:
    """Depth and escaped text, without recursion (`json.loads` accepts ~1,000 levels)."""
    stack: list[tuple[Any, Path]] = [(located.data, ())]
    while stack:
        value, path = stack.pop()
        if len(path) >= MAX_DEPTH:  # the root is level 1, as in YAML
            raise LoadError(f"the document nests deeper than {MAX_DEPTH} levels",
                            located.line_of(path), fix="flatten the structure.")
        if isinstance(value, str):
            found = FORBIDDEN.search(value)
            if found is not None:
                raise LoadError(f"a value holds {describe(found.group())}",
                                located.line_of(path), fix="remove the character or its escape.")
        elif isinstance(value, dict):
            for key, item in value.items():
                stack.append((key, path))
                stack.append((item, (*path, key)))
        elif isinstance(value, list):
            stack.extend((item, (*path, index)) for index, item in enumerate(value))


_JSON_PIECE = lazy_pattern(r'"(?:[^"\\]|\\.)*"|[{}\[\],:\n]|[^\s{}\[\],:"]+')


@dataclass
class _Open:
    """A JSON container being read: its path, and where inside it the scanner is."""

    path: Path
    is_object: bool
    index: int = 0
    key: str = ""
    expecting_key: bool = False


def _json_lines(text: str) -> dict[Path, int]:
    """The line of every key and array item of a JSON text `json.loads` has accepted: one
    pass over its pieces (strings, literals, punctuation), keeping the open containers."""
    lines: dict[Path, int] = {}
    line = 1
    stack: list[_Open] = []
    for match in _JSON_PIECE.finditer(text):
        piece = match.group()
        top = stack[-1] if stack else None
        if piece == "\n":
            line += 1
        elif piece in ("]", "}"):
            stack.pop()
        elif piece == "," and top is not None:
            top.expecting_key = top.is_object
            top.index += 0 if top.is_object else 1
        elif piece == ":":
            pass
        elif top is not None and top.expecting_key:
            top.key, top.expecting_key = json.loads(piece), False
            lines[(*top.path, top.key)] = line
        else:
            path = _value_path(top, line, lines)
            if piece in ("{", "["):
                stack.append(_Open(path, piece == "{", expecting_key=piece == "{"))
    return lines


def _value_path(top: _Open | None, line: int, lines: dict[Path, int]) -> Path:
    """The path of a value starting at `line`; an array item's line is recorded here (a
    key's line was recorded with the key)."""
    if top is None:
        lines.setdefault((), line)
        return ()
    if top.is_object:
        return (*top.path, top.key)
    lines[(*top.path, top.index)] = line
    return (*top.path, top.index)
