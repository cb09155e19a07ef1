"""Codes a text glosses in plain on their own line ("e.g. .--. .- ... ... for PASS"), and the
words hidden text may name without speaking to anyone: read apart from the detector, which
decides with them whether a finding is the data's."""

from __future__ import annotations

import re

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.hiding.named_words import without_names
from gate.docs.addressing.matching.hit import Hit
from gate.docs.addressing.matching.views import folded
from gate.docs.addressing.phrases.rules import AI

#: What hidden text may name without speaking to anyone: a model, a grader, a rubric, a
#: prompt (`HIDDEN_BAR`'s naming half; its other half is a verdict or an order).
HIDDEN_NAMING = lazy_pattern(rf"\b(?:{AI}|prompt|instructions?)\b")


def glossed(text: str, hit: Hit) -> bool:
    """True when every word of an encoded finding is written in plain on its line, as an
    example's gloss is ("e.g. .--. .- ... ... for PASS", "\\u0061\\u0070… for approved"): the
    code hides nothing a reader does not see, and the plain words face the phrase rules. A
    code naming a grader, a rubric or a prompt is never a gloss, and the words of a name
    (`named_words`: a URL's query, a Jinja argument) gloss nothing: they are what was read."""
    words = re.findall(r"\w+", folded(hit.phrase))
    if not words or HIDDEN_NAMING.search(folded(hit.phrase)) is not None:
        return False
    plain = set(re.findall(r"\w+", folded(without_names(line_of(text, hit.line)))))
    return all(word in plain for word in words)


def line_of(text: str, line: int) -> str:
    """Line `line` (1-based) of `text`, or the whole text when it has no such line."""
    lines = text.splitlines()
    return lines[line - 1] if 0 < line <= len(lines) else text
