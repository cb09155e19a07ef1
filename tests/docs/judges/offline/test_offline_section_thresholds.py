"""A state a Markdown section defines by a duration, against another section's duration for the
same state: compared in one unit (one week agrees with 7 days, 10 days does not). Each defect
is tried beside a section that passes, in a library's holds runbook and an observatory's sensor
runbook; a rate given two periods, in a library's fines and a gym's lockers; an identifier
one word off the document's, in an observatory's and a bakery's runbooks; and what is not a
second figure for a term (a figure another section gives under another word of the clause, a
figure between the stages of a ladder), and a quantity given only by comparison, in a ferry's
and a library's."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from tests.docs.judges.offline.test_offline_context import judged


def titled(heading: str, body: str, doc: str) -> Artifact:
    text = f"## {heading}\n\n{body}"
    return Artifact(f"section.{heading}", "markdown_section", text, f"{doc}.md", 1, doc,
                    subject=f"## {heading}", plain_text=body)


HOLDS_STEP = titled("1. List the holds", "Run `ils holds list --branch all`. A hold whose "
                    "`ready_at` is older than 7 days is expired.", "holds")
SENSOR_STEP = titled("1. Read the mast", "Run `mast status --all`. A sensor counts as silent "
                     "when no reading has arrived for 90 minutes.", "dome-sensors")


@pytest.mark.parametrize(("section", "sibling", "passes"), [
    (titled("Thresholds", "A hold counts as expired when it has not been collected for 10 "
            "days.", "holds"), HOLDS_STEP, False),
    (titled("Thresholds", "A hold counts as expired when it has not been collected for 7 "
            "days.", "holds"), HOLDS_STEP, True),
    (titled("Alerts", "A sensor with no reading for more than 30 minutes is silent and pages "
            "the night assistant.", "dome-sensors"), SENSOR_STEP, False),
    (titled("Alerts", "A sensor with no reading for 2 hours is silent and pages the night "
            "assistant.", "dome-sensors"), SENSOR_STEP, False),
    (titled("Alerts", "A sensor with no reading for 90 minutes is silent and pages the night "
            "assistant.", "dome-sensors"), SENSOR_STEP, True),
    (titled("Thresholds", "A hold counts as expired when it has not been collected for one "
            "week.", "holds"), HOLDS_STEP, True),
])
def test_a_state_defined_by_another_duration_than_a_sibling_section_gives_is_faulted(
        section: Artifact, sibling: Artifact, passes: bool) -> None:
    verdict = judged(section, "md-consistency", sibling)
    assert verdict.passed is passes, verdict.reasoning
    if not passes:
        assert "two thresholds for one state" in verdict.reasoning


FINES_STEP = titled("4. Check the fines", "Query `fct_fines` for the patron: `fine_total` should "
                    "equal `days_overdue` x the daily item fine from the fee schedule.", "fines")
LOCKER_STEP = titled("2. Bill the lockers", "Run `dbt build --select fct_locker_bills`; each "
                     "member pays the monthly locker fee.", "lockers")


@pytest.mark.parametrize(("section", "sibling", "passes"), [
    (titled("Fee schedule", "Load the fees into `seeds/fees.csv`. Overdue fines are per item "
            "per week.", "fines"), FINES_STEP, False),
    (titled("Fee schedule", "Load the fees into `seeds/fees.csv`. Overdue fines are per item "
            "per day.", "fines"), FINES_STEP, True),
    (titled("Prices", "The annual locker fee is set by the board each spring.", "lockers"),
     LOCKER_STEP, False),
    (titled("Prices", "Locker fees are per locker per month and set by the board each spring.",
            "lockers"), LOCKER_STEP, True),
])
def test_a_rate_given_another_period_than_a_sibling_section_gives_it_is_faulted(
        section: Artifact, sibling: Artifact, passes: bool) -> None:
    verdict = judged(section, "md-consistency", sibling)
    assert verdict.passed is passes, verdict.reasoning
    if not passes:
        assert "one rate over two periods" in verdict.reasoning


NIGHT_STEPS = (titled("1. Build the night", "Run `dbt build --select fct_night_exposures`.",
                      "observing-night"),
               titled("3. Check the night", "Query `fct_night_exposures` for the dome: every "
                      "exposure has a `seeing_arcsec`.", "observing-night"))
BAKE_STEPS = (titled("Load", "Run `dbt seed --select oven_plan` then `dbt build --select "
                     "fct_oven_batches`.", "bakery-shifts"),)


@pytest.mark.parametrize(("section", "siblings", "passes"), [
    (titled("2. Flag the clouds", "Every flagged exposure lands in `fct_night_frames` within "
            "10 minutes of the flag.", "observing-night"), NIGHT_STEPS, False),
    (titled("2. Flag the clouds", "Every flagged exposure lands in `fct_night_exposures` "
            "within 10 minutes of the flag.", "observing-night"), NIGHT_STEPS, True),
    (titled("Waste", "Burnt trays are written off in `fct_oven_loads` by the shift lead.",
            "bakery-shifts"), BAKE_STEPS, False),
    # another layer of the same table is another thing by design
    (titled("Waste", "Burnt trays arrive in `raw_oven_batches` from the oven PLC every 5 "
            "minutes.", "bakery-shifts"), BAKE_STEPS, True),
])
def test_an_identifier_one_word_off_the_documents_is_faulted(
        section: Artifact, siblings: tuple[Artifact, ...], passes: bool) -> None:
    verdict = judged(section, "md-consistency", *siblings)
    assert verdict.passed is passes, verdict.reasoning
    if not passes:
        assert "which no other section names" in verdict.reasoning


FERRY_GLOSSARY = titled("Glossary", "- **Sailing window**: the 20 minutes before departure in "
                        "which cars may board.", "ferry")
FERRY_STATUSES = titled("Statuses", "- `turned_away`: the car reached the barrier 5 minutes "
                        "after check-in closed.", "ferry")
HOLDS_GLOSSARY = titled("Glossary", "- **Collection shelf**: where a ready item waits 7 days "
                        "for its patron.", "holds")
HOLDS_NOTICES = titled("Notices", "- `second_notice`: sent to the patron 3 days after the "
                       "first notice.", "holds")


@pytest.mark.parametrize(("section", "siblings", "passes"), [
    # the figure is the glossary's for the window; the statuses share only 'barrier' with it
    (titled("Late cars", "A car is late when it reaches the barrier after the sailing window "
            "of 20 minutes before departure.", "ferry"), (FERRY_GLOSSARY, FERRY_STATUSES), True),
    (titled("Late cars", "A car is late when it reaches the barrier after 25 minutes before "
            "departure.", "ferry"), (FERRY_GLOSSARY, FERRY_STATUSES), False),
    (titled("Ready holds", "A hold is ready once its item is on the collection shelf: the "
            "patron has 7 days from the notice.", "holds"), (HOLDS_GLOSSARY, HOLDS_NOTICES),
     True),
    # a ladder of durations holds a sibling's figure between its stages
    (titled("Detecting", "The check-in feed warns after 15 minutes and errors after 2 hours "
            "without a new booking.", "ferry"),
     (titled("Escalation", "If no booking has arrived 45 minutes after the page, call the "
             "operator's desk.", "ferry"),), True),
    (titled("Detecting", "The loan sync warns after 10 minutes and fails after 1 hour without "
            "a new checkout.", "holds"),
     (titled("Escalation", "If no checkout has arrived 30 minutes after the alert, ring the "
             "branch desk.", "holds"),), True),
])
def test_a_figure_another_section_confirms_or_a_ladder_holds_is_not_another(
        section: Artifact, siblings: tuple[Artifact, ...], passes: bool) -> None:
    verdict = judged(section, "md-consistency", *siblings)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize("criterion", ["md-clarity", "md-completeness"])
@pytest.mark.parametrize(("section", "passes"), [
    (titled("Loan periods", "Most patrons borrow for 21 days; researchers get longer loans.",
            "holds"), False),
    (titled("Loan periods", "Most patrons borrow for 21 days; researchers get longer loans of "
            "42 days.", "holds"), True),
    (titled("Boarding", "Foot passengers board 15 minutes before sailing; coaches need longer "
            "windows at the vehicle deck.", "ferry"), False),
])
def test_a_quantity_given_only_by_comparison_needs_its_figure(
        criterion: str, section: Artifact, passes: bool) -> None:
    verdict = judged(section, criterion)
    assert verdict.passed is passes, verdict.reasoning
