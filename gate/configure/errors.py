"""Turning a configuration's validation errors into one paragraph a person can act on.

Every problem names the file, the line, the key and the fix: the known keys (with the closest
one to a misspelling), the allowed values, a bound, or the kind of value wanted.
"""

from __future__ import annotations

import difflib
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails

from gate.core.errors import ConfigError

if TYPE_CHECKING:
    from gate.inputs.safe_yaml import Located


def first_line(error: BaseException) -> str:
    return (str(error).strip().splitlines() or [type(error).__name__])[0][:200]


def error_line(error: BaseException) -> int | None:
    mark = getattr(error, "problem_mark", None) or getattr(error, "context_mark", None)
    if mark is not None:
        return int(mark.line) + 1
    return None


def config_error(error: ValidationError, located: Located, path: str,
                 root: type[BaseModel]) -> ConfigError:
    """One paragraph for every problem (up to five), located at the first one's line."""
    details = error.errors()
    first = details[0]
    parts = []
    for index, detail in enumerate(details[:5]):
        key = ".".join(str(part) for part in detail["loc"])
        line = located.line_of(detail["loc"])
        where = f" (line {line})" if line and index else ""
        parts.append(f"`{key}`{where}: {_message(detail)}")
    more = f" (and {len(details) - 5} more)" if len(details) > 5 else ""
    return ConfigError("; ".join(parts) + more + ".", remediation=_fix(first, root),
                       path=path, line=located.line_of(first["loc"]))


def _message(detail: ErrorDetails) -> str:
    if detail["type"] == "extra_forbidden":
        return "unknown key"
    return str(detail["msg"]).removeprefix("Value error, ")


#: What a value of the wrong type should be, by pydantic's error type.
_WANTED = {"int_": "a whole number", "float_": "a number", "bool_": "true or false",
           "string_": "text"}


def _fix(detail: ErrorDetails, root: type[BaseModel]) -> str:
    """A concrete fix for the first problem: the known keys, the allowed values, a bound."""
    loc = detail["loc"]
    if detail["type"] == "extra_forbidden":
        allowed = _known_keys(root, loc[:-1])
        close = difflib.get_close_matches(str(loc[-1]), allowed, n=1)
        hint = f"did you mean `{close[0]}`? " if close else ""
        return f"{hint}remove or rename `{loc[-1]}`; this block accepts: {', '.join(allowed)}."
    if loc and loc[-1] == "rubric" and detail["type"] == "value_error":
        return "give every criterion its own id, or remove `rubric` to use the default."
    return _value_fix(detail, ".".join(str(part) for part in loc))


def _value_fix(detail: ErrorDetails, key: str) -> str:
    if detail["type"] == "value_error":
        return f"change `{key}`: it {_message(detail)}."
    wanted = next((words for prefix, words in _WANTED.items()
                   if detail["type"].startswith(prefix)), None)
    if wanted is not None:
        return f"give `{key}` {wanted}."
    ctx: dict[str, Any] = dict(detail.get("ctx") or {})
    if detail["type"] == "literal_error" and "expected" in ctx:
        return f"use one of {ctx['expected']}."
    for bound, words in (("ge", "at least"), ("gt", "more than"), ("le", "at most"),
                         ("lt", "less than")):
        if bound in ctx:
            return f"use a value {words} {ctx[bound]}."
    return "correct the value; see the signalforge.yml reference in the README."


def _known_keys(root: type[BaseModel], block: tuple[int | str, ...]) -> list[str]:
    model = root
    for part in block:
        field = model.model_fields.get(str(part))
        annotation = getattr(field, "annotation", None)
        if not (isinstance(annotation, type) and issubclass(annotation, BaseModel)):
            return []
        model = annotation
    return list(model.model_fields)
