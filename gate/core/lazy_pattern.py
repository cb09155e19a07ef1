"""Regular expressions compiled when first used, not when their module is imported.

The offline judge's readings and the addressing detector hold about a thousand patterns.
Compiled at import, every gate process paid for all of them (over half a second of CPU) before
it did anything: `--help`, `validate` and a session-only run, which read no drafted text, and
each reading's tests, which run one. `lazy_pattern` takes what `re.compile` takes and stands in
for the pattern: the first search, match or other use compiles it (once per process however
many modules name the same source) and keeps the compiled pattern's own bound methods on the
object, so every later call is the C method itself.

They are compiled past `re`'s own cache, into one of their own: that cache holds 512
patterns and drops the oldest when full, so a thousand patterns compiled through it while
texts are read pushed out the patterns the readings build as they go, which were then
compiled again (200 more compiles in the demo's run). `re._compiler.compile` is what
`re.compile` calls beneath its cache; where a Python lacks it, `re.compile` serves.

It returns the object typed as `re.Pattern`, which it behaves as for everything the code
does with a pattern: its methods, `pattern`, `flags`, `groups`, `groupindex`, copying and
pickling. It is not one for `isinstance` or as the first argument of the `re` module's
functions (`re.sub(PATTERN, ...)`: call `PATTERN.sub(...)`), where `re` checks the type.

The convention (docs/development.md): a module-level pattern is written
`NAME = lazy_pattern(r"...", re.IGNORECASE)`, never `re.compile` at import;
`tests/core/test_lazy_pattern.py` imports every module of the package in a fresh process and
fails naming each that compiles one.
"""

from __future__ import annotations

import importlib
import re
from typing import Any, AnyStr, Generic, cast, overload

try:
    _COMPILE_UNCACHED: Any = importlib.import_module("re._compiler").compile
except (ImportError, AttributeError):  # a Python whose `re` is laid out otherwise
    _COMPILE_UNCACHED = re.compile

#: What the compiled pattern answers, kept on the object once compiled.
DELEGATED = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split",
             "scanner", "flags", "groups", "groupindex")


#: Every lazy pattern compiled in this process, by its type, source and flags.
COMPILED: dict[tuple[type, str | bytes, int], Any] = {}


class LazyPattern(Generic[AnyStr]):
    """A pattern's source and flags; compiled at its first use (the module docstring)."""

    def __init__(self, source: AnyStr, flags: int = 0) -> None:
        self.pattern: AnyStr = source
        self._flags = flags

    def compiled(self) -> re.Pattern[AnyStr]:
        """The compiled pattern; from the first call on, its methods stand on this object."""
        key = (type(self.pattern), self.pattern, int(self._flags))
        pattern: re.Pattern[AnyStr] | None = COMPILED.get(key)
        if pattern is None:
            pattern = COMPILED[key] = compile_uncached(self.pattern, int(self._flags))
        for name in DELEGATED:
            setattr(self, name, getattr(pattern, name))
        return pattern

    def __getattr__(self, name: str) -> Any:
        """Reached only for what is not yet on the object: compile, then answer, for what a
        compiled pattern answers (`DELEGATED`). Anything else is not there, and asking for it
        compiles nothing: a look for a memo's `cache_info` over a module's values (the run's
        memos are forgotten that way) would otherwise compile every pattern it passes."""
        if name not in DELEGATED:
            raise AttributeError(name)
        return getattr(self.compiled(), name)

    def __reduce__(self) -> tuple[type[LazyPattern[AnyStr]], tuple[AnyStr, int]]:
        return LazyPattern, (self.pattern, self._flags)

    def __repr__(self) -> str:
        return f"lazy_pattern({self.pattern!r}, {self._flags!r})"


def compile_uncached(source: AnyStr, flags: int) -> re.Pattern[AnyStr]:
    """`re.compile(source, flags)`, left out of `re`'s own cache (the module docstring)."""
    compiled: re.Pattern[AnyStr] = _COMPILE_UNCACHED(source, flags)
    return compiled


@overload
def lazy_pattern(source: str, flags: int = 0) -> re.Pattern[str]: ...
@overload
def lazy_pattern(source: bytes, flags: int = 0) -> re.Pattern[bytes]: ...
def lazy_pattern(source: str | bytes, flags: int = 0) -> re.Pattern[str] | re.Pattern[bytes]:
    """`re.compile(source, flags)`, compiled at its first use instead of now."""
    return cast("re.Pattern[str] | re.Pattern[bytes]", LazyPattern(source, flags))
