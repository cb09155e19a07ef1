"""Rationales of one bare clause: a use or a catch named, and nothing at stake.

"Needed for the monthly reports", "Important for joins", "Useful for analysis": who uses the
thing, with no word of what goes wrong for them without it. "Catches extreme values", "Stops
duplicates", "Detects anomalies in volume": what the check looks for, with no word of what
those rows would do. A reader deciding whether to keep the check learns nothing from either;
a rationale that goes on ("… from inflating billed revenue", "…, so the close is not
double-counted") names its consequence and is left to the other rules.

The reading is of the sentence's form (one clause, a verb of use or of catching, no clause
after it), not of any domain's words.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.artifacts import Artifact
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.seam.score_levels import GRAVE

#: "Needed for the monthly reports.", "It is required by the business.", "Useful for analysis."
USE_ONLY = lazy_pattern(r"^(?:it\s+is\s+|this\s+is\s+|they\s+are\s+)?(?:needed|required|used|"
                        r"important|useful|necessary|relied\s+on|wanted|essential|critical|key)"
                        r"\s+(?:for|by|in)\s+[^.;,:!?]{1,50}[.!]?$", re.IGNORECASE)
#: "Catches extreme premium values.", "Stops duplicates.", "Guards against bad rows."
CATCH_ONLY = lazy_pattern(r"^(?:it\s+)?(?:catches|prevents|flags|stops|avoids|detects|blocks|"
                          r"guards\s+against|protects\s+against)\s+[^.;,:!?]{1,40}[.!]?$",
                          re.IGNORECASE)
#: Words that start what follows the catch: its effect, its reason or its condition.
GOES_ON = lazy_pattern(r"\b(?:from|so|because|before|otherwise|would|which|that|when|if|"
                       r"where|since|or else|and)\b", re.IGNORECASE)


def bare_reason(artifact: Artifact, text: str) -> Iterator[Finding]:
    """A rationale that is one clause naming a use or a catch, and no consequence."""
    said = " ".join(text.split())
    if USE_ONLY.match(said):
        yield Finding(GRAVE, quote(said), "The rationale names what uses it, not what goes "
                      "wrong for that use without it.")
    elif CATCH_ONLY.match(said) and not GOES_ON.search(said):
        yield Finding(GRAVE, quote(said), "The rationale names what the check catches, not "
                      "what those rows would do if it did not.")
