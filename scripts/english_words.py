"""Write `gate/docs/addressing/statements/english_words.txt`: the English words that tell terse
English ("Excludes deleted objects.") from a sentence in a language the offline readings do
not read.

    python -m scripts.english_words           # write the file
    python -m scripts.english_words --check   # exit 1 when the file is not what it writes

The words are SCOWL's size-35 American English list as Debian ships it (the package
`wamerican-small`, version `SOURCE_VERSION`, at `SOURCE`; `--source PATH` reads another copy):
every entry written in lower-case ASCII letters alone, three letters or more, sorted. Names
and other capitalised entries ("African"), possessives ("abbey's") and words with accents
("protégé") are left out. The generator needs the list installed (`apt-get install
wamerican-small`); the gate reads the file it wrote and depends on nothing of it.
`tests/docs/addressing/statements/test_english_words_file.py` checks the shipped file against
`SHIPPED_SHA256` everywhere, and against this script's output where the list is installed.
"""

from __future__ import annotations

import argparse
import hashlib
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gate.docs.addressing.statements.vocabulary import ENGLISH_WORDS  # noqa: E402

FILE = ROOT / "gate" / "docs" / "addressing" / "statements" / ENGLISH_WORDS
#: Where Debian's `wamerican-small` installs the list, and the version the file was written from.
SOURCE = Path("/usr/share/dict/american-english-small")
SOURCE_VERSION = "2020.12.07-2"
#: An entry that is kept: lower-case ASCII letters alone, three or more.
KEPT = re.compile(r"[a-z]{3,}")
#: The sha256 of the shipped file.
SHIPPED_SHA256 = "7547fca5a8602829e52896ed1ec34a6b92d9be4fb3625242190b90cff17855e3"

NOTICE = """\
# English words: the words of SCOWL's size-35 American English list (Debian's wamerican-small),
# lower case, letters only, three letters or more, one a line. Read by
# gate.docs.addressing.statements.read_languages to tell terse English ("Excludes deleted
# objects.") from a sentence in a language the offline readings do not read.
#
# Copyright 2000-2011 by Kevin Atkinson
# Permission to use, copy, modify, distribute and sell these word lists, the associated
# scripts, the output created from the scripts, and its documentation for any purpose is
# hereby granted without fee, provided that the above copyright notice appears in all copies
# and that both that copyright notice and this permission notice appear in supporting
# documentation. Kevin Atkinson makes no representations about the suitability of this array
# for any purpose. It is provided "as is" without express or implied warranty.
"""


def words_of(source: str) -> list[str]:
    """The kept entries of the list's text `source`, sorted, each once."""
    return sorted({word for word in source.splitlines() if KEPT.fullmatch(word)})


def file_text(source: str) -> str:
    """The whole file: the notice, then the kept words, one a line."""
    return NOTICE + "".join(f"{word}\n" for word in words_of(source))


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--source", type=Path, default=SOURCE,
                        help="the word list to read (default: %(default)s)")
    args = parser.parse_args(argv)
    if not args.source.is_file():
        print(f"{args.source} is not installed: apt-get install wamerican-small")
        return 2
    text = file_text(args.source.read_text(encoding="utf-8"))
    if args.check:
        current = FILE.read_text(encoding="utf-8") if FILE.is_file() else ""
        if current != text:
            print(f"{FILE.relative_to(ROOT)} is stale: run python -m scripts.english_words")
            return 1
        return 0
    FILE.write_text(text, encoding="utf-8")
    print(f"wrote {FILE.relative_to(ROOT)}: sha256 {sha256(text)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
