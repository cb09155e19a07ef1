"""Invisible marks that are a script's ordinary typography, not a place to hide a word.

Two kinds of invisible character are written by honest editors every day:

- **bidirectional marks and controls** (U+200E/U+200F, U+202A–U+202E, U+2066–U+2069): an
  editor of Hebrew, Arabic, Persian or Urdu puts them around a Latin table or column name so
  that it reads in the right order inside right-to-left text;
- **the zero-width space** (U+200B): the word break of Thai, Lao, Khmer, Burmese and the other
  scripts that write words without spaces.

Such a mark is typography, not a finding, where its script uses it (`Typography.at`): a
bidirectional mark on a line that holds a right-to-left letter, not inside a word of Latin
letters or digits, and, for the right-to-left override (U+202E), only over a run that holds no
Latin letter (over Latin letters it shows them reversed: what a reader sees is then not what
the judge reads); a zero-width space beside a letter or mark of a script written without
spaces. Anywhere else the same mark is a hidden character (`gate.docs.addressing.detector`).
Every view the rules read drops the marks anyway (`gate.docs.addressing.fold`), so what is
folded away here hides nothing from them.

Linear in the text: one pass for the lines that hold a right-to-left letter, one more for the
runs of an override, only when the text holds one.
"""

from __future__ import annotations

import unicodedata
from bisect import bisect_right

#: Bidirectional marks, embeddings, overrides and isolates.
BIDI_MARKS = frozenset("\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
RIGHT_TO_LEFT_OVERRIDE = "\u202e"
#: What ends the run of an override: the pop of a directional formatting, or the line's end.
RUN_ENDS = frozenset("\u202c\n")
ZERO_WIDTH_SPACE = "\u200b"
#: Scripts written without spaces between words, whose word break is the zero-width space:
#: Thai, Lao, Tibetan, Myanmar, Khmer (and its symbols), Tai Le, New Tai Lue, Tai Tham,
#: Balinese, Javanese, Myanmar extensions.
NO_SPACE_RANGES = ((0x0E00, 0x0EFF), (0x0F00, 0x0FFF), (0x1000, 0x109F), (0x1780, 0x17FF),
                   (0x1950, 0x1AAF), (0x19E0, 0x19FF), (0x1B00, 0x1B7F), (0xA980, 0xA9FF),
                   (0xAA60, 0xAA7F))


def _right_to_left(ch: str) -> bool:
    return unicodedata.bidirectional(ch) in ("R", "AL")


def _no_space_script(ch: str) -> bool:
    code = ord(ch)
    return any(low <= code <= high for low, high in NO_SPACE_RANGES)


def _latin_or_digit(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


class Typography:
    """Which invisible marks of one text are its script's typography (`at`)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._rtl_lines: list[bool] | None = None
        self._line_starts: list[int] = []
        self._latin_before: list[int] | None = None
        self._run_end: list[int] | None = None

    def at(self, index: int) -> bool:
        """True when the mark at `index` is where its script puts it."""
        ch = self.text[index]
        if ch == ZERO_WIDTH_SPACE:
            return any(_no_space_script(near) for near in self._neighbours(index))
        if ch not in BIDI_MARKS:
            return False
        neighbours = self._neighbours(index)
        if len(neighbours) == 2 and all(_latin_or_digit(near) for near in neighbours):
            return False  # inside a Latin word or number: no editor puts one there
        if not self._on_right_to_left_line(index):
            return False
        return ch != RIGHT_TO_LEFT_OVERRIDE or not self._overrides_latin(index)

    def _neighbours(self, index: int) -> tuple[str, ...]:
        text = self.text
        return tuple(text[i] for i in (index - 1, index + 1) if 0 <= i < len(text))

    def _on_right_to_left_line(self, index: int) -> bool:
        if self._rtl_lines is None:
            self._rtl_lines, start = [], 0
            for line in self.text.split("\n"):
                self._line_starts.append(start)
                self._rtl_lines.append(any(_right_to_left(ch) for ch in line))
                start += len(line) + 1
        return self._rtl_lines[bisect_right(self._line_starts, index) - 1]

    def _overrides_latin(self, index: int) -> bool:
        """Whether the run the override at `index` governs holds a Latin letter."""
        if self._latin_before is None or self._run_end is None:
            text = self.text
            counts, seen = [0], 0
            for ch in text:
                seen += ch.isascii() and ch.isalpha()
                counts.append(seen)
            ends, end = [0] * len(text), len(text)
            for position in range(len(text) - 1, -1, -1):
                if text[position] in RUN_ENDS:
                    end = position
                ends[position] = end
            self._latin_before, self._run_end = counts, ends
        return self._latin_before[self._run_end[index]] > self._latin_before[index]

