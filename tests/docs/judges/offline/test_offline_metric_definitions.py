"""A metric's definition read for what two analysts need, and no more: a period left to the
query in so many words, a typical span between two events, a count scaled to a base and an
average that names what it averages are definitions, not gaps. Each is tried beside a text
that still fails, in domains the gold sets do not use (a lending library, a bike-share)."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from tests.docs.judges.offline.test_offline_context import judged


def _metric(name: str, text: str) -> Artifact:
    return Artifact(f"metric.{name}", "metric_description", text, "models/sem.yml", 1, "sem",
                    subject=name)


@pytest.mark.parametrize(("name", "text", "passes"), [
    # the period is the query's, said in so many words
    ("late_fee_ratio", "(Late fees + lost-item fees) ÷ loans issued for the period.", True),
    ("dock_fill", "Bikes docked divided by dock slots in the period, repaired docks included, "
     "each station weighted equally.", True),
    ("late_fee_ratio", "(Late fees + lost-item fees) ÷ loans issued.", False),
    # a typical span between two events is the same over any window
    ("hold_wait_hours", "Median hours from the hold request to the pickup notice, counting "
     "only the branch's opening hours.", True),
    ("hold_wait_hours", "Total hours from the hold request to the pickup notice.", False),
])
def test_a_metric_says_its_period_or_needs_none(name: str, text: str, passes: bool) -> None:
    verdict = judged(_metric(name, text), "definition")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("name", "text", "passes"), [
    # a count scaled to a base divides one by the other
    ("damage_rate", "Damaged returns logged per 1,000 loans issued, with damage counted in the "
     "month it was logged.", True),
    ("theft_rate", "Thefts reported by riders per 10,000 trips started, with thefts counted in "
     "the week they were reported.", True),
    ("damage_rate", "Damaged returns logged, counted in the month they were logged.", False),
    # an average that names what it averages, over which rows
    ("shelf_accuracy", "Shelf accuracy: average of shelf_read_accuracy over branch-shelf reads "
     "in the period, each read weighted equally.", True),
    ("shelf_accuracy", "Shelf accuracy: the average accuracy in the period.", False),
])
def test_a_rate_says_what_is_divided_by_what(name: str, text: str, passes: bool) -> None:
    verdict = judged(_metric(name, text), "definition")
    assert verdict.passed is passes, verdict.reasoning
