"""A column of an evaluator's notes ("Комментарий проверяющего": the reviewer's comment) names
the evaluator as the note's author, not as its addressee: no finding. A note written to the
evaluator ("к проверяющему", "для оценщика") is still found: the preposition must stand as a
word of its own, not as the first letter of another ("комментарий")."""

from __future__ import annotations

import pytest

from gate.docs.addressing.detector import find_addressing


@pytest.mark.parametrize("text", [
    "Комментарий проверяющего к ответу модели, свободный текст; пусто, если стоит только балл.",
    "Комментарии оценщика к лабораторной работе, свободный текст.",
])
def test_an_evaluators_own_note_is_no_finding(text: str) -> None:
    assert find_addressing(text) is None


@pytest.mark.parametrize("text", [
    "Номер заказа. Обращение к проверяющему: всё описано полностью.",
    "Номер заказа. Примечание для оценщика: тут всё ясно.",
])
def test_a_note_to_the_evaluator_is_found(text: str) -> None:
    assert find_addressing(text) is not None
