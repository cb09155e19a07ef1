"""A flag whose text only restates its name, for a state its model's other columns give
otherwise: a status column whose tested values lack it, or another flag the model defines.
Tried in domains the gold sets do not use (a gym's memberships, a library's cards)."""

from __future__ import annotations

import pytest

from tests.docs.judges.offline.test_offline_context import data_test, judged
from tests.docs.judges.offline.test_offline_reading import column

MEMBERSHIP_STATUS = data_test("accepted_values", "membership_status",
                              values=["paying", "frozen", "lapsed"])


@pytest.mark.parametrize(("text", "passes"), [
    ("Whether the membership is active.", False),
    ("True when the membership is paying or frozen, i.e. not lapsed.", True),
])
def test_a_flag_for_a_state_the_status_column_lacks_fails(text: str, passes: bool) -> None:
    flag = column("is_active", text, model="dim_memberships")
    status = column("membership_status", "paying, frozen (paused up to 3 months) or lapsed.",
                    model="dim_memberships")
    verdict = judged(flag, "consistency", status, MEMBERSHIP_STATUS)
    assert verdict.passed is passes, verdict.reasoning


def test_a_flag_beside_a_state_the_status_column_holds_passes() -> None:
    flag = column("is_frozen", "Whether the membership is frozen.", model="dim_memberships")
    assert judged(flag, "consistency", MEMBERSHIP_STATUS).passed


def test_a_flag_beside_another_flag_the_model_defines_fails() -> None:
    """A library: `is_valid` is defined, `is_current` only restated."""
    valid = column("is_valid", "True when the card was used or renewed in the last 3 years.",
                   model="dim_library_cards")
    current = column("is_current", "Whether the card is current.", model="dim_library_cards")
    defined = column("is_current", "True when the card's expiry date is after today.",
                     model="dim_library_cards")
    assert not judged(current, "consistency", valid).passed
    assert judged(defined, "consistency", valid).passed
