"""After a label, an aspect counts only where it is told of the thing documented.

"Fitch rates stg_orders AAA with a stable outlook since 2020." holds a date bound ("since"),
"EU energy class A+++ for stg_orders: 0 kWh of confusion per year." a unit and a grain: each
an aspect's word, yet said of a credit rating or an energy label, whose figures are that
field's, not the column's values. The property, over sentences drawn from a grammar whose
subject is another field's noun (a check-up, a rating, a horoscope, a jury, a medal, in the
languages the reading reads) carrying aspect words, figures, units, dates and names: appended
to a weak description, such a sentence never raises an offline score nor gains a pass, and a
judge's pass on the padded text does not stand. Honest short descriptions people passed in
the gold sets, a label and a sentence whose subject is the thing, keep their pass.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gate.docs.artifacts import Artifact
from gate.docs.judges.floor import proven
from gate.docs.judges.offline.telling.aspects_told import aspects_told, tells_of_the_thing
from gate.docs.judges.offline.telling.told import told
from gate.docs.judges.offline.telling.told_of import about_the_thing
from tests.docs.addressing.test_nothing_earns_credit import CRITERIA, scores
from tests.docs.judges.offline.earned_credit import column

#: (model, column, weak description): each a label that fails a criterion offline.
WEAK = (
    ("stg_orders", "order_id", "The order id."),
    ("dim_customers", "email", "Email."),
    ("stg_payments", "amount", "The amount."),
    ("stg_orders", "status", "The status."),
)
#: Another field's noun phrase, the subject of the sentence: what it speaks of.
SUBJECTS = ("Annual checkup", "The horoscope", "A chess rating", "Moody's", "The jury",
            "Lab panel", "EU energy label", "Box office", "Tarot reading", "Summit push",
            "Trust account", "Gas safety certificate", "Apollo mission", "Fire inspection",
            "Lloyd's underwriters", "Etiqueta energética", "Bilan de santé", "Energielabel",
            "Medalha de ouro", "Gewinner des Hackathons", "Olympic gold")
#: How the subject is tied to the model: a topic before a colon, or a verb.
LINKS = (" of {model}: ", " for {model}: ", " on {model}, ", " rates {model} ", ": ",
         " de {model} : ", " van {model}: ")
#: What is said of the subject, each with an aspect's word, a figure, a unit, a date or a name.
PREDICATES = ("pulse 60 per minute", "0 kWh of doubt per year", "AAA since 2021",
              "valid until 2030", "9.79 seconds from lane 4", "every marker in range",
              "unbeaten in 212 games weekly", "cleared by Dr. Patel daily", "from Cape Canaveral",
              "12 counts of vagueness", "2850 since 2019", "1,000 USD credited",
              "0 defects weekly", "one of 57 entries", "null anomalies", "en rango desde 2021",
              "dans la norme depuis 2021", "geldig tot 2030", "8,611 metres via the south col")


@cache
def _sways() -> st.SearchStrategy[str]:
    def sentence(subject: str, link: str, first: str, more: list[str]) -> str:
        return subject + link + ", ".join((first, *more)) + "."
    return st.builds(sentence, st.sampled_from(SUBJECTS), st.sampled_from(LINKS),
                     st.sampled_from(PREDICATES), st.lists(st.sampled_from(PREDICATES),
                                                           max_size=2))


def test_the_grammar_gives_signs_of_aspects_said_of_other_things() -> None:
    """The property is about aspects told of another thing: the predicates hold an aspect's
    word, the subjects are read as another thing, and the same predicates said of the thing
    itself count."""
    names = frozenset({"order", "id", "stg", "orders"})
    assert all(aspects_told(predicate) for predicate in PREDICATES)
    for subject in SUBJECTS:
        sentence = f"{subject} for stg_orders: AAA since 2021."
        assert not tells_of_the_thing(sentence, frozenset({"order", "id"}), names), sentence
    assert tells_of_the_thing("Set since 2021, from stg_payments.", frozenset({"order", "id"}),
                              names)
    assert tells_of_the_thing("Order status: one of placed or shipped.", frozenset({"status"}),
                              frozenset({"status", "stg", "orders"}))


@pytest.mark.parametrize(("sentence", "about"), [
    ("Annual checkup of dim_customers: pulse 60 per minute.", False),
    ("Fitch rates stg_orders AAA with a stable outlook since 2020.", False),
    ("Opened at $212M from 4,100 theaters, No.", False),
    ("1 at the box office for 3 weeks.", False),
    ("Acquitted by the jury on all 12 counts of vagueness in 2024.", False),
    ("Star rating from 1 to 5 the customer gave the chat.", True),
    ("Amount charged to the card, in cents.", True),
    ("If not provided, `Unknown` is used.", True),
    ("It is null since the 2021 migration.", True),
    ("Cents, from stg_payments.", True),
    ("'placed' means the order is in.", True),
    ("1 when the red team marked the sample.", True),
])
def test_the_subject_is_read_on_structure(sentence: str, about: bool) -> None:
    """The subject is the opening noun phrase's head, after glue and figures, or the topic
    before a colon; an opening aspect's word, pronoun or value is the thing itself."""
    vocabulary = frozenset({"rating", "amount", "status", "order", "fct", "example"})
    signs = frozenset(word for word in ("from", "in", "cents", "if", "null", "since", "means",
                                        "when", "per", "weeks", "counts")
                      if word in sentence.lower())
    assert about_the_thing(sentence, vocabulary, signs) is about


@cache
def _bare_scores(weak: tuple[str, str, str]) -> dict[str, tuple[float | None, bool]]:
    model, name, text = weak
    return scores(column(name, text, model))


@settings(max_examples=16, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(WEAK), st.sampled_from(("stg_orders", "dim_customers", "stg_payments")),
       st.lists(_sways(), min_size=1, max_size=2))
def test_a_verdict_from_another_field_never_raises_a_weak_description(
        weak: tuple[str, str, str], named: str, sways: list[str]) -> None:
    model, name, text = weak
    bare = _bare_scores(weak)
    padded = column(name, " ".join((text, *(sway.format(model=named) for sway in sways))),
                    model)
    for criterion, (score, passed) in scores(padded).items():
        assert (score or 0.0) <= (bare[criterion][0] or 0.0), (criterion, padded.text)
        assert passed <= bare[criterion][1], (criterion, padded.text)
    assert any(proven(padded, criterion.id) is not None for criterion in CRITERIA), padded.text


@pytest.mark.parametrize("sway", [
    "Annual checkup: null anomalies, 0 kWh of doubt per year.",
    "A chess rating of stg_orders: null anomalies, pulse 60 per minute, pulse 60 per minute.",
    "Lab panel for stg_orders: null anomalies, 9.79 seconds from lane 4.",
])
def test_a_topic_stays_with_the_value_it_labels(sway: str) -> None:
    """Examples the property found: the value after a topic's colon ("null anomalies") was
    kept without its topic, and the clauses after it were then read as said of the column.
    The topic stays with the value it labels, so the sentence is read as said of it."""
    weak = WEAK[0]
    model, name, text = weak
    bare = _bare_scores(weak)
    for criterion, (score, passed) in scores(column(name, f"{text} {sway}", model)).items():
        assert (score or 0.0) <= (bare[criterion][0] or 0.0), criterion
        assert passed <= bare[criterion][1], criterion


@pytest.mark.parametrize("sway", [
    "A chess rating rates stg_orders null anomalies, 0 kWh of doubt per year.",
    "Trust account rates stg_orders null anomalies, one of 57 entries.",
    "The jury rates stg_orders null anomalies, 12 counts of vagueness, 2850 since 2019.",
])
@pytest.mark.parametrize("weak", [WEAK[0], WEAK[3]])
def test_a_figure_goes_with_the_opening_clause_that_named_its_subject(
        sway: str, weak: tuple[str, str, str]) -> None:
    """Examples the property found: the opening clause names another thing and an aspect
    without its value, so it is left out; the figure after it ("0 kWh of doubt per year") was
    kept alone and read as said of the column. It is said of the opening's subject, and goes
    with it."""
    model, name, text = weak
    bare = _bare_scores(weak)
    padded = column(name, f"{text} {sway}", model)
    assert told(padded) == text
    for criterion, (score, passed) in scores(padded).items():
        assert (score or 0.0) <= (bare[criterion][0] or 0.0), criterion
        assert passed <= bare[criterion][1], criterion


def test_a_figure_after_an_aspect_of_the_thing_itself_keeps_its_credit() -> None:
    """An opening clause that names only the thing's aspect ("Its nulls are as documented")
    is left out as before, and the figure after it is the thing's: it is still read."""
    for aspect, figure in (("nulls are", "0 when a guest placed the order."),
                           ("grain is", "1 row per order placed in the shop.")):
        text = f"The order id. Its {aspect} as documented, {figure}"
        assert told(column("order_id", text, "stg_orders")) == f"The order id. {figure}"


@pytest.mark.parametrize(("kind", "model", "name", "text"), [
    ("column_description", "dim_accounts", "currency",
     "Account currency. EUR for DE and NL accounts; PLN for PL accounts."),
    ("argument_description", "macro_business_days", "business_days_between.calendar",
     "Optional. Defaults to 'TARGET2'; 'PL' uses the Polish banking calendar."),
    ("entity_description", "sm_card_transactions", "card_transaction",
     "Primary entity; card_txn_id, one per settled transaction."),
    ("argument_description", "macro_kwh_to_mwh", "kwh_to_mwh.rounding",
     "Optional. Decimal places to round to; omit for no rounding."),
])
def test_honest_short_passes_of_the_gold_sets_keep_what_they_tell(
        kind: str, model: str, name: str, text: str) -> None:
    """Gold passes of a label and a sentence whose subject is the thing (a value, a key, an
    opening aspect's word): reading the subject takes nothing from what they tell (as told
    of a model, where no subject is read)."""
    artifact = Artifact(f"x.{name}.description", kind, text, "models/x.yml", 3, model,
                        subject=name)
    assert told(artifact) == told(replace(artifact, kind="model_description"))
    assert told(artifact).count(" ") >= 3


def test_a_fragment_that_tells_a_source_is_no_label() -> None:
    """"Stored using Rudderstack." after an opening the reader left out tells where the data
    is kept: what follows it is not read as what follows a label."""
    text = ("Mattermost server and webapp telemetry data. Stored using Rudderstack. Rudderstack "
            "documentations offers an\nin-depth documentation of the [warehouse schema]"
            "(https://www.rudderstack.com/docs/).\n\nThis schema contains RC data.\n")
    source = Artifact("source.mm_telemetry_rc.description", "source_description", text,
                      "models/x.yml", 3, "mm_telemetry_rc", subject="mm_telemetry_rc")
    assert told(source).startswith("Stored using Rudderstack. in-depth documentation")
    assert scores(source)["clarity"][1]
