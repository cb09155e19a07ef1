"""A macro argument's text against its macro's description: a column of another type than the
description asks for by the argument's name, and a default month that is not the month the
description's period starts in. Tried on a kennel's and a ferry timetable's macros, and on a
school-year and a harvest-season macro, beside arguments that agree."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from tests.docs.judges.offline.test_offline_context import judged


def macro(name: str, text: str) -> Artifact:
    return Artifact(f"macro.{name}.description", "macro_description", text, "macros/m.yml", 1,
                    f"macro.{name}", subject=name)


def argument(macro_name: str, name: str, text: str) -> Artifact:
    return Artifact(f"macro.{macro_name}.argument.{name}.description", "argument_description",
                    text, "macros/m.yml", 4, f"macro.{macro_name}", subject=name)


STAY = macro("nights_boarded", "Returns the nights a dog stayed at the kennel; check_in_col "
             "and check_out_col must both be DATE columns, so a late pick-up is no extra night.")


@pytest.mark.parametrize(("text", "passes"), [
    ("Timestamp column of the drop-off at reception.", False),
    ("Date column of the drop-off at reception.", True),
])
def test_an_argument_of_another_type_than_its_macro_asks_fails(text: str,
                                                               passes: bool) -> None:
    verdict = judged(argument("nights_boarded", "check_in_col", text), "consistency", STAY)
    assert verdict.passed is passes, verdict.reasoning


def test_a_ferry_macros_argument_of_another_type_fails() -> None:
    sailing = macro("minutes_late", "Minutes between scheduled_col and departed_col, which "
                    "must be timestamp columns in the port's zone.")
    wrong = argument("minutes_late", "departed_col", "Date column of the departure.")
    right = argument("minutes_late", "departed_col", "Timestamp column of the departure, "
                     "from the bridge log.")
    assert not judged(wrong, "consistency", sailing).passed
    assert judged(right, "consistency", sailing).passed


SCHOOL_YEAR = macro("school_year", "Returns the school year of a date; the school year runs "
                    "1 September–31 August and is named for the year it starts in.")


@pytest.mark.parametrize(("text", "passes"), [
    ("Month the school year starts in, default 8.", False),
    ("Month the school year starts in, default 9.", True),
])
def test_a_default_month_the_macros_period_does_not_start_in_fails(text: str,
                                                                   passes: bool) -> None:
    verdict = judged(argument("school_year", "start_month", text), "consistency", SCHOOL_YEAR)
    assert verdict.passed is passes, verdict.reasoning


def test_a_harvest_seasons_default_month_fails() -> None:
    season = macro("harvest_season", "Labels a picking date with its harvest season, which "
                   "runs March to February in the southern vineyards.")
    wrong = argument("harvest_season", "first_month", "First month of the season; defaults "
                     "to 1.")
    right = argument("harvest_season", "first_month", "First month of the season; defaults "
                     "to 3.")
    assert not judged(wrong, "consistency", season).passed
    assert judged(right, "consistency", season).passed
