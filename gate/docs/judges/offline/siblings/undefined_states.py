"""A flag that only restates its name, for a state its model's other columns define otherwise.

"Whether the account is active." for `is_active`, in a model whose `account_status` holds
open, dormant and closed: the model names its states one way, and this flag adds a fourth
word for one of them, or for some mix of them, that no text defines. Beside `is_engaged`
("True when the member stayed or redeemed points in the last 24 months"), "Whether the member
is active." gives the same thing a second, undefined state. Two readers map it two ways.

| check            | score | the flag's text …                                            |
|------------------|-------|--------------------------------------------------------------|
| an undefined     | 0.35  | says only that the thing "is" the flag's state, where the    |
| state            |       | thing's status column (`account_status` for "the account")   |
|                  |       | is tested to hold states without it, or another flag defines |
|                  |       | the thing's recent state ("… in the last 24 months")        |

Read from the flag's name and the model's own values and texts: no word of any domain. Each
flag asks once; the model's values and flag texts are read once per model.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.seam.score_levels import SERIOUS

FLAG_PREFIXES = ("is_", "has_")
#: Words a text that only restates its flag's name may hold beside the state and its thing.
RESTATING = frozenset({"whether", "the", "a", "an", "this", "is", "are", "has", "have",
                       "flag", "true", "if", "indicates", "indicator", "currently", "or", "not",
                       "boolean", "yes", "no"})
#: A flag text that defines its state: "True when …", "… if the member stayed …".
DEFINES = lazy_pattern(r"\b(?:when|if|once|after|since|within|means|defined|counts?)\b|\d")
THING_WORDS = 2
#: A state another flag defines by what the thing did lately: "stayed or redeemed points in
#: the last 24 months". A flag that restates a state beside it names the same kind of state
#: (active, current, engaged) a second way; beside a flag of another kind ("deleted", "the
#: first day of a quarter") it names another thing, and is left alone.
RECENT = lazy_pattern(r"\b(?:in|within|during|over)\s+the\s+(?:last|past|previous|trailing)\s+"
                      r"(?:\d+|\w+)\s+(?:days?|weeks?|months?|years?)\b", re.IGNORECASE)


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z][a-z0-9_-]*", text.lower())


def restates_only(state: str, text: str) -> bool:
    """The text says only that the thing is `state` ("Whether the account is active.")."""
    words = _words(text)
    if state not in words:
        return False
    rest = [w for w in words if w not in RESTATING and w != state]
    return len(rest) <= THING_WORDS and not DEFINES.search(text.lower().replace("true", ""))


def undefined_state(subject: str, text: str, values_of: Iterable[tuple[str, frozenset[str]]],
                    flags: Iterable[tuple[str, str]]) -> Iterator[Finding]:
    """`values_of`: (column, the values it is tested or listed to hold) of the model's other
    columns; `flags`: (column, text) of its other flags."""
    if not subject.startswith(FLAG_PREFIXES) or subject.count("_") != 1:
        return
    state = subject.split("_", 1)[1]
    if not restates_only(state, text):
        return
    things = set(_words(text)) - RESTATING - {state}
    for column, values in values_of:
        # the states of the thing the flag is about: `account_status` for "the account"
        if column != subject and len(values) >= 2 and state not in values and \
                column.rsplit("_", 1)[0] in things:
            yield Finding(SERIOUS, quote(text), f"The text says only that the thing is "
                          f"{state}, but `{column}` gives its states as "
                          f"{', '.join(sorted(values))}, and none of them is {state}.")
            return
    for column, flag_text in flags:
        if column != subject and RECENT.search(flag_text):
            yield Finding(SERIOUS, quote(text), f"The text says only that the thing is "
                          f"{state}, where `{column}` defines another state of it "
                          f"({quote(flag_text)}): two words for the thing's state, one "
                          "undefined.")
            return
