"""A due date a section gives against its document's introduction: another business day or
day of the month fails; the same day, a duration, a day of the other kind and the
introduction itself pass. A day a section puts a step on that the document's schedule gives
otherwise fails; the schedule stands. Tried in domains the gold sets do not use (a charity's
grant report, a school district's enrolment return, a food bank's month end)."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from tests.docs.judges.offline.test_offline_reading import judged, section


def _intro(body: str) -> Artifact:
    return Artifact("section.intro", "markdown_section", f"# Grant report\n\n{body}",
                    "grant.md", 1, "grant", subject="Grant report", plain_text=body)


GRANT_INTRO = ("How the finance team builds the quarterly grant report for the foundation. "
               "The report is due by the end of the following month; a late report pauses "
               "the next tranche.")


@pytest.mark.parametrize(("body", "passes"), [
    ("The foundation's deadline is the 20th of the following month.", False),
    ("The deadline is the end of the following month; we aim to send it a week early.", True),
    ("Allow 5 business days for the trustees' review before the deadline.", True),
    ("Start the build on the 3rd business day; the report is due as the introduction says.",
     True),
])
def test_a_deadline_another_day_of_the_month_than_the_introduction_fails(
        body: str, passes: bool) -> None:
    graded = section("Schedule", body, model="grant")
    verdict = judged(graded, "md-consistency", _intro(GRANT_INTRO))
    assert verdict.passed is passes, verdict.reasoning


def test_a_table_of_due_dates_against_a_purpose_section_fails_and_the_purpose_stands() -> None:
    """A school district's enrolment return: the Purpose section gives working day 6, a
    table headed "Due" gives 8; the table's section is the one at fault."""
    purpose = section("Purpose", "Builds the termly enrolment return for the state office; "
                      "the return is due on WD6 after the census date.", model="enrol")
    table = section("Deadlines", "| Return | Office | Due |\n|---|---|---|\n"
                    "| Enrolment census | State | WD8 |", model="enrol")
    agreeing = section("Deadlines", "| Return | Office | Due |\n|---|---|---|\n"
                       "| Enrolment census | State | WD6 |", model="enrol")
    assert not judged(table, "md-consistency", purpose).passed
    assert judged(purpose, "md-consistency", table).passed
    assert judged(agreeing, "md-consistency", purpose).passed


#: A food bank's month-end runbook: its schedule puts the donor statement on the 4th and the
#: stock count on the second business day.
FOOD_BANK_SCHEDULE = ("- Stock count: the second business day of each month.\n"
                      "- Donor statements: the 4th of each month, after the count.")


@pytest.mark.parametrize(("body", "passes"), [
    ("On the 2nd business day of the month, send the donor statements from the `donor_stmt` "
     "export.", False),
    ("Send the donor statements on the 4th, from the `donor_stmt` export.", True),
    ("Run the whole stock count on the first business day so the statements go out early.",
     False),
    # another thing on another day is no contradiction of the schedule
    ("Volunteer rotas are posted on the 10th of each month.", True),
])
def test_a_day_the_schedule_gives_otherwise_fails_and_the_schedule_stands(
        body: str, passes: bool) -> None:
    schedule = section("Schedule", FOOD_BANK_SCHEDULE, model="food-bank")
    graded = section("Month-end tasks", body, model="food-bank")
    verdict = judged(graded, "md-consistency", schedule)
    assert verdict.passed is passes, verdict.reasoning
    assert judged(schedule, "md-consistency", graded).passed
