"""A description's first sentence that says what its subject IS or HOLDS, without naming it.

Real descriptions often define a column, an argument or a table by the kind of value or object
it is and what that value is of, never repeating the subject's own name: "The name of the model
to select from." (a macro's argument), "The handle of the person who last edited the row." (an
`updated_by` column), "Holds a record for each page view." (a source table), "Staging model for
invoices, renamed and cast." (a model). A reader understands each at once, and each tells the
meaning of what it documents. The plain-definition reading of the sentence classifier
(`gate.docs.addressing.sentences`) asks a definition to name its subject, so these told nothing.

This module reads that structure, and only in the first sentence (where a description defines
its subject; an appended sentence must still state a fact):

- **what it is**: a noun phrase whose head says what kind of value or object the subject is
  (`VALUE_NOUNS`, `OBJECT_NOUNS`: "name", "handle", "total", "date", "status"; "model", "table",
  "record") followed by a word that relates it to what it is of (`RELATING`: "of", "for",
  "from", "containing", "that" ...), and something after it: "The name of the model ...";
- **a total**: "Total" and a few words that name the subject ("Total active Group Runners.");
- **what it holds**: a verb of holding ("holds", "contains", "stores", "lists") said of the
  subject left unsaid, or of it called by its kind ("This table contains ...").

The head is one of a closed set of generic nouns of data; what stands before it is at most
`MODIFIERS` words. A sentence in this shape still earns nothing when it holds a word about the
text, its review or its reader (`about_words`), a word of a grade (`GRADING_WORDS`) other than
the few that name a thing of the data in such a phrase (`THING_WORDS`: "model" of a dbt model,
"agent" of a user agent, "CI" of a CI job; and, in any first sentence read as a definition,
the compounds `DATA_COMPOUNDS` and "top level", read whole), a request (`asks_beside`), a word
pointing at the text ("it", "here"), or a letter outside ASCII (English spells none: a word in
another language stands there; a mark of typography is no letter). A sentence that only
restates its subject's name ("The name of the branch." of `branch_name`) was kept before this
reading, for the checks that fail a restated name, and they still fail it: this reading adds no
credit to it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.fold import fold, latin, unleet
from gate.docs.addressing.statements.facts import GRADING_WORDS, IDENTIFIER, about_words
from gate.docs.addressing.statements.relations import asks_beside
from gate.docs.addressing.statements.sentence_subject import names_in, only_names

#: Nouns that say what kind of value a column or an argument holds.
VALUE_NOUNS = (
    "name", "handle", "username", "login", "id", "identifier", "key", "number", "count",
    "total", "sum", "amount", "size", "length", "width", "height", "weight", "date", "time",
    "timestamp", "day", "week", "month", "quarter", "year", "url", "uri", "address", "email",
    "type", "kind", "category", "class", "status", "state", "stage", "percentage", "percent",
    "share", "ratio", "rate", "measure", "sentiment", "family", "code", "label", "version",
    "flag", "value", "title", "reason", "owner", "region", "country", "city", "location",
    "path", "hash", "token", "duration", "priority", "channel", "method", "mode", "format",
    "unit", "currency", "price", "cost", "fee", "revenue", "balance", "quantity", "average",
    "mean", "median", "maximum", "minimum", "list", "set", "array", "json", "string",
    "sequence", "position", "index", "order", "prefix", "suffix", "pattern", "expression",
    "condition", "filter", "threshold", "limit", "offset", "interval", "period", "window",
    "frequency", "language", "locale", "timezone", "zone", "domain", "host", "port",
    "comment", "message", "content", "body", "summary", "result", "outcome", "phone",
    "source", "origin", "destination", "target",
)
#: Nouns that say what kind of object a model, a table or a source is, or what its rows are.
OBJECT_NOUNS = (
    "model", "table", "view", "layer", "dimension", "fact", "snapshot", "seed", "dataset",
    "record", "row", "entry", "event", "object", "column", "field", "attribute", "argument",
    "parameter", "macro", "schema", "mapping", "bridge", "report", "extract", "export", "union",
    "aggregate", "aggregation", "rollup", "history", "log", "collection", "lookup", "spine",
    "staging", "base", "mart", "data",
)
#: Words after the head that relate it to what it is of: a preposition, a relative pronoun or
#: a participle of holding or making.
RELATING = (
    r"of|for|from|with|within|across|under|per|by|between|among|in|on|at|to|into|about|"
    r"that|which|who|whose|where|when|associated with|containing|holding|storing|listing|"
    r"tracking|recording|capturing|keeping|describing|joining|combining|mapping|linking|"
    r"used|sent|received|assigned|given|set|taken|built|derived|computed|calculated|loaded"
)
#: At most this many words stand between the determiner and the head ("The GitLab handle",
#: "Total size", "The operating system family").
MODIFIERS = 4
#: Verbs of holding, said of the subject left unsaid ("Holds a record for each call.").
HOLDING = (r"holds|contains|stores|lists|records|tracks|captures|keeps|includes|identifies|"
           r"indicates|counts|maps|links|joins|combines|aggregates|summari[sz]es|unions")

_PLURAL = r"(?:s|es)?"
#: A word of the noun phrase before its head: no determiner, preposition, conjunction or verb
#: "to be" (a noun phrase has its one determiner at its start: "Divides the given column by
#: 100" is a verb's object, not a definition).
_MODIFIER = (r"(?!(?:the|a|an|this|these|those|that|of|for|from|to|in|on|at|by|with|and|or|"
             r"is|are|was|were|be)\s)[a-z0-9][\w&'-]*\s+")
_HEADS = "|".join(VALUE_NOUNS + OBJECT_NOUNS)
#: What it is: a determiner or none, a few modifiers, the head, a relating word, more words.
#: The subject said to be it ("This is", "This table is") may stand first.
_SAID_TO_BE = rf"(?:(?:this|these)(?:\s+(?:{'|'.join(OBJECT_NOUNS)}){_PLURAL})?\s+(?:is|are)\s+)?"
WHAT_IT_IS = lazy_pattern(
    rf"^{_SAID_TO_BE}(?:(?:the|a|an|each|one|this|these)\s+)?(?:{_MODIFIER}){{0,{MODIFIERS}}}?"
    rf"(?:{_HEADS}){_PLURAL}\s+(?:{RELATING})\s+[\w'`\"(\[]")
#: A label: a noun phrase of a few words, no glue between them, that ends in its head
#: ("Vendor invoice due date", "Station sensor firmware version").
LABEL = lazy_pattern(rf"^(?:{_MODIFIER}){{1,{MODIFIERS + 1}}}(?:{_HEADS}){_PLURAL}\W*$")
#: A total's label: "Total" and a few words naming what it sums or counts ("Total active Group
#: Runners.", "Total churned or contraction net ARR."), read as a label is: it must name its
#: subject.
TOTAL = lazy_pattern(rf"^(?:the\s+)?total\s+(?:\(?[a-z0-9][\w&'-]*\)?\s+){{0,{MODIFIERS}}}"
                     rf"\(?[a-z0-9][\w&'-]*[.!?;:)\s]*$")
#: What it holds: a verb of holding first, or after the subject called by its kind.
WHAT_IT_HOLDS = lazy_pattern(
    rf"^(?:(?:this|the|each|a|an)\s+(?:{_MODIFIER})?(?:{'|'.join(OBJECT_NOUNS)})"
    rf"{_PLURAL}\s+)?(?:{HOLDING})\s+[\w'`\"(\[]")
#: Words of a grade that, inside such a phrase, name a thing of the data: a dbt model, a user
#: agent, a CI job, an AI feature.
THING_WORDS = frozenset({"model", "models", "agent", "agents", "ci", "ai"})
#: "Top-level", an adjective of a hierarchy ("the top-level folder"), not a mark.
TOP_LEVEL = lazy_pattern(r"\btop[- ]level\b")
#: Names of things of the data that hold a word of a grade or of the text's author: a browser's
#: "user agent" (web timing columns: "before the user agent sets the document's readiness"),
#: GitLab's "AI Gateway" (the service its AI features send requests to). Each is a whole
#: compound: "agent" or "AI" alone still earns nothing outside a definition's head phrase.
DATA_COMPOUNDS = lazy_pattern(r"\buser[- ]agents?\b|\bai gateways?\b")
#: Words that point at the text rather than the data ("it is fine here").
DEICTIC = lazy_pattern(r"\b(?:it|its|here|hereby|above|below)\b")


def defines_by_kind(part: str, names: frozenset[str]) -> bool:
    """True when `part`, the first sentence of a description, says what its subject is or
    holds in the shape this module reads (see its docstring), and holds nothing about the
    text, its grading or its reader."""
    if not part.isascii() and any(ch.isalpha() and not ch.isascii() for ch in part):
        return False  # English spells none: a word in another language stands here
    return _reads_as_definition(part, names)


#: "i.e." and "e.g." (the last stop sometimes left out: "i.e if an event is ..."), read as
#: the abbreviations they are: their "i" is no reader's "I", and their letters no words.
LATIN_ABBREVIATION = lazy_pattern(r"\b(?:i\.\s?e|e\.\s?g)(?:\.|\b)", re.IGNORECASE)


def as_data_terms(plain: str) -> str:
    """`plain` (folded) with the words that only look like a grade's or a reader's read as
    what they are (`TOP_LEVEL`, `DATA_COMPOUNDS`, `LATIN_ABBREVIATION`), for the checks of a
    first sentence that look for words about the text, its grading or its reader."""
    return LATIN_ABBREVIATION.sub(" ", DATA_COMPOUNDS.sub("client", TOP_LEVEL.sub("upper",
                                                                                  plain)))


@lru_cache(maxsize=16_384)
def _reads_as_definition(part: str, names: frozenset[str]) -> bool:
    plain = latin(fold(part)).strip()
    bare = IDENTIFIER.sub("name", plain)  # an identifier, read as the noun it is
    if not (WHAT_IT_IS.match(bare) or WHAT_IT_HOLDS.match(bare)
            or ((LABEL.match(bare) or TOTAL.match(bare)) and names_in(bare, names))):
        return False
    if DEICTIC.search(plain) or asks_beside(plain):
        return False
    plain = as_data_terms(plain)
    for view in dict.fromkeys((plain, unleet(plain))):
        found = about_words("latin").search(view)
        if found and not only_names(about_words("latin"), view, names):
            return False
        if any(hit.group(0) not in THING_WORDS and not only_names(GRADING_WORDS, hit.group(0),
                                                                   names)
               for hit in GRADING_WORDS.finditer(view)):
            return False
    return True
