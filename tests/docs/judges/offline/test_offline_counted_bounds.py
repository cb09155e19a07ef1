"""A rule bounded by a count of things ("fewer than 5 ratings") that another section of the
document states with another count ("fewer than 12 reviews"): the same rule, two bars.
Counts are compared where a bound is given, whatever the things counted. Tried in a recipe
site's and a cycling club's guides, beside sections that agree."""

from __future__ import annotations

import pytest

from tests.docs.judges.offline.test_offline_context import judged
from tests.docs.judges.offline.test_offline_document_facts import titled

RATINGS = titled("Recipe scores", "A recipe's score is the mean of its star ratings. Recipes "
                 "with fewer than 5 ratings are hidden from the ranking.", "recipes")


@pytest.mark.parametrize(("body", "passes"), [
    ("To keep the ranking fair, recipes with fewer than 12 reviews are hidden from the "
     "ranking page.", False),
    ("To keep the ranking fair, recipes with fewer than 5 ratings are hidden from the "
     "ranking page.", True),
])
def test_a_rule_bounded_by_another_count_fails(body: str, passes: bool) -> None:
    verdict = judged(titled("Hidden recipes", body, "recipes"), "md-consistency", RATINGS)
    assert verdict.passed is passes, verdict.reasoning


def test_a_cycling_clubs_ride_rule_with_another_count_fails() -> None:
    rule = titled("Group rides", "A group ride needs at least 4 riders signed up; the ride "
                  "leader cancels the group ride otherwise.", "club")
    other = titled("Cancelling", "The ride leader cancels a group ride unless at least 6 "
                   "riders have signed up.", "club")
    same = titled("Cancelling", "The ride leader cancels a group ride unless at least 4 "
                  "riders have signed up.", "club")
    assert not judged(other, "md-consistency", rule).passed
    assert judged(same, "md-consistency", rule).passed
