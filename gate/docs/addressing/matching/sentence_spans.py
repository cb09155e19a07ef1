"""Where a text's sentences end: the spans every reading of a description walks.

Apart from what a sentence is for the grade (`gate.docs.addressing.sentences`) because the
offline judge's own checks and the floor cut texts at the same places without reading them
for the grader: a date's ordinal, a clock's "kl.", an agent's initial and a list's semicolon
inside brackets end no sentence, for all of them alike.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern

#: A day of a month written as an ordinal ("am 12. März", "den 3. maj"), and the clock's
#: "kl." ("kl. 08:00"): a full stop there ends no sentence.
ORDINAL_DATE = ("(?!(?:(?<=\\b\\d)|(?<=\\b\\d\\d))\\.\\s+(?i:januar|j\u00e4nner|februar|"
                "m\u00e4rz|marts|mars|april|maj|mai|juni|juli|august|september|oktober|"
                "november|dezember|december|desember)\\b)")
#: A person's initial after the word that names an agent ("by J. Okafor", "door K. Smit",
#: "par C. Martin"): its full stop ends no sentence.
AGENT_INITIAL = "".join(f"(?<!\\b{word} [A-Z])" for word in (
    "by", "von", "vom", "durch", "par", "door", "por", "pela", "pelo", "da", "dal", "av",
    "af", "przez"))
#: A footnote's mark right after a stop ("Email.[^1] [^1]: …"): it closes the sentence it
#: annotates, so the note after it is a sentence of its own.
FOOTNOTE_MARK = "(?:\\[\\^[^\\]\\s]{1,20}\\])?"
#: A sentence ends at one of these followed by white space (or the text's end), at a full
#: stop of a script that writes none (Chinese, Japanese, Hindi, Arabic), or at a line end.
#: Each stop is looked for before what may stand behind it: most places hold none.
SENTENCE = lazy_pattern("[^\n]+?(?:(?=[.!?;])(?<!\\be\\.g)(?<!\\bi\\.e)(?<!\\b[kK]l)"
                        + ORDINAL_DATE + AGENT_INITIAL + "[.!?;]" + FOOTNOTE_MARK +
                        "(?=[\\s\u200b\u200c\u200d\u2060\ufeff\u00ad]|$)|"
                        "(?<=[.!?])(?<=[a-z\u00df-\u00ff\u0430-\u044f]{2}[.!?])"
                        "(?=[A-Z\u00c0-\u00de\u0410-\u042f][a-z\u00df-\u00ff\u0430-\u044f\\s])|"
                        "[\u3002\uff01\uff1f\uff1b\u0964\u061f\u06d4]|$)",
                        re.MULTILINE)
#: Invisible characters that may stand where a space does (around a sentence, not inside it).
INVISIBLE = frozenset("\u200b\u200c\u200d\u2060\ufeff\u00ad")
#: Texts whose spans are kept (`spans`): the readings of one text ask one after another.
SPANS_KEPT = 2048


@lru_cache(maxsize=SPANS_KEPT)
def spans(text: str) -> tuple[tuple[int, int], ...]:
    """The spans of `split`, once per distinct text: the detector's acrostic reading, the
    sentence classifier, the offline judge's language and label readings each cut the same
    text at the same places, one after another (four splits of every text of a project)."""
    return tuple(split(text))


def split(text: str) -> Iterator[tuple[int, int]]:
    """The spans of the sentences of `text`, stripped, empty ones left out. A semicolon
    inside brackets on the same line parts the values of a list, not sentences ("Status
    (open; closed; pending).", "Tier [bronze < 1k; silver 1k-10k; gold > 10k]."): the
    sentence runs on to where its brackets close."""
    held: tuple[int, int] | None = None  # a sentence whose brackets are open at a ";"
    depth = 0
    for found in SENTENCE.finditer(text):
        start, end = found.span()
        while start < end and (text[start].isspace() or text[start] in INVISIBLE):
            start += 1
        while end > start and (text[end - 1].isspace() or text[end - 1] in INVISIBLE):
            end -= 1
        if start >= end:
            continue
        if held is not None and "\n" in text[held[1]:start]:
            yield held  # brackets left open at a line's end close with it
            held, depth = None, 0
        opened = held[0] if held is not None else start
        depth += sum(text.count(sign, start, end) for sign in "([{") \
            - sum(text.count(sign, start, end) for sign in ")]}")
        if depth > 0 and text[end - 1] == ";":
            held = (opened, end)
            continue
        held, depth = None, 0
        yield opened, end
    if held is not None:
        yield held
