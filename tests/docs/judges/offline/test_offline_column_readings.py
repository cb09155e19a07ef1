"""A column's text against its own name, tests and siblings: a unit its name's suffix gives
otherwise (tonnes, parts per million, a rate's denominator), a fraction where its name and
range test make it a percentage, a parent model its relationships test names otherwise, a
thing's amendments given rows of their own where its key is unique, a deduction taken on
gross where a sibling takes it on net, a table refreshed otherwise than its source's nightly
replica, a row per a thing its unique combination leaves out; a rationale that names its
consumer by what it lets them do; and clarity's reading of units, example codes and marketing
words beside a name. Each defect is tried beside a text that passes, in a fishery's landings
and cold store, a water utility's lab, a timber yard's prices, a ski resort's snow reports, a
library's loans, a building permit office, a travel agency's commissions, a weather network's
sources, a golf club's handicaps and a currency macro."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from tests.docs.judges.offline.test_offline_context import data_test, judged, model
from tests.docs.judges.offline.test_offline_reading import column

# --- A unit against the name's suffix ------------------------------------------------------


@pytest.mark.parametrize(("name", "text", "passes"), [
    ("landed_weight_t", "Weight of the catch landed at the quay, in kilograms.", False),
    ("landed_weight_t", "Weight of the catch landed at the quay, in tonnes.", True),
    ("nitrate_ppm", "Nitrate in the treated water sample, in parts per billion.", False),
    ("nitrate_ppm", "Nitrate in the treated water sample, in parts per million.", True),
    ("price_eur_per_kg", "Yard price per pound of kiln-dried oak, in EUR.", False),
    ("price_eur_per_kg", "Yard price per kilogram of kiln-dried oak, in EUR.", True),
    # a rate's denominator is not the unit its value is in
    ("price_eur_per_t", "Yard price of kiln-dried oak in euros per tonne.", True),
])
def test_a_unit_its_name_gives_otherwise_fails_consistency(name: str, text: str,
                                                             passes: bool) -> None:
    verdict = judged(column(name, text), "consistency")
    assert verdict.passed is passes, verdict.reasoning


def test_clarity_reads_the_new_units_as_a_unit_told() -> None:
    """A text that gives a unit tells the reader one (set M's people call "in kilograms" for a
    `_t` column clear); the contradiction is consistency's."""
    text = "Weight of the catch landed at the quay, in kilograms."
    assert judged(column("landed_weight_t", text), "clarity").passed
    assert not judged(column("landed_weight_t", text), "consistency").passed


# --- A fraction where the name and range test make a percentage -----------------------------

SNOW_RANGE = data_test("dbt_expectations.expect_column_values_to_be_between", "lift_open_pct",
                       min_value=0, max_value=100)


@pytest.mark.parametrize(("text", "tests", "passes"), [
    ("Lifts open at 09:00 as a fraction of all lifts, e.g. 0.85 for 85 %.", (SNOW_RANGE,),
     False),
    ("Lifts open at 09:00 as a percentage of all lifts, e.g. 85 for 85 %.", (SNOW_RANGE,),
     True),
    # a second range test that holds it within 0 to 1 agrees with the fraction
    ("Lifts open at 09:00 as a fraction of all lifts, e.g. 0.85 for 85 %.",
     (SNOW_RANGE, data_test("dbt_expectations.expect_column_values_to_be_between",
                            "lift_open_pct", line=11, min_value=0, max_value=1)), True),
    # with no range test the name alone says nothing of the scale
    ("Lifts open at 09:00 as a fraction of all lifts, e.g. 0.85 for 85 %.", (), True),
])
def test_a_fraction_where_a_percent_name_and_its_range_test_say_percent_fails(
        text: str, tests: tuple[Artifact, ...], passes: bool) -> None:
    verdict = judged(column("lift_open_pct", text), "consistency", *tests)
    assert verdict.passed is passes, verdict.reasoning


# --- A parent model named otherwise than the relationships test -----------------------------

BORROWER_TEST = data_test("relationships", "borrower_id", to="ref('dim_borrowers')",
                          field="borrower_id")


@pytest.mark.parametrize(("text", "passes"), [
    ("The card holder who took the loan; a foreign key to stg_ils__patrons.", False),
    ("The card holder who took the loan; a foreign key to dim_borrowers.", True),
    # a source named as where it came from is no parent
    ("The card holder who took the loan, as keyed at the desk in stg_ils__patrons; joins to "
     "dim_borrowers.", True),
])
def test_a_parent_model_the_relationships_test_names_otherwise_fails(text: str,
                                                                      passes: bool) -> None:
    verdict = judged(column("borrower_id", text), "consistency", BORROWER_TEST)
    assert verdict.passed is passes, verdict.reasoning


# --- Amendments given rows of their own where the key is unique -----------------------------

PERMIT_UNIQUE = data_test("unique", "permit_id")


@pytest.mark.parametrize(("text", "passes"), [
    ("Permit number from the council's system; one row per permit, revisions included as "
     "separate rows.", False),
    ("Permit number from the council's system; one row per permit, revisions overwrite the "
     "row.", True),
])
def test_a_unique_key_whose_text_gives_amendments_rows_of_their_own_fails(
        text: str, passes: bool) -> None:
    verdict = judged(column("permit_id", text), "consistency", PERMIT_UNIQUE)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "unique_column", "passes"), [
    ("One row per inspection of a permit site (a reinspection is a new row), with its "
     "outcome.", "site_id", False),
    # the redone thing's own key: each reinspection has its own id
    ("One row per inspection of a permit site (a reinspection is a new row), with its "
     "outcome.", "inspection_id", True),
])
def test_a_model_that_gives_redoings_new_rows_against_a_unique_key_it_names(
        text: str, unique_column: str, passes: bool) -> None:
    verdict = judged(model(text), "consistency", data_test("unique", unique_column))
    assert verdict.passed is passes, verdict.reasoning


# --- A deduction on two bases ---------------------------------------------------------------

AGENCY = column("payout_eur", "What the agent is paid: gross_sales_eur minus commission_eur, "
                "where the commission is computed on net sales.")


@pytest.mark.parametrize(("text", "passes"), [
    ("Agency commission in EUR at the contract rate, charged on gross sales for bookings "
     "over EUR 500.", False),
    ("Agency commission in EUR at the contract rate, charged on net sales for bookings over "
     "EUR 500.", True),
])
def test_a_deduction_taken_on_the_other_basis_than_a_sibling_gives_fails(
        text: str, passes: bool) -> None:
    verdict = judged(column("commission_eur", text), "consistency", AGENCY)
    assert verdict.passed is passes, verdict.reasoning


# --- A table against its source's nightly replica --------------------------------------------

def _source(kind: str, name: str, text: str) -> Artifact:
    return Artifact(f"{kind}.{name}", kind, text, "models/sources.yml", 1, "met_feed",
                    subject=name)


@pytest.mark.parametrize(("text", "passes"), [
    ("Station readings exported from the logger network, refreshed hourly.", False),
    ("Station readings exported from the logger network with the nightly replica.", True),
])
def test_a_table_refreshed_otherwise_than_its_sources_nightly_replica_fails(
        text: str, passes: bool) -> None:
    source = _source("source_description", "met_feed", "Nightly replica of the weather "
                     "network's database (stations, readings, alerts), in the RAW_MET schema.")
    verdict = judged(_source("table_description", "readings", text), "consistency", source)
    assert verdict.passed is passes, verdict.reasoning


# --- A rationale that names its consumer by what it lets them do ----------------------------

def _rationale(text: str) -> Artifact:
    return Artifact("column.handicap_index.rationale", "column_rationale", text,
                    "models/x.yml", 3, "fct_rounds", subject="handicap_index")


@pytest.mark.parametrize(("text", "passes"), [
    ("Members dispute handicaps more than any other figure; storing it per round lets the "
     "competition secretary show the exact change on the card.", True),
    ("Course ratings change each season, so the handicap committee needs the index per round.",
     True),
    ("A round keyed to an unknown course sits unscored; failing here surfaces a course the "
     "ratings import missed.", True),
    ("Stores the handicap index per round for the season.", False),
])
def test_a_rationale_that_names_what_it_lets_its_consumer_do_passes(text: str,
                                                                    passes: bool) -> None:
    verdict = judged(_rationale(text), "rationale")
    assert verdict.passed is passes, verdict.reasoning


# --- A row per a thing the unique combination leaves out -----------------------------------

def _stand_key(*columns: str) -> Artifact:
    return data_test("dbt_utils.unique_combination_of_columns", None,
                     combination_of_columns=list(columns))


@pytest.mark.parametrize(("text", "passes"), [
    ("Daily fish stock per harbour, species and grade: tonnes held in the cold store.", False),
    ("Daily fish stock per harbour, species and day: tonnes held in the cold store.", True),
])
def test_a_row_per_a_thing_the_unique_combination_leaves_out_fails(text: str,
                                                                  passes: bool) -> None:
    verdict = judged(model(text, "rpt_cold_store_stock"), "consistency",
                     _stand_key("stock_date", "harbour_id", "species_code"))
    assert verdict.passed is passes, verdict.reasoning


# --- Clarity: a unit, an example code and a name beside marketing words ---------------------

@pytest.mark.parametrize(("name", "text", "passes"), [
    ("nitrate_ppm", "Nitrate in the treated water sample, in parts per million.", True),
    ("price_eur_per_bu", "Price per bushel once the futures and the basis are both fixed.",
     True),
    # a code shown as an example is a value, not jargon
    ("harbour_code", "Harbour code (e.g. KLW), as on the landing slips.", True),
    ("harbour_code", "Harbour KLW.", False),
    # words in brackets after an acronym spell it out; they are not vague prose
    ("is_prn", "True when the order is PRN (as needed) rather than scheduled.", True),
])
def test_clarity_reads_units_and_example_codes(name: str, text: str, passes: bool) -> None:
    verdict = judged(column(name, text), "clarity")
    assert verdict.passed is passes, verdict.reasoning


def _macro(text: str) -> Artifact:
    return Artifact("macro.to_eur.description", "macro_description", text, "macros/x.yml", 1,
                    "to_eur", subject="to_eur")


@pytest.mark.parametrize(("text", "passes"), [
    ("This macro leverages our best-in-class FX framework to seamlessly unify currencies "
     "across the platform.", False),
    ("Converts an amount column to EUR at the ECB rate of the booking date; returns null "
     "when no rate is published. Call it as to_eur('amount', 'currency_code').", True),
])
def test_marketing_words_beside_a_name_tell_no_usage(text: str, passes: bool) -> None:
    verdict = judged(_macro(text), "usage")
    assert verdict.passed is passes, verdict.reasoning


def test_a_name_beside_a_plain_vague_word_still_tells_something() -> None:
    """Only marketing words make a name beside them tell nothing: "how important each stage
    was" beside the attribution model's name is a text about that model."""
    text = ("Weight of the touchpoint in the [custom attribution model](https://example.com/"
            "attribution), based on Bizible's: how important each stage was in closing the deal.")
    verdict = judged(column("custom_model_credit", text), "clarity")
    assert verdict.passed, verdict.reasoning
