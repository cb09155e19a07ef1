"""A Markdown section's figures against its document's, compared in one unit: a bound given
the same term otherwise (21 days against three weeks agrees, 20 days does not; €2m against
€500k), one figure for every case against a figure per case, a start after a step of the
work, a ratio defined on other sides, a dimension sliced by under another name than the
query's, a form code past the scope the introduction sets. Each defect is tried beside a
section that passes, in a water utility's, a warehouse's and a payroll team's runbooks and a
retailer's guide."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from gate.docs.judges.offline.section_figures.document_figures import figure_findings
from tests.docs.judges.offline.test_offline_context import judged


def titled(heading: str, body: str, doc: str = "outages", level: str = "##") -> Artifact:
    text = f"{level} {heading}\n\n{body}"
    return Artifact(f"section.{heading}", "markdown_section", text, f"{doc}.md", 1, doc,
                    subject=f"{level} {heading}", plain_text=body)


INTRODUCTION = titled("Unplanned outage reporting", "How the network team reports an "
                      "unplanned supply interruption to the regulator, who must receive the "
                      "incident report within 3 weeks of the supply being restored. An "
                      "interruption is reportable when the estimated repair cost exceeds "
                      "€500k.", level="#")


@pytest.mark.parametrize(("body", "passes"), [
    ("The network team sends the incident report to the regulator within 20 days of supply "
     "being restored.", False),
    ("The network team sends the incident report to the regulator within 21 days of supply "
     "being restored.", True),
    ("The network team sends the incident report to the regulator within three weeks of "
     "supply being restored.", True),
])
def test_a_deadline_the_introduction_gives_otherwise_is_faulted(body: str,
                                                                passes: bool) -> None:
    verdict = judged(titled("Deadlines", body), "md-consistency", INTRODUCTION)
    assert verdict.passed is passes, verdict.reasoning
    # the introduction sets the document's facts: the section that differs is at fault
    assert judged(INTRODUCTION, "md-consistency", titled("Deadlines", body)).passed


@pytest.mark.parametrize(("body", "passes"), [
    ("Flag the interruption in the control-room tracker once the estimated repair cost "
     "exceeds €2m, and copy the duty manager.", False),
    ("Flag the interruption in the control-room tracker once the estimated repair cost "
     "exceeds €500,000, and copy the duty manager.", True),
    # another term with another figure is no contradiction
    ("Crews log every repair whose materials exceed €2m in the asset register.", True),
])
def test_a_threshold_given_otherwise_is_faulted(body: str, passes: bool) -> None:
    verdict = judged(titled("Reporting threshold", body), "md-consistency", INTRODUCTION)
    assert verdict.passed is passes, verdict.reasoning


PER_CASE = titled("Closing an incident", "When the incident window closes (48 hours for a "
                  "burst main, 96 hours for a reservoir fault), set `closed_at` and rerun "
                  "the outage build.")


@pytest.mark.parametrize(("body", "passes"), [
    ("All interruptions within any 48-hour window count as one incident, whatever the "
     "cause.", False),
    ("All interruptions within a 48-hour window count as one incident for a burst main.",
     True),
])
def test_one_figure_for_every_case_against_a_figure_per_case_is_faulted(
        body: str, passes: bool) -> None:
    verdict = judged(titled("Incident window", body), "md-consistency", PER_CASE)
    assert verdict.passed is passes, verdict.reasoning


STOCKTAKE = titled("Quarterly stocktake", "How the warehouse counts its stock each quarter "
                   "and hands the counts to finance.", doc="stocktake", level="#")
FIRST_STEP = titled("1. Freeze the stock file", "On working day 2, after 07:00, check that "
                    "the scanner upload has finished.", doc="stocktake")


@pytest.mark.parametrize(("body", "passes"), [
    ("The stocktake starts on business day 4, and finance reads the counts on business day "
     "6.", False),
    ("The stocktake starts on business day 2, and finance reads the counts on business day "
     "6.", True),
])
def test_a_start_after_a_step_of_the_work_is_faulted(body: str, passes: bool) -> None:
    verdict = judged(titled("Timetable", body, doc="stocktake"), "md-consistency", FIRST_STEP,
                     STOCKTAKE)
    assert verdict.passed is passes, verdict.reasoning
    assert judged(FIRST_STEP, "md-consistency", titled("Timetable", body, doc="stocktake"),
                  STOCKTAKE).passed


def test_a_start_of_another_thing_than_the_documents_work_is_no_contradiction() -> None:
    review = titled("Review", "The audit review starts on business day 4, once the counts are "
                    "frozen.", doc="stocktake")
    assert judged(review, "md-consistency", FIRST_STEP, STOCKTAKE).passed


DEFINED = titled("Which fill rate to use", "Use the order fill rate (`fill_rate`: units "
                 "shipped on the first attempt ÷ units ordered in the week) for supplier "
                 "reviews.", doc="stocktake")
SUPPORT = titled("Reading the weekly pack", "Units shipped on the first attempt exclude "
                 "back-orders; units ordered include cancelled lines.", doc="stocktake")


@pytest.mark.parametrize(("body", "passes"), [
    ("- **Fill rate**: units delivered divided by units invoiced.", False),
    ("- **Fill rate**: units shipped divided by units ordered.", True),
])
def test_a_ratio_defined_on_other_sides_is_faulted(body: str, passes: bool) -> None:
    glossary = titled("Definitions", body, doc="stocktake")
    verdict = judged(glossary, "md-consistency", DEFINED, SUPPORT)
    assert verdict.passed is passes, verdict.reasoning
    # the definition whose words the rest of the document uses stands
    assert judged(DEFINED, "md-consistency", glossary, SUPPORT).passed


MALT = titled("Reading the mash data", "Each mash has an original gravity in degrees Plato. "
              "Plato is about gravity points / 4 (48 points is about 12 °P).",
              doc="brewery")


@pytest.mark.parametrize(("body", "passes"), [
    # a term opening a list item or a sentence, defined by another figure or other sides
    ("- Plato: sugar in the wort, about gravity points divided by 5.", False),
    ("- Plato: sugar in the wort, about gravity points divided by 4.", True),
    ("- Attenuation is final gravity ÷ original gravity, so it rises as the beer ferments.",
     False),
])
def test_a_term_opening_a_line_defined_otherwise_is_faulted(body: str, passes: bool) -> None:
    other = titled("Key terms", "- **Attenuation**: original gravity less final gravity ÷ "
                   "original gravity (apparent attenuation).", doc="brewery")
    verdict = judged(titled("Common pitfalls", body, doc="brewery"), "md-consistency", MALT,
                     other)
    assert verdict.passed is passes, verdict.reasoning


QUERY = titled("Example query", "```bash\ndbt sl query --metrics basket_value --group-by "
               "product_line,store__sales_region\n```\n\nExpect grocery around 40% of sales.",
               doc="sales-guide")


@pytest.mark.parametrize(("body", "passes"), [
    ("Slice by product family to see which ranges drive the basket value.", False),
    ("Slice by product line to see which ranges drive the basket value.", True),
    ("Slice by sales region to see which stores drive the basket value.", True),
])
def test_a_dimension_sliced_by_under_another_name_than_the_query_is_inconsistent(
        body: str, passes: bool) -> None:
    verdict = judged(titled("Segment views", body, doc="sales-guide"), "md-consistency", QUERY)
    assert verdict.passed is passes, verdict.reasoning


PAYROLL = titled("Monthly payroll return", "How the payroll team produces the pension "
                 "scheme's monthly contribution schedule C.02.01 from dbt and sends it to the "
                 "trustees.", doc="payroll", level="#")


@pytest.mark.parametrize(("body", "passes"), [
    ("The export writes two CSVs a month: C.02.01 (contributions) and C.07.03 (transfers "
     "out).", False),
    ("The export writes one CSV a month: C.02.01 (contributions by member and scheme).", True),
])
def test_a_code_past_the_scope_the_introduction_sets_is_faulted(body: str,
                                                                passes: bool) -> None:
    verdict = judged(titled("Outputs", body, doc="payroll"), "md-consistency", PAYROLL)
    assert verdict.passed is passes, verdict.reasoning



def test_bounds_for_two_labelled_cases_are_two_terms() -> None:
    """Read by the figures' own check (another reading of a term's quantities, by its words
    alone, has its own rule for figures a sibling gives)."""
    p1 = titled("P1 incidents", "The network team answers a P1 incident report from the "
                "regulator within 1 hour of the call.").text
    p2 = titled("P2 incidents", "The network team answers a P2 incident report from the "
                "regulator within 4 hours of the call.").text
    assert not list(figure_findings(p2, [p1, p2], "e"))
    one = titled("Answering", "The network team answers an incident report from the "
                 "regulator within 4 hours of the call.").text
    other = titled("Answering times", "The network team answers an incident report from the "
                   "regulator within 1 hour of the call.").text
    assert list(figure_findings(one, [one, other], "e"))
