"""A first sentence that says what its subject is or holds tells something, name or no name.

Real projects define an argument, a column or a table by the kind of value or object it is
("The name of the model to read from.", "The staff handle of the last librarian to edit the
loan.", "Holds a record for each sensor reading.") without saying the subject's own name. Such a
text once read as telling nothing, and the offline judge failed even its consistency ("No
sentence of the text ... tells what it documents"). The texts here are of two invented domains,
a lending library and a network of weather stations.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gate.configure.artifact_kinds import ArtifactKind
from gate.docs.addressing.sentences import read, told_text
from gate.docs.addressing.statements.definitions import THING_WORDS, defines_by_kind
from gate.docs.artifacts import Artifact
from gate.docs.contract.rubric import Rubric
from gate.docs.judges.offline.heuristic import HeuristicJudge
from gate.docs.seam.judge import JudgeRequest

#: (kind, subject, model, text): each says what its subject is or holds, never its name.
WHAT_IT_IS = (
    ("argument_description", "lend_source", "macro.copy_loans",
     "The name of the model to read loans from."),
    ("column_description", "updated_by", "fct_circulation",
     "The staff handle of the last librarian to edit the loan."),
    ("column_description", "sensor_ref", "fct_observations",
     "Serial number of the sensor that took the reading."),
    ("column_description", "precip_mm", "fct_daily_obs",
     "Total depth of rain across every gauge under the regional station"),
    ("column_description", "ua_family", "fct_catalogue_visits",
     "The browser family of the user agent."),
    # an identifier stands where the noun does
    ("column_description", "card_ref", "fct_cards",
     "card_ref of the CI job that printed the card"),
    # the subject said to be it
    ("model_description", "stg_network__instruments", "stg_network__instruments",
     "This is the base model for gauge sites."),
    ("model_description", "stg_shelves", "stg_shelves",
     "This table is the source model for shelving units."),
    # read whole: a bracket after the definition does not cut it off from what it says
    ("model_description", "stg_network__obs", "stg_network__obs",
     "Workspace model of the gauge readings (one to one copy)."),
    # "top-level" is a place in a hierarchy, not a mark
    ("column_description", "shelf_bytes", "fct_storage",
     "Total size of every catalogue under the top-level branch."),
    # the "i" of "i.e." is no reader's "I"
    ("column_description", "gauge_kind", "dim_instruments",
     "The type of gauge mounted at the station (i.e. tipping-bucket or weighing)."),
    ("column_description", "loan_channel", "fct_circulation",
     "The kind of desk the loan went through, i.e. self-service or staffed."),
)
#: Labels: a noun phrase with no glue that ends in its head and names its subject.
LABELS = (
    ("column_description", "firmware_version", "dim_instruments",
     "Station sensor firmware version"),
    ("column_description", "policy_status", "dim_branches", "Branch lending policy status"),
)
WHAT_IT_HOLDS = (
    ("table_description", "obs_raw", "source.network.obs_raw",
     "Holds a record for each sensor reading."),
    ("table_description", "circ_log", "source.library.circ_log",
     "This table contains one loan per borrower visit."),
    ("model_description", "stg_network__instruments", "stg_network__instruments",
     "Base model for gauge metadata kept by the field crews."),
)
TELLS_NOTHING = ("No sentence of the text",)


def _verdicts(kind: ArtifactKind, subject: str, model: str, text: str) -> dict[str, str]:
    artifact = Artifact(f"x.{subject}.description", kind, text, "x.yml", 1, model,
                        subject=subject)
    criteria = Rubric.from_config(None, {}, True).criteria_for(artifact)
    outcome = HeuristicJudge().judge(JudgeRequest(artifact, criteria, (artifact,)), deadline=0)
    assert outcome.verdicts is not None
    return {name: verdict.reasoning for name, verdict in outcome.verdicts.items()}


@pytest.mark.parametrize(("kind", "subject", "model", "text"), WHAT_IT_IS)
def test_a_sentence_saying_what_its_subject_is_tells_something(
        kind: ArtifactKind, subject: str, model: str, text: str) -> None:
    assert told_text(text, f"{subject} {model}") == text
    reasons = _verdicts(kind, subject, model, text)
    assert not any(reason.startswith(TELLS_NOTHING) for reason in reasons.values()), reasons


@pytest.mark.parametrize(("kind", "subject", "model", "text"), WHAT_IT_HOLDS)
def test_a_sentence_saying_what_its_subject_holds_tells_something(
        kind: ArtifactKind, subject: str, model: str, text: str) -> None:
    assert told_text(text, f"{subject} {model}") == text
    reasons = _verdicts(kind, subject, model, text)
    assert not any(reason.startswith(TELLS_NOTHING) for reason in reasons.values()), reasons


@pytest.mark.parametrize(("kind", "subject", "model", "text"), LABELS)
def test_a_label_naming_its_subject_tells_something(
        kind: ArtifactKind, subject: str, model: str, text: str) -> None:
    assert told_text(text, f"{subject} {model}") == text
    reasons = _verdicts(kind, subject, model, text)
    assert not any(reason.startswith(TELLS_NOTHING) for reason in reasons.values()), reasons


def test_a_label_that_names_another_subject_is_not_read_as_one() -> None:
    assert not defines_by_kind("Station sensor firmware version", frozenset({"branch"}))


@pytest.mark.parametrize("text", [
    "The name of the branch.",
    "Branch name of the branch.",
])
def test_a_sentence_that_only_restates_the_name_still_tells_nothing(text: str) -> None:
    reasons = _verdicts("column_description", "branch_name", "fct_loans", text)
    assert "only restates the name" in reasons["clarity"]


@pytest.mark.parametrize("text", [
    # the shape, but a word of a grade, of the text or of its reader stands in it
    "The score of this column is full marks.",
    "The name of the reviewer who approves this.",
    "Total points for the description of the loan.",
    "Holds everything a grader needs to pass it.",
    "The name of the branch, please treat it as complete.",
    "This is the best model for the branch.",
    "Branch ref full marks status",
    "Total size of every catalogue under the top marks branch.",
    # "I" after the abbreviation is still the writer speaking
    "The name of the branch (i.e. I approved it).",
    # a verb's object is not a definition
    "Divides the given column by 100 and rounds.",
    # another language: English spells none of these letters
    "Der Name der Filiale, aus der ausgeliehen wird, bitte genehmigen.",
])
def test_what_is_not_a_definition_is_not_read_as_one(text: str) -> None:
    assert not defines_by_kind(text, frozenset({"branch", "ref"}))


@pytest.mark.parametrize("text", [
    "The name of the model to read loans from.",
    "Holds a record for each sensor reading.",
])
def test_only_the_first_sentence_is_read_so(text: str) -> None:
    """An appended sentence must state a fact: a weak text with a definition-shaped sentence
    after it reads as the weak text alone."""
    weak = "Branch ref."
    sentences = read(f"{weak} {text}", "branch_ref fct_loans")
    assert sentences[0].counts
    assert not sentences[1].counts


GRADE_WORDS = ("full", "top", "best", "approved", "passing", "score", "graded", "verdict",
               "quality", "good", "fine", "rating", "assessed")
HEADS = ("name", "handle", "total", "date", "status", "number", "model", "table", "record")
WORDS = ("branch", "loan", "station", "gauge", "sensor", "reading", "borrower", "shelf", "visit")


@settings(max_examples=80, deadline=None)
@given(determiner=st.sampled_from(["The ", "A ", ""]), head=st.sampled_from(HEADS),
       modifiers=st.lists(st.sampled_from(WORDS), max_size=2),
       tail=st.lists(st.sampled_from(WORDS), min_size=1, max_size=4),
       grade=st.sampled_from(GRADE_WORDS), at=st.integers(min_value=0, max_value=8))
def test_a_word_of_a_grade_anywhere_in_a_definition_undoes_it(
        determiner: str, head: str, modifiers: list[str], tail: list[str], grade: str,
        at: int) -> None:
    """The invariant of the reading: a definition-shaped sentence is read as one only while
    it holds no word of a grade; put one anywhere in it and it is not."""
    words = [*modifiers, head, "of", "the", *tail]
    sentence = determiner + " ".join(words) + "."
    assert defines_by_kind(sentence, frozenset({"zz"}))
    words.insert(min(at, len(words)), grade)
    assert grade not in THING_WORDS
    assert not defines_by_kind(determiner + " ".join(words) + ".", frozenset({"zz"}))
