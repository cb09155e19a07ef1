"""Write `gate/docs/addressing/statements/read_words.zlib`: the common words of each read
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
test_read_words_file.py` checks what the shipped file holds (`unpacked`) against
`SHIPPED_SHA256`, and against this script's output where wordfreq is installed.

Each language's section is compressed on its own (zlib, level 9), behind a plain-text notice
and an index of where each compressed section lies: 2.8 MB where the plain lists took 10.6 MB,
and a run inflates only the sections of the languages it meets, a few milliseconds each. The
hash and `--check` read the sections inflated, so a zlib that compresses the same words into
other bytes writes the same file as far as they are concerned.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import zlib
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
#: The sha256 of what the file holds (`unpacked`: its notice and its sections inflated).
SHIPPED_SHA256 = "5da00000ef577e771967c5affd2d7aa2053a0f11d31d6c113414168fb20212c4"

NOTICE = """\
# Common words of the read languages other than English: for each language, a line "@xx"
# and then its most frequent word forms, lower case, without accents, three letters or more,
# sorted; each language's section is compressed on its own (zlib), and the line "#@" after
# this notice says where each compressed section starts after that line and how many bytes it
# takes. Read by gate.docs.addressing.statements.vocabulary; written by
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


def sections() -> list[str]:
    """Every language's section as it is read: a line "@xx", then its words, one a line."""
    return [f"@{language}\n" + "".join(f"{word}\n" for word in words_of(language))
            for language in VOCABULARY_LANGUAGES]


def file_bytes(parts: list[str]) -> bytes:
    """The whole file: the notice, the index of where each compressed section lies after it
    (so a reader inflates one section alone), then every language's section compressed."""
    packed = [zlib.compress(part.encode("utf-8"), 9) for part in parts]
    index, at = [], 0
    for language, section in zip(VOCABULARY_LANGUAGES, packed, strict=True):
        index.append(f"{language}={at}:{len(section)}")
        at += len(section)
    header = NOTICE.format(version=WORDFREQ_VERSION) + f"{INDEX_MARK} {' '.join(index)}\n"
    return header.encode("utf-8") + b"".join(packed)


def unpacked(data: bytes) -> str:
    """What a file written by `file_bytes` holds: its notice and every section inflated, in
    the index's order (the index itself, which depends on how zlib compressed, left out)."""
    at = 0
    while not data.startswith(INDEX_MARK.encode(), at):  # the notice's lines
        at = data.index(b"\n", at) + 1
    line_end = data.index(b"\n", at)
    packed = data[line_end + 1:]
    parts = []
    for entry in data[at:line_end].decode("utf-8").split()[1:]:
        start, size = map(int, entry.split("=")[1].split(":"))
        parts.append(zlib.decompress(packed[start:start + size]).decode("utf-8"))
    return data[:at].decode("utf-8") + "".join(parts)


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    data = file_bytes(sections())
    if args.check:
        current = unpacked(FILE.read_bytes()) if FILE.is_file() else ""
        if current != unpacked(data):
            print(f"{FILE.relative_to(ROOT)} is stale: run python -m scripts.read_language_words")
            return 1
        return 0
    FILE.write_bytes(data)
    print(f"wrote {FILE.relative_to(ROOT)}: sha256 {sha256(unpacked(data))}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
