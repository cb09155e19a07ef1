"""A description less what only looks like an answer: the text the need checks and the floor
read.

A status needs its values, a timestamp its zone, a nullable column what a null means; the
checks look for the words ("values", "time zone", "nulls"). So a label with a non-answer
("Values: n/a.", "Time zone: TBD."), a sentence that only lists the words the checks look for
("Meaning, unit, grain, nulls and source are covered.") or a tautology ("The status is the
status.") would meet a need, and hide a restated name from the floor, while telling the reader
nothing. `answered` leaves them out:

- **a label with a non-answer**: a few words and a colon, then only `n/a`, `na`, `tbd`,
  `tba`, `unknown`, `not applicable`, `not available`, `various`, `-`, `?` or
  `...`, up to the end of its sentence. "Nulls: n/a when the order is open." keeps its
  answer, and so does "Nulls: none." (it says the column has none);
- **a bare list of need words**: a sentence of at least three words the checks look for
  (`NEED_WORDS`) and nothing else but glue and words that say they are covered ("all",
  "documented", "included");
- **a tautology**: a sentence whose two sides of "is", "are", "means" or "=" hold the same
  words.

Each is one pass over the text; a text with none of them is returned as it is.
"""

from __future__ import annotations

import re
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.artifacts import Artifact
from gate.docs.judges.offline.telling.told import told

#: What may stand for an answer without being one.
_NON_ANSWER = (r"n/?a|tbd|tba|tbc|unknown|not applicable|not available|not known|various|"
               r"-+|\u2014|\u2013|\?+|\.{3}|\u2026|todo")
#: A label and a non-answer, to the end of their sentence (or the next label).
LABELLED_NON_ANSWER = lazy_pattern(
    r"(?:^|(?<=[.;!?\n])|(?<=[.;!?] ))[ \t]*[^\W\d_][\w ()/'-]{0,40}:[ \t]*(?:" + _NON_ANSWER
    + r")[ \t]*(?:[.;,!]|(?=\n)|$)", re.IGNORECASE)
#: The words the need checks look for.
_NEED_WORDS = """
meaning meanings value values unit units grain grains null nulls source sources timing time
zone zones timezone timezones currency currencies scale scales range ranges relation relations
relationship relationships use uses usage type types format formats definition definitions
semantics lineage owner owners ownership freshness frequency refresh period periods precision
granularity base denominator numerator caveat caveats consumer consumers key keys join joins
"""
NEED_WORDS = frozenset(_NEED_WORDS.split())
#: What a bare list of need words may hold besides them.
_LIST_GLUE = """
and or the a an its it their this that these all every each plus also as well with of for
are is were be been have has covered documented included described stated given provided
explained specified defined listed noted known clear complete fully here above below field
column etc
"""
LIST_GLUE = frozenset(_LIST_GLUE.split())
#: The least number of need words that make a list.
MIN_LISTED = 3
SENTENCE = lazy_pattern(r"[^.;!?\n]+[.;!?]*")
WORDS = lazy_pattern(r"[^\W\d_]+")
COPULA = lazy_pattern(r"\s(?:is|are|means|equals|=|refers to|is defined as)\s", re.IGNORECASE)
ARTICLES = frozenset({"the", "a", "an", "its", "this", "that", "of", "column", "field"})


@lru_cache(maxsize=16_384)
def answered(text: str) -> str:
    """`text` without labels holding a non-answer, bare lists of need words and tautologies
    (each sentence's separator kept); the text itself when it holds none."""
    kept = LABELLED_NON_ANSWER.sub("", text) if ":" in text else text
    pieces: list[str] = []
    last = 0
    for found in SENTENCE.finditer(kept):  # what lies between the sentences is kept
        pieces.append(kept[last:found.start()])
        if not (_lists_needs(found.group(0)) or _tautology(found.group(0))):
            pieces.append(found.group(0))
        last = found.end()
    kept = "".join(pieces) + kept[last:]
    if kept == text:
        return text
    # Spaces made one, line ends kept: a sentence on a line of its own stays one sentence.
    return "\n".join(" ".join(line.split()) for line in kept.splitlines() if line.strip())


def told_answers(artifact: Artifact) -> str:
    """What `artifact` tells (`told`), read without its non-answers both before (a list of
    need words is one sentence, which the classifier would read clause by clause) and after
    (a clause the classifier kept may be a label with a non-answer)."""
    return answered(told(artifact, answered(artifact.text)))


def _lists_needs(sentence: str) -> bool:
    words = [word.casefold() for word in WORDS.findall(sentence)]
    listed = sum(word in NEED_WORDS for word in words)
    return listed >= MIN_LISTED and all(word in NEED_WORDS or word in LIST_GLUE
                                        for word in words)


def _tautology(sentence: str) -> bool:
    sides = COPULA.split(sentence, maxsplit=1)
    if len(sides) != 2:
        return False
    left, right = ({word.casefold() for word in WORDS.findall(side)} - ARTICLES
                   for side in sides)
    return bool(left) and left == right
