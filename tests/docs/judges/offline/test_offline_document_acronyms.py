"""Acronyms in a Markdown section, read against its document: those other sections use too
are the document's vocabulary, which a reader meets throughout; a section full of acronyms
no other section uses is jargon. Tried in domains the gold sets do not use (an orchard
co-operative's harvest runbook, a theatre's box office guide)."""

from __future__ import annotations

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
