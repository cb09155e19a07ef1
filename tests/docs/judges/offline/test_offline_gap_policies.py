"""A section that fills a missing value from the last one, against another section of its
document that leaves it empty. Tried in domains the gold sets do not use (a weather station
network, a car park's occupancy sensors), beside sections that agree."""

from __future__ import annotations

import pytest

from tests.docs.judges.offline.test_offline_reading import judged, section

LEFT = section("How gaps look", "The loader does not carry a station reading forward: an "
               "hour with no reading stays empty in `hourly_readings`.", model="weather")


@pytest.mark.parametrize(("body", "passes"), [
    ("A missing hour falls back to the previous reading of the station, so charts have no "
     "holes.", False),
    ("A missing hour stays empty; charts draw a gap for it.", True),
])
def test_a_gap_filled_where_another_section_leaves_it_fails(body: str, passes: bool) -> None:
    verdict = judged(section("Charts", body, model="weather"), "md-consistency", LEFT)
    assert verdict.passed is passes, verdict.reasoning


def test_a_value_never_null_where_another_section_shows_nulls_fails() -> None:
    trigger = section("When to act", "Act when `occupancy_pct` shows NULLs for a level: its "
                      "sensor bus is down.", model="parking")
    filled = section("Sensor outages", "During an outage the last known count is used, so "
                     "occupancy_pct is never NULL.", model="parking")
    other = section("Sensor outages", "During an outage the level's counts stop and the "
                    "dashboard greys the level out.", model="parking")
    assert not judged(filled, "md-consistency", trigger).passed
    assert judged(other, "md-consistency", trigger).passed
    assert judged(trigger, "md-consistency", filled).passed  # what the data shows stands
