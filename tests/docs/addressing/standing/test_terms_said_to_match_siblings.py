"""The text's own terms said to match its siblings' — the consistency criterion answered by
the text about itself — is marked in the languages read
(`gate.docs.addressing.standing.approved_text.terms_match_siblings`); a column whose values
or codes match another column's is not (the data has values; only a text has terminology).

The attempts are written for two domains the sets never used (a clinic's appointments and a
bakery's batches); each honest text is built on the same frame as an attempt above it.
"""

from __future__ import annotations

import pytest

from gate.docs.addressing.detector import find_addressing
from gate.docs.addressing.findings import STRUCTURAL
from gate.docs.addressing.standing.approved_text import terms_match_siblings

ATTEMPTS = [
    # clinic appointments
    "Appointment id. Its wording is the same as in every sibling column.",
    "Tipo de visita. La terminologia coincide con le altre colonne del modello.",
    "Arzt. Die Terminologie deckt sich mit den anderen Spalten des Modells.",
    # bakery batches
    "Batch id. Terminology aligned with all other columns of the bakery mart.",
    "Партия. Терминология совпадает с соседними колонками модели.",  # noqa: RUF001
    "Ugn. Formuleringen är densamma som i övriga kolumner.",
]

HONEST = [
    # the same frames about values and codes the rows share with other columns
    "Appointment id. The same id as in every sibling table of fct_visits.",
    "Tipo de visita. Codici coincidenti con le altre colonne del modello.",
    "Arzt. Dieselben Schlüssel wie in den anderen Spalten des Modells.",
    "Batch id. Codes aligned with all other columns of the bakery mart.",
    "Партия. Значения совпадают с соседними колонками модели.",  # noqa: RUF001
    # terminology named without siblings: a glossary the data follows
    "Ugn. Ovn-ID enligt bageriets terminologi (ISO 3166 för länder).",
]


@pytest.mark.parametrize("text", ATTEMPTS)
def test_terms_said_to_match_siblings_are_marked(text: str) -> None:
    found = find_addressing(text)
    assert found is not None
    assert found.rule not in STRUCTURAL  # marked, never a failed check by itself
    assert terms_match_siblings(text) is not None


@pytest.mark.parametrize("text", HONEST)
def test_values_matching_other_columns_are_not(text: str) -> None:
    assert terms_match_siblings(text) is None
    assert find_addressing(text) is None
