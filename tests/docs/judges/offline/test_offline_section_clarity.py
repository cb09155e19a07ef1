"""What leaves a Markdown section unclear to a reader of the whole document: a section that is
only a pointer to a document named by its kind, a pointer beside a stated formula (a
reference, not the answer), two acronyms to act on that the document never spells out, and
terms no section pins down (a limit with no clock, a year that could be calendar or
financial, bands with no bounds, "large" with no bound). Each defect is tried beside a
section that passes, in a school district's and a hospital's runbooks."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from tests.docs.judges.offline.test_offline_context import judged


def titled(heading: str, body: str, doc: str = "admissions") -> Artifact:
    text = f"## {heading}\n\n{body}"
    return Artifact(f"section.{heading}", "markdown_section", text, f"{doc}.md", 1, doc,
                    subject=f"## {heading}", plain_text=body)


@pytest.mark.parametrize(("body", "passes"), [
    ("If a place is found to be offered in error after the offer, follow the appeals "
     "procedure.", False),
    ("If a place is offered in error, the admissions officer withdraws it within 5 days and "
     "writes to the family; the appeals panel hears any objection.", True),
])
def test_a_section_that_is_only_a_pointer_is_unclear(body: str, passes: bool) -> None:
    verdict = judged(titled("Offers made in error", body), "md-clarity")
    assert verdict.passed is passes, verdict.reasoning


def test_a_pointer_beside_a_stated_formula_is_a_reference_not_unclear() -> None:
    section = titled("Fill rate", "`fill_rate` = `places_offered` ÷ `places_available`. See "
                     "the wiki for how places available are counted.")
    assert judged(section, "md-clarity").passed
    assert not judged(section, "md-completeness").passed  # the link is still owed


@pytest.mark.parametrize(("body", "passes"), [
    ("Under the transport policy every pupil within any 3-mile radius counts as local, "
     "whatever the route. Apply the SWD basis, not WLR.", False),
    ("Under the transport policy every pupil within any 3-mile radius counts as local, "
     "whatever the route. Apply the straight-line distance, not the walking route.", True),
])
def test_two_acronyms_to_act_on_that_the_document_never_spells_out_are_unclear(
        body: str, passes: bool) -> None:
    verdict = judged(titled("Distance rule", body), "md-clarity",
                     titled("Transport", "Pupils get a bus pass when they live far from "
                            "school; the council pays for it."))
    assert verdict.passed is passes, verdict.reasoning


def ward(heading: str, body: str) -> Artifact:
    return titled(heading, body, doc="wards")


@pytest.mark.parametrize(("body", "defined", "passes"), [
    # a limit with no clock, unless a section of the document gives it one
    ("Resolve every P1 ticket raised by a ward within the SLA and log the outcome.",
     "Ward tickets are answered in the order they arrive.", False),
    ("Resolve every P1 ticket raised by a ward within the SLA and log the outcome.",
     "The SLA for a P1 ticket is 4 hours from the ward's call, 24 hours a day.", True),
    # which year
    ("Report the admissions figures for the year to the trust board after it closes.",
     "Ward tickets are answered in the order they arrive.", False),
    ("Report the admissions figures for the year to the trust board after it closes.",
     "Figures follow the financial year, April to March.", True),
    # a band with no bounds
    ("Wards are grouped into bands A, B and C by bed occupancy; band C wards get a daily "
     "review.", "Ward tickets are answered in the order they arrive.", False),
    ("Wards are grouped into bands A, B and C by bed occupancy; band C wards get a daily "
     "review.", "Band A is under 70 % occupancy, band B 70 to 90 %, band C above 90 %.",
     True),
    # a qualifier no section bounds
    ("Escalate large discharges to the duty manager before the evening handover.",
     "Ward tickets are answered in the order they arrive.", False),
    ("Escalate large discharges to the duty manager before the evening handover.",
     "A discharge is large when 10 or more patients leave one ward on the same day.", True),
])
def test_a_term_no_section_of_the_document_pins_down_is_unclear(body: str, defined: str,
                                                                passes: bool) -> None:
    verdict = judged(ward("Daily routine", body), "md-clarity", ward("Reference", defined))
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize("criterion", ["md-clarity", "md-completeness"])
@pytest.mark.parametrize(("body", "elsewhere", "passes"), [
    # a bound needs its unit
    ("Page the on-call analyst through service `ward-data` when the replication lag exceeds "
     "30.", "Ward tickets are answered in the order they arrive.", False),
    ("Page the on-call analyst through service `ward-data` when the replication lag exceeds "
     "30 minutes.", "Ward tickets are answered in the order they arrive.", True),
    # a schedule needs its zone, from any section of the document
    ("The census load runs every night at 02:00 and the bed dashboard refreshes at 06:30.",
     "Ward tickets are answered in the order they arrive.", False),
    ("The census load runs every night at 02:00 and the bed dashboard refreshes at 06:30.",
     "All times in this runbook are UK time.", True),
])
def test_a_section_passes_when_it_gives_what_its_reader_needs(criterion: str, body: str,
                                                             elsewhere: str,
                                                             passes: bool) -> None:
    verdict = judged(ward("Operations", body), criterion, ward("Reference", elsewhere))
    assert verdict.passed is passes, verdict.reasoning
