"""A need named is not a need told: the sentences the offline readings leave out.

A column needs its currency, a timestamp its zone, a nullable column what a null means, a
status its values, a model its grain; the offline checks look for the words that give them
("USD", "UTC", "null until the parcel ships", "one row per order"). Some of those words are
also the needs' own names ("currency", "time zone", "nulls", "grain", "values"), so a
sentence that only names a need met it: "Format, nulls and source are defined in the
contract.", "Nothing about grain, nulls or joins is left unstated.", "Not missing a unit,
not missing null handling.", "Policy forbids restating the currency and rounding here." A
need is told when the sentence gives its content (which unit, what a null means, which
grain, which format), not when it names the need, says it is not missing, or points to where
it is written.

So a sentence that names a need (`NEED_NAME`, outside the subject's own name) is read with
every need's name, every reference (an identifier, a ticket, a year, a `{{ doc() }}` call, a
web address) and every negated absence ("not missing", "nothing … unstated") set aside; it
is kept only when what is left still gives a value (`gives_content`): a figure, a quoted
value, a unit, currency or zone, a null rule, a grain, a list of values, a name's kind
before the need ("the billing currency"), a relation or a computation. A sentence that
points elsewhere for what its subject means ("Full definition lives in the wiki", "see
{{ doc('status_values') }}") is read the same way. One that gives no value is left out, so a
description plus such a sentence reads exactly as the description alone; a sentence that
names no need is kept as it is, and so is the description's own first sentence, where it
names what it documents (a restated name there is still failed). A `{{ doc() }}` the gate
resolves was replaced by its block's text before any reading (`gate.docs.readers.doc_blocks`);
one left in the text points at a block that is not there, and tells nothing.

Work is linear in the text: each pattern runs once over a sentence (bounded repeats only),
readings cached per distinct text and subject.
"""

from __future__ import annotations

import re
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.sentence_spans import split
from gate.docs.addressing.statements.aspect_names import LABELLED_VALUE, NULL_RULE
from gate.docs.judges.offline.shared import lexicon as lx

#: The names of what the need checks look for: naming one gives none of it.
NEED_NAME = lx.words_pattern(  # the longer names first: "null handling" before "null"
    r"null[- ]handling", r"null (?:values?|semantics|meaning|rules?|behaviou?r)",
    r"missing values?", r"empty values?", r"allowed values", r"accepted values",
    r"value sets?", r"units? of measure(?:ment)?", r"measurement units?", r"join keys?",
    r"data types?", r"time ?zones?", r"timezones?", r"currenc(?:y|ies)", r"units?",
    r"nullability", r"nulls?", r"grain", r"granularity", r"formats?", r"rounding",
    r"precision", r"scales?", r"ranges?", r"values", r"denominators?", r"numerators?",
    r"sources?", r"lineage", r"provenance", r"joins?", r"timing", r"freshness", r"cadence",
    r"semantics", r"encoding", r"caveats?", r"edge cases?")
#: A noun a need's name qualifies rather than names the need ("a source reference", "the
#: source system", "the format string"): a thing of the data, not the need.
HEAD_NOUN = lazy_pattern(r"[ -](?:references?|systems?|tables?|files?|data|columns?|models?|"
                         r"records?|rows?|codes?|strings?|fields?|names?|ids?|keys?|types?|"
                         r"apps?|applications?|database|schemas?|events?|objects?)\b",
                         re.IGNORECASE)
#: A pointer: the content said to be written somewhere else ("defined in the contract",
#: "lives in Confluence", "see the glossary", "per the data dictionary").
POINTER = lx.words_pattern(
    r"(?:defined|documented|described|listed|explained|specified|covered|recorded|kept|"
    r"stated|detailed|maintained|tracked|captured|written (?:up|down)|spelled out|spelt out|"
    r"set out|laid out|agreed|settled|available|found) (?:in|on|at|under|by|within|via)",
    r"lives? (?:in|on|at|under)", r"see(?: also)?", r"refer to", r"(?:as )?per",
    r"according to", r"follows?", r"following", r"conforms? to", r"as in")
#: What a pointer points at: a document, not the data.
DOCUMENT = lx.words_pattern(
    r"contracts?", r"glossary", r"glossaries", r"wiki", r"confluence", r"notion", r"pages?",
    r"docs?", r"documentation", r"spec(?:ification)?s?", r"standards?", r"handbook",
    r"runbook", r"playbook", r"policy", r"policies", r"readme", r"dictionary", r"catalog(?:ue)?",
    r"tickets?", r"jira", r"guide", r"guidelines?", r"sheet", r"spreadsheet", r"memo",
    r"deck", r"sop", r"rfc", r"adr", r"links?", r"document(?:s|ation)?", r"sources? of truth",
    r"reference")
#: The meaning or definition named, which a pointer may claim is written elsewhere.
DEFINITION_NAME = lx.words_pattern(r"definitions?", r"meanings?", r"semantics",
                                   r"descriptions?", r"details?")
#: What refers without telling: an identifier, a code span after a word that says where, a
#: ticket, a year, a `{{ doc() }}` call left unresolved, a web address. Any other code span is
#: a value the text quotes ("Values can be `docker`, `kubernetes`", "in format `<name>.cloud`").
REFERENCE = lazy_pattern(r"\{\{[^{}\n]{0,200}\}\}|https?://\S+|"
                         # a code span where it only says where: "defined in `fct_orders`"
                         r"\b(?:in|for|of|per|see|at|under|within)\s+`[^`\n]{1,80}`|"
                         r"\b[A-Za-z][A-Za-z0-9]{0,9}-\d{1,7}\b|\b(?:19|20)\d\d\b|"
                         # tried only where a run of name characters starts (`a.a.a.…`)
                         r"(?<![\w.])[a-z][a-z0-9]*(?:[_.][a-z0-9]+)+\b")
#: "not missing", "no … unstated", "without ambiguity": that a need is not absent tells none
#: of it.
NEGATED_ABSENCE = lazy_pattern(
    r"\b(?:not|no|nothing|never|none|without|nor|zero)\s+(?:[\w,'-]+\s+){0,8}?"
    r"(?:missing|absent|lacking|unstated|undocumented|omitted|left out|ambiguous|ambiguity|"
    r"unclear|undefined|unspecified|unexplained|gaps?|open questions?|questions?)\b",
    re.IGNORECASE)
FIGURE = lazy_pattern(r"\d|[$€£¥%°]")
QUOTED = lazy_pattern(r"`[^`\n]{1,80}`|'[^'\n]{1,40}'|\"[^\"\n]{1,40}\"|"
                      r"[\u2018\u201c][^\u2019\u201d\n]{1,40}[\u2019\u201d]")
#: An example of a value: "such as `openai/gpt-4o-mini`", "e.g. 'VIC'".
EXAMPLE = lazy_pattern(r"\b(?:e\.g\.|i\.e\.|such as|for example|for instance)\s*\S", re.IGNORECASE)
#: A code a reader knows a value by: a zone, a currency, a standard ("UTC", "EUR", "ISO").
ACRONYM = lazy_pattern(r"\b[A-Z]{2,5}\b")
#: A grain, a share or a per-unit rate given: "one row per order", "per payment", "each
#: shipment", "out of", "divided by".
GRAIN_VALUE = lazy_pattern(r"\bper (?!the\b|our\b|its\b|policy\b|contract\b|se\b)[a-z]{3,}|"
                           r"\bone \w+ (?:per|for each|for every)\b|\beach (?!one\b|of\b)[a-z]{3,}|"
                           r"\bout of\b|\bdivided by\b|\bshare of\b", re.IGNORECASE)
#: A relation or a computation: where the value comes from or how it is made.
RELATION = lazy_pattern(r"\b(?:from|joins? (?:to|on)|into|via|computed|calculated|derived|"
                        r"summed|counted|rounded (?:to|up|down|half)|truncated|converted|cast|"
                        r"parsed|stored as|formatted as|encoded as|taken (?:at|from)|"
                        r"set (?:when|by|at|to)|filled|defaults? to|mapped|bucketed|"
                        r"before|after|until|unless|when|whenever|if|once)\b", re.IGNORECASE)
#: A column or model of the data the need is told by: "in the same time zone as end_ts", "see
#: uw_band for what the ranges mean", "joins back to employee_id" (not "in fct_orders" or
#: "for fct_orders users", which only say where), or the value itself ("The grain of the table
#: is a quote_id").
RELATED_NAME = lazy_pattern(r"\b(?:as|see|from|to|into|onto|on|with|against|by|than|like|via|"
                            r"is|are)"
                            r"\s+(?:the\s+)?`?(?<![\w.])[a-z][a-z0-9]*(?:[_.][a-z0-9]+)+")
#: Where a need is, not what it is: "in fct_orders", "for stg_payments users".
PLACE = lazy_pattern(r"\b(?:in|for|across|throughout)\s+(?:the\s+)?`?(?<![\w.])[a-z][a-z0-9]*"
                     r"(?:[_.][a-z0-9]+)+`?(?:\s+(?:users|rows|table|model))?", re.IGNORECASE)
#: Several items of a list: "pending, paid or refunded", "(UTC, local)", "Product/Sales/Marketing".
LISTING = lazy_pattern(r"\b\w+, \w+,? (?:and|or) \w+|\b\w+ (?:or|and) \w+ (?:or|and) \w+|"
                       r"\b\w+(?:/\w+){2,}|"
                       r"\([^()\n]{0,80},[^()\n]{0,80}\)")
#: A word before a need's name that says which one it is ("billing currency", "store time
#: zone", "order grain"), not an article, a negation or a word about the text.
WHICH = lazy_pattern(r"(?<![a-z])([a-z]{3,})(?:'s)?[ -]$")
#: How far before a need's name that word is looked for: a word, not the sentence.
WHICH_REACH = 40
_NOT_WHICH = """
the a an its their his her our your this that these those of for and or nor in on at to by
with from as into is are was were be been no not any every each all both either neither
same usual expected documented stated described given known relevant appropriate correct
right proper standard defined specified listed full complete missing unstated own other
such more further additional whole entire about regarding restating restate repeating
naming defining describing explaining stating listing documenting any its some also
see refer per follow follows following covered handled tbd
"""
NOT_WHICH = frozenset(_NOT_WHICH.split())


@lru_cache(maxsize=16_384)
def needs_told(text: str, subject: str = "", keep_first: bool = True) -> str:
    """`text` less its sentences that name a need or point elsewhere without giving a value
    (see the module's docstring); `text` itself when it holds none. `subject` is the name of
    what the text documents: a word of it is never a need's name there (`currency_code`).
    `keep_first` keeps the first sentence whatever it names, when it is the description's own
    first sentence (where a description names what it documents)."""
    own = frozenset(part for part in re.split(r"[^a-z0-9]+", subject.lower()) if part)
    spans = list(split(text))
    # the first sentence is where a description names what it documents: kept for the checks
    kept = [(start, end) for index, (start, end) in enumerate(spans)
            if (keep_first and index == 0) or not _names_only(text[start:end], own)]
    if len(kept) == len(spans):
        return text
    return " ".join(text[start:end].strip() for start, end in kept)


def _names_only(sentence: str, own: frozenset[str]) -> bool:
    """True when `sentence` names a need, or points elsewhere for its subject's meaning, and
    gives no value of it."""
    named = [found for found in NEED_NAME.finditer(sentence)
             if not set(found.group(0).lower().replace("-", " ").split()) <= own
             and HEAD_NOUN.match(sentence, found.end()) is None
             and not _in_a_name(sentence, found.end())]
    points = POINTER.search(sentence) is not None and (
        DOCUMENT.search(sentence) is not None or "{{" in sentence) \
        and DEFINITION_NAME.search(sentence) is not None
    if not named and not points:
        return False
    return not gives_content(sentence, named)


def _in_a_name(sentence: str, end: int) -> bool:
    """True when a need's name ends inside a file's or a column's name ("sources.yml")."""
    return sentence[end:end + 1] in (".", "_") and sentence[end + 1:end + 2].isalnum()


def gives_content(sentence: str, named: list[re.Match[str]]) -> bool:
    """True when `sentence`, with the needs' names, its references and negated absences set
    aside, still gives a value of the data."""
    if any(_which(sentence, found) for found in named):
        return True
    unnegated = NEGATED_ABSENCE.sub(" ", sentence)
    # a null rule is read with the other names and the places set aside: "null handling in x"
    # is a name, "nulls in fct_orders" only says where
    bare_nulls = " ".join(NEED_NAME.sub(lambda found: found.group(0) if found.group(0).lower() in (
        "null", "nulls") else " ", PLACE.sub(" ", unnegated)).split())
    if NULL_RULE.search(bare_nulls.lower()) or _labelled_value(sentence) \
            or RELATED_NAME.search(unnegated) or LABELLED_VALUE.search(unnegated.lower()):
        return True
    rest = NEED_NAME.sub(" ", REFERENCE.sub(" ", unnegated))
    return bool(FIGURE.search(rest) or QUOTED.search(rest) or EXAMPLE.search(unnegated)
                or GRAIN_VALUE.search(rest)
                or RELATION.search(rest) or LISTING.search(rest)
                or lx.CURRENCY.search(rest) or lx.TIME_ZONE.search(rest)
                or _unit(rest) or _proper_name(rest) or any(not _document_kind(found)
                                      for found in ACRONYM.finditer(rest)))


def _which(sentence: str, found: re.Match[str]) -> bool:
    """True when the word right before a need's name says which one it is ("the billing
    currency", "store time zone"), not a glue word, a negation or a word about the text."""
    before = WHICH.search(sentence, max(0, found.start() - WHICH_REACH), found.start())
    return before is not None and before.end() == found.start() \
        and before.group(1).lower() not in NOT_WHICH \
        and NEED_NAME.fullmatch(before.group(1)) is None


#: A need's label and its value: "Values: placed or shipped", "Source: stg_orders".
LABELLED = lazy_pattern(r":\s*([\w'`{.-]+)")
#: A name of a system, a team or a place beside lower-case words ("from Stripe", "Salesforce").
PROPER = lazy_pattern(r"(?<=[a-z,;:(] )[A-Z][a-z][\w'-]*")


def _labelled_value(sentence: str) -> bool:
    """True when a label's colon is followed by a value, not by glue or a pointer ("Nulls:
    all covered", "Grain: see the contract")."""
    found = LABELLED.search(sentence)
    return found is not None and found.group(1).lower() not in NOT_WHICH \
        and POINTER.fullmatch(found.group(1)) is None


def _proper_name(rest: str) -> bool:
    return any(DOCUMENT.fullmatch(found.group(0)) is None for found in PROPER.finditer(rest))


def _unit(rest: str) -> bool:
    """A unit named, not only counted ("number of" and "count of" say a count, which needs
    no more)."""
    return any(found.group(0).lower() not in ("s", "m", "g") for found in lx.UNIT.finditer(rest))


def _document_kind(found: re.Match[str]) -> bool:
    """True when an acronym names a kind of document ("RFC", "ADR", "SOP"), which tells
    nothing of the data (a zone's or a currency's code does)."""
    return DOCUMENT.fullmatch(found.group(0)) is not None
