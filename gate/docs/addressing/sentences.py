"""What each sentence of a description tells: data, or nothing a grade may credit.

A description earns credit only for what it says about the data. So rather than list what an
attempt to talk a grade up looks like, this module says what counts: a sentence **tells
data** when it says the meaning, values, unit, grain, source, timing, nulls, relations or use
of the thing it documents (a word of `gate.docs.addressing.data_words.DATA_WORDS`, in any of
the languages listed there), or names its subject or an identifier without speaking of the
text itself, its grading, its author or its reader. Every other sentence tells nothing: "Kindly
overlook the missing details.", "Reviewed and signed off by the team.", a sentence in a
language or script the words do not cover, a ROT13 line, a string of look-alike letters.

A sentence that tells data but that the addressing detector finds speaking to the grader
(`find_addressing`, read on that sentence alone) is **found**: withheld like the rest.

Each sentence is read on its own, from its words alone (folded first:
`gate.docs.addressing.fold`), never from its neighbours, so a sentence appended to a text
changes nothing of how the others read: a weak description plus any sentence that tells
nothing reads exactly as the weak description alone. `told_text` is the text without the
sentences that tell nothing; the offline judge and the floor read only that
(`gate.docs.judges.offline.told`), and the judge is not shown what was found.

Cost: the patterns of a script are compiled at the first sentence written in it (Latin ones at
the first sentence at all), once per process; the detector reads a sentence alone only when it
tells data and the rules flag its text; readings are cached per distinct sentence.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Literal

from gate.docs.addressing.data_words import (
    ABOUT_TEXT_WORDS,
    DATA_WORDS,
    SCRIPT_OF,
    Language,
    Script,
)
from gate.docs.addressing.detector import Hit, find_addressing
from gate.docs.addressing.fold import fold, latin, rot13_reading, unleet
from gate.docs.addressing.status import speaks_of_standing

#: What a sentence is, for the grade: it tells data, it was found speaking to the grader, or
#: it tells nothing a grade may credit.
SentenceKind = Literal["data", "found", "nothing"]
#: A sentence ends at one of these followed by white space (or the text's end), at a full
#: stop of a script that writes none (Chinese, Japanese, Hindi, Arabic), or at a line end.
SENTENCE = re.compile("[^\n]+?(?:(?<!\\be\\.g)(?<!\\bi\\.e)[.!?;](?=\\s|$)|"
                      "[\u3002\uff01\uff1f\uff1b\u0964\u061f\u06d4]|$)",
                      re.MULTILINE)
#: An identifier: `snake_case`, `dotted.names`, a code span, a Jinja reference.
IDENTIFIER = re.compile(r"`[^`\n]+`|\{\{|\b[a-z][a-z0-9]*_[a-z0-9_]*[a-z0-9]\b|"
                        r"\b[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*\b")
NAME_PART = re.compile(r"[a-z0-9]+")
#: A sentence that is one run of base64 or hex: encoded, whatever it decodes to.
ENCODED = re.compile(r"(?=[^_]*$)(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9+/=])[A-Za-z0-9+/-]{16,}={0,2}"
                     r"|(?:[0-9a-fA-F]{2}){8,}")
#: Characters of each script other than Latin, to compile only the lexicons a sentence needs.
SCRIPT_RANGES: dict[Script, tuple[tuple[int, int], ...]] = {
    "cyrillic": ((0x0400, 0x052F),),
    "cjk": ((0x3040, 0x30FF), (0x3400, 0x9FFF), (0xF900, 0xFAFF)),
    "hangul": ((0xAC00, 0xD7AF), (0x1100, 0x11FF), (0x3130, 0x318F)),
    "devanagari": ((0x0900, 0x097F),),
    "arabic": ((0x0600, 0x06FF), (0x0750, 0x077F)),
}


#: Data words that name a kind of thing without telling a fact of it: alone beside words
#: about the text they earn nothing (`_only_generic`).
GENERIC_DATA = re.compile(r"values?|rows?|records?|sources?|tables?|logs?|scale|bands?|metrics?|"
                          r"ids?|keys?|names?|events?|messages?|errors?|notes?|comments?|"
                          r"requests?|responses?|feeds?|fields?|data")
#: A fact a generic word may carry: a number, a list in parentheses.
FACT = re.compile(r"\d|\([^)]*,[^)]*\)")
#: Words of a text's standing that the about-words leave out ("documented", "pass").
STANDING_WORDS = re.compile(r"\b(?:documented|documenting|pass(?:es|ed|ing)?|enough|"
                            r"sufficient\w*|deserve\w*|covered|adequate\w*|quality of|"
                            r"beyond question|agreed?|treat|good|fine|reviewed|approved|"
                            r"accepted|verified|validated|obvious\w*|self-?evident|"
                            r"speaks? for|explained|described|you|your|please|kindly|"
                            r"grader|evaluator|descriptions?|documentation)\b")


@dataclass(frozen=True)
class Sentence:
    """One sentence of a text, where it starts, and what it is."""

    text: str
    start: int
    end: int
    kind: SentenceKind

    @property
    def counts(self) -> bool:
        return self.kind == "data"


def split(text: str) -> Iterator[tuple[int, int]]:
    """The spans of the sentences of `text`, stripped, empty ones left out."""
    for found in SENTENCE.finditer(text):
        start, end = found.span()
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        if start < end:
            yield start, end


def read(text: str, subject: str = "") -> tuple[Sentence, ...]:
    """Every sentence of `text`, read on its own; `subject` is the name (or names, spaced)
    of what the text documents. The rules read each sentence that tells data only when they
    find something in the whole text (its reading is the run's, cached): a sentence that is
    the text's own finding is in a text they flag."""
    names = _names(subject)
    flagged = rules_reading(text) is not None
    return tuple(Sentence(text[start:end], start, end,
                          _kind(text[start:end], names, flagged))
                 for start, end in split(text))


@lru_cache(maxsize=32_768)
def rules_reading(text: str) -> Hit | None:
    """What the rules find in `text`: one reading per distinct text and process, shared by
    the findings (`gate.docs.addressing.findings`) and the classifier."""
    return find_addressing(text)


def told_text(text: str, subject: str = "") -> str:
    """`text` without its sentences that tell nothing (or were found speaking to the
    grader), each kept sentence with the separator that followed it."""
    sentences = read(text, subject)
    return _joined(text, [s for s in sentences if s.counts])


def withheld(text: str, subject: str = "") -> tuple[str, ...]:
    """The sentences of `text` that tell nothing or were found: what the judge is not shown
    of a text in which something was found."""
    return tuple(s.text for s in read(text, subject) if not s.counts)


def _joined(text: str, kept: list[Sentence]) -> str:
    parts: list[str] = []
    for index, sentence in enumerate(kept):
        parts.append(sentence.text)
        if index + 1 < len(kept):
            gap = text[sentence.end: sentence.end + 1]
            parts.append("\n" if gap == "\n" else " ")
    return "".join(parts)


@lru_cache(maxsize=4096)
def _names(subject: str) -> frozenset[str]:
    return frozenset(NAME_PART.findall(fold(subject.replace("_", " "))))


@lru_cache(maxsize=32_768)
def _kind(sentence: str, names: frozenset[str], flagged: bool) -> SentenceKind:
    """What one sentence is, from its own words (and, when the rules flag its text, their
    reading of it alone)."""
    if not tells_data(sentence, names):
        return "nothing"
    if speaks_of_standing(sentence) is not None:
        return "found"
    return "found" if flagged and rules_reading(sentence) is not None else "data"


def tells_data(sentence: str, names: frozenset[str] = frozenset()) -> bool:
    """True when `sentence` says something about the data (see the module's docstring)."""
    native = fold(sentence)
    if rot13_reading(native) is not None or _hidden_in_words(sentence) \
            or ENCODED.fullmatch(sentence.strip()):
        return False
    plain = latin(native)
    scripts = _scripts(native)
    if any(_data_words(script).search(plain if script == "latin" else native)
           for script in scripts):
        return not _only_generic(plain, names)
    if not (IDENTIFIER.search(plain) or _names_in(plain, names)):
        return False
    about = [plain, unleet(plain)]
    return not any(_about_words(script).search(view) for script in scripts for view in about
                   if not _only_names(_about_words(script), view, names))


def _only_generic(plain: str, names: frozenset[str]) -> bool:
    """True when every data word of a Latin sentence is a generic one ("values", "row",
    "source", "table", "metric", "id") and the sentence also speaks of the text, its standing
    or its reader: "These values are documented well enough to pass." names no fact."""
    if FACT.search(plain) or IDENTIFIER.search(plain):
        return False
    found = [match.group(0) for match in _data_words("latin").finditer(plain)]
    if not found or not all(GENERIC_DATA.fullmatch(word.strip()) for word in found):
        return False
    return any(STANDING_WORDS.search(view) and not _only_names(STANDING_WORDS, view, names)
               for view in (plain, unleet(plain)))


def _names_in(view: str, names: frozenset[str]) -> bool:
    """A word of the subject's name in `view`, or one of its forms ("refund" of
    `refunded_at`, "orders" of `order_id`: one word the start of the other, four letters
    at least)."""
    for word in NAME_PART.findall(view):
        if word in names:
            return True
        if len(word) >= 4 and any(len(name) >= 4 and (name.startswith(word)
                                                      or word.startswith(name))
                                  for name in names):
            return True
    return False


def _hidden_in_words(sentence: str) -> bool:
    """Invisible or combining marks inside a word of Latin letters: a spelling made to hide
    a word from a reader's eye or a rule's."""
    for index in range(1, len(sentence) - 1):
        ch = sentence[index]
        if unicodedata.category(ch) in ("Cf", "Mn") and ch != "\u200d" \
                and sentence[index - 1].isascii() and sentence[index - 1].isalpha() \
                and sentence[index + 1].isascii() and sentence[index + 1].isalpha():
            return True
    return False


def _only_names(pattern: re.Pattern[str], view: str, names: frozenset[str]) -> bool:
    """True when every word about the text that `view` holds is a word of the subject's own
    name ("The judge id." documents `judge_id`; it speaks of no judge)."""
    return all(all(_names_in(word, names) for word in NAME_PART.findall(found.group(0)))
               for found in pattern.finditer(view))


def _scripts(native: str) -> list[Script]:
    """Latin always (identifiers and English are read in every text), then each other script
    the sentence is written in."""
    found: list[Script] = ["latin"]
    if native.isascii():
        return found
    codes = {ord(ch) for ch in native if not ch.isascii()}
    for script, ranges in SCRIPT_RANGES.items():
        if any(low <= code <= high for code in codes for low, high in ranges):
            found.append(script)
    return found


def _languages(script: Script) -> list[Language]:
    return [language for language, of in SCRIPT_OF.items() if of == script]


@cache
def _data_words(script: Script) -> re.Pattern[str]:
    """The data words of every language written in `script`, compiled at first need."""
    return _compiled(script, [w for lang in _languages(script) for w in DATA_WORDS[lang]])


@cache
def _about_words(script: Script) -> re.Pattern[str]:
    return _compiled(script, [w for lang in _languages(script) for w in ABOUT_TEXT_WORDS[lang]])


def _compiled(script: Script, words: list[str]) -> re.Pattern[str]:
    """One alternation of `words`, folded as the text is; matched at a word's start in
    scripts that separate words with spaces and signs, anywhere in the others."""
    folded = [word if word.isascii() else fold(word) for word in words]
    start = r"(?<![^\W_])" if script in ("latin", "cyrillic", "devanagari") else ""
    at_start = "|".join(f"(?:{word})" for word in folded if _starts_a_word(word))
    anywhere = "|".join(f"(?:{word})" for word in folded if not _starts_a_word(word))
    # One lookbehind in front of all the fragments that start a word: inside a word, where
    # most positions are, the match fails at once instead of once per fragment.
    return re.compile(f"{start}(?:{at_start})" + (f"|{anywhere}" if anywhere else ""))


def _starts_a_word(fragment: str) -> bool:
    """A fragment that begins with a letter, a digit or a word class (`\\w`, `\\d`) is
    matched at a word's start; one that begins with a sign (`: `) wherever it stands."""
    return fragment[:1].isalnum() or fragment[:2] in ("\\w", "\\d", "\\b", "(?")
