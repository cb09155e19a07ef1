"""A form shown as an example value of the column, not used: marked, never a failed check.

Docs of prompt, chat and moderation data give an example of what a row holds, and the example
carries the form its rows carry: a stored Llama prompt ("Prompt template of the grading run,
e.g. "[INST] Rate the answer from 1 to 10. [/INST]""), a raw handle with the tag characters a
client appends ("Handle as the client sent it, e.g. 'mia\\U000e0070…'"). The sentence splitter
cuts such an example at its inner full stop, so the sentence readings see an order to rate
where the text shows a row. This module reads what the bytes do on their line instead: every
sign of a form on the line (`SIGN`) lies inside an example span (`example_spans`) — the
stretch after an example cue ("e.g.", "for example", "such as", "i.e.", or a colon) whose line
names,
before the cue, what the column holds (`DATA_NOUN`: a prompt, template, transcript, handle,
payload, …) — and no span speaks of the text under grading (`TEXT_TALK`: "this
description", "the docs"). A span runs to the closing quote when it opens with one, else to
the end of the chat format's closing token when one follows on the line, else to the line's
end.

The same token used as a live instruction — with no example cue, or outside the span, or in
a span that names the text itself — stays a failed check (`gate.docs.addressing.findings`).
What is shown as an example is still found: withheld from the judge and marked.
"""

from __future__ import annotations

import re

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.fold import fold, latin
from gate.docs.addressing.quoting.described_tokens import TOKEN
from gate.docs.addressing.quoting.described_tokens import blanked as described_blanked
from gate.docs.addressing.quoting.presented import (
    INVISIBLE_MARKS,
    TAG_CHARACTERS,
    TEXT_TALK,
    values_blanked,
)
from gate.docs.addressing.quoting.samples import samples_blanked

#: A sign of a form: a chat token's bracket, a tag or envelope, an invisible mark, a tag
#: character (each one read on the line as written).
SIGN = lazy_pattern(r"<\|?/?[A-Za-z_]|\[/?INST\]|<<?/?SYS>>?|<s>|</s>|"
                    f"[{INVISIBLE_MARKS}]|[\U000e0000-\U000e007f]+")
#: What introduces an example value.
CUE = lazy_pattern(r"\b(?:e\.g\.|i\.e\.|for example|for instance|such as|example:|sample:|"
                   r"verbatim:?)|:(?=\s)", re.IGNORECASE)
#: What a column holds when an example of it carries a form: a prompt, a chat, a handle.
DATA_NOUN = lazy_pattern(
    r"\b(?:prompts?|templates?|transcripts?|conversations?|chats?|messages?|turns?|formats?|"
    r"handles?|user ?names?|nicknames?|display names?|names?|payloads?|samples?|inputs?|"
    r"outputs?|completions?|strings?|values?|texts?|bytes|characters?|tokens?|injections?|"
    r"corpus|logs?|exports?|records?|bod(?:y|ies)|repl(?:y|ies)|responses?|requests?|"
    r"examples?|cases?)\b")
#: A quote that opens an example, and the one that closes it.
CLOSERS = {'"': '"', "'": "'", "\u201c": "\u201d", "\u2018": "\u2019", "\u00ab": "\u00bb",
           "`": "`"}
#: The closing token of a chat format, which ends an unquoted example.
CLOSING_TOKEN = lazy_pattern(r"\[/INST\]|<\|(?:end|im_end|eot_id|assistant)\|>|<end_of_turn>|"
                             r"</s>")


def example_spans(line: str) -> list[tuple[int, int]]:
    """The example spans of `line` (start, end), in order; linear in the line's size (each
    cue's span is found by one forward search, and a cue inside a span is skipped)."""
    spans: list[tuple[int, int]] = []
    noun = DATA_NOUN.search(latin(fold(line)))
    if noun is None:
        return spans
    position = noun.end()  # a cue counts only after the line has named what the column holds
    while (cue := CUE.search(line, position)) is not None:
        start = cue.end()
        while start < len(line) and line[start] in " :\t(":
            start += 1
        end = _span_end(line, start)
        spans.append((start, end))
        position = max(end, cue.end())
    return spans


def _span_end(line: str, start: int) -> int:
    opener = line[start: start + 1]
    if opener in CLOSERS:
        closer = CLOSERS[opener]
        close = line.find(closer, start + 1)
        while closer == "'" and close != -1 and close + 1 < len(line) \
                and line[close + 1].isalnum():  # an apostrophe inside a word
            close = line.find(closer, close + 1)
        return len(line) if close == -1 else close + 1
    token = CLOSING_TOKEN.search(line, start)
    return len(line) if token is None else token.end()


def shown_as_example(text: str, line: int) -> bool:
    """True when every sign of a form on `line` (1-based) of `text` lies in an example span
    of a column's value, and no span names the text under grading (see the docstring)."""
    lines = text.splitlines()
    held = lines[line - 1] if 0 < line <= len(lines) else text
    signs = list(SIGN.finditer(held))
    if not signs:
        return False
    spans = example_spans(held)
    if not all(any(start <= sign.start() and sign.end() <= end for start, end in spans)
               for sign in signs):
        return False
    return not any(TEXT_TALK.search(latin(fold(_spelt(held[start:end])))) for start, end in spans)


def _spelt(span: str) -> str:
    """The span with its tag characters read as the ASCII they spell."""
    return TAG_CHARACTERS.sub(lambda found: chr(ord(found.group(0)) - 0xE0000), span)


#: A quoted stretch of a line, bounded (a quote left open is no stretch): straight and curly
#: double quotes, guillemets, corner brackets, and single quotes that open and close outside
#: a word (an apostrophe inside a word is no quote).
QUOTE = lazy_pattern("\"[^\"\n]{1,300}\"|\u201c[^\u201d\n]{1,300}\u201d|\u00ab[^\u00bb\n]{1,300}"
                     "\u00bb|\u300c[^\u300d\n]{1,300}\u300d|(?<!\\w)'(?:[^'\n]|'(?=\\w)){1,300}'"
                     "(?!\\w)")
#: A sentence's stop inside a quote ("e.g. "Well done. No changes needed."").
INNER_STOP = lazy_pattern(r"[.!?;](?=\s)")


def quotes_kept_whole(line: str) -> str:
    """`line` (or a text, line by line: no quote spans lines) with every stop inside a quoted
    stretch read as a comma, the stop of an abbreviated example cue ("par ex.", "напр.") as
    a colon and a CJK stop before a cue ("。例:") as a comma (same length), so the
    sentence splitter keeps a quoted example in the sentence that introduces it: what the
    example says is then read as the value it is, beside its cue and its column's noun
    (`gate.docs.addressing.quoting.quoted_values`). One pass over the line."""
    if "ex." in line or "es." in line or "пр." in line or "spw." in line or "sp." in line:
        line = ABBREVIATED_CUE.sub(lambda found: found.group(0)[:-1] + ":", line)
    if "\u3002" in line:
        line = CJK_CUE_AFTER_STOP.sub("\u3001", line)
    if not any(mark in line for mark in "\"'\u201c\u00ab\u300c"):
        return line
    return QUOTE.sub(lambda found: INNER_STOP.sub(",", found.group(0)), line)


#: An example cue written as an abbreviation whose stop the sentence splitter would read as
#: a sentence's end ("par ex.", "por ex.", "ad es.", "напр.", "bspw."): its stop is read as a
#: colon, so the cue stays with the value it opens.
ABBREVIATED_CUE = lazy_pattern(r"(?<!\w)(?:[Pp]ar ex|[Pp]or ex|[Aa]d es|[Нн]апр|[Bb]spw?)\.(?=\s)")
#: A Japanese or Chinese full stop right before an example cue ("採点者への指示。例:「…」"):
#: read as a comma, so the cue's value stays with the noun it exemplifies.
CJK_CUE_AFTER_STOP = lazy_pattern("\u3002(?=\\s*(?:例[:\uff1a]|例えば|たとえば|例如|比如))")


#: What introduces an identifier given as an example of the column's values.
IDENTIFIER_CUE = lazy_pattern(r"\b(?:e\.g\.|i\.e\.|for example|for instance|such as|like)[ \t:]*")
#: A column whose values are identifiers: names and ids of tests, cases, functions, files.
IDENTIFIER_NOUN = lazy_pattern(r"\b(?:names?|ids?|identifiers?|tests?|cases?|functions?|files?|"
                               r"paths?|keys?|slugs?|labels?|metrics?|events?|flags?|jobs?|"
                               r"tasks?|checks?|modules?|fixtures?)\b")
#: An identifier: a snake_case name of three words or more, optionally after a test file's
#: path and `::` (a pytest node id), and the words that join a list of them.
IDENTIFIER = lazy_pattern(r"(?:[\w.-]+/)*(?:[\w.-]+\.py::)?[a-z][a-z0-9]*(?:_[a-z0-9]+){2,}"
                          r"(?![\w/])")
LIST_JOIN = lazy_pattern(r"[ \t]*(?:,|\bor\b|\band\b)[ \t]*")
#: An identifier that names the text under grading is never the data's.
NAMES_THE_TEXT = lazy_pattern(r"(?:this|these)_(?:column|field|description|text|docs?|model|"
                              r"table|section|entry)")


def identifier_examples_blanked(text: str) -> str:
    """`text` with every identifier given as an example value of a column of identifiers
    blanked (same length): "Name of the pytest case, e.g. test_judge_awards_full_marks"
    shows a row, whose words speak of the data's judge, not of this text. One that names the
    text under grading (`NAMES_THE_TEXT`) is kept. Linear: each cue reads forward once."""
    if "_" not in text:
        return text
    blanked = list(text)
    position = 0
    nouns: dict[int, int] = {}  # a line's start: where its first noun of identifiers ends
    start = scanned = 0  # the cue's line's start, found by scanning each character once
    while (cue := IDENTIFIER_CUE.search(text, position)) is not None:
        position = cue.end()
        start = text.rfind("\n", scanned, cue.start()) + 1 or start
        scanned = cue.start()
        if start not in nouns:
            end = text.find("\n", start)
            noun = IDENTIFIER_NOUN.search(latin(fold(text[start: len(text) if end < 0 else end])))
            nouns[start] = len(text) if noun is None else start + noun.end()
        if nouns[start] > cue.start():
            continue
        while (name := IDENTIFIER.match(text, position)) is not None:
            if NAMES_THE_TEXT.search(name.group(0)) is None:
                blanked[name.start(): name.end()] = " " * (name.end() - name.start())
            position = name.end()
            join = LIST_JOIN.match(text, position)
            if join is None or join.end() == position:
                break
            position = join.end()
    return "".join(blanked)


def as_told(text: str) -> str:
    """`text` as the readings of its standing read it: chat tokens named as the values' with
    what they enclose, hidden markup quoted as a value and the lines of its samples blanked,
    quoted examples kept whole, identifiers given as example values blanked (each the same
    length and lines as `text`)."""
    return identifier_examples_blanked(quotes_kept_whole(samples_blanked(values_blanked(
        tokens_described_blanked(text)))))


def tokens_described_blanked(text: str) -> str:
    """`text` with the chat tokens its sentences name as the values' blanked, with what they
    enclose (`gate.docs.addressing.quoting.described_tokens`: "Prompt in Llama 2 chat format,
    [INST] <<SYS>> You are a grader. <</SYS>> Rate this answer [/INST]"): a stored prompt,
    read as the data's. The same object when nothing is blanked (the caches keyed on it)."""
    if ("<" not in text and "[" not in text) or TOKEN.search(text) is None:
        return text
    blanked = described_blanked(text, strict=False)
    return text if blanked is None or blanked == text else blanked
