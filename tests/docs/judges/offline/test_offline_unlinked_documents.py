"""A section that sends its reader to a dashboard, a glossary or a runbook by its kind alone,
with no link, path or name, leaves the reader to search: as a guide or a policy named that way
already did. Tried in a bakery's and a planetarium's guides, beside pointers that link."""

from __future__ import annotations

import pytest

from tests.docs.judges.offline.test_offline_context import judged
from tests.docs.judges.offline.test_offline_document_facts import titled


@pytest.mark.parametrize(("body", "passes"), [
    ("Waste per loaf is the unsold weight over the baked weight. See the dashboard for "
     "details.", False),
    ("Waste per loaf is the unsold weight over the baked weight. See the [waste dashboard]"
     "(https://bi.example.com/d/waste) for details.", True),
])
def test_a_dashboard_named_by_its_kind_alone_fails(body: str, passes: bool) -> None:
    verdict = judged(titled("Waste", body, "bakery"), "md-completeness")
    assert verdict.passed is passes, verdict.reasoning


def test_a_planetariums_glossary_and_runbook_named_by_their_kind_fail() -> None:
    unlinked = titled("Show seats", "Seats held for school groups are released 48 hours "
                      "before the show, as defined in the glossary.", "planetarium")
    linked = titled("Show seats", "Seats held for school groups are released 48 hours "
                    "before the show, as defined in the glossary (`docs/glossary.md`).",
                    "planetarium")
    runbook = titled("Dome faults", "When the projector faults mid-show, follow the runbook.",
                     "planetarium")
    assert not judged(unlinked, "md-completeness").passed
    assert judged(linked, "md-completeness").passed
    assert not judged(runbook, "md-completeness").passed
