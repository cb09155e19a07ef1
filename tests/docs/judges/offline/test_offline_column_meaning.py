"""Column checks that read meaning through the project's own context, each on a domain of its
own and each beside a text that passes: a relation the tests hold in any spelling, a clear text
that must tell something, a unit a metric's name gives, a grain read against any of the
model's keys, a value list read against the column's test."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from gate.docs.data_tests import DataTest
from gate.docs.judges.offline.shared import equations
from tests.docs.judges.offline.test_offline_context import data_test, judged, model
from tests.docs.judges.offline.test_offline_reading import column

# --- One relation, whatever way a test writes it ---------------------------------------------

SPELLINGS = [("expression_is_true", {"expression": "payroll_cost - employer_levy - net_wage = 0"}),
             ("expression_is_true", {"expression": "net_wage = payroll_cost - employer_levy"}),
             ("custom_sql", {"sql": "select * from {{ model }} "
                                    "where net_wage <> payroll_cost - employer_levy"})]


@pytest.mark.parametrize(("type_", "args"), SPELLINGS)
def test_every_spelling_of_a_relation_is_one_relation(type_: str, args: dict[str, str]) -> None:
    held = equations.test_relation(DataTest(type_, "net_wage", args))
    assert held == equations.relation("net_wage", "payroll_cost - employer_levy")
    assert equations.formula_of("net_wage", [held] if held else []) == frozenset(
        {(1, "payroll_cost"), (-1, "employer_levy")})


@pytest.mark.parametrize("expression", ["a_col * b_col = c_col", "a_col = b_col + 1",
                                        "a_col - b_col > 0", "a_col = b_col"])
def test_a_product_a_constant_or_an_inequality_is_no_relation(expression: str) -> None:
    test = DataTest("expression_is_true", None, {"expression": expression})
    assert equations.test_relation(test) is None


@pytest.mark.parametrize(("type_", "args"), SPELLINGS)
def test_a_formula_against_any_spelling_of_the_tested_relation_fails(
        type_: str, args: dict[str, str]) -> None:
    tested = data_test(type_, "net_wage", **args)
    wrong = column("net_wage", "Wage paid out: payroll_cost plus employer_levy.", "fct_payslips")
    right = column("net_wage", "Wage paid out: payroll_cost minus employer_levy.", "fct_payslips")
    assert not judged(wrong, "consistency", tested).passed
    assert judged(right, "consistency", tested).passed


def test_a_test_that_holds_anothers_relation_in_other_words_is_redundant() -> None:
    query = data_test("custom_sql", "net_wage", line=10, sql="select * from {{ model }} where "
                      "net_wage <> payroll_cost - employer_levy")
    rewritten = data_test("expression_is_true", "net_wage", line=14,
                          expression="payroll_cost - employer_levy - net_wage = 0")
    other = data_test("expression_is_true", "gross_wage", line=14,
                      expression="gross_wage - payroll_cost - bonus = 0")
    verdict = judged(rewritten, "no-redundant", query)
    assert not verdict.passed
    assert "already holds the relation" in verdict.reasoning
    assert judged(other, "no-redundant", query).passed


# --- A clear text tells something a reader can use ---------------------------------------------

def _described(kind: str, subject: str, text: str) -> Artifact:
    return Artifact(f"{kind}.{subject}", kind, text, "models/x.yml", 3, "fct_loans",
                    subject=subject)


@pytest.mark.parametrize(("kind", "subject", "empty", "told"), [
    ("column_description", "shelf_humidity", "Humidity on the shelf, used to plan restoration.",
     "Relative humidity on the shelf, in percent, read hourly by the stack sensor."),
    ("unit_test_description", "overdue_fine", "Tests the fine logic.",
     "A loan returned 3 days late is fined 0.75 EUR; one returned on time is fined 0."),
    ("exposure_description", "circulation_board", "Used by the circulation desk.",
     "Circulation desk's morning board: yesterday's loans and returns by branch, refreshed "
     "at 06:00 UTC."),
    ("column_description", "is_member", "True once the reader holds at least one library card.",
     None),
    ("column_description", "shelf_hours", "Hours staff spent shelving, summed over shifts; "
     "effort, not opening hours.", None),
    # an identifier's or a name's text need only say what it identifies or names
    ("column_description", "branch_id", "The unique identifier of the library branch.", None),
    ("column_description", "branch_name", "Name of the library branch.", None),
    ("column_description", "renewing_members", "Members who renewed their card.", None),
])
def test_a_description_that_tells_nothing_concrete_is_unclear(
        kind: str, subject: str, empty: str, told: str | None) -> None:
    verdict = judged(_described(kind, subject, empty), "clarity")
    if told is None:  # a threshold, a distinction or an aggregation is something told
        assert verdict.passed
        return
    assert not verdict.passed
    assert "nothing concrete" in verdict.reasoning
    assert judged(_described(kind, subject, told), "clarity").passed


# --- A grain read against any of the model's keys ----------------------------------------------

def test_a_grain_that_names_a_smaller_key_is_the_grain_of_the_wider_one_too() -> None:
    key = data_test("dbt_utils.unique_combination_of_columns", None, 5,
                    combination_of_columns=["member_id", "hold_date"])
    wider = data_test("dbt_utils.unique_combination_of_columns", None, 6,
                      combination_of_columns=["member_id", "hold_date", "branch_id"])
    named = model("One row per member per hold date, taken at closing time.", "fct_holds_daily")
    other = model("One row per branch per hold date.", "fct_holds_daily")
    assert judged(named, "consistency", key, wider).passed
    verdict = judged(other, "consistency", key, wider)
    assert not verdict.passed
    assert "member_id" in verdict.reasoning


def test_a_grain_may_name_the_models_own_thing_in_other_words() -> None:
    key = data_test("unique", "delivery_id", 5)
    vacuous = data_test("dbt_utils.unique_combination_of_columns", None, 6,
                        combination_of_columns=["delivery_id", "route_code"])
    parcel = column("parcel_id", "The parcel handed over, as the depot labels it.",
                    "fct_deliveries")
    waited = column("door_wait_minutes", "Minutes the driver waited at the door.",
                    "fct_deliveries")  # a measure's words name no thing
    own = model("One row per drop-off at a customer's door, attempted or completed, "
                "after a wait of up to 5 minutes.", "fct_deliveries")
    another = model("One row per parcel, attempted or completed.", "fct_deliveries")
    assert judged(own, "consistency", key, vacuous, parcel, waited).passed
    assert not judged(another, "consistency", key, vacuous, parcel).passed


# --- A metric's unit against its name -----------------------------------------------------------

@pytest.mark.parametrize("kind", ["metric_description", "measure_description"])
@pytest.mark.parametrize("criterion", ["consistency", "clarity"])
def test_a_metric_given_in_another_unit_than_its_name_fails(kind: str, criterion: str) -> None:
    wrong = _described(kind, "pick_wait_minutes", "Average wait of a pick order before a picker "
                       "takes it, in hours: total_wait_minutes / picks.")
    right = _described(kind, "pick_wait_minutes", "Average wait of a pick order before a picker "
                       "takes it, in minutes: total_wait_minutes / picks.")
    verdict = judged(wrong, criterion)
    assert not verdict.passed
    assert "named in minutes" in verdict.reasoning
    assert judged(right, criterion).passed


# --- Quoted values against the column's accepted_values ----------------------------------------

def test_a_quoted_value_list_that_leaves_out_a_tested_value_fails() -> None:
    held = data_test("accepted_values", "triage_code", values=["R", "Y", "G", "B"])
    short = column("triage_code", "Urgency at triage: 'R' = seen now, 'Y' = within 30 minutes, "
                   "'G' = within 2 hours.", "fct_ed_visits")
    whole = column("triage_code", "Urgency at triage: 'R' = seen now, 'Y' = within 30 minutes, "
                   "'G' = within 2 hours, 'B' = referred to a GP.", "fct_ed_visits")
    sample = column("triage_code", "Urgency at triage, e.g. 'R' = seen now, 'Y' = within 30 "
                    "minutes, 'G' = within 2 hours.", "fct_ed_visits")
    verdict = judged(short, "consistency", held)
    assert not verdict.passed
    assert "leaves out b" in verdict.reasoning
    assert judged(whole, "consistency", held).passed
    assert judged(sample, "consistency", held).passed


# --- A count that is a ratio's term -------------------------------------------------------------

def test_a_count_that_is_one_term_of_a_whole_ratio_is_defined_by_it() -> None:
    ratio = _described("metric_description", "rides_per_dock",
                       "ride_count divided by the number of distinct docks in service in the "
                       "same period; 2.0 for a day means each dock started two rides.")
    bare = _described("metric_description", "docks_used",
                      "The number of distinct docks during the calendar month.")
    assert judged(ratio, "definition").passed
    verdict = judged(bare, "definition")
    assert not verdict.passed
    assert "which count" in verdict.reasoning


# --- What a model's description fixes for all its texts ----------------------------------------

@pytest.mark.parametrize("criterion", ["consistency", "definition"])
def test_a_text_that_excludes_what_its_model_includes_fails(criterion: str) -> None:
    basis = model("One row per order line. Prices are in EUR including VAT.", "fct_order_lines")
    wrong = column("line_price_eur", "Price the buyer pays for the line, in EUR, excluding VAT.",
                   "fct_order_lines")
    right = column("line_price_eur", "Price the buyer pays for the line, in EUR, including "
                   "VAT.", "fct_order_lines")
    verdict = judged(wrong, criterion, basis)
    assert not verdict.passed
    assert "excludes vat" in verdict.reasoning
    assert judged(right, criterion, basis).passed


def test_a_text_that_excludes_what_a_column_it_names_includes_fails() -> None:
    price = column("line_price_eur", "Price of the line in EUR, including VAT.", "fct_order_lines")
    wrong = _described("measure_description", "revenue_eur",
                       "Sum of line_price_eur, excluding VAT.")
    right = _described("measure_description", "revenue_eur",
                       "Sum of line_price_eur, in EUR including VAT.")
    assert not judged(wrong, "consistency", price).passed
    assert judged(right, "consistency", price).passed


def test_a_count_in_another_unit_than_the_model_defines_fails() -> None:
    basis = model("One row per ward admission. Patient counts are care episodes, not people.",
                  "fct_admissions")
    wrong = column("patients_admitted", "Number of patient records admitted in the day.",
                   "fct_admissions")
    right = column("patients_admitted", "Number of care episodes admitted in the day.",
                   "fct_admissions")
    verdict = judged(wrong, "consistency", basis)
    assert not verdict.passed
    assert "counts patients as records" in verdict.reasoning
    assert judged(right, "consistency", basis).passed


def test_a_text_that_names_values_or_columns_tells_something() -> None:
    flag = column("is_withdrawn", "True for withdrawn or missing items; reserved items ('R') "
                  "count as on loan.", "dim_items")
    assert judged(flag, "clarity").passed


def test_a_rank_that_names_its_top_value_has_its_scale() -> None:
    named = column("reshelving_rank", "Place of the trolley in this morning's reshelving round: "
                   "1 is shelved first; ties go to the fuller trolley.", "fct_trolleys")
    bare = column("reshelving_rank", "Place of the trolley in this morning's reshelving round.",
                  "fct_trolleys")
    assert judged(named, "clarity").passed
    verdict = judged(bare, "clarity")
    assert not verdict.passed
    assert "no scale" in verdict.reasoning


def test_a_length_a_quoted_value_does_not_have_is_unclear() -> None:
    said = "Three-letter IATA code of the airport the flight departs from, as the schedule gives it"
    wrong = column("origin_airport", f"{said}, e.g. 'EGLL'.", "fct_flights")
    right = column("origin_airport", f"{said}, e.g. 'LHR'.", "fct_flights")
    verdict = judged(wrong, "clarity")
    assert not verdict.passed
    assert "Three-letter" in verdict.reasoning
    assert judged(right, "clarity").passed


def test_a_qualifier_before_any_noun_needs_defining() -> None:
    open_ = column("has_live_card", "True when the shopper holds an active loyalty card.",
                   "dim_shoppers")
    defined = column("has_live_card", "True when the shopper holds an active loyalty card: "
                     "one scanned at a till in the last 90 days.", "dim_shoppers")
    verdict = judged(open_, "clarity")
    assert not verdict.passed
    assert "active loyalty card" in verdict.reasoning
    assert judged(defined, "clarity").passed


# --- A rationale that rates instead of reasoning ------------------------------------------------

def test_a_rationale_that_calls_a_model_important_for_a_consumer_gives_no_reason() -> None:
    rated = _described("model_rationale", "fct_routes", "Critical table for the dispatch team.")
    reasoned = _described("model_rationale", "fct_routes", "The dispatch team assigns vans from "
                          "this table each morning; a missing route leaves its stops unserved.")
    verdict = judged(rated, "rationale")
    assert not verdict.passed
    assert "'Critical'" in verdict.reasoning
    assert judged(reasoned, "rationale").passed


def test_a_flag_that_defines_its_term_with_other_figures_than_the_model_fails() -> None:
    basis = model("One row per loan. A loan counts as a *late return* when it comes back more "
                  "than 3 days after its due date.", "fct_loans")
    wrong = column("is_late_return", "True when the book came back any day after its due date.",
                   "fct_loans")
    right = column("is_late_return", "True when the book came back more than 3 days after its "
                   "due date.", "fct_loans")
    verdict = judged(wrong, "consistency", basis)
    assert not verdict.passed
    assert "two definitions of one term" in verdict.reasoning
    assert judged(right, "consistency", basis).passed
