"""A month's name before or after a day is an event's date, in the spellings written (not
folded); a person's name that begins like a month is not ("Claire Martin 1 USD")."""

from __future__ import annotations

import pytest

from gate.docs.addressing.standing.role_words import EVENT


@pytest.mark.parametrize(("clause", "dates"), [
    ("Revisado por Ana Souza em 3 de março de 2024.", ["3 de março de 2024"]),
    ("Reviewed on March 3, 2024.", ["March 3, 2024"]),
    ("Relu le 3 mars 2024.", ["3 mars 2024"]),
    ("Revisado el 3 de marzo de 2024.", ["3 de marzo de 2024"]),
    ("Accepté par Claire Martin 1 USD.", ["1 USD"]),
])
def test_a_months_name_is_read_where_it_is_one(clause: str, dates: list[str]) -> None:
    assert [found.group(0) for found in EVENT.finditer(clause)] == dates
