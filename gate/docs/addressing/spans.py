"""Where in a text the grader is addressed: the character spans of those sentences.

`find_addressing` answers whether a text addresses the grader, and where first. A grader that
reads the rest of such a text (to judge what is left once the padding is set aside) needs every
place, as spans of the text it was given: this module reads the text a sentence at a time with
the same detector. A sentence ends at `.`, `!`, `?` (or their full-width forms) followed by
whitespace or the end, and at each line's end. Reading is linear in the text: each sentence is
read once, and the whole text once more, so a hit that only its neighbours make (a claim whose
self-reference is in the sentence before) still has a span: the line the hit is on.
"""

from __future__ import annotations

import re

from gate.docs.addressing.detector import find_addressing

#: The end of a sentence: its closing marks (with what closes a quote or a bracket after
#: them), or the end of a line.
SENTENCE_END = re.compile("[.!?\u3002\uff01\uff1f]+[\"')\\]\u00bb\u201d\u2019]{0,3}(?=\\s|$)|\n")


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence of `text` that holds more than whitespace, in order."""
    spans: list[tuple[int, int]] = []
    start = 0
    for found in SENTENCE_END.finditer(text):
        _add(text, start, found.end(), spans)
        start = found.end()
    _add(text, start, len(text), spans)
    return spans


def _add(text: str, start: int, end: int, spans: list[tuple[int, int]]) -> None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if start < end:
        spans.append((start, end))


def addressing_spans(text: str) -> list[tuple[int, int]]:
    """The (start, end) character offsets in `text` of each sentence that addresses the
    grader, in order; [] when the text does not. `text[start:end]` is the sentence, without
    the whitespace around it."""
    whole = find_addressing(text)
    if whole is None:
        return []
    spans = [(start, end) for start, end in sentence_spans(text)
             if find_addressing(text[start:end]) is not None]
    if spans:
        return spans
    # Only the sentences together address the grader: the line of the first hit stands for
    # them (a line is what the hit can name), or the whole text when that line is blank.
    lines = text.split("\n")
    line = min(max(whole.line, 1), len(lines))
    line_start = sum(len(before) + 1 for before in lines[: line - 1])
    on_line: list[tuple[int, int]] = []
    _add(text, line_start, line_start + len(lines[line - 1]), on_line)
    if on_line:
        return on_line
    _add(text, 0, len(text), on_line)
    return on_line
