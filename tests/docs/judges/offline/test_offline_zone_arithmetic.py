"""A difference of two times the model's own descriptions put on different clocks (one UTC, one
local) is off by the offset on every row unless the text converts one. Tried in domains the
gold sets do not use (a bike-share, a lending library), beside texts that agree."""

from __future__ import annotations

import pytest

from tests.docs.judges.offline.test_offline_context import judged
from tests.docs.judges.offline.test_offline_reading import column


@pytest.mark.parametrize(("undocked", "text", "passes"), [
    ("Time the bike left the dock, in UTC from the lock controller.",
     "docked_local minus undocked_at, in minutes; 0 for a ride under a minute.", False),
    ("Time the bike left the dock, in UTC from the lock controller.",
     "docked_local converted to UTC minus undocked_at, in minutes.", True),
    ("Time the bike left the dock, in the station's local time, from the lock controller.",
     "docked_local minus undocked_at, in minutes; 0 for a ride under a minute.", True),
])
def test_a_ride_subtracting_two_clocks_fails(undocked: str, text: str, passes: bool) -> None:
    siblings = (column("undocked_at", undocked, "fct_rides"),
                column("docked_local", "Time the bike was returned, in the station's local "
                       "time.", "fct_rides"))
    verdict = judged(column("ride_minutes", text, "fct_rides"), "consistency", *siblings)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("returned", "passes"), [
    ("Scan time at the return chute, in UTC.", False),
    ("Scan time at the return chute, in the branch's local time.", True),
])
def test_days_between_a_local_and_a_utc_time_fail(returned: str, passes: bool) -> None:
    siblings = (column("due_at", "When the loan falls due, in the branch's local time "
                       "(Europe/Vienna).", "fct_loans"),
                column("returned_at", returned, "fct_loans"))
    text = "Whole days between due_at and returned_at; 0 when the item came back on time."
    verdict = judged(column("days_overdue", text, "fct_loans"), "consistency", *siblings)
    assert verdict.passed is passes, verdict.reasoning
