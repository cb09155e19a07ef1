"""A column's text against its name, tests and siblings, and the rationales, metrics and
macros beside it: another currency than its name's, a yes or no where the test holds several
states, a flag that restates its name's state, a figure for a tested value that the value's
own column gives otherwise, two code systems for parallel columns, an alternative column the
model does not declare, a unit after a figure read as a listed value, a norm only an insider
knows or a pointer in place of a definition, a tolerance with no unit; a
rationale that says a failing test means wrong data or that every model gets the test, and
one that names who a breach is reported to or what no one sees; a metric scaled to a base or
summed over any period; a macro no caller calls. Each defect is tried beside a text that
passes, in domains no gold set holds: a ferry operator, a kennel, a vineyard, a railway depot,
a zoo, a seed bank, a museum's loans, a machine shop and a theatre's box office."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from gate.docs.data_tests import DataTest
from tests.docs.judges.offline.test_offline_context import data_test, judged
from tests.docs.judges.offline.test_offline_reading import column

# --- Another currency than the name's -------------------------------------------------------


@pytest.mark.parametrize(("text", "passes"), [
    ("Fare paid for the crossing in pounds sterling, at the booking date's rate.", False),
    ("Fare paid for the crossing in euros, converted from sterling at the booking date.", True),
    ("Fare paid for the crossing, converted to EUR from GBP at the booking date.", True),
])
@pytest.mark.parametrize("criterion", ["consistency", "clarity"])
def test_a_currency_in_words_its_name_gives_otherwise_fails(text: str, passes: bool,
                                                            criterion: str) -> None:
    verdict = judged(column("fare_eur", text, "fct_ferry_bookings"), criterion)
    assert verdict.passed is passes, verdict.reasoning


# --- A yes or no where the test holds three states ------------------------------------------

LOAN_STATES = data_test("accepted_values", "loan_state", values=["ON_LOAN", "IN_TRANSIT",
                                                                 "RETURNED"])


@pytest.mark.parametrize(("text", "passes"), [
    ("Shows whether the painting is currently out on loan, which the gallery plan uses.",
     False),
    ("State of the painting's loan, from the loan register: ON_LOAN, IN_TRANSIT or RETURNED.",
     True),
])
@pytest.mark.parametrize("criterion", ["consistency", "clarity"])
def test_a_yes_or_no_where_the_test_holds_three_states_fails(text: str, passes: bool,
                                                             criterion: str) -> None:
    verdict = judged(column("loan_state", text, "fct_museum_loans"), criterion, LOAN_STATES)
    assert verdict.passed is passes, verdict.reasoning


def test_a_yes_or_no_beside_a_boolean_test_is_a_flag() -> None:
    flag = data_test("accepted_values", "is_on_loan", values=[True, False])
    text = "Whether the painting is out on loan on the snapshot date, per the loan register."
    assert judged(column("is_on_loan", text, "fct_museum_loans"), "consistency", flag).passed


# --- A flag that restates its name's state --------------------------------------------------


@pytest.mark.parametrize(("text", "passes"), [
    ("True when the feed is late, so that the keeper on duty can give it before the round "
     "ends.", False),
    ("True when the feed is late: given more than 30 minutes after its scheduled time.", True),
    ("True when the feed is late (given after scheduled_at plus the kennel's grace period).",
     True),
])
def test_a_flag_that_only_restates_its_state_is_unclear(text: str, passes: bool) -> None:
    verdict = judged(column("is_late", text, "fct_kennel_feeds"), "clarity")
    assert verdict.passed is passes, verdict.reasoning


# --- A figure for a tested value that the value's own column gives otherwise ----------------

TIERS = data_test("accepted_values", "membership_tier", values=["bronze", "silver", "gold"])
TIER_TEXT = "Membership tier: bronze, silver or gold. Free visits a year: silver 10, gold 25."


@pytest.mark.parametrize(("text", "passes"), [
    ("Number of free visits the member has left this year: the tier's allowance (silver 10, "
     "gold 40) less the visits made.", False),
    ("Number of free visits the member has left this year: the tier's allowance (silver 10, "
     "gold 25) less the visits made.", True),
])
def test_a_figure_a_tested_values_own_column_gives_otherwise_fails(text: str,
                                                                   passes: bool) -> None:
    verdict = judged(column("free_visits_left", text, "dim_zoo_members"), "consistency",
                     column("membership_tier", TIER_TEXT, "dim_zoo_members"), TIERS)
    assert verdict.passed is passes, verdict.reasoning


def test_the_column_that_holds_the_values_is_not_faulted_against_another() -> None:
    other = column("free_visits_left", "Number of free visits the member has left this year: "
                   "the tier's allowance (silver 10, gold 40) less the visits made.",
                   "dim_zoo_members")
    verdict = judged(column("membership_tier", TIER_TEXT, "dim_zoo_members"), "consistency",
                     other, TIERS)
    assert verdict.passed, verdict.reasoning


def test_a_unit_after_a_figure_is_no_value_of_a_list() -> None:
    text = "Loan class A, B or C; A allows 7 calendar days, B 14 and C 28."
    tested = data_test("accepted_values", "loan_class", values=["A", "B", "C"])
    assert judged(column("loan_class", text, "fct_seed_loans"), "consistency", tested).passed


# --- Two code systems for parallel columns --------------------------------------------------

ORIGIN = column("origin_station", "UIC code of the station the train left, e.g. 8700014.",
                "fct_depot_moves")


@pytest.mark.parametrize(("text", "passes"), [
    ("CRS code of the station the train reached, e.g. PAD.", False),
    ("UIC code of the station the train reached, e.g. 7015400.", True),
])
def test_a_parallel_column_in_another_code_system_fails(text: str, passes: bool) -> None:
    verdict = judged(column("destination_station", text, "fct_depot_moves"), "consistency",
                     ORIGIN)
    assert verdict.passed is passes, verdict.reasoning


def test_columns_whose_names_say_their_systems_hold_two_by_design() -> None:
    uic = column("uic_station", "UIC code of the station, e.g. 8700014.", "dim_depot_stations")
    text = "CRS code of the station, e.g. PAD."
    verdict = judged(column("crs_station", text, "dim_depot_stations"), "consistency", uic)
    assert verdict.passed, verdict.reasoning


# --- An alternative column the model does not declare ---------------------------------------

SHOP = column("gauge_id", "Gauge the part was measured with; joins to dim_gauges.",
              "fct_shop_measurements")


@pytest.mark.parametrize(("text", "passes"), [
    ("Date the part was measured; null for parts measured by the customer, which use "
     "customer_measured_date instead.", False),
    ("Date the part was measured; null for parts measured by the customer, which use "
     "gauge_id instead.", True),
])
def test_an_alternative_column_the_model_does_not_declare_fails(text: str,
                                                                passes: bool) -> None:
    verdict = judged(column("measured_date", text, "fct_shop_measurements"), "consistency",
                     SHOP)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Tolerance the drawing allows on the bore, as the customer's standard allows.", False),
    ("Tolerance the drawing allows on the bore, in mm either side of nominal.", True),
])
def test_a_tolerance_says_its_unit(text: str, passes: bool) -> None:
    verdict = judged(column("bore_tolerance", text, "fct_shop_measurements"), "clarity")
    assert verdict.passed is passes, verdict.reasoning


# --- A norm only an insider knows ---------------------------------------------------


@pytest.mark.parametrize(("text", "passes"), [
    ("Grape variety of the block, with the usual exceptions for field blends.", False),
    ("Grape variety of the block from the standard list.", False),
    ("Grape variety of the block (see appellation rules).", False),
    ("Grape variety of the block as registered with the appellation, e.g. Riesling; field "
     "blends are recorded as 'mixed'.", True),
])
def test_a_norm_only_an_insider_knows_sends_the_reader_elsewhere(text: str,
                                                                 passes: bool) -> None:
    verdict = judged(column("variety", text, "dim_vineyard_blocks"), "clarity")
    assert verdict.passed is passes, verdict.reasoning


# --- Rationales -----------------------------------------------------------------------------


def _test(rationale: str, type_: str = "not_null", column_name: str | None = "feed_id",
          **args: object) -> Artifact:
    test = DataTest(type_, column_name, dict(args), rationale, 8)
    return Artifact(f"test.{type_}.{column_name}", "test", test.artifact_text(),
                    "models/x.yml", 8, "fct_kennel_feeds", subject=test.render(),
                    rationale_expected=True, has_rationale=True, test=test)


TestShape = tuple[str, str, dict[str, object]]
NO_KEY: TestShape = ("not_null", "feed_id", {})
OVER_MAX: TestShape = ("dbt_utils.accepted_range", "portion_ratio", {"max_value": 1})


@pytest.mark.parametrize(("text", "test", "passes"), [
    ("If this test fails, the data in the model is wrong and should be fixed first.", NO_KEY,
     False),
    ("Records that the feed was checked; part of the standard audit set every mart gets.",
     NO_KEY, False),
    ("A feed without a key cannot be matched to its dog's diet plan, so the kennel's chart "
     "shows it as never given.", NO_KEY, True),
    ("A portion above the vet's plan must never happen and is reported to the kennel's vet.",
     OVER_MAX, True),
    ("A feed without a key is one that no diet chart sees.", NO_KEY, True),
])
def test_a_rationale_true_of_any_test_fails_and_a_stake_passes(
        text: str, test: TestShape, passes: bool) -> None:
    type_, column_name, args = test
    verdict = judged(_test(text, type_, column_name, **args), "rationale")
    assert verdict.passed is passes, verdict.reasoning


# --- Metrics --------------------------------------------------------------------------------


def _metric(name: str, text: str) -> Artifact:
    return Artifact(f"metric.{name}", "metric_description", text, "models/metrics.yml", 3,
                    "metrics", subject=name)


@pytest.mark.parametrize(("name", "text", "passes"), [
    ("no_shows_per_100_tickets", "Unused tickets per 100 paying ticket holders; comps "
     "excluded.", True),
    ("tickets_sold", "Sum of tickets_sold over any period and grouping.", True),
    ("tickets_sold", "Sum of tickets_sold.", False),
    ("refund_ratio", "Ratio: numerator refunded tickets of cancelled or moved shows, "
     "denominator all tickets sold for those shows, times 100.", True),
])
def test_a_metric_scaled_to_a_base_or_over_any_period_needs_no_period(
        name: str, text: str, passes: bool) -> None:
    verdict = judged(_metric(name, text), "definition")
    assert verdict.passed is passes, verdict.reasoning


def test_a_money_word_in_a_counts_base_is_no_amount() -> None:
    text = "Unused tickets per 100 revenue seats; comps excluded."
    verdict = judged(_metric("no_shows_per_100_seats", text), "definition")
    assert "currency" not in verdict.reasoning, verdict.reasoning


# --- Macros -------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "passes"), [
    ("Do not call; runs as an on-run-end hook to archive the run's logs.", True),
    ("Archives the run's logs.", False),
])
def test_a_macro_no_caller_calls_has_told_its_use(text: str, passes: bool) -> None:
    macro = Artifact("macro.archive_logs", "macro_description", text, "macros/x.yml", 2,
                     "macros", subject="archive_logs")
    verdict = judged(macro, "usage")
    assert verdict.passed is passes, verdict.reasoning
