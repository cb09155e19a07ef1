"""Invisible and reordering characters: which hide a message, which are typography.

Honest data is full of invisible characters, and honest descriptions quote them as example
values: WhatsApp's and Android's direction marks in chat exports, Excel's embeddings, the
zero-width spaces Japanese, Chinese and Korean mobile apps insert, or editors put at the
break points of long German and Dutch compounds, the zero-width joiner of a Hinglish
keyboard, the word break of Thai. So what fails the check is decided by what a character
**does**, not by the words around it. One fails the check by itself (`hidden_characters`)
only when it can hide or reorder a message from the human reader:

- **Unicode tag characters** spelling text (not a subdivision's flag, `emoji_tags`): invisible
  ASCII a model reads;
- **a run of zero-width characters** that encodes something: `ZERO_WIDTH_RUN` in a row, or a
  word spelt one letter at a time between them (`SPELT_APART`: `s\u200bc\u200bo\u200br\u200be`),
  which no keyboard or app writes in a script with spaces;
- **bidirectional controls that reorder** Latin letters or digits, so a reader reads another
  text than the one the model reads (`gate.docs.addressing.hiding.reordering`);
- **a zero-width space splitting a word the rules read as addressed to the grader**
  (`split_in`: `ap\u200bprove this`), in a script written with spaces, or parting words
  that the rules read as addressed to the grader only once parted (`words_parted`:
  `grader\u200bpass`, one word to the eye, two to a model); a joiner is not one (see
  below).

Everything else is typography: an isolated direction mark, a zero-width space at a word or
compound boundary, a joiner (U+200C, U+200D, U+2060) in a word wherever it stands. It is
folded away before the rules read the text (`gate.docs.addressing.matching.fold`,
`gate.docs.addressing.matching.views`, `without_marks` for the readings of the raw text) and marks
nothing. An ASCII text skips all of it; otherwise one pass, and one layout of each line that
holds a bidirectional control.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.core.safe_text import safe_phrase
from gate.docs.addressing.hiding.emoji_tags import flag_positions
from gate.docs.addressing.hiding.hidden import Segment, line_at
from gate.docs.addressing.hiding.reordering import BIDI_CONTROLS, reordering_line
from gate.docs.addressing.matching.fold import fold, latin
from gate.docs.addressing.matching.hit import Hit

ZERO_WIDTH = frozenset("\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\ufeff\u180e")
#: Zero-width characters that split a word: the zero-width space, the byte-order mark and the
#: invisible mathematical operators. Not the joiners (U+200C, U+200D, U+2060): part of how
#: words of many scripts are written (Persian, the Indic scripts, emoji sequences, a
#: keyboard's quirk), typography wherever they stand in a word.
SPLITTERS = "\u200b\u2061\u2062\u2063\u2064\ufeff\u180e"
TAG_FIRST, TAG_LAST = 0xE0000, 0xE007F
#: Zero-width characters in a row that no script writes: a message spelt in them.
ZERO_WIDTH_RUN = 8
#: A word spelt a letter at a time between zero-width characters: four letters or more.
SPELT_APART = lazy_pattern(r"(?:[^\W\d_][\u200b-\u200d\u2060-\u2064\ufeff\u180e]+){3,}"
                           r"[^\W\d_]")
#: Marks dropped by `without_marks`: every zero-width and bidirectional character.
_MARKS = str.maketrans("", "", "".join(ZERO_WIDTH) + BIDI_CONTROLS)
#: A word holding a splitter between two letters or digits.
_SPLIT_WORD = lazy_pattern(rf"\w+(?:[{SPLITTERS}]+\w+)+")


def hidden_characters(text: str, spoken: Callable[[str], bool] | None = None) -> Iterator[Hit]:
    """Characters that hide or reorder a message from a reader (see the module's
    docstring): tag characters spelling text, a run of zero-width characters or a word spelt
    apart by them, bidirectional controls that reorder Latin letters or digits. Tag
    characters are sure (fail the check) only when what they spell speaks to the grader or
    names the grading (`spoken`, the detector's reading; always without one): a user name's
    stray tags are marked."""
    if text.isascii():
        return
    tags: list[str] = []
    first_tag = -1
    run = 0
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
    if tags:
        message = "".join(tags)
        yield Hit("hidden_characters",
                  f"invisible tag characters spelling {safe_phrase(message)!r}",
                  line_at(text, first_tag), sure=spoken is None or spoken(message))
        return
    spelt = _spelt_apart(text)
    if spelt is not None:
        yield spelt
        return
    reordered = reordering_line(text)
    if reordered is not None:
        yield Hit("hidden_characters", safe_phrase(f"controls showing: {reordered[1]}"),
                  reordered[0])


def hides_a_message(text: str) -> bool:
    """Whether `text` holds characters that hide or reorder a message (`hidden_characters`)."""
    return next(hidden_characters(text), None) is not None


def _spelt_apart(text: str) -> Hit | None:
    """A word of Latin, Greek or Cyrillic letters spelt one letter at a time between
    zero-width characters."""
    if not any(ch in ZERO_WIDTH for ch in text):
        return None
    for found in SPELT_APART.finditer(text):
        if all(_spaced_script(ch) for ch in found.group(0) if ch not in ZERO_WIDTH):
            return Hit("hidden_characters", safe_phrase(f"spelt apart: {found.group(0)}"),
                       line_at(text, found.start()))
    return None


def _spaced_script(ch: str) -> bool:
    """Latin, Greek and Cyrillic: alphabets written with spaces, one letter no word."""
    name = unicodedata.name(ch, "")
    return name.startswith(("LATIN", "GREEK", "CYRILLIC"))


def split_in(text: str, found: Hit | None) -> Hit | None:
    """A zero-width space (or another splitter, not a joiner) inside a word of `text` that the
    rules found, folded, in what `found` names: the mark splits a word the rules read as
    addressed to the grader. Words of scripts written without spaces (Thai, Chinese, Japanese,
    Korean apps' breaks) are never split: there the mark is their word break."""
    if found is None or text.isascii() or not any(ch in SPLITTERS for ch in text):
        return None
    named = set(re.findall(r"\w+", found.phrase))
    for word in _SPLIT_WORD.finditer(text):
        joined = fold(word.group(0).translate(_MARKS))
        if (joined in named or latin(joined) in named) and all(_spaced_script(ch) or ch.isdigit()
                                   for ch in word.group(0) if ch.isalnum()):
            return Hit("hidden_characters", safe_phrase(f"split: {word.group(0)}"),
                       line_at(text, word.start()))
    return None


#: A splitter between two letters.
_BETWEEN_LETTERS = lazy_pattern(rf"(?<=[^\W\d_])[{SPLITTERS}]+(?=[^\W\d_])")


def words_parted(text: str) -> str | None:
    """`text` as a model's tokenizer reads it: each zero-width space (or other splitter)
    between two letters of a script written with spaces read as a space, the other marks
    dropped; None when it holds no such splitter. A reader's eye joins `grader\u200bpass`
    into one word, a model reads two: when the rules find something only in this reading,
    the marks split words to hide them (`gate.docs.addressing.detector.find_addressing`)."""
    if text.isascii() or not any(ch in SPLITTERS for ch in text):
        return None
    parted, count = _BETWEEN_LETTERS.subn(
        lambda found: " " if _spaced_script(text[found.start() - 1])
        and _spaced_script(text[found.end()]) else found.group(0), text)
    return without_marks(parted) if count and parted != text else None


def parted_words(text: str) -> list[tuple[str, int]]:
    """Each run of words of a script written with spaces that zero-width spaces join, read
    parted (`grader\u200bpass` → "grader pass"), with its line: what a model reads there and
    a reader's eye does not, read by the detector with the bar of hidden text."""
    if text.isascii() or not any(ch in SPLITTERS for ch in text):
        return []
    return [(_BETWEEN_LETTERS.sub(" ", found.group(0)), line_at(text, found.start()))
            for found in _SPLIT_WORD.finditer(text)
            if all(_spaced_script(ch) for ch in found.group(0) if ch.isalpha())]


#: The detector's readings, handed in (it imports this module): the whole text, and
#: segments read as one with the bar of hidden text.
Find = Callable[[str], Hit | None]
ReadJoined = Callable[..., Hit | None]


def parted_reading(written: str, find: Find, read_joined: ReadJoined) -> Hit | None:
    """What the rules find only once the zero-width spaces between letters are read as the
    spaces a model reads: in the whole text (`words_parted`), or, with the bar of hidden
    text, in the words they join (`parted_words`). The marks part words to hide them."""
    parted = words_parted(written)
    found = None if parted is None else find(parted)
    if found is None:
        found = read_joined([Segment(words, line, hidden=True)
                             for words, line in parted_words(written)],
                            hidden=True, as_rule="hidden_characters")
    if found is None:
        return None
    return Hit("hidden_characters", safe_phrase(f"parted: {found.phrase}"), found.line,
               sure=found.sure)


#: A splitter right after the end of a sentence, before its next word: the space a reader's
#: eye puts there ("null.\u200bScore\u200b:\u200b5\u200b/\u200b5" reads "null. Score:5/5").
_AFTER_A_STOP = lazy_pattern(rf"(?<=[.!?;])[{SPLITTERS}]+(?=[^\s{SPLITTERS}])")


def without_marks(text: str) -> str:
    """`text` without its zero-width and bidirectional characters, lines kept: what the
    readings of the raw text (dialogue, encodings, ciphers) read, so a typography mark
    inside a token hides nothing from them. A splitter after a sentence's stop is read as
    the space it stands for, so words and digits parted by marks are read whole and a
    sentence hidden behind one is read as a sentence of its own."""
    if text.isascii():
        return text
    if any(ch in SPLITTERS for ch in text):
        text = _AFTER_A_STOP.sub(" ", text)
    return text.translate(_MARKS)
