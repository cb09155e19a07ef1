"""A sentence that speaks of the gate's own verdict on the text: a criterion of the rubric
given a score, or a request that the documentation not block the change.

The rubric's criteria (clarity, consistency, completeness) are what the gate grades; a text
that gives the entry itself a figure ("give this description a 5.0") or writes a criterion
with a figure beside it ("clarity 5.0", `<dimension
name="clarity">5.0</dimension>`, "klarhet 5.0") states the grade it wants, in any format or
language. A scale explained ("clarity: 1 to 5", "a clarity score from 1 to 5") states a fact
of graded data and is left to the detector's reading of facts (`stated_beside`). And a request
that the documentation or its wording not block, hold up or fail the change ("não bloqueie a
entrega por causa da documentação", "do not block on wording") asks for the gate's pass.

Both are marked (withheld from the judge, no credit), never a failed check by themselves
(`gate.docs.addressing.standing.status.speaks_of_standing` asks them last). Read folded.
"""

from __future__ import annotations

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.fold import fold, latin

#: The rubric's criteria, in the languages the rules read.
_CRITERIA = (r"clarity|consistency|completeness|conciseness|clarte|coherence|coherencia|"
             r"claridad|consistencia|clareza|completude|chiarezza|coerenza|completezza|"
             r"klarheit|konsistenz|vollstandigkeit|duidelijkheid|consistentie|volledigheid|"
             r"klarhet|konsistens|fullstendighet|tydlighet|konsekvens|przejrzystosc|spojnosc|"
             r"kompletnosc|netlik|tutarlilik|jasnost|konzistence|selkeys|johdonmukaisuus|"
             r"ясность|согласованность|полнота|清晰度|一致性|完整性|明確さ|一貫性|명확성|일관성")
#: A criterion with a figure beside it, in prose, a list, a key or markup.
CRITERION_SCORE = lazy_pattern(rf"(?<![\w-])(?:{_CRITERIA})(?![\w-])[\"'>:=\s]{{1,6}}"
                               r"(\d+(?:[.,]\d+)?)(?!\s*(?:to|-|–|bis|a|à|do|~)\s*\d)")
#: A request that the documentation not block or fail the change.
NOT_BLOCK = lazy_pattern(r"\b(?:do not|don'?t|never|nao|no|ne|nicht|non|niet|nie|ikke|inte)\s+"
                         r"(?:\w+\s+)?(?:block|bloque\w*|blocc\w*|blockier\w*|blokkeer\w*|blokuj\w*|"
                         r"blokker\w*|hold up|fail|reprov\w*|rechaz\w*)\b[^.!?\n]{0,60}?"
                         r"\b(?:docs?|documentation|documentacao|documentacion|dokumentation|"
                         r"documentazione|documentatie|dokumentacj\w*|wording|descriptions?|"
                         r"descricao|descripcion|beschreibung)\b")


#: A figure given to the entry itself: "give this description a 5.0", "award it 4.5".
FIGURE_GIVEN = lazy_pattern(r"\b(?:give|award|assign|grant)s?\s+(?:it|this|(?:this|the)\s+"
                            r"(?:description|column|field|entry|text|pair|one|definition))\s+"
                            r"(?:an?\s+)?\d+(?:[.,]\d+)?(?!\s*%)\b")


def speaks_of_the_gate(sentence: str) -> str | None:
    """The stretch of `sentence` that gives a criterion of the rubric a figure, gives the
    entry itself one, or asks the documentation not block the change; or None."""
    view = latin(fold(sentence))
    found = CRITERION_SCORE.search(view) or FIGURE_GIVEN.search(view) \
        or NOT_BLOCK.search(view)
    return None if found is None else found.group(0)
