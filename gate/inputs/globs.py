"""Repository-relative glob patterns, as workflow authors write them, through wcmatch.

The rules (the README's "Patterns" section says the same):
- `*` and `?` stay within one folder; `**` spans any depth, including none
  (`models/**/*.yml` matches `models/a.yml` and `models/x/y/a.yml`);
- braces expand: `models/**/*.{yml,yaml}`;
- a pattern starting with `!` excludes what it matches (`!models/legacy/**`);
- a name starting with a dot is matched only by a pattern that spells the dot
  (`.signalforge/**`), as in the shell: `**` does not wander into `.venv/` or `.git/`.
Brace expansion is capped, so a pattern cannot make matching cost unbounded work.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from wcmatch import glob

#: Most patterns one pattern may expand to (braces multiply); wcmatch refuses beyond it.
EXPANSION_LIMIT = 1000
#: What starts a pattern's variable part: where a fixed folder prefix ends.
MAGIC = frozenset("*?[{!")


@cache
def _compile(patterns: tuple[str, ...]) -> glob.WcMatcher[str] | None:
    # wcmatch is imported when a pattern is first matched or checked, not with the settings
    # that name the default ones: a command that matches none (grading a session log) never
    # pays for it.
    from wcmatch import glob  # noqa: PLC0415

    if not patterns:
        return None
    return glob.compile([p.removeprefix("./") for p in patterns],
                        flags=glob.GLOBSTAR | glob.BRACE | glob.NEGATE, limit=EXPANSION_LIMIT)


def check_pattern(pattern: str) -> str:
    """`pattern` if it compiles; ValueError naming it otherwise (used by config validation)."""
    from wcmatch._wcparse import PatternLimitException  # noqa: PLC0415

    try:
        _compile((pattern,))
    except PatternLimitException:
        raise ValueError(f"{pattern!r} expands to more than {EXPANSION_LIMIT} patterns "
                         "(check its {...} braces)") from None
    except ValueError as error:
        raise ValueError(f"{pattern!r} is not a valid glob ({error})") from None
    return pattern


def matches(path: str, patterns: Iterable[str]) -> bool:
    """Does the repository-relative POSIX `path` match the patterns (their `!` exclusions
    applied)? No pattern matches nothing."""
    matcher = _compile(tuple(patterns))
    return matcher is not None and bool(matcher.match(path))


def select(paths: Iterable[str], include: Iterable[str], exclude: Iterable[str] = ()) -> list[str]:
    """The paths matching `include` and not `exclude`, in the order given."""
    include, exclude = tuple(include), tuple(exclude)
    return [p for p in paths if matches(p, include) and not matches(p, exclude)]


def fixed_prefix(pattern: str) -> str:
    """The folders a pattern names before its first wildcard: only they need walking."""
    fixed = []
    for part in pattern.removeprefix("./").split("/")[:-1]:
        if MAGIC & set(part):
            break
        fixed.append(part)
    return "/".join(fixed)


def is_literal(pattern: str) -> bool:
    return not MAGIC & set(pattern)
