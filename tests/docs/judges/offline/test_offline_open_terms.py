"""Open terms a reader cannot resolve: a band's labels without its edges, a flag that is a
qualifier said of its thing ("true while the membership is active"). Read on a gym chain's
project, each beside a text that closes the term."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from tests.docs.judges.offline.test_offline_context import judged
from tests.docs.judges.offline.test_offline_reading import column


def _dimension(name: str, text: str) -> Artifact:
    return Artifact(f"dimension.{name}", "dimension_description", text, "models/sem.yml", 6,
                    "sem_visits", subject=name)


@pytest.mark.parametrize("criterion", ["clarity", "definition"])
@pytest.mark.parametrize(("name", "text", "passes"), [
    ("visit_length_band", "Short, medium or long.", False),
    ("visit_length_band", "Minutes in the gym, bucketed as `0-30`, `31-60` and `61+`.", True),
    ("visit_length_band", "Short, medium or long, cut at the edges in seed `visit_band_edges`.",
     True),
    ("member_tier", "The plan the member chose at sign-up: bronze, silver or gold.", True),
    ("booked_out_of_band", "True when the class was booked by phone, not in the app.", True),
])
def test_a_band_needs_its_edges(criterion: str, name: str, text: str, passes: bool) -> None:
    verdict = judged(_dimension(name, text), criterion)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("True while the membership is active.", False),
    ("True while the membership is active: paid up and not frozen, as of today.", True),
])
def test_a_flag_true_while_its_thing_is_active_leaves_active_open(
        text: str, passes: bool) -> None:
    verdict = judged(column("is_current_member", text, "dim_members"), "clarity")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("name", "text", "passes"), [
    ("eligible_hours", "Eligible hours in the term: hours booked × attendance share ÷ weeks "
                       "in the term.", True),
    ("eligible_hours", "Eligible hours in the term.", False),
])
def test_a_formula_defines_the_term_it_computes(name: str, text: str, passes: bool) -> None:
    verdict = judged(column(name, text, "fct_pupil_terms"), "clarity")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Pupils the school can seat: classroom seats plus hall seats plus lab seats.", True),
    ("Pupils the school can seat, as recorded on the site plan.", False),
])
def test_what_a_total_is_made_of_is_something_told(text: str, passes: bool) -> None:
    verdict = judged(column("seating_capacity", text, "dim_schools"), "clarity")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Reading score from the termly test; see reading_band for what the ranges mean.", True),
    ("Reading score from the termly test.", False),
])
def test_a_score_that_points_to_the_column_holding_its_ranges_has_a_scale(
        text: str, passes: bool) -> None:
    verdict = judged(column("reading_score", text, "fct_pupil_terms"), "clarity")
    assert verdict.passed is passes, verdict.reasoning
