"""A description that is its subject's name padded with words that say nothing of it.

"Contains customer info." documents `customer_email` no better than "Customer email." does: a
verb of holding ("contains", "stores", "has") and a noun of vagueness ("info", "data",
"details") add nothing a reader did not know from the name. So a description whose words, less
the filler the name check already leaves out, these verbs and nouns, and the glue between them,
are all words of its subject's name (one at least) restates the name (`gate.docs.judges.floor`
proves it as it proves "Customer email." restated). A word of anything else ("in EUR", "from
Stripe", "the customer who placed the order") is a fact and the reading does not apply.
"""

from __future__ import annotations

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.artifacts import Artifact

#: Verbs of holding and nouns of vagueness, and the glue between them.
VAGUE = frozenset({
    "a", "about", "all", "an", "and", "any", "are", "basic", "be", "capture", "captures",
    "contain", "contained", "containing", "contains", "content", "contents", "data", "detail",
    "details", "entries", "entry", "etc", "fields", "for", "general", "give", "gives", "has",
    "have", "having", "hold", "holding", "holds", "important", "include", "includes", "including",
    "info", "information", "infos", "is", "it", "its", "keep", "keeping", "keeps", "key", "list",
    "lists", "main", "misc", "miscellaneous", "of", "on", "or", "other", "provide", "provides",
    "re", "record", "records", "regarding", "related", "relevant", "represent", "represents",
    "show", "showing", "shows", "some", "store", "stored", "stores", "storing", "stuff", "that",
    "the", "these", "thing", "things", "this", "track", "tracks", "useful", "value", "values",
    "various", "was", "were", "with",
})
WORD = lazy_pattern(r"[a-z0-9]+")


def vague_restatement(artifact: Artifact, told: str) -> str | None:
    """`told` (the description as it tells) when it is only its subject's name padded with
    `VAGUE` words, else None."""
    name = artifact.subject or ""
    if not artifact.kind.endswith("_description") or not name or not told.strip():
        return None
    subject = set(WORD.findall(name.lower().replace("_", " ")))
    said = WORD.findall(told.lower().replace("_", " "))
    meaningful = [word for word in said if word not in VAGUE]
    if meaningful and set(meaningful) <= subject and len(meaningful) < len(said):
        return told.strip()
    return None
