"""Clarity asks what the reader needs: an amount named before a qualifier (`price_local`) its
currency, a tier its cut-offs, a rate returned by a macro its base; a window left open
("recently") or a guess left open ("a likely duplicate") is no definition, and a bare name is
no description. Each defect is tried beside a text that passes, on a transit fare system's and
a library's projects."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from tests.docs.judges.offline.test_offline_context import judged
from tests.docs.judges.offline.test_offline_reading import column


def _described(kind: str, subject: str, text: str) -> Artifact:
    return Artifact(f"{kind}.{subject}", kind, text, "models/x.yml", 1, f"x_{subject}",
                    subject=subject)


@pytest.mark.parametrize(("name", "text", "passes"), [
    ("price_local", "Price the rider paid at the machine, including sales tax where charged.",
     False),
    ("price_local", "Price the rider paid at the machine, in the currency named by "
                   "`currency_code`, including sales tax where charged.", True),
    ("loyalty_tier", "Loyalty segment: `bronze`, `silver` or `gold`, by loans in the year.",
     False),
    ("loyalty_tier", "Loyalty segment by loans in the year: `bronze` (under 10), `silver` "
                     "(10 to 24) or `gold` (25 or more).", True),
    ("is_lapsed", "True for members who haven't borrowed recently.", False),
    ("is_lapsed", "True for members with no loan in the last 180 days.", True),
    ("is_duplicate_card", "True when the card is a likely duplicate.", False),
    ("is_duplicate_card", "True when another card has the same name, birth date and address.",
     True),
])
def test_a_column_tells_what_its_kind_needs(name: str, text: str, passes: bool) -> None:
    verdict = judged(column(name, text, "dim_members"), "clarity")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("kind", "subject", "text", "passes"), [
    ("macro_description", "late_fee_rate", "Returns the late fee.", False),
    ("macro_description", "late_fee_rate", "Returns the late fee as a share of the item's "
                                           "price (0.05 is 5 %).", True),
    ("exposure_description", "circulation_report", "Used by Circulation.", False),
    ("exposure_description", "circulation_report", "Read by Circulation every Monday.", True),
    ("source_description", "koha", "Koha data.", False),
])
def test_a_resource_tells_what_it_is_not_only_whose(kind: str, subject: str, text: str,
                                                    passes: bool) -> None:
    verdict = judged(_described(kind, subject, text), "clarity")
    assert verdict.passed is passes, verdict.reasoning
