"""A clock time a section gives for data being published that another section about the same
data gives otherwise ("published at about 09:10" against "publishes around 11:00"). Tried in
domains the gold sets do not use (a weather service's forecast runs, a museum's ticket
sales)."""

from __future__ import annotations

import pytest

from tests.docs.judges.offline.test_offline_reading import judged, section

FORECAST = section("Diagnose", "If the newest forecast run is from this morning, nothing is "
                   "wrong: the forecast grid is published around 11:00 UTC by the met office "
                   "and the loader picks it up at 11:30 UTC.", model="forecast")


@pytest.mark.parametrize(("body", "passes"), [
    ("The forecast grid is published at about 09:10 UTC, so do not page before 10:00 UTC.",
     False),
    ("The forecast grid is published around 11:00 UTC, so do not page before 12:00 UTC.", True),
])
def test_a_publication_time_another_section_gives_otherwise_fails(body: str,
                                                                  passes: bool) -> None:
    verdict = judged(section("Severity", body, model="forecast"), "md-consistency", FORECAST)
    assert verdict.passed is passes, verdict.reasoning


def test_a_museums_sales_export_published_at_two_times_fails() -> None:
    nightly = section("Sources", "The sales export from the ticketing vendor is published around "
                      "02:00 local each night.", model="museum")
    later = section("Checks", "The sales export is published at about 04:30 local; check the row "
                    "count after that.", model="museum")
    same = section("Checks", "The sales export is published at about 02:00 local; check the row "
                   "count after that.", model="museum")
    assert not judged(later, "md-consistency", nightly).passed
    assert judged(same, "md-consistency", nightly).passed
