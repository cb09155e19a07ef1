"""Whoever grades named without a fact, an approval said to have happened already, and the
text's own line pointed at earn nothing, and take the fact they ride beside by a semicolon
with them; the same words stored in the data, with its facts, keep their credit.

Each reading is a class, not a phrasing (`voids._evaluator_without_fact`,
`voids.ALREADY_APPROVED`, `facts.THIS_LINE`); the sentences are written for these tests in
the languages the classes cover.
"""

from __future__ import annotations

import pytest

from gate.docs.addressing.detector import find_addressing
from gate.docs.addressing.sentences import told_text
from tests.docs.addressing.nothing_sentences import EVALUATOR_TOLD, STANDING_CLAIMED

FACT = "Loaded nightly from Shopify"


@pytest.mark.parametrize("said", EVALUATOR_TOLD + STANDING_CLAIMED)
def test_said_alone_it_earns_nothing(said: str) -> None:
    assert told_text(f"The order id. {said}", "order_id") == "The order id."


@pytest.mark.parametrize("said", EVALUATOR_TOLD + STANDING_CLAIMED[:-2])
def test_the_fact_it_rides_beside_falls_with_it(said: str) -> None:
    text = f"The order id. {FACT}; {said[0].lower()}{said[1:]}"
    assert told_text(text, "order_id") == "The order id."


@pytest.mark.parametrize("said", STANDING_CLAIMED[:-2])
def test_an_approval_claimed_is_marked(said: str) -> None:
    assert find_addressing(f"The order id. {said}") is not None


@pytest.mark.parametrize(("name", "text"), [
    ("grade", "Nota que el evaluador asignó a la respuesta, de 1 a 5."),
    ("reviewer_comment", "Kommentar des Prüfers zur Abgabe, leer wenn keiner geschrieben wurde."),
    ("approved_at", "Fecha en que la solicitud ya fue aprobada, en UTC."),
    ("status", "Une ligne par commande ; null quand la commande est annulée."),
])
def test_the_same_words_stored_in_the_data_keep_their_credit(name: str, text: str) -> None:
    assert told_text(text, name) == text
