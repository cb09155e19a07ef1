"""A figure a text gives one of a column's values, where that column's own text gives another.

"Deadline: deferred_at plus the category interval (B 3 days, C 10 days, D 30 days)" beside the
category column's own "B allows 3 calendar days, C 10 and D 120": both texts give the tested
values B, C and D a figure each, agree on two and not on D. A reader who plans by one text
misses the other's deadline by ninety days:

| check            | score | the text …                                                      |
|------------------|-------|-----------------------------------------------------------------|
| another figure   | 0.3   | gives the values of a column's `accepted_values` test figures   |
| for a value      |       | ("D 30 days"), agrees with that column's own text on at least   |
|                  |       | one of them and differs on another ("D 120")                    |

The column that holds the values is the authority on them: its own text is never faulted
against another's (the other is the one that restated them). A figure counts as a value's
when it follows the value, a word of being between them at most ("B allows 3", "C 10", "D:
120"). The values are the model's own tests': no word of any domain. One bounded pass per
text.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.seam.score_levels import GRAVE

#: A value and its figure: "B allows 3", "C 10", "gold: 25", "D = 120".
KEYED = lazy_pattern(r"(?<![\w.-])([A-Za-z][\w-]{0,30})(?:\s*[:=]\s*|\s+(?:allows?|gets?|has|"
                     r"is|are|means?)\s+|\s+)(\d+(?:\.\d+)?)(?![\d.,]\d)")
#: Shared values whose figures agree before a differing one is read as the same scale.
AGREEING = 1


def keyed_figures(text: str, values: frozenset[str]) -> dict[str, str]:
    """The figure `text` gives each of `values` (lower-cased); the first, where it gives two."""
    found: dict[str, str] = {}
    for match in KEYED.finditer(text):
        key = match.group(1).lower()
        if key in values:
            found.setdefault(key, match.group(2))
    return found


def figure_disagrees(subject: str, text: str,
                     tested: Iterable[tuple[str, frozenset[str]]],
                     sources: Iterable[tuple[str, str]]) -> Iterator[Finding]:
    """`tested`: (column, the values its accepted_values test holds) of the model's columns;
    `sources`: (subject, text) of its texts. A text gives a column's values figures that
    column's own text gives otherwise."""
    own_texts = dict(sources)
    for column, values in tested:
        if column == subject or column not in own_texts or len(values) < 2:
            continue
        said = keyed_figures(text, values)
        if len(said) < AGREEING + 1:
            continue
        held = keyed_figures(own_texts[column], values)
        shared = said.keys() & held.keys()
        differing = sorted(key for key in shared if float(said[key]) != float(held[key]))
        if differing and len(shared) - len(differing) >= AGREEING:
            key = differing[0]
            yield Finding(GRAVE, quote(text), f"The text gives {key.upper()} the figure "
                          f"{said[key]}, but `{column}`'s own text gives it {held[key]}.")
            return
