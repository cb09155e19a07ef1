"""A Markdown section read for what it leaves the reader to guess, and, the other way, for what
it does give: a clock time's zone named by its region ("04:00 Pacific"), a command in a code
span; a wait with no length ("Wait for it and re-run."), an action left "as appropriate".
Each beside a text that tells what is needed, on domains the gold sets do not use (a ferry
line, a brewery, a ski lift, a dental clinic)."""

from __future__ import annotations

import pytest

from tests.docs.judges.offline.test_offline_reading import judged, section


@pytest.mark.parametrize(("clock", "passes"), [
    ("04:00 Pacific", True), ("6 am Eastern", True), ("04:00", False)])
def test_a_clock_time_zoned_by_its_region_needs_no_other_zone(clock: str, passes: bool) -> None:
    schedule = section("Schedule", f"The sailing manifest lands at {clock} and the dbt build of "
                       "the boarding models starts an hour later.", "ferries")
    checks = section("Checks", "Compare `fct_boardings` with the manifest's passenger count "
                     "for each sailing; a gap of more than 2 passengers is an incident.",
                     "ferries")
    verdict = judged(schedule, "md-completeness", checks)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("body", "passes"), [
    ("To rebuild the brew log and its children, use `dbt build --select brew_log+`; avoid a "
     "full refresh since the log is incremental.", True),
    ("To rebuild the brew log and its children, use the usual build; avoid a full refresh "
     "since the log is incremental.", False),
])
def test_a_command_in_a_code_span_is_a_concrete_detail(body: str, passes: bool) -> None:
    verdict = judged(section("Rebuilding", body, "brewery"), "md-clarity")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize("criterion", ["md-clarity", "md-completeness"])
@pytest.mark.parametrize(("body", "passes"), [
    ("If the lift sensor file is missing, the gateway probably dropped it. Wait for it and "
     "re-run.", False),
    ("If the lift sensor file is missing, the gateway dropped it. Wait 20 minutes for the "
     "next push, then re-run `dbt build --select stg_lift_scans`.", True),
])
def test_a_wait_with_no_length_is_left_open(criterion: str, body: str, passes: bool) -> None:
    verdict = judged(section("Late sensor files", body, "lifts"), criterion)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize("criterion", ["md-clarity", "md-completeness"])
@pytest.mark.parametrize(("body", "passes"), [
    ("If a Sev 2 incident delayed patient reminders, inform the patients as appropriate.",
     False),
    ("If a Sev 2 incident delayed patient reminders, the front desk texts each patient "
     "affected within 4 hours from the clinic's SMS account.", True),
])
def test_an_action_left_as_appropriate_is_left_to_the_reader(criterion: str, body: str,
                                                            passes: bool) -> None:
    verdict = judged(section("Telling patients", body, "clinic"), criterion)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize("criterion", ["md-clarity", "md-completeness"])
@pytest.mark.parametrize(("body", "passes"), [
    # a name and a list, or a grain, beside the praise: no count of filler alone faults them
    ("Welcome to the most exciting data team in Nordic beekeeping! Our world-class platform "
     "empowers keepers, hives and co-ops and unlocks the power of hive data.", False),
    ("Our best-in-class colony KPI per hive per season, showing how premium our keepers' "
     "honey really is.", False),
    ("This guide is for analysts new to the hive models: where the scale readings come from, "
     "the `fct_hive_weights` grain and who to ask. Start with the runbook.", True),
])
def test_a_section_that_only_praises_is_marketing_copy(criterion: str, body: str,
                                                       passes: bool) -> None:
    verdict = judged(section("Onboarding", body, "apiary"), criterion)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("body", "passes"), [
    ("Locker hire charged per locker per day after the grace period.", False),
    ("Locker hire charged per locker per day after the grace period of 14 days, at EUR 0.50 "
     "a day.", True),
])
def test_a_free_or_grace_period_with_no_length_is_an_open_limit(body: str,
                                                               passes: bool) -> None:
    verdict = judged(section("Locker fees", body, "gym"), "md-clarity",
                     section("Memberships", "Monthly members pay EUR 40 by direct debit on the "
                             "1st; the membership counts from the first visit.", "gym"))
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("body", "passes"), [
    # a system's name and a source ("from"): two kinds of detail beside two stand-ins
    ("We get feeding data from several systems, mostly the ZIMS and some others, loaded "
     "regularly.", False),
    ("Feeding data comes from the keeper app (`raw_keeper.feeds`, loaded hourly) and the "
     "vet system (`raw_vet.treatments`, loaded nightly at 02:00 UTC).", True),
])
def test_a_cadence_left_as_regularly_is_a_stand_in(body: str, passes: bool) -> None:
    verdict = judged(section("Data sources", body, "zoo"), "md-completeness")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("body", "passes"), [
    ("Request the `desk_editor` role in the IT portal (form 'CMS access', approver: your desk "
     "chief). It takes one business day. You also need read access to the 'Wires' archive.",
     True),
    ("Clone the desk's repository first. You also need read access to the 'Wires' archive "
     "for the morning reports.", False),
])
def test_access_after_a_request_the_section_explained_is_told(body: str, passes: bool) -> None:
    verdict = judged(section("Access", body, "newsroom"), "md-completeness")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("body", "passes"), [
    ("Post in #box-office-data: what failed, the rerun command used and the time the sales "
     "report was right again.", True),
    ("Tell people what failed, the rerun command used and the time the sales report was "
     "right again.", False),
])
def test_a_channel_to_post_in_is_a_step_to_follow(body: str, passes: bool) -> None:
    verdict = judged(section("After recovery", body, "theatre"), "md-completeness")
    assert verdict.passed is passes, verdict.reasoning
