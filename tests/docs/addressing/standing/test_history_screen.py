"""The screen before the reading of the text's life is exact.

`without_history` reads a sentence in full (`read_out`, per subject) only when
`may_tell_history` (read once per sentence, with no subject) says a clause of it may be the
text's life: after its cheap signs, `a_clause_may_be_the_texts`. That test may let through
what the reading then keeps; it must never hold back a sentence the reading would cut.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings

from gate.docs.addressing.standing.text_history import (
    a_clause_may_be_the_texts,
    may_tell_history,
    read_out,
    without_history,
)
from tests.docs.addressing.standing.mixed_sentences import NAMES, sentences


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sentences(), NAMES)
def test_a_sentence_the_screen_holds_back_is_one_the_reading_keeps_whole(
        sentence: str, names: frozenset[str]) -> None:
    if not a_clause_may_be_the_texts(sentence):
        assert read_out(sentence, names) == sentence
        assert without_history(sentence, names) == sentence


def test_the_screen_lets_through_each_way_a_clause_is_the_texts() -> None:
    """An act of the list, roles that are the text's, a passive's agent before its details,
    and a noun of an act heading its clause mid-sentence: each is cut by the reading, and
    the screen lets each through."""
    cut = {
        "Order total, reviewed by QA.": "Order total",
        "Order total; review: Data Platform team, 2024-03-12.": "Order total",
        "QA read it in sprint 41.": None,
        "Aligned by Revenue Ops, in 2024-08-24 13:40 CET.": None,
        "Discussed by DWH, BI and Risk, in 14.10.2024.": None,
    }
    for sentence, left in cut.items():
        assert a_clause_may_be_the_texts(sentence), sentence
        assert read_out(sentence, frozenset()) == left, sentence
        assert without_history(sentence, frozenset({"total"})) \
            == (left if may_tell_history(sentence) else sentence), sentence
