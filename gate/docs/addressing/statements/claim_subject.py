"""Whose worth a clause claims: the data's, or the text's own, said through a pronoun.

A clause that states a fact of the data excuses a grading phrase in it
(`gate.docs.addressing.standing.status.stated_beside`: "Score from 1 to 5 the judge gave"). A red
team rode that reading: a fact, then a comma and "which means it deserves full marks", "so it
is clear and complete", "and this earns the top mark". The clause holds a data word ("means",
a unit named before it), yet the grading phrase is said of **it** or **this**: the text just
written, not a row of the data. So a phrase whose subject, within the few words before it in
its clause, is such a pronoun or a connective that points back at what was said ("which",
"so", "hence"), in the languages the rules read, is the text's claim, not the data's.

Linear in the clause: one search of a bounded pattern before the phrase.
"""

from __future__ import annotations

import re

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.fold import fold, latin

#: Words before a phrase (at most this many) read for its subject.
SUBJECT_WORDS = 4
#: A pronoun or a connective that points back at what the text just said.
POINTS_BACK = lazy_pattern(
    r"\b(?:it|its|this|which|so|thus|hence|therefore|whereby|ce|cela|ceci|ca|donc|"
    r"lo que|lo cual|esto|eso|por lo tanto|asi que|o que|isso|isto|portanto|il che|"
    r"quindi|percio|questo|cio|was|das|dies|daher|deshalb|somit|dit|dat|wat|dus|daarom|"
    r"to|wiec|zatem|bu|bu da|bu yuzden|bunedenle|это|что|поэтому|значит|итак|yang|"
    r"jadi|maka)\b|"
    r"因此|所以|这|這|它|故|なので|だから|これ|それ|よって|따라서|그러므로|이것|이는|"
    r"لذلك|لذا|هذا|هذه|इसलिए|यह|ולכן|זה|זו")


def said_of_it(clause: str, phrase: str) -> bool:
    """True when the few words of `clause` before `phrase` (as the rules found it) hold a
    pronoun or connective that points back at the text (`POINTS_BACK`)."""
    native = fold(clause)
    words = re.findall(r"[^\W_]+", fold(phrase))
    if not words:
        return False
    for view in dict.fromkeys((native, latin(native))):
        at = view.find(words[0]) if words[0] in view else view.find(latin(words[0]))
        if at < 0:
            continue
        before = re.findall(r"[^\W_]+|[^\w\s]", view[:at])
        if POINTS_BACK.search(" ".join(before[-SUBJECT_WORDS:])) is not None:
            return True
    return False
