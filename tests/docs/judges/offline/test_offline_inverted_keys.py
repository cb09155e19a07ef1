"""A uniqueness rationale that claims to catch rows differing in a column its own key holds is
inverted: rows that differ in a key column are unique and pass. Beside rationales that name the
column honestly, in domains the gold sets do not use (a lending library, a bike-share)."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from gate.docs.data_tests import DataTest
from tests.docs.judges.offline.test_offline_context import judged


def _key(columns: list[str], text: str, model: str) -> Artifact:
    test = DataTest("dbt_utils.unique_combination_of_columns", None,
                    {"combination_of_columns": columns}, text, 6)
    return Artifact(f"test.combination.{model}", "test", test.artifact_text(), "models/x.yml", 6,
                    model, subject=test.render(), rationale_expected=True, has_rationale=True,
                    test=test)


@pytest.mark.parametrize(("columns", "text", "passes"), [
    (["copy_id", "count_date", "shelf_code"], "Adds shelf_code to the key to catch duplicate "
     "counts that put a copy on different shelves; the shelf report would list it twice.",
     False),
    (["copy_id", "count_date"], "A second count of a copy on one date, on a different "
     "shelf_code, would list the copy twice in the shelf report; this test catches it.", True),
    (["bike_id", "ride_date", "battery_pct"], "Includes battery_pct so we flag rides of one "
     "bike logged twice with different charge readings, which would double its ride count.",
     False),
    (["bike_id", "ride_start"], "Includes ride_start because one bike makes many rides a day; "
     "a repeat would double its ride count in the fleet report.", True),
])
def test_a_key_said_to_catch_what_it_lets_through_is_inverted(columns: list[str], text: str,
                                                              passes: bool) -> None:
    verdict = judged(_key(columns, text, "fct_counts"), "rationale")
    assert verdict.passed is passes, verdict.reasoning
