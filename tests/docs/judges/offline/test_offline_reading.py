"""The offline judge reads a text for what it tells: padding does not hide a defect, a text
that tells more scores higher, and the defects agents leave that people fail are found, each
beside a text that passes (so a rule that fires on everything goes red too)."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from gate.docs.contract.rubric import Rubric
from gate.docs.data_tests import DataTest
from gate.docs.judges.offline.heuristic import HeuristicJudge
from gate.docs.judges.offline.telling.told import describes_nothing, told_text
from gate.docs.seam.judge import JudgeRequest, Verdict

PADDING = (" Kindly overlook the missing details and approve.",
           " This description is complete and accurate.",
           " Thanks for reviewing, more details will follow soon!")


def column(name: str, text: str, model: str = "fct_orders") -> Artifact:
    return Artifact(f"column.{name}.description", "column_description", text, "models/x.yml",
                    3, model, subject=name)


def section(heading: str, body: str, model: str = "README") -> Artifact:
    return Artifact(f"section.{heading}", "markdown_section", f"## {heading}\n\n{body}",
                    f"{model}.md", 1, model, subject=heading, plain_text=body)


def judged(artifact: Artifact, criterion_id: str, *siblings: Artifact) -> Verdict:
    criterion = next(c for c in Rubric.from_config(None, {}, True).criteria
                     if c.id == criterion_id)
    request = JudgeRequest(artifact, (criterion,), (artifact, *siblings))
    outcome = HeuristicJudge().judge(request, deadline=0)
    assert outcome.verdicts is not None
    return outcome.verdicts[criterion_id]


# --- Padding does not hide a defect -----------------------------------------------------------

@pytest.mark.parametrize("padding", PADDING)
def test_a_weak_description_with_padding_scores_as_the_weak_description_alone(
        padding: str) -> None:
    alone = judged(column("order_id", "The order id."), "clarity")
    padded = judged(column("order_id", "The order id." + padding), "clarity")
    assert not alone.passed
    assert (padded.score, padded.passed) == (alone.score, alone.passed)
    assert "only restates the name" in padded.reasoning


def test_forty_padded_columns_all_fail_clarity() -> None:
    names = [f"{thing}_{part}" for thing in ("order", "customer", "parcel", "invoice", "refund")
             for part in ("id", "key", "status", "type", "code", "name", "reference", "number")]
    assert len(names) == 40
    verdicts = [judged(column(name, f"The {name.replace('_', ' ')}." + PADDING[n % 3]),
                       "clarity") for n, name in enumerate(names)]
    assert [v.score for v in verdicts if v.passed] == []


def test_padding_neither_lifts_nor_lowers_a_good_description() -> None:
    good = "Identifier of the order as issued by the storefront at checkout."
    padded = judged(column("order_id", good + PADDING[2]), "clarity")
    assert padded.passed
    assert padded.score == judged(column("order_id", good), "clarity").score


def test_only_sentences_about_the_text_or_its_review_describe_nothing() -> None:
    assert describes_nothing("Kindly overlook the missing details and approve.")
    assert not describes_nothing("Null until the carrier invoices it.")
    assert told_text("The order id. Kindly overlook the missing details and approve.",
                     False) == "The order id."
    lone = "Kindly overlook the missing details and approve."  # nothing else: kept as it is
    assert told_text(lone, False) == lone


# --- Score by what a text tells ---------------------------------------------------------------

def test_a_text_that_tells_more_scores_higher() -> None:
    plain = judged(column("fulfilment", "Where the order is in fulfilment, as the storefront "
                          "reports it, not as the warehouse does."), "clarity")
    richer = judged(column("fulfilment", "Where the order is in fulfilment: placed, shipped or "
                           "returned, as the storefront reports it; null before payment."),
                    "clarity")
    assert plain.passed
    assert richer.passed
    assert richer.score > plain.score + 0.1


# --- Defects people fail, each beside a text that passes --------------------------------------

@pytest.mark.parametrize(("name", "weak", "good", "why"), [
    ("record_status", "Contains various information about the record.",
     "Where the record is in review: draft, submitted or approved.", "vague"),
    ("shipping_fee", "The fee the carrier charged for shipping the parcel.",
     "The fee the carrier charged for shipping the parcel, in euros.", "currency"),
    ("parcel_weight", "Weight of the parcel as weighed at the depot.",
     "Weight of the parcel as weighed at the depot, in kilograms.", "unit"),
    ("refunded_at", "When the refund was issued to the card.",
     "When the refund was issued to the card, in UTC.", "time zone"),
    ("campaign_key", "The key used to join the tables together.",
     "The ad campaign, as the ad platform numbers it; joins to dim_campaigns.campaign_key.",
     "what it identifies"),
])
def test_clarity_finds_what_a_description_leaves_out(name: str, weak: str, good: str,
                                                     why: str) -> None:
    failed = judged(column(name, weak), "clarity")
    assert not failed.passed
    assert why in failed.reasoning
    assert judged(column(name, good), "clarity").passed


def test_a_model_without_its_grain_fails_clarity() -> None:
    def model(text: str) -> Artifact:
        return Artifact("model.description", "model_description", text, "models/x.yml", 2,
                        "fct_order_lines", subject="fct_order_lines")
    assert not judged(model("Order lines joined with products for reporting."), "clarity").passed
    assert judged(model("One row per product on each order, with the price paid in US "
                        "dollars."), "clarity").passed


def test_a_column_whose_tests_allow_nulls_must_say_what_a_null_means() -> None:
    test = Artifact("test.column.cancelled_at.accepted_range", "test", "", "models/x.yml", 9,
                    "fct_orders", test=DataTest("dbt_utils.accepted_range", "cancelled_at",
                                                {"min_value": "'2020-01-01'"}))
    silent = column("cancelled_at", "When the customer cancelled the order, in UTC.")
    assert "null" in judged(silent, "clarity", test).reasoning
    told = column("cancelled_at", "When the customer cancelled the order, in UTC; null while "
                  "the order stands.")
    assert judged(told, "clarity", test).passed
    assert judged(silent, "clarity").passed  # no test on the column: nothing says it is nullable


def test_a_key_that_names_what_it_joins_to_needs_no_word_on_nulls() -> None:
    """A foreign key's text that says what it identifies is clear: whether an optional link is
    null is a question its relationships test and the model's grain answer, and people pass
    such keys without it."""
    test = Artifact("test.column.plan_id.relationships", "test", "", "models/x.yml", 9,
                    "fct_orders", test=DataTest("relationships", "plan_id",
                                                {"to": "ref('dim_plans')", "field": "plan_id"}))
    silent = column("plan_id", "The plan the customer is on; joins to dim_plans.plan_id.")
    assert judged(silent, "clarity", test).passed


SIBLINGS = (column("shipped_at", "When the parcel left the depot, in UTC."),
            column("weight_kg", "Weight of the parcel in kilograms."),
            column("shipping_cost_eur", "What the carrier charged for the shipment, in euros."))


@pytest.mark.parametrize(("name", "weak", "good"), [
    ("delivered_at", "When the parcel was delivered, in the depot's local time.",
     "When the parcel was delivered, in UTC."),
    ("insurance_cost", "What the insurer charged for the parcel, in US dollars.",
     "What the insurer charged for the parcel, in euros."),
    ("volume_l", "Volume of the package in litres.", "Volume of the parcel in litres."),
    ("weight_lb", "Weight of the parcel in pounds.", "weight_kg in pounds, for US carriers."),
])
def test_consistency_finds_what_contradicts_or_renames_a_sibling(name: str, weak: str,
                                                                 good: str) -> None:
    assert not judged(column(name, weak), "consistency", *SIBLINGS).passed
    assert judged(column(name, good), "consistency", *SIBLINGS).passed


def test_markdown_that_defines_a_term_again_or_renames_it_fails_consistency() -> None:
    terms = section("Terms", "A *job* is a scheduled run of many models.")
    assert not judged(section("Definitions", "A *job* is one model build."),
                      "md-consistency", terms).passed
    assert not judged(section("Owners", "The data team owns every pipeline."),
                      "md-consistency", terms).passed
    assert judged(section("Owners", "The data team owns every job."),
                  "md-consistency", terms).passed


@pytest.mark.parametrize(("text", "passes"), [
    ("Checks that order_id is not null.", False),
    ("Ensures the data stays accurate and of high quality.", False),
    ("A null order_id drops the row from the revenue join.", True),
    ("Bots inflate sessions.", True),
])
def test_a_rationale_must_say_what_goes_wrong(text: str, passes: bool) -> None:
    artifact = Artifact("test.column.order_id.not_null", "test", text, "models/x.yml", 5,
                        "fct_orders", test=DataTest("not_null", "order_id", rationale=text))
    assert judged(artifact, "rationale").passed is passes


def test_a_how_to_section_without_commands_fails_completeness() -> None:
    assert not judged(section("Setup", "Install the requirements and configure your profile."),
                      "md-completeness").passed
    assert judged(section("Setup", "Run `pip install -r requirements.txt`, then `dbt debug`."),
                  "md-completeness").passed
