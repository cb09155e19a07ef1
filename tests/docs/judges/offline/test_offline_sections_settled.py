"""A Markdown section read for what it leaves unsettled between two things, and, the other
way, for what it does settle: a term counted over other ends than the section headed by it
defines; figures that must "agree" with no tolerance where the document gives one; "if they
differ, fix it"; a step left as an ellipsis; access needed to nothing named; a word defined by
itself; someone "as listed in" a section that lists no one. And what is not
a defect: a step whose command is in a code span, a comparison keyed on a record's number, a
currency the naming section gives as a suffix, one section's word beside another's. Each
beside a text that tells what is needed, on domains the gold sets do not use (a vineyard, a
water utility, a railway depot, a courier, a hospital pharmacy, an orchestra)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.docs.judges.offline.test_offline_reading import judged, section

PRESS_TIME = section("Press time", "Hours from the first bin tipped to the last pressing "
                     "drained, per press cycle, in decimal hours.", "vineyard")


@pytest.mark.parametrize(("body", "passes"), [
    ("Press time on the harvest board is counted from the truck's arrival to the end of "
     "racking; compare it with `fct_press_cycles` by cycle number.", False),
    ("Press time on the harvest board is counted from the first bin tipped to the last "
     "pressing drained; compare it with `fct_press_cycles` by cycle number.", True),
])
def test_a_term_counted_over_other_ends_than_its_definition_is_at_odds(body: str,
                                                                       passes: bool) -> None:
    verdict = judged(section("Reconciling press time", body, "vineyard"), "md-consistency",
                     PRESS_TIME)
    assert verdict.passed is passes, verdict.reasoning


def test_the_section_that_defines_the_term_is_not_at_fault() -> None:
    elsewhere = section("Reconciling press time", "Press time on the harvest board is "
                        "counted from the truck's arrival to the end of racking.", "vineyard")
    verdict = judged(PRESS_TIME, "md-consistency", elsewhere)
    assert verdict.passed, verdict.reasoning


LEAK_CHECK = section("Reconciling meter reads", "Sum the district's reads with "
                     "`select sum(litres) from fct_meter_reads where district_id = :id`; they "
                     "should agree with the bulk meter within 2 % per day.", "water")


@pytest.mark.parametrize("criterion", ["md-clarity", "md-completeness"])
@pytest.mark.parametrize(("body", "passes"), [
    ("Close the leak ticket when the numbers agree.", False),
    ("Close the leak ticket when the district and bulk figures agree within 2 % for three "
     "days in a row; the on-call analyst closes it and notes the day in the ticket.", True),
    # a match as a noun, or one that does not happen, waits for no agreement
    ("Look the meter up by its serial number; if no match is found, the analyst opens a ticket "
     "for the field team.", True),
])
def test_figures_that_must_agree_with_no_tolerance_leave_the_bar_open(
        criterion: str, body: str, passes: bool) -> None:
    verdict = judged(section("Closing a leak ticket", body, "water"), criterion, LEAK_CHECK)
    assert verdict.passed is passes, verdict.reasoning


def test_a_bar_in_words_beside_its_own_figure_is_that_figure() -> None:
    bulk = section("Severity", "Sev 2: a district's reads differ from the bulk meter by more "
                   "than 5 %.", "water")
    verdict = judged(section("Reconciling meter reads", "Sum the district's reads; they should "
                             "agree with the bulk meter within 2 % per day. A bigger gap is "
                             "usually a meter read twice.", "water"), "md-consistency", bulk)
    assert verdict.passed, verdict.reasoning


@pytest.mark.parametrize("criterion", ["md-clarity", "md-completeness"])
@pytest.mark.parametrize(("body", "passes"), [
    ("Compare `axle_km` in dim_bogies with the depot's wheel card. If they differ, fix it.",
     False),
    ("Compare `axle_km` in dim_bogies with the depot's wheel card. If they differ, the wheel "
     "card is right: fix it in the depot system and rebuild `dim_bogies`.", True),
])
def test_a_fix_on_it_where_two_sides_differ_names_neither(criterion: str, body: str,
                                                          passes: bool) -> None:
    verdict = judged(section("Reconciling axle kilometres", body, "depot"), criterion)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("body", "passes"), [
    ("Failed deliveries are counted from the first attempt to the return scan; compare them "
     "with the driver manifests by parcel number.", True),
    ("Failed deliveries are counted from the first attempt to the return scan; compare them "
     "with the driver manifests.", False),
])
def test_a_comparison_keyed_on_a_record_number_can_be_made(body: str, passes: bool) -> None:
    verdict = judged(section("Reconciling failed deliveries", body, "courier"),
                     "md-completeness")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("body", "passes"), [
    ("1. Stock counted in both cabinets. 2. Expiry dates checked. 3. ... 4. Two signatures, "
     "one from the pharmacist.", False),
    ("1. Stock counted in both cabinets. 2. Expiry dates checked. 3. Discrepancies logged in "
     "the controlled drugs register. 4. Two signatures, one from the pharmacist.", True),
])
def test_a_step_left_as_an_ellipsis_is_a_placeholder(body: str, passes: bool) -> None:
    verdict = judged(section("Cabinet checklist", body, "pharmacy"), "md-completeness")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("body", "passes"), [
    ("`dbt build --select staging` builds and tests every stg_ model of the rota.", True),
    ("Build and test every staging model of the rota.", False),
])
def test_a_how_to_whose_command_is_in_a_code_span_gives_its_step(body: str,
                                                                 passes: bool) -> None:
    # what a reader sees drops the backticks, as the Markdown reader's plain text does
    shown = replace(section("Build staging", body, "orchestra"), plain_text=body.replace("`", ""))
    verdict = judged(shown, "md-clarity")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("body", "passes"), [
    ("Run `dbt build --select fct_rehearsals+`. You will need access.", False),
    ("Run `dbt build --select fct_rehearsals+`. You will need the `orchestra_reader` role.",
     True),
])
def test_access_needed_to_nothing_named_is_unclear(body: str, passes: bool) -> None:
    verdict = judged(section("Running locally", body, "orchestra"), "md-clarity")
    assert verdict.passed is passes, verdict.reasoning


def test_a_currency_the_naming_section_gives_as_a_suffix_is_the_document_s() -> None:
    naming = section("Naming conventions", "Money columns end in their currency, e.g. _eur; "
                     "hours are decimal.", "vineyard")
    barrels = section("Barrel value", "Value of barrels in the cellar at purchase cost, in US "
                      "dollars.", "vineyard")
    corks = section("Cork cost", "Supplier invoice amount for a cork order in EUR, excluding "
                    "freight.", "vineyard")
    assert judged(corks, "md-consistency", naming, barrels).passed
    assert not judged(barrels, "md-consistency", naming, corks).passed


@pytest.mark.parametrize(("others", "passes"), [(1, True), (2, False)])
def test_one_section_s_word_beside_another_s_is_no_drift(others: int, passes: bool) -> None:
    sections = [section(f"Why the pipeline {n}", f"The tour pipeline {n} rebuilds the "
                        "concert models.", "orchestra") for n in range(others)]
    verdict = judged(section("Schedule", "The job starts at 02:30 UTC in Airflow (DAG "
                             "`tour_nightly`).", "orchestra"), "md-consistency", *sections)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("body", "passes"), [
    ("A delay is technical when it is technical in nature, that is, caused by the aircraft.",
     False),
    ("A delay is technical when its code is 41 to 47: the aircraft, not the crew or the "
     "weather, held the departure.", True),
])
def test_a_word_defined_by_itself_is_unclear(body: str, passes: bool) -> None:
    # an orchestra's tour flights: a late charter holds the concert's get-in
    verdict = judged(section("Technical delay", body, "orchestra"), "md-clarity")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("escalation", "passes"), [
    ("If the build is still red after an hour, escalate to the relevant team.", False),
    ("If the build is still red after an hour, page the on-call analyst (rota `tour-data`) "
     "and post in #tour-data.", True),
])
def test_a_thing_listed_in_a_section_that_never_gives_it_is_at_odds(escalation: str,
                                                                   passes: bool) -> None:
    asked = section("Who to ask", "Rota questions: #tour-data. Build failures: whoever is on "
                    "call, as listed in the runbook's escalation section.", "orchestra")
    verdict = judged(asked, "md-consistency", section("Escalation", escalation, "orchestra"))
    assert verdict.passed is passes, verdict.reasoning
