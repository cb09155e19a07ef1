"""What a reader needs and a text leaves to them: a bar of importance, a window ahead or hours
named by whose they are; a retry "later", a rule hedged "depending on circumstances", "the
usual form"; a rationale that says where it came from instead of why. And, the other way, a
currency's code, which is its unit and no jargon, and a breach of a rule the organisation
answers for, which is a consequence. Each beside a text that tells what is needed, on domains
the gold sets do not use (a ski resort, a seed library, a marina, a kennel, a food bank)."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from gate.docs.data_tests import DataTest
from tests.docs.judges.offline.test_offline_context import judged
from tests.docs.judges.offline.test_offline_reading import column, section


@pytest.mark.parametrize(("name", "text", "passes"), [
    ("lift_pass_price", "Price of the day pass at the ticket desk, in CAD excluding GST.", True),
    ("locker_fee", "Fee for a season locker, in CHF.", True),
    ("locker_fee", "Fee for a season locker, per the SFL schedule.", False),
])
def test_a_currency_code_is_the_amounts_unit_not_jargon(name: str, text: str,
                                                         passes: bool) -> None:
    verdict = judged(column(name, text, "fct_ticket_sales"), "clarity")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("name", "text", "passes"), [
    ("is_viability_alert", "One row per germination test, limited to statistically "
                           "significant drops in viability.", False),
    ("is_viability_alert", "One row per germination test whose viability fell by more than "
                           "15 points against the batch's previous test.", True),
    ("is_expiring", "Flags seed packets expiring soon so they can be sown in the trial beds.",
     False),
    ("is_expiring", "Flags seed packets expiring within 60 days so they can be sown in the "
                    "trial beds.", True),
    ("is_staffed", "True when the booking falls in kennel business hours.", False),
    ("is_staffed", "True when the booking falls between 07:00 and 19:00 kennel time "
                   "(Europe/Dublin), Monday to Saturday.", True),
])
def test_a_bar_or_window_left_to_the_reader_is_undefined(name: str, text: str,
                                                          passes: bool) -> None:
    verdict = judged(column(name, text, "fct_seed_stock"), "clarity")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize("criterion", ["md-clarity", "md-completeness"])
@pytest.mark.parametrize(("heading", "body", "passes"), [
    ("Harbour dues", "Send the berth holder's dues to the harbour office via the usual form "
                     "once paid.", False),
    ("Harbour dues", "Send the berth holder's dues to the harbour office with form HM-4 "
                     "(https://marina.example/forms/hm-4) within 5 working days of payment.",
     True),
])
def test_the_usual_form_is_not_a_form_a_reader_can_find(criterion: str, heading: str,
                                                        body: str, passes: bool) -> None:
    verdict = judged(section(heading, body, "berths"), criterion)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("heading", "body", "passes"), [
    ("Step 2 - Check the tide feed", "Check whether the tide gauge file has arrived. If it "
     "has not, wait and try again later.", False),
    ("Step 2 - Check the tide feed", "Check whether the tide gauge file has arrived. If it "
     "has not by 06:30, rerun `dbt build --select stg_tides` once.", True),
    ("Incident notice", "Spills must be reported promptly, generally within 48 hours "
     "depending on circumstances.", False),
    ("Incident notice", "Spills must be reported to the harbour master within 48 hours of "
     "being seen.", True),
])
def test_a_retry_later_or_a_hedged_rule_is_left_open(heading: str, body: str,
                                                     passes: bool) -> None:
    verdict = judged(section(heading, body, "berths"), "md-clarity")
    assert verdict.passed is passes, verdict.reasoning


def _rationale(text: str) -> Artifact:
    test = DataTest("not_null", "handler_id", {}, text, 7)
    return Artifact("test.not_null.handler_id", "test", test.artifact_text(), "models/x.yml", 7,
                    "fct_dog_walks", subject=test.render(), rationale_expected=True,
                    has_rationale=True, test=test)


@pytest.mark.parametrize(("text", "passes"), [
    ("As discussed with the kennel managers.", False),
    ("Added by the test generator to support the walk rota report.", False),
    ("A walk with no handler is an insurance audit finding.", True),
    ("A walk without a named handler is non-compliant with the licence; this shows it before "
     "the yearly return rather than during an inspection.", True),
])
def test_where_a_rationale_came_from_is_no_reason_and_a_breach_is_one(text: str,
                                                                      passes: bool) -> None:
    verdict = judged(_rationale(text), "rationale")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Every parcel must be attributable to a depot for the weekly donor scorecard.", True),
    ("Every parcel must be attributable to a depot.", False),
])
def test_a_scorecard_is_a_consumer(text: str, passes: bool) -> None:
    test = DataTest("not_null", "depot_id", {}, text, 9)
    artifact = Artifact("test.not_null.depot_id", "test", test.artifact_text(), "models/x.yml",
                        9, "fct_food_parcels", subject=test.render(), rationale_expected=True,
                        has_rationale=True, test=test)
    verdict = judged(artifact, "rationale")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize("criterion", ["md-clarity", "md-completeness"])
@pytest.mark.parametrize(("body", "passes"), [
    ("**Why is pen 4 empty on Sundays?** Known issue.", False),
    ("**Why is pen 4 empty on Sundays?** By design.", False),
    ("**Why is pen 4 empty on Sundays?** Pen 4 is hosed down every Sunday from 08:00 to "
     "14:00, so no dog is booked into it.", True),
    ("**Is pen 4 heated?** No.", True),
])
def test_a_why_answered_by_a_label_explains_nothing(criterion: str, body: str,
                                                   passes: bool) -> None:
    verdict = judged(section("FAQ", body, "kennel_guide"), criterion)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("body", "passes"), [
    ("Everyone involved should coordinate closely and act quickly to keep the boats safe.",
     False),
    ("The duty harbour master (pager 2210) leads; the berthing clerk moves the bookings in "
     "`berth_moves` and the finance officer refunds the dues.", True),
])
def test_a_party_named_by_taking_part_is_no_role(body: str, passes: bool) -> None:
    verdict = judged(section("Roles", body, "berths"), "md-completeness")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Returns true when the given timestamp falls in office hours.", False),
    ("Returns true when the given timestamp falls between 09:00 and 17:30 in the seed "
     "library's zone (Europe/London), Monday to Friday.", True),
])
def test_a_macro_that_hangs_on_open_hours_does_not_say_what_it_returns(text: str,
                                                                       passes: bool) -> None:
    macro = Artifact("macro.in_opening_hours", "macro_description", text, "macros/hours.sql", 1,
                     "macros", subject="in_opening_hours")
    verdict = judged(macro, "usage")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("One row per boat movement from the harbour's daily export at 05:00; freshness warns "
     "after 2 hours.", False),
    ("One row per boat movement from the harbour's daily export at 05:00; freshness warns "
     "after 26 hours.", True),
    ("One row per gate scan, synced every 15 minutes; freshness warns after 1 hour.", True),
])
def test_a_freshness_warning_inside_the_load_period_fires_every_day(text: str,
                                                                     passes: bool) -> None:
    source = Artifact("source.harbour.movements", "source_description", text,
                      "models/sources.yml", 4, "harbour", subject="movements")
    verdict = judged(source, "usage")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Pens with heavy use recently, for the cleaning rota.", False),
    ("Pens used on 5 or more of the last 7 days, for the cleaning rota.", True),
])
def test_a_window_of_recently_is_left_open_after_any_word(text: str, passes: bool) -> None:
    verdict = judged(column("is_busy_pen", text, "dim_pens"), "clarity")
    assert verdict.passed is passes, verdict.reasoning
