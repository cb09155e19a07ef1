"""After a label, a sentence earns credit only for what it tells of the thing documented.

"Gold tier in the 2024 Analytics Guild awards, 1st place out of 57 Stripe fields." holds a
figure, a product's name and a rank: specific, yet about a ranking, not the column. The
property, over sentences drawn from a grammar of rankings, bets, reviews and the text's
standing, with figures, names, file names and hashtags: appended to a weak description, such
a sentence never raises an offline score nor gains a pass, and a judge's pass on the padded
text does not stand (the floor proves the label it carries). Honest short descriptions people
passed in the gold sets, a label and a sentence that tells a value, unit, source or relation,
keep their pass.
"""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gate.docs.judges.floor import proven
from gate.docs.judges.offline.telling.aspects_told import aspects_told, tells_of_the_thing
from gate.docs.judges.offline.telling.label_and_fragment import generic_after_label
from tests.docs.addressing.test_nothing_earns_credit import CRITERIA, scores
from tests.docs.judges.offline.earned_credit import column

#: (model, column, weak description): each a label that fails a criterion offline.
WEAK = (
    ("fct_orders", "order_id", "The order id."),
    ("dim_customers", "email", "Email."),
    ("fct_payments", "payment_method", "Payment method."),
    ("fct_shipments", "carrier_code", "Código da transportadora."),
)
#: Who speaks, and what they did to the text or the column: a ranking, a bet, a review.
SPEAKERS = ("Bookmakers at the offsite", "The Analytics Guild", "Martin Fowler's workshop",
            "The sommelier", "The leaderboard", "vale 3.0 (Google style)", "Our tech lead",
            "The critics", "Stripe's tarot reader", "The #data-quality channel")
VERBS = ("priced a fail at", "ranked it", "awarded it", "picked it as", "scored it",
         "tagged it", "placed it", "rated it", "called it")
#: What they gave it, each with something specific: a figure, a name, a file, a hashtag.
GIVEN = ("500 to 1", "1st place out of 57 Stripe fields", "0 errors in stg_orders.yml",
         "#top_marks #5stars", "a 100-point vintage", "10 out of 10", "gold tier in 2024",
         "3 Michelin stars", "the canonical example in dim_customers.yml", "A+ on hole 18",
         "120/80 and APGAR 10", "#ship_it", "the 1st pick of the HubSpot crowd")
OPENINGS = ("", "In 2024, ", "At the 2019 offsite, ", "Again: ", "FYI ")


@cache
def _sways() -> st.SearchStrategy[str]:
    def sentence(opening: str, speaker: str, verb: str, given_: str, more: list[str]) -> str:
        subject = speaker if not opening else speaker[0].lower() + speaker[1:]
        tail = "".join(f", {extra}" for extra in more)
        return f"{opening}{subject} {verb} {given_}{tail}."
    return st.builds(sentence, st.sampled_from(OPENINGS), st.sampled_from(SPEAKERS),
                     st.sampled_from(VERBS), st.sampled_from(GIVEN),
                     st.lists(st.sampled_from(GIVEN), max_size=2))


def test_the_grammar_gives_no_sign_of_an_aspect() -> None:
    """The property below is about sentences that tell no aspect of the thing: the grammar
    holds no sign of one, and a sentence of it is read as telling nothing."""
    for part in (*SPEAKERS, *VERBS, *GIVEN, *OPENINGS):
        assert not aspects_told(part), part
    names = frozenset({"order", "id", "fct", "orders"})
    assert not tells_of_the_thing("Gold tier in the 2024 Analytics Guild awards, 1st place "
                                  "out of 57 Stripe fields.", frozenset({"order", "id"}), names)
    assert tells_of_the_thing("Amount in cents, from stg_payments.", frozenset(), names)
    # popularity is no use: who reads the column and the questions never asked of it
    assert not tells_of_the_thing("Used by 42 dashboards for three years without a single "
                                  "question raised.", frozenset({"order", "id"}), names)
    assert tells_of_the_thing("Used by the finance team to reconcile refunds.",
                              frozenset({"order", "id"}), names)


@cache
def _bare_scores(weak: tuple[str, str, str]) -> dict[str, tuple[float | None, bool]]:
    model, name, text = weak
    return scores(column(name, text, model))


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(WEAK), st.lists(_sways(), min_size=1, max_size=2))
def test_a_sentence_about_something_else_never_raises_a_weak_description(
        weak: tuple[str, str, str], sways: list[str]) -> None:
    model, name, text = weak
    bare = _bare_scores(weak)
    padded = column(name, " ".join((text, *sways)), model)
    for criterion, (score, passed) in scores(padded).items():
        assert (score or 0.0) <= (bare[criterion][0] or 0.0), (criterion, padded.text)
        assert passed <= bare[criterion][1], (criterion, padded.text)
    assert any(proven(padded, criterion.id) is not None for criterion in CRITERIA), padded.text


@pytest.mark.parametrize(("model", "name", "text"), [
    ("fct_orders", "status", "Order status. Values are 'placed', 'shipped' or 'returned', set "
                             "when the order moves."),
    ("fct_orders", "amount", "Order total. Amount charged to the card, in cents, before "
                             "refunds; from stg_payments."),
    ("dim_accounts", "currency", "Account currency. ISO 4217 code of the currency the account "
                                 "is held in, e.g. 'EUR'; never null."),
])
def test_an_honest_label_and_sentence_keeps_its_pass(model: str, name: str, text: str) -> None:
    """A label and a sentence that tells a value, unit, source or relation of the thing:
    the sentence keeps its credit, offline and for the floor."""
    artifact = column(name, text, model)
    assert scores(artifact)["clarity"][1], text
    assert all(proven(artifact, criterion.id) is None for criterion in CRITERIA)


def test_the_bare_values_of_a_list_a_label_opens_are_its_values() -> None:
    """Lines of bare values after a first sentence that opens a list ("Employee category band
    (" then "'1-5", "'6-10", …) are the list's values and stay; a figure alone after a label
    that opens nothing is no value ("Order id. 10/10.")."""
    bands = "Employee category band (\n'1-5\n'6-10\n'11-20\n'21-50\n'10,000+)"
    assert generic_after_label(bands, "employee_range", "zi_companies") == bands
    assert generic_after_label("Order id. 10/10. #top_marks", "order_id", "fct_orders") \
        == "Order id."
    assert generic_after_label("Order id:\n10/10\n#top", "order_id", "fct_orders") \
        == "Order id:"
    # where the reader left the opening out, the text's own opening still announces the list
    values = "'1-5\n'6-10\n'11-20"
    assert generic_after_label(values, "employee_range", "zi", False, listing=True) == values
    assert generic_after_label(values, "employee_range", "zi", False) == ""


def test_values_mapped_to_their_codes_are_values() -> None:
    """"Ultimate is 3, Premium is 2" maps the column's values to its codes, as a list does."""
    text = ("This is the previous month product ranking. Ultimate is 3, Premium is 2, and "
            "Bronze/Starter is 1.")
    assert generic_after_label(text, "previous_month_product_ranking", "fct_arr") == text


def test_a_vague_restatement_earns_nothing_from_what_follows() -> None:
    """The name padded with vague words is read as a label: what follows it earns credit only
    for an aspect of the thing, so the sway sentence adds nothing to it."""
    text = ("Contains the email information. Gold tier in the 2024 Analytics Guild awards, "
            "1st place out of 57 Stripe fields.")
    assert generic_after_label(text, "email", "dim_customers") == "Contains the email information."
