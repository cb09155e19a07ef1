"""The shipped English words (`english_words.txt`) are what their generator writes
(`scripts/english_words.py`, from Debian's `wamerican-small`, which the suite does not
install): the file is checked by its hash everywhere, and against the generator's output
where the list is installed."""

from __future__ import annotations

import hashlib

import pytest

from gate.docs.addressing.statements.vocabulary import ENGLISH_WORDS
from scripts import english_words
from scripts.english_words import FILE, NOTICE, SHIPPED_SHA256, SOURCE, file_text


def test_the_shipped_file_is_the_one_the_generator_wrote() -> None:
    assert FILE.name == ENGLISH_WORDS
    assert hashlib.sha256(FILE.read_bytes()).hexdigest() == SHIPPED_SHA256, (
        "english_words.txt changed: run python -m scripts.english_words")


def test_the_generator_writes_the_shipped_file_from_the_list() -> None:
    if not SOURCE.is_file():
        pytest.skip(f"{SOURCE} is absent (Debian's wamerican-small, which the suite does not "
                    "install); the shipped file is still checked by its hash")
    assert file_text(SOURCE.read_text(encoding="utf-8")) == FILE.read_text(encoding="utf-8"), (
        "english_words.txt is not what the list gives: run python -m scripts.english_words")
    assert english_words.main(["--check"]) == 0


def test_only_lower_case_words_of_three_letters_or_more_are_kept() -> None:
    listed = "AIDS\nAfrican\nabbey\nabbey's\nabs\nab\nprotégé\nzoo\nzoo\n"
    assert file_text(listed) == NOTICE + "abbey\nabs\nzoo\n"
