"""Whether a clause is about the text rather than the data: its subject is the documentation
itself, the grade of the documented thing, or what its readers are said to need.

A description earns credit only for what it tells of the data. A clause whose subject is the
documentation (where its definition is kept, its status, its debt, its open questions), the
outcome a grader gives the documented thing, or the detail its readers are said not to need
tells none of it, whatever place, ticket, year or model name follows: "Full definition lives
in Confluence page OPS-12 for fct_orders", "Documentation debt on stg_payments: zero since
PAY-5", "the expected outcome for this column is recorded in OPS-70", "No further detail is
needed downstream". The data word in each ("lives in", "zero", "recorded", "downstream") is said
of the text, so it earns nothing (`gate.docs.addressing.statements.valued_clauses.valued`
leaves such a clause out, and a sentence that names the grade of the documented thing keeps
nothing). A question states nothing either ("What else would anyone joining fct_orders need
to know about an order identifier?"): after a description's first sentence, which may define
a flag by the question it answers, a sentence that asks earns nothing (`asks`, read on an
English question's form).

Honest descriptions of graders' data keep their facts: "Grade the docs bot gave each column
description" names a value stored, not the grade of the text (no "for this column"), and "Full
name of the customer" or "Detail level of the report" have no documentation as their subject.

Every pattern is anchored at a clause's start or bounded, so a clause is read in linear work.
"""

from __future__ import annotations

import re

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.fold import fold, latin

#: What a sentence quotes or spells as code: shown, not said.
QUOTED = lazy_pattern(r"`[^`\n]*`|\"[^\"\n]{0,200}\"|(?<!\w)'[^'\n]{0,200}'(?!\w)|"
                      r"\u201c[^\u201d\n]{0,200}\u201d|\u2018[^\u2019\n]{0,200}\u2019")

#: Words that may open a noun phrase before its head: articles, possessives and the adjectives
#: of a claim of completeness.
_OPENING = (r"(?:(?:the|a|an|its|our|their|this|that|any|full|complete|detailed|formal|official|"
            r"whole|entire|canonical|proper)\s+){0,3}")
#: The documentation as a clause's subject, and where it is said to be kept ("Full definition
#: lives in Confluence page OPS-12", "The spec is maintained in the PAY-5 wiki page").
DOCS_KEPT = (rf"{_OPENING}(?:definitions?|documentation|docs|descriptions?|specs?|"
             r"specifications?|write-?ups?)\s+(?:lives?|sits?|resides?|is (?:kept|stored|held|"
             r"maintained|available|found|recorded|tracked)|can be found|are (?:kept|stored|held|"
             r"maintained|available|found|recorded|tracked))\b")
#: The documentation's own state named: its debt, its open questions, its status ("Open doc
#: questions on fct_orders: none", `doc_status: complete`).
DOCS_STATE = (r"(?:(?:open|outstanding|remaining|any|no)\s+)?(?:docs?|documentation)[\s_]+"
              r"(?:debt|questions?|gaps?|status|state|coverage|completeness|quality|issues?|"
              r"todos?|review\w*)\b")
#: Detail a reader is said not to need ("No further detail is needed downstream", "Nothing
#: more is required about dim_customers.email").
NOT_NEEDED = (r"(?:no|nothing)\s+(?:further|more|other|else|extra|additional)\s+"
              r"(?:(?:details?|information|context|explanation|documentation|description)\s+)?"
              r"(?:is|are|was|were)\s+(?:\w+\s+)?(?:needed|required|necessary|missing)\b")
#: The clause's start: what opens it before its subject (a dash, a bracket, a quote mark).
_START = r"^[\W_]*"
ABOUT_THE_DOCS = lazy_pattern(f"{_START}(?:{DOCS_KEPT}|{NOT_NEEDED})")
STATE_OF_THE_DOCS = lazy_pattern(f"{_START}{DOCS_STATE}")

#: A grading word said of the documented thing itself ("the expected outcome for this column
#: is recorded in OPS-70", "the agreed result for this column is kept in OPS-12"): a column
#: has no outcome but its description's grade.
GRADE_OF_IT = lazy_pattern(r"\b(?:outcomes?|results?|verdicts?|grades?|scores?|ratings?|marks?|"
                           r"assessments?)\s+(?:for|of|on)\s+(?:this|the present|the current)\s+"
                           r"(?:column|field|description|text|entry|attribute|model)\b")


def about_the_docs(clause: str) -> bool:
    """True when `clause`'s subject is where the documentation is kept or the detail its
    readers are said not to need (`ABOUT_THE_DOCS`): the clause tells nothing, the rest of
    its sentence may."""
    return ABOUT_THE_DOCS.search(_plain(clause)) is not None


def standing_of_it(clause: str, names: frozenset[str] = frozenset()) -> bool:
    """True when `clause` states the documentation's own state at its start
    (`STATE_OF_THE_DOCS`) or names the grade of the documented thing itself (`GRADE_OF_IT`),
    in words other than the subject's own name (a `score` column's "score for this column"
    is its value): its sentence speaks of the text's standing and keeps nothing."""
    plain = _plain(clause)
    found = STATE_OF_THE_DOCS.search(plain) or GRADE_OF_IT.search(plain)
    return found is not None and not set(re.findall(r"[a-z]+", found.group(0))) <= names \
        and found.group(0).split()[0].strip(" _:-").rstrip("s") not in {
            name.rstrip("s") for name in names}


#: How an English question opens: a question word or an auxiliary before its subject.
QUESTION_OPENING = lazy_pattern(r"[\W_]*(?:what|why|how|who|whom|whose|which|where|when|is|are|"
                                r"was|were|do|does|did|has|have|had|can|could|would|should|will|"
                                r"shall|may|might|must|anything|isn't|aren't|doesn't|don't)\b")


def asks(sentence: str) -> bool:
    """True when `sentence`, without what it quotes, is a question: it opens as one
    (`QUESTION_OPENING`) and ends in a question mark (a clause cut from a longer sentence,
    "on at least 1 group?", is the end of a question, not one)."""
    bare = QUOTED.sub(" ", sentence)
    return bare.rstrip(" \t\n\"')]}*_").endswith(("?", "\uff1f", "\u061f")) \
        and QUESTION_OPENING.match(latin(fold(bare))) is not None


def _plain(text: str) -> str:
    return latin(fold(QUOTED.sub(" ", text)))
