"""A Markdown section that refers back to what the reader was told to request, by another name.

An onboarding guide says "Request the `grain_analyst` role" in its Access section, and later
"set up your profile with the `grain_dev` role you requested": the reader has no such role,
and the guide has told them two things.

| check              | score | the section …                                              |
|--------------------|-------|------------------------------------------------------------|
| another requested  | 0.3   | names a role, group or account in code as the one the      |
| name               |       | reader requested ("the `x` role you requested"), where     |
|                    |       | another section tells them to request one of that kind by  |
|                    |       | another name and no section tells them to request this one |

Read by form only: a name in a code span, then its kind, then "you requested", "you were
given" or "you were granted"; a request is "request", "ask for" or "apply for" before a name
in code and the same kind. Each section is read once (cached); a document's sections are few.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.seam.score_levels import GRAVE

KIND = r"(role|group|account|profile|workspace|warehouse|permission set|licen[cs]e)s?"
#: "the `grain_dev` role you requested", "the `ops` group you were granted".
REFERRED = lazy_pattern(rf"`([^`\n]{{1,60}})`\s+{KIND}\s+(?:that\s+)?you(?:'ve| have)?\s+"
                        r"(?:requested|were (?:given|granted)|asked for|applied for)\b",
                        re.IGNORECASE)
#: "Request the `grain_analyst` role", "ask IT for the `ops` group".
REQUESTED = lazy_pattern(rf"\b(?:request|ask(?: \w+)? for|apply for)\s+(?:the\s+|an?\s+)?"
                         rf"`([^`\n]{{1,60}})`\s+{KIND}", re.IGNORECASE)


@lru_cache(maxsize=4_096)
def _named(markdown: str) -> tuple[frozenset[tuple[str, str]], frozenset[tuple[str, str]]]:
    """(name, kind) of what the section refers back to, and of what it says to request."""
    def read(pattern: re.Pattern[str]) -> frozenset[tuple[str, str]]:
        return frozenset((found.group(1).strip(), found.group(2).lower().rstrip("s"))
                         for found in pattern.finditer(markdown))
    return (read(REFERRED), read(REQUESTED)) if "`" in markdown else (frozenset(), frozenset())


def requested_name_findings(markdown: str, document: Sequence[str]) -> Iterator[Finding]:
    """The first name this section says the reader requested where the document has them
    request another of that kind, and never this one."""
    referred, _ = _named(markdown)
    if not referred:
        return
    requested = {pair for text in document for pair in _named(text)[1]}
    for name, kind in sorted(referred):
        others = sorted(other for other, their_kind in requested
                        if their_kind == kind and other != name)
        if others and (name, kind) not in requested:
            yield Finding(GRAVE, f"`{name}` {kind}", f"The section names the `{name}` {kind} as "
                          f"the one the reader requested, where another section has them "
                          f"request `{others[0]}`.")
            return
