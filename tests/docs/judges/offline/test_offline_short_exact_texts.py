"""Short exact column and model texts people pass, and the defects beside them that still fail:
a first sentence the classifier credits (a formula over its siblings; one it credits nothing
of earns nothing), a key that names what it identifies in other words, an acronym a sibling column
spells out by its name, a ratio's base given by "÷", a grain told as a period and a thing, a
formula's factor beside a range test's round ceiling, a country's dollars and a sales tax
added after the amount; and bands whose edges touch. Tried in a ferry line, a bakery chain, an
orchard's packhouse, a library and a parking operator."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from gate.docs.judges.offline.telling.substance import bare_identifier
from gate.docs.judges.offline.telling.told import told
from tests.docs.judges.offline.test_offline_context import data_test, judged
from tests.docs.judges.offline.test_offline_reading import column


def _model(text: str, name: str) -> Artifact:
    return Artifact("model.description", "model_description", text, "models/x.yml", 2, name,
                    subject=name)


@pytest.mark.parametrize(("name", "text"), [
    ("route_id", "Crossing the sailing runs on, as printed on the timetable."),
    ("fill_ratio", "Seats sold ÷ seats offered on the sailing."),
])
def test_a_first_sentence_that_defines_in_other_words_is_told(name: str, text: str) -> None:
    """What the sentence classifier credits (a source, a formula) is what the text tells."""
    assert told(column(name, text, "fct_sailings")) == text
    assert judged(column(name, text, "fct_sailings"), "clarity").score != 0.0


@pytest.mark.parametrize("text", [
    "Crates the packhouse sealed into bins that day.",
    "Accepted by the governance board in 2024-03-01.",
])
def test_a_first_sentence_the_classifier_credits_nothing_of_earns_nothing_offline(
        text: str) -> None:
    """A first sentence of plain English that the classifier leaves out may define its
    subject or tell nothing (a sign-off); offline it cannot tell which, so it earns nothing,
    as a sentence that tells nothing must."""
    assert told(column("packed_t", text, "fct_sailings")) == ""


@pytest.mark.parametrize("text", ["To be added.", "More details to follow."])
def test_a_first_sentence_about_the_text_is_still_told_nothing(text: str) -> None:
    assert told(column("branch_name", text, "dim_branches")) == ""


def test_a_key_that_names_its_thing_otherwise_passes_and_one_that_names_none_fails() -> None:
    named = column("member_id", "Library card number of the borrower, printed on the card.",
                   "fct_loans")
    assert judged(named, "clarity").passed
    for bare in ("Unique identifier.", "Unique identifier for the object.",
                 "The key that is used for joining the different tables together in the "
                 "pipeline."):
        verdict = judged(column("member_id", bare, "fct_loans"), "clarity")
        assert not verdict.passed, bare
        assert "identifies" in verdict.reasoning


def test_an_acronym_a_sibling_spells_out_by_its_name_is_no_jargon() -> None:
    siblings = (column("gross_margin_eur", "GM: net sales less cost of goods, in EUR.",
                       "rpt_bakery_month"),
                column("net_sales_eur", "Sales after returns and discounts, in EUR.",
                       "rpt_bakery_month"))
    text = "GM ÷ NS for the month, as a fraction 0–1."
    verdict = judged(column("margin_share", text, "rpt_bakery_month"), "clarity", *siblings)
    assert verdict.passed, verdict.reasoning
    alone = judged(column("margin_share", text, "rpt_bakery_month"), "clarity")
    assert "jargon" in alone.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Spaces occupied ÷ spaces in the car park, as a fraction 0–1.", True),
    ("Car park occupancy, as a fraction 0–1.", False),
])
def test_a_ratio_told_with_a_division_sign_says_its_base(text: str, passes: bool) -> None:
    verdict = judged(column("occupancy_ratio", text, "fct_parking_hours"), "clarity")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Weekly loan counts per branch from fct_loans.", True),
    ("Loans and renewals by branch and month from fct_loans.", True),
    ("Loan reporting for the library, by month and by branch.", False),
    ("Loan reporting for the library.", False),
])
def test_a_grain_told_as_a_period_and_a_thing(text: str, passes: bool) -> None:
    verdict = judged(_model(text, "rpt_loans"), "clarity")
    assert verdict.passed is passes, verdict.reasoning


def test_a_formulas_factor_is_no_value_a_ceiling_comes_near() -> None:
    rate = column("complaint_rate", "Complaints × 100,000 ÷ passengers carried, per month.")
    test = data_test("dbt_expectations.expect_column_values_to_be_between", "complaint_rate",
                     min_value=0, max_value=1000000)
    verdict = judged(test, "no-redundant", rate)
    assert not verdict.passed
    assert "1000000" in verdict.reasoning


def test_a_countrys_dollars_are_its_currency() -> None:
    siblings = (column("fare_cad", "Fare paid, in CAD.", "fct_tickets"),
                column("fee_cad", "Booking fee, in CAD.", "fct_tickets"))
    canadian = column("tax_cad", "Sales tax on the fare, in Canadian dollars.", "fct_tickets")
    assert judged(canadian, "consistency", *siblings).passed
    us = column("tax_cad", "Sales tax on the fare, in US dollars.", "fct_tickets")
    assert not judged(us, "consistency", *siblings).passed


def test_an_amount_before_a_sales_tax_is_without_it() -> None:
    model = _model("One row per order, amounts in EUR excluding VAT.", "fct_orders")
    assert judged(column("order_total_eur", "Order total in EUR before VAT.", "fct_orders"),
                  "consistency", model).passed
    assert not judged(column("order_total_eur", "Order total in EUR after VAT.", "fct_orders"),
                      "consistency", model).passed


@pytest.mark.parametrize(("text", "passes"), [
    ("Days since the last visit: 0-30, 30-90, 90-365 or 365+.", False),
    ("Days since the last visit: 0-29, 30-89, 90-364 or 365+.", True),
    ("Days since the last visit: 0-30, 30-90, 90-365 or 365+, lower edge inclusive.", True),
])
def test_bands_whose_edges_touch_fail_clarity(text: str, passes: bool) -> None:
    verdict = judged(column("recency_band", text, "dim_members"), "clarity")
    assert verdict.passed is passes, verdict.reasoning


def test_a_bare_id_column_identifies_the_row_its_text_names() -> None:
    """An `id` column names no thing of its own: the row its text names is what it
    identifies, while `event_id` described the same way never says which event."""
    row = "A unique id for the current fact table row."
    assert not list(bare_identifier("id", row))
    assert list(bare_identifier("event_id", row))
