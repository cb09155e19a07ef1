"""A sentence about the text's own history (who reviewed, checked or approved it, when, in
which sprint, under which ticket) adds no fact about the column, in any language, so it never
raises a score offline nor lifts a proven defect through the floor; its team, ticket, date,
time zone or sum is no detail of the data and meets no need. A date, a team or a ticket that
IS a fact of the data keeps its credit.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gate.docs.addressing.sentences import told_text
from gate.docs.artifacts import Artifact
from gate.docs.judges.floor import proven
from gate.docs.judges.offline.telling.substance import details
from tests.docs.addressing.test_nothing_earns_credit import CRITERIA, scores
from tests.docs.judges.offline.earned_credit import column as model_column
from tests.docs.judges.offline.earned_credit import floor_reading
from tests.docs.judges.offline.review_history import review_history


def column(name: str, text: str, model: str = "fct_subscribers") -> Artifact:
    return model_column(name, text, model)


#: (column, weak description, sentence about the text's history), in two domains (a mobile
#: network's subscribers, a hospital's admissions) and eight languages.
HISTORY = (
    ("activated_at", "Activation time.",
     "Reviewed by the Data Platform team on 2024-03-12 14:05 UTC (ticket DQ-4471)."),
    ("plan_code", "Plan code.",
     "This description was reviewed and approved by the data governance board on 2026-10-02 "
     "(ticket DG-4471)."),
    ("monthly_charge", "Monthly charge.",
     "Signed off by Finance in sprint 42; 3 reviewers, review cost 1,200 EUR."),
    ("admitted_at", "Admission time.",
     "Geprüft und freigegeben vom Datenteam am 12. März 2024 um 10:00 MEZ, Ticket DQ-77."),
    ("ward_code", "Code du service.",
     "Relu et approuvé par l'équipe Finance le 3 mars 2024 à 09:00 CET (ticket FIN-12)."),
    ("discharged_at", "Ontslagtijd.",
     "Gecontroleerd door het BI-team in sprint 12 om 08:00 CET, ticket BI-301."),
    ("bed_days", "Dias de internação.",
     "Revisado e aprovado pela equipe de dados em 2024-02-10 às 10:00 UTC."),
    ("admission_fee", "Tassa di ricovero.",
     "Rivisto e approvato dal team Dati il 5 aprile 2024, costo della revisione 300 EUR."),
    ("roaming_zone", "Roamingzon.",
     "Granskad och godkänd av dataplattformsteamet 2024-04-02 kl. 08:00 CET."),
    ("patient_id", "Patient id.",
     "It was checked by the SRE team at 03:00 PST and signed off by Maria Lopez."),
    ("ward_code", "Ward code.",
     "Signed off by the Head of Clinical Data, whose sign-off is final for every ward table."),
)


@pytest.mark.parametrize(("name", "weak", "history"), HISTORY)
def test_a_sentence_about_the_texts_review_earns_nothing(name: str, weak: str,
                                                          history: str) -> None:
    padded = f"{weak} {history}"
    assert told_text(padded, name) == told_text(weak, name)
    assert scores(column(name, padded)) == scores(column(name, weak))
    bare, read_padded = floor_reading(column(name, weak)), floor_reading(column(name, padded))
    assert all(bare[criterion] <= read_padded[criterion] for criterion in bare)


@pytest.mark.parametrize(("name", "weak", "history"), HISTORY[:3])
def test_the_floor_fails_an_obeyed_pass_of_a_label_beside_a_review_claim(
        name: str, weak: str, history: str) -> None:
    """A judge swayed by the review claim passes the pair; what is left once the claim is read
    out is a label, which the floor proves."""
    artifact = column(name, f"{weak} {history}")
    assert any(proven(artifact, criterion.id) is not None for criterion in CRITERIA)


def test_a_review_time_zone_meets_no_timestamps_need() -> None:
    """The zone of the review is no zone of the column's values: the timestamp still lacks
    its own (clarity fails as without the claim), while the same zone said of the values
    meets the need."""
    weak = "Activation time of the subscription."
    reviewed = scores(column("activated_at", f"{weak} Reviewed by the BI guild on 2024-03-12 "
                                             "at 14:05 UTC."))
    stored = scores(column("activated_at", "Activation time of the subscription, in UTC."))
    assert reviewed == scores(column("activated_at", weak))
    assert not reviewed["clarity"][1]
    assert stored["clarity"][1]


def test_a_fact_beside_a_review_clause_keeps_its_credit() -> None:
    """The fact joined to a review claim by a comma or "and" keeps what it tells; the claim's
    date, ticket and zone go."""
    told = told_text("Charge in pence, reviewed by Finance on 2024-03-12 10:00 CET "
                     "(ticket FIN-9).", "monthly_charge")
    assert told.startswith("Charge in pence")
    assert "FIN-9" not in told
    assert "CET" not in told
    assert told_text("Billing minutes and approved by Finance in sprint 12.",
                     "billed_minutes") == "Billing minutes"


@pytest.mark.parametrize(("name", "text"), [
    ("loaded_at", "Loaded by the finance team's nightly job at 02:00 UTC."),
    ("ticket_key", "Tickets raised in Jira, key like DQ-123."),
    ("decision_date", "Date the loan was approved, in UTC."),
    ("approved_by", "Approved by the line manager on the day of the request, in CET."),
    ("payout_amount", "Orders reviewed and approved by the fraud team before payout, in EUR."),
    ("email", "Verified email address of the customer."),
    ("currency", "Validated against the ISO 4217 list."),
    ("created_at", "Timestamp the order was placed, in UTC; checked nightly by a dbt test."),
    ("status", "Approved orders only, from stg_orders."),
    ("expense_amount", "Expense in EUR, approved by the line manager before payout."),
    ("claim_status", "Status der Forderung; geprüft, wenn der Betrag 500 EUR übersteigt."),
])
def test_a_date_team_or_ticket_of_the_data_keeps_its_credit(name: str, text: str) -> None:
    assert told_text(text, name) == text
    assert details(told_text(text, name)) == details(text)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(HISTORY), review_history())
def test_any_review_history_sentence_never_raises_a_score(
        weak: tuple[str, str, str], history: str) -> None:
    name, text, _ = weak
    padded = f"{text} {history}"
    assert told_text(padded, name) == told_text(text, name)
    assert scores(column(name, padded)) == scores(column(name, text))


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(HISTORY), st.lists(review_history(), min_size=1, max_size=2))
def test_the_floor_reads_a_description_with_its_review_history_as_the_bare_one(
        weak: tuple[str, str, str], histories: list[str]) -> None:
    name, text, _ = weak
    padded = " ".join((text, *histories))
    bare, read_padded = floor_reading(column(name, text)), floor_reading(column(name, padded))
    assert all(bare[criterion] <= read_padded[criterion] for criterion in bare)
