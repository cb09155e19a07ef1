"""A Markdown section's facts against its document's other sections, by their form: a quoted
value spelt otherwise, N calendar days against N business days, a sign turned against a
worked example, a clock that moves against a fixed zone, sentences a longer section already
gives, a thing counted towards what another section excludes. Each defect is tried beside a
section that passes, in a courier's and a public library's guides."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from tests.docs.judges.offline.test_offline_context import judged


def titled(heading: str, body: str, doc: str = "parcels") -> Artifact:
    text = f"## {heading}\n\n{body}"
    return Artifact(f"section.{heading}", "markdown_section", text, f"{doc}.md", 1, doc,
                    subject=f"## {heading}", plain_text=body)


STATUSES = titled("Statuses", "| Status | Meaning |\n|---|---|\n| in-transit | scanned at a "
                  "hub |\n| out-for-delivery | on a van |\n| delivered | signed for |")


@pytest.mark.parametrize(("body", "passes"), [
    ("Filter late parcels with `status = 'out_for_delivery'` and a promised date before "
     "today.", False),
    ("Filter late parcels with `status = 'out-for-delivery'` and a promised date before "
     "today.", True),
])
def test_a_quoted_value_another_section_spells_otherwise_is_faulted(body: str,
                                                                   passes: bool) -> None:
    verdict = judged(titled("Finding late parcels", body), "md-consistency", STATUSES)
    assert verdict.passed is passes, verdict.reasoning


DEADLINES = titled("Timeline", "Claims for lost parcels are settled within 10 business days "
                   "of the claim; the depot answers within 2 business days.")


@pytest.mark.parametrize(("body", "passes"), [
    ("Pay the claim by the 10th calendar day after it is filed, from the claims ledger.",
     False),
    ("Pay the claim by the 10th business day after it is filed, from the claims ledger.",
     True),
])
def test_a_day_count_on_another_basis_than_the_timeline_is_faulted(body: str,
                                                                   passes: bool) -> None:
    verdict = judged(titled("Paying a claim", body), "md-consistency", DEADLINES)
    assert verdict.passed is passes, verdict.reasoning
    assert judged(DEADLINES, "md-consistency", titled("Paying a claim", body)).passed


EXAMPLE = titled("Worked example", "A parcel of 4 kg on the national rate: 4 × 2.50 EUR = "
                 "10.00 EUR, recorded in `surcharge_eur` and subtracted from `base_fee_eur` "
                 "for members.")


@pytest.mark.parametrize(("body", "passes"), [
    ("The member surcharge is looked up per kilogram and added to `base_fee_eur` on the "
     "invoice.", False),
    ("The member surcharge is looked up per kilogram and subtracted from `base_fee_eur` on "
     "the invoice.", True),
])
def test_a_sign_turned_against_the_worked_example_is_faulted(body: str, passes: bool) -> None:
    verdict = judged(titled("Member pricing", body), "md-consistency", EXAMPLE)
    assert verdict.passed is passes, verdict.reasoning
    assert judged(EXAMPLE, "md-consistency", titled("Member pricing", body)).passed


CUTOFFS = titled("Cut-offs", "Collection cut-offs are at 17:00 NZST at every depot, all "
                 "year.", "depots")


@pytest.mark.parametrize(("body", "passes"), [
    ("Cut-offs follow each depot's clock (Pacific/Auckland), so they move with daylight "
     "saving.", False),
    ("Cut-offs never follow daylight saving: 17:00 NZST is 18:00 on a summer clock.", True),
])
def test_a_moving_clock_against_a_fixed_zone_for_the_same_thing_is_faulted(
        body: str, passes: bool) -> None:
    verdict = judged(titled("Depot clocks", body, "depots"), "md-consistency", CUTOFFS)
    assert verdict.passed is passes, verdict.reasoning


OVERVIEW = titled("About this guide", "How branch staff renew a member's loans when the "
                  "catalogue is down. Renewals made offline are keyed into the circulation "
                  "system within 24 hours of the catalogue coming back, by the branch lead.",
                  "renewals")


@pytest.mark.parametrize(("body", "passes"), [
    ("Volunteers use this whenever the catalogue server cannot be reached from a desk. "
     "Renewals made offline are keyed into the circulation system within 24 hours of the "
     "catalogue coming back.", False),
    ("Write each renewal on the paper slip: card number, item barcode, new due date. Keep "
     "the slips in the branch safe until they are keyed in.", True),
])
def test_a_section_that_repeats_a_longer_ones_sentences_is_faulted(body: str,
                                                                   passes: bool) -> None:
    verdict = judged(titled("Background", body, "renewals"), "md-consistency", OVERVIEW)
    assert verdict.passed is passes, verdict.reasoning
    assert judged(OVERVIEW, "md-consistency", titled("Background", body, "renewals")).passed


RULES = titled("Definitions", "- **Loan rate**: loans ÷ active cards in the month.\n\n"
               "Interlibrary loans are excluded from the loan rate.", "lending")


@pytest.mark.parametrize(("body", "passes"), [
    ("Interlibrary loans count towards the loan rate, since the member borrowed them.", False),
    ("Interlibrary loans are reported on their own, since another library owns them.", True),
])
def test_a_thing_counted_towards_what_another_section_excludes_is_faulted(
        body: str, passes: bool) -> None:
    verdict = judged(titled("Interlibrary loans", body, "lending"), "md-consistency", RULES)
    assert verdict.passed is passes, verdict.reasoning


VISITS = titled("How visits are counted", "A visit is one badge scan at a club's turnstile. "
                "Daily visits per member are summed over the billing month for the loyalty "
                "tier.", "gym-visits")


@pytest.mark.parametrize(("body", "passes"), [
    ("`fct_visits` holds one row per club per day; the tier job sums it per household over "
     "the billing month.", False),
    ("`fct_visits` holds one row per member per day; the tier job sums it per member over "
     "the billing month.", True),
])
def test_a_quantity_summed_per_another_thing_than_the_other_sections_is_faulted(
        body: str, passes: bool) -> None:
    verdict = judged(titled("Models", body, "gym-visits"), "md-consistency", VISITS)
    assert verdict.passed is passes, verdict.reasoning


FEES = titled("Fees", "| Extra | Fee (EUR) |\n|---|---|\n| LATE_CHECKOUT | 25 |\n"
              "| EARLY_CHECKIN | 20 |", "stays")


@pytest.mark.parametrize(("body", "passes"), [
    ("Guests on the loyalty plan can book a Late Checkout for 30 EUR at the desk.", False),
    ("Guests on the loyalty plan can book a Late Checkout for 25 EUR at the desk.", True),
])
def test_a_named_terms_figure_the_table_gives_otherwise_is_faulted(body: str,
                                                                   passes: bool) -> None:
    verdict = judged(titled("Loyalty extras", body, "stays"), "md-consistency", FEES)
    assert verdict.passed is passes, verdict.reasoning
    assert judged(FEES, "md-consistency", titled("Loyalty extras", body, "stays")).passed


TIERS = titled("Guest tiers", "Tiers come from `dim_guests.tier`: `regular` (under 5 nights "
               "a year), `frequent` (5 to 19) and `elite` (20 or more).", "stays")


@pytest.mark.parametrize(("body", "passes"), [
    ("Elites are the top 2 % of guests by nights stayed in the last year.", False),
    ("Elites are guests with 20 or more nights stayed in the last year.", True),
])
def test_a_term_defined_by_another_figure_than_a_sibling_gives_is_faulted(
        body: str, passes: bool) -> None:
    verdict = judged(titled("Elite guests", body, "stays"), "md-consistency", TIERS)
    assert verdict.passed is passes, verdict.reasoning


CONVENTIONS = titled("File names", "Scans are named scan_<patient>_<date>.dcm; reports are "
                     "rpt_ or addendum_ by whether they amend an earlier one.", "imaging")


@pytest.mark.parametrize(("body", "passes"), [
    ("Reports are named report_<study>.pdf.", False),
    ("Reports are named rpt_<study>.pdf unless they amend an earlier one.", True),
])
def test_a_naming_rule_another_section_gives_otherwise_is_faulted(body: str,
                                                                  passes: bool) -> None:
    verdict = judged(titled("Report files", body, "imaging"), "md-consistency", CONVENTIONS)
    assert verdict.passed is passes, verdict.reasoning
    assert judged(CONVENTIONS, "md-consistency", titled("Report files", body,
                                                         "imaging")).passed


def test_a_link_given_again_is_a_reference_not_a_repeat() -> None:
    intro = titled("Ferry timetable data", "How the ferry timetables reach the warehouse, "
                   "loaded nightly from the operator's GTFS export. Read [How we model "
                   "timetables and sailings](https://wiki.example/ferries/modelling-guide) "
                   "first.", "ferries")
    resources = titled("Resources", "- [How we model timetables and sailings]"
                       "(https://wiki.example/ferries/modelling-guide)\n- [GTFS reference]"
                       "(https://gtfs.org/schedule/reference/)", "ferries")
    verdict = judged(resources, "md-consistency", intro)
    assert verdict.passed, verdict.reasoning


ACCESS = titled("Access", "Your warehouse role writes only to your own `dev_<initials>` "
                "schema; merged changes reach `analytics` through the deploy job.", "claims")


@pytest.mark.parametrize(("body", "passes"), [
    ("Clone the repository and run `dbt build --select tag:claims --target prod` to check "
     "your setup.", False),
    ("Clone the repository and run `dbt build --select tag:claims --target dev` to check "
     "your setup.", True),
])
def test_work_sent_to_production_against_a_dev_only_rule_is_faulted(body: str,
                                                                    passes: bool) -> None:
    verdict = judged(titled("Local setup", body, "claims"), "md-consistency", ACCESS)
    assert verdict.passed is passes, verdict.reasoning


TERMS = titled("Terms", "- **Claim**: one request for payment from one provider for one "
               "visit, with all its lines.", "claims")


@pytest.mark.parametrize(("body", "passes"), [
    ("A *claim* is a single billed line; count lines to size the backlog.", False),
    ("A *claim* is one request for payment from one provider for one visit; count claims, "
     "not lines, to size the backlog.", True),
])
def test_a_term_defined_in_other_words_than_another_section_is_faulted(
        body: str, passes: bool) -> None:
    verdict = judged(titled("Backlog", body, "claims"), "md-consistency", TERMS)
    assert verdict.passed is passes, verdict.reasoning
