"""A currency a text names against the currencies its siblings name: where they all name one,
another fails; where they already name several, one more is no contradiction. Tried in
domains the gold sets do not use (a ski resort's lift passes, a tea importer's landed cost)."""

from __future__ import annotations

from tests.docs.judges.offline.test_offline_reading import judged, section


def test_a_currency_beside_siblings_in_several_currencies_passes() -> None:
    prices = section("Prices", "Lift passes are sold in CHF at the Swiss base and in EUR at "
                     "the French base.", model="lifts")
    refunds = section("Refunds", "Refunds above GBP 500 for UK tour operators need the "
                      "finance lead's approval before they are paid.", model="lifts")
    assert judged(refunds, "md-consistency", prices).passed


def test_a_currency_beside_siblings_in_one_other_currency_fails() -> None:
    landed = section("Landed cost", "Landed cost is the invoice price plus freight and duty, "
                     "all in USD, at the rate of the customs entry date.", model="tea")
    margin = section("Margin", "Margin is the shelf price less the landed cost, in EUR, per "
                     "kilogram of tea sold.", model="tea")
    more = section("Duty", "Duty is paid in USD, and in GBP at the UK port of entry, then "
                   "booked in the landed cost.", model="tea")
    assert not judged(margin, "md-consistency", landed).passed
    assert judged(margin, "md-consistency", landed, more).passed
