"""The offline judge reads what a text says against what its project says elsewhere: the bounds
a sibling gives the same measure, the document's other sections, the model's keys and accepted
values, and what a reader needs to act. Each defect is tried beside a text that passes, in a
domain the rules were not tuned on (a parcel carrier, a web shop), so a rule that fires on
everything, or only on the words it was written for, goes red."""

from __future__ import annotations

from collections import Counter

import pytest

from gate.docs.artifacts import Artifact
from gate.docs.data_tests import DataTest
from gate.docs.judges.offline.siblings import sibling_terms
from tests.docs.judges.offline.test_offline_context import data_test, judged, model
from tests.docs.judges.offline.test_offline_reading import column, section


def _source(text: str) -> Artifact:
    return Artifact("source.carrier", "source_description", text, "models/src.yml", 1,
                    "carrier_sources", subject="carrier")


def _unit_test(text: str) -> Artifact:
    return Artifact("unit_test.t", "unit_test_description", text, "models/x.yml", 1,
                    "fct_parcels", subject="test_fct_parcels")


def _rationale(text: str) -> Artifact:
    test = DataTest("not_null", "scanned_at", {}, text, 5)
    return Artifact("test.not_null", "test", test.artifact_text(), "models/x.yml", 5,
                    "fct_parcels", subject=test.render(), rationale_expected=True,
                    has_rationale=True, test=test)


# --- Markdown: what a reader needs to act on a section -----------------------------------------

@pytest.mark.parametrize(("body", "passes"), [
    ("Various things can affect the numbers, so be careful when using them.", False),
    ("Returns are handled per the usual carrier logic; see the ops deck.", False),
    ("Claims must be filed within the window via the usual process.", False),
    ("Notes about returns go here.", False),
    ("1. Run `dbt build --select fct_parcels+`.\n2. Run `dbt test --select fct_parcels`.\n"
     "3. Contact the depot manager.", False),
    ("Run `dbt build --select fct_parcels+`, then tell the depot manager the board is "
     "current.", False),
    ("1. Run `dbt build --select fct_returns+`.\n2. Open the breakdown: `dbt show --select "
     "returns_by_depot`.\n3. Group the new returns by reason code.\n4. Post the table in "
     "#returns-ops.", False),
    ("Returns older than 30 days are excluded; see the [returns policy]"
     "(https://example.com/returns) for the carrier's rules.", True),
    ("1. Run `dbt build --select fct_parcels+`.\n2. Run `dbt test --select fct_parcels`.\n"
     "3. Tell the depot manager on duty (pager 4-1180) that the board is current.", True),
])
def test_a_section_a_reader_cannot_act_on_is_incomplete(body: str, passes: bool) -> None:
    verdict = judged(section("Returns", body), "md-completeness")
    assert verdict.passed is passes, verdict.reasoning


def test_a_step_that_names_no_one_is_incomplete_but_not_unclear() -> None:
    bare = section("When the numbers look wrong", "1. Run `dbt build --select fct_parcels+`.\n"
                   "2. Compare the count with the depot's scan report.\n"
                   "3. If they still differ, escalate.")
    assert judged(bare, "md-clarity").passed
    assert not judged(bare, "md-completeness").passed


# --- One measure, two bounds -------------------------------------------------------------------

def test_a_measure_started_or_ended_elsewhere_than_a_siblings_fails() -> None:
    glossary = section("Definitions", "- **Dwell time**: minutes from arrival at the depot to "
                       "the first outbound scan.")
    other_start = section("Dwell time", "Dwell time is measured from unloading to the first "
                          "outbound scan, in minutes.")
    same = section("Dwell time", "Dwell time runs from arrival at the depot to the first "
                   "outbound scan, in minutes.")
    other_measure = section("Transit", "Transit time runs from pickup to the first outbound "
                            "scan, in hours.")
    assert not judged(other_start, "md-consistency", glossary).passed
    assert judged(same, "md-consistency", glossary).passed
    assert judged(other_measure, "md-consistency", glossary).passed


def test_a_spelt_out_acronym_is_the_same_measure() -> None:
    intro = section("Parcel operations", "How depots track dwell time (DT) against its target.")
    defined = section("How DT is measured", "DT runs from arrival scan to first outbound scan.")
    other = section("Dwell", "Dwell time starts when the truck is unloaded and ends at the "
                    "first outbound scan.")
    assert not judged(other, "md-consistency", intro, defined).passed


def test_a_ratio_over_another_base_fails_and_its_definition_stands() -> None:
    rate = column("damage_rate", "damaged_parcels / delivered_parcels as a fraction.")
    flag = column("high_damage_flag", "True when damage is above 2% of shipped parcels.")
    assert not judged(flag, "consistency", rate).passed
    assert judged(rate, "consistency", flag).passed
    same_base = column("high_damage_flag", "True when damage is above 2% of delivered parcels.")
    assert judged(same_base, "consistency", rate).passed


def test_a_term_defined_with_another_limit_fails() -> None:
    terms = section("Terms", "- **Lost parcel**: a parcel with no scan for 10 days before "
                    "delivery.")
    glossary = section("Glossary", "- **Lost parcel**: a parcel with no scan before the "
                       "claim is filed.")
    assert not judged(glossary, "md-consistency", terms).passed


# --- A section against its document ------------------------------------------------------------

def test_a_data_origin_no_other_section_names_fails() -> None:
    intro = section("Parcel scans", "Scan events from Scanwave into `fct_scans`, and how "
                    "depots use them.")
    load = section("Daily load", "Scanwave drops scan files at 05:00 UTC.")
    other = section("Load timing", "Scan files arrive from Parcelnet each evening.")
    same = section("Load timing", "Scan files arrive from Scanwave at 05:00 UTC.")
    assert not judged(other, "md-consistency", intro, load).passed
    assert judged(same, "md-consistency", intro, load).passed


def test_a_second_name_for_a_glossary_term_fails() -> None:
    glossary = section("Glossary", "- **Returned parcel**: a delivered parcel the receiver "
                       "sent back to the depot.")
    renamed = section("Handling", "Delivered parcels the receiver sent back to the depot are "
                      "called bouncebacks; they leave the delivered count.")
    kept = section("Handling", "Returned parcels leave the delivered count on the day the "
                   "depot scans them.")
    assert not judged(renamed, "md-consistency", glossary).passed
    assert judged(kept, "md-consistency", glossary).passed


def test_a_section_that_only_repeats_another_fails() -> None:
    intro = section("Parcel scans", "This runbook covers the nightly scan load from Scanwave "
                    "into `fct_scans`, the depot dashboards and how analysts triage missing "
                    "scans.")
    overview = section("Overview", "How analysts triage missing scans, and the scan load "
                       "into `fct_scans` from Scanwave: what this runbook covers.")
    assert not judged(overview, "md-consistency", intro).passed
    assert judged(intro, "md-consistency", overview).passed


def test_an_identifiers_kind_word_is_no_synonym() -> None:
    intro = section("Scans", "The nightly scan pipeline loads Scanwave files into `fct_scans`.")
    load = section("Daily load", "The `scan_loader` job picks the files up at 06:00 UTC.")
    assert judged(load, "md-consistency", intro).passed


# --- A description against its model's keys and accepted values --------------------------------

def test_a_grain_of_a_part_of_the_keys_thing_fails() -> None:
    key = data_test("unique", "parcel_id")
    assert not judged(model("One row per parcel event, with its depot."), "consistency",
                      key).passed
    assert judged(model("One row per parcel with its latest scan."), "consistency", key).passed
    attempt = data_test("unique", "delivery_id")
    assert judged(model("One row per delivery attempt, successful or not."), "consistency",
                  attempt).passed


def test_a_range_the_accepted_values_do_not_span_fails() -> None:
    values = data_test("accepted_values", "priority", values=[1, 2, 3, 4])
    narrow = column("priority", "Delivery priority, from 1 (express) to 3 (economy).")
    whole = column("priority", "Delivery priority, from 1 (express) to 4 (economy).")
    assert not judged(narrow, "consistency", values).passed
    assert judged(whole, "consistency", values).passed


def test_a_flag_named_for_another_columns_value_says_that_value() -> None:
    status = data_test("accepted_values", "parcel_status",
                       values=["created", "in_transit", "delivered", "returned"])
    other = column("is_returned", "True when the parcel was rejected at the door.")
    same = column("is_returned", "True when parcel_status is returned.")
    assert not judged(other, "consistency", status).passed
    assert judged(same, "consistency", status).passed


def test_another_columns_value_in_a_condition_is_not_the_flags_own() -> None:
    flag = data_test("accepted_values", "returned_flag", values=[True, False])
    text = column("returned_flag", "True when the parcel came back, i.e. parcel_status = "
                  "'returned'.")
    assert judged(text, "consistency", flag).passed


# --- What a reader needs -----------------------------------------------------------------------

@pytest.mark.parametrize(("name", "text", "passes"), [
    ("recent_claim_flag", "True if the receiver filed a recent claim.", False),
    ("high_risk_flag", "True for high-risk receivers.", False),
    ("recent_claim_flag", "True if the receiver filed a claim in the last 30 days.", True),
    ("volume_weight", "Dimensional weight factor from the carrier rate card, a dimensionless "
     "multiplier.", True),
    ("receiver_score", "Receiver satisfaction from the post-delivery survey, 1 = very unhappy "
     "to 5 = very happy.", True),
])
def test_clarity_asks_what_a_qualifier_unit_or_scale_is(name: str, text: str,
                                                        passes: bool) -> None:
    verdict = judged(column(name, text), "clarity")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Without a scan time the dwell minutes cannot be computed for that parcel.", True),
    ("Labels are routed by their CO/PR/EX prefix; one without lands in no queue and is never "
     "delivered.", True),
    ("Keeps the depot totals consistent with the carrier's own counts.", True),
    ("See PR 412.", False),
    ("It must be populated.", False),
])
def test_a_rationale_that_says_what_becomes_impossible_names_a_consequence(
        text: str, passes: bool) -> None:
    verdict = judged(_rationale(text), "rationale")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("artifact", "passes"), [
    (_source("Scan events from the Scanwave clearinghouse, landed by SFTP into raw.scans as "
             "one JSON file per depot."), False),
    (_source("Scan files from Scanwave, landed by SFTP every night by 04:00 UTC."), True),
    (_unit_test("Unit test for fct_parcels."), False),
    (_unit_test("Pins that a parcel scanned twice at one depot counts once."), True),
])
def test_usage_asks_a_source_its_freshness_and_a_text_more_than_its_kind(
        artifact: Artifact, passes: bool) -> None:
    verdict = judged(artifact, "usage")
    assert verdict.passed is passes, verdict.reasoning


def test_a_ratio_over_the_sum_of_a_column_says_what_is_divided() -> None:
    metric = Artifact("metric.fill_rate", "metric_description", "Sum of loaded_m3 over sum of "
                      "capacity_m3 across trucks, per departure date; empty runs excluded.",
                      "models/sem.yml", 1, "parcel_semantics", subject="fill_rate")
    assert judged(metric, "definition").passed


# --- What the readings leave alone -------------------------------------------------------------

def test_sections_about_different_data_may_name_different_origins() -> None:
    orders = section("Orders", "Orders come from Shopify every 15 minutes.")
    refunds = section("Refunds", "Refunds are matched to Shopify orders by order id.")
    payments = section("Payments", "Payments come from Stripe every hour.")
    assert judged(payments, "md-consistency", orders, refunds).passed


def test_a_step_that_names_a_team_or_prose_that_names_a_role_is_not_faulted() -> None:
    team = section("Close", "1. Run `dbt build --select fct_invoices+`.\n2. Run `dbt test`.\n"
                   "3. Tell the finance team the close numbers are ready.")
    prose = section("Who reads it", "The depot manager reviews the board each morning; contact "
                    "the depot manager for its thresholds.")
    assert judged(team, "md-completeness").passed
    assert judged(prose, "md-completeness").passed


def test_a_short_sections_lone_acronym_is_jargon_unless_the_document_uses_it() -> None:
    jargon = section("Thresholds", "When the DSR is over 3% the depot opens overflow lanes.")
    glossary = section("Glossary", "- **DSR**: damaged-shipment rate, damaged parcels / "
                       "delivered parcels.")
    intro = section("Depots", "How depots watch the DSR each morning.")
    assert not judged(jargon, "md-clarity").passed
    assert judged(jargon, "md-clarity", glossary, intro).passed
    known = section("Access", "Ask IT for a VPN account before your first build.")
    assert judged(known, "md-clarity").passed


def test_a_load_at_another_cadence_than_the_sections_on_the_same_data_fails() -> None:
    intro = section("Billing runbook", "How Stripe invoices reach `fct_invoices` each night.")
    load = section("Nightly load", "Fivetran syncs Stripe into raw.stripe at 02:00 UTC.")
    other = section("Refresh", "Invoices refresh every 15 minutes from the Stripe webhooks.")
    same = section("Refresh", "Invoices are rebuilt nightly after the Stripe sync.")
    unrelated = section("Events", "Product events stream in real time from Segment.")
    assert not judged(other, "md-consistency", intro, load).passed
    assert judged(same, "md-consistency", intro, load).passed
    assert judged(unrelated, "md-consistency", intro, load).passed


def test_the_tested_things_own_name_is_no_consumer_of_its_test() -> None:
    test = DataTest("unique", "invoice_id", {}, "Invoice ids should be unique.", 3)
    restated = Artifact("t", "test", test.artifact_text(), "m.yml", 3, "fct_invoices",
                        subject=test.render(), rationale_expected=True, has_rationale=True,
                        test=test)
    assert not judged(restated, "rationale").passed


def test_measures_apart_by_their_own_names_or_direction_are_not_one_measure() -> None:
    backend = column("parcels_per_driver_day_shift", "Parcels delivered divided by count of "
                     "day-shift drivers.")
    night = column("parcels_per_driver_night_shift", "Parcels delivered divided by count of "
                   "night-shift drivers.")
    forward = column("fx_rate", "The exchange rate from source to transaction currency.")
    reverse = column("reciprocal_fx_rate", "The exchange rate from transaction to source "
                     "currency.")
    assert judged(backend, "consistency", night).passed
    assert judged(forward, "consistency", reverse).passed


def test_a_grain_in_the_models_own_column_words_is_not_finer() -> None:
    key = data_test("unique", "depot_region_id")
    name = column("depot_region_name", "Name of the depot region.")
    assert judged(model("One row per depot region name.", "dim_depot_regions"), "consistency",
                  key, name).passed


@pytest.mark.parametrize(("low", "high", "passes"), [
    (0, 100_000_000, False),
    (1, 20_000_000, False),
    (1_900_000, 2_300_000, True),
    (1, 5_000, True),
])
def test_a_row_count_open_from_empty_to_tens_of_millions_is_no_band(
        low: int, high: int, passes: bool) -> None:
    count = data_test("dbt_expectations.expect_table_row_count_to_be_between", None,
                      min_value=low, max_value=high)
    verdict = judged(count, "no-redundant")
    assert verdict.passed is passes, verdict.reasoning


def test_a_ratio_over_all_of_a_thing_is_another_base_than_a_part_of_it() -> None:
    rate = column("acceptance_rate", "accepted_requests / offered_requests for the driver on "
                  "the day, as a fraction 0-1.")
    wider = column("high_acceptance_flag", "True when the driver accepts over 90% of all "
                   "requests in the city.")
    same = column("high_acceptance_flag", "True when the driver accepts over 90% of offered "
                  "requests in the day.")
    assert not judged(wider, "consistency", rate).passed
    assert judged(same, "consistency", rate).passed


def test_a_figure_given_against_two_equally_common_others_names_the_same_one_every_run() -> None:
    """The reason names one figure whatever order the project's texts were summed in (a
    set's order, which changes from run to run): a grade reads the same on a re-run."""
    own = sibling_terms.Facts(quantities=frozenset({("day", "claim", "45")}))
    reasons = set()
    for order in (["30", "60", "45"], ["60", "30", "45"], ["45", "60", "30"]):
        summed = sibling_terms.SiblingFacts(
            numbers={("day", "claim"): Counter(dict.fromkeys(order, 1))})
        found = list(sibling_terms._redefined(own, summed, "evidence"))
        assert len(found) == 1
        reasons.add(found[0].reasoning)
    assert len(reasons) == 1, reasons
