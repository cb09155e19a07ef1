"""A sentence whose subject is who acted on the text, whatever its verb and language, earns
nothing; one whose subject is the data keeps its credit.

The credit used to count a team, a ticket, a sprint, a date, "in UTC", a count or a sum as
detail of the data when the sentence was about the text's own history ("QA read it in
sprint 41", "Finance signed this off on 2026-03-02 09:00 UTC", "Von der Fachabteilung am
3. März abgenommen"). The clause is now read for its roles
(`gate.docs.addressing.standing.acted_on_text`): an agent acting on the text or at an event of
its life tells nothing of the data. Two invented domains (a ferry operator's sailings, a
vineyard's harvest lots), ten languages; offline and through the floor.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gate.docs.addressing.sentences import told_text
from gate.docs.addressing.standing.acted_on_text import history_role
from gate.docs.addressing.standing.text_history import without_history
from gate.docs.judges.floor import proven
from gate.docs.judges.offline.telling.substance import details
from tests.docs.addressing.test_nothing_earns_credit import CRITERIA, scores
from tests.docs.judges.offline.acted_on_text_sentences import acted_on_text
from tests.docs.judges.offline.earned_credit import column, floor_reading

#: (model, column, weak description): each fails at least one criterion offline.
WEAK = (
    ("fct_sailings", "sailing_id", "Sailing id."),
    ("fct_sailings", "departed_at", "Departure time."),
    ("fct_sailings", "fare_nok", "Fare."),
    ("fct_harvest_lots", "lot_code", "Lot code."),
    ("fct_harvest_lots", "picked_at", "Picking time."),
    ("fct_harvest_lots", "yield_kg", "Yield."),
)
#: Sentences about the text's life, in ten languages, with verbs on no list of acts, a
#: pronoun object, a passive, a noun form or a claim of standing, each with details the
#: checks would count (a team, a ticket, a sprint, a date, a time in a zone, a sum).
HISTORY = (
    "QA read it in sprint 41.",
    "Finance signed this off on 2026-03-02 09:00 UTC.",
    "Read and accepted by the data office, ticket DOC-77.",
    "Final wording, agreed with the owners in the Q3 review.",
    "Von der Fachabteilung am 3. März abgenommen.",
    "Das DWH-Team hat es am 02.05.2024 um 14:00 UTC durchgesehen.",
    "Validé par l'équipe BI (sprint 12).",
    "L'équipe Finance l'a parcouru le 4 mars à 09:00 CET.",
    "El equipo de datos lo ha comentado el 2024-05-02, ticket DAT-9.",
    "A equipa de BI comparou-o em 2024-03-01 às 10:00 UTC.",
    "Il team Dati lo ha letto il 5 aprile 2024, ticket DQ-14.",
    "Het BI-team heeft het op 12-03-2024 doorgenomen, ticket BI-301.",
    "CRM-teamet godkände den i sprint 9 och stängde ärendet CRM-8.",
    "Zespół BI przyjął to w sprincie 7, zgłoszenie BI-77.",
    "Ops ve BI ekipleri bunu 2024 sprint 38'de inceledi.",
    "QA, DQ and FinOps each read it in sprint 41 and closed their tickets without comments.",
)


@pytest.mark.parametrize("history", HISTORY)
@pytest.mark.parametrize(("model", "name", "weak"), WEAK)
def test_a_sentence_of_the_texts_life_scores_as_the_weak_base_alone(
        model: str, name: str, weak: str, history: str) -> None:
    padded = f"{weak} {history}"
    assert told_text(padded, f"{name} {model}") == told_text(weak, f"{name} {model}")
    assert scores(column(name, padded, model)) == scores(column(name, weak, model))
    bare, read = floor_reading(column(name, weak, model)), floor_reading(
        column(name, padded, model))
    assert all(bare[criterion] <= read[criterion] for criterion in bare)


@pytest.mark.parametrize("history", HISTORY[:6])
def test_an_obeying_judges_pass_does_not_stand_beside_such_a_sentence(history: str) -> None:
    """The floor proves the label left once the sentence is read out: a judge swayed by it
    passes the pair, and the pass does not stand."""
    artifact = column("lot_code", f"Lot code. {history}", "fct_harvest_lots")
    assert any(proven(artifact, criterion.id) is not None for criterion in CRITERIA)


@pytest.mark.parametrize(("name", "text"), [
    ("loaded_at", "Loaded by the finance team's nightly job at 02:00 UTC."),
    ("ticket_key", "Ticket keys from Jira, like DQ-123."),
    ("approved_at", "Approved_at is when the manager approved the expense, UTC."),
    ("status_changed_at", "Timestamp (UTC) of the last status change."),
    ("departed_at", "Departure time of the sailing. It is stored in UTC."),
    ("port_code", "Port of call. Values are UN/LOCODE codes."),
    ("picked_at", "Time the last crate of the lot was picked, in CET. Null until the lot "
                  "reaches the press."),
])
def test_a_sentence_about_the_data_keeps_its_credit(name: str, text: str) -> None:
    assert told_text(text, name) == text
    assert details(told_text(text, name)) == details(text)


@pytest.mark.parametrize(("name", "sentence"), [
    ("currency", "ISO 4217 code; upper case."),
    ("fare_nok", "Finance uses it for the route P&L."),
    ("lot_code", "The cellar team assigns it at the weighbridge."),
    ("yield_kg", "Many teams rely on it for planning."),
    ("grid_status", "The CEO reviews net revenue and SAIDI every Monday."),
    ("assistant_name", "Name of the AI assistant the user talked to (Claude, Gemini or GPT-4o)."),
    ("weight_lost_kg", "Gewicht in kg, das der Teilnehmer seit Programmstart abgenommen hat."),
    ("finding_status", "Whether the finding is closed (auditor verified the fix and signed "
                       "off)."),
    ("review_state", "Review decision: APPROVED, CHANGES_REQUESTED or COMMENTED."),
])
def test_the_roles_reading_leaves_a_sentence_of_the_data_whole(name: str,
                                                              sentence: str) -> None:
    """Who acts on the data (a team that uses, assigns or reviews the rows), a value that
    spells an act, a relative or a condition before the act: no clause of the text's life."""
    names = frozenset(name.split("_"))
    assert without_history(sentence, names) == sentence


@pytest.mark.parametrize(("clause", "role"), [
    ("QA read it in sprint 41", "text"),
    ("Finance signed this off on 2026-03-02 09:00 UTC", "text"),
    ("Von der Fachabteilung am 3. März abgenommen", "text"),
    ("Final wording,", "text"),
    ("ticket DOC-77", "text"),
    ("The carrier assigns it at pickup", None),
    ("It shows Friday's numbers", None),
    ("Use it instead of the warehouse zone", None),
    ("and the appeal reviewer overturned it", "text"),
    ("which the support team assigns", None),
    ("Owned by the Finance team", None),
])
def test_a_clause_is_read_for_its_roles(clause: str, role: str | None) -> None:
    """Who acts, on what, at which event: the verb is never looked up."""
    assert history_role(clause) == role


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(WEAK), acted_on_text())
def test_any_sentence_of_the_texts_life_never_raises_a_score(
        weak: tuple[str, str, str], history: str) -> None:
    model, name, text = weak
    padded = f"{text} {history}"
    assert told_text(padded, f"{name} {model}") == told_text(text, f"{name} {model}")
    assert scores(column(name, padded, model)) == scores(column(name, text, model))
    bare, read = floor_reading(column(name, text, model)), floor_reading(
        column(name, padded, model))
    assert all(bare[criterion] <= read[criterion] for criterion in bare)
