"""A name a section gives that is the first parts of one its document's introduction names
(`walk_time` where the introduction names `walk_time_median_sec`): the command that uses it
asks for a metric or a table the document never builds. Tried in a museum's and an airport
shuttle's guides, beside sections that give the whole name or a name of their own."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from tests.docs.judges.offline.test_offline_context import judged


def section(heading: str, body: str, doc: str, top: bool = False) -> Artifact:
    text = f"{'#' if top else '##'} {heading}\n\n{body}"
    return Artifact(f"section.{heading}", "markdown_section", text, f"{doc}.md", 1, doc,
                    subject=heading, plain_text=body)


VISITS = section("Gallery visits", "How `walk_time_median_sec` and `rooms_per_visit` are "
                 "built from the floor sensors, for the curators.", "museum", top=True)


@pytest.mark.parametrize(("body", "passes"), [
    ("```bash\ndbt sl query --metrics walk_time --group-by metric_time__week\n```", False),
    ("```bash\ndbt sl query --metrics walk_time_median_sec --group-by metric_time__week\n```",
     True),
    ("```bash\ndbt sl query --metrics rooms_per_visit --group-by metric_time__week\n```", True),
])
def test_a_name_cut_short_of_the_introductions_fails(body: str, passes: bool) -> None:
    verdict = judged(section("Reproducing the numbers", body, "museum"), "md-consistency",
                     VISITS)
    assert verdict.passed is passes, verdict.reasoning


def test_a_shuttle_guides_table_name_cut_short_fails() -> None:
    intro = section("Shuttle boardings", "What `fct_shuttle_boardings_hourly` counts and how "
                    "the gate desks use it.", "shuttle", top=True)
    cut = section("Checking a day", "Run `select sum(riders) from fct_shuttle_boardings where "
                  "boarded_on = current_date - 1`.", "shuttle")
    whole = section("Checking a day", "Run `select sum(riders) from "
                    "fct_shuttle_boardings_hourly where boarded_on = current_date - 1`.",
                    "shuttle")
    assert not judged(cut, "md-consistency", intro).passed
    assert judged(whole, "md-consistency", intro).passed
