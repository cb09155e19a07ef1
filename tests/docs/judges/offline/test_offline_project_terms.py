"""The offline judge reads a text's terms against what its project says elsewhere: a grain
against the noun its key names, a sum against what a sibling says it already holds, a split
said to be another's against that other's values, a basis a sibling fixes for the same term.
Tried on a hospital's and a library's projects, each defect beside a text that passes."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from tests.docs.judges.offline.test_offline_context import data_test, judged, model
from tests.docs.judges.offline.test_offline_reading import column


@pytest.mark.parametrize(("text", "passes"), [
    ("One row per patient per calendar day on the ward, with the day's charges.", False),
    ("One row per admission per calendar day on the ward, with the day's charges.", True),
    ("One row per patient admission per day on the ward.", True),
])
def test_a_grain_that_names_what_qualifies_the_keys_noun_names_another_thing(
        text: str, passes: bool) -> None:
    key = data_test("dbt_utils.unique_combination_of_columns", None,
                    combination_of_columns=["patient_admission_id", "charge_date"])
    verdict = judged(model(text, "fct_ward_days"), "consistency", key)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Loans: one row per member per day with that day's borrowings.", False),
    ("Loans: one row per loan transaction, as the circulation desk posts it.", True),
    ("Loans: one row per posting to a member's account, from the circulation ledger.", True),
])
def test_a_grain_beside_a_unique_key_for_a_finer_thing_is_not_the_row(
        text: str, passes: bool) -> None:
    unique = data_test("unique", "loan_txn_id")
    member = column("member_id", "Library card number of the borrower.", "fct_loan_txns")
    verdict = judged(model(text, "fct_loan_txns"), "consistency", unique, member)
    assert verdict.passed is passes, verdict.reasoning


def test_an_instant_in_a_key_name_is_not_the_thing_the_row_is() -> None:
    key = data_test("dbt_utils.unique_combination_of_columns", None,
                    combination_of_columns=["bed_id", "shift_start_utc"])
    assert judged(model("One row per bed per nursing shift.", "fct_bed_shifts"),
                  "consistency", key).passed


@pytest.mark.parametrize(("text", "passes"), [
    ("H = triage_score 0–3, seen within an hour; M = 4–6, within four hours; L = 7–10, "
     "within a day.", True),
    ("Urgency band from the triage nurse's score.", False),
])
def test_values_defined_one_by_one_as_letters_are_the_tested_values(
        text: str, passes: bool) -> None:
    values = data_test("accepted_values", "urgency_band", values=["H", "M", "L"])
    verdict = judged(column("urgency_band", text, "fct_triage"), "consistency", values)
    assert verdict.passed is passes, verdict.reasoning


LATE_FEE = column("late_fee_eur", "Fee charged for a late return, in EUR; already included in "
                  "amount_due_eur.", "fct_loans")


@pytest.mark.parametrize(("text", "passes"), [
    ("What the member still owes: amount_due_eur + late_fee_eur minus paid_eur.", False),
    ("What the member still owes: amount_due_eur minus paid_eur, in EUR.", True),
])
def test_a_sum_with_a_column_a_sibling_says_is_already_inside_another_counts_it_twice(
        text: str, passes: bool) -> None:
    verdict = judged(column("balance_eur", text, "fct_loans"), "consistency", LATE_FEE)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Ward group, `surgical` or `medical`; the same split as care_setting, so use either.",
     False),
    ("Ward group, `inpatient` or `outpatient`; the same split as care_setting, so use either.",
     True),
])
def test_a_split_said_to_be_a_siblings_must_hold_the_siblings_values(
        text: str, passes: bool) -> None:
    setting = column("care_setting", "Where the care is given: inpatient or outpatient.",
                     "fct_episodes")
    verdict = judged(column("ward_group", text, "fct_episodes"), "consistency", setting)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Late returns ÷ issued loans for the month.", False),
    ("Late returns ÷ closed loans for the month.", True),
])
def test_a_term_divided_by_another_kind_of_thing_than_a_sibling_divides_it_by(
        text: str, passes: bool) -> None:
    overall = Artifact("metric.return_health", "metric_description", "Return health: the late "
                       "return rate and the loss rate, both on closed loans: (late returns + "
                       "lost items) ÷ closed loans.", "models/m.yml", 1, "metrics",
                       subject="return_health")
    metric = Artifact("metric.late_return_rate", "metric_description", text, "models/m.yml", 5,
                      "metrics", subject="late_return_rate")
    verdict = judged(metric, "consistency", overall)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Net fines collected at the desk in the month, in EUR.", False),
    ("Fines collected at the desk in the month, in EUR.", True),
])
def test_a_basis_word_no_sibling_gives_the_term_is_another_figure(
        text: str, passes: bool) -> None:
    siblings = (column("fines_due_eur", "Fines charged in the month, in EUR.", "fct_desk"),
                column("fines_waived_eur", "Fines waived by staff in the month, in EUR.",
                       "fct_desk"))
    verdict = judged(column("fines_collected_eur", text, "fct_desk"), "consistency", *siblings)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("returned_copies minus ordered_copies.", False),
    ("ordered_copies minus returned_copies: copies still out with the supplier.", True),
    ("returned_copies minus ordered_copies, so negative while copies are still out.", True),
])
def test_a_difference_a_test_holds_never_positive_reads_turned_round(
        text: str, passes: bool) -> None:
    order = data_test("custom_sql", None, sql="select * from {{ ref('fct_orders') }} where "
                      "returned_copies > ordered_copies")
    verdict = judged(column("copies_outstanding", text), "consistency", order)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("model_name", "key", "text"), [
    ("dim_loan_detail", "dim_loan_detail_id", "One row per loan, with its fines."),
    ("dim_member_hist", "member_snapshot_id", "One row per member per valid_from/valid_to "
                                              "window."),
    ("fct_shelf_events", "shelf_label", "One row per shelf."),
    ("fct_shelf_events", "shelf_path", "One row per shelf."),
])
def test_the_models_own_key_and_a_keys_copy_or_name_are_no_other_thing(
        model_name: str, key: str, text: str) -> None:
    verdict = judged(model(text, model_name), "consistency", data_test("unique", key))
    assert verdict.passed, verdict.reasoning
