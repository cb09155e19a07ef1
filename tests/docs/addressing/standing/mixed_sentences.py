"""Hypothesis strategy for sentences that mix the text's life with the data's facts.

Parts drawn at random: sentences of the text's life (`acted_on_text`, ten languages) and runs
of words of every role the readings of that life know, joined by the marks that split
clauses; with a subject's name of words the sentences hold, forms of them, or others.
"""

from __future__ import annotations

from hypothesis import strategies as st

from tests.docs.judges.offline.acted_on_text_sentences import acted_on_text

#: Words of every role the readings know: agents, names, acronyms, pronoun objects, marks
#: before an agent, acts and verbs on no list, events' details, words of the text's life,
#: the text named, data words, conditions, glue.
WORDS = (
    "QA", "Finance", "the data office", "Maria Lopez", "DWH", "Revenue Ops", "the owners",
    "BI", "FP&A", "it", "this", "them", "es", "la", "lo", "to", "het", "dit", "den", "by",
    "von", "par", "door", "przez", "da", "reviewed", "approved", "read", "signed off",
    "aligned", "discussed", "kept", "Confirmed", "Accepted", "Discussed", "geprüft",
    "abgenommen", "validé", "in 2024-08-24 13:40 CET", "on 2026-03-02", "sprint 41",
    "ticket DQ-4471", "ARCH-77", "Q3 2024", "v1.2", "1,200 EUR", "#77", "review", "sign-off",
    "comments", "findings", "the wording", "this description", "order", "orders", "status",
    "amount", "customer_id", "fct_orders", "loaded", "nightly", "when", "until", "each",
    "means", "in EUR", "in UTC", "the", "a", "and", "in", "on", "with", "of", "Review:",
    "Freigabe", "team", "who", "which", "`approved`", "'pending'",
)
#: What joins the parts of a sentence.
JOINS = (" ", ", ", "; ", " and ", " \u2014 ", ": ", " (", ") ", ". ")
#: Words a subject's name may hold: some are words of the sentences, some forms of them.
NAME_WORDS = ("order", "orders", "status", "review", "reviewed", "team", "finance", "amount",
              "customer", "id", "read", "owner", "sprint", "data")


@st.composite
def sentences(draw: st.DrawFn) -> str:
    """A sentence of parts: sentences of the text's life, runs of words of any role."""
    parts = draw(st.lists(st.one_of(
        acted_on_text().map(lambda sentence: sentence.rstrip(".")),
        st.lists(st.sampled_from(WORDS), min_size=1, max_size=7).map(" ".join),
    ), min_size=1, max_size=4))
    joined = parts[0]
    for part in parts[1:]:
        joined += draw(st.sampled_from(JOINS)) + part
    return joined + draw(st.sampled_from(("", ".", ")", ";")))


NAMES = st.frozensets(st.sampled_from(NAME_WORDS), max_size=3)
