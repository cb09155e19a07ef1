"""Two statements of one project that cannot both hold, read through closed contrasts: a
model's description puts its amounts gross of a deduction and a column's text after it; a
source gives its feed one cadence and a table of it another; a value's range test or its
model's description gives another bounded scale than its text; a Markdown section scales a
count to another base, or converts amounts another section says are never converted. And three
structures no longer misread: a figure beside each listed value, a window ahead, an average
with an aside. Tried in domains no gold set uses (a freelance marketplace, a payroll, weather
stations, a box office, a triage desk, a language school, parking permits, a lending library,
a cinema, a ferry, a ski resort, a call centre, a payout guide, a charity), beside texts that
agree."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from tests.docs.judges.offline.test_offline_context import data_test, judged, model
from tests.docs.judges.offline.test_offline_reading import column, section


@pytest.mark.parametrize(("text", "passes"), [
    ("Amount paid to the freelancer for the milestone, in USD, after platform fees.", False),
    ("Amount paid to the freelancer for the milestone, in USD, net of platform fees.", False),
    ("Amount paid to the freelancer for the milestone, in USD, before platform fees.", True),
    ("Amount paid to the freelancer for the milestone, in USD, after approval.", True),
])
def test_a_payout_after_a_fee_the_model_counts_gross_of_fails(text: str, passes: bool) -> None:
    owner = model("One row per paid milestone. All payout amounts are gross of platform fees; "
                  "fees are in platform_fee_usd.", "fct_payouts")
    verdict = judged(column("payout_usd", text, "fct_payouts"), "consistency", owner)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Monthly salary before pension contributions, in the employee's currency.", False),
    ("Monthly salary after pension contributions, in the employee's currency.", True),
    ("Monthly salary before the payroll cut-off, in the employee's currency.", True),
])
def test_a_salary_before_a_deduction_the_model_nets_off_fails(text: str, passes: bool) -> None:
    owner = model("One row per employee per pay month. Salary amounts are net of pension "
                  "contributions and of salary sacrifice.", "fct_payroll")
    verdict = judged(column("salary_amount", text, "fct_payroll"), "consistency", owner)
    assert verdict.passed is passes, verdict.reasoning


def source(text: str, name: str = "src_stations") -> Artifact:
    return Artifact(f"source.{name}.description", "source_description", text, "models/src.yml",
                    2, name, subject=name)


def table(subject: str, text: str, name: str = "src_stations") -> Artifact:
    return Artifact(f"source.{name}.{subject}.description", "table_description", text,
                    "models/src.yml", 6, name, subject=subject)


@pytest.mark.parametrize(("text", "passes"), [
    ("Readings from the rooftop stations, one row per station and minute; loaded once a day "
     "from the vendor's export.", False),
    ("Readings from the rooftop stations, one row per station and minute; delivered weekly.",
     False),
    ("Readings from the rooftop stations, one row per station and minute, loaded every "
     "15 minutes.", True),
    ("Readings from the rooftop stations, one row per station and minute; a daily snapshot of "
     "the calibration state.", True),
    ("Readings from the rooftop stations; unlike the other tables, loaded nightly from a "
     "backfill file.", True),
])
def test_a_table_loaded_on_another_cadence_than_its_source_fails(text: str, passes: bool) -> None:
    feed = source("Weather stations' telemetry, pushed by the gateway every 15 minutes and "
                  "replicated on the same 15-minute schedule.")
    verdict = judged(table("readings", text), "consistency", feed)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("feed", "passes"), [
    ("Ticket sales from the box-office system's nightly file, landed at 03:00.", False),
    ("Ticket sales from the box-office system, synced hourly by the connector.", True),
    ("Ticket sales from the box-office system: an hourly sync and a nightly full reload.", True),
])
def test_a_table_delivered_hourly_from_a_nightly_source_fails(feed: str, passes: bool) -> None:
    text = "One row per ticket sold, delivered hourly through the box-office API."
    verdict = judged(table("tickets", text, "src_box_office"), "consistency",
                     source(feed, "src_box_office"))
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Pain the patient reports at triage, on a 1-5 scale, 5 worst.", False),
    ("Pain the patient reports at triage, on the 0-10 numeric rating scale, 10 worst.", True),
    ("Pain the patient reports at triage, on a 1-10 scale, 10 worst.", True),
    ("Pain the patient reports at triage: the 1-5 faces scale of the paediatric form is "
     "rescaled to 0-10.", True),
])
def test_a_score_on_another_scale_than_its_range_test_fails(text: str, passes: bool) -> None:
    bound = data_test("dbt_expectations.expect_column_values_to_be_between", "pain_score",
                      min_value=0, max_value=10)
    verdict = judged(column("pain_score", text), "consistency", bound)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("criterion", "text", "passes"), [
    ("consistency", "Average of placement ratings on the 1-6 scale.", False),
    ("definition", "Average of placement ratings on the 1-6 scale.", False),
    ("consistency", "Average of placement ratings on the 1-9 scale, higher is more fluent.", True),
])
def test_a_measure_on_another_scale_than_its_model_fails(criterion: str, text: str,
                                                         passes: bool) -> None:
    owner = Artifact("semantic_model.sm_placements.description", "semantic_model_description",
                     "Placement tests of the language school, one row per test; ratings are on "
                     "the 1-9 band scale.", "models/sem.yml", 2, "sm_placements",
                     subject="sm_placements")
    measure = Artifact("measure.avg_rating.description", "measure_description", text,
                       "models/sem.yml", 8, "sm_placements", subject="avg_rating")
    verdict = judged(measure, criterion, owner)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Parking zone of the permit: `a`, `b` or `c`, by the hours a car may stay (a 2, b 4, "
     "c 8).", True),
    ("Parking zone of the permit: `a`, `b` or `d`, by the hours a car may stay (a 2, b 4, "
     "d 8).", False),
])
def test_a_figure_beside_each_value_is_no_value_of_its_own(text: str, passes: bool) -> None:
    held = data_test("accepted_values", "zone", values=["a", "b", "c"])
    verdict = judged(column("zone", text), "consistency", held)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Membership level: standard, plus or premium, set each January from last year's loans "
     "(plus 12, premium 40).", True),
    ("Loans allowed at once: 3, 5 or 12, by membership level.", False),
])
def test_a_figure_is_read_as_a_value_only_where_the_values_are_figures(text: str,
                                                                       passes: bool) -> None:
    level = data_test("accepted_values", "level", values=["standard", "plus", "premium"])
    limit = data_test("accepted_values", "loan_limit", values=[3, 5, 10])
    subject = "level" if text.startswith("Membership") else "loan_limit"
    verdict = judged(column(subject, text), "consistency", level, limit)
    assert verdict.passed is passes, verdict.reasoning


def semantic(kind: str, name: str, text: str) -> Artifact:
    return Artifact(f"{kind}.{name}", f"{kind}_description", text, "models/sem.yml", 1, "sem",
                    subject=name)


@pytest.mark.parametrize(("text", "passes"), [
    ("seat_fill_rate and no_show_rate by screen and show_date for the next 14 days of shows "
     "and the past 7.", True),
    ("seat_fill_rate and no_show_rate by screen and show_date for the upcoming shows.", False),
])
def test_a_saved_querys_window_ahead_is_its_period(text: str, passes: bool) -> None:
    verdict = judged(semantic("saved_query", "sq_screen_fill", text), "definition")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Average crossing_minutes (berth to berth, delays included) over completed sailings by "
     "departure date; every sailing weighs the same.", True),
    ("Average crossing time (berth to berth, delays included); every sailing weighs the same.",
     False),
])
def test_an_average_of_a_column_with_an_aside_says_what_it_divides(text: str,
                                                                   passes: bool) -> None:
    verdict = judged(semantic("metric", "avg_crossing_minutes", text), "definition")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("threshold", "passes"), [
    ("Lifts with more than 3 incidents per 1,000 skier days are inspected weekly.", False),
    ("Lifts with more than 3 incidents per 10,000 skier days are inspected weekly.", True),
    ("Lifts with more than 3 incidents per 1,000 lift rides are inspected weekly.", True),
])
def test_a_rate_on_another_base_than_its_documents_fails(threshold: str, passes: bool) -> None:
    dashboard = section("Reading the safety dashboard", "The dashboard shows incident_rate per "
                        "10,000 skier days by lift; a lift above 3 for a week is inspected.")
    verdict = judged(section("Thresholds", threshold), "md-consistency", dashboard)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("body", "passes"), [
    ("Agents whose complaints exceed 5 per 100 calls handled get a coaching session.", False),
    ("Agents whose complaints exceed 5 per 1,000 calls handled get a coaching session.", True),
])
def test_a_complaint_rate_on_two_bases_fails(body: str, passes: bool) -> None:
    definition = section("Complaint rate", "complaint_rate is complaints per 1,000 calls "
                         "handled, by agent and week.")
    verdict = judged(section("Coaching", body), "md-consistency", definition)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("currency", "passes"), [
    ("Payouts are made in each seller's own currency; no conversion is applied.", False),
    ("Payouts are made in each seller's own currency; no conversion is applied except for the "
     "group report, which is in USD.", True),
    ("Payouts are made in USD for every seller.", True),
])
def test_a_payout_guide_converting_and_not_fails(currency: str, passes: bool) -> None:
    run = section("Weekly payout run", "On Monday run `dbt build -s +fct_payouts`; payouts are "
                  "converted to USD at Friday's closing rate.")
    verdict = judged(section("Currency", currency), "md-consistency", run)
    assert verdict.passed is passes, verdict.reasoning
    verdict = judged(run, "md-consistency", section("Currency", currency))
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("recorded", "passes"), [
    ("Gifts are recorded in the donor's currency and never converted.", False),
    ("Gifts are recorded in the donor's currency and converted to GBP on receipt.", True),
])
def test_a_donations_guide_converting_and_not_fails(recorded: str, passes: bool) -> None:
    report = section("Annual report", "Gift totals by campaign are converted to GBP at the "
                     "year-end rate before they are published.")
    verdict = judged(section("Currencies", recorded), "md-consistency", report)
    assert verdict.passed is passes, verdict.reasoning
