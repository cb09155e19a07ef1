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
from tests.docs.judges.offline.test_offline_scales_and_repeats import _test


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


# --- What the reader needs, read in more places ---------------------------------------------

@pytest.mark.parametrize(("name", "text", "passes"), [
    ("fraud_score", "Model probability (0 to 1) that the refund is fraudulent; 0.8 or more holds "
                    "the payout.", True),
    ("currency_code", "ISO 4217 code of `fine_amount`, e.g. `EUR`, `SEK`.", True),
    ("route_id", "GTFS route_id of the bus line, e.g. `22`.", True),
])
def test_a_probability_a_code_shown_as_a_value_and_a_standard_named_as_such_are_clear(
        name: str, text: str, passes: bool) -> None:
    between = _test("dbt_expectations.expect_column_values_to_be_between", name,
                    model="fct_refunds", min_value=0, max_value=1)
    held = (between,) if name.endswith("_score") else ()  # a share: it needs a base
    verdict = judged(column(name, text, "fct_refunds"), "clarity", *held)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Members with at least one loan starting on the UTC day; staff cards excluded.", True),
    ("Of the members who joined in month M, the share who borrowed again in M+1; members "
     "younger than a month are excluded.", True),
])
def test_a_metric_that_says_its_day_or_its_share_in_prose_is_defined(text: str,
                                                                      passes: bool) -> None:
    metric = _described("metric_description", "daily_borrowers", text)
    assert judged(metric, "definition").passed is passes


@pytest.mark.parametrize(("kind", "text", "passes"), [
    ("exposure_description", "Feeds the monthly fines sheet per branch (`north`, `south`), "
                             "owned by the relevant stakeholders in Finance.", False),
    ("exposure_description", "Feeds the monthly fines sheet per branch (`north`, `south`), "
                             "owned by the finance controller (Ana Ruiz).", True),
])
def test_a_party_left_unnamed_is_no_owner(kind: str, text: str, passes: bool) -> None:
    verdict = judged(_described(kind, "fines_sheet", text), "usage")
    assert verdict.passed is passes, verdict.reasoning
