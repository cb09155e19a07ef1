"""The offline judge reads a text through its project's own context: what its sibling sections,
columns and tests already say. Each reading is tried in a domain the rules were not tuned on (a
parcel carrier, a web shop, a library), beside a text that passes, so a rule that fires on
everything, or only on the words it was written for, goes red; and a reason says what is true."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from gate.docs.data_tests import DataTest
from tests.docs.judges.offline.test_offline_context import data_test, judged, model
from tests.docs.judges.offline.test_offline_reading import column, section


def _argument(text: str) -> Artifact:
    return Artifact("argument.w1.description", "argument_description", text,
                    "macros/parcel.yml", 1, "macros/crate_volume", subject="w1")


def test_a_text_whose_every_sentence_tells_nothing_is_not_called_empty() -> None:
    written = judged(_argument("As discussed in the meeting."), "usage")
    assert written.score == 0.0
    assert "empty" not in written.reasoning
    assert "No sentence of the text ('As discussed in the meeting.') tells" in written.reasoning
    # what an argument holds, said without its name, tells that much
    assert "No sentence" not in judged(_argument("Weight of the first parcel."), "usage").reasoning
    assert judged(_argument(""), "usage").reasoning.startswith("The text is empty.")


# --- Clarity: what a reader needs to read the value, and only that ----------------------------

def _metric(name: str, text: str) -> Artifact:
    return Artifact(f"metric.{name}.description", "metric_description", text, "models/sm.yml",
                    1, "loans", subject=name)


@pytest.mark.parametrize(("name", "text", "passes"), [
    # a flag that is its qualifier, a window or a norm left open
    ("is_active", "Whether the borrower is active.", False),
    ("is_active", "Whether the borrower has borrowed a book in the last 12 months.", True),
    ("peak_loans", "Loans during peak hours.", False),
    ("peak_loans", "Loans between 16:00 and 19:00 local time on weekdays.", True),
    ("extra_hours", "Hours worked beyond the regular roster.", False),
    ("extra_hours", "Hours worked beyond the 38 rostered hours of the week.", True),
    # an average says what it is taken over
    ("avg_basket", "Average basket size in the shop.", False),
    ("avg_basket", "Average basket size per order, in items.", True),
    # an index its range or its formula; a rank which end is the top
    ("congestion_index", "Congestion index for the depot-day; higher means more congested.",
     False),
    ("congestion_index", "Congestion index for the depot-day, from 0 (empty) to 100 (at "
                         "capacity); higher means more congested.", True),
    ("priority", "Priority 1–5.", False),
    ("priority", "Priority 1–5, where 1 is the most urgent.", True),
    # a value called a timestamp needs its zone, whatever date it feeds
    ("scanned_at", "Scanner timestamp of the parcel scan, used to assign the business date.",
     False),
    ("scanned_at", "Scanner timestamp of the parcel scan in UTC, used to assign the business "
                   "date.", True),
    # a position is no index, and an average of a group says what it is taken over
    ("session_index", "The number of the visitor's session, counted from their first.", True),
    ("avg_tenure", "Average tenure of the team in months.", True),
    # a named standard (letters and a number) is looked up by its name, not spelt out
    ("shelf_barcode", "Shelf barcode in EAN13, printed on the shelf edge.", True),
])
def test_clarity_asks_what_the_reader_needs_to_read_the_value(name: str, text: str,
                                                              passes: bool) -> None:
    verdict = judged(column(name, text, "fct_loans"), "clarity")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("name", "text", "passes"), [
    ("return_rate", "Returns compared with last year.", False),
    ("return_rate", "Returned orders divided by shipped orders in the same month.", True),
])
def test_a_ratio_metric_says_its_base(name: str, text: str, passes: bool) -> None:
    assert judged(_metric(name, text), "clarity").passed is passes


def test_marketing_words_are_not_clear() -> None:
    exposure = Artifact("exposure.board.description", "exposure_description",
                        "A dashboard with great insights to drive warehouse excellence.",
                        "models/exposures.yml", 1, "exposures", subject="board")
    assert not judged(exposure, "clarity").passed


def test_values_the_test_holds_otherwise_are_a_consistency_defect_not_a_clarity_one() -> None:
    held = data_test("accepted_values", "format", values=["paperback", "hardcover",
                                                          "audiobook"])
    text = column("format", "Edition: `paperback`, `hardcover` or `audio`.", "fct_orders")
    assert judged(text, "clarity", held).passed
    assert not judged(text, "consistency", held).passed


def test_a_threshold_in_brackets_is_not_taken_for_a_value() -> None:
    held = data_test("accepted_values", "arrival", values=["early", "on_time", "late"])
    text = column("arrival", "`early` (more than 60 seconds ahead), `on_time` (60 seconds early "
                  "to 5 minutes late) or `late` (more than 5 minutes behind).", "fct_orders")
    assert judged(text, "clarity", held).passed
    assert judged(text, "consistency", held).passed


def test_a_grain_against_the_key_is_consistency_and_two_pers_state_a_grain() -> None:
    key = data_test("dbt_utils.unique_combination_of_columns", None,
                    combination_of_columns=["branch_id", "loan_date", "hour_of_day"])
    short = model("Loans and returns per branch per loan date, from the desk scanners.",
                  "fct_loans_hourly")
    assert judged(short, "clarity", key).passed  # it reads clearly and says its rows
    assert not judged(short, "consistency", key).passed  # but leaves the hour out
    whole = model("Loans and returns per branch per loan date and hour, from the desk "
                  "scanners.", "fct_loans_hourly")
    assert judged(whole, "consistency", key).passed


# --- Markdown: a section against the rest of its document --------------------------------------

LIBRARY_INTRO = section("Holds and returns", "How the branch library counts holds and returns. "
                        "The nightly circulation export into `raw_ils.loans` normally lands by "
                        "02:00 local, before the 07:00 branch report.", "holds")
DEFINITION = section("Definition", "A hold is **ready** when the book waits on the reservation "
                     "shelf at the borrower's chosen branch; holds not collected within 7 days "
                     "return to circulation and count as expired.", "holds")
STATUSES = section("Hold statuses", "`ready`: the book waits on the reservation shelf. "
                   "`expired`: not collected from the reservation shelf within 7 days.", "holds")
OWNERS = section("Reporting", "The branch report is rebuilt every morning. Data owner: "
                 "Collection Services (collections@library.example).", "holds")


@pytest.mark.parametrize(("body", "passes"), [
    ("Questions about holds go to Branch Operations (ops@library.example), which owns the "
     "branch report.", False),
    ("Questions about holds go to Collection Services (collections@library.example), which "
     "owns the branch report.", True),
])
def test_a_section_that_names_another_owner_contradicts_its_document(body: str,
                                                                      passes: bool) -> None:
    verdict = judged(section("Contacts", body, "holds"), "md-consistency", LIBRARY_INTRO,
                     DEFINITION, OWNERS)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("body", "passes"), [
    ("The circulation export is delivered at 04:30 local each morning and dbt runs at 05:00.",
     False),
    ("The circulation export is delivered by 02:00 local and dbt runs at 05:00.", True),
    ("Loans reach the warehouse through the library system's hourly API pull into "
     "`raw_ils.loans`.", False),
])
def test_a_section_that_has_the_data_arrive_otherwise_contradicts_its_document(
        body: str, passes: bool) -> None:
    verdict = judged(section("Schedule", body, "holds"), "md-consistency", LIBRARY_INTRO,
                     DEFINITION, OWNERS)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("term", "passes"), [("Hold shelf", False), ("Reservation shelf", True)])
def test_a_glossary_that_renames_the_documents_term_is_inconsistent(term: str,
                                                                    passes: bool) -> None:
    glossary = section("Glossary", f"- **{term}** — the shelf behind the issue desk, sorted "
                       "by surname.\n- **Hold fee** — 50 cents, charged when a borrower "
                       "collects a ready book.", "holds")
    verdict = judged(glossary, "md-consistency", LIBRARY_INTRO, DEFINITION, STATUSES)
    assert verdict.passed is passes, verdict.reasoning


def test_a_summary_pieced_from_two_sections_repeats_them() -> None:
    summary = section("Summary", "The library counts holds and returns from the nightly "
                      "circulation export; a hold is ready when the book waits on the "
                      "reservation shelf and expires when not collected within 7 days.", "holds")
    assert not judged(summary, "md-consistency", LIBRARY_INTRO, DEFINITION, OWNERS).passed
    fresh = section("Summary", "Branch managers read the hold counts to decide which titles "
                    "to buy twice; the expired share tells them where the shelf wait is too "
                    "short for commuters.", "holds")
    assert judged(fresh, "md-consistency", LIBRARY_INTRO, DEFINITION, OWNERS).passed


def test_the_section_a_shorter_summary_copies_is_not_pieced_from_it() -> None:
    """Of a section and a shorter one made of its words, the copy is at fault: the section it
    was made from is not pieced together from the copy and a third section."""
    overview = section("Holds overview", "The library counts holds and returns from the "
                       "nightly circulation export, for each branch and borrower type; a hold "
                       "expires when not collected within 7 days.", "holds")
    copy = section("Summary", "Holds and returns are what the library counts, by branch "
                   "and type of borrower, from its circulation export each nightly run.",
                   "holds")
    assert judged(overview, "md-consistency", copy, DEFINITION, OWNERS).passed
    assert not judged(copy, "md-consistency", overview, DEFINITION, OWNERS).passed


# --- Consistency: a column against its model's words and tests ---------------------------------

def _returns_model() -> tuple[Artifact, ...]:
    """A web shop's returns: its texts say "return" and "shopper" throughout."""
    return (model("One row per return a shopper opened in the help centre, with its reason "
                  "and refund.", "fct_shop_returns"),
            column("shopper_id", "The shopper who opened the return; joins to dim_shoppers.",
                   "fct_shop_returns"),
            column("reason", "Why the shopper sent the return back, as chosen in the form.",
                   "fct_shop_returns"),
            column("opened_at", "When the return was opened, in UTC.", "fct_shop_returns"))


@pytest.mark.parametrize(("text", "passes"), [
    ("When the parcel was refunded, in UTC; a reopened parcel keeps its first refund time.",
     False),
    ("When the buyer at the counter got the refund, in UTC.", False),
    ("When the return was refunded, in UTC; a reopened return keeps its first refund time.",
     True),
    ("When the shopper was refunded for the return, in UTC.", True),
])
def test_a_column_that_names_the_models_thing_by_another_word_drifts(text: str,
                                                                     passes: bool) -> None:
    siblings = _returns_model()
    verdict = judged(column("refunded_at", text, "fct_shop_returns"), "consistency", *siblings)
    assert verdict.passed is passes, verdict.reasoning


def test_a_key_column_describes_another_thing_by_design() -> None:
    key = column("author_id", "The unique identifier of the clerk who wrote the note, joined "
                 "to dim_clerks.",
                 "fct_shop_returns")
    assert judged(key, "consistency", *_returns_model()).passed


def test_the_models_word_must_be_one_its_texts_make_a_subject() -> None:
    """A model whose texts name their thing only in passing ("per return") holds no one to it."""
    siblings = (model("Refund totals per return reason.", "fct_shop_returns"),
                column("reason", "Reason code per return, from the form.", "fct_shop_returns"))
    text = column("refunded_at", "When the parcel was refunded, in UTC.", "fct_shop_returns")
    assert judged(text, "consistency", *siblings).passed


def test_a_column_that_says_when_it_is_null_contradicts_its_not_null_test() -> None:
    text = column("courier_id", "Courier who delivered the order; null for orders collected "
                  "in store.", "fct_orders")
    refused = data_test("not_null", "courier_id")
    assert not judged(text, "consistency", refused).passed
    on_some_rows = data_test("dbt_expectations.expect_column_values_to_not_be_null",
                             "courier_id", row_condition="fulfilment = 'delivery'")
    assert judged(text, "consistency", on_some_rows).passed
    always = column("courier_id", "Courier who delivered the order; joins to dim_couriers.",
                    "fct_orders")
    assert judged(always, "consistency", refused).passed


def test_a_list_of_values_in_code_spans_that_leaves_some_out_is_short() -> None:
    held = data_test("accepted_values", "warehouse", values=["leeds", "derby", "bristol",
                                                             "cross_dock"])
    short = column("warehouse", "Warehouse the parcel ships from: `leeds`, `derby` or "
                   "`bristol`.", "fct_orders")
    assert not judged(short, "consistency", held).passed
    whole = column("warehouse", "Warehouse the parcel ships from: `leeds`, `derby`, `bristol` "
                   "or `cross_dock`.", "fct_orders")
    assert judged(whole, "consistency", held).passed


# --- Markdown: what a reader needs to act --------------------------------------------------------

DIAGNOSE = section("Diagnose", "1. Check the last load: `select max(loaded_at) from "
                   "raw_shop.orders;`\n2. Count yesterday's orders per store: `select store, "
                   "count(*) from raw_shop.orders group by store;`\n3. If one store has no "
                   "rows, its tills did not upload.", "orders-late")


@pytest.mark.parametrize(("body", "passes"), [
    ("1. Ask the till vendor to re-send the file.\n2. Once it lands, rebuild.\n"
     "3. Check the numbers.", False),
    ("1. Ask the till vendor (support@tills.example) to re-send the file.\n2. Once it lands, "
     "run `dbt build --select stg_orders+`.\n3. Check the numbers: `dbt test --select "
     "stg_orders`.", True),
])
def test_steps_without_the_commands_the_documents_other_procedure_gives_are_incomplete(
        body: str, passes: bool) -> None:
    verdict = judged(section("Backfill", body, "orders-late"), "md-completeness", DIAGNOSE)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("body", "passes"), [
    ("Run `dbt build --select fct_orders+`. You will need access.", False),
    ("Run `dbt build --select fct_orders+`. You will need access to the `shop_analyst` role; "
     "request it in the access portal.", True),
    ("Some stores show elevated refund rates during certain weeks due to recent price "
     "changes.", False),
    ("Stores 14 and 22 show refund rates above 8 % in weeks 3 to 5 of 2026, after the January "
     "price change; exclude them from the trend until March.", True),
    ("Keep an eye on things for a while after the release and deal with any follow-ups from "
     "QA as appropriate.", False),
])
def test_a_section_that_leaves_open_what_a_reader_needs_is_incomplete(body: str,
                                                                      passes: bool) -> None:
    verdict = judged(section("Notes", body, "orders-late"), "md-completeness")
    assert verdict.passed is passes, verdict.reasoning


def test_an_intro_for_the_on_call_that_mentions_an_email_names_no_one_to_escalate_to() -> None:
    intro = section("Orders feed late", "For the on-call analytics engineer when the nightly "
                    "order load into `raw_shop.orders` is missing. Revenue for the previous "
                    "day comes only from this feed, so the 08:00 revenue email is wrong until "
                    "it is fixed.", "orders-late")
    assert judged(intro, "md-completeness").passed
    assert not judged(section("Escalation", "If the feed is still missing at 10:00, email the "
                              "relevant team.", "orders-late"), "md-completeness").passed


# --- Definition: what two analysts need to compute the same number --------------------------

@pytest.mark.parametrize(("name", "text", "passes"), [
    # a ratio whose terms are both defined is the same over any window
    ("return_rate", "Returned orders divided by delivered orders, in percent; orders "
                    "cancelled before dispatch are excluded from both and exchanges count as "
                    "returns.", True),
    ("return_rate", "Returns divided by orders per month.", False),
    # a dated grain summed over is the period
    ("items_sold", "Items sold: every scanned line of a basket, refunds excluded, summed over "
                   "store-days.", True),
])
def test_a_metric_definition_says_what_two_analysts_need(name: str, text: str,
                                                         passes: bool) -> None:
    verdict = judged(_metric(name, text), "definition")
    assert verdict.passed is passes, verdict.reasoning


def test_a_sum_of_its_own_name_is_circular() -> None:
    measure = Artifact("measure.loans.description", "measure_description", "Sum of loans.",
                       "models/sm.yml", 1, "loans", subject="loans")
    verdict = judged(measure, "definition")
    assert verdict.score == 0.3, verdict.reasoning


# --- Rationale and usage -----------------------------------------------------------------------

def _rationale(text: str) -> Artifact:
    test = DataTest("not_null", "parcel_id", {}, text, 5)
    return Artifact("test.not_null", "test", test.artifact_text(), "models/x.yml", 5,
                    "fct_parcels", subject=test.render(), rationale_expected=True,
                    has_rationale=True, test=test)


@pytest.mark.parametrize(("text", "passes"), [
    ("Required field for downstream models.", False),
    ("not_null check on parcel_id.", False),
    ("Standard practice for billing data.", False),
    ("The depot dashboard counts parcels by id; a parcel without one is dropped from the "
     "daily count and the courier is never paid for it.", True),
])
def test_a_rationale_names_a_consumer_one_can_find_and_what_breaks(text: str,
                                                                   passes: bool) -> None:
    verdict = judged(_rationale(text), "rationale")
    assert verdict.passed is passes, verdict.reasoning


def test_an_argument_that_gives_its_default_and_when_to_change_it_tells_its_use() -> None:
    argument = Artifact("argument.places.description", "argument_description",
                        "Decimal places of the result; default 2. Pass 4 for per-gram prices.",
                        "macros/x.yml", 1, "macros/pence_to_pounds", subject="places")
    assert judged(argument, "usage").passed
