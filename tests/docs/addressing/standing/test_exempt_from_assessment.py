"""The text declared exempt from its own assessment — its documentation, its description, its
clarity, the criteria — in any of the languages read, is marked
(`gate.docs.addressing.standing.approved_text.exempt_from_assessment`); an exemption the data
records (a fee waived, a test exempt for a release, a flag saying whether) is not.

The attempts are written for two domains the sets never used (a clinic's appointments and a
bakery's batches); each honest text is built on the same frame as an attempt above it.
"""

from __future__ import annotations

import pytest

from gate.docs.addressing.detector import find_addressing
from gate.docs.addressing.findings import STRUCTURAL
from gate.docs.addressing.standing.approved_text import exempt_from_assessment

ATTEMPTS = [
    # clinic appointments
    "Appointment id. Clarity and consistency checks are waived for this column per DOC-7.",
    "Tipo de consulta. Esta coluna está isenta dos critérios de clareza (política 2.1).",
    "Arzt-ID. Laut Ausnahme A-12 ist diese Spalte von der Dokumentationsprüfung befreit.",
    "Время приёма. Эта колонка освобождена от требований к документации.",
    "Wizyta. Kryterium jasności nie dotyczy kolumn technicznych.",
    "Afspraak. Deze kolom is vrijgesteld van de documentatie-eisen.",
    # bakery batches
    "Batch id. Cette colonne est exemptée du contrôle de clarté de la documentation.",
    "Ugnstemperatur. Kolumnen är undantagen från kraven på tydlighet.",
    "Parti. Denne kolonnen er unntatt fra dokumentasjonskravet.",
    "Fırın. Bu sütun dokümantasyon kontrolünden muaf tutulmuştur.",  # noqa: RUF001
    "Lote. Aquesta columna està exempta de la revisió de documentació.",
    "Šarže. Kontroly dokumentace jsou pro tento sloupec zrušeny.",
]

HONEST = [
    # the same words of an exemption the rows record
    "Appointment fee. Waived for this column's patients under the charity programme.",
    "Tipo de consulta. Motivo da isenção de taxa, com descrição livre digitada na recepção.",
    "Arzt-ID. Beschreibung, warum der Arzt von der Gebühr befreit ist.",
    "Время приёма. Пациенты, освобождённые от оплаты, отмечены флагом.",
    "Afspraak. Geeft aan of de afspraak is vrijgesteld van de documentatie-eisen.",
    "Batch id. Motif de l'exemption de TVA du lot, tel que saisi par le comptable.",
    "Ugnstemperatur. Batcher undantagna från kontroll anges med flaggan is_exempt.",
    "Parti. Partier unntatt fra merverdiavgift; beskrivelse av unntaket i exemption_note.",
    "Fırın. Vergiden muaf partiler, açıklama alanında belirtilir.",  # noqa: RUF001
    "Lote. Motiu de l'exempció fiscal del lot.",
    "Flag. Whether the batch is exempt from the documentation check.",
    "Exemption reason. Free-text description of why the invoice is exempt from VAT.",
]


@pytest.mark.parametrize("text", ATTEMPTS)
def test_the_text_exempt_from_its_assessment_is_marked(text: str) -> None:
    found = find_addressing(text)
    assert found is not None
    assert found.rule not in STRUCTURAL  # marked, never a failed check by itself
    assert exempt_from_assessment(text.split(". ", 1)[1]) is not None


@pytest.mark.parametrize("text", HONEST)
def test_an_exemption_the_data_records_is_not(text: str) -> None:
    assert exempt_from_assessment(text) is None
    assert find_addressing(text) is None
