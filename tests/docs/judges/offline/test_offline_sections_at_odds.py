"""A Markdown section at odds with another section of its document: a command run with a flag
another section forbids, a reference to a section for what that section never gives, rows
excluded that another section says stay in the table, marked. Each beside a document that
agrees with itself, on domains the gold sets do not use (a public library, a bike share, a
planetarium's ticketing)."""

from __future__ import annotations

import pytest

from tests.docs.judges.offline.test_offline_reading import judged, section


@pytest.mark.parametrize(("recovery", "passes"), [
    ("To recover, run `dbt build --full-refresh` on everything; it is the quickest way back.",
     False),
    ("To recover, run `dbt build --select result:error+ --state prod-state`.", True),
    ("Only when the loan schema changes, run `dbt build --full-refresh --select fct_loans`.",
     True),
])
def test_a_flag_another_section_forbids_is_at_odds(recovery: str, passes: bool) -> None:
    rerun = section("Step 2: Rerun", "Rerun what failed: `dbt build --select result:error+`. "
                    "Never full-refresh: the loan history is incremental and a rebuild takes "
                    "five hours.", "loans")
    verdict = judged(section("Recovering", recovery, "loans"), "md-consistency", rerun)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize("criterion", ["md-consistency", "md-completeness"])
@pytest.mark.parametrize(("revenue", "passes"), [
    ("Fares charged per trip in EUR, dated by the trip's end.", False),
    ("Fares charged per trip in EUR, dated by the trip's end, rounded up to the next 10 cents.",
     True),
])
def test_a_section_sent_to_for_what_it_never_gives_is_at_odds(criterion: str, revenue: str,
                                                              passes: bool) -> None:
    refunds = section("Refunds", "Fares returned to riders for trips cut short by a dock "
                      "fault, in EUR. See 'Trip revenue' for the rounding rule.", "bikes")
    verdict = judged(refunds, criterion, section("Trip revenue", revenue, "bikes"))
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("kept", "passes"), [
    ("A cancelled show's seats appear with a negative count. Cancelled bookings stay in "
     "fct_bookings with status cancelled; match each refund to its booking.", False),
    ("A cancelled show's seats appear with a negative count; match each refund to its "
     "booking by booking number.", True),
])
def test_rows_excluded_that_another_section_keeps_marked_are_at_odds(kept: str,
                                                                     passes: bool) -> None:
    excluded = section("Box office reconciliation", "Match fct_bookings rows with status paid "
                       "to the card processor's file on booking number and amount. Cancelled "
                       "bookings are excluded from the warehouse, so a refund shows as "
                       "unmatched.", "tickets")
    verdict = judged(excluded, "md-consistency", section("Refunds", kept, "tickets"))
    assert verdict.passed is passes, verdict.reasoning


def test_a_section_copied_later_is_the_repeat_not_the_one_that_adds_a_figure() -> None:
    """Two near copies of one step: the one that also gives a figure of its own ("a full
    refresh takes five hours") adds a fact; the copy without it repeats."""
    intro = section("Tide gauge runbook", "What to do when the nightly dbt build of the tide "
                    "models fails: rerun the failed models before the harbour master reads the "
                    "tide report at 06:00.", "tides")
    step = section("Step 2: Rerun the failed models", "Rerun only what failed and its children: "
                   "`dbt build --select result:error+ --state target/prod-state`. Do not "
                   "full-refresh: the gauge history is incremental and a full refresh takes "
                   "five hours.", "tides")
    copy = section("Rerun command", "To rerun the failed models and their children, use `dbt "
                   "build --select result:error+ --state target/prod-state`; avoid a full "
                   "refresh since the gauge history is incremental.", "tides")
    assert judged(step, "md-consistency", intro, copy).passed
    verdict = judged(copy, "md-consistency", intro, step)
    assert not verdict.passed
    assert "repeats" in verdict.reasoning, verdict.reasoning


@pytest.mark.parametrize(("setup", "passes"), [
    ("Clone the repo and set up your profile with the `lims_dev` role you requested.", False),
    ("Clone the repo and set up your profile with the `lims_reader` role you requested.", True),
])
def test_a_role_referred_back_to_by_another_name_is_at_odds(setup: str, passes: bool) -> None:
    access = section("Access", "Request the `lims_reader` role in the IT portal (form 'LIMS "
                     "access', approver: your lab lead). It takes one business day.", "lab")
    verdict = judged(section("Set up", setup, "lab"), "md-consistency", access)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("body", "passes"), [
    ("Milk collected from member farms at end of day, in gallons: raw and chilled.", True),
    ("Litres of milk collected from member farms at end of day, in gallons: raw and chilled.",
     False),
    ("Litres of milk collected from member farms at end of day; the tanker reports gallons, "
     "converted at 4.546 litres a gallon.", True),
])
def test_a_quantity_counted_in_one_unit_and_given_in_another_is_at_odds(body: str,
                                                                        passes: bool) -> None:
    verdict = judged(section("Collected volume", body, "dairy"), "md-consistency",
                     section("Delivered volume", "Sum of litres delivered to the plant, dated "
                             "by the delivery date. Litres.", "dairy"))
    assert verdict.passed is passes, verdict.reasoning
