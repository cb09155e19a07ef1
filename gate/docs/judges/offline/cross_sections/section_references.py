"""A Markdown section that sends its reader to another section for what that section lacks.

"See 'Grower payments' for the netting rule." is a promise: the reader goes there and finds
gross value less levies, and no word of netting. The rule is neither here nor there, and the
two sections disagree about what the document holds (md-consistency); the reader is left
without the rule (md-completeness).

| check               | score | the section …                                              |
|---------------------|-------|------------------------------------------------------------|
| a missing referent  | 0.3   | says to see a section of its document, by its heading, for |
|                     |       | a thing no word of which that section holds, or gives a    |
|                     |       | thing "as listed in" a section that holds no word of it    |
|                     |       | ("whoever is on call, as listed in the escalation section")|

A reference is read by its form only: "see" then a heading (quoted, or in capitals) then
"for" and the thing, of at most three words; or a clause of at most sixty letters, then "as
listed in" a heading and "section", its words of three letters or more looked for. Words that
name a kind of text and no thing ("rule", "details", "steps") are not looked for. A word is
found when the named section holds it with or without its ending ("refunds", "refunded"), or
as part of a hyphened word ("on-call"). A heading the document does not have is left alone:
the reference may be to another document. Each section is read once (cached).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.seam.score_levels import GRAVE

REFERS = lazy_pattern(r"\bsee\s+(?:the\s+)?[\"'\u2018\u201c*_]*([A-Z][\w&/ -]{1,40}?)"
                      r"[\"'\u2019\u201d*_]*(?:\s+section)?\s+for\s+(?:the\s+|its\s+|a\s+|an\s+)?"
                      r"([a-z][a-z-]{0,40}(?: [a-z][a-z-]{0,40}){0,2})", re.IGNORECASE)
#: The other order: the thing, then the section it is listed in: "Pipeline outages: whoever
#: is on call, as listed in the runbook's escalation section."
LISTED_IN = lazy_pattern(r"(?:^|(?<=[:;,.]))\s*([^:;,.\n]{3,60}?),?\s+as (?:listed|named|given|"
                         r"set out|shown) in (?:the )?(?:[\w-]+'s )?([A-Za-z][\w&/ -]{1,40}?)"
                         r"\s+section\b", re.IGNORECASE | re.MULTILINE)
WORD = lazy_pattern(r"[a-z][a-z0-9-]*")
#: Words that name a kind of text, not the thing it gives: not looked for.
KINDS_OF_TEXT = frozenset({"rule", "rules", "detail", "details", "definition", "definitions",
                           "formula", "formulas", "step", "steps", "list", "policy", "process",
                           "procedure", "table", "more", "information", "info", "how", "why",
                           "what", "when", "where", "which", "full", "exact", "current",
                           "example", "examples", "context", "background", "reason",
                           "reasons", "explanation", "instructions", "guidance", "and", "or",
                           "of", "on", "to", "in", "the"})
ENDING = lazy_pattern(r"(?:ings?|ed|es|s|ions?)$")


def _stem(word: str) -> str:
    return ENDING.sub("", word) if len(word) > 4 else word


@lru_cache(maxsize=4_096)
def _held(markdown: str) -> tuple[str, frozenset[str]]:
    """A section's heading, lower-cased, and the stems of its words."""
    heading = next((line.strip("# \t").strip("*_'\"").lower()
                    for line in markdown.splitlines() if line.startswith("#")), "")
    words = WORD.findall(markdown.lower())  # "on-call" holds "call"
    return heading, frozenset(_stem(part) for word in words for part in {word, *word.split("-")})


@lru_cache(maxsize=4_096)
def _references(markdown: str) -> tuple[tuple[str, tuple[str, ...], str, str, str], ...]:
    """(heading named, the thing's words to look for, the words, the heading as written, the
    thing as written) for each reference."""
    sent = [(found.group(1), found.group(2), found.group(0), found.group(2).lower().split())
            for found in REFERS.finditer(markdown)]
    # listed before its section: the thing is a clause, its short words are its glue
    sent += [(found.group(2), found.group(1).strip(), found.group(0).strip(),
              [word for word in WORD.findall(found.group(1).lower()) if len(word) > 2])
             for found in LISTED_IN.finditer(markdown)]
    return tuple((heading.strip().lower(),
                  tuple(word for word in words if word not in KINDS_OF_TEXT),
                  said, heading.strip(), thing) for heading, thing, said, words in sent)


def referent_findings(markdown: str, document: Sequence[str]) -> Iterator[Finding]:
    """The first reference of this section to a section of `document` that holds no word of
    the thing it is named for."""
    for heading, wanted, said, named, thing in _references(markdown):
        if not wanted:
            continue
        target = next((held for held in map(_held, document)
                       if held[0] == heading and held[0]), None)
        if target is not None and not any(_stem(word) in target[1] for word in wanted):
            yield Finding(GRAVE, said, f"The section sends the reader to '{named}' for "
                          f"{thing.removeprefix('the ')!r}, and that section says nothing of "
                          "it.")
            return
