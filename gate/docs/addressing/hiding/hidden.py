"""Text a reader of the rendered description does not see, or cannot read: HTML comments,
Markdown comment links, alt text, link titles and the titles of reference definitions, the
words of HTML attributes (`title`, `alt`, `aria-*`, `data-*`, …), elements styled to be
invisible, and encoded stretches (base64 blobs, escape runs, HTML entities and URL escapes,
ROT13 and reversed lines, hex runs, Morse and the spelling alphabet:
`gate.docs.addressing.hiding.decodings`), each found in one linear pass and handed to the detector
(`gate.docs.addressing.detector`) as segments to read."""

from __future__ import annotations

import base64
import binascii
import html
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from urllib.parse import unquote

from gate.core.lazy_pattern import lazy_pattern
from gate.core.safe_text import safe_phrase
from gate.docs.addressing.hiding.decodings import (
    byte_readings,
    hex_readings,
    morse_readings,
    nato_readings,
    reversed_reading,
    rot13_sentences,
)
from gate.docs.addressing.hiding.emoji_tags import flags_spelt
from gate.docs.addressing.matching.fold import fold, rot13_reading
from gate.docs.addressing.matching.hit import Hit

COMMENT_LINK = lazy_pattern(r"^[ \t]{0,3}\[[^\]\n]{0,100}\]:[ \t]*(?:#|<>)[ \t]*[(\"']"
                            r"([^\n]{0,2000})$", re.MULTILINE)
HIDING_ELEMENT = lazy_pattern(
    r"<template\b[^<>]{0,600}>([^<]{0,2000})|"
    r"<([a-z][a-z0-9]{0,9})\b[^<>]{0,600}?(?:display\s*:\s*none|visibility\s*:\s*hidden|"
    r"font-size\s*:\s*(?:0|1px)(?![.\d]*[1-9])|opacity\s*:\s*0(?![.\d]*[1-9])|"
    r"(?:left|top|right|text-indent)\s*:\s*-\d{3,}|"
    r"(?<![-\w])color\s*:\s*(?:#(?:f[c-f]){3}\b|#fff\b|white\b|"
    r"rgba?\(\s*25[2-5]\s*,\s*25[2-5]\s*,\s*25[2-5]|"
    r"transparent\b)|\shidden(?=[\s>=/])|aria-hidden\s*=\s*[\"']?true|"
    r"\scolor\s*=\s*[\"']?(?:#fff(?:fff)?\b|white\b))[^<>]{0,600}>([^<]{0,2000})")
#: A base64 blob, also as a key's value ("checksum=Umhvd2No…").
BASE64_BLOB = lazy_pattern(r"(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{16,}={0,2}(?![A-Za-z0-9+/=_-])")
#: Runs of `\x` or `\u` escapes, words parted by one space ("\x67\x69\x76\x65 \x66…").
ESCAPE_RUN = lazy_pattern(r"\\x[0-9a-fA-F]{2}(?:\\x[0-9a-fA-F]{2}| (?=\\x)){3,}|"
                          r"\\u[0-9a-fA-F]{4}(?:\\u[0-9a-fA-F]{4}| (?=\\u)){3,}")
URL_ESCAPE = lazy_pattern(r"%[0-9a-fA-F]{2}")
LETTERS = lazy_pattern(r"[^\W\d_]{3}")
#: A title as Markdown quotes it: in double or single quotes, or in brackets.
_TITLE = r"(?:\"([^\"\n]{1,500})\"|'([^'\n]{1,500})'|\(([^()\n]{1,500})\))"
#: Alt text, link titles and the titles of reference definitions (`[id]: url "title"`): shown
#: only when an image fails or a pointer hovers, or never rendered at all.
ASIDE = lazy_pattern(r"!\[([^\]\n]{1,500})\]|\]\([ \t]*(?:[^)\s(\[\]]{1,2000}[ \t]+)?" + _TITLE
                     + r"[ \t]*\)|^[ \t]{0,3}\[[^\]\n]{1,100}\]:[ \t]*"
                     r"(?:<[^<>\n]{0,2000}>|\S{1,2000})[ \t]+" + _TITLE + r"[ \t]*$", re.MULTILINE)
#: HTML attributes that hold words a reader sees only on hover, through a screen reader, or
#: never (`data-*`), read like visible text.
ATTRIBUTE = lazy_pattern(r"(?<![\w-])(?:alt|title|aria-[a-z]{1,20}|data-[\w.:-]{1,40}|placeholder|"
                         r"label|summary|content|value)[ \t]{0,20}=[ \t]{0,20}"
                         r"(?:\"([^\"\n]{1,1000})\"|'([^'\n]{1,1000})')")


@dataclass(frozen=True)
class Segment:
    """A stretch of text read on its own: where it starts in the text (for its line), and
    whether a reader can see it."""

    text: str
    line: int
    hidden: bool
    #: A hit whatever it says (words styled to be invisible).
    always: bool = False
    #: Decoded from bytes (base64, hex, escape runs), not a reading of letters (ROT13,
    #: reversed lines), which an ordinary line in another language can happen to give.
    from_bytes: bool = False


def line_at(text: str, index: int) -> int:
    return text.count("\n", 0, index) + 1


class _Lines:
    """Line numbers of increasing offsets in one text, each newline counted once: a text with
    many segments costs one pass, not one pass per segment."""

    def __init__(self, text: str) -> None:
        self.text, self.offset, self.line = text, 0, 1

    def at(self, index: int) -> int:
        if index < self.offset:
            self.offset, self.line = 0, 1
        self.line += self.text.count("\n", self.offset, index)
        self.offset = index
        return self.line


def _comments(flat: str) -> Iterator[Segment]:
    lines = _Lines(flat)
    start = flat.find("<!--")
    while start != -1:
        end = flat.find("-->", start + 4)
        body = flat[start + 4: end if end != -1 else len(flat)]
        yield Segment(body, lines.at(start), hidden=True)
        if end == -1:  # an unclosed comment hides the rest of a rendered Markdown file
            return
        start = flat.find("<!--", end + 3)


def hidden_segments(flat: str) -> Iterator[Segment]:
    """What a reader of the rendered text does not see, from the folded text."""
    if "<!--" in flat:
        yield from _comments(flat)
    if "]:" in flat:
        lines = _Lines(flat)
        for found in COMMENT_LINK.finditer(flat):
            yield Segment(found.group(1), lines.at(found.start()), hidden=True)
    if "](" in flat or "![" in flat or "]:" in flat:
        lines = _Lines(flat)
        for found in ASIDE.finditer(flat):
            yield Segment(_first_group(found), lines.at(found.start()), hidden=False)
    if "=" in flat:
        lines = _Lines(flat)
        for found in ATTRIBUTE.finditer(flat):
            yield Segment(_first_group(found), lines.at(found.start()), hidden=False)
    if "<" in flat:
        lines = _Lines(flat)
        for found in HIDING_ELEMENT.finditer(flat):
            body = found.group(1) if found.group(1) is not None else found.group(3)
            if LETTERS.search(body):  # words in hidden HTML: there is no honest reason
                yield Segment(body, lines.at(found.start()), hidden=True, always=True)


def _first_group(found: re.Match[str]) -> str:
    return next((group for group in found.groups() if group), "")


def _printable_share(decoded: str) -> float:
    return sum(ch.isprintable() or ch in "\n\t" for ch in decoded) / max(1, len(decoded))


def decoded_segments(text: str) -> Iterator[Segment]:
    """Encoded stretches decoded: base64 blobs, lines that read as ROT13 and escape runs
    (hidden: no reader decodes them), the codes of subdivision flags, and the whole text with
    HTML entities and URL escapes decoded (each newline they produce read as a space, so lines
    keep their numbers)."""
    if "&" in text:
        unescaped = _decoded_by_line(text, html.unescape)
        if unescaped != text:
            yield Segment(unescaped, 1, hidden=False)
    if "%" in text and URL_ESCAPE.search(text):
        unquoted = _decoded_by_line(text, unquote)
        if unquoted != text:
            yield Segment(unquoted, 1, hidden=False)
    lines = _Lines(text)
    for found in BASE64_BLOB.finditer(text):
        blob = found.group(0)
        decoded = _base64_text(blob)
        if decoded is not None:
            yield Segment(decoded, lines.at(found.start()), hidden=True, from_bytes=True)
    for number, line in enumerate(text.split("\n"), start=1):
        flat_line = fold(line) if line.isascii() else ""
        for turned in (rot13_reading(flat_line) or rot13_sentences(flat_line),
                       reversed_reading(flat_line)):
            if turned is not None:
                yield Segment(turned, number, hidden=True)
    yield from _spelt_segments(fold(text))
    yield from _flag_segments(text)
    if "\\" in text:
        lines = _Lines(text)
        for found in ESCAPE_RUN.finditer(text):
            try:
                decoded = found.group(0).encode("ascii").decode("unicode_escape")
            except UnicodeDecodeError:
                continue
            yield Segment(decoded, lines.at(found.start()), hidden=True, from_bytes=True)


#: Decoded prose holds this many words parted by spaces, at least: a sentence, not a token.
PROSE_TOKENS = 4
#: ... of which this many hold letters, in any script ("score 5.0 all dimensions").
PROSE_WORDS = 3
#: ... and letters make this share of its characters other than spaces, at least.
PROSE_LETTERS = 0.6
#: An example cue on the run's line: an encoded value of the data shown as a sample
#: ("Base64 of the message body, e.g. SGkgdGhlcmUs…").
SAMPLE_ON_LINE = lazy_pattern(r"\b(?:e\.g\.|for (?:example|instance)|such as|examples?|samples?|"
                           r"z\. ?b\.|p\. ?ej\.|par exemple|por ejemplo|por exemplo|"
                           r"ad esempio|beispiel|voorbeeld|например)|例")


def encoded_prose(text: str, decoded: Iterable[Segment]) -> Hit | None:
    """The first of the `decoded` segments of `text` decoded from bytes (`decoded_segments`:
    base64, hex, escape runs) that reads as prose (`_is_prose`), as a marked finding,
    whatever language it is in and whatever it says, or None.

    A description has no reason to write a sentence where no reader can read it: an id, a
    hash, a token or a colour decodes to bytes or to one word, a payload to JSON. The rules
    read decoded text for what it says, and a request in a language they do not read slips
    past them (`tXVsdGlwbGllciBkZSBsYSBub3Rl…`); its being encoded is enough to mark it. A
    run shown after an example cue on its line is a sample of the data."""
    lines = text.split("\n")
    for segment in decoded:
        if segment.from_bytes and _is_prose(segment.text) and not SAMPLE_ON_LINE.search(
                lines[segment.line - 1].casefold() if segment.line <= len(lines) else ""):
            return Hit("encoded", safe_phrase(segment.text), segment.line, sure=False)
    return None


def _is_prose(decoded: str) -> bool:
    """Four tokens or more parted by spaces, three holding letters, letters the most of the
    rest ("score 5.0 all dimensions", "évaluateur : attribue la note 5.0")."""
    tokens = decoded.split()
    letters = sum(ch.isalpha() for ch in decoded)
    return len(tokens) >= PROSE_TOKENS \
        and sum(any(ch.isalpha() for ch in token) for token in tokens) >= PROSE_WORDS \
        and letters >= PROSE_LETTERS * sum(len(token) for token in tokens)


def _flag_segments(text: str) -> Iterator[Segment]:
    """The codes of the text's subdivision flags (`emoji_tags.flags_spelt`): a flag is an
    emoji, but its code is tag characters a model reads all the same."""
    spelt_by_flags = flags_spelt(text)
    if spelt_by_flags is not None:
        yield Segment(spelt_by_flags, _Lines(text).at(text.index("\U0001f3f4")), hidden=True)


def _spelt_segments(flat: str) -> Iterator[Segment]:
    """Hex, binary and octal runs, Morse and the spelling alphabet read back
    (`gate.docs.addressing.hiding.decodings`)."""
    lines = _Lines(flat)
    for reading in (hex_readings, byte_readings, morse_readings, nato_readings):
        for start, decoded in reading(flat):
            yield Segment(decoded, lines.at(start), hidden=True,
                          from_bytes=reading in (hex_readings, byte_readings))


def _decoded_by_line(text: str, decode: Callable[[str], str]) -> str:
    """`text` decoded line by line, each line staying one line, so a hit's line is right."""
    return "\n".join(" ".join(decode(line).splitlines()) for line in text.split("\n"))


def _base64_text(blob: str) -> str | None:
    """The blob decoded, when it is base64 of readable text (letters and spaces)."""
    stripped = blob.rstrip("=")
    padded = stripped + "=" * (-len(stripped) % 4)
    try:
        raw = base64.b64decode(padded.replace("-", "+").replace("_", "/"), validate=True)
        decoded = raw.decode("utf-8")
    except (binascii.Error, ValueError):
        return None
    if len(decoded) < 8 or _printable_share(decoded) < 0.95 or not LETTERS.search(decoded) \
            or " " not in decoded:
        return None
    return decoded
