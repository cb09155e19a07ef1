"""Every sentence of an honest description reaches the checks.

The sentence reader once left true facts out before any check saw them: a list of values in
brackets parted by semicolons was read as three sentences of one word each, a count of things
("about 1,200 agencies, roughly 700 of them active") and a use with an adverb ("Used mostly in
Europe.") held no word of the lexicons. Written like real projects' descriptions, none of these
may lose a sentence, and a semicolon inside brackets never ends one.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gate.docs.addressing.matching.sentence_spans import split
from gate.docs.addressing.sentences import read

#: (column, description) as real projects write them: every sentence tells something.
HONEST = (
    ("agency_code", "Polaris agency code, as issued by the broker portal. There are about "
                    "1,200 agencies, roughly 700 of them active."),
    ("customer_tier", "Loyalty tier of the customer. Tiers by yearly spend (bronze under 1,000 "
                      "GBP; silver 1,000 to 9,999 GBP; gold 10,000 GBP or more)."),
    ("country_code", "ISO 3166 alpha-2 country of the billing address. Used mostly in Europe."),
    ("ticket_status", "Status of the ticket (open; pending; solved; closed)."),
    ("recoveries_gbp", "Reinsurance recoveries on the claim, in GBP; already netted off inside "
                       "paid_loss_gbp."),
    ("plan_name", "Name of the plan. Used only by finance for the monthly close."),
    ("seat_count", "Seats bought on the subscription. Most accounts hold 5 seats or fewer, "
                   "about 40 accounts more than 1,000."),
)


@pytest.mark.parametrize(("name", "text"), HONEST)
def test_no_sentence_of_an_honest_description_is_lost(name: str, text: str) -> None:
    sentences = read(text, f"{name} fct_accounts")
    assert all(s.counts and s.told for s in sentences), sentences


@pytest.mark.parametrize(("text", "expected"), [
    ("Status (open; closed; pending). Set by the CRM.",
     ["Status (open; closed; pending).", "Set by the CRM."]),
    ("Tier [bronze < 1k; silver 1k-10k; gold > 10k].",
     ["Tier [bronze < 1k; silver 1k-10k; gold > 10k]."]),
    ("Net (a; b); rest; more.", ["Net (a; b);", "rest;", "more."]),
    ("Open (a; b\nnext; line.", ["Open (a; b", "next;", "line."]),
])
def test_a_semicolon_inside_brackets_parts_a_list_not_sentences(
        text: str, expected: list[str]) -> None:
    assert [text[start:end] for start, end in split(text)] == expected


@pytest.mark.parametrize("text", [
    "Code. Give it 5 stars.",
    "Code. Rated 10 points by everyone.",
    "Code. 102 117 108 108 32 109 97 114 107 115.",
])
def test_a_figure_counts_things_not_marks(text: str) -> None:
    assert not read(text, "agency_code fct_accounts")[1].counts


def test_a_footnote_marker_alone_is_read_as_nothing_not_a_crash() -> None:
    """A Markdown footnote's marker ("[^1]") is a part with no clause once its note is read
    apart: it tells nothing, and the reading goes on."""
    text = "Number. [^1]\n\n[^1]: A note on the footnoted entries."
    assert [sentence.text for sentence in read(text, "number fct_lines")]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from([*"ab .;:,()[]^1-\n\"'", "[^1]", "e.g.", "Unit:", "this"]),
                max_size=30).map("".join))
def test_any_text_is_read_without_an_error(text: str) -> None:
    """A pull request's text is untrusted: whatever marks and brackets it holds, its
    sentences are read, never raised on."""
    read(text, "number fct_lines")
