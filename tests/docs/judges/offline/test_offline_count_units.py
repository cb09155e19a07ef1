"""Two counts or shares named for one measure that count different things: the shorter text,
which restates the fuller one's measure in another unit, fails. Tried in domains the gold sets
do not use (a lending library, a bike-share), beside texts that count the same unit."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from tests.docs.judges.offline.test_offline_context import judged
from tests.docs.judges.offline.test_offline_reading import column


def _metric(name: str, text: str) -> Artifact:
    return Artifact(f"metric.{name}", "metric_description", text, "models/sem.yml", 1, "sem",
                    subject=name)


@pytest.mark.parametrize(("text", "passes"), [
    ("Number of reference titles past their due date on the day.", False),
    ("Number of distinct loans of reference titles past their due date on the day.", True),
])
def test_a_count_in_another_unit_than_its_named_sibling_fails(text: str, passes: bool) -> None:
    fuller = column("loans_overdue", "Number of distinct loans past their due date at the end "
                    "of the day; a loan renewed before its due date is not overdue.",
                    "fct_branch_day")
    verdict = judged(column("reference_overdue", text, "fct_branch_day"), "consistency", fuller)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Rebalancing success: share of stations refilled in time.", False),
    ("Rebalancing success: share of rebalancing requests refilled in time.", True),
])
def test_a_share_in_another_unit_than_its_named_sibling_fails(text: str, passes: bool) -> None:
    fuller = _metric("refill_rate", "Share of rebalancing requests whose van arrived before the "
                     "dock ran empty, counted in the week of the request; cancelled requests "
                     "excluded.")
    verdict = judged(_metric("refill_pct", text), "consistency", fuller)
    assert verdict.passed is passes, verdict.reasoning


def test_the_fuller_definition_is_not_the_one_that_drifted() -> None:
    fuller = _metric("refill_rate", "Share of rebalancing requests whose van arrived before the "
                     "dock ran empty, counted in the week of the request; cancelled requests "
                     "excluded.")
    shorter = _metric("refill_pct", "Share of stations refilled in time.")
    assert judged(fuller, "consistency", shorter).passed


def test_a_unit_that_is_an_acronym_of_its_own_name_is_that_names_thing() -> None:
    fuller = column("count_public_racks", "Number of public racks at the station, as listed "
                    "on the station map.", "fct_stations")
    acronym = column("count_electric_bike_racks", "Number of EBs.", "fct_stations")
    assert judged(acronym, "consistency", fuller).passed
