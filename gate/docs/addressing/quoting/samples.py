"""Lines a description presents as an example of its data: a quoted sample on lines of its own.

Docs of chat, prompt and evaluation data quote a row as it is stored: a conversation's turn
lines (`User:`, `Human:`, `AI:`), a chat template's tokens (`<|im_start|>`, `<start_of_turn>`,
`[INST]`), a RAG or judge prompt template with its `<context>` tags, a base64 attachment, a
spam message with its hidden HTML. Such a sample is a form the rules find
(`gate.docs.addressing.findings.STRUCTURAL`), but presented as the column's data it can be
innocent, so it must not fail the check by itself: it is marked (withheld from the judge,
earning nothing), and the grade decides the check. That holds for descriptions alone, whose
judge is shown only their sentences that tell data
(`gate.docs.addressing.shown.judged_on_data_alone`); in any other text a form in a sample
fails the check as anywhere else.

A line is in a sample (`sample_lines`) when it belongs to the block that follows an
**introduction**: the nearest line before the block that is not blank,

- holding an example cue ("e.g.", "for example", "such as", "a row looks like", "sample",
  "template", "as follows"), or ending with a colon after a word that names the data ("The
  stored prompt:", "Each row holds one turn:");
- and speaking of no standing of the text
  (`gate.docs.addressing.standing.status.speaks_of_standing`: "Example of a perfect description:"
  introduces nothing).

The block is a fenced code block opened right after the introduction (to its closing fence,
or the text's end), or else the lines after it up to the first blank line (an indented or
quoted block, `    …` or `> …`, goes on across blank lines while its lines stay indented or
quoted). One blank line may stand between the introduction and its block.

What is not a sample still fails: a form outside every sample (`outside_samples` blanks the
sample lines, keeping the line count, for the findings to read the rest again), and the
judge prompt's own envelope spelt as the prompt spells it (`EXACT_ENVELOPE`: `<ARTIFACT>`,
`</CONTEXT>` in capitals), which no sample of a team's data needs. Either way a tag of the
envelope in any spelling reaches no judge (`gate.docs.addressing.shown.withholding`).

Linear in the text: one pass over its lines.
"""

from __future__ import annotations

import re
import unicodedata

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.fold import fold, latin
from gate.docs.addressing.matching.hit import Hit
from gate.docs.addressing.quoting.sample_cues import introduces_in_other_language
from gate.docs.addressing.standing.status import speaks_of_standing

#: A fence that opens or closes a code block (up to three spaces before it).
FENCE = lazy_pattern(r"^[ \t]{0,3}(`{3,}|~{3,})")
#: A line of an indented or quoted block.
INDENTED = lazy_pattern(r"^(?: {4}|\t|[ \t]{0,3}>)")
#: Words that say an example of the data follows.
EXAMPLE_CUE = lazy_pattern(
    r"\be\.? ?g\b|\bi\.e\b|\bfor (?:example|instance)\b|\bsuch as\b|\bexamples?\b|"
    r"\bsamples?\b|\blooks? like\b|\blike this\b|\bas follows\b|\bthe following\b|"
    r"\btemplates?\b|\btypical(?:ly)?\b|\bverbatim\b|\bexcerpts?\b|\bsnippets?\b|"
    r"\bp\. ?ej\b|\bpor ejemplo\b|\bpor exemplo\b|\bz\. ?b\b|\bzum beispiel\b|"
    r"\bpar exemple\b|\bad esempio\b|\bbijvoorbeeld\b|例如|例えば|예를 들어")
#: Words that name the data a colon introduces ("The stored prompt:").
DATA_NOUN = lazy_pattern(
    r"\b(?:rows?|values?|records?|payloads?|prompts?|transcripts?|conversations?|"
    r"dialog(?:ue)?s?|messages?|turns?|chats?|body|bodies|texts?|strings?|entry|entries|"
    r"inputs?|outputs?|responses?|requests?|replies|reply|logs?|html|markup|json|yaml|xml|"
    r"format|stored|raw|columns?|fields?|emails?|documents?|exchanges?)\b")
#: The judge prompt's envelope as the prompt spells it: never a sample of a team's data.
EXACT_ENVELOPE = lazy_pattern(r"<\s*/?\s*(?:ARTIFACT|CONTEXT)(?![\w-])")


def introduces_sample(line: str) -> bool:
    """True when `line` introduces an example of the data on the lines after it."""
    stripped = line.strip()
    if not stripped or FENCE.match(line):
        return False
    plain = latin(fold(stripped))
    cued = EXAMPLE_CUE.search(plain) is not None \
        or (plain.endswith(":") and DATA_NOUN.search(plain) is not None) \
        or introduces_in_other_language(stripped)
    return cued and speaks_of_standing(stripped) is None


#: A turn line of a transcript: a role's label and a colon, as a list item, in bold or in
#: brackets too (`[user]: …`, as a raw chat export writes it).
TURN_LINE = lazy_pattern(r"^[ \t]*(?:[-*+>][ \t]+)?(?:\*\*|__)?\[?(?:user|assistant|human|ai|"
                         r"system|bot|agent|customer|model|operator|developer|tool)\]?"
                         r"(?:\*\*|__)?[ \t]*(?:\*\*|__)?:")
#: A line after a transcript that says the lines above are a sample of the data.
ABOVE = lazy_pattern(r"\b(?:above|preceding|previous lines?|these (?:lines|turns))\b")
#: Blank lines that may stand between an introduction and its block.
BLANKS_BEFORE_BLOCK = 2


def is_turn_line(line: str) -> bool:
    return TURN_LINE.match(latin(fold(line))) is not None


def _names_data(line: str) -> bool:
    """A line naming the data without a colon or a cue ("Transcript of the support chat, one
    turn per line"): an introduction only of turn lines right after it."""
    stripped = line.strip()
    return bool(stripped) and not FENCE.match(line) and not is_turn_line(line) \
        and DATA_NOUN.search(latin(fold(stripped))) is not None \
        and speaks_of_standing(stripped) is None


def _after_blanks(lines: list[str], index: int) -> int:
    """The first line from `index` that is not blank, looking past at most two blank ones."""
    skipped = 0
    while index < len(lines) and not lines[index].strip() and skipped < BLANKS_BEFORE_BLOCK:
        index, skipped = index + 1, skipped + 1
    return index


def sample_lines(text: str) -> frozenset[int]:
    """The lines (1-based) of `text` that lie in a sample its description introduces: after
    an introduction, or a transcript's turn lines followed by a line that says the lines
    above are a sample ("The above is a typical row.")."""
    lines = text.split("\n")
    found: set[int] = set()
    index = 0
    while index < len(lines):
        start = _after_blanks(lines, index + 1)
        if introduces_sample(lines[index]) or (
                start < len(lines) and is_turn_line(lines[start])
                and _names_data(lines[index])) or _introduces_speakers(lines, index, start):
            end = _block_end(lines, start)
            found.update(range(start + 1, end + 1))
            index = max(end, index + 1)
            continue
        if is_turn_line(lines[index]):
            end = _turns_end(lines, index)
            after = _after_blanks(lines, end)
            if after < len(lines) and _presents_above(lines[after]):
                found.update(range(index + 1, end + 1))
            index = max(end, index + 1)
            continue
        index += 1
    return frozenset(found)


#: A speaker's label opening a line, in any language: up to three words and a colon.
SPEAKER = lazy_pattern(r"^(?:[>*+-][ \t]*)*(?:\*\*|__)?"
                       r"([^\W\d_][^\W\d_ .'-]*(?:[ .'-][^\W\d_]+){0,2})"
                       r"(?:\*\*|__)?[ \t]*[:\uff1a](?:\*\*|__)?[ \t]*\S")


#: A speaker's label as a Markdown heading of its own ("### Assistant", "### Instruction:"),
#: as chat exports and Alpaca-style prompts write turns: a run of a sample's lines with two
#: such speakers or more is a transcript (`rows_sampled`).
HEADING_SPEAKER = lazy_pattern(r"^#{1,6}[ \t]*([^\W\d_][^\W\d_ '-]{0,30}?)[ \t]*:?[ \t]*$")
#: Headings no transcript of the data needs: whoever grades the text, or the system.
GRADER_HEADING = lazy_pattern(r"(?i)\b(?:grader|judge|evaluator|assessor|scorer|examiner|"
                              r"reviewer|system|rubric)s?\b")


def _heading_speaker(line: str) -> re.Match[str] | None:
    """A turn's Markdown heading (`HEADING_SPEAKER`) that names no grader."""
    found = HEADING_SPEAKER.match(line)
    return None if found is None or GRADER_HEADING.search(found.group(1)) else found


#: Words at least of a line that introduces speakers' lines: a sentence, not a YAML key.
INTRODUCTION_WORDS = 3


def _introduces_speakers(lines: list[str], index: int, start: int) -> bool:
    """A line ending with a colon ("Ein Bewertungsfall aus dem Testlauf:", "Approval
    chain, one approver per line:") right before two lines or more that each open with a
    speaker's label, two of them different: a transcript or a log of the data, in any
    language, introduced as such."""
    line = lines[index].rstrip()
    if not line.endswith((":", "\uff1a")) or SPEAKER.match(line) is not None \
            or len(line.split()) < INTRODUCTION_WORDS or speaks_of_standing(line.strip()):
        return False
    speakers: set[str] = set()
    while start < len(lines):
        found = SPEAKER.match(lines[start])
        if found is None:
            break
        speakers.add(fold(found.group(1)))
        start += 1
    return len(speakers) >= 2


def in_a_sample(text: str, line: int) -> bool:
    """True when `line` (1-based) lies in a sample of rows (`rows_sampled`) and no line of a
    sample points at the text itself: what a sample's row says of a grade, a verdict or an
    approval is the row's."""
    samples = sample_lines(text)
    return line in rows_sampled(text, samples) and not points_at_itself(text, samples)


def rows_sampled(text: str, samples: frozenset[int]) -> frozenset[int]:
    """The lines of the samples that are rows: a line that opens with a speaker's label and
    says something after it ("Score: 0.92", "AI: LGTM"), and every line of a sample (a run
    of `samples`' lines) whose lines open with two speakers' labels or more ("User:" and
    "Assistant:", "Verdict:", "Score:" and "Reason:"): a transcript or a log. A verdict on
    a line of its own under an empty label ("Assistant:" then "PASS. Full marks.") could be
    the text's own dressed as a sample, and stays marked."""
    lines = text.split("\n")
    kept = {n for n in samples if 0 < n <= len(lines) and SPEAKER.match(lines[n - 1])}
    run: list[int] = []
    for number in [*sorted(samples), -1]:
        if run and number != run[-1] + 1:
            speakers = {fold(found.group(1)) for found in
                        (SPEAKER.match(lines[n - 1]) or _heading_speaker(lines[n - 1])
                         for n in run if 0 < n <= len(lines))
                        if found is not None}
            if len(speakers) >= 2:
                kept.update(run)
            run = []
        run.append(number)
    return frozenset(kept)


def _turns_end(lines: list[str], index: int) -> int:
    """The index after the last of the turn lines from `index` (a blank line or two apart)."""
    end = index
    while index < len(lines) and is_turn_line(lines[index]):
        end = index + 1
        index = _after_blanks(lines, end)
    return end


def _presents_above(line: str) -> bool:
    """A line that says the lines above it are a sample of the data."""
    plain = latin(fold(line.strip()))
    return ABOVE.search(plain) is not None and (
        EXAMPLE_CUE.search(plain) is not None or DATA_NOUN.search(plain) is not None) \
        and speaks_of_standing(line.strip()) is None


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
    turns = is_turn_line(lines[start])
    index = start
    while index < len(lines):
        line = lines[index]
        if not line.strip():
            following = index + 1
            if indented and following < len(lines) and INDENTED.match(lines[following]):
                index = following
                continue
            following = _after_blanks(lines, index)
            if turns and following < len(lines) and is_turn_line(lines[following]):
                index = following  # a transcript's turns, a blank line apart
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


#: A line that points at the text it stands in, not at the data: "this section", "the
#: description above". A sample of the data speaks of its own subject ("this ticket").
SELF_REFERENCE = lazy_pattern(r"\b(?:this|the above|above) (?:section|description|docs|"
                              r"documentation|page|text|paragraph|artifact|write-?up)\b|"
                              r"\bthe (?:section|description|page|text|docs) above\b|"
                              r"\bthis (?:column|field|model|table)(?:'s)? (?:description|docs|"
                              r"documentation)\b")


def points_at_itself(text: str, samples: frozenset[int]) -> bool:
    """True when a line of a sample points at the text it stands in (`SELF_REFERENCE`): a
    forged turn about the text, not a sample of its data."""
    return any(SELF_REFERENCE.search(latin(fold(line))) is not None
               for number, line in enumerate(text.split("\n"), start=1) if number in samples)


#: Phrases a row of the data says as often as an attempt does: a verdict, a score, an
#: approval. On a line of a sample the description introduces they are the row's.
ROW_CLAIMS = frozenset({"score_claim", "self_assessment"})


def claim_of_a_row(hit: Hit) -> bool:
    """A claim of a verdict or a score, a speaker's label ("Reviewer:", "> Grader:") the
    instruction rule reads as speaking to the grader, or a turn's Markdown heading the role
    rule reads ("### Assistant" and its line, "### Instruction:"): on a sample's line, a
    row's."""
    return hit.rule in ROW_CLAIMS or (hit.rule == "instruction"
                                      and hit.phrase.rstrip().endswith(":")) \
        or (hit.rule == "role_play" and hit.phrase.lstrip().startswith("#"))


def samples_blanked(text: str) -> str:
    """`text` with the lines of its samples blanked (`outside_samples`), unless a sample
    points at the text itself: the readings of standing and worth speak of this text, and a
    sample's row is not it. A text of one line holds no sample (its lines come after an
    introduction or before a line that presents them): most descriptions are read no further."""
    if "\n" not in text:
        return text
    samples = sample_lines(text)
    if not samples or points_at_itself(text, samples):
        return text
    return outside_samples(text, rows_sampled(text, samples))
