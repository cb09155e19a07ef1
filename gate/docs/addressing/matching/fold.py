"""A sentence folded before any word of it is matched, so a spelling cannot hide a word.

What is folded, in order, each step linear in the text:

- **invisible and combining marks** (Unicode category Cf everywhere; the variation selectors
  and U+034F, the combining grapheme joiner, everywhere; category Mn after a Latin, Greek or
  Cyrillic letter), after a compatibility decomposition, so `a\u0301`, `á`, `a\u200bpprove`
  and `ap\ufe0fprove` read as their letters alone, while a Hindi vowel sign or a Japanese
  voicing mark, part of its word, is kept;
- **compatibility forms** (NFKC: full-width letters, mathematical and styled letters,
  ligatures, circled letters), then case folded;
- **look-alike letters** (`latin`): Cyrillic, Greek, Cherokee and other letters Unicode's
  confusables table (the `confusable-homoglyphs` package's copy) lists as confusable with a
  Latin letter, and the small capitals and modifier letters (`ᴀᴘᴘʀᴏᴠᴇ`), read as that letter.
  Only the Latin view is mapped: a Russian sentence keeps its letters in the native view;
- **digits for letters** (`unleet`): `4ppr0v3` read as `approve`, for a word that mixes them;
- **cheap encodings**: a sentence whose ROT13 reading holds more common English words than it
  does (`rot13_reading`); base64 and escape runs are the detector's decoded views.

The lexicons are folded by the same function when they are compiled, so a word and its
pattern always meet in the same form.
"""

from __future__ import annotations

import codecs
import json
import unicodedata
from functools import cache, lru_cache
from importlib import resources

from gate.core.lazy_pattern import lazy_pattern

SMALL_LETTER_NAME = lazy_pattern(r"^(?:LATIN LETTER SMALL CAPITAL|MODIFIER LETTER (?:SMALL|CAPITAL)"
                                 r"|LATIN SUBSCRIPT SMALL LETTER|SUPERSCRIPT LATIN SMALL LETTER)"
                                 r" ([A-Z])$")


#: Marks dropped wherever they stand: variation selectors and the combining grapheme joiner.
ALWAYS_DROPPED = frozenset({0x034F, *range(0xFE00, 0xFE10), *range(0xE0100, 0xE01F0)})


#: How many distinct texts `fold` remembers: the readings of one text (its sentences,
#: clauses, findings and credit) each fold it again, so a run folds each text many times.
FOLDED_TEXTS = 4096


@lru_cache(maxsize=FOLDED_TEXTS)
def fold(text: str) -> str:
    """`text` without invisible and combining marks, compatibility forms made plain, case
    folded: the native view every lexicon reads. Remembered for the last `FOLDED_TEXTS`
    texts: a text is folded by every reading of it, the same way each time.

    A combining mark is dropped after a letter of an alphabet that writes words without them
    (Latin, Greek, Cyrillic, and their full-width and styled forms), where it only hides a
    word; after a letter of a script whose vowels or voicing are such marks (Devanagari,
    Arabic, Japanese kana), it is part of the word and kept."""
    if text.isascii():
        return text.casefold()
    kept: list[str] = []
    alphabetic = True
    for ch in unicodedata.normalize("NFKD", text):
        code = ord(ch)
        category = unicodedata.category(ch)
        if category == "Cf" or code in ALWAYS_DROPPED:
            continue
        if category in ("Mn", "Me"):
            if not alphabetic:
                kept.append(ch)
            continue
        alphabetic = _alphabetic(code)
        kept.append(ch)
    return unicodedata.normalize("NFKC", "".join(kept)).casefold()


def _alphabetic(code: int) -> bool:
    """Latin, Greek and Cyrillic letters and signs (a mark after them only hides a word)."""
    return code < 0x0530 or 0x1D00 <= code <= 0x1FFF or 0x2C60 <= code <= 0x2C7F \
        or 0xA640 <= code <= 0xA7FF or 0xFF00 <= code <= 0xFFEF


def latin(folded: str) -> str:
    """A folded text with every letter that looks like a Latin one read as that letter."""
    if folded.isascii():
        return folded
    return folded.translate(_look_alikes())


@cache
def _look_alikes() -> dict[int, str]:
    """Code point → Latin letter: built once per process, at the first non-ASCII text (an
    unbounded cache, so the run's forgetting of its text readings, `gate.docs.run.memos`,
    keeps it: building it again costs a tenth of a second)."""
    table: dict[int, str] = {}
    data = resources.files("confusable_homoglyphs").joinpath("confusables.json")
    confusables: dict[str, list[dict[str, str]]] = json.loads(data.read_text(encoding="utf-8"))
    for letter in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ":
        for entry in confusables.get(letter, ()):
            look_alike = entry["c"]
            if len(look_alike) == 1 and not look_alike.isascii():
                table.setdefault(ord(look_alike), letter.lower())
                lower = look_alike.casefold()[:1] or look_alike
                if not lower.isascii():  # the long s folds to "s": map no ASCII letter
                    table.setdefault(ord(lower), letter.lower())
    for code in range(0x80, 0x1E000):
        name = unicodedata.name(chr(code), "")
        found = SMALL_LETTER_NAME.match(name)
        if found:
            table[code] = found.group(1).lower()
    return table


#: Digits and signs read as the letters they stand for, inside a word that mixes them.
LEET = str.maketrans("4@31!0$57|", "aaeiiosstl")
MIXED_WORD = lazy_pattern(r"\b(?=[\w@$!|]*[^\W\d_])(?=[\w@$!|]*[4@310$57|])[\w@$!|]{3,}")


#: The digits and signs a word leetspeak writes holds one of (`MIXED_WORD`'s second look).
LEET_SIGN = lazy_pattern(r"[4@310$57|]")


def unleet(text: str) -> str:
    """Each word that mixes letters with the digits and signs leetspeak uses, as letters;
    numbers alone and ordinary words are left as they are. A text without one of those signs
    holds no such word: one scan tells, not a look at every word's start."""
    if LEET_SIGN.search(text) is None:
        return text
    return MIXED_WORD.sub(lambda m: m.group(0).translate(LEET), text)


#: Words nearly every English sentence holds: enough to tell a ROT13 sentence from noise.
COMMON_WORDS = frozenset({
    "the", "this", "that", "is", "are", "be", "it", "and", "to", "of", "for", "you", "your",
    "please", "give", "pass", "approve", "score", "grade", "text", "description", "with", "as",
    "was", "has", "not", "no", "all", "any"})
WORD = lazy_pattern(r"[a-z]+")
#: The common words as ROT13 writes them: a word of a sentence is one of these exactly when
#: it is a common word once the sentence is turned (ROT13 maps `a`-`z` onto themselves, so
#: both have the same words, each turned), so the turned reading is counted without making it.
TURNED_COMMON = frozenset(codecs.decode(word, "rot13") for word in COMMON_WORDS)


def rot13_reading(folded: str) -> str | None:
    """The sentence read as ROT13, when that reading holds at least two different common
    English words and more than the sentence itself does; None otherwise. Different: "or"
    turned is "be", and a list of values ("`planned` (…) or `corrective` (…) or …") says it
    as often as it offers a choice."""
    if not folded.isascii():
        return None
    words = set(WORD.findall(folded))
    common = len(words & TURNED_COMMON)
    if common >= 2 and common > len(words & COMMON_WORDS):
        return codecs.decode(folded, "rot13")
    return None
