"""What a sibling says a thing is, and what a name says: a net taken from its gross otherwise
than a sibling's text defines it, a saved query named weekly that groups by day, an entity
called by another word. Each defect is tried beside a text that passes, on a utility's
billing project."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from tests.docs.judges.offline.test_offline_context import judged
from tests.docs.judges.offline.test_offline_reading import column


def _described(kind: str, subject: str, text: str, model: str = "billing") -> Artifact:
    return Artifact(f"{kind}.{subject}", kind, text, "models/x.yml", 1, model, subject=subject)


LEVY = column("levy_eur", "Climate levy on the bill (4 % of gross_charge_eur); net_charge_eur "
              "is gross_charge_eur minus this levy.", "fct_bills")


@pytest.mark.parametrize(("text", "passes"), [
    ("What the utility keeps from the bill: gross_charge_eur minus discounts and write-offs, "
     "in EUR.", False),
    ("What the utility keeps from the bill: gross_charge_eur minus the levy, in EUR.", True),
])
def test_a_difference_a_sibling_defines_otherwise_is_inconsistent(text: str,
                                                                  passes: bool) -> None:
    verdict = judged(column("net_charge_eur", text, "fct_bills"), "consistency", LEVY)
    assert verdict.passed is passes, verdict.reasoning


def test_a_metric_defined_in_a_siblings_prose_is_held_to_it() -> None:
    levy = _described("metric_description", "levy_total", "Climate levy on bills (4 % of "
                      "gross charges); net charge is gross charges minus this levy and minus "
                      "write-offs.")
    short = _described("metric_description", "net_charge", "Gross charges minus write-offs, "
                       "in EUR.")
    whole = _described("metric_description", "net_charge", "Gross charges minus the levy and "
                       "minus write-offs, in EUR.")
    assert not judged(short, "consistency", levy).passed
    assert judged(whole, "consistency", levy).passed


@pytest.mark.parametrize(("text", "passes"), [
    ("Billed volume and charges by district, grouped by day, for the last 90 days.", False),
    ("Billed volume and charges by district and ISO week, for the last 26 weeks.", True),
])
def test_a_saved_query_named_for_a_period_that_groups_by_another_is_inconsistent(
        text: str, passes: bool) -> None:
    query = _described("saved_query_description", "weekly_charges_by_district", text,
                       "saved_queries")
    assert judged(query, "consistency").passed is passes
    assert judged(query, "definition").passed is passes


@pytest.mark.parametrize(("text", "passes"), [
    ("The customer who holds the supply contract.", False),
    ("The account holding the supply contract; one per contract.", True),
])
def test_an_entity_called_by_another_word_is_inconsistent(text: str, passes: bool) -> None:
    verdict = judged(_described("entity_description", "account", text, "sm_bills"),
                     "consistency")
    assert verdict.passed is passes, verdict.reasoning
