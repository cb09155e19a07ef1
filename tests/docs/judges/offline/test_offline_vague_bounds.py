"""A difference a section bounds by a word ("if the gap is large", "within tolerance") where
another section of its document gives the bar as a figure: two bars, one unstated. Tried in a
box office's and a seed library's runbooks, beside sections that give the figure or leave
every bar in words."""

from __future__ import annotations

import pytest

from tests.docs.judges.offline.test_offline_context import judged
from tests.docs.judges.offline.test_offline_document_facts import titled

ALERT = titled("Alerts", "The nightly check fails when ticket revenue differs from the card "
               "processor's payout by more than 1.5 %.", "box-office")


@pytest.mark.parametrize(("body", "passes"), [
    ("Compare the night's sales with the processor's payout. If the gap is significant, "
     "hold the settlement file.", False),
    ("Compare the night's sales with the processor's payout. If the gap is above 1.5 %, "
     "hold the settlement file.", True),
])
def test_a_gap_bounded_by_a_word_against_a_figure_fails(body: str, passes: bool) -> None:
    verdict = judged(titled("3. Compare", body, "box-office"), "md-consistency", ALERT)
    assert verdict.passed is passes, verdict.reasoning


def test_a_seed_librarys_tolerance_in_words_fails() -> None:
    """Another domain: packets counted against the catalogue, with the bar set in one section
    and "within tolerance" in another; a document that gives no figure anywhere is left to
    the clarity checks."""
    figured = titled("Count check", "A variance above 20 packets per drawer must be recounted "
                     "before the catalogue is updated.", "seeds")
    worded = titled("Sign-off", "Once every drawer count is within tolerance, mark the audit "
                    "done in the catalogue.", "seeds")
    unfigured = titled("Count check", "Recount any drawer whose count looks wrong before the "
                       "catalogue is updated.", "seeds")
    assert not judged(worded, "md-consistency", figured).passed
    assert judged(worded, "md-consistency", unfigured).passed
