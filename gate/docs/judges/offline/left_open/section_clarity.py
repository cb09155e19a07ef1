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
| marketing copy        | 0.35  | praises in every sentence ("the most exciting team", "our   |
|                       |       | best-in-class KPI") and gives no figure, code or link; for  |
|                       |       | completeness also two kinds of filler with at most one kind |
|                       |       | of detail                                                   |

Each reads one section's text once, sentence by sentence: linear in its length.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.left_open.yardsticks import document_without_link
from gate.docs.judges.offline.shared import lexicon as lx
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.judges.offline.telling import substance as sb
from gate.docs.seam.score_levels import LACKING, SERIOUS

SENTENCE = lazy_pattern(r"(?<=[.;!?])\s+|\n+")
ACRONYM = lazy_pattern(r"\b[A-Z][A-Z0-9]{1,5}\b")
#: A sentence that says something besides a pointer has this many words.
STATEMENT_WORDS = 4
ELSEWHERE = "The text sends"
#: Words that sell rather than say: what a reader of an introduction or a definition gets
#: nothing from.
PRAISE = lx.words_pattern(
    r"most (?:exciting|innovative|advanced|trusted|powerful)", r"exciting", r"premium",
    r"best[- ]in[- ]class", r"world[- ]class", r"empower\w*", r"unlock\w*", r"leverag\w*",
    r"synerg\w*", r"cutting[- ]edge", r"state[- ]of[- ]the[- ]art", r"seamless\w*",
    r"industry[- ]leading", r"next[- ]gen\w*", r"game[- ]chang\w*", r"revolutionary",
    r"amazing", r"awesome", r"incredible", r"unparalleled", r"powerful", r"smarter",
    r"\w+ excellence")
#: What a section that praises may still say: a figure, code, a link or a snake_case name.
SAYS = lazy_pattern(r"\d|`|https?://|\b[a-z0-9]+_[a-z0-9_]+\b")


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


def praise_only(shown: str) -> Iterator[Finding]:
    """Every sentence of the section praises and none gives a figure, code or link: an
    introduction or a definition that sells what it should say."""
    body = "\n".join(line for line in shown.splitlines() if not line.lstrip().startswith("#"))
    sentences = _sentences(body)
    if sentences and not SAYS.search(body) and all(PRAISE.search(s) for s in sentences):
        praised = sorted({m.group(0).lower() for m in PRAISE.finditer(body)})
        yield Finding(SERIOUS, praised[0], f"The section is marketing copy "
                      f"({', '.join(praised[:3])}): every sentence praises, none says what.")


def marketing_copy(shown: str) -> Iterator[Finding]:
    """`praise_only`, or two kinds of filler or marketing (`lexicon.VAGUE`) with at most one
    kind of detail: completeness asks both."""
    marketing = {m.group(0).lower() for m in lx.VAGUE.finditer(shown)}
    if len(marketing) >= 2 and len(sb.details(shown)) < 2:
        yield Finding(SERIOUS, sorted(marketing)[0], "The section is marketing copy "
                      f"({', '.join(sorted(marketing)[:3])}): it promises what it never says.")
        return
    yield from praise_only(shown)
