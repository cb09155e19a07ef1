"""A clause's roles are read once whatever its subject, and say what they said per subject.

`acted_on_text.roles` reads a clause with no subject's name and keeps that reading; a
subject's name only makes the clause the data's, when one of its words is among those the
reading asked about. A project's columns share their clauses, each with its own name.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings

from gate.docs.addressing.standing.acted_on_text import roles
from tests.docs.addressing.standing.mixed_sentences import NAMES, sentences


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sentences(), NAMES)
def test_a_subjects_name_only_makes_a_clauses_roles_the_datas(
        sentence: str, names: frozenset[str]) -> None:
    unnamed = roles(sentence)
    named = roles(sentence, names)
    assert named == unnamed or named.data
    # a name that shares no word's form with the clause changes nothing
    assert roles(sentence, frozenset({"zzzzqx"})) == unnamed


def test_a_word_of_the_subjects_name_makes_the_clause_the_datas_whoever_asked_first() -> None:
    clause = "Maria Lopez read it in sprint 41"
    assert roles(clause).agent
    assert roles(clause, frozenset({"maria"})).data
    assert roles(clause, frozenset({"lopezes"})).data  # a form of the word
    assert not roles(clause, frozenset({"sprint"})).data  # an event's detail is not asked
    assert roles(clause) == roles(clause, frozenset({"order"}))
