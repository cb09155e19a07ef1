"""A numbered step that says where to act on a screen by its menu path ("under *Settings →
Exports*") gives its how, as a command does; the same step with no path still lacks one.
Tried in a climbing gym's and a vineyard's procedures."""

from __future__ import annotations

import pytest

from tests.docs.judges.offline.test_offline_context import judged
from tests.docs.judges.offline.test_offline_document_facts import titled

GYM_STEPS = ("1. Run `dbt build --select +fct_day_passes`.\n"
             "2. Run `python scripts/pass_report.py --month 2026-03`.\n")


@pytest.mark.parametrize(("last", "passes"), [
    ("3. Upload the report in the booking system under *Reports → Monthly uploads*.", True),
    ("3. Upload the report in the booking system.", False),
])
def test_a_step_with_its_menu_path_gives_its_how(last: str, passes: bool) -> None:
    verdict = judged(titled("Month-end passes", GYM_STEPS + last, "gym"), "md-completeness")
    assert verdict.passed is passes, verdict.reasoning


def test_a_vineyards_step_with_its_menu_path_gives_its_how() -> None:
    steps = ("1. Run `dbt build --select fct_harvest_lots`.\n"
             "2. Run `dbt test --select fct_harvest_lots`.\n")
    pathed = titled("Lot export", steps + "3. Export the lots from the cellar app: "
                    "Lots » Harvest 2026 » Export CSV.", "vineyard")
    bare = titled("Lot export", steps + "3. Export the lots from the cellar app.", "vineyard")
    assert judged(pathed, "md-completeness").passed
    assert not judged(bare, "md-completeness").passed
