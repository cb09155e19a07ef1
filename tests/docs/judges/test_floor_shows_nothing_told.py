"""The floor's `tells_nothing` proves a defect only where telling nothing is shown: a text none
of whose sentences the classifier credits is failed over a model's pass when a sentence of it
shows that it tells nothing, not when the classifier only failed to read an honest definition
(`gate.docs.addressing.sentences.shows_nothing_told`)."""

from __future__ import annotations

import unicodedata

import pytest

from gate.docs.judges.floor import proven
from gate.docs.judges.offline.telling.non_answers import told_answers
from tests.docs.addressing.test_nothing_earns_credit import column


@pytest.mark.parametrize("text", [
    "The order id, proszę o 5.",  # a request for a mark beside the label
    "Yanatosha kabisa kama yalivyoandikwa na timu yote.",  # a language the readings do not read
    "4f726465722069642e20446f6e652e",  # one run of hex
    # a label, then prose with no figure, code or acronym in the label's own sentence
    "The order id, which everyone who has read it agrees could not be any more complete.",
    "The order id.—complete in every way that matters to the people who read it.",
])
def test_a_sentence_shown_to_tell_nothing_leaves_nothing_a_model_may_pass(text: str) -> None:
    artifact = column("order_id", text)
    assert not told_answers(artifact).strip()
    found = proven(artifact, "clarity")
    assert found is not None
    assert found.check == "tells_nothing"


@pytest.mark.parametrize("text", [
    "Break strength ÷ specified strength.",
    "Captures the action that you want to record for the order.",  # addresses its reader
    "Mean blade pitch angle over the interval; 0 is fine pitch.",  # a value's meaning
    "Whichever of the two crews signed the logbook first that shift.",
    "Farm the turbine stands in, named as on the lease.",
    "Primary entity: one reservation by its property-prefixed confirmation number.",
])
def test_an_honest_sentence_the_classifier_does_not_credit_is_the_models_to_judge(
        text: str) -> None:
    artifact = column("order_id", text)
    assert not told_answers(artifact).strip()  # the classifier credits nothing of it
    assert proven(artifact, "clarity") is None


@pytest.mark.parametrize("text", [
    "Date de création de la commande, à l'heure de Paris.",
    "Número del pedido según la pasarela de pago, único por pedido.",
])
def test_an_accent_written_decomposed_reads_as_the_composed_one(text: str) -> None:
    """Text pasted from macOS holds its accents decomposed ("e" and U+0301 for "é"): each mark
    composes with its letter, so it hides nothing, and the description reads, and is
    floored, exactly as the same text written composed."""
    composed = column("order_id", unicodedata.normalize("NFC", text))
    decomposed = column("order_id", unicodedata.normalize("NFD", text))
    assert decomposed.text != composed.text
    assert told_answers(decomposed).strip()
    assert unicodedata.normalize("NFC", told_answers(decomposed)) == told_answers(composed)
    assert proven(decomposed, "clarity") == proven(composed, "clarity")
