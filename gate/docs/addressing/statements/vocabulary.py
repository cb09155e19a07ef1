"""The word lists the language test reads, and whether a sentence's content words are mostly
words of one language.

A sentence of a close relative of a read language holds that language's function words
("an der", "in", "la", "de") but not its vocabulary: Luxembourgish writes "Bewäerter",
"Kritär", "gëtt", Venetian "descrission", "xe", Frisian "beoardieler", "dizze". So a sentence
is read in a language other than English only when its content words (three letters or more,
less the language's function words and data words) are mostly (`VOCABULARY_SHARE`) words of
that language or English words, which honest text of every language holds (`pipeline`,
`timestamp`). English keeps its own list (`english_words.txt`, SCOWL); the other languages'
words are `read_words.zlib`, written by `scripts/read_language_words.py` from wordfreq's
frequency lists (CC BY-SA 4.0): the forty thousand most frequent forms of each, inflected
forms as written, each language's section compressed on its own (2.8 MB where the plain
lists took 10.6 MB).

Inflections and compounds beyond the list are met cheaply: a word is known when it is a
listed word less and plus a short ending (`STEM_LETTERS`, `ENDING_LETTERS`: "Moderatörün" of
"moderatorun"), or a listed word joined to a known one, with or without a linking "s"
("Kalibrierungsrunde"). Each list is one string per language with where each first two
letters' words start and end in it, read and inflated at the first sentence of that
language (a few milliseconds); a word is looked up in a few kilobytes, and an English text
never loads one.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from functools import cache, lru_cache
from importlib import resources

#: The shipped lists: English words, and those of every other language read by its letters.
ENGLISH_WORDS = "english_words.txt"
READ_WORDS = "read_words.zlib"
#: How the line of `READ_WORDS` that says where each language's section lies begins.
INDEX_MARK = "#@"
#: The read languages `READ_WORDS` lists (those with letters of their own; a Han, kana or
#: Hangul run is read as it stands).
VOCABULARY_LANGUAGES = ("es", "pt", "fr", "de", "it", "nl", "pl", "tr", "sv", "da", "no", "fi",
                        "ru", "hi", "ar")
#: Languages not written in Latin letters, whose sentences' English values are words of
#: another script and are counted apart.
_NOT_LATIN = frozenset({"ru", "hi", "ar"})

#: The least share of a sentence's content words that are words of its language or English.
VOCABULARY_SHARE = 0.6
#: The fewest letters of a content word: shorter words are near function words in every
#: language, and every frequency list holds them.
CONTENT_LETTERS = 3
#: A word less up to `CUT_LETTERS` of its end, leaving a stem of `STEM_LETTERS` or more, is
#: known when a listed word is that stem plus at most `ENDING_LETTERS`.
STEM_LETTERS, CUT_LETTERS, ENDING_LETTERS = 5, 2, 3
#: The fewest letters of each part of a compound, and the longest word read as one.
PART_LETTERS, LONGEST = 4, 40
#: What Arabic writes joined before a word: the article, alone or after a conjunction or a
#: preposition, and those letters alone; the longest first.
ARABIC_CLITICS = ("\u0648\u0627\u0644", "\u0628\u0627\u0644", "\u0643\u0627\u0644",
                  "\u0641\u0627\u0644", "\u0644\u0644", "\u0627\u0644", "\u0648", "\u0641",
                  "\u0628", "\u0644", "\u0643")
#: Pronouns Arabic writes joined after a word, the longest first.
ARABIC_PRONOUNS = ("\u0647\u0627", "\u0647\u0645", "\u0647\u0646", "\u0643\u0645",
                   "\u0646\u0627", "\u0647", "\u0643", "\u064a")
#: The Arabic vowel marks and tatweel, which a text may write or leave out.
_ARABIC_MARKS = dict.fromkeys([0x0640, *range(0x064B, 0x0660), 0x0670])
#: The most listed words sharing a stem that are looked at for one ending.
_STEM_MATCHES = 32

#: A list as the one string it is read as ("\nword\nword\n", sorted), with the spans of the
#: first two letters looked up so far.
Listed = tuple[str, dict[str, tuple[int, int]]]


def _indexed(body: str) -> Listed:
    return body, {}


def _first_at_least(body: str, key: str) -> int:
    """Where in `body` the first line not sorted before `key` starts (the newline before it;
    the last newline when there is none): a binary search over the string, a few dozen finds,
    so a list is never walked line by line."""
    low, high = 0, len(body) - 1
    while low < high:
        middle = (low + high) // 2
        line_start = body.rfind("\n", low, middle + 1)
        line_end = body.find("\n", line_start + 1)
        if body[line_start + 1:line_end] < key:
            low = line_end
        else:
            high = line_start
    return low


def _span(prefix: str, listed: Listed) -> tuple[int, int]:
    """Where the words starting with `prefix` (two letters) lie in the list, kept once found."""
    body, spans = listed
    span = spans.get(prefix)
    if span is None:
        following = prefix[:-1] + chr(ord(prefix[-1]) + 1)
        span = spans[prefix] = (_first_at_least(body, prefix),
                                _first_at_least(body, following) + 1)
    return span


@cache
def _english() -> Listed:
    text = resources.files(__package__ or "").joinpath(ENGLISH_WORDS).read_text("utf-8")
    words_start = 0
    while text.startswith("#", words_start):  # the notice above the words
        words_start = text.index("\n", words_start) + 1
    return _indexed("\n" + text[words_start:])


@cache
def _language(language: str) -> Listed:
    """The words of `language`, read from `READ_WORDS` at the first need: only that
    language's section is read and inflated, where the file's index line says it lies."""
    with resources.files(__package__ or "").joinpath(READ_WORDS).open("rb") as file:
        line = file.readline()
        while line.startswith(b"#") and not line.startswith(INDEX_MARK.encode()):
            line = file.readline()
        sections = dict(entry.split("=") for entry in line.decode().split()[1:])
        if language not in sections:
            return _indexed("\n")
        start, size = map(int, sections[language].split(":"))
        file.seek(file.tell() + start)
        section = zlib.decompress(file.read(size)).decode("utf-8")
    return _indexed(section[section.index("\n"):])


def _listed(word: str, listed: Listed) -> bool:
    start, end = _span(word[:2], listed)
    return listed[0].find(f"\n{word}\n", start, end) >= 0


#: Words whose answers are kept: a project's sentences are made of a few thousand words, each
#: looked up in a list of a hundred thousand (GitLab's analytics project asks 39,789 times
#: about 3,561 words), and a look-up scans the part of the list its first letters start. The
#: most frequent words are most of the asks, so a few thousand kept answer nearly all.
WORDS_KEPT = 4096


@lru_cache(maxsize=WORDS_KEPT)
def english_word(word: str) -> bool:
    """True when `word` (lower case, plain) is an English word of the list, or its British
    spelling ("normalised"), or its plural or third person ("dedups" of a listed word).
    Kept per word (`WORDS_KEPT`)."""
    if len(word) < 3 or not word.isascii():
        return False
    listed = _english()
    return any(_listed(candidate, listed)
               for candidate in (word, word.replace("is", "iz"), word.removesuffix("s")))


def _stem_listed(stem: str, listed: Listed) -> bool:
    """True when a listed word is `stem` plus at most `ENDING_LETTERS` letters."""
    body = listed[0]
    start, end = _span(stem[:2], listed)
    at = body.find(f"\n{stem}", start, end)
    for _ in range(_STEM_MATCHES):
        if at < 0:
            return False
        line_end = body.find("\n", at + 1)
        if line_end - at - 1 - len(stem) <= ENDING_LETTERS:
            return True
        at = body.find(f"\n{stem}", line_end, end)
    return False


def _inflected(word: str, listed: Listed) -> bool:
    """True when `word` is listed, or a listed word with another short ending."""
    if _listed(word, listed):
        return True
    for cut in range(1, CUT_LETTERS + 1):
        stem = word[:-cut]
        if len(stem) < STEM_LETTERS:
            return False
        if _stem_listed(stem, listed):
            return True
    return False


def known_word(word: str, language: str) -> bool:
    """True when `word` (lower case, plain) is a word of `language`: listed, inflected from a
    listed word, or a compound of a listed word and a known one."""
    if len(word) > LONGEST:
        return False
    listed = _language(language)
    if _inflected(word, listed):
        return True
    if language == "ar":
        return _arabic_word(word, listed)
    for cut in range(PART_LETTERS, len(word) - PART_LETTERS + 1):
        tail = word[cut:]
        if _listed(word[:cut], listed) and (
                _inflected(tail, listed)
                or (tail[0] == "s" and len(tail) > PART_LETTERS
                    and _inflected(tail[1:], listed))):
            return True
    return False


def _arabic_word(word: str, listed: Listed) -> bool:
    """True when `word`, less its vowel marks (the list is written without them), the
    article, conjunction or preposition joined before it ("والطلب", "للعميل") and a pronoun
    joined after it ("اتخذه"), is listed."""
    bare = word.translate(_ARABIC_MARKS)
    stems = [bare, *(bare[len(clitic):] for clitic in ARABIC_CLITICS if bare.startswith(clitic))]
    return any(len(stem) >= 2 and (_listed(stem, listed) or any(
        stem.endswith(pronoun) and len(stem) - len(pronoun) >= 2
        and _listed(stem[:-len(pronoun)], listed) for pronoun in ARABIC_PRONOUNS))
        for stem in stems)


def mostly_words_of(words: Sequence[str], language: str) -> bool:
    """True when most content words of `words` (plain, lower case, less the function words
    and data words of `language`, which every sentence of it may hold) are words of
    `language` or, in a language of Latin letters, English words (`VOCABULARY_SHARE`)."""
    content = [word for word in words if len(word) >= CONTENT_LETTERS]
    latin = language not in _NOT_LATIN
    known = sum(1 for word in content
                if (latin and english_word(word))
                or (language != "en" and known_word(word, language)))
    return known >= VOCABULARY_SHARE * len(content)
