"""A flag whose text says only that its thing is in the state its name already says.

"True when the deferral is overdue, so that maintenance control can act on it" for
`is_overdue`: the reader who asks when a deferral counts as overdue (past which deadline,
after which extension) learns only what the column's name told them, and a use beside it. A
flag's text is where its state is defined; one that restates the state and goes on to its use
leaves every reader their own reading of it:

| check             | score | the flag's text …                                            |
|-------------------|-------|--------------------------------------------------------------|
| a restated state  | 0.4   | opens as a flag ("True when", "Whether") on its thing being  |
|                   |       | the name's own state ("… is overdue") and holds nothing      |
|                   |       | after it that could define it: no condition, comparison,     |
|                   |       | figure, column, gloss or colon                               |

"True when the guest was walked: relocated to another hotel …" and "True when the order is PRN
(as needed) rather than scheduled" define their state and pass. The state is the flag's own
name (`is_overdue`, `has_lapsed`): no word of any domain. Each pattern is one bounded pass.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.seam.score_levels import LACKING

#: A flag's name: one state word after its prefix.
FLAG_NAME = lazy_pattern(r"(?:is|has|was)_([a-z]{3,})")
#: A flag's opening, up to the verb that says its thing is in a state: "True when the
#: deferral is", "Shows whether the aircraft is currently". At most four words of its thing.
OPENING = lazy_pattern(r"\W*(?:(?:shows|indicates|flags?|returns)\s+)?(?:whether|true\s+(?:when|"
                       r"if|while|for))\s+(?:[\w'\u2019-]+\s+){0,4}?(?:is|are|was|were|has been|"
                       r"have been|counts as)\s+(?:currently\s+|still\s+|now\s+)?([a-z]+)\b",
                       re.IGNORECASE)
#: What could define the state once it is said: a condition, a comparison, a gloss, a figure,
#: a column's name, a colon or brackets.
DEFINER = lazy_pattern(r"[:(\d`=<>]|\b[a-z0-9]+_[a-z0-9_]+\b|\b(?:when|if|once|after|since|"
                       r"within|past|beyond|than|because|unless|until|where|i\.e|e\.g|means?|"
                       r"meaning|defined|that is|per|by|according)\b", re.IGNORECASE)


def restated_state(subject: str, text: str) -> Iterator[Finding]:
    """The flag `subject`'s text says only that its thing is the state its name says."""
    name = FLAG_NAME.fullmatch(subject.lower())
    if name is None:
        return
    opening = OPENING.match(text)
    if opening is None or opening.group(1).lower() != name.group(1) or \
            DEFINER.search(text, opening.end()):
        return
    yield Finding(LACKING, quote(text), f"The text says `{subject}` is true when its thing is "
                  f"{name.group(1)}, which its name already says, and nowhere what makes it "
                  f"{name.group(1)}.")
