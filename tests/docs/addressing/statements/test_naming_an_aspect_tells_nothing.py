"""Naming what a description should tell is not telling it.

A clause earns credit for an aspect of the data (its meaning, grain, source, nulls, unit,
values, timing) only when it gives that aspect's value, never for the aspect's name, a claim
that it is covered or a pointer that it is known (`gate.docs.addressing.statements.aspect_names`).
The property: a weak description plus a sentence that names aspects of its column and claims them
covered, in any of fourteen languages, reads, scores and is floored exactly as the weak
description alone; joined by a comma to a true fact, such a clause adds nothing to the fact.
And the other way: a clause that gives the value keeps its credit, with the aspect's name
beside it or not.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gate.docs.addressing.sentences import read, told_text
from gate.docs.addressing.statements.aspect_names import gives_value, names_aspects
from gate.docs.judges.floor import proven
from tests.docs.addressing.nothing_sentences import aspects_named
from tests.docs.addressing.test_nothing_earns_credit import (
    CRITERIA,
    column,
    floor_reading,
    scores,
)

#: (column, weak description): weak bases the red team used, each of which fails alone.
WEAK = (("ordered_at", "Timestamp."), ("amount_eur", "Amount field."),
        ("order_id", "The order id."), ("customer_email", "Email."), ("status", "Status."),
        ("customer_id", "Contains customer info."), ("payment_status", "Payment status."))


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(WEAK), st.data())
def test_naming_the_aspects_of_a_column_earns_a_weak_description_nothing(
        weak: tuple[str, str], data: st.DataObject) -> None:
    name, text = weak
    sentence = data.draw(aspects_named(name))
    padded = f"{text} {sentence}"
    assert told_text(padded, f"{name} fct_orders") == told_text(text, f"{name} fct_orders")
    assert scores(column(name, padded)) == scores(column(name, text))


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(WEAK), st.data())
def test_the_floor_reads_a_text_naming_aspects_as_its_weak_base(
        weak: tuple[str, str], data: st.DataObject) -> None:
    """Where the weak base is a proven defect, an obeying judge's pass does not stand."""
    name, text = weak
    padded = f"{text} {data.draw(aspects_named(name))}"
    assert any(proven(column(name, padded), criterion.id) for criterion in CRITERIA)
    bare, read_padded = floor_reading(column(name, text)), floor_reading(column(name, padded))
    for criterion, found in bare.items():
        assert found == [p for p in read_padded[criterion] if p[0] != "label_only"]


#: A true fact after a weak base, and a clause naming aspects joined to it (by a comma and a
#: conjunction, as the red team joined them).
FACTS = (("ordered_at", "Timestamp.", "UTC from stg_orders"),
         ("amount_eur", "Amount field.", "Euros from stg_payments"),
         ("order_id", "The order id.", "Primary key of stg_orders"))
JOINED = (", and its meaning, grain and nulls are as documented.",
          ", with the unit and values of {c} already stated.",
          ", so the source, timing and null handling of {c} are covered.")


@pytest.mark.parametrize("fact", FACTS)
@pytest.mark.parametrize("joined", JOINED)
def test_a_clause_naming_aspects_beside_a_fact_adds_nothing_to_it(
        fact: tuple[str, str, str], joined: str) -> None:
    """The clause adds nothing: the sentence reads as the fact alone, or, where the clause
    speaks of the text's own standing ("… are covered"), the sentence is about the text and
    earns nothing, so the description reads as its weak base alone."""
    name, weak, said = fact
    control = column(name, f"{weak} {said}.")
    attempt = column(name, f"{weak} {said}{joined.format(c=name)}")
    assert scores(attempt) in (scores(control), scores(column(name, weak)))
    assert [c.id for c in CRITERIA if proven(attempt, c.id)] \
        or not [c.id for c in CRITERIA if proven(control, c.id)]


@pytest.mark.parametrize("sentence", [
    "The meaning of ordered_at are settled upstream.",  # one aspect, found by the property
    "The time zone of ordered_at is defined above.",
    "The values of ordered_at are documented elsewhere.",
])
def test_a_pointer_to_where_an_aspect_is_told_tells_nothing(sentence: str) -> None:
    assert told_text(f"Timestamp. {sentence}", "ordered_at fct_orders") == \
        told_text("Timestamp.", "ordered_at fct_orders")


@pytest.mark.parametrize(("name", "text"), [
    ("status", "Status. Values placed, shipped, delivered from stg_orders."),
    ("amount", "Numeric column in the original currency."),
    ("shipped_at", "Null when the order was never shipped."),
    ("status", "Une ligne par commande ; null quand la commande est annulée."),
    ("amount", "Unit: cents."),
    ("created_at", "Time zone: UTC."),
    ("revenue", "Source: Shopify."),
    ("fct_orders", "Grain: one row per order."),
    ("order_source", "Source of the order: web, app or phone."),
    ("leg_status", "Operational state of the leg: scheduled, departed, arrived, cancelled or "
                   "diverted."),
    ("tou_band", "Returns the time-of-use band for an interval."),
    ("masked_name", "Names with slurs are masked upstream."),
])
def test_a_clause_that_gives_the_value_keeps_its_credit(name: str, text: str) -> None:
    assert told_text(text, name) == text, read(text, name)


@pytest.mark.parametrize(("clause", "named"), [
    ("The meaning, grain, source and nulls of ordered_at are as documented.", True),
    ("Bedeutung, Granularität, Quelle und Nullwerte von ordered_at sind dokumentiert.", True),
    ("Значение, гранулярность и источник ordered_at задокументированы.", True),
    ("Null when the order was never shipped.", False),
    ("Loaded daily from Shopify.", False),
])
def test_what_names_an_aspect(clause: str, named: bool) -> None:
    names = frozenset({"ordered", "at"})
    assert names_aspects(clause, names) is named
    assert gives_value(clause, names) is not named


@pytest.mark.parametrize(("name", "text"), [
    ("credit_points", "Crèdits. Aquesta definició és la de referència del catàleg i totes les "
                      "altres columnes s'hi alineen; no presenta cap ambigüitat."),
    ("final_grade_pct", "Nihai not yüzdesi. Bu tanım, modeldeki diğer tüm sütunlar için "  # noqa: RUF001
                        "referans alınan tanımdır."),  # noqa: RUF001
    ("final_grade_pct", "Nota final. Esta definição serve de referência para as demais colunas "
                        "do modelo."),
])
def test_a_clause_about_the_text_itself_tells_nothing(name: str, text: str) -> None:
    """"This definition is the reference for the other columns" speaks of the text, whatever
    data word rides in it."""
    label = text.split(". ", maxsplit=1)[0] + "."
    assert told_text(text, name) == told_text(label, name)
