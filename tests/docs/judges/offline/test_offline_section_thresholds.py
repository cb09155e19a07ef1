"""A state a Markdown section defines by a duration, against another section's duration for the
same state: compared in one unit (one week agrees with 7 days, 10 days does not). Each defect
is tried beside a section that passes, in a library's holds runbook and an observatory's sensor
runbook; a rate given two periods, in a library's fines and a gym's lockers; an identifier
one word off the document's, in an observatory's and a bakery's runbooks."""

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
