"""The language reading of a sentence is kept once for every subject whose name it does not
hold (`read_languages._names_met`): the key keeps exactly the name words that can be words
of the sentence, so the reading is the one the whole name gives, and a sentence shared by
many columns' descriptions is read once."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from gate.docs.addressing.statements import read_languages
from gate.docs.addressing.statements.read_languages import _names_met, words_of, written_in

WORDS = ("order", "amount", "kunde", "betrag", "συνολικό", "ποσΌ", "ΣΟΦΟΣ", "naïve", "Kelvin",
         "\u212a", "CRM", "id", "café", "注文", "의", "the", "de", "la", "\u0131", "\u0130stanbul")


def test_a_name_word_the_sentence_holds_is_kept_and_others_are_not() -> None:
    sentence = "Order amount in cents, after discounts."
    assert _names_met(sentence, frozenset({"order", "customer", "tax"})) == ("order",)
    assert _names_met(sentence, frozenset()) == ()


def test_a_name_word_in_other_letters_is_always_kept() -> None:
    assert _names_met("Montant.", frozenset({"σοφος", "montant"})) == ("montant", "σοφος")


def test_a_sentence_is_read_once_for_subjects_whose_names_it_does_not_hold() -> None:
    read_languages._written_in.cache_clear()
    sentence = "Der Betrag der Bestellung in Euro, nach Rabatten."
    readings = {written_in(sentence, frozenset({name, "id"}))
                for name in ("customer", "zip", "qty")}
    assert readings == {"read"}
    assert read_languages._written_in.cache_info().misses == 1


@given(st.lists(st.sampled_from(WORDS), min_size=1, max_size=12),
       st.frozensets(st.sampled_from([word.lower() for word in WORDS]), max_size=6))
def test_the_met_names_filter_the_words_as_the_whole_name_does(
        words: list[str], names: frozenset[str]) -> None:
    sentence = " ".join(words) + "."
    met = frozenset(_names_met(sentence, names))
    assert words_of(sentence, met) == words_of(sentence, names)
    assert read_languages._written_in.__wrapped__(sentence, tuple(sorted(met))) \
        == read_languages._written_in.__wrapped__(sentence, tuple(sorted(names)))
