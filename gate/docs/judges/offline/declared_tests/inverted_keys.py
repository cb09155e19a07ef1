"""A uniqueness rationale that claims to catch rows differing in a column its own key holds.

"Adds on_hand_units to the key to catch duplicate snapshots that carry different quantities":
a combination that includes `on_hand_units` lets two rows with different quantities through,
because they differ in the key. The reasoning is inverted: adding a column to a unique key can
only let more rows pass. Read from the test's own columns and the rationale's words for
catching and differing: no word of any domain.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.data_tests import DataTest
from gate.docs.judges.offline.model_context.rules_context import combination
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.seam.score_levels import GRAVE

#: A claim to catch rows that differ: "to catch duplicates that carry different quantities".
CATCH_DIFFERING = lazy_pattern(r"\b(?:catch\w*|flag\w*|detect\w*|find\w*|stop\w*|prevent\w*|"
                               r"block\w*)\b[^.;]*\b(?:different|differing|conflicting|other)\b",
                               re.IGNORECASE)


def inverted_key(test: DataTest, text: str) -> Iterator[Finding]:
    """A uniqueness test over columns, one of which the rationale names, whose rationale
    claims it catches rows that differ: the named column in the key lets them through."""
    columns = combination(test)
    if len(columns) < 2 or not CATCH_DIFFERING.search(text):
        return
    low = text.lower()
    named = next((c for c in columns if re.search(rf"\b{re.escape(c)}\b", low)), None)
    if named is not None:
        yield Finding(GRAVE, quote(text), f"The rationale says the test catches rows that "
                      f"differ, but `{named}` is in its key: rows that differ in it are unique "
                      "and pass. Adding a column to a key can only let more rows through.")
