"""The offline judge reads a text with its project's context: a column's tests and kind, its
model's unique tests, expression tests and name, its siblings' claims, and a Markdown procedure's
steps. Each defect people fail is tried beside a text that passes, so a rule that fires on
everything goes red too."""

from __future__ import annotations

from typing import Any

import pytest

from gate.docs.artifacts import Artifact
from gate.docs.contract.rubric import DBT_RESOURCE_RUBRIC, MARKDOWN_RUBRIC, SCHEMA_RUBRIC
from gate.docs.data_tests import DataTest
from gate.docs.judges.offline.context.column_kind import column_kind
from gate.docs.judges.offline.heuristic import HeuristicJudge
from gate.docs.seam.judge import JudgeRequest, Verdict
from tests.docs.judges.offline.test_offline_reading import column, section

CRITERIA = {c.id: c for c in (*SCHEMA_RUBRIC, *DBT_RESOURCE_RUBRIC, *MARKDOWN_RUBRIC)}


def judged(artifact: Artifact, criterion_id: str, *siblings: Artifact) -> Verdict:
    request = JudgeRequest(artifact, (CRITERIA[criterion_id],), (artifact, *siblings))
    outcome = HeuristicJudge().judge(request, deadline=0)
    assert outcome.verdicts is not None
    return outcome.verdicts[criterion_id]


def data_test(type_: str, column_name: str | None, line: int = 10, **args: Any) -> Artifact:
    data_test = DataTest(type_, column_name, args, "A rationale that names what breaks.", line)
    return Artifact(f"test.{type_}.{column_name}.{line}", "test", data_test.artifact_text(),
                    "models/x.yml", line, "fct_orders", subject=data_test.render(),
                    rationale_expected=True, has_rationale=True, test=data_test)


def model(text: str, name: str = "fct_orders") -> Artifact:
    return Artifact("model.description", "model_description", text, "models/x.yml", 1, name,
                    subject=name)


# --- A column's kind comes from its tests and its name's last part -----------------------------

@pytest.mark.parametrize(("name", "tests", "kind"), [
    ("payment_received_at", (), "timestamp"),
    ("revenue_share", (), "ratio"),
    ("credit_score", (), "score"),
    ("payment_method", (), None),
    ("is_paid", (), "boolean"),
    ("plan", (DataTest("accepted_values", "plan", {"values": ["free", "pro"]}),), "status"),
    ("discount_pct", (), "ratio"),
    ("amount_paid", (), "money"),
])
def test_a_columns_kind_never_comes_from_a_word_inside_its_name(
        name: str, tests: tuple[DataTest, ...], kind: str | None) -> None:
    assert column_kind(name, tests) == kind


def test_a_payment_timestamp_is_not_asked_for_a_currency() -> None:
    verdict = judged(column("paid_at", "When the payment reached the bank, UTC."), "clarity")
    assert verdict.passed, verdict.reasoning


# --- A pass needs what the reader needs -------------------------------------------------------

@pytest.mark.parametrize(("name", "weak", "good", "why"), [
    ("refund_rate", "How often orders are refunded.",
     "Refunded orders divided by all delivered orders in the month.", "a share of"),
    ("credit_score", "The customer's credit score from the bureau.",
     "The bureau's credit score, 300 to 850; higher is safer.", "no scale"),
    ("plan_tier", "The customer's plan tier.",
     "The plan the account pays for: free, team or enterprise.", "names none of its values"),
    ("refund_amount", "What was refunded to the customer for the order.",
     "What was refunded to the customer for the order, in euros.", "currency"),
])
def test_a_column_passes_clarity_when_it_tells_what_its_kind_needs(
        name: str, weak: str, good: str, why: str) -> None:
    failed = judged(column(name, weak), "clarity")
    assert not failed.passed
    assert why in failed.reasoning
    assert judged(column(name, good), "clarity").passed


def test_an_undefined_qualifier_fails_and_a_defined_one_passes() -> None:
    weak = judged(column("active_accounts", "Number of active accounts on the day."), "clarity")
    assert not weak.passed
    assert "'active accounts'" in weak.reasoning
    good = column("active_accounts", "Number of accounts with a paid invoice in the last 30 "
                  "days, counted on the day.")
    assert judged(good, "clarity").passed


# --- Consistency with the column's own tests --------------------------------------------------

STATUS_TEST = data_test("accepted_values", "order_status",
                   values=["placed", "shipped", "cancelled", "returned"])


@pytest.mark.parametrize(("text", "passes"), [
    ("Where the order is: placed, shipped, canceled or returned.", False),  # spelling variant
    ("Where the order is: placed, shipped, cancelled, returned or lost.", False),  # not tested
    ("Whether the order is still active.", False),  # names none of the tested values
    ("Where the order is: placed, shipped or cancelled.", False),  # a list short of one
    ("Where the order is, such as placed, shipped or cancelled.", True),  # a sample, said so
    ("Where the order is: placed, shipped, cancelled or returned.", True),
    ("Where the order is (placed, shipped, cancelled or returned), as the storefront says.",
     True),
])
def test_values_a_text_names_are_read_against_the_columns_accepted_values(
        text: str, passes: bool) -> None:
    verdict = judged(column("order_status", text), "consistency", STATUS_TEST)
    assert verdict.passed is passes, verdict.reasoning


EXPRESSION = data_test("dbt_utils.expression_is_true", None,
                  expression="net_amount = gross_amount - tax_amount - discount_amount")


@pytest.mark.parametrize(("text", "passes"), [
    ("What the order earned: gross_amount minus tax_amount minus discount_amount, in euros.",
     True),
    ("What the order earned: gross_amount minus tax_amount, in euros.", False),  # a term left out
    ("What the order earned: tax_amount - gross_amount - discount_amount, in euros.", False),
])
def test_a_formula_is_read_against_the_models_expression_test(text: str, passes: bool) -> None:
    verdict = judged(column("net_amount", text), "consistency", EXPRESSION)
    assert verdict.passed is passes, verdict.reasoning


def test_an_id_that_names_its_thing_another_way_fails_consistency() -> None:
    assert not judged(column("outage_id", "The incident this ticket belongs to."),
                      "consistency").passed
    assert judged(column("outage_id", "The outage this ticket belongs to."),
                  "consistency").passed
    assert judged(column("manager_id", "The employee this one reports to; joins to "
                                       "employee_id."), "consistency").passed


# --- Grain against the model's unique tests and name ------------------------------------------

def test_a_grain_that_leaves_out_a_column_of_the_unique_combination_fails() -> None:
    key = data_test("dbt_utils.unique_combination_of_columns", None,
               combination_of_columns=["account_id", "revenue_month"])
    assert not judged(model("Revenue by account: one row per account."), "consistency", key).passed
    assert judged(model("Revenue: one row per account per calendar month."), "consistency",
                  key).passed


def test_a_grain_that_names_a_unique_column_stands_and_the_models_period_is_asked() -> None:
    unique = data_test("unique", "invoice_id")
    assert judged(model("One row per invoice: an account's charges for one period."),
                  "consistency", unique).passed
    assert not judged(model("One row per account.", "fct_account_revenue_monthly"),
                      "consistency").passed
    assert judged(model("One row per account per month.", "fct_account_revenue_monthly"),
                  "consistency").passed


# --- Test equivalences across packages --------------------------------------------------------

@pytest.mark.parametrize(("redundant", "beside"), [
    (data_test("dbt_utils.not_null_proportion", "amount", 20, at_least=1.0),
     data_test("not_null", "amount", 10)),
    (data_test("dbt_utils.expression_is_true", "amount", 20, expression="amount >= 0"),
     data_test("dbt_utils.accepted_range", "amount", 10, min_value=0, max_value=5000)),
    (data_test("dbt_utils.expression_is_true", "amount", 5, expression="amount > 0"),
     data_test("dbt_utils.accepted_range", "amount", 10, min_value=1)),
    (data_test("dbt_expectations.expect_column_values_to_be_between", "delay_minutes", 20,
               min_value=0),
     data_test("dbt_utils.expression_is_true", None, 10, expression="delay_minutes > 0")),
    (data_test("dbt_expectations.expect_column_min_to_be_between", "amount", 20, min_value=0),
     data_test("dbt_utils.expression_is_true", None, 10, expression="amount >= 0")),
    (data_test("dbt_expectations.expect_column_proportion_of_unique_values_to_be_between",
          "order_id", 20, min_value=0.95), data_test("unique", "order_id", 10)),
    (data_test("dbt_expectations.expect_column_values_to_not_be_null", "order_id", 5,
          row_condition="status = 'paid'"), data_test("not_null", "order_id", 10)),
    (data_test("dbt_expectations.expect_table_row_count_to_be_between", None, 20, min_value=1,
          max_value=10_000_000),
     data_test("dbt_expectations.expect_table_row_count_to_be_between", None, 10, min_value=1000,
          max_value=1400)),
    (data_test("accepted_values", "priority", 20, values=[1, 2, 3, 4]),
     data_test("dbt_utils.accepted_range", "priority", 10, min_value=1, max_value=4)),
    (data_test("dbt_utils.unique_combination_of_columns", None, 20,
          combination_of_columns=["order_id", "line_number", "sku"]),
     data_test("dbt_utils.unique_combination_of_columns", None, 10,
          combination_of_columns=["order_id", "line_number"])),
])
def test_a_test_another_already_makes_is_redundant_and_the_other_is_not(
        redundant: Artifact, beside: Artifact) -> None:
    verdict = judged(redundant, "no-redundant", beside)
    assert not verdict.passed, redundant.test
    assert judged(beside, "no-redundant", redundant).passed, beside.test


def test_at_least_one_on_a_not_null_column_asks_only_for_a_row_a_recency_test_asks() -> None:
    not_null = data_test("not_null", "order_id", 5)
    recency = data_test("dbt_utils.recency", None, 6, field="ordered_at", datepart="hour",
                        interval=3)
    at_least_one = data_test("dbt_utils.at_least_one", "order_id", 20)
    assert not judged(at_least_one, "no-redundant", not_null, recency).passed
    assert judged(at_least_one, "no-redundant", recency).passed  # nulls: it asks for a value
    assert judged(recency, "no-redundant", not_null, at_least_one).passed


def test_a_combination_a_hashed_key_already_holds_is_redundant() -> None:
    key = column("order_line_key", "Surrogate key: md5 of order_id and line_number.")
    unique = data_test("unique", "order_line_key", 5)
    combination = data_test("dbt_utils.unique_combination_of_columns", None, 20,
                       combination_of_columns=["order_id", "line_number"])
    declared = (column("order_id", "The order."), column("line_number", "The line."))
    assert not judged(combination, "no-redundant", key, unique, *declared).passed
    assert judged(combination, "no-redundant", unique, *declared).passed


# --- Siblings' claims -------------------------------------------------------------------------

def test_a_difference_turned_round_and_a_near_copy_fail_consistency() -> None:
    faq = section("FAQ", "Curtailment is baseline minus metered usage, floored at 0.")
    turned = section("Settlement", "Curtailment is metered usage minus baseline.")
    agrees = section("Settlement", "Curtailment is baseline minus metered usage; it is paid "
                     "per kWh.")
    assert not judged(turned, "md-consistency", faq).passed
    assert judged(agrees, "md-consistency", faq).passed
    intro = section("Intro", "The fct_work_orders model holds planned field work and the "
                    "fct_restoration_tickets model holds outage restoration, and both count "
                    "toward crew hours for the monthly report.")
    copy = section("Crew hours", "The fct_work_orders model holds planned field work and the "
                   "fct_restoration_tickets model holds outage restoration, and both count "
                   "toward crew hours.")
    assert not judged(copy, "md-consistency", intro).passed


def test_a_clock_time_or_business_day_a_sibling_gives_otherwise_fails() -> None:
    detect = section("Detecting", "The freshness check warns at 05:30 and errors at 07:00.")
    assert not judged(section("Re-running", "The freshness check errors at 06:00."),
                      "md-consistency", detect).passed
    assert judged(section("Re-running", "The freshness check errors at 07:00, so finish "
                          "before then."), "md-consistency", detect).passed
    intro = section("Close", "The close runs on the first business day of each month.")
    assert not judged(section("Timing", "Run the close on the 5th business day of the month."),
                      "md-consistency", intro).passed


def test_an_entity_the_model_names_a_column_for_is_not_a_synonym() -> None:
    customer = column("customer_id", "The customer who placed the order.")
    user = column("user_id", "The user who placed the order.")
    assert not judged(user, "consistency", customer).passed
    own = column("user_id", "The user who last edited the order in the back office.")
    login = column("user_email", "Email address the back-office login uses.")
    assert judged(own, "consistency", customer, login).passed


# --- Markdown procedures ----------------------------------------------------------------------

@pytest.mark.parametrize(("body", "passes"), [
    ("1. Run `dbt build`.\n2. Run `dbt test`.\n4. Run `dbt docs generate`.", False),
    ("1. Run `dbt build`.\n2. Run `dbt test`.\n3. Run `dbt docs generate`.", True),
    ("1. Run `dbt build --select fct_bills+`.\n2. Run `analyses/check.sql`.\n"
     "3. Export the revenue summary.\n4. Post it in #revenue-close.", False),
])
def test_a_procedure_with_a_gap_or_a_commandless_step_is_incomplete(
        body: str, passes: bool) -> None:
    verdict = judged(section("Close steps", body), "md-completeness")
    assert verdict.passed is passes, verdict.reasoning


def test_an_escalation_needs_a_who() -> None:
    vague = section("Escalation", "If the file is still missing at 08:30, escalate to the "
                    "relevant team.")
    named = section("Escalation", "If the file is still missing at 08:30, page the Data "
                    "Platform on-call through PagerDuty and post in #data-incidents.")
    for criterion in ("md-completeness", "md-clarity"):
        assert not judged(vague, criterion).passed, criterion
        assert judged(named, criterion).passed, criterion


# --- False fails the issue names --------------------------------------------------------------

def test_a_ratio_or_saved_query_that_mentions_revenue_is_not_asked_for_a_currency() -> None:
    ratio = Artifact("metric.refund_rate", "metric_description", "Refunded revenue divided by "
                     "gross revenue, per calendar month, cancelled orders excluded.",
                     "models/x.yml", 1, "sem", subject="refund_rate")
    assert judged(ratio, "definition").passed
    saved = Artifact("saved_query.revenue", "saved_query_description", "Monthly revenue by "
                     "region, one row per region and month.", "models/x.yml", 1, "sem",
                     subject="revenue_by_region")
    assert judged(saved, "definition").passed


def test_a_tested_primary_key_is_not_asked_what_its_nulls_mean() -> None:
    key = column("order_id", "Identifier of the order as issued by the storefront.")
    assert judged(key, "clarity", data_test("unique", "order_id")).passed


def test_a_rationale_that_points_to_a_ticket_names_no_consequence() -> None:
    def rationale(text: str) -> Artifact:
        return Artifact("column.amount.rationale", "column_rationale", text, "models/x.yml", 1,
                        "fct_orders", subject="amount")
    assert not judged(rationale("Per FIN-2291, finance asked for it."), "rationale").passed
    assert judged(rationale("Finance sums this column; without it refunds are counted twice "
                            "(FIN-2291)."), "rationale").passed


def test_a_term_a_sibling_defines_by_another_formula_fails_consistency() -> None:
    def metric(name: str, text: str) -> Artifact:
        return Artifact(f"metric.{name}", "metric_description", text, "models/x.yml", 1, "sem",
                        subject=name)
    measure = metric("energy_delivery_sum", "Net revenue in USD: energy_charge_usd + "
                     "delivery_charge_usd over issued bills.")
    other = metric("net_revenue_usd", "Net revenue: total_due_usd minus taxes_usd over issued "
                   "bills, in USD.")
    same = metric("net_revenue_usd", "Net revenue: energy_charge_usd plus delivery_charge_usd "
                  "over issued bills, in USD, by billing month.")
    assert not judged(other, "consistency", measure).passed
    assert judged(same, "consistency", measure).passed


def test_a_formula_a_siblings_formula_contradicts_fails_consistency() -> None:
    gross = column("gross_amount", "What the customer paid: net_amount plus tax_amount, in "
                   "euros.")
    agrees = column("net_amount", "What the order earned: gross_amount minus tax_amount, in "
                    "euros.")
    turned = column("net_amount", "What the order earned: gross_amount plus tax_amount, in "
                    "euros.")
    more = column("net_amount", "What the order earned: gross_amount minus tax_amount minus "
                  "shipping_amount, in euros.")
    assert judged(agrees, "consistency", gross).passed
    assert not judged(turned, "consistency", gross).passed
    assert not judged(more, "consistency", gross).passed


@pytest.mark.parametrize(("text", "passes"), [
    ("Legs on time divided by legs departed, cancelled legs excluded.", False),
    ("Legs on time divided by legs departed, cancelled legs excluded, by service_date_local.",
     True),  # grouped by a date column: that is its period
    ("Mean departure_delay_minutes over departed legs, early departures counted as 0.", True),
    ("Total delay_minutes over departed legs, early departures counted as 0.", False),
])
def test_a_metric_grouped_by_a_date_column_or_a_mean_needs_no_other_period(
        text: str, passes: bool) -> None:
    metric = Artifact("metric.m", "metric_description", text, "models/x.yml", 1, "sem",
                      subject="legs_metric")
    verdict = judged(metric, "definition")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Column with the three-letter IATA station code.", True),
    ("Date whose month selects the fair value per mile.", True),
    ("The column.", False),
    ("Number of days.", False),
])
def test_an_argument_is_used_by_what_it_must_hold(text: str, passes: bool) -> None:
    argument = Artifact("macro.to_local.station", "argument_description", text, "macros/x.yml",
                        1, "to_local", subject="station")
    verdict = judged(argument, "usage")
    assert verdict.passed is passes, verdict.reasoning


def test_an_acronym_the_models_texts_use_throughout_is_its_vocabulary_not_jargon() -> None:
    own = column("delay_seq", "Order of the code on the MVT message; 1 is the primary cause.")
    users = (column("delay_code", "Delay code from the MVT message, as text."),
             column("received_at", "When the MVT message arrived, in UTC."))
    assert not judged(own, "clarity").passed
    assert not judged(own, "clarity", users[0]).passed  # one other text is not a vocabulary
    assert judged(own, "clarity", *users).passed


@pytest.mark.parametrize(("name", "text", "passes"), [
    ("rfisc_code", "Identifies the product sold, e.g. '0CC' for the first checked bag.",
     True),  # an example names a value
    ("completed_at", "Date and time the check was completed.", False),  # a timestamp: its zone?
    ("completed_at", "Date and time the check was completed, in UTC.", True),
])
def test_an_example_names_a_value_and_a_date_and_time_needs_its_zone(
        name: str, text: str, passes: bool) -> None:
    verdict = judged(column(name, text), "clarity")
    assert verdict.passed is passes, verdict.reasoning


KG = data_test("dbt_utils.expression_is_true", None, 30,
               expression="abs(uplift_kg - uplift_litres * density_kg_per_l) < 1")
EXCEEDED = data_test("dbt_utils.expression_is_true", None, 31,
                     expression="is_exceeded = (fdp_minutes > max_fdp_minutes)")


@pytest.mark.parametrize(("name", "text", "passes", "siblings"), [
    ("uplift_kg", "Mass in kilograms: uplift_litres ÷ density_kg_per_l.", False, (KG,)),
    ("uplift_kg", "Mass in kilograms: uplift_litres × density_kg_per_l.", True, (KG,)),
    ("is_exceeded", "True when fdp_minutes is greater than or equal to max_fdp_minutes.", False,
     (EXCEEDED,)),
    ("is_exceeded", "True when fdp_minutes is greater than max_fdp_minutes.", True,
     (EXCEEDED,)),
    ("fuel_cost_usd", "Cost of the fuel in the invoice currency.", False, ()),
    ("fuel_cost_usd", "Cost of the fuel in USD, converted from the invoice currency.", True,
     ()),
    ("fuel_cost_usd", "Cost of the fuel in EUR.", False, ()),
    ("fuel_cost_usd", "Cost of the fuel, in USD at the day's rate.", True, ()),
    ("pnr", "Ticket number of the passenger.", False,
     (column("ticket_number", "The 13-digit e-ticket number."),)),
    ("pnr", "Booking reference (six characters) the ticket was issued under.", True,
     (column("ticket_number", "The 13-digit e-ticket number."),)),
    ("due_flight_hours", "Flight cycles at which the check falls due.", False, ()),
    ("due_flight_hours", "Aircraft flight hours at which the check falls due.", True, ()),
    ("weight_lb", "weight_kg converted to pounds (× 2.20462).", True,
     (column("weight_kg", "Weight in kilograms."),)),
])
def test_a_text_is_read_against_the_operation_comparison_currency_and_columns_it_names(
        name: str, text: str, passes: bool, siblings: tuple[Artifact, ...]) -> None:
    verdict = judged(column(name, text), "consistency", *siblings)
    assert verdict.passed is passes, verdict.reasoning


def test_an_escalation_that_names_no_one_at_all_needs_a_who_and_a_pointer_to_it_does_not() -> None:
    bare = section("Escalation", "If the feed is still down at 08:30, escalate.")
    pointer = section("Triage", "Run `dbt source freshness`. An auth error means the "
                      "credentials expired; go to Escalation.")
    assert not judged(bare, "md-completeness").passed
    assert judged(pointer, "md-clarity").passed


@pytest.mark.parametrize("text", [
    "Whether the coupon was refunded, where relevant.",
    "Real-time movement messages, always fresh and reliable.",
    "Whether the coupon was refunded. Null values may exist.",
    "Whether the duty exceeded the maximum allowed per regulations.",
])
def test_a_hedge_or_a_claim_of_perfection_is_vague(text: str) -> None:
    assert not judged(column("is_refunded", text), "clarity").passed


def test_a_numbered_working_day_a_sibling_gives_otherwise_fails_unless_the_text_gives_it_too(
        ) -> None:
    intro = section("Close", "Finance books the liability on working day 3.")
    assert not judged(section("Escalation", "If it does not balance, finance books the "
                              "liability on working day 5."), "md-consistency", intro).passed
    assert judged(section("Escalation", "If it does not balance by working day 2, finance "
                          "books the liability on an estimate on working day 3."),
                  "md-consistency", intro).passed


def test_beside_a_combination_a_grain_names_a_unique_column_only_by_all_its_words() -> None:
    key = data_test("unique", "flight_leg_id", 5)
    combination = data_test("dbt_utils.unique_combination_of_columns", None, 6,
                            combination_of_columns=["carrier_code", "flight_number",
                                                    "service_date", "dep_airport"])
    partial = model("One row per flight number per day.", "fct_flight_legs")
    whole = model("One row per flight leg: one take-off and landing.", "fct_flight_legs")
    assert not judged(partial, "consistency", key, combination).passed
    assert judged(whole, "consistency", key, combination).passed
