"""Characters that change what a reader sees: the detector's reading of invisible and
reordering characters (`hidden_characters`), one pass over the text."""

from __future__ import annotations

from collections.abc import Iterator

from gate.core.safe_text import BIDI, safe_phrase
from gate.docs.addressing.emoji_tags import flag_positions
from gate.docs.addressing.hidden import line_at
from gate.docs.addressing.hit import Hit
from gate.docs.addressing.typography import Typography

ZERO_WIDTH = frozenset("\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\ufeff\u180e")
TAG_FIRST, TAG_LAST = 0xE0000, 0xE007F
JOINERS = frozenset("\u200c\u200d")
#: Zero-width characters in a row that no script writes: a message spelt in them.
ZERO_WIDTH_RUN = 8


def hidden_characters(text: str) -> Iterator[Hit]:
    """Characters that change what a reader sees: bidirectional controls, Unicode tag
    characters (invisible ASCII; not those of a subdivision's flag, `emoji_tags`), and
    zero-width characters inside a word of any script (the joiners only inside a word of
    Latin letters: Indic and Arabic words are written with them), or `ZERO_WIDTH_RUN` of them
    in a row anywhere. A mark that is its script's typography where it stands (`Typography`: a
    bidirectional mark in right-to-left text, the word break of Thai) is none of them."""
    if text.isascii():
        return
    tags: list[str] = []
    first_tag = -1
    run = 0
    typography = Typography(text)
    flags = flag_positions(text)  # a subdivision's flag is an emoji, not hidden text
    for index, ch in enumerate(text):
        code = ord(ch)
        run = run + 1 if ch in ZERO_WIDTH else 0
        if run == ZERO_WIDTH_RUN:  # a message spelt in invisible characters
            yield Hit("hidden_characters", f"a run of {ZERO_WIDTH_RUN} zero-width characters",
                      line_at(text, index))
            return
        if TAG_FIRST <= code <= TAG_LAST and index not in flags:
            if first_tag < 0:
                first_tag = index
            tags.append(chr(code - TAG_FIRST) if code - TAG_FIRST >= 0x20 else " ")
        elif TAG_FIRST <= code <= TAG_LAST \
                or ((ch in BIDI or ch in ZERO_WIDTH) and typography.at(index)):
            continue
        elif ch in BIDI:
            yield Hit("hidden_characters", f"U+{code:04X} (a bidirectional control)",
                      line_at(text, index))
            return
        elif ch in ZERO_WIDTH and 0 < index < len(text) - 1 \
                and text[index - 1].isalpha() and text[index + 1].isalpha() \
                and ((text[index - 1].isascii() and text[index + 1].isascii())
                     or ch not in JOINERS):
            word = text[max(0, index - 12): index + 13]
            yield Hit("hidden_characters", f"U+{code:04X} inside {safe_phrase(word)!r}",
                      line_at(text, index))
            return
    if tags:
        yield Hit("hidden_characters",
                  f"invisible tag characters spelling {safe_phrase(''.join(tags))!r}",
                  line_at(text, first_tag))
