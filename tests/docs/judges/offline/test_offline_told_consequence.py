"""A rationale's consequence told by the shape of its sentence rather than a word of harm: what
a failing row means, what could not be done without the value, where it leaves things. Each
beside a rationale of the same length that tells none. Domains the gold sets do not use."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from gate.docs.data_tests import DataTest
from tests.docs.judges.offline.test_offline_context import judged


def _rationale(text: str) -> Artifact:
    test = DataTest("accepted_values", "shelf_status", {"values": ["shelved", "in_transit"]},
                    text, 5)
    return Artifact("test.accepted_values.shelf_status", "test", test.artifact_text(),
                    "models/x.yml", 5, "fct_copies", subject=test.render(),
                    rationale_expected=True, has_rationale=True, test=test)


def _column_rationale(text: str) -> Artifact:
    return Artifact("column.dock_seen_at.rationale", "column_rationale", text, "models/x.yml", 3,
                    "fct_rides", subject="dock_seen_at")


@pytest.mark.parametrize(("text", "passes"), [
    ("A status outside the list means sorter bins were renamed by the vendor overnight.", True),
    ("Only 'shelved' puts a copy on the holds shelf; an unmapped status leaves copies listed "
     "nowhere.", True),
    ("Statuses come from the sorter and are kept in the list the vendor shares.", False),
])
def test_a_failing_rows_meaning_or_where_it_leaves_things_is_a_consequence(
        text: str, passes: bool) -> None:
    verdict = judged(_rationale(text), "rationale")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Rebalancing is planned from where bikes were last seen; without the dock sighting we "
     "could only see where a ride ended.", True),
    ("Rebalancing is planned from where bikes were last seen; the dock sighting is kept with "
     "the ride it ended.", False),
])
def test_what_could_not_be_done_without_the_value_is_a_consequence(text: str,
                                                                   passes: bool) -> None:
    verdict = judged(_column_rationale(text), "rationale")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("The germination flag feeds the regeneration queue each spring.", True),
    ("Drives seed-regeneration scheduling: accessions under 85 % germination are sown again.",
     True),
    ("Curators and the regeneration planner both key on the germination rate when choosing lots.",
     True),
    ("The regeneration plan is made from this table each spring.", True),
    # the same words that name no one who depends on the value
    ("Germination drives everything in the bank and is kept with each accession.", False),
    ("The germination percentage is kept for each accession of the bank.", False),
    # where the value came from is no one who uses it
    ("The germination percentage is computed from the trial counts of each accession.", False),
])
def test_what_depends_on_the_value_named_by_its_verb_is_a_consumer(text: str,
                                                                   passes: bool) -> None:
    verdict = judged(_column_rationale(text), "rationale")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("A crossing code keyed for the other port moves sailings between two fare zones.", True),
    ("A new port changes which fare zones a sailing can be sold in.", True),
    ("An unknown crossing code is excluded from both the zone and the route totals.", True),
    ("Crossing codes are kept in the list the timetable office publishes each season.", False),
])
def test_where_a_wrong_value_moves_what_is_counted_is_a_consequence(text: str,
                                                                     passes: bool) -> None:
    verdict = judged(_rationale(text), "rationale")
    assert verdict.passed is passes, verdict.reasoning
