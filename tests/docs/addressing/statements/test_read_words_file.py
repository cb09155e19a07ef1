"""The shipped word lists of the read languages (`read_words.zlib`) are what their generator wrote
(`scripts/read_language_words.py`, from wordfreq, which the suite does not install: what the
file holds, its sections inflated, is checked by its hash, which the generator's run prints, and
against the generator's output where wordfreq is installed), one sorted section per language,
each compressed on its own, and a language's words are read only when a sentence of it needs
them."""

from __future__ import annotations

import hashlib
import re
from importlib import metadata, resources

import pytest

from gate.docs.addressing.statements import vocabulary
from gate.docs.addressing.statements.vocabulary import (
    READ_WORDS,
    VOCABULARY_LANGUAGES,
    known_word,
)
from scripts.read_language_words import (
    SHIPPED_SHA256,
    WORDFREQ_VERSION,
    file_bytes,
    sections,
    unpacked,
)

SHIPPED = resources.files(vocabulary.__package__ or "").joinpath(READ_WORDS)


def test_the_shipped_file_is_the_one_the_generator_wrote() -> None:
    held = unpacked(SHIPPED.read_bytes()).encode("utf-8")
    assert hashlib.sha256(held).hexdigest() == SHIPPED_SHA256, (
        "read_words.zlib changed: run python -m scripts.read_language_words")


def test_the_file_is_compressed_and_each_section_read_alone_is_the_generator_s() -> None:
    assert len(SHIPPED.read_bytes()) < len(unpacked(SHIPPED.read_bytes()).encode()) / 3
    vocabulary._language.cache_clear()
    sections = re.split("(?m)^@", unpacked(SHIPPED.read_bytes()))[1:]
    for language, section in zip(VOCABULARY_LANGUAGES, sections, strict=True):
        assert section.startswith(f"{language}\n")
        body, _ = vocabulary._language(language)
        assert body == section[len(language):], language
    vocabulary._language.cache_clear()


def test_each_language_has_one_section_of_sorted_plain_words() -> None:
    lines = unpacked(SHIPPED.read_bytes()).splitlines()
    heads = [index for index, line in enumerate(lines) if line.startswith("@")]
    assert [lines[index][1:] for index in heads] == list(VOCABULARY_LANGUAGES)
    for start, end in zip(heads, [*heads[1:], len(lines)], strict=True):
        words = lines[start + 1:end]
        assert words == sorted(words), lines[start]
        assert len(words) > 20_000, lines[start]
        joined = "".join(words)
        assert min(map(len, words)) >= 3, lines[start]
        assert joined == joined.lower(), lines[start]


def test_only_the_languages_a_text_needs_are_read() -> None:
    vocabulary._language.cache_clear()
    assert known_word("bestellungen", "de")
    assert vocabulary._language.cache_info().currsize == 1
    body, _ = vocabulary._language("de")
    assert "\n@" not in body
    assert len(body) < len(unpacked(SHIPPED.read_bytes())) / 5


def test_inflected_forms_and_compounds_of_listed_words_are_known() -> None:
    assert known_word("moderatorun", "tr")  # a listed stem with another ending
    assert known_word("kalibrierungsrunde", "de")  # two words joined by a linking s
    assert known_word("\u0648\u0627\u0644\u0646\u0645\u0648\u0630\u062c", "ar")  # "and the model"
    assert not known_word("bewaerter", "de")
    assert not known_word("beoardieler", "nl")
    assert not known_word("a" * 5_000, "de")


def test_the_generator_writes_what_the_shipped_file_holds() -> None:
    """The sections written again from wordfreq match the file's (its notice and sections
    inflated). wordfreq is not installed with the suite (its data is 58 MB): there this is
    skipped, saying so, and the hash above stands for it."""
    try:
        installed = metadata.version("wordfreq")
    except metadata.PackageNotFoundError:
        pytest.skip(f"wordfreq is not installed (pip install wordfreq=={WORDFREQ_VERSION} to "
                    "run it); the shipped file is still checked by its hash")
    if installed != WORDFREQ_VERSION:
        pytest.skip(f"wordfreq {installed} is installed; the file was written from "
                    f"{WORDFREQ_VERSION}")
    assert unpacked(file_bytes(sections())) == unpacked(SHIPPED.read_bytes()), (
        "read_words.zlib is not what wordfreq gives: run python -m scripts.read_language_words")
