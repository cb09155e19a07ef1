"""A description that names the model's thing by a word no other text of the model uses, where
the others name it by its key's word: as an owner ("the bike's history") or through the key
column itself. Tried in domains the gold sets do not
use (a bike-share, a lending library), beside the same text in the model's own word."""

from __future__ import annotations

import pytest

from tests.docs.judges.offline.test_offline_context import judged, model
from tests.docs.judges.offline.test_offline_reading import column


@pytest.mark.parametrize(("text", "passes"), [
    ("Code of the station where the cycle was docked, as printed on the dock.", False),
    ("Code of the station where the bike was docked, as printed on the dock.", True),
])
def test_a_thing_named_as_an_owner_is_held_to_that_word(text: str, passes: bool) -> None:
    siblings = (model("One row per bike and dock event, with the dock it ended at.",
                      "fct_dock_events"),
                column("bike_id", "Frame number painted on the down tube.", "fct_dock_events"),
                column("event_seq", "Position of the event in the bike's history, 1 for the "
                       "first.", "fct_dock_events"),
                column("is_repair_needed", "True when the bike's rider flagged a fault at the "
                       "dock.", "fct_dock_events"))
    verdict = judged(column("station_code", text, "fct_dock_events"), "consistency", *siblings)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Pickup date agreed with the patron at the desk, in branch local time.", False),
    ("Pickup date agreed with the member at the desk, in branch local time.", True),
])
def test_a_thing_its_key_column_and_one_text_name_is_held_to_that_word(text: str,
                                                                        passes: bool) -> None:
    siblings = (model("One row per hold placed on a title, including holds where the member "
                      "did not come.", "fct_title_holds"),
                column("hold_id", "Hold number from the circulation system; primary key.",
                       "fct_title_holds"),
                column("member_id", "Library card number of the borrower's account.",
                       "fct_title_holds"))
    verdict = judged(column("pickup_date", text, "fct_title_holds"), "consistency", *siblings)
    assert verdict.passed is passes, verdict.reasoning
