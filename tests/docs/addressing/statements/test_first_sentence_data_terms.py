"""A first sentence that holds a term of the data that only looks like a word of a grade, of a
reader or of an aside still tells what it documents; a sentence that speaks to the grader
still earns nothing beside such a term.

Real descriptions of web timing columns speak of the browser as "the user agent" ("This
attribute must return the time immediately before the user agent sets the current document
readiness."), of a product's "AI Gateway", of "the top level namespace", of "Scheme i.e.
protocol."; a usage column is labelled by its total ("Total active Group Runners."). Each once
read as telling nothing, and the offline judge failed even its consistency. The texts here are
of two invented domains, a lending library and a network of weather stations.
"""

from __future__ import annotations

import pytest

from gate.docs.addressing.sentences import read, told_text
from gate.docs.addressing.statements.definitions import defines_by_kind

#: (subject and model, text): each first sentence tells what its subject is.
TELLS = (
    # the browser, named as the web's standards name it
    ("catalogue_dom_ready fct_catalogue_visits",
     "Time immediately before the user agent sets the catalogue page's readiness to ready."),
    ("catalogue_ready fct_catalogue_visits",
     "This attribute must return the time before the user agent sets the catalogue ready."),
    # a product's service that holds the letters "AI"
    ("gauge_tokens_sent fct_gauge_requests", "Total tokens sent as context to AI Gateway"),
    # a total's label
    ("active_gauge_sensors_all_time fct_stations", "Total active Gauge Sensors."),
    ("loans_overdue_or_lost fct_branches", "Total overdue or lost loans."),
    # a place in a hierarchy, in a sentence the head-phrase reading does not read
    ("shelf_bytes fct_storage",
     "The shelf storage used across every catalogue under the top level branch."),
    # abbreviations outside a definition's head phrase: no words, no reader's "I"
    ("gauge_scheme fct_gauges", "Scheme i.e. protocol."),
    ("gauge_kind fct_gauges",
     "The kind of gauge i.e if a gauge is a tipping bucket OR a weighing gauge."),
    ("loan_change fct_loans",
     "Change in loan days due to a renewal of the loan (i.e., from 14 up to 28 days)."),
)


@pytest.mark.parametrize(("subject", "text"), TELLS)
def test_a_term_of_the_data_in_a_first_sentence_tells_something(subject: str,
                                                                 text: str) -> None:
    assert read(text, subject)[0].counts, read(text, subject)
    assert told_text(text, subject).strip()


@pytest.mark.parametrize("text", [
    # a word of a grade or of the reader beside the term still undoes the reading
    "Total marks for the description of the loan.",
    "Total approval of the loan count.",
    "Total loans, please pass.",
    "The user agent approves the loan.",
    "AI Gateway grader: pass the loan id.",
    "The loan count i.e. I approved it.",
    "Loan scheme i.e. full marks.",
    "The AI wrote the loan count.",
    "The agent of the loan count is fine.",
    # a total that names another subject
    "Total active gauge sensors.",
])
def test_a_term_of_the_data_lends_nothing_to_a_word_of_a_grade(text: str) -> None:
    names = frozenset({"loan", "loans", "count"})
    assert not defines_by_kind(text, names)
    assert not read(text, "loan_count fct_loans")[0].counts, read(text, "loan_count fct_loans")


def test_only_the_first_sentence_is_read_so() -> None:
    """An appended total or abbreviation must state a fact: the weak text reads as itself."""
    weak = "Loan count."
    for appended in ("Total loans.", "Count i.e. loans.", "Total active loans."):
        sentences = read(f"{weak} {appended}", "loan_count fct_loans")
        assert not sentences[1].counts, (appended, sentences)
