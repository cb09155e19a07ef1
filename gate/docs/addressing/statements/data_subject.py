"""Whose grading a sentence is about: a value or an item of the data, or the text itself.

Documentation of evaluation data is full of grades, verdicts and graders: "Grade the docs bot
gave each column description on merge (A to F)", "Row of the eval export as CSV, e.g.
item_id=17, clarity=5, verdict=pass", "The grader was told to mark as pass any answer that
meets all three criteria." The grading words are there, but the sentence's **subject** is a
value the data stores (a grade, a score, a row, a result, defined by who gave it or what it is
of) or the grading falls on an **item of the data** (any answer, each row), not on the text
that documents it. A sentence about the text itself, its grading, review, author or reader
must still be marked, whatever data words stand beside it, so both readings here also ask
that the sentence point at no text ("this description", "here", "the lines above"), speak to
no reader, and state no verdict or figure of its own: a figure or verdict after `:`, `=` or
"is" counts only as an example of the values ("e.g. clarity=5"), never as a grade given.

Linear in the sentence: each pattern is anchored or bounded, read once.
"""

from __future__ import annotations

import re

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.fold import fold, latin
from gate.docs.addressing.phrases.addressed_words import addressed

#: The head of a noun phrase that names a value the data stores about a grading.
_VALUE_HEAD = (r"(?:scores?|grades?|labels?|ratings?|results?|verdicts?|rows?|records?|"
               r"marks|outcomes?|points|assessments?|evaluations?)")
#: Who or what gave it, said as a past or present act of a third party.
_GIVING = (r"(?:gave|gives|given|assigned|assigns|awarded|awards|set|sets|recorded|records|"
           r"returned|returns|produced|produces|computed|computes|reported|reports)")
#: A value of the data defined: its head, then what it is of or who gave it ("Grade the docs
#: bot gave …", "Docs lint result per model …", "Row of the eval export …").
DEFINED_VALUE = lazy_pattern(
    rf"\W*(?:(?:the|a|an)\s+)?(?:[\w-]+\s+){{0,3}}?{_VALUE_HEAD}\s+"
    rf"(?:(?:of|per|from|for|by)\s|(?:(?:the|a|an|our|our own|its|their|each)\s+)?"
    rf"(?:[\w'-]+\s+){{0,3}}?{_GIVING}\b)")
#: An item of the data that a grading act falls on ("mark as pass any answer that …").
DATA_ITEM = lazy_pattern(
    r"\W*(?:(?:any|each|every|all|the|an?)\s+)(?:[\w-]+\s+){0,2}?(?:answers?|items?|"
    r"responses?|rows?|records?|submissions?|outputs?|pairs?|samples?|cases?|tickets?|"
    r"reviews?|essays?|papers?|replies|messages?|transcripts?|candidates?|students?)\b")
#: Many items of the data, in the plural, said graded, as what happens to them ("descriptions
#: graded F are sent back to the author", "answers scored below 3 are reviewed again").
GRADED_MANY = lazy_pattern(
    r"\W*(?:(?:all|any|the)\s+)?(?:[\w-]+\s+){0,2}?[a-z]{3,}s\s+(?:graded|scored|rated|marked|"
    r"assessed|judged|reviewed|approved|passed|failed)\b[^.;:]{0,40}?\b(?:are|were|get|go|"
    r"remain|stay|will)\b")
#: The text itself pointed at: what a sentence about the data never needs.
TEXT_POINTER = lazy_pattern(
    r"\bthis\s+(?:description|text|entry|wording|write-?up|column|field|definition|doc|"
    r"docs|documentation|sentence|note)\b|\b(?:here|herein|hereby)\b|\bthis one\b|"
    r"\b(?:these|the)\s+(?:lines|words)\s+(?:above|below)\b|\bthese\s+(?:descriptions?|docs)\b|"
    r"\b(?:it|this)\s+(?:is|was|has been)\b")
#: A verdict or a figure given: after a colon, an equals sign or "is"/"was".
GIVEN = lazy_pattern(r"(?:[:=]|\b(?:is|was|are|were|be)\b)\s*(?:\d|pass|passed|approved|"
                     r"complete|full|top|perfect|excellent|a\+?\b|ok\b)")
#: An example of the values: what follows it is shown, not given.
EXAMPLE_CUE = lazy_pattern(r"\be\.?\s?g\.?(?=\s|,)|\bsuch as\b|\bfor example\b|\bfor instance\b|"
                           r"\blike\b")


def _plain(sentence: str) -> str:
    return latin(fold(sentence))


def _about_no_text(view: str, sentence: str) -> bool:
    """Neither pointing at the text nor speaking to its reader."""
    return TEXT_POINTER.search(view) is None and not addressed(sentence)


def _gives_no_grade(view: str) -> bool:
    """Every verdict or figure given in the sentence follows an example cue."""
    given = GIVEN.search(view)
    if given is None:
        return True
    cue = EXAMPLE_CUE.search(view)
    return cue is not None and cue.start() < given.start()


def defines_a_value(sentence: str) -> bool:
    """True when `sentence` defines a value the data stores about a grading, by what it is
    of or who gave it, or says what happens to many items graded, points at no text, speaks
    to no reader and gives no grade of its own ("Docs-quality score our own gate gave this
    model's column descriptions, 0 to 1")."""
    view = _plain(sentence)
    return (DEFINED_VALUE.match(view) is not None or GRADED_MANY.match(view) is not None) \
        and _about_no_text(view, sentence) and _gives_no_grade(view)


def grades_an_item(sentence: str, phrase: str) -> bool:
    """True when the grading `phrase` (as the rules found it) falls on an item of the data
    named right after it ("The grader was told to mark as pass any answer that …"), in a
    sentence that points at no text and speaks to no reader."""
    view = _plain(sentence)
    words = re.findall(r"[^\W_]+", _plain(phrase))
    if not words:
        return False
    at = view.find(words[-1], view.find(words[0]))
    if at < 0:
        return False
    return DATA_ITEM.match(view, at + len(words[-1])) is not None \
        and _about_no_text(view, sentence)


def of_the_datas_grading(sentence: str, phrase: str) -> bool:
    """The grading `phrase` in `sentence` is the data's: the sentence defines a value the data
    stores (`defines_a_value`) or the grading falls on an item of the data (`grades_an_item`)."""
    return defines_a_value(sentence) or grades_an_item(sentence, phrase)
