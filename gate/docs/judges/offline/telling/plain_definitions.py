"""A description's first sentence that defines its subject in other words than its name.

The sentence classifier (`gate.docs.addressing.sentences`) credits a first sentence that
states a fact it knows the words of (a unit, a source, a relation), names its subject, or says
what the subject is by a generic noun of data. A short exact definition often does none of
these: it calls the subject by what people call it ("Job number the hours are charged to." of
`project_id`, "Tonnes the grower committed to deliver." of `contracted_t`, "The aircraft's
tail number as filed with the authority." of `registration`), or gives it as a formula over
what its siblings are ("Break strength ÷ specified strength.", "Recordable incidents ×
200,000 ÷ hours worked, for the month."). The classifier leaves such a sentence out, and the
offline judge then read the text as telling nothing and failed it on every criterion, though a
reader needs nothing more.

Offline, such a first sentence is kept when the addressing rules find nothing in the whole
text (a text that speaks to its grader is read only by the classifier, as before) and the
sentence reads as plain English about the data: a clause of more than one word holds a word
of English glue ("the", "of", "to" ...) or joins two terms by an operator, and the sentence
holds no word about the text, its review or its reader, no word of a grade, and no word
pointing at the text ("it", "here"). What it then tells is graded by every check as any
other text is (too short, a label, an identifier that names nothing, jargon): this reading
only stops calling it empty.
"""

from __future__ import annotations

from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.fold import fold, latin, unleet
from gate.docs.addressing.statements.definitions import DEICTIC, as_data_terms
from gate.docs.addressing.statements.facts import GRADING_WORDS, WORDS, about_words, clauses

#: The kinds whose text defines data, where a first sentence is a definition; a macro's, a
#: unit test's or an exposure's says what a thing does, which a sentence of plain words need
#: not ("Builds sessions from events.").
DEFINING_KINDS = frozenset({
    "column_description", "model_description", "source_description", "table_description",
    "seed_description", "snapshot_description", "semantic_model_description",
    "entity_description", "dimension_description", "measure_description",
    "metric_description", "saved_query_description"})
#: Words every English definition holds one of in a clause of more than one word.
ENGLISH_GLUE = frozenset({"the", "a", "an", "of", "for", "from", "with", "in", "on", "to",
                          "by", "at", "as", "that", "which", "who", "when", "where", "per",
                          "is", "are", "was", "were"})
#: Two terms joined by an arithmetic operator: a formula is a definition whatever its glue.
FORMULA = lazy_pattern(r"[^\W\d_]\)?\s*[×÷*/\u2212\u2013+]\s*\(?[^\W_]")
#: Signs of a token that is an identifier, a code span or a template, not a word of prose.
CODE_SIGNS = frozenset("_`{}")
#: A fragment this short holds no glue and is still plain ("Clock-out time.").
FRAGMENT = 3


@lru_cache(maxsize=16_384)
def plain_definition(sentence: str) -> bool:
    """True when `sentence`, a description's first, reads as plain English about the data
    (see the module's docstring)."""
    if any(ch.isalpha() and not ch.isascii() for ch in sentence):
        return False  # English spells none: a word in another language stands here
    plain = latin(fold(sentence)).strip()
    # an identifier, a code span or a template expression is no English word: a sentence of
    # nothing else ("{{ doc('dim_user_id') }}", "projects_enabled_all_time") defines nothing
    prose = " ".join(token for token in plain.split() if not CODE_SIGNS.intersection(token))
    if len(WORDS.findall(prose)) < 2 or DEICTIC.search(plain):
        return False
    if len(WORDS.findall(plain)) > FRAGMENT and not all(
            ENGLISH_GLUE.intersection(clause) or FORMULA.search(sentence[start:end])
            for start, end in clauses(sentence)
            for clause in [WORDS.findall(latin(fold(sentence[start:end])))] if len(clause) > 1):
        return False
    plain = as_data_terms(plain)
    return not any(pattern.search(view)
                   for pattern in (about_words("latin"), GRADING_WORDS)
                   for view in dict.fromkeys((plain, unleet(plain))))
