"""What leaves a Markdown section unclear to a reader of the whole document.

| check                 | score | the section …                                               |
|-----------------------|-------|-------------------------------------------------------------|
| only a pointer        | 0.4   | says nothing but where to look: a document named by its     |
|                       |       | kind alone ("follow the refund procedure") is its only      |
|                       |       | sentence                                                    |
| a pointer beside it   | —     | a pointer ("see the wiki for how X is set") beside a        |
|                       |       | sentence that states something (a formula, a figure) is a   |
|                       |       | reference, not the section's answer: completeness asks for  |
|                       |       | its link, clarity does not fault it                         |
| jargon to act on      | 0.4   | asks the reader to act on, or choose between, two or more   |
|                       |       | acronyms in one sentence that no other section uses and the |
|                       |       | document never spells out ("apply the SWD basis, not WLR")  |

Each reads one section's text once, sentence by sentence: linear in its length.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterator

from gate.docs.judges.offline.left_open.yardsticks import document_without_link
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.judges.offline.telling import substance as sb
from gate.docs.seam.score_levels import LACKING

SENTENCE = re.compile(r"(?<=[.;!?])\s+|\n+")
ACRONYM = re.compile(r"\b[A-Z][A-Z0-9]{1,5}\b")
#: A sentence that says something besides a pointer has this many words.
STATEMENT_WORDS = 4
ELSEWHERE = "The text sends"


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in SENTENCE.split(text) if s.strip()]


def pointed_or_vague(shown: str) -> Iterator[Finding]:
    """`substance.vague_or_elsewhere`, with a pointer read against the rest of the section."""
    sentences = _sentences(shown)
    for found in sb.vague_or_elsewhere(shown):
        if found.reasoning.startswith(ELSEWHERE) and any(
                found.evidence not in s and len(s.split()) >= STATEMENT_WORDS
                for s in sentences):
            continue  # a reference beside what the section states
        yield found
    if len(sentences) == 1:
        yield from document_without_link(shown)


def jargon_to_act_on(shown: str, lone: Callable[[str], bool],
                     explained: Collection[str]) -> Iterator[Finding]:
    """Two or more acronyms in one sentence that no other section uses (`lone`) and the
    document never spells out (`explained`)."""
    for sentence in _sentences(shown):
        found = [a for a in dict.fromkeys(ACRONYM.findall(sentence))
                 if a not in explained and a.rstrip("s") not in explained and lone(a)]
        if len(found) >= 2:
            yield Finding(LACKING, quote(sentence), f"The sentence asks the reader to act on "
                          f"{' and '.join(found[:2])}, which the document never spells out.")
            return
