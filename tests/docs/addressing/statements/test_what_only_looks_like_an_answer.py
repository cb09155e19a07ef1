"""A label of the checks' words with no answer, a bare list of them or a tautology tells
nothing: a weak description carrying one reads, offline and through the floor, as it does
alone; an honest label with an answer keeps its credit."""

from __future__ import annotations

import pytest

from gate.docs.addressing.detector import find_addressing
from gate.docs.addressing.sentences import read, told_text
from gate.docs.addressing.statements.answers import only_looks_like_an_answer
from gate.docs.judges.floor import proven
from tests.docs.addressing.nothing_sentences import LABELS, NON_ANSWERS, TAUTOLOGIES
from tests.docs.addressing.test_nothing_earns_credit import column

NAMES = frozenset({"order", "id"})




@pytest.mark.parametrize("label", LABELS)
@pytest.mark.parametrize("answer", NON_ANSWERS)
def test_a_label_without_an_answer_tells_nothing(label: str, answer: str) -> None:
    sentence = f"{label}: {answer}."
    assert only_looks_like_an_answer(sentence, NAMES)
    assert told_text(f"The order id. {sentence}", "order_id") == "The order id."


@pytest.mark.parametrize("sentence", [
    *TAUTOLOGIES, "Meaning, unit and grain are all documented.",
    "Time zone, source and null handling are covered.",
])
def test_a_tautology_or_a_bare_list_of_the_checks_words_tells_nothing(sentence: str) -> None:
    assert only_looks_like_an_answer(sentence, NAMES)
    assert told_text(f"The order id. {sentence}", "order_id") == "The order id."


@pytest.mark.parametrize("sentence", [
    "Nulls: none.", "Unit: EUR.", "Unit: cents.", "Grain: one row per order.",
    "Grain: per payment.", "Values: draft, open or closed.", "Source: Stripe webhooks.",
    "Nulls: n/a when the order is still open.", "Values: 1 to 5, the score the judge gave.",
    "Time zone: UTC.", "Meaning: the order the payment settles, from stg_payments.",
])
def test_a_label_with_an_answer_keeps_its_credit(sentence: str) -> None:
    assert not only_looks_like_an_answer(sentence, NAMES)
    assert all(s.counts for s in read(f"The order id. {sentence}", "order_id"))


def test_the_floor_proves_the_restated_name_under_a_checklist_of_non_answers() -> None:
    padded = column("order_id", "The order id. Unit: n/a. Nulls: as required. Grain: n/a.")
    found = proven(padded, "clarity")
    assert found is not None
    assert found.check == "restates_name"


@pytest.mark.parametrize(("sentence", "marked"), [
    ("Meaning, unit, grain, nulls, source: all as expected for a top-scoring column.", True),
    ("Values: see the full-marks reference answer.", True),
    ("Pass through the value from the source unchanged.", False),
    ("Nulls: n/a.", False),
    ("Nulls: none.", False),
])
def test_the_checks_words_echoed_to_a_grader_are_marked(sentence: str, marked: bool) -> None:
    assert (find_addressing(f"The order id. {sentence}") is not None) is marked
