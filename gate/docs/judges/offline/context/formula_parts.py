"""A total's parts told in words, read against the formula the model's tests hold for it.

`formulas.py` reads a sum spelt in column names ("gross_amount minus tax_amount"); a text
often spells it in words: "Labor, parts and outside-vendor cost", "gross_amount less
damage-claim credits". Where a test of the model holds the column's formula (total_cost =
labor_cost + parts_cost; net_amount = gross_amount - credit_amount), each part the text names
is matched to a term of that formula by the words of the term's name that set it apart from
the other terms (labor, parts; gross, credit). The text disagrees with the test when:

- it names a part no term of the formula holds ("outside-vendor" beside labor + parts): a
  reader sums something the column leaves out;
- it names, for a term, only one of the parts that term's own description gives it
  ("damage-claim credits" where `credit_amount` is "damage-claim credits plus SLA penalty
  credits"): a reader subtracts less than the column does.

The parts are read from a sum or difference ("a less b", "a minus b"), a list ("a, b and
c"), or what a difference takes off ("room revenue after commission and taxes", "net of"):
where the test subtracts, a taken-off part no term holds is a deduction the column never
makes. A formula in column names is read the same way when it adds a part in words
("gross_fee minus waiver_fee minus VAT" beside a test of gross_fee - waiver_fee).

The reading is word sets of names and of the text's own noun phrases, matched against the
model's tests and descriptions: no word of any domain. It runs only for a column a test gives
a formula, and is linear in the text and the model's descriptions.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.artifacts import Artifact
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.judges.offline.shared.formulas import Formula, stated_formula
from gate.docs.seam.score_levels import GRAVE

#: The words between two operators of a sum or difference told in words.
OPERATORS = lazy_pattern(r"\s(?:less|minus|plus|[-+\u2212])\s", re.IGNORECASE)
#: A list of parts sharing one head noun: "labor, parts and outside-vendor (cost)".
LISTED = lazy_pattern(r"\b((?:[\w-]+, )+[\w-]+,? and [\w-]+)\b", re.IGNORECASE)
#: Where an operand's noun phrase ends: a comma, a bracket or a preposition after it.
OPERAND_END = lazy_pattern(r"[,()]|\s(?:of|in|for|from|on|per|by|at|with|as|to|when|where|"
                           r"which|that|so|than)\s", re.IGNORECASE)
#: Where the first operand's noun phrase starts: after a verb or a preposition before it.
OPERAND_START = lazy_pattern(r"[,()]|\s(?:is|are|equals|of|as|from|to)\s", re.IGNORECASE)
CLAUSES = lazy_pattern(r"[;:.](?:\s|$)")
#: What a difference takes off in words: "revenue after commission and taxes", "net of fees".
TAKEN_OFF = lazy_pattern(
    r"^(.*?)\s(?:after|net of)\s(?:(?:the )?(?:deduction|removal|subtraction)s?"
    r" of\s|deducting\s|subtracting\s)?(.+)$", re.IGNORECASE)
#: Where the taken-off parts end: a bracket, or a comma or word that starts another phrase.
TAKEN_OFF_END = lazy_pattern(r"[()]|,?\s(?:in|for|from|on|per|by|at|with|as|to|when|where|"
                             r"which|that|so|than|is|are|was|were)\s", re.IGNORECASE)
#: Between two taken-off parts: "commission and taxes", "fees, refunds and tax".
PART_BREAK = lazy_pattern(r",\s*(?:and\s+)?|\s+and\s+", re.IGNORECASE)
#: Words of a part that name no part: articles, and a total's own words.
GLUE = frozenset({"the", "a", "an", "all", "any", "its", "their", "our", "and", "or", "total",
                  "sum", "amount", "other"})
#: At most this many words make one part; a longer operand is a clause, not a noun phrase.
PART_WORDS = 4


def _words(phrase: str) -> frozenset[str]:
    return frozenset(_stem(w) for w in re.findall(r"[a-z0-9]+", phrase.lower())
                     if w not in GLUE)


def _stem(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") \
        else word


def told_parts(text: str) -> list[str]:
    """The parts of the first clause of `text` that gives a sum in words: its operands
    ("gross_amount less damage-claim credits") or its list ("labor, parts and vendor cost")."""
    for clause in CLAUSES.split(text):
        operands = OPERATORS.split(f" {clause} ")
        if len(operands) >= 2:
            parts = [OPERAND_START.split(f" {operands[0].strip()}")[-1].strip(),
                     *(OPERAND_END.split(operand.strip())[0].strip() for operand in operands[1:])]
            if all(part and len(part.split()) <= PART_WORDS for part in parts):
                return parts
        listed = LISTED.search(clause)
        if listed:
            return [p.strip() for p in re.split(r",\s*(?:and\s+)?|\s+and\s+", listed.group(1))
                    if p.strip()]
    return []


def taken_off(text: str) -> list[str]:
    """What the first clause that nets something in words takes off ("room revenue after
    commission and taxes": commission, taxes); not what it is taken from, which is often the
    column's own noun ("the bill")."""
    for clause in CLAUSES.split(text):
        after = TAKEN_OFF.match(clause.strip())
        if after is not None:
            parts = [p.strip() for p in PART_BREAK.split(TAKEN_OFF_END.split(after.group(2))[0])]
            return parts if all(p and len(p.split()) <= PART_WORDS for p in parts) else []
    return []


def _distinct_words(tested: Formula) -> dict[str, frozenset[str]]:
    """Each term's name words that no other term's name shares (labor, parts)."""
    names = {name: _words(name.replace("_", " ")) for _, name in tested}
    return {name: words - frozenset().union(*(other for n, other in names.items() if n != name))
            for name, words in names.items()}


def _whole_of(term: str, texts: Iterable[Artifact]) -> list[frozenset[str]]:
    """The parts `term`'s own description sums it from, as word sets ("damage-claim credits
    plus SLA penalty credits"), or nothing."""
    for artifact in texts:
        if artifact.kind == "column_description" and artifact.subject.lower() == term:
            parts = [_words(p) for p in told_parts(artifact.text) if "_" not in p]
            return parts if len(parts) >= 2 and all(parts) else []
    return []


def parts_disagree(subject: str, text: str, tested: Formula | None,
                   texts: tuple[Artifact, ...]) -> Iterator[Finding]:
    """A sum told in words whose parts are not the terms of the formula a test holds."""
    if tested is None or len(tested) < 2:
        return
    stated = stated_formula(text)
    if stated is not None and stated != tested:
        return  # another formula in column names: `formula_disagrees` says so
    parts = told_parts(text)
    if len(parts) < 2:
        parts = taken_off(text) if any(sign < 0 for sign, _ in tested) else []
    if not parts:
        return
    distinct = _distinct_words(tested)
    matched: dict[str, str] = {}
    unmatched: list[str] = []
    for part in parts:
        words = _words(part)
        term = next((name for name, own in distinct.items()
                     if part.lower() == name or (own and words & own)), None)
        if term is None:
            unmatched.append(part)
        else:
            matched[part] = term
    own_words = _words(subject.replace("_", " "))  # "total", "cost": the column's own words
    unmatched = [part for part in unmatched if not _words(part) <= own_words]
    if not matched:
        return
    shown = " ".join(f"{'-' if sign < 0 else '+'} {name}" for sign, name in sorted(
        tested, key=lambda term: (-term[0], term[1]))).lstrip("+ ")
    if unmatched:
        yield Finding(GRAVE, quote(text), f"The text counts {unmatched[0]!r} in `{subject}`, "
                      f"but the model's test holds {subject} = {shown}, which has no such term.")
        return
    for part, term in matched.items():
        if part.lower() == term:
            continue
        whole = _whole_of(term, texts)
        said = _words(part)
        if said in whole and not all(p <= _words(text) for p in whole):
            yield Finding(GRAVE, quote(text), f"The text counts only {part!r} for `{term}` in "
                          f"`{subject}` ({subject} = {shown}), but `{term}`'s description sums "
                          "more than that.")
            return
