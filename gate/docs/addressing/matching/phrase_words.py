"""Whether a clause or sentence holds the phrase a rule found, compared folded the way it
was found: the detector places a finding in its clause or sentence with these."""

from __future__ import annotations

import re

from gate.docs.addressing.matching.views import folded


def touches(clause: str, phrase: str) -> bool:
    """Whether `clause` holds a word of the found phrase (compared folded)."""
    view = set(re.findall(r"\w+", folded(clause)))
    return any(word in view for word in re.findall(r"\w+", folded(phrase))
               if len(word) > 2 and word not in GLUE)


#: Words too common to place a phrase in a clause.
GLUE = frozenset({"the", "and", "for", "this", "that", "with", "you", "are", "was", "its"})


def holds(sentence: str, phrase: str) -> bool:
    """Whether `sentence` holds the found phrase (compared folded, the way it was found)."""
    words = [word for word in re.findall(r"\w+", folded(phrase)) if len(word) > 1]
    view = folded(sentence)
    return all(word in view for word in words)
