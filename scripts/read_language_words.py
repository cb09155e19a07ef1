"""Write `gate/docs/addressing/statements/read_words.txt`: the common words of each read
language other than English, which tell a sentence of that language from one of a close
relative (Luxembourgish from German, Venetian from Italian) by its content words.

    python -m scripts.read_language_words           # write the file
    python -m scripts.read_language_words --check   # exit 1 when the file is not what it writes

The words come from wordfreq (its `large` list where it has one, else its `small` list; the
data is licensed CC BY-SA 4.0, which the file's notice says): the `WORDS_PER_LANGUAGE` most
frequent forms of each language, inflected forms as written (wordfreq counts surface forms,
so "Bestellungen" and "заказов" are words of their own), lower case, accents left out as the
test reads them, only words of three letters or more written in the letters of the language's
script. The generator needs wordfreq installed (`pip install wordfreq==3.1.1`); the gate reads
the file it wrote and does not depend on wordfreq. `tests/docs/addressing/statements/
test_read_words_file.py` checks the shipped file against `SHIPPED_SHA256`, and against this
script's output where wordfreq is installed.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gate.docs.addressing.statements.read_languages import (  # noqa: E402
    ARABIC_LETTERS,
    LATIN_LETTERS,
    RUSSIAN_LETTERS,
    SCRIPT_OF,
    _plain,
)
from gate.docs.addressing.statements.vocabulary import (  # noqa: E402
    INDEX_MARK,
    READ_WORDS,
    VOCABULARY_LANGUAGES,
)

FILE = ROOT / "gate" / "docs" / "addressing" / "statements" / READ_WORDS
#: The wordfreq release the file was written from, and how many of each language's most
#: frequent words it keeps.
WORDFREQ_VERSION = "3.1.1"
WORDS_PER_LANGUAGE = 40_000
#: Beyond those, the words of `LONG_WORD` letters or more down to rank `LONG_WORDS_TO`: the
#: compounds and inflected forms of honest text ("kalibrierte", "beoordelaar") are long and
#: rarer, where a relative's words that a frequency list also holds are short ("vun", "isch").
LONG_WORD, LONG_WORDS_TO = 8, 100_000
#: wordfreq's name of a read language where it differs, and the languages it has no `large`
#: list for.
WORDFREQ_CODE = {"no": "nb"}
SMALL_ONLY = frozenset({"da", "tr", "hi"})
#: The sha256 of the file as shipped.
SHIPPED_SHA256 = "467754dc16700058ceb658e084e08dd771371717f497d811f41b79f541359ca1"

NOTICE = """\
# Common words of the read languages other than English: for each language, a line "@xx"
# and then its most frequent word forms, lower case, without accents, three letters or more,
# sorted; the line "#@" after this notice says where each language's section starts after it
# and how many bytes it takes. Read by gate.docs.addressing.statements.vocabulary; written by
# scripts/read_language_words.py from wordfreq {version} (Robyn Speer and contributors).
#
# Derived from the wordfreq data, which is licensed under the Creative Commons
# Attribution-ShareAlike 4.0 International licence
# (https://creativecommons.org/licenses/by-sa/4.0/); this file is shared under the same
# licence. wordfreq's sources include Wikipedia, OPUS OpenSubtitles, SUBTLEX, Google Books
# Ngrams, the Leeds Internet Corpus, NewsCrawl, GlobalVoices, Reddit and Twitter.
"""


def _fits(word: str, language: str) -> bool:
    script = SCRIPT_OF[language]  # type: ignore[index]
    if script == "latin":
        return all(ch in LATIN_LETTERS for ch in word)
    if script == "cyrillic":
        return all(ch in RUSSIAN_LETTERS for ch in word)
    if script == "arabic":
        return all(ch in ARABIC_LETTERS for ch in word)
    return all(0x0900 <= ord(ch) <= 0x097F for ch in word)


def words_of(language: str) -> list[str]:
    """The kept words of `language`, plain and sorted."""
    import wordfreq  # noqa: PLC0415 - only the generator needs it

    installed = metadata.version("wordfreq")
    if installed != WORDFREQ_VERSION:
        raise SystemExit(f"wordfreq {WORDFREQ_VERSION} wrote the file; found {installed}")
    listed = "small" if language in SMALL_ONLY else "large"
    top = wordfreq.top_n_list(WORDFREQ_CODE.get(language, language), LONG_WORDS_TO, listed)
    kept = {_plain(word) for rank, word in enumerate(top)
            if (rank < WORDS_PER_LANGUAGE or len(word) >= LONG_WORD) and len(word) >= 3
            and _fits(word, language)}
    return sorted(word for word in kept if len(word) >= 3)


def file_text() -> str:
    """The whole file: the notice, the index of where each language's section lies after it
    (so a reader reads one section alone), then every language's words."""
    sections = [f"@{language}\n" + "".join(f"{word}\n" for word in words_of(language))
                for language in VOCABULARY_LANGUAGES]
    index, at = [], 0
    for language, section in zip(VOCABULARY_LANGUAGES, sections, strict=True):
        size = len(section.encode("utf-8"))
        index.append(f"{language}={at}:{size}")
        at += size
    return (NOTICE.format(version=WORDFREQ_VERSION) + f"{INDEX_MARK} {' '.join(index)}\n"
            + "".join(sections))


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    text = file_text()
    if args.check:
        current = FILE.read_text("utf-8") if FILE.is_file() else ""
        if current != text:
            print(f"{FILE.relative_to(ROOT)} is stale: run python -m scripts.read_language_words")
            return 1
        return 0
    FILE.write_text(text, encoding="utf-8")
    print(f"wrote {FILE.relative_to(ROOT)}: sha256 {sha256(text)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
