"""A Markdown section read as a reader follows it: a procedure whose steps are sections (a
step number skipped, a step with nothing to run where its siblings give a command), a
judgement with no bar, a setting with no place, a pointer to the section itself. Each defect is
tried beside a section that passes, in a warehouse's and a school district's runbooks."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from tests.docs.judges.offline.test_offline_context import judged


def titled(heading: str, body: str, doc: str = "pick-waves") -> Artifact:
    """A section as a document's parser hands it: its heading in its Markdown and subject."""
    text = f"## {heading}\n\n{body}"
    return Artifact(f"section.{heading}", "markdown_section", text, f"{doc}.md", 1, doc,
                    subject=f"## {heading}", plain_text=body)


PICK_STEPS = (
    titled("Step 1 — Find the stuck wave", "Run `wms waves list --status stuck` and note the "
           "wave id."),
    titled("Step 2 — Release the wave", "Run `wms waves release <wave_id>`; pickers see it "
           "within a minute."),
)


@pytest.mark.parametrize(("heading", "passes"), [
    ("Step 4 — Rebuild the pick totals", False),
    ("Step 3 — Rebuild the pick totals", True),
])
def test_a_step_heading_after_a_gap_in_the_documents_steps_is_faulted(heading: str,
                                                                      passes: bool) -> None:
    step = titled(heading, "Run `dbt build --select fct_picks+` for the wave's date.")
    verdict = judged(step, "md-completeness", *PICK_STEPS)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("body", "passes"), [
    ("Restart the scanner bridge and wait for the next sync before continuing.", False),
    ("Restart the scanner bridge with `systemctl restart scan-bridge` and wait for the "
     "`bridge_synced` event.", True),
])
def test_a_step_without_the_command_its_sibling_steps_give_is_faulted(body: str,
                                                                      passes: bool) -> None:
    verdict = judged(titled("Step 3 — Restart the bridge", body), "md-completeness",
                     *PICK_STEPS)
    assert verdict.passed is passes, verdict.reasoning


LOAN_STEPS = (
    titled("1. Pull the overdue loans", "Run `dbt build --select fct_loans_overdue`.",
           doc="overdue-notices"),
    titled("3. Send the notices", "Run `python -m notices send --branch all`.",
           doc="overdue-notices"),
)
HARVEST_STEPS = (
    titled("Step 1 — Load the weigh tickets", "Run `dbt seed --select weigh_tickets`.",
           doc="harvest-intake"),
    titled("Step 3 — Post the intake", "Run `dbt run-operation post_intake --args '{day: "
           "2026-09-14}'`.", doc="harvest-intake"),
)


@pytest.mark.parametrize(("step", "siblings"), [
    # the heading names the action; the body starts with a verb no list of actions holds
    (titled("2. Review the holds", "Open the holds report and check anything that looks off.",
            doc="overdue-notices"), LOAN_STEPS),
    (titled("Step 2 — Sort the bins", "Once every bin is weighed, flip the block to sorted and "
            "let the cellar know.", doc="harvest-intake"), HARVEST_STEPS),
])
def test_a_step_whose_body_starts_with_any_verb_still_needs_its_command(
        step: Artifact, siblings: tuple[Artifact, ...]) -> None:
    verdict = judged(step, "md-completeness", *siblings)
    assert not verdict.passed, verdict.reasoning
    assert "names an action without one" in verdict.reasoning


def test_steps_in_prose_set_no_standard_of_commands() -> None:
    prose = (titled("Step 1 — Call the carrier", "Call the carrier's depot and ask for the "
                    "trailer's position."),
             titled("Step 2 — Tell the dock", "Tell the dock lead which door to free."))
    step = titled("Step 3 — Restart the loading", "Restart the loading once the trailer is backed "
                  "onto the door and the dock lead has signed the seal sheet.")
    assert judged(step, "md-completeness", *prose).passed


@pytest.mark.parametrize("criterion", ["md-clarity", "md-completeness"])
@pytest.mark.parametrize(("body", "passes"), [
    ("Compare enrolment with last term. The counts should look reasonable; big swings need "
     "a second look.", False),
    ("Compare enrolment with last term. A school whose count moves by more than 5 % needs a "
     "second look by the records office.", True),
    ("The attendance panel drops below its usual band when the register feed stalls.", False),
    ("The attendance panel drops below 80 % of pupils present when the register feed "
     "stalls.", True),
    # a description of a cost, not a bar the reader must judge by
    ("The rebuild script recreates the register table from scratch with "
     "`make rebuild-register`, which can take significant time.", True),
    # a verdict on nothing named, a limit approached by an unsaid margin
    ("Split the counts by school and year group to see where performance is off.", False),
    ("Split the counts by school and year group to see where attendance is under 90 %.",
     True),
    ("When absences get close to the threshold, tell the attendance officer.", False),
    ("When absences reach 8 of the 10 allowed, tell the attendance officer.", True),
    # the judgement handed to the reader whole
    ("Late-mark alerts go to the attendance channel. Most are noise; use judgement before "
     "calling home.", False),
    ("Late-mark alerts go to the attendance channel. Call home only after 3 late marks in a "
     "week.", True),
    ("Pupils on a support plan are the usual cases. Keep an eye on them.", False),
    # a bar left to the case, or a check whose bar is a verdict: fresh by when, good by what?
    ("Tell the head of year as appropriate and copy the office when relevant.", False),
    ("Tell the head of year by 10:00 on the day of a third absence and copy the office.",
     True),
    ("Make sure the register feed is fresh before building the counts.", False),
    ("Make sure the register feed loaded after 08:45 today before building the counts.",
     True),
    ("Make sure the class lists are up to date before you start.", False),
    ("Every count change needs one reviewer. Make sure the notes are good.", False),
    ("Make sure the register feed is fresh (`dbt source freshness` passes) before building "
     "the counts.", True),
])
def test_a_judgement_without_a_bar_is_faulted(criterion: str, body: str, passes: bool) -> None:
    verdict = judged(titled("Reviewing the counts", body, "enrolment"), criterion)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize("criterion", ["md-clarity", "md-completeness"])
@pytest.mark.parametrize(("body", "passes"), [
    ("Late marks are counted per period from the first bell at 08:45. The grace window is "
     "configurable.", False),
    ("Late marks are counted per period from the first bell at 08:45. The grace window is "
     "configurable with the `late_grace_minutes` variable (default 10).", True),
])
def test_a_setting_without_its_place_is_faulted(criterion: str, body: str,
                                                passes: bool) -> None:
    verdict = judged(titled("Late marks", body, "attendance"), criterion)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize("criterion", ["md-clarity", "md-completeness"])
@pytest.mark.parametrize(("body", "passes"), [
    ("When a pupil moves school mid-term, see the section on school transfers.", False),
    ("When a pupil moves school mid-term, see the section on attendance codes for the code "
     "to record.", True),
])
def test_a_section_that_points_at_itself_is_faulted(criterion: str, body: str,
                                                    passes: bool) -> None:
    verdict = judged(titled("School transfers", body, "attendance"), criterion)
    assert verdict.passed is passes, verdict.reasoning


GLOSSARY = titled("Definitions", "- **GDD**: growing degree days, the sum over days of the mean "
                  "temperature above 10 °C.\n- **WUE**: yield in kg ÷ irrigation water in m³.",
                  "irrigation")


@pytest.mark.parametrize(("siblings", "passes"), [((), False), ((GLOSSARY,), True)])
def test_acronyms_another_section_defines_are_the_documents_vocabulary(
        siblings: tuple[Artifact, ...], passes: bool) -> None:
    fallow = titled("Fallow plots", "Fallow plots count towards GDD but not WUE, because no "
                    "water is applied.", "irrigation")
    verdict = judged(fallow, "md-clarity", *siblings)
    assert verdict.passed is passes, verdict.reasoning


NAMED_LOADER = titled("Sources", "Till receipts arrive through the Airbyte loader every 15 "
                      "minutes into `raw.pos_receipts`.", "till-receipts")


@pytest.mark.parametrize(("body", "siblings", "passes"), [
    ("Restart the loader and wait for the next batch of receipts before continuing.", (),
     False),
    ("Restart the `pos_receipts` loader and wait for the next batch of receipts before "
     "continuing.", (), True),
    ("Restart the loader and wait for the next batch of receipts before continuing.",
     (NAMED_LOADER,), True),
])
def test_a_step_that_acts_on_machinery_the_document_never_names_is_unclear(
        body: str, siblings: tuple[Artifact, ...], passes: bool) -> None:
    verdict = judged(titled("Missing receipts", body, "till-receipts"), "md-clarity", *siblings)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("body", "passes"), [
    ("Glass is weighed at the gate and priced per tonne, less the contamination deduction "
     "as set out in the grading policy.", False),
    ("Glass is weighed at the gate and priced per tonne. See the grading policy "
     "(https://wiki.example/recycling/grading) for the contamination deduction.", True),
    ("Glass is weighed at the gate and priced per tonne. See the section on deductions for "
     "the contamination deduction.", True),
    # a document a thing is kept in, in a sentence whose code span names something else
    ("Page the weighbridge on-call through `yard-gate` and call the haulier's depot (numbers "
     "in the haulier sheet).", False),
    ("Page the weighbridge on-call through `yard-gate` and call the haulier's depot (numbers "
     "in the haulier sheet, `ops/hauliers.xlsx`).", True),
    ("Ring the conductor's agent first; the stand-ins are kept in the season workbook.",
     False),
])
def test_a_document_named_by_its_kind_alone_is_incomplete(body: str, passes: bool) -> None:
    verdict = judged(titled("Pricing glass", body, "recycling-yard"), "md-completeness")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("body", "passes"), [
    ("Orders come from the WMS, stock counts from ERP snapshots, and carrier scans from "
     "GLS.", False),
    ("Orders come from the Manhattan WMS platform, stock counts from the SAP ERP system, "
     "and carrier scans from the GLS tracking feed.", True),
    ("If the nightly export fails with `WMS-EXP-12` on form CN-23, rerun step 2 of the "
     "export procedure after the carrier feed lands.", True),
    ("Weekly P50 and P90 pick times per shift feed the staffing plan for the next week.",
     True),
])
def test_an_acronym_that_names_a_system_a_code_or_a_label_needs_no_expansion(
        body: str, passes: bool) -> None:
    verdict = judged(titled("Where the data comes from", body, "fulfilment"), "md-clarity")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("body", "passes"), [
    ("After the month closes, compare the dispensed totals with the previous month before "
     "the pharmacy report goes out.", False),
    ("After the month closes, compare the dispensed totals with the previous month; a change "
     "above 8 % goes to the pharmacy lead before the report goes out.", True),
    ("After the month closes, compare the dispensed totals with the previous month using "
     "`dbt show --select pharmacy_monthly` before the report goes out.", True),
])
def test_a_check_with_nothing_to_check_against_is_incomplete(body: str, passes: bool) -> None:
    verdict = judged(titled("Month-end check", body, "pharmacy"), "md-completeness")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("heading", "body", "doc", "passes"), [
    # a checklist of "make sure" items, in a theatre's and a ferry operator's runbooks
    ("Before curtain", "- Make sure the ticket scans are in.\n- Make sure the seat map is "
     "there.", "box-office", False),
    ("Before curtain", "- Make sure the ticket scans are in: `dbt source freshness --select "
     "source:scans`.\n- Make sure `seat_map` has 412 rows.", "box-office", True),
    ("Before sailing", "Before the first crossing of the day, ensure the passenger manifest "
     "is loaded and the vehicle deck bookings are there.", "ferry-manifests", False),
])
def test_a_make_sure_checklist_with_nothing_to_check_by_is_incomplete(
        heading: str, body: str, doc: str, passes: bool) -> None:
    verdict = judged(titled(heading, body, doc), "md-completeness")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize("criterion", ["md-clarity", "md-completeness"])
@pytest.mark.parametrize(("heading", "body", "passes"), [
    ("Attendance targets", "Targets differ by school and year group and are agreed by the "
     "head teacher each term.", False),
    ("Attendance targets", "Primary schools aim for 96 % attendance and secondary schools for "
     "94 %.", True),
    ("Attendance targets", "Each school's target is kept in `seeds/attendance_targets.csv`.",
     True),
    ("Attendance targets", "Every absence must be explained within three school days.", True),
    # a heading that promises no figure leaves a body without one alone
    ("Who agrees the targets", "Ms Patel, the attendance lead, agrees them with the "
     "governors at their autumn meeting and posts them on the staff portal.", True),
])
def test_a_section_headed_by_figures_it_never_gives_is_faulted(
        criterion: str, heading: str, body: str, passes: bool) -> None:
    verdict = judged(titled(heading, body, "attendance"), criterion)
    assert verdict.passed is passes, verdict.reasoning


SLOPE_METRICS = (
    titled("Lift utilisation", "Rides scanned ÷ (lift capacity per hour × hours open).",
           doc="ski-metrics"),
    titled("Snow-making cost", "Energy cost of the guns divided by cubic metres of snow made.",
           doc="ski-metrics"),
    titled("Ticket yield", "Ticket revenue / skier days, before tax.", doc="ski-metrics"),
    titled("Grooming hours", "Hours each piste machine ran, from the telematics feed.",
           doc="ski-metrics"),
)


@pytest.mark.parametrize(("body", "passes"), [
    ("Slope health measures how well the pistes are holding up, and a score close to target "
     "means grooming is on plan.", False),
    ("Pistes are green when fine, amber when worn and red when closed.", False),
    ("Slope health = pistes open ÷ pistes on the map, counted at the first lift each day.",
     True),
    # a figure or a named column is something to look the term up by
    ("Slope health is `pct_pistes_open` in the daily report.", True),
])
def test_a_section_with_nothing_to_compute_where_its_document_computes_is_incomplete(
        body: str, passes: bool) -> None:
    verdict = judged(titled("Slope health", body, doc="ski-metrics"), "md-completeness",
                     *SLOPE_METRICS)
    assert verdict.passed is passes, verdict.reasoning


def test_a_section_in_a_document_that_does_not_compute_needs_no_formula() -> None:
    prose = tuple(titled(h, b, doc="ski-guide") for h, b in (
        ("Lift passes", "Passes are sold at the ticket office and online."),
        ("Lockers", "Lockers are in the base lodge, beside the boot room."),
        ("Lessons", "Group lessons meet at the school flag each morning."),
    ))
    verdict = judged(titled("Piste colours", "Green runs are gentle and groomed each night, "
                            "for beginners; blue runs suit skiers who can link turns; black "
                            "runs are steep and left ungroomed.", doc="ski-guide"),
                     "md-completeness", *prose)
    assert verdict.passed, verdict.reasoning
