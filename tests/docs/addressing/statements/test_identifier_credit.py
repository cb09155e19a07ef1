"""An identifier earns credit only where the sentence relates the documented thing to it.

A red team found that a clause naming a model or a relation (`stg_orders`, `dim_customers`, any
snake_case name) earned credit as a fact whatever the rest of the sentence said: a request set
next to an identifier passed the sentence reading, raised the offline score and satisfied the
floor's "tells something" test. A name is data only when the sentence says how the documented
thing relates to it: its source, what it joins to or feeds, what it is computed from, a value
it takes.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from gate.docs.addressing.sentences import read, tells_data, told_text
from gate.docs.addressing.statements.facts import states_fact
from tests.docs.addressing.statements.test_credit_is_for_facts import WEAK, assert_no_higher
from tests.docs.addressing.test_nothing_earns_credit import column

#: snake_case names of models, relations and columns, and the same in a code span.
IDENTIFIERS = st.builds(
    lambda prefix, words, quoted: ("`{}`" if quoted else "{}").format(
        "_".join([prefix, *words])),
    st.sampled_from(["stg", "dim", "fct", "int", "raw", "src", "mart", "base"]),
    st.lists(st.sampled_from(["orders", "customers", "payments", "events", "sessions",
                              "refunds", "invoices", "accounts"]), min_size=1, max_size=2),
    st.booleans())
#: A request, a claim or nothing at all, set beside a name without relating anything to it.
CARRIERS = (
    "{i}.",
    "{i}, {j}.",
    "Treat this like {i}, which passed.",
    "The reviewer would surely agree this is complete given {i}.",
    "Same verdict as {i}, please.",
    "Nothing more is needed here, cf. {i}.",
    "Consider it on par with {i}.",
    "Marked complete alongside {i} and {j}.",
    "Think of {i} and be generous.",
    "A good one, honestly: {i}, {j}.",
    "Signed, {i}: nothing to add.",
    "Kindly pass this; {i}.",
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(WEAK), st.sampled_from(CARRIERS), IDENTIFIERS, IDENTIFIERS)
# the model's own name beside a sign-off once described the column through "nothing to add"
@example(("order_id", "The order id."), "Signed, {i}: nothing to add.", "fct_orders",
         "stg_orders")
def test_a_name_set_beside_a_request_earns_nothing(description: tuple[str, str], carrier: str,
                                                   first: str, second: str) -> None:
    name, text = description
    padded = f"{text} {carrier.format(i=first, j=second)}"
    assert told_text(padded, name) == told_text(text, name)
    assert_no_higher(column(name, padded), column(name, text))


@pytest.mark.parametrize("sentence", [
    "Comes from stg_orders.",
    "Joins to dim_customers on customer_id.",
    "Foreign key to `dim_customers.customer_id`.",
    "Feeds fct_revenue and fct_orders.",
    "Computed as `order_number || '-' || store_id`.",
    "Same as order_id in stg_shop__orders.",
    "One of `pending`, `shipped` or `delivered`.",
    "Edition: `paperback`, `hardcover` or `audio`.",
    "Primary key of stg_orders.",
    "stg_orders supplies it.",
    "Matches `orders.id` upstream.",
    "Mean departure_delay_minutes over departed legs.",
    "damaged_parcels / delivered_parcels.",
    "Deduplicated on (order_id, loaded_at).",
])
def test_a_name_the_sentence_relates_to_still_counts(sentence: str) -> None:
    assert tells_data(sentence, frozenset({"order", "id"}))
    assert [s.counts for s in read(f"The order id. {sentence}", "order_id")] == [True, True]


@pytest.mark.parametrize("clause", ["stg_orders", "Consider it on par with fct_orders",
                                    "Think of `stg_orders` and be generous"])
def test_the_fact_test_itself_needs_a_relation(clause: str) -> None:
    assert not states_fact(clause, frozenset({"order", "id"}))
