"""A rule for totalling flagged rows, against a section that totals without it.

A runbook that says "Reversals are stored as positive amounts with `reversal_flag = true`;
subtract them when totalling" and, in another section, checks a total with
`select sum(amount) from …` that never names `reversal_flag`, gives the reader two totals:
the check adds what the rule takes away. Either section may be the one written wrong, so
both are faulted:

| check             | score | the section …                                                |
|-------------------|-------|--------------------------------------------------------------|
| a plain total     | 0.3   | sums in code (`sum(…)`) without naming the column another    |
|                   |       | section's rule holds out of totals                           |
| a rule not kept   | 0.3   | holds rows of a flagged column (`x_flag = true`, `x = 'v'`)  |
|                   |       | out of totals ("subtract them when totalling", "exclude …    |
|                   |       | before summing"), where another section sums without it      |

A closed contrast read by its form (a condition in code, a verb that takes rows out, a word of
totalling; `sum(` in code); no word of any domain. Each section is read once (cached); a
document's sections are few (`DocumentSections` caps them): linear in the document.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.seam.score_levels import GRAVE

SENTENCE = lazy_pattern(r"(?<=[.!?])\s+|\n")
#: A condition on a column, in code: `reversal_flag = true`, `is_void`, `status = 'void'`.
CONDITION = lazy_pattern(r"`([a-z][a-z0-9]*(?:_[a-z0-9]+)+)(?:\s*(?:=|!=|<>|\bis\b)[^`]*)?`")
#: Rows taken out of a total: "subtract them when totalling", "exclude them before summing",
#: "totals filter them out".
TAKEN_OUT = lazy_pattern(
    r"\b(?:subtract|deduct|exclude|net(?:ted)? off|filter|remove)\w*\b[^.;\n]{0,40}?"
    r"\b(?:total|sum|summ|add(?:ing|ed)? up|aggregat)\w*|\b(?:total|sum|summ|aggregat)\w*\b"
    r"[^.;\n]{0,40}?\b(?:subtract|deduct|exclud|net(?:ted)? off|filter|remov)\w*",
    re.IGNORECASE)
#: Code that totals: a code span or a fenced block with `sum(`.
CODE = lazy_pattern(r"```.*?```|`[^`\n]+`", re.DOTALL)
SUMMED = lazy_pattern(r"\bsum\s*\(", re.IGNORECASE)


@dataclass(frozen=True)
class Totals:
    held_out: frozenset[str]  # the columns whose flagged rows a rule keeps out of totals
    summed: tuple[str, ...]  # each piece of code that sums


@lru_cache(maxsize=4_096)
def totals_of(markdown: str) -> Totals:
    if "`" not in markdown:
        return Totals(frozenset(), ())
    held: set[str] = set()
    for sentence in SENTENCE.split(markdown):
        if TAKEN_OUT.search(sentence):
            held.update(CONDITION.findall(sentence))
    summed = tuple(code for code in CODE.findall(markdown) if SUMMED.search(code))
    return Totals(frozenset(held), summed)


def total_findings(markdown: str, document: Sequence[str]) -> Iterator[Finding]:
    """A total this section sums without the rule another section gives for flagged rows;
    the rule this section gives, where another section sums without it."""
    own = totals_of(markdown)
    others = [totals_of(text) for text in document if text != markdown]
    rules = frozenset().union(*(other.held_out for other in others))
    for code in own.summed:
        missed = sorted(column for column in rules if column not in code)
        if missed:
            yield Finding(GRAVE, code.strip("`"), f"The section sums without `{missed[0]}`, "
                          "whose flagged rows another section of the document says to take "
                          "out of totals.")
            return
    for column in sorted(own.held_out):
        if any(column not in code for other in others for code in other.summed):
            yield Finding(GRAVE, f"`{column}`", f"The section takes rows flagged by "
                          f"`{column}` out of totals, but another section of the document "
                          "sums without it.")
            return
