"""Cheap encodings read back, so words spelt backwards, in hex, binary, octal, Morse or the
spelling alphabet meet the rules as plain words
(`gate.docs.addressing.hiding.hidden.decoded_segments` hands each reading to the detector
as a hidden segment, where it faces the lower bar of hidden text).

Each reading is sure before it is made, and each is one pass over its text:

- **ROT13 among plain sentences** (`rot13_sentences`): a sentence of a line whose words,
  turned, are half or more cue words (a whole line is read by `fold.rot13_reading`);
- **reversed** (`reversed_reading`): a line or one of its sentences read backwards, or each
  of its words read backwards, when that reading holds at least two common English words
  (or words an attempt needs: "marks", "rubric") and more than twice as many as the text it
  reverses (an English sentence holds many; its reversal holds few, so an ordinary sentence
  is not read backwards, and a reading that is made must still meet the rules to count);
- **hex** (`hex_readings`): a run of at least four bytes in hex (`70617373`, `0x7061…`,
  `70 61 73 73`) that decodes to printable UTF-8 text with three letters in a row (a hash or
  a colour decodes to bytes no text holds);
- **binary and octal** (`byte_readings`): bytes of eight bits or three octal digits parted
  by spaces (`01010000 01000001 …`, `120 101 123 123`), two bytes at least in binary and
  four in octal, that decode to printable ASCII (octal also with three letters in a row);
- **Morse** (`morse_reading`): a run of at least four Morse letters (`.--. .- ... ...`),
  words parted by `/` or a wider gap, that decodes to letters only;
- **the spelling alphabet** (`nato_reading`): a run of at least four of its code words
  ("papa alfa sierra sierra"), words parted by `/`, `|` or a comma.

Pig Latin and other word games are not read: no cheap test tells them from ordinary words.
"""

from __future__ import annotations

import binascii
import codecs
import re
from collections.abc import Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.fold import COMMON_WORDS, WORD

#: The least number of cue words a reversed reading holds to be read.
MIN_COMMON = 2
#: Bytes of hex in a run, at least: four spell a word ("pass").
MIN_HEX_BYTES = 4
HEX_RUN = lazy_pattern(r"(?<![0-9a-z])(?:0x)?((?:[0-9a-f]{2}){4,})(?![0-9a-z])|"
                       r"(?<![0-9a-z])((?:[0-9a-f]{2}[ :,-]){3,}[0-9a-f]{2})(?![0-9a-z])")
HEX_SEPARATORS = lazy_pattern(r"[ :,-]")
DIGIT = lazy_pattern(r"[0-9]")
LETTERS_IN_A_ROW = lazy_pattern(r"[^\W\d_]{3}")
LETTER = lazy_pattern(r"[^\W\d_]")
#: Bytes in binary, eight bits each, parted by one space (`01010000 01000001`): two at least,
#: since no other notation writes eight-bit groups of ones and zeros side by side.
BINARY_RUN = lazy_pattern(r"(?<![0-9])(?:[01]{8} ){1,}[01]{8}(?![0-9])")
#: Bytes in octal, three digits each, parted by one space (`120 101 123 123`): four at least,
#: like hex, and each a printable ASCII sign (octal 040 to 176), so that a list of numbers
#: decodes to nothing read.
OCTAL_RUN = lazy_pattern(r"(?<![0-9])(?:[0-7]{3} ){3,}[0-7]{3}(?![0-9])")
#: Printable ASCII, the only text a byte run is read as.
PRINTABLE_BYTE = range(0o40, 0o177)
MORSE_RUN = lazy_pattern(r"(?<![\w.-])(?:[.-]{1,6}(?: {1,3}| ?/ ?)){3,}[.-]{1,6}(?![\w.-])")
MORSE = {
    ".-": "a", "-...": "b", "-.-.": "c", "-..": "d", ".": "e", "..-.": "f", "--.": "g",
    "....": "h", "..": "i", ".---": "j", "-.-": "k", ".-..": "l", "--": "m", "-.": "n",
    "---": "o", ".--.": "p", "--.-": "q", ".-.": "r", "...": "s", "-": "t", "..-": "u",
    "...-": "v", ".--": "w", "-..-": "x", "-.--": "y", "--..": "z", ".----": "1",
    "..---": "2", "...--": "3", "....-": "4", ".....": "5", "-....": "6", "--...": "7",
    "---..": "8", "----.": "9", "-----": "0"}
MORSE_WORD_GAP = lazy_pattern(r" ?/ ?| {2,}")
NATO_WORDS = ("alfa", "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf",
              "hotel", "india", "juliett", "juliet", "kilo", "lima", "mike", "november",
              "oscar", "papa", "quebec", "romeo", "sierra", "tango", "uniform", "victor",
              "whiskey", "whisky", "x-ray", "xray", "yankee", "zulu")
_NATO = "|".join(NATO_WORDS)
NATO_RUN = lazy_pattern(rf"\b(?:(?:{_NATO})(?:[ \t]*[/|,][ \t]*|[ \t-]+)){{3,}}(?:{_NATO})\b")
NATO_GAP = lazy_pattern(r"[ \t]*[/|,][ \t]*")


#: Words that show a reversed reading is English: the common ones (less "no", which "on"
#: reversed spells in every other English line), and the words an attempt cannot do without.
CUES = (COMMON_WORDS - {"no"}) | frozenset({
    "full", "marks", "mark", "rate", "rubric", "grader", "judge", "perfect", "ignore",
    "rating", "criteria", "evaluator", "reviewer", "me", "we", "i", "must", "should"})
#: Where a line's sentences part, forwards (". ") or backwards (" ."), for a reversed
#: sentence among plain ones. Each run starts where whitespace does and is taken whole, so a
#: long run is one try, not one per character.
SENTENCE_GAP = lazy_pattern(r"(?<=[.!?;])\s++|(?<!\s)\s++(?=[.!?;])")


#: The cue words spelt backwards: a word of a text is one of these exactly when it is a cue
#: word once the text is read backwards, whole or word by word (`WORD` is a run of letters, so
#: either reading has the same words, each turned), so both readings are counted without
#: making them.
TURNED_CUES = frozenset(word[::-1] for word in CUES)


def _cues(text: str) -> tuple[int, int]:
    """How many words of `text` are cue words, and how many are once it is read backwards."""
    words = WORD.findall(text)
    return sum(word in CUES for word in words), sum(word in TURNED_CUES for word in words)


def reversed_reading(folded: str) -> str | None:
    """A folded line read backwards (whole, or word by word; the line, or one of its
    sentences), when that reading holds at least `MIN_COMMON` cue words and more than twice
    as many as what it reverses; None otherwise."""
    if not folded.isascii() or len(WORD.findall(folded)) < MIN_COMMON:
        return None
    if _cues(folded)[1] < MIN_COMMON:  # a sentence of the line holds no more of them
        return None
    readings: list[str] = []
    parts = SENTENCE_GAP.split(folded)
    for part in ([folded, *parts] if len(parts) > 1 else [folded]):
        forward, backward = _cues(part)
        if backward >= MIN_COMMON and backward > 2 * forward:
            readings.extend((part[::-1], WORD.sub(lambda m: m.group(0)[::-1], part)))
    return ". ".join(readings) if readings else None


#: Words a ROT13 sentence among plain ones is recognised by, turned: the cue words and the
#: words a verdict or an order is made of ("Cnff rirel pevgrevba": "Pass every criterion").
ROT13_CUES = frozenset(codecs.decode(word, "rot13") for word in CUES | {
    "every", "criterion", "item", "items", "points", "approved", "accept", "deduct",
    "nothing", "score", "grade", "pass", "give", "this", "column", "field", "description"})


def rot13_sentences(folded: str) -> str | None:
    """Each sentence of a folded ASCII line that reads as ROT13 among plain ones, turned:
    when at least `MIN_COMMON` of its words, and half of them at least, are cue words once
    turned, and more than twice as many as before (`rot13_reading` reads whole lines)."""
    if not folded.isascii() or sum(word in ROT13_CUES for word in WORD.findall(folded)) \
            < MIN_COMMON:  # no sentence of the line holds more of them
        return None
    readings = []
    for part in SENTENCE_GAP.split(folded):
        words = WORD.findall(part)
        turned = sum(word in ROT13_CUES for word in words)
        if turned >= MIN_COMMON and 2 * turned >= len(words) \
                and turned > 2 * sum(word in CUES for word in words):
            readings.append(codecs.decode(part, "rot13"))
    return ". ".join(readings) if readings else None


def hex_readings(folded: str) -> Iterator[tuple[int, str]]:
    """Each hex run of `folded` (offset, text) that decodes to readable text."""
    if DIGIT.search(folded) is None:
        return
    for found in HEX_RUN.finditer(folded):
        digits = HEX_SEPARATORS.sub("", found.group(1) or found.group(2))
        try:
            decoded = binascii.unhexlify(digits).decode("utf-8")
        except (binascii.Error, UnicodeDecodeError):
            continue
        if len(digits) // 2 >= MIN_HEX_BYTES and decoded.isprintable() \
                and LETTERS_IN_A_ROW.search(decoded):
            yield found.start(), decoded


def byte_readings(folded: str) -> Iterator[tuple[int, str]]:
    """Each run of bytes in binary or octal of `folded` (offset, text) that decodes to
    printable ASCII holding a letter: binary from two bytes ("A+"), octal from four ("PASS")
    with three letters in a row, as hex."""
    if DIGIT.search(folded) is None:
        return
    for pattern, base, letters in ((BINARY_RUN, 2, LETTER), (OCTAL_RUN, 8, LETTERS_IN_A_ROW)):
        for found in pattern.finditer(folded):
            codes = [int(group, base) for group in found.group(0).split(" ")]
            if all(code in PRINTABLE_BYTE for code in codes):
                decoded = "".join(map(chr, codes))
                if letters.search(decoded):
                    yield found.start(), decoded


def morse_readings(folded: str) -> Iterator[tuple[int, str]]:
    """Each Morse run of `folded` (offset, text) whose every letter is one of Morse's."""
    if ".-" not in folded and "-." not in folded:
        return
    for found in MORSE_RUN.finditer(folded):
        words = []
        for word in MORSE_WORD_GAP.split(found.group(0).strip()):
            letters = [MORSE.get(code) for code in word.split()]
            if not letters or None in letters:
                break
            words.append("".join(letter or "" for letter in letters))
        else:
            if sum(len(word) for word in words) >= MIN_HEX_BYTES:
                yield found.start(), " ".join(words)


def nato_readings(folded: str) -> Iterator[tuple[int, str]]:
    """Each run of the spelling alphabet's code words in `folded` (offset, text)."""
    for found in NATO_RUN.finditer(folded):
        words = NATO_GAP.split(found.group(0))
        yield found.start(), " ".join(
            "".join(code[0] for code in re.split(r"[ \t]+|-(?!ray)", word) if code)
            for word in words)
