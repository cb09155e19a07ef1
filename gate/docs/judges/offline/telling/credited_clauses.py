"""Credit by clause: a clause earns credit only for what it tells about the data.

The sentence classifier (`gate.docs.addressing.sentences`) credits a sentence that states a
fact, less its clauses addressed to the reader; a clause that tells nothing may still ride in
it beside the fact, joined by a comma or a conjunction: "Never null in dim_customers, and never
short of a perfect mark.", "Joins to dim_customers, tvir shyy znexf.", "Cents from
stg_payments 🇵🇦🇸🇸 🇦🇱🇱". Where a description is a label and what follows it
(`label_and_fragment`), what follows is read once more, clause by clause at every boundary a
writer joins clauses with (`gate.docs.addressing.addressed.clauses.fine_clauses`), and decided
positively:

- the text's first clause stays: it is where a description names what it documents (and where
  the checks see a restated name they fail);
- any other clause stays when it tells something of the data: a fact (`states_fact`), its
  subject described (`describes_subject`), a threshold, an identifier, a figure, a condition,
  time or exception ("if not provided", "once the invoice is finalized"), a quoted value, or a
  value of a list (two words or fewer, less the "and" or "or" that joins it);
- signs that spell no word in any script (emoji, regional-indicator letters, dingbats, other
  symbols) are not words: a run of them is left out wherever it stands.

A clause made only of words true of any column and its subject's names (`generic_words`: "set
once per row when the row is written", "carried unchanged into every model that selects it")
earns nothing, whatever its grammar.
Everything else (a clause of three words or more, none of them about the data) earns nothing,
and so does a clause that speaks of the text itself, its reader or its grading, whatever data
words ride in it (`speaks_of_text_or_grading`: "with units and nulls out of scope for
scoring", "whose verdict object has passed set to true everywhere").
Only that reading reads this way: an honest aside ("a unitless multiplier", "the inpatient day
count payers use") in a description that opens with more than a label keeps what it tells for
every other check. Reading only takes credit away, clause by clause, so a text plus a sentence
or clause that tells nothing reads as the text alone. Work is linear in the text: one pass of
the boundary pattern, each clause read once, readings cached per distinct text and subject.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.addressed.clauses import CLAUSE_SIGNS, fine_clauses
from gate.docs.addressing.matching.fold import fold, latin
from gate.docs.addressing.matching.sentence_spans import split
from gate.docs.addressing.statements.aspect_names import gives_value, labels_a_value
from gate.docs.addressing.statements.facts import (
    GRADING_WORDS,
    IDENTIFIER,
    NAME_PART,
    SCRIPT_RANGES,
    THRESHOLD,
    WORDS,
    about_words,
    states_fact,
)
from gate.docs.addressing.statements.sentence_subject import describes_subject, names_in, only_names
from gate.docs.judges.offline.telling.generic_words import only_generic

#: A clause of at most this many words (less a joining "and" or "or") is a value of a list
#: ("pending, shipped, delivered or returned"), kept as the list's.
LIST_ITEM_WORDS = 2
LIST_JOINS = frozenset({"and", "or", "nor", "y", "o", "et", "ou", "und", "oder", "en", "of"})
FIGURE = lazy_pattern(r"\d")
#: The entry named as the subject of a fact of the data ("this field will equal
#: customer.address until the invoice is finalized"): the value, not the text.
THIS_ENTRY = lazy_pattern(r"\bthis (?:column|field|value|key|id|attribute|flag)\b")
#: Words of a grade and of the text's standing: a clause that holds one outside the subject's
#: own name speaks of the grading ("whose verdict object has passed", "out of scope for
#: scoring", "the same terminology as every other column", "signed it off for the gate").
GRADE_TALK = lazy_pattern(r"\b(?:grad(?:e|es|ed|ing|ings|ers?)|scor(?:e|es|ed|ing)|marks?|"
                          r"verdicts?|pass(?:ed|es|ing)?|approv\w*|review\w*|judg\w*|"
                          r"evaluat\w*|assess\w*|rubric|criteri\w*|clarity|consistency|"
                          r"terminology|wording|synonyms?|exhaustive|scope|gate|automated|"
                          r"recalibrat\w*|sign\w* (?:it |this )?off|went through)\b")
#: A value quoted or in a code span ("'Group Namespace Owner'", "`in-product`"): a value
#: the data takes, however many words it has.
QUOTED_VALUE = lazy_pattern(r"`[^`\n]+`|'[^'\n]+'|\"[^\"\n]+\"|"
                            r"[\u2018\u201c][^\u2019\u201d\n]+[\u2019\u201d]")
#: Words that state a condition, a time or an exception of the data ("If not provided",
#: "once the invoice is finalized", "no longer updated"): a clause holding one tells when or
#: whether a value holds.
CONDITION = lazy_pattern(r"\b(?:if|when|whenever|unless|until|once|while|after|before|since|"
                         r"not|no|only|otherwise|except|excluding|including|instead|either|"
                         r"whether)\b")
#: The words of `CONDITION` that state a case of the data ("If not provided", "until the
#: invoice is finalized", "will no longer be updated"), read strictly: not a bare "no"
#: ("no room for anything below a ten", "there are no notes to give").
CASE = lazy_pattern(r"\b(?:if|when|whenever|unless|until|once|while|after|before|since|"
                    r"otherwise|except|excluding|including|instead|whether|not|never|always|"
                    r"no longer)\b")
#: Symbols of no script: emoji, regional-indicator letters, dingbats, arrows and the like
#: (Unicode category So, with the modifiers and joiners that build an emoji).
_EMOJI_PARTS = frozenset({0x200D, 0xFE0F, 0xFE0E, 0x20E3})


def _is_symbol(ch: str) -> bool:
    return unicodedata.category(ch) in ("So", "Sk") or ord(ch) in _EMOJI_PARTS \
        or 0x1F3FB <= ord(ch) <= 0x1F3FF


def without_symbols(text: str) -> str:
    """`text` without runs of symbols that spell no word (a lone sign between words stays
    out too); spaces made one where a run stood."""
    if text.isascii():
        return text
    kept = "".join(" " if _is_symbol(ch) else ch for ch in text)
    return kept if kept == text else re.sub(r"[ \t]{2,}", " ", kept).strip()


def speaks_of_text_or_grading(clause: str, names: frozenset[str]) -> bool:
    """True when `clause` speaks of the text itself, its reader or its grading: a word of
    `about_words` (in the scripts it is written in) or of `GRADE_TALK`, outside the subject's
    own name; a subject named for a grade (`judge_score`, `review_status`) is documented in
    grade words, so for it only the words about the text and its reader count."""
    native = THIS_ENTRY.sub("it", fold(clause))
    plain = latin(native)
    scripts = ["latin", *(script for script, ranges in SCRIPT_RANGES.items()
                          if any(low <= ord(ch) <= high for ch in native if not ch.isascii()
                                 for low, high in ranges))]
    patterns = [about_words(script) for script in scripts]
    if not GRADING_WORDS.search(" ".join(sorted(names))):
        patterns.append(GRADE_TALK)
    return any(found is not None and not only_names(pattern, view, names)
               for pattern in patterns for view in (plain, native)
               for found in [pattern.search(view)])


@lru_cache(maxsize=32_768)
def credited(told: str, subject: str = "", *, keep_first: bool = True,
             strict: bool = False) -> str:
    """`told` (a description as the sentence classifier reads it) less the clauses that tell
    nothing of the data and the symbols that spell no word; `told` itself when every clause
    counts. `subject` holds the names (spaced) of what the text documents; `keep_first` keeps
    the first clause whatever it tells (where a description names its subject), and is off
    for what follows a label."""
    text = without_symbols(told)
    names = frozenset(NAME_PART.findall(fold(subject.replace("_", " "))))
    pieces: list[str] = []
    first = keep_first
    for start, end in split(text):
        sentence = text[start:end]
        spans = fine_clauses(sentence)
        listing = len(spans) >= 3
        kept = [sentence[a:b] for index, (a, b) in enumerate(spans)
                if (first and index == 0) or tells(sentence[a:b], names, strict, listing)
                or (listing and labels_a_value(sentence[a:b], names))]
        first = False
        if kept:
            joined = "".join(kept).strip().rstrip(CLAUSE_SIGNS).strip()
            ended = joined if joined.endswith((".", "!", "?", ";")) or joined == sentence \
                else joined + sentence[len(sentence.rstrip(".!?;")):]
            pieces.append(ended)
    result = " ".join(pieces)
    return told if result == " ".join(told[a:b] for a, b in split(told)) else result


def tells(clause: str, names: frozenset[str], strict: bool = False,
          listing: bool = True) -> bool:
    """True when `clause` tells something of the data (see the module's docstring). Read
    `strict`ly (what follows a label, counted for `label_and_fragment`), a clause tells only
    by a value: a quoted value, an identifier, a threshold, a fact (`states_fact`), or a
    value of a list in a sentence that lists (`listing`); a condition word, a run of bare
    figures or prose about the subject beside a label tells nothing on its own ("with no
    room for anything below a ten", "102 117 108 108 32")."""
    bare = clause.strip(CLAUSE_SIGNS + ".!?")
    if not bare or only_generic(bare, names) or speaks_of_text_or_grading(bare, names) \
            or not gives_value(bare, names):
        return False  # a clause naming an aspect ("its grain and nulls") gives no value
    if QUOTED_VALUE.search(bare):
        return True
    plain = latin(fold(bare))
    words = WORDS.findall(plain)
    if len([w for w in words if w not in LIST_JOINS]) <= LIST_ITEM_WORDS \
            and (listing or not strict):
        return True
    if strict:
        return IDENTIFIER.search(plain) is not None or THRESHOLD.search(plain) is not None \
            or CASE.search(plain) is not None or states_fact(bare, names)
    if FIGURE.search(plain) or IDENTIFIER.search(plain) or THRESHOLD.search(plain) \
            or CONDITION.search(plain):
        return True
    return states_fact(bare, names) or describes_subject(bare, names) \
        or any(names_in(word, names) for word in words)
