"""A Markdown section read against its document's other sections: a step the procedure lacks,
data called real-time that another section refreshes nightly, a threshold given twice, a thing
one section includes and another excludes, a day cut at local midnight beside UTC days. Each
defect is tried beside a section that passes, in a library's and a water utility's runbooks."""

from __future__ import annotations

import pytest

from tests.docs.judges.offline.test_offline_context import judged
from tests.docs.judges.offline.test_offline_reading import section

RECOVER = section("Recover", "1. Pause the overdue-letter job: `make pause-letters`.\n"
                  "2. Re-run the loans load: `dbt build --select stg_loans+`.\n"
                  "3. Resume the job: `make resume-letters`.", "loans-late")


@pytest.mark.parametrize(("body", "passes"), [
    ("If step 5 of Recover does not clear the backlog, page the circulation on-call.", False),
    ("If step 3 of Recover does not clear the backlog, page the circulation on-call.", True),
])
def test_a_reference_to_a_step_the_procedure_lacks_contradicts_it(body: str,
                                                                  passes: bool) -> None:
    verdict = judged(section("Escalation", body, "loans-late"), "md-consistency", RECOVER)
    assert verdict.passed is passes, verdict.reasoning


LOADS = section("Loads", "The loans table `fct_loans` is refreshed nightly at 02:00 from the "
                "circulation system.", "loans-guide")


@pytest.mark.parametrize(("body", "passes"), [
    ("Branch managers get real-time insight into every loan and return.", False),
    ("Branch managers see every loan and return of the day before, each morning.", True),
])
def test_data_called_real_time_where_another_section_refreshes_it_contradicts_it(
        body: str, passes: bool) -> None:
    verdict = judged(section("Loans data", body, "loans-guide"), "md-consistency", LOADS)
    assert verdict.passed is passes, verdict.reasoning


INTRO = section("Meter reconciliation", "Monthly check of billed volume against the bulk "
                "meters. A gap above 2 % of metered volume holds the invoices.", "meters")
ESCALATE = section("Escalation", "If the gap exceeds 2 % of metered volume, post in "
                   "#billing-oncall with both totals.", "meters")


@pytest.mark.parametrize(("body", "passes"), [
    ("The tolerated gap is 5 % of billed volume per district.", False),
    ("The tolerated gap is 2 % of metered volume per district.", True),
])
def test_a_threshold_another_section_states_otherwise_contradicts_it(body: str,
                                                                     passes: bool) -> None:
    verdict = judged(section("Thresholds", body, "meters"), "md-consistency", INTRO, ESCALATE)
    assert verdict.passed is passes, verdict.reasoning
    assert judged(ESCALATE, "md-consistency", INTRO, section("Thresholds", body,
                                                              "meters")).passed


RULES = section("Rules", "- Reference-only items are never lent.\n- Staff loans are excluded "
                "from the loan counts and from the overdue rate.", "loan-metrics")


@pytest.mark.parametrize(("body", "passes"), [
    ("The yearly total includes staff loans so that it matches the ministry's return.", False),
    ("The yearly total is the sum of the monthly loan counts, so it matches the ministry's "
     "return.", True),
])
def test_a_section_that_includes_what_another_excludes_contradicts_it(body: str,
                                                                      passes: bool) -> None:
    verdict = judged(section("Yearly total", body, "loan-metrics"), "md-consistency", RULES)
    assert verdict.passed is passes, verdict.reasoning
    assert judged(RULES, "md-consistency", section("Yearly total", body,
                                                   "loan-metrics")).passed


FINES = section("Library fines", "How the branches report fines to the council. Every "
                "amount in this guide is in EUR and excludes Value Added Tax (VAT).",
                "fines-guide")


@pytest.mark.parametrize(("body", "passes"), [
    ("- **Fine income**: fines collected at the desk and online, including VAT.", False),
    ("- **Fine income**: fines collected at the desk and online, before any waiver.", True),
])
def test_an_acronym_included_where_another_section_excludes_it_contradicts_it(
        body: str, passes: bool) -> None:
    """The acronym is matched to the name another section spells out before it."""
    verdict = judged(section("Glossary", body, "fines-guide"), "md-consistency", FINES)
    assert verdict.passed is passes, verdict.reasoning


DAYS = section("Definition", "A day's loans are those checked out between 00:00 and 24:00 UTC; "
               "the return date is the UTC date of the scan.", "loan-metrics")


@pytest.mark.parametrize(("body", "passes"), [
    ("A cohort is every member whose first loan falls on the same local date.", False),
    ("A cohort is every member whose first loan falls on the same UTC date.", True),
])
def test_a_day_cut_at_local_midnight_beside_utc_days_is_another_time_zone(
        body: str, passes: bool) -> None:
    verdict = judged(section("Cohorts", body, "loan-metrics"), "md-consistency", DAYS)
    assert verdict.passed is passes, verdict.reasoning
    assert judged(DAYS, "md-consistency", section("Cohorts", body, "loan-metrics")).passed


@pytest.mark.parametrize(("body", "passes"), [
    ("1. Watch the loan volume on the circulation dashboard.\n2. Verify loans are flowing "
     "correctly.\n3. Run `dbt build --select fct_loans` after the first hour.", False),
    ("1. Watch the loan volume on the circulation dashboard.\n2. Check that more than 50 loans "
     "an hour arrive.\n3. Run `dbt build --select fct_loans` after the first hour.", True),
])
def test_a_check_with_no_criterion_is_not_clear(body: str, passes: bool) -> None:
    verdict = judged(section("At opening", body, "branch-opening"), "md-clarity")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("criterion", "body", "passes"), [
    ("md-clarity", "Use `dbt build --select fct_loans`. Exclude recent members.", False),
    ("md-clarity", "Use `dbt build --select fct_loans`. Exclude members who joined in the last "
                   "30 days.", True),
    ("md-completeness", "Use `dbt build --select fct_loans`. Exclude recent members.", False),
    ("md-clarity", "Branches open at 09:00 local time.", False),
    ("md-clarity", "Branches open at 09:00 local time (Europe/Oslo).", True),
    ("md-clarity", "If the rebuild fails twice, page the circulation on-call.", False),
    ("md-completeness", "If the rebuild fails twice, page the circulation on-call.", False),
    ("md-completeness", "If the rebuild fails twice, page the circulation on-call through "
                        "the `library-data` service.", True),
    ("md-completeness", "Open the catalogue admin (page *Holds*, queue `HOLDS_A`) and check the "
                        "depth.", True),
])
def test_a_window_a_local_time_or_a_page_left_open(criterion: str, body: str,
                                                  passes: bool) -> None:
    verdict = judged(section("Notes", body, "branch-ops"), criterion)
    assert verdict.passed is passes, verdict.reasoning
