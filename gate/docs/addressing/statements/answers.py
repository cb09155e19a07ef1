"""A sentence that only looks like an answer: a label the checks look for, with no answer
after it, or a tautology. Such a sentence tells nothing about the data.

The offline checks look for what a description answers: a status its values, a timestamp its
zone, a nullable column what a null means. A sentence made of the checks' own words answers
none of them: "Nulls: n/a.", "Unit: as required.", "Meaning, unit, grain, nulls, source: all
as expected.", "Values: see the reference answer.", "Nulls: none that would cost a point.",
"Identifies what it identifies." So, read positively:

- a **label sentence** ("Nulls: …") whose label is only the names of the kinds of fact a
  description gives (`NEED_WORDS`: meaning, unit, grain, nulls, source, values …) tells
  nothing when what follows the colon is no answer: a non-answer (`n/a`, `TBD`, `unknown`,
  `-`), a pointer elsewhere ("as required", "see above", "same as …"), only the checks' own
  words and words saying they are covered ("all documented"), or words of a mark without a
  scale ("none that would cost a point", "all as expected for a top-scoring column").
  "Nulls: none.", "Unit: EUR", "Grain: per payment", "Values: 1 to 5, the score the judge
  gave" are answers, and their sentence is read as any other;
- a **list of need words** and nothing else but glue and words saying they are covered
  ("Meaning, unit and grain are all documented.") tells nothing;
- the checks' words **said of a mark** tell nothing: "Time zone, source and null handling
  are documented to the level the scorer rewards most" names two of them at least and,
  without them, states no fact;
- a **tautology** tells nothing: a clause that says a word again across "what"
  ("Identifies what it identifies", "nulls mean what they mean") or on both sides of "is",
  "are", "means" ("The status is the status").

Each reading looks at one sentence's words once (linear in its size).
"""

from __future__ import annotations

import re

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.fold import fold, latin
from gate.docs.addressing.statements.facts import GRADING_WORDS, NAME_PART, states_fact

#: The names of the kinds of fact a description gives: the words the need checks look for.
_NEED_WORDS = """
meaning meanings value values unit units grain grains granularity null nulls nullability
source sources timing time zone zones timezone timezones currency currencies scale scales
range ranges relation relations relationship relationships use uses usage type types format
formats definition definitions semantics lineage owner owners ownership freshness frequency
refresh period periods precision base denominator numerator caveat caveats consumer consumers
key keys join joins handling and or
"""
NEED_WORDS = frozenset(_NEED_WORDS.split())
NEED_WORD = lazy_pattern(r"\b(?:" + "|".join(sorted(NEED_WORDS - {"and", "or"})) + r")\b")
#: What a list of need words may hold besides them: glue and words that say they are covered.
_LIST_GLUE = """
the a an its it their this that these all every each plus also as well with of for are is
were be been have has covered documented included described stated given provided explained
specified defined listed noted known clear complete fully here above below field column etc
expected required needed usual standard
"""
LIST_GLUE = frozenset(_LIST_GLUE.split())
#: The least number of need words that make a bare list.
MIN_LISTED = 3
#: What may stand after a label without being an answer.
NON_ANSWER = lazy_pattern(r"(?:n/?a|tbd|tba|tbc|unknown|not applicable|not available|not known|"
                          r"various|todo|-+|\u2014|\u2013|\?+|\.{3}|\u2026)", re.IGNORECASE)
#: A label of one to six words (commas and "and" between them) and what follows its colon.
LABEL = lazy_pattern(r"\s*([^\W\d_][\w ,/'-]{0,60}?)\s*:\s+(.*)", re.DOTALL)
#: A value that points elsewhere for its answer: "as required", "see above", "same as".
ELSEWHERE = lazy_pattern(r"(?:as|see|same|like|refer|per the|according)\b")
#: A word said again across "what": "identifies what it identifies".
#: Bounded, and read only where " what " stands: a long run of letters is read in linear work.
ECHO = lazy_pattern(r"\b([a-z]{3,24})[a-z]{0,8} what(?:ever)? (?:it|they|this|that|he|she) "
                    r"(?:[a-z]{1,20} )?\1")
COPULA = lazy_pattern(r"\s(?:is|are|means|equals|=|refers to|is defined as)\s")
WORDS = lazy_pattern(r"[^\W\d_]+")
DIGIT = lazy_pattern(r"\d")
ARTICLES = frozenset({"the", "a", "an", "its", "this", "that", "of", "column", "field"})
#: Words of grading `GRADING_WORDS` leaves out: whoever grades, and what they grade by.
GRADING_MORE = lazy_pattern(r"\b(?:rubric|criteri\w*|standards?|grader|scorer|reader|reviewer|"
                            r"checker|assessor|evaluator)\b")
#: The least number of the checks' words a sentence names as a list ("null for drafts"
#: uses one as a fact).
MIN_NAMED = 2
#: The checks' words as a sentence names them, and the words of a mark.
NEED_PHRASE = lazy_pattern(r"\b(?:time ?zones?|null(?:s|ability)?|units?|grain|granularity|"
                           r"sources?|values?|meanings?|currenc(?:y|ies)|formats?|timing|"
                           r"relations?(?:hips?)?|lineage|freshness|handling)\b")
MARK_TALK = lazy_pattern(r"\b(?:grad\w*|scor\w*|marks?|points?|rewards?|rewarded|"
                         r"pass(?:es|ed|ing)?(?!\s+(?:through|along|to|into|on|via)\b)|"
                         r"credit\w*|rubric|criteri\w*|grader|scorer|assessor|evaluator|reviewer|"
                         r"checker)\b")
#: Closing signs a value may end with.
TAIL = " \t.;,!)]"


def only_looks_like_an_answer(sentence: str, names: frozenset[str] = frozenset()) -> bool:
    """True when `sentence` is a label of need words without an answer, a bare list of need
    words, a tautology, or need words said of a mark (see the module's docstring): it tells
    nothing about the data."""
    plain = latin(fold(sentence))
    return _unanswered_label(plain, names) or _lists_needs(plain) or _tautology(plain) \
        or _needs_said_of_a_mark(plain, names)


def _needs_said_of_a_mark(plain: str, names: frozenset[str]) -> bool:
    """The checks' words in a sentence that speaks of a mark and, without them, states no
    fact: "Time zone, source and null handling are documented to the level the scorer
    rewards most." A scale (a digit) is a fact of graded data, and is left alone."""
    if MARK_TALK.search(plain) is None or DIGIT.search(plain) is not None \
            or len({found.group(0) for found in NEED_PHRASE.finditer(plain)}) < MIN_NAMED:
        return False
    if not any(not set(NAME_PART.findall(found.group(0))) <= names
               for found in MARK_TALK.finditer(plain)):
        return False
    return not states_fact(NEED_PHRASE.sub(" ", plain), names)


def said_of_a_mark(sentence: str) -> str | None:
    """`sentence`, folded, when it only looks like an answer and speaks of a mark or of
    whoever grades ("Nulls: none that would cost a point.", "Meaning, unit, grain: all as
    expected for a top-scoring column."): the checks' words echoed to the grader, which the
    detector marks; None otherwise. A bare "Nulls: n/a." earns nothing but is not marked."""
    plain = latin(fold(sentence))
    if not (MARK_TALK.search(plain) or GRADING_MORE.search(plain)) \
            or not only_looks_like_an_answer(sentence):
        return None
    return plain.strip()


def _unanswered_label(plain: str, names: frozenset[str]) -> bool:
    found = LABEL.match(plain)
    if found is None:
        return False
    label = [word for word in WORDS.findall(found.group(1)) if word not in ("and", "or")]
    if not label or not all(word in NEED_WORDS for word in label):
        return False
    return not _value_tells(found.group(2).strip().rstrip(TAIL).strip(), names)


def _value_tells(value: str, names: frozenset[str]) -> bool:
    """What follows a label of need words may tell something of the data: it is no
    non-answer, does not point elsewhere for its answer, holds words other than the checks'
    own and those saying they are covered, and speaks of no mark unless it gives a scale.
    The sentence is then read as any other (`gate.docs.addressing.sentences`)."""
    if not value or NON_ANSWER.fullmatch(value) or ELSEWHERE.match(value):
        return False
    grading = [found.group(0) for pattern in (GRADING_WORDS, GRADING_MORE)
               for found in pattern.finditer(value)
               if not set(NAME_PART.findall(found.group(0))) <= names]
    if grading:
        return DIGIT.search(value) is not None and states_fact(value, names)
    words = WORDS.findall(value)
    return not words or not all(word in NEED_WORDS or word in LIST_GLUE for word in words)


def _lists_needs(plain: str) -> bool:
    if NEED_WORD.search(plain) is None:  # most sentences: no need word at all
        return False
    words = WORDS.findall(plain)
    listed = sum(word in NEED_WORDS and word not in ("and", "or") for word in words)
    return listed >= MIN_LISTED and all(word in NEED_WORDS or word in LIST_GLUE
                                        for word in words)


def _tautology(plain: str) -> bool:
    if " what" in plain and ECHO.search(" ".join(plain.split())):
        return True
    sides = COPULA.split(plain, maxsplit=1)
    if len(sides) != 2:
        return False
    left, right = (set(WORDS.findall(side)) - ARTICLES for side in sides)
    return bool(left) and left == right
