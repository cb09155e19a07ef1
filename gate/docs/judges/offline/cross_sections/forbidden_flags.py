"""A command a Markdown section gives with a flag another section of its document forbids.

A runbook that says "Do not full-refresh: the history is incremental" in one step and "run
`dbt build --full-refresh` on everything" in another sends the reader both ways; the one who
follows the second loses what the first protects.

| check            | score | the section …                                                  |
|------------------|-------|----------------------------------------------------------------|
| a flag forbidden | 0.3   | gives a command in code with a flag (`--full-refresh`,         |
|                  |       | `--force`) that another section says not to use ("do not       |
|                  |       | full-refresh", "avoid a full refresh", "never use --force"),   |
|                  |       | where neither sentence makes an exception ("unless", "only")   |

A flag is read by its form only: two dashes and words parted by dashes, inside a code span; a
prohibition is "do not", "don't", "never", "avoid", "must not" or "should not" before, at
most, a verb of use and an article, then the flag's words spelt with spaces or dashes. Each
section is read once (cached); a document's sections are few.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.seam.score_levels import GRAVE

CODE_SPAN = lazy_pattern(r"`([^`\n]+)`")
FLAG = lazy_pattern(r"(?<![\w-])--([a-z][a-z0-9]*(?:-[a-z0-9]+){0,3})\b")
FORBIDS = lazy_pattern(r"\b(?:do not|don't|never|avoid|must not|should not)\s+(?:use\s+|run\s+|"
                       r"pass\s+|add\s+|do\s+)?(?:a\s+|an\s+|the\s+|any\s+)?`?(?:--)?"
                       r"([a-z][a-z0-9]*(?:[- ][a-z][a-z0-9]*){0,3})", re.IGNORECASE)
#: Words that make a prohibition or a use an exception rather than a rule.
EXCEPTED = lazy_pattern(r"\b(?:unless|except|only|without|not|never|avoid|don't)\b",
                        re.IGNORECASE)
SENTENCE = lazy_pattern(r"(?<=[.;!?])\s+|\n+")


def _words(name: str) -> tuple[str, ...]:
    return tuple(part for part in re.split(r"[- ]", name.lower()) if part)


@lru_cache(maxsize=4_096)
def flags_used(markdown: str) -> tuple[tuple[tuple[str, ...], str], ...]:
    """The flags of the section's commands, each with its sentence, where that sentence makes
    no exception of it."""
    used = []
    for sentence in SENTENCE.split(markdown):
        if EXCEPTED.search(CODE_SPAN.sub(" ", sentence)):
            continue
        for span in CODE_SPAN.finditer(sentence):
            used += [(_words(flag.group(1)), flag.group(0))
                     for flag in FLAG.finditer(span.group(1))]
    return tuple(used)


@lru_cache(maxsize=4_096)
def forbidden(markdown: str) -> tuple[tuple[tuple[str, ...], str], ...]:
    """What the section says not to do, each with its words, where the sentence makes no
    exception ("unless", "only")."""
    said = []
    for sentence in SENTENCE.split(markdown):
        if re.search(r"\b(?:unless|except|only)\b", sentence, re.IGNORECASE):
            continue
        said += [(_words(found.group(1)), found.group(0).strip())
                 for found in FORBIDS.finditer(sentence)]
    return tuple(said)


def forbidden_flag_findings(markdown: str, document: Sequence[str]) -> Iterator[Finding]:
    """The first flag of this section's commands another section of `document` forbids."""
    used = flags_used(markdown)
    if not used:
        return
    for other in document:
        if other == markdown:
            continue
        for words, said in forbidden(other):
            for flag, shown in used:
                if words[:len(flag)] == flag:
                    yield Finding(GRAVE, shown, f"The section runs {shown}, which another "
                                  f"section forbids ({said!r}).")
                    return
