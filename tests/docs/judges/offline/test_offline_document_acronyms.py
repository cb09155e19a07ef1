"""Acronyms in a Markdown section, read against its document: those other sections use too
are the document's vocabulary, which a reader meets throughout; a section full of acronyms
no other section uses is jargon. Tried in domains the gold sets do not use (an orchard
co-operative's harvest runbook, a theatre's box office guide)."""

from __future__ import annotations

from gate.docs.artifacts import Artifact
from tests.docs.judges.offline.test_offline_reading import judged, section

HARVEST = section("Overview", "Growers deliver to the PKH on weekdays; the QC lab grades each "
                  "bin and the ERP books it against the grower's CA store allocation.",
                  model="harvest")


def test_a_sections_acronyms_the_document_uses_throughout_are_its_vocabulary() -> None:
    table = section("Cut-offs", "| Store | Who | Cut-off |\n|---|---|---|\n"
                    "| CA store | PKH | 16:00 |\n| ERP booking | QC lab | 18:00 |",
                    model="harvest")
    assert judged(table, "md-clarity", HARVEST).passed


def test_a_section_of_acronyms_no_other_section_uses_is_jargon() -> None:
    box_office = section("Overview", "The box office sells seats for every performance and "
                         "reconciles the takings each night.", model="theatre")
    jargon = section("Comps", "| Kind | Who | Limit |\n|---|---|---|\n"
                     "| HSE | FOH | 4 |\n| ASM | DSM | 2 |", model="theatre")
    assert not judged(jargon, "md-clarity", box_office).passed


def _fenced(heading: str, lead: str, command: str, model: str) -> Artifact:
    """A section with a fenced command, as the Markdown reader gives it: its plain text holds
    the command's words as a line of prose."""
    body = f"{lead}\n\n```bash\n{command}\n```"
    return Artifact(f"section.{heading}", "markdown_section", f"## {heading}\n\n{body}",
                    f"{model}.md", 1, model, subject=heading, plain_text=f"{lead}\n{command}")


def test_a_how_to_whose_command_is_in_a_code_block_gives_its_command() -> None:
    """A how-to section whose command sits in a fenced block (an orchard's grading build, a
    theatre's seat-map restore) gives the reader a command, though its plain text does not
    show it; without one it is a how-to with nothing to run."""
    for heading, lead, command, model in (
            ("Building the grades", "Build the grading models into your schema:",
             "dbt build --select +fct_bin_grades --target dev", "harvest"),
            ("Restoring the seat map", "Restore last night's seat map:",
             "pg_restore -d boxoffice seatmap.dump", "theatre")):
        assert judged(_fenced(heading, lead, command, model), "md-clarity").passed
        assert not judged(section(heading, lead, model=model), "md-clarity").passed
