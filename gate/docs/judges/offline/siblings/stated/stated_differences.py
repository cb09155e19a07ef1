"""A text's difference ("gross bookings minus refunds") against the one a sibling states for
the same thing ("net revenue is gross bookings minus this commission and minus refunds").

Sibling descriptions often define each other in passing: a fee column says what the net is,
a commission metric says what net revenue is. When the net's own text takes away other things
than its sibling says, one of the two is wrong, and two analysts compute two nets. Prose and
column names are both read: a term is its words, each cut to its first letters, so
"refunds" and "refund" are one term and `gross_revenue_usd` is "gross revenue"; "this fee" in
a sibling's text is that sibling's own subject.

| check              | score | the text …                                                 |
|--------------------|-------|------------------------------------------------------------|
| another difference | 0.3   | takes other terms from the same first term than a sibling  |
|                    |       | says its subject is ("net_revenue_usd is gross_revenue_usd |
|                    |       | minus this fee")                                           |

A model's statements are read once (`RulesContext.differences`), indexed by the thing they
define: linear in the model's texts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.seam.score_levels import GRAVE

STEM = 5
#: Units and glue that name no part of a term.
NOT_TERM = frozenset({"usd", "eur", "gbp", "in", "of", "the", "a", "an", "its", "all", "any",
                      "total", "sum", "amount", "value", "same", "purchase", "purchases"})
TERM = r"[a-z][a-z0-9_-]*(?: [a-z][a-z0-9_-]*){0,3}?"
#: The operator of a difference, and what ends the clause it stands in.
OPERATOR = lazy_pattern(r" (?:minus|less|-) ")
CLAUSE_END = lazy_pattern(r"[.;:()]|,? in (?:usd|eur|gbp)\b|,? (?:so|which|where|when|because)"
                          r"\b")
SEPARATOR = lazy_pattern(r"\s*(?:,|\band\b|\bminus\b|\bless\b| - )\s*")
WORDS_BEFORE = 4
#: "net_revenue_usd is …", "net revenue is …", "net = …".
DEFINED = lazy_pattern(r"(" + TERM + r")\s+(?:is|=|equals|means)\s+(?=" + TERM +
                       r"\s+(?:minus|less|-)\s)")
#: A text that could state a difference at all (most do not: the index is never built).
DIFFERENCE_CUE = lazy_pattern(r" (?:minus|less|-) ")
SELF = lazy_pattern(r"^(?:this|that|the|its) (?:\w+)$|^(?:it|this|that)$")

Difference = tuple[str, frozenset[str]]  # (first term, the terms taken from it)


def term_key(term: str, own_subject: str = "") -> str:
    """A term by its words' first letters, units and glue left out; "this fee" is
    `own_subject` (the text's own column or metric)."""
    if own_subject and SELF.match(term.strip()):
        term = own_subject
    words = [w[:STEM] for w in re.split(r"[\s_]+", term.lower())
             if w and w not in NOT_TERM and not w.isdigit()]
    return " ".join(words)


def difference_in(text: str, own_subject: str = "") -> Difference | None:
    """The first difference `text` states, as (first term, terms taken away). Read in linear
    work: the words before the first operator, then the clause after it split at its
    separators."""
    low = text.lower()
    operator = OPERATOR.search(low)
    if operator is None:
        return None
    before = re.split(r"[.;:(),]", low[:operator.start()])[-1].split()
    first = term_key(" ".join(before[-WORDS_BEFORE:]).split(" is ")[-1], own_subject)
    rest = low[operator.end():]
    end = CLAUSE_END.search(rest)
    clause = rest[:end.start()] if end else rest
    taken = [part for part in SEPARATOR.split(clause) if part.strip()]
    keys = frozenset(k for k in (term_key(p, own_subject) for p in taken) if k)
    return (first, keys) if first and keys else None


def definitions_in(text: str, own_subject: str) -> Iterator[tuple[str, Difference]]:
    """(the thing defined, its difference) for each "X is A minus B" in a sibling's text."""
    low = text.lower()
    if " minus " not in low and " less " not in low:
        return
    for found in DEFINED.finditer(low):
        defined = term_key(found.group(1).split(",")[-1])
        difference = difference_in(low[found.end():], own_subject)
        if defined and difference is not None:
            yield defined, difference


def index(texts: Iterable[tuple[str, str]]) -> dict[str, list[tuple[str, Difference]]]:
    """The differences the texts (subject, text) define for other things, by the defined
    thing's key: (the defining subject, the difference)."""
    found: dict[str, list[tuple[str, Difference]]] = {}
    for subject, text in texts:
        for defined, difference in definitions_in(text, subject):
            found.setdefault(defined, []).append((subject, difference))
    return found


def difference_disagrees(subject: str, text: str,
                         defined: dict[str, list[tuple[str, Difference]]]) -> Iterator[Finding]:
    own_key = term_key(subject)
    elsewhere = [(who, d) for who, d in defined.get(own_key, ()) if who != subject]
    if not elsewhere:
        return
    own = difference_in(text)
    if own is None:
        return
    for who, (first, taken) in elsewhere:
        if _same(first, own[0]) and not _same_terms(taken, own[1]):
            yield Finding(GRAVE, quote(text), "The text takes other things from its first term "
                          f"than `{who}`'s description says `{subject}` does.")
            return


def _same(one: str, other: str) -> bool:
    """One term names the other when its words are all the other's ("commission" and
    "store commission")."""
    mine, theirs = set(one.split()), set(other.split())
    return bool(mine and theirs) and (mine <= theirs or theirs <= mine)


def _same_terms(ones: frozenset[str], others: frozenset[str]) -> bool:
    return len(ones) == len(others) and all(any(_same(a, b) for b in others) for a in ones)
