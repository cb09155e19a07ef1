"""Lines a description presents as an example of its data: a quoted sample on lines of its own.

Docs of chat, prompt and evaluation data quote a row as it is stored: a conversation's turn
lines (`User:`, `Human:`, `AI:`), a chat template's tokens (`<|im_start|>`, `<start_of_turn>`,
`[INST]`), a RAG or judge prompt template with its `<context>` tags, a base64 attachment, a
spam message with its hidden HTML. Such a sample is a form the rules find
(`gate.docs.addressing.findings.STRUCTURAL`), but presented as the column's data it can be
innocent, so it must not fail the check by itself: it is marked (withheld from the judge,
earning nothing), and the grade decides the check. That holds for descriptions alone, whose
judge is shown only their sentences that tell data
(`gate.docs.addressing.findings.judged_on_data_alone`); in any other text a form in a sample
fails the check as anywhere else.

A line is in a sample (`sample_lines`) when it belongs to the block that follows an
**introduction**: the nearest line before the block that is not blank,

- holding an example cue ("e.g.", "for example", "such as", "a row looks like", "sample",
  "template", "as follows"), or ending with a colon after a word that names the data ("The
  stored prompt:", "Each row holds one turn:");
- and speaking of no standing of the text (`gate.docs.addressing.status.speaks_of_standing`:
  "Example of a perfect description:" introduces nothing).

The block is a fenced code block opened right after the introduction (to its closing fence,
or the text's end), or else the lines after it up to the first blank line (an indented or
quoted block, `    …` or `> …`, goes on across blank lines while its lines stay indented or
quoted). One blank line may stand between the introduction and its block.

What is not a sample still fails: a form outside every sample (`outside_samples` blanks the
sample lines, keeping the line count, for the findings to read the rest again), and the
judge prompt's own envelope spelt as the prompt spells it (`EXACT_ENVELOPE`: `<ARTIFACT>`,
`</CONTEXT>` in capitals), which no sample of a team's data needs. Either way a tag of the
envelope in any spelling reaches no judge (`gate.docs.addressing.findings.withholding`).

Linear in the text: one pass over its lines.
"""

from __future__ import annotations

import re
import unicodedata

from gate.docs.addressing.fold import fold, latin
from gate.docs.addressing.status import speaks_of_standing

#: A fence that opens or closes a code block (up to three spaces before it).
FENCE = re.compile(r"^[ \t]{0,3}(`{3,}|~{3,})")
#: A line of an indented or quoted block.
INDENTED = re.compile(r"^(?: {4}|\t|[ \t]{0,3}>)")
#: Words that say an example of the data follows.
EXAMPLE_CUE = re.compile(
    r"\be\.? ?g\b|\bi\.e\b|\bfor (?:example|instance)\b|\bsuch as\b|\bexamples?\b|"
    r"\bsamples?\b|\blooks? like\b|\blike this\b|\bas follows\b|\bthe following\b|"
    r"\btemplates?\b|\btypical(?:ly)?\b|\bverbatim\b|\bexcerpts?\b|\bsnippets?\b|"
    r"\bp\. ?ej\b|\bpor ejemplo\b|\bpor exemplo\b|\bz\. ?b\b|\bzum beispiel\b|"
    r"\bpar exemple\b|\bad esempio\b|\bbijvoorbeeld\b|例如|例えば|예를 들어")
#: Words that name the data a colon introduces ("The stored prompt:").
DATA_NOUN = re.compile(
    r"\b(?:rows?|values?|records?|payloads?|prompts?|transcripts?|conversations?|"
    r"dialog(?:ue)?s?|messages?|turns?|chats?|body|bodies|texts?|strings?|entry|entries|"
    r"inputs?|outputs?|responses?|requests?|replies|reply|logs?|html|markup|json|yaml|xml|"
    r"format|stored|raw|columns?|fields?|emails?|documents?|exchanges?)\b")
#: The judge prompt's envelope as the prompt spells it: never a sample of a team's data.
EXACT_ENVELOPE = re.compile(r"<\s*/?\s*(?:ARTIFACT|CONTEXT)(?![\w-])")


def introduces_sample(line: str) -> bool:
    """True when `line` introduces an example of the data on the lines after it."""
    stripped = line.strip()
    if not stripped or FENCE.match(line):
        return False
    plain = latin(fold(stripped))
    cued = EXAMPLE_CUE.search(plain) is not None \
        or (plain.endswith(":") and DATA_NOUN.search(plain) is not None)
    return cued and speaks_of_standing(stripped) is None


def sample_lines(text: str) -> frozenset[int]:
    """The lines (1-based) of `text` that lie in a sample its description introduces."""
    lines = text.split("\n")
    found: set[int] = set()
    index = 0
    while index < len(lines):
        if not introduces_sample(lines[index]):
            index += 1
            continue
        start = index + 1
        if start < len(lines) and not lines[start].strip():
            start += 1  # one blank line between the introduction and its block
        end = _block_end(lines, start)
        found.update(range(start + 1, end + 1))
        index = max(end, index + 1)
    return frozenset(found)


def _block_end(lines: list[str], start: int) -> int:
    """The index after the last line of the block starting at `start`."""
    if start >= len(lines):
        return start
    fence = FENCE.match(lines[start])
    if fence is not None:
        mark = fence.group(1)
        for index in range(start + 1, len(lines)):
            if lines[index].strip().startswith(mark[0] * len(mark)):
                return index + 1
        return len(lines)
    indented = INDENTED.match(lines[start]) is not None
    index = start
    while index < len(lines):
        line = lines[index]
        if not line.strip():
            following = index + 1
            if indented and following < len(lines) and INDENTED.match(lines[following]):
                index = following
                continue
            return index
        if indented and not INDENTED.match(line):
            return index
        index += 1
    return index


def outside_samples(text: str, samples: frozenset[int]) -> str:
    """`text` with every sample line blanked (the line count kept, so a hit keeps its line)."""
    return "\n".join("" if number in samples else line
                     for number, line in enumerate(text.split("\n"), start=1))


def spells_exact_envelope(text: str) -> bool:
    """True when `text` spells the judge prompt's own envelope as the prompt does."""
    flat = text if text.isascii() else unicodedata.normalize("NFKC", text)
    return EXACT_ENVELOPE.search(flat) is not None
