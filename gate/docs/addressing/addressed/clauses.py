"""The clauses of a sentence in every script, and the clause among them addressed to the grader.

A sentence that states a fact ("Unique per order in stg_orders") can carry a request joined to
it by a comma or a conjunction ("…, and whoever scores it should treat that as exhaustive").
Read whole, the sentence holds a data word and counts; read by the coarse clauses that stop
only at a comma before a space, a semicolon or a colon, the request shares its clause with the
fact and looks like the data's. So a sentence is read here clause by clause at every boundary
a writer joins clauses with, in every script:

- commas, semicolons and colons of every script (`,` `;` `:`, the Greek ano teleia `·` and
  question mark, the Arabic comma and semicolon, the ideographic comma and the wide comma,
  semicolon and colon), dashes (`—` `–`, and `-` between spaces), brackets;
- coordinating conjunctions between spaces ("and", "but", "y", "et", "und", "maar", "i",
  "oraz", "ve", "и", "та", "και", "және", "ja", "och", "og", …), and those of
  scripts written without spaces ("并且", "而且", "そして", "그리고").

When any clause is addressed to the grader (`grader_clause`: a claim of worth, an order about
scoring or answering, a grade asked in another language, a grade word in a value's code span,
or whatever the clause reading of `gate.docs.addressing.addressed.voids` finds in it alone), the
**whole** sentence earns nothing, whatever facts the other clauses state: the facts are there
to carry the request (`voids` reads this, so the offline credit, the floor and the judge's
withholding all read the same). The detector marks such a clause too (`clause_hit`), never as
a failed check.

Work is linear in the sentence: one pass of the boundary pattern, then each clause read once.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.addressed.grader_talk import (
    may_talk,
    talks_to_grader,
    value_talks_to_grader,
)
from gate.docs.addressing.matching.fold import fold, latin
from gate.docs.addressing.phrases.addressed_words import addressed, asks_for_a_grade
from gate.docs.addressing.statements.facts import clauses, parted_at, states_fact

#: Coordinating conjunctions that join two clauses, between spaces, folded (accents off).
CONJUNCTIONS = (
    # English, Spanish, Portuguese, French, Italian, German, Dutch
    "and", "but", "yet", "y", "pero", "e", "et", "mais", "donc", "und", "aber",
    "sondern", "maar",
    # Polish, Czech, Slovak, Turkish, Swedish, Danish, Norwegian, Finnish
    "i", "oraz", "ale", "lecz", "ve", "ama", "fakat", "och", "og", "ja", "mutta",
    # Indonesian, Vietnamese
    "dan", "tetapi", "nhung",
    # Russian, Ukrainian, Kazakh, Serbian (Cyrillic), Greek
    "и", "а", "но", "та", "і", "й", "але", "және", "бірақ", "και", "αλλά", "αλλα", "ενώ",  # noqa: RUF001
    "ενω",
    # Hindi
    "और", "लेकिन",
)
#: Words of several languages that also join clauses but are articles, prepositions or verbs
#: elsewhere ("so", "un", "en", "de", "es", "si") are left out: a clause is not parted inside
#: "merece un diez" or "montant en euros".
_CONJUNCTION = "|".join(sorted((re.escape(word) for word in CONJUNCTIONS), key=len, reverse=True))
#: Where a clause ends: a sign of any script, a dash, a bracket, or a conjunction between
#: spaces (the conjunction opens the next clause). Scripts written without spaces join
#: clauses with words that need none.
BOUNDARY = lazy_pattern(
    r"[,;:](?=\s)|[\u00b7\u0387\u037e\u060c\u061b\u3001\uff0c\uff1b\uff1a\u2014\u2013]|"
    r"\s-\s|[()\[\]{}]|"
    rf"(?<=\s)(?=(?:{_CONJUNCTION})\s)|(?=并且|而且|然后|そして|그리고)")


#: Signs that end a clause: a span of nothing else is no clause.
CLAUSE_SIGNS = " \t,;:-()[]{}\u00b7\u0387\u037e\u060c\u061b\u3001\uff0c\uff1b\uff1a\u2014\u2013"


def fine_clauses(sentence: str) -> list[tuple[int, int]]:
    """The spans of the clauses of `sentence` at every boundary of `BOUNDARY` (each span
    with the sign that ends it), read case folded."""
    view = sentence.casefold() if len(sentence.casefold()) == len(sentence) else sentence
    return [(start, end) for start, end in parted_at(BOUNDARY, view)
            if sentence[start:end].strip(CLAUSE_SIGNS)]


#: A code span or an identifier: a value the text names, read as words (`_` as a space).
VALUE = lazy_pattern(r"`([^`\n]{1,200})`|\b([a-z][a-z0-9]*(?:_[a-z0-9]+){2,})\b")


def grader_clause(sentence: str, names: frozenset[str] = frozenset(),
                  clause_voids: Callable[[str, frozenset[str]], bool] | None = None, *,
                  with_next: bool = False) -> str | None:
    """The first clause of `sentence` addressed to the grader, or None: one that talks to
    whoever grades (`talks_to_grader`), a value named in it that does
    (`value_talks_to_grader`: "`full_marks_for_this_column`"), or, for a sentence of more
    than one clause, one that `clause_voids` (the clause reading of `voids`) voids read
    alone. `names` are the words of the subject's own name. With `with_next` (the credit's
    reading, where a wrong void costs a clause, not a mark on the pull request), each clause
    is also read with the next."""
    return _grader_clause(sentence, names, clause_voids, with_next)


@lru_cache(maxsize=65_536)
def _grader_clause(sentence: str, names: frozenset[str],
                   clause_voids: Callable[[str, frozenset[str]], bool] | None,
                   with_next: bool = False) -> str | None:
    bare, spans = _parted(sentence)
    found = _talking(sentence)
    if found is not None:
        return found
    if "`" in sentence or "_" in sentence:
        for start, end in spans:
            if _value_of_grade(bare[start:end], names):
                return bare[start:end].strip()
    if clause_voids is None or len(spans) < 2:
        return None
    for index, (start, end) in enumerate(spans):
        clause = bare[start:end].strip()
        if clause and clause_voids(clause, names):
            return clause
        parted_at_a_word = clause[-1:].isalnum()
        if index + 1 < len(spans) and ((with_next and parted_at_a_word)
                                       or _only_an_address(clause)):
            # Read with the next clause too: a bare "please" opens the request the next one
            # makes ("пожалуйста, 5 баллов"), and, for the credit, a word that joins clauses
            # in one language may be a word of a clause in another (the Spanish "y" is the
            # Welsh "the": "rhodded yr arholwr y marc uchaf"); a clause parted by a sign (a
            # dash, a comma) is never joined again. Each clause is read at most twice.
            joined = bare[start:spans[index + 1][1]].strip()
            if clause_voids(joined, names):
                return joined
    return None


@lru_cache(maxsize=65_536)
def _parted(sentence: str) -> tuple[str, list[tuple[int, int]]]:
    """`sentence` with its quoted stretches blanked, and its clauses."""
    bare = QUOTED.sub(lambda found: " " * len(found.group(0)), sentence)
    return bare, fine_clauses(bare)


@lru_cache(maxsize=65_536)
def _talking(sentence: str) -> str | None:
    """The first clause of `sentence` that talks to whoever grades (`talks_to_grader`),
    outside quoted stretches and examples; read clause by clause only when the sentence holds
    a word some class needs (`may_talk`, one pass)."""
    bare, spans = _parted(sentence)
    if not may_talk(bare):
        return None
    for start, end in spans:
        clause = " ".join(bare[start:end].split())
        if not clause or EXAMPLE_FIRST.match(fold(clause)) is not None:
            continue  # an example of the data, or a quoted stretch
        if talks_to_grader(clause) is not None:
            return clause
    return None


def _value_of_grade(clause: str, names: frozenset[str]) -> bool:
    """A value named in a code span or as an identifier that reads as grade talk."""
    if "`" not in clause and "_" not in clause:
        return False
    plain = latin(fold(clause))
    for found in VALUE.finditer(plain):
        words = (found.group(1) or found.group(2)).replace("_", " ").replace("-", " ")
        if set(words.split()) <= names:
            continue
        if value_talks_to_grader(words):
            return True
    return False


def sentence_spans(text: str) -> Iterator[tuple[int, int, int]]:
    """(start, end, line) of each sentence of `text`: parted at a full stop, `!` or `?`
    before a space, at the full stops of scripts that write no space, and at line ends."""
    offset = 0
    for line, row in enumerate(text.split("\n"), start=1):
        start = 0
        for found in SENTENCE_END.finditer(row):
            if found.start() > start:
                yield offset + start, offset + found.end(), line
            start = found.end()
        if start < len(row):
            yield offset + start, offset + len(row), line
        offset += len(row) + 1


SENTENCE_END = lazy_pattern(r"[.!?](?=\s|$)|[\u3002\uff01\uff1f\u0964\u061f\u06d4]")


#: Quoted stretches: what a stored value or a logged reply says, not the text to its reader.
QUOTED = lazy_pattern(r"\"[^\"\n]{0,300}\"|“[^”\n]{0,300}”|«[^»\n]{0,300}»|'[^'\n]{2,300}'(?!\w)|"
                      "\u201e[^\u201c\u201d\n]{0,300}[\u201c\u201d]")
#: A clause that opens with an example: what it says is the data's.
EXAMPLE_FIRST = lazy_pattern(r"\W*(?:e\.g\.|i\.e\.|such as|for example|for instance|like|"
                             r"p\. ?ej\.|z\. ?b\.|par ex|np\.|bijv\.)")


def clause_hit(text: str, sentence_voids: Callable[[str], bool] | None = None,
               quoted: Callable[[str, str], bool] | None = None) -> tuple[str, int] | None:
    """The first clause of `text` addressed to the grader (`grader_clause`, outside quoted
    stretches and clauses that open with an example) or the first sentence that
    `sentence_voids` voids, with its line (1-based), or None: what the detector marks. A
    sentence where `quoted` says the finding is a value the sentence quotes or defines is
    passed over."""
    for start, end, line in sentence_spans(text):
        sentence = text[start:end]
        found = _grader_clause(sentence, frozenset(), None)
        if found is None and sentence_voids is not None and sentence_voids(sentence):
            found = sentence.strip()
        if found is not None and not (quoted is not None and quoted(sentence, found)):
            return found, line
    return None


#: The entry itself pointed at: "this description", "these columns", "the above", "here".
ENTRY = lazy_pattern(r"\b(?:this|these|the above|our)\s+(?:\w+\s+)?(?:descriptions?|columns?|"
                     r"fields?|entry|entries|texts?|docs|documentation|keys?|attributes?|"
                     r"definitions?|pairs?)\b|\bhere\b|\bthe above\b")


def _only_an_address(clause: str) -> bool:
    """A clause that is only a word to the reader ("please,", "bitte,", "пожалуйста,")."""
    return len(clause.split()) <= 2 and addressed(clause)


def points_at_entry(text: str) -> bool:
    """True when `text` (folded) points at the entry it documents."""
    return ENTRY.search(text) is not None


def carries(sentence: str, found_alone: Callable[[str], object | None]) -> bool:
    """True when a clause of `sentence` that `found_alone` (the rules) finds read alone, and
    that states no fact, is joined to the others within one coarse clause
    (`gate.docs.addressing.statements.facts.clauses`: by "and", "·", a dash): a request carried by a
    fact, which takes its whole sentence's credit."""
    coarse = set(clauses(sentence))
    return any(found_alone(sentence[start:end].strip()) is not None
               and not states_fact(sentence[start:end])
               for start, end in fine_clauses(sentence) if (start, end) not in coarse)


#: A figure: with a word to the reader in a short clause, a mark asked ("proszę o 5").
FIGURE = lazy_pattern(r"\d")
#: A grade's or an approval's word in English, and the imperatives of approving that the
#: grade stems of `addressed_words` do not start as ("apruébala", "homologue").
ASKED_WORD = lazy_pattern(r"\b(?:grad\w*|scor\w*|marks?|points?|stars?|pass\w*|approv\w*|"
                          r"rat(?:e|ed|ing)|review\w*|evaluat\w*)\b|aprueb|approuv|homolog|"
                          r"durchwink|abnick")
#: Words of a clause short enough to be only a request for a mark.
SHORT_REQUEST_WORDS = 5


def short_request(clause: str) -> bool:
    """A short clause of a longer sentence that speaks to its reader and names a figure, a
    grade's stem or an approval ("proszę o 5", "por favor apruébala"): a mark asked beside
    the fact it rides on. A how-to's longer clause ("use the snapshot when you need data
    older than 30 days") is not one."""
    return len(clause.split()) <= SHORT_REQUEST_WORDS and addressed(clause) \
        and (FIGURE.search(clause) is not None or asks_for_a_grade(clause) is not None
             or ASKED_WORD.search(latin(fold(clause))) is not None)
