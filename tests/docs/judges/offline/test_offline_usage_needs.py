"""What a caller of a macro or argument needs: the values a macro that returns a label returns,
what a short macro text returns, an argument's type with what the type needs (a currency, a
zone), and a format its own example keeps. Each defect is tried beside a text that passes, in a
shipping line's and a veterinary clinic's macros."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from tests.docs.judges.offline.test_offline_context import judged


def macro(kind: str, name: str, text: str) -> Artifact:
    return Artifact(f"macro.{name}", kind, text, "macros/x.yml", 1, "macros", subject=name)


@pytest.mark.parametrize(("text", "passes"), [
    ("Returns the demurrage tier for a container's dwell.", False),
    ("Returns the demurrage tier for a container's dwell: 'free', 'tier_1' (days 6 to 10) or "
     "'tier_2' (day 11 on).", True),
    ("Returns the voyage leg label (e.g. ROT-SIN-02) of a booking.", True),
])
def test_a_macro_that_returns_a_label_must_say_its_values(text: str, passes: bool) -> None:
    verdict = judged(macro("macro_description", "demurrage_tier", text), "usage")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Three-letter species code whose dosing table applies (seed dosing); defaults to "
     "'CANINE'.", False),
    ("Three-letter species code whose dosing table applies (seed dosing); defaults to "
     "'CAN'.", True),
    ("Four-digit clinic number as printed on invoices, e.g. `0412`.", True),
])
def test_a_format_its_own_example_breaks_is_faulted(text: str, passes: bool) -> None:
    verdict = judged(macro("argument_description", "dose_for.species", text), "usage")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    ("Converts freight charges to EUR.", False),
    ("Returns a numeric SQL expression: the freight charge converted to EUR at the ECB rate "
     "of the invoice date.", True),
])
def test_a_macro_that_says_what_it_does_but_not_what_it_returns_is_faulted(
        text: str, passes: bool) -> None:
    verdict = judged(macro("macro_description", "to_eur", text), "usage")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("text", "passes"), [
    # a number with its currency, a timestamp with its zone: what a caller passes
    ("Numeric column in the invoice currency.", True),
    ("Timestamp column in UTC of the gate-in scan.", True),
    # a timestamp without its zone leaves the caller to guess
    ("Timestamp column of the gate-in scan.", False),
])
def test_an_argument_that_names_its_type_and_what_the_type_needs_is_told(
        text: str, passes: bool) -> None:
    verdict = judged(macro("argument_description", "to_eur.amount", text), "usage")
    assert verdict.passed is passes, verdict.reasoning


def test_a_short_macro_text_that_lists_the_values_it_maps_to_says_what_it_returns() -> None:
    text = "Maps berth status codes to their names (Free, Booked, Closed)."
    assert judged(macro("macro_description", "berth_status_name", text), "usage").passed


@pytest.mark.parametrize(("kind", "name", "text", "passes"), [
    # a library's circulation source and an observatory's telescope logs
    ("table_description", "ils.checkouts", "Checkouts from the ILS, refreshed regularly.", False),
    ("source_description", "scope_logs", "Telescope exposure logs from the dome PCs, synced "
     "periodically.", False),
    ("table_description", "ils.checkouts", "Checkouts from the ILS, refreshed regularly: every "
     "15 minutes during opening hours.", True),
    ("source_description", "scope_logs", "Telescope exposure logs from the dome PCs, copied each "
     "morning at 07:30 UTC after the night's last exposure.", True),
])
def test_a_source_refreshed_regularly_gives_no_freshness(kind: str, name: str, text: str,
                                                          passes: bool) -> None:
    verdict = judged(macro(kind, name, text), "usage")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("kind", "name", "text", "passes"), [
    # a library's interlibrary loans and an observatory's weather mast
    ("table_description", "ill.requests", "Interlibrary loan requests from the OCLC export, "
     "loaded daily.", False),
    ("source_description", "mast", "Weather mast readings from the summit station, copied "
     "nightly.", False),
    ("table_description", "ill.requests", "Interlibrary loan requests from the OCLC export, "
     "loaded daily at 05:00 UTC.", True),
    ("source_description", "mast", "Weather mast readings from the summit station, copied "
     "nightly: one row per sensor per minute of the night.", True),
])
def test_a_source_that_lands_daily_needs_its_time_or_its_grain(kind: str, name: str,
                                                                text: str, passes: bool) -> None:
    verdict = judged(macro(kind, name, text), "usage")
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("kind", "name", "text", "passes"), [
    # a library's catalogue feed and an observatory's archive: neither when nor what a row is
    ("source_description", "catalogue", "Catalogue records synced from the union catalogue.",
     False),
    ("table_description", "archive.frames", "Raw frames exported from the camera archive.",
     False),
    ("source_description", "catalogue", "Catalogue records synced from the union catalogue "
     "every hour.", True),
    ("table_description", "archive.frames", "Raw frames exported from the camera archive, one "
     "row per frame.", True),
])
def test_a_source_that_tells_neither_when_nor_what_a_row_is_fails_usage(
        kind: str, name: str, text: str, passes: bool) -> None:
    verdict = judged(macro(kind, name, text), "usage")
    assert verdict.passed is passes, verdict.reasoning
