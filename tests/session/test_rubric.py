"""The CLEO rubric, rule by rule: CLEO's own unit scenarios first, then the edges the
reference implementation decides (JavaScript rounding and truthiness, time comparison)."""

from __future__ import annotations

from pathlib import Path

import pytest

from gate.session.models import DIMENSION_FIELDS, GradeResult
from gate.session.reading.entries import js_truthy
from tests.session.logs import Log, grade_log


@pytest.fixture
def grade(tmp_path: Path):  # type: ignore[no-untyped-def]
    def run(log: Log) -> GradeResult:
        return grade_log(log, tmp_path)
    return run


# S1 — session discipline

def test_session_list_before_the_first_task_op_scores_10(grade) -> None:
    result = grade(Log().call("session.list").call("tasks.find", query="x"))
    s1 = result.dimensions.session_discipline
    assert s1.score == 10
    assert s1.evidence == ("session.list called before first task op",)
    assert "session.end never called (always end sessions when done)" in result.flags


def test_session_list_after_a_task_op_scores_0_with_its_flag(grade) -> None:
    result = grade(Log().call("tasks.find", query="x").call("session.list"))
    assert result.dimensions.session_discipline.score == 0
    assert "session.list called after task ops (should check sessions first)" in result.flags


def test_only_a_find_flags_that_session_list_was_never_called(grade) -> None:
    result = grade(Log().call("tasks.find", query="x"))
    assert "session.list never called (check existing sessions before starting)" in result.flags


def test_only_a_session_end_scores_10(grade) -> None:
    result = grade(Log().call("session.end"))
    assert result.dimensions.session_discipline.score == 10
    assert result.dimensions.session_discipline.evidence == ("session.end called",)


def test_list_find_end_scores_20(grade) -> None:
    result = grade(Log().call("session.list").call("tasks.find", query="x").call("session.end"))
    assert result.dimensions.session_discipline.score == 20


def test_session_list_at_the_same_instant_as_the_first_task_op_passes(grade) -> None:
    log = Log().call("session.list", at=5).call("tasks.find", at=5, query="x")
    assert grade(log).dimensions.session_discipline.score == 10


def test_session_list_order_is_decided_by_time_not_by_the_sorted_position(grade) -> None:
    # Sorted by string, the task op ("...T13:30:00Z") comes before the list
    # ("...T14:00:00+01:00"), but the list happened at 13:00Z: CLEO compares parsed times.
    log = Log()
    log.call("tasks.find", query="x")
    log.call("session.list")
    log.entries[0]["timestamp"] = "2026-03-01T13:30:00Z"
    log.entries[1]["timestamp"] = "2026-03-01T14:00:00+01:00"
    assert grade(log).dimensions.session_discipline.evidence == (
        "session.list called before first task op",)


# S2 — discovery efficiency

def test_four_finds_score_15_with_the_ratio_as_evidence(grade) -> None:
    log = Log()
    for _ in range(4):
        log.call("tasks.find", query="x")
    s2 = grade(log).dimensions.discovery_efficiency
    assert s2.score == 15
    assert s2.evidence == ("find:list ratio 100% >= 80%",)


def test_one_find_and_one_list_score_8_and_flag_the_list(grade) -> None:
    result = grade(Log().call("tasks.find", query="x").call("tasks.list"))
    assert result.dimensions.discovery_efficiency.score == 8
    assert "tasks.list used 1x (prefer tasks.find for discovery)" in result.flags


def test_no_discovery_calls_score_10(grade) -> None:
    s2 = grade(Log().call("session.list")).dimensions.discovery_efficiency
    assert s2.score == 10
    assert s2.evidence == ("No discovery calls needed",)


def test_find_and_show_score_20(grade) -> None:
    s2 = grade(Log().call("tasks.find", query="x").call("tasks.show")).dimensions
    assert s2.discovery_efficiency.score == 20
    assert s2.discovery_efficiency.evidence[-1] == "tasks.show used 1x for detail"


def test_find_and_three_shows_are_capped_at_20(grade) -> None:
    log = Log().call("tasks.find", query="x")
    for _ in range(3):
        log.call("tasks.show")
    s2 = grade(log).dimensions.discovery_efficiency
    assert s2.score == 20
    assert "tasks.show used 3x for detail" in s2.evidence


def test_only_a_show_scores_15(grade) -> None:
    assert grade(Log().call("tasks.show")).dimensions.discovery_efficiency.score == 15


def test_failed_discovery_calls_count(grade) -> None:
    result = grade(Log().fail("tasks.find", exit_code=1).call("tasks.list"))
    assert result.dimensions.discovery_efficiency.score == 8


def test_the_partial_score_rounds_halves_up_as_javascript_does(grade) -> None:
    # 15 × 1/6 = 2.5: Math.round gives 3 where Python's round() gives 2.
    log = Log().call("tasks.find", query="x")
    for _ in range(5):
        log.call("tasks.list")
    assert grade(log).dimensions.discovery_efficiency.score == 3
    # 15 × 3/10 = 4.5: 5, not 4.
    log = Log()
    for _ in range(3):
        log.call("tasks.find", query="x")
    for _ in range(7):
        log.call("tasks.list")
    assert grade(log).dimensions.discovery_efficiency.score == 5


def test_the_ratio_percentage_rounds_half_up_as_to_fixed_does(grade) -> None:
    # 33 / 40 × 100 = 82.5: (82.5).toFixed(0) is "83"; Python's "%.0f" gives "82".
    log = Log()
    for _ in range(33):
        log.call("tasks.find", query="x")
    for _ in range(7):
        log.call("tasks.list")
    evidence = grade(log).dimensions.discovery_efficiency.evidence
    assert evidence == ("find:list ratio 83% >= 80%",)


# S3 — task hygiene

def test_no_adds_score_20(grade) -> None:
    s3 = grade(Log().call("tasks.find", query="x")).dimensions.task_hygiene
    assert (s3.score, s3.evidence) == (20, ())


def test_two_adds_without_description_score_10_with_two_flags(grade) -> None:
    log = Log().call("tasks.add", title="a", task_id="T1").call("tasks.add", title="b")
    result = grade(log)
    assert result.dimensions.task_hygiene.score == 10
    assert "tasks.add without description (taskId: T1)" in result.flags
    assert "tasks.add without description (taskId: unknown)" in result.flags


def test_a_blank_description_counts_as_missing(grade) -> None:
    result = grade(Log().call("tasks.add", title="a", description="   "))
    assert result.dimensions.task_hygiene.score == 15


def test_a_failed_add_without_description_is_not_penalised(grade) -> None:
    result = grade(Log().fail("tasks.add", exit_code=6, title="a"))
    assert result.dimensions.task_hygiene.score == 20


def test_a_subtask_without_any_exists_check_scores_17(grade) -> None:
    result = grade(Log().call("tasks.add", title="a", description="d", parent="T1"))
    assert result.dimensions.task_hygiene.score == 17
    assert "Subtasks created without tasks.exists parent check" in result.flags
    assert result.dimensions.task_hygiene.evidence == ()  # no "All 1 ... had descriptions"


def test_exists_then_a_subtask_scores_20_with_its_evidence(grade) -> None:
    log = Log().call("tasks.exists", taskId="T1").call(
        "tasks.add", title="a", description="d", parent="T1")
    s3 = grade(log).dimensions.task_hygiene
    assert s3.score == 20
    assert s3.evidence == ("Parent existence verified before subtask creation",
                           "All 1 tasks.add calls had descriptions")


def test_an_exists_check_anywhere_in_the_session_counts(grade) -> None:
    # The reference checks for any tasks.exists, not one before the add.
    log = Log().call("tasks.add", title="a", description="d", parent="T1").call("tasks.exists")
    assert grade(log).dimensions.task_hygiene.score == 20


def test_five_adds_without_description_floor_at_0(grade) -> None:
    log = Log()
    for n in range(5):
        log.call("tasks.add", title=f"t{n}")
    assert grade(log).dimensions.task_hygiene.score == 0


def test_one_good_add_has_its_evidence(grade) -> None:
    s3 = grade(Log().call("tasks.add", title="a", description="d")).dimensions.task_hygiene
    assert s3.evidence == ("All 1 tasks.add calls had descriptions",)


@pytest.mark.parametrize(("parent", "is_subtask"), [
    ("T1", True), ({}, True), ([], True), (1, True), (True, True),
    ("", False), (0, False), (None, False), (False, False),
])
def test_a_subtask_is_an_add_with_a_javascript_truthy_parent(grade, parent, is_subtask) -> None:
    result = grade(Log().call("tasks.add", title="a", description="d", parent=parent))
    assert result.dimensions.task_hygiene.score == (17 if is_subtask else 20)


# S4 — error protocol

def test_no_errors_score_20(grade) -> None:
    s4 = grade(Log().call("tasks.find", query="x")).dimensions.error_protocol
    assert (s4.score, s4.evidence) == (20, ("No error protocol violations",))


def test_a_not_found_followed_by_session_end_scores_15(grade) -> None:
    result = grade(Log().fail("tasks.show").call("session.end"))
    assert result.dimensions.error_protocol.score == 15
    assert "E_NOT_FOUND (tasks.show) not followed by recovery lookup" in result.flags


@pytest.mark.parametrize("recovery", ["tasks.find", "tasks.exists"])
def test_a_not_found_followed_by_a_lookup_scores_20(grade, recovery) -> None:
    s4 = grade(Log().fail("tasks.show").call(recovery)).dimensions.error_protocol
    assert (s4.score, s4.evidence) == (20, ("E_NOT_FOUND followed by recovery lookup",))


def test_a_lookup_at_the_fourth_entry_after_the_error_is_in_time(grade) -> None:
    log = Log().fail("tasks.show")
    for _ in range(3):
        log.call("session.list")
    assert grade(log.call("tasks.find")).dimensions.error_protocol.score == 20


def test_a_lookup_at_the_fifth_entry_after_the_error_is_too_late(grade) -> None:
    log = Log().fail("tasks.show")
    for _ in range(5):
        log.call("session.list")
    assert grade(log.call("tasks.find")).dimensions.error_protocol.score == 15


def test_one_lookup_recovers_every_error_whose_window_it_is_in(grade) -> None:
    log = Log().fail("tasks.show").fail("tasks.update").call("tasks.find")
    s4 = grade(log).dimensions.error_protocol
    assert s4.score == 20
    assert s4.evidence == ("E_NOT_FOUND followed by recovery lookup",) * 2


def test_a_failed_lookup_still_counts_as_the_recovery(grade) -> None:
    log = Log().fail("tasks.show").fail("tasks.find", exit_code=1)
    assert grade(log).dimensions.error_protocol.score == 20


def test_a_not_found_outside_the_tasks_domain_is_named_in_its_flag(grade) -> None:
    result = grade(Log().fail("session.show"))
    assert "E_NOT_FOUND (session.show) not followed by recovery lookup" in result.flags


def test_exit_code_4_on_a_successful_call_is_not_an_error(grade) -> None:
    s4 = grade(Log().call("tasks.show", exit_code=4)).dimensions.error_protocol
    assert s4.score == 20


def test_two_adds_titled_alike_score_15(grade) -> None:
    log = Log().call("tasks.add", title="Fix", description="d").call(
        "tasks.add", title="Fix", description="d")
    result = grade(log)
    assert result.dimensions.error_protocol.score == 15
    assert "1 potentially duplicate task create(s) detected" in result.flags


def test_duplicate_titles_are_compared_lower_cased_and_trimmed(grade) -> None:
    log = Log().call("tasks.add", title="My Task", description="d").call(
        "tasks.add", title="  my task ", description="d")
    assert grade(log).dimensions.error_protocol.score == 15


def test_failed_adds_and_blank_titles_are_not_duplicates(grade) -> None:
    log = (Log().call("tasks.add", title="A", description="d")
           .fail("tasks.add", exit_code=6, title="A", description="d")
           .call("tasks.add", title=" ", description="d")
           .call("tasks.add", title="", description="d"))
    s4 = grade(log).dimensions.error_protocol
    assert (s4.score, s4.evidence) == (20, ("No error protocol violations",))


def test_three_copies_of_a_title_count_two_duplicates_but_one_penalty(grade) -> None:
    log = Log()
    for _ in range(3):
        log.call("tasks.add", title="same", description="d")
    result = grade(log)
    assert result.dimensions.error_protocol.score == 15
    assert "2 potentially duplicate task create(s) detected" in result.flags


def test_five_unrecovered_errors_floor_at_0(grade) -> None:
    log = Log()
    for _ in range(5):
        log.fail("tasks.show")
    assert grade(log).dimensions.error_protocol.score == 0


# S5 — progressive disclosure

@pytest.mark.parametrize("call", [
    "admin.help", "skills.list", "skills.show", "tools.skill.show", "tools.skill.list"])
def test_each_help_or_skill_lookup_scores_10(grade, call) -> None:
    result = grade(Log().call(call))
    assert result.dimensions.disclosure_use.score == 10
    assert result.dimensions.disclosure_use.evidence == ("Progressive disclosure used (1x)",)
    assert ("No MCP query calls (prefer cleo_query over CLI for programmatic access)"
            in result.flags)


@pytest.mark.parametrize("gateway", ["query", "cleo_query"])
def test_a_call_through_the_query_gateway_scores_10(grade, gateway) -> None:
    result = grade(Log().call("tasks.find", gateway=gateway, query="x"))
    assert result.dimensions.disclosure_use.evidence == ("cleo_query (MCP) used 1x",)
    assert "No admin.help or skill lookup calls (load ct-cleo for guidance)" in result.flags


def test_help_and_query_gateway_score_20(grade) -> None:
    result = grade(Log().call("admin.help", gateway="query"))
    assert result.dimensions.disclosure_use.score == 20


def test_the_mutate_gateway_is_not_a_query_call(grade) -> None:
    assert grade(Log().call("tasks.find", gateway="mutate")).dimensions.disclosure_use.score == 0


# The whole grade

def test_the_total_is_the_sum_of_the_five_dimensions(grade) -> None:
    result = grade(Log().call("session.list").fail("tasks.show").call("tasks.list"))
    dims = result.dimensions
    assert result.total_score == sum(getattr(dims, name).score for name in DIMENSION_FIELDS)
    assert result.percent == result.total_score


def test_an_absent_session_grades_as_the_empty_session(tmp_path) -> None:
    result = grade_log(Log("ses_present").call("session.list"), tmp_path, session="ses_absent")
    assert result.session_id == "ses_absent"
    assert (result.total_score, result.entry_count, result.letter) == (0, 0, "F")
    assert result.flags == (
        "No audit entries found for session (use --grade flag when starting session)",)
    assert all(getattr(result.dimensions, name).evidence == ()
               for name in DIMENSION_FIELDS)


def test_entries_of_other_sessions_do_not_count(grade) -> None:
    log = Log().call("session.list").call("tasks.list", session="ses_other")
    result = grade(log)
    assert result.entry_count == 1
    assert result.dimensions.discovery_efficiency.score == 10


def test_more_than_a_thousand_entries_are_all_graded(grade) -> None:
    # CLEO's query keeps the first 1,000 entries; the gate grades them all.
    log = Log()
    for _ in range(1_000):
        log.call("session.list")
    log.call("session.end")
    result = grade(log)
    assert result.entry_count == 1_001
    assert "session.end called" in result.dimensions.session_discipline.evidence


@pytest.mark.parametrize(("value", "truthy"), [
    ("", False), ("T1", True), ("0", True), (" ", True), ("false", True),
    (None, False), (False, False), (True, True), (0, False), (0.0, False), (-0.0, False),
    (float("nan"), False), (1, True), (-1.5, True), ([], True), ({}, True), ([0], True),
])
def test_a_parent_is_truthy_as_in_javascript(value: object, truthy: bool) -> None:
    """`params.parent` decides whether an add made a subtask, by JavaScript's truthiness (a
    string, the usual parent, is tested first)."""
    assert js_truthy(value) is truthy
