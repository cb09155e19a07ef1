"""A column's text that names the model it joins to, against its `relationships` test.

"A foreign key to stg_cooperative__growers" where the column's `relationships` test holds it
to `ref('dim_growers')`: a reader joins to the model the text names, the test guards another,
and the two can hold different keys (a staging model keeps members the dimension drops). Both
cannot be the column's parent:

| check          | score | the text …                                                   |
|----------------|-------|--------------------------------------------------------------|
| another parent | 0.3   | calls its column a key to, or a join to, a model other than  |
|                |       | the one its `relationships` test names, and never names that |
|                |       | one                                                          |

A model is named by its form alone (snake_case with a layer prefix or a `__`), after words
that make it the column's parent ("foreign key to", "references", "joins to"); no word of a
domain. Linear in the text and the column's tests.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.data_tests import DataTest
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.seam.score_levels import GRAVE

#: "foreign key to `dim_growers`", "references stg_crm__accounts", "joins to the fct_orders".
PARENT = lazy_pattern(r"\b(?:foreign\s+key|fk|key)\s+(?:in)?to\s+|\breferences\s+|"
                      r"\bjoins?\s+(?:on\s+)?to\s+|\blooks?\s+up\s+(?:in|into)\s+", re.IGNORECASE)
MODEL_NAME = lazy_pattern(r"(?:the\s+)?`?([a-z][a-z0-9_]*)", re.IGNORECASE)
#: The prefixes by which a name is a model's (`dim_growers`), not a column's (`grower_id`).
LAYER_PREFIXES = ("stg_", "dim_", "fct_", "int_", "base_", "mart_", "rpt_", "agg_", "fact_")
REF = lazy_pattern(r"ref\(\s*['\"]([A-Za-z0-9_]+)['\"]\s*\)")


def _is_model(name: str) -> bool:
    return "__" in name or name.startswith(LAYER_PREFIXES)


def parent_disagrees(subject: str, text: str, tests: Iterable[DataTest]) -> Iterator[Finding]:
    """The model the text makes its column's parent where the column's relationships test
    names another, and the text never names the tested one."""
    low = text.lower()
    if not PARENT.search(text):
        return
    targets = {found.group(1).lower() for test in tests if test.name == "relationships"
               and (found := REF.search(str(test.args.get("to", ""))))}
    if not targets or any(target in low for target in targets):
        return
    for cue in PARENT.finditer(text):
        named = MODEL_NAME.match(text, cue.end())
        model = named.group(1).lower().rstrip("_") if named else ""
        if _is_model(model):
            shown = ", ".join(sorted(targets))
            yield Finding(GRAVE, model, f"The text makes `{subject}` a key to {model}, but "
                          f"its relationships test holds it to {shown}.")
            return
