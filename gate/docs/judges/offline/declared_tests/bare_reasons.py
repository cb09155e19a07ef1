"""Rationales of one bare clause: a use or a catch named, and nothing at stake.

"Needed for the monthly reports", "Important for joins", "Useful for analysis": who uses the
thing, with no word of what goes wrong for them without it. "Catches extreme values", "Stops
duplicates", "Detects anomalies in volume": what the check looks for, with no word of what
those rows would do. A reader deciding whether to keep the check learns nothing from either;
a rationale that goes on ("… from inflating billed revenue", "…, so the close is not
double-counted") names its consequence and is left to the other rules.

Two more forms give a reason that holds for any test: "If this test fails, the data in the
model is wrong and should be fixed" (a failing test means wrong data: what every test says of
itself), and "part of the standard monitoring package every mart gets" (the test is there
because every model gets one: a routine, not what this one protects).

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
#: "If this test fails, the data in the model is wrong and should be fixed before anyone uses
#: it.": what a failing test means of any test, and nothing of what the wrong rows would do.
FAILING_MEANS_WRONG = lazy_pattern(
    r"^if\s+(?:this|the)\s+(?:test|check)\s+fails,?\s+(?:then\s+)?(?:the\s+)?(?:data|model|"
    r"table|rows?|column|values?)\b[^.;:]{0,60}?\b(?:is|are)\s+(?:wrong|incorrect|bad|invalid|"
    r"broken)\b(?:,?\s+and\s+(?:should|must|needs?\s+to)\s+be\s+(?:fixed|corrected|checked|"
    r"investigated)\b[^.;:]{0,40})?[.!]?$", re.IGNORECASE)
#: "…; part of the standard monitoring package every mart gets": a test kept because every
#: model of a kind gets one.
ROUTINE = lazy_pattern(r"\bpart\s+of\s+(?:the|our)\s+(?:standard|default|usual|common)\s+"
                       r"[^.;:]{0,40}?\b(?:every|each|all)\s+(?:\w+\s+)?(?:models?|marts?|"
                       r"tables?|sources?)\s+(?:gets?|has|have|receives?)\b", re.IGNORECASE)
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
    elif FAILING_MEANS_WRONG.match(said):
        yield Finding(GRAVE, quote(said), "The rationale says a failing test means wrong data, "
                      "which holds of any test, and not what the wrong rows would do.")
    elif (routine := ROUTINE.search(said)) is not None:
        yield Finding(GRAVE, routine.group(0), "The rationale gives a routine every model of a "
                      "kind gets as the reason, not what this test protects.")
