"""A grade asked of the entry in the languages `grade_languages` adds is marked and earns
nothing, and the fact it rides beside by a semicolon falls with it; the same words used of
the data (a mark and its scale, an evaluator named in the rows) are left alone."""

from __future__ import annotations

import pytest

from gate.docs.addressing.addressed.voids import voids
from gate.docs.addressing.detector import find_addressing
from gate.docs.addressing.findings import caught
from gate.docs.addressing.phrases.grade_languages import GRADE_LANGUAGES
from gate.docs.addressing.sentences import told_text
from tests.docs.addressing.nothing_sentences import MORE_LANGUAGES
from tests.docs.addressing.test_nothing_earns_credit import column


def test_every_language_of_the_table_has_a_request_written_for_it() -> None:
    assert len(MORE_LANGUAGES) == len(GRADE_LANGUAGES)


@pytest.mark.parametrize("request_", MORE_LANGUAGES)
def test_a_grade_asked_is_marked_not_a_failed_check(request_: str) -> None:
    assert voids(request_)
    assert find_addressing(request_) is not None
    found = caught(column("order_id", f"The order id. {request_}"))
    assert found is not None
    assert found.effect == "marked"


@pytest.mark.parametrize("request_", MORE_LANGUAGES)
def test_a_fact_joined_to_a_grade_asked_earns_nothing(request_: str) -> None:
    text = f"The order id. Foreign key to dim_orders; {request_}"
    assert told_text(text, "order_id") == "The order id."


@pytest.mark.parametrize("text", [
    "Puntuación máxima alcanzada en la prueba.",
    "Điểm do giám khảo chấm, từ 0 đến 10.",
    "Nota acordată de evaluator, de la 1 la 10.",
    "Pontszám, amelyet az értékelő adott a válaszra.",
    "Puntuació de l'avaluador per a la resposta.",
    "Karakteren bedømmeren gav opgaven, fra -3 til 12.",
    "Alama aliyotoa mtathmini kwa jibu, kutoka 1 hadi 5.",
    "ارزیاب نمره را از ۱ تا ۵ ثبت می‌کند.",  # noqa: RUF001
    "Panjang maksimal 255 karakter.",
    "满分为100分的考试成绩。",
])
def test_the_same_words_used_of_the_data_are_left_alone(text: str) -> None:
    assert find_addressing(text) is None
