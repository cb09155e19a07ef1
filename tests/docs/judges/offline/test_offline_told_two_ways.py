"""One fact told two ways in one project: a pager number, a source's cadence in a list of
sources, a rate's denominator, a rate worked out by another power of ten, a value of a list,
a timestamp called a date, an amount in no currency among amounts in one, and tax in an amount
its product leaves out. Each defect is tried beside a text that passes, in a ferry line's and a
zoo's runbooks and a brewery's and a car rental firm's models."""

from __future__ import annotations

import pytest

from tests.docs.judges.offline.test_offline_context import data_test, judged
from tests.docs.judges.offline.test_offline_reading import column, section

# --- A runbook's sections --------------------------------------------------------------------

FERRY_CONTACTS = section("Contacts", "- Terminal operations duty manager: pager 5120, 24/7.\n"
                         "- Ticketing vendor problems: #ticketing on Slack; out of hours use "
                         "the vendor pager 5188.", model="ferry_load")


@pytest.mark.parametrize(("body", "passes"), [
    ("If the manifest load fails twice, page the terminal operations duty manager (pager 5102) "
     "before the first sailing.", False),
    ("If the manifest load fails twice, page the terminal operations duty manager (pager 5120) "
     "before the first sailing.", True),
    # other people on another number is no contradiction
    ("If the gangway sensor feed fails, call the harbour master's office (phone 5550 1234).",
     True),
])
def test_a_pager_number_another_section_gives_the_same_people_otherwise_fails(
        body: str, passes: bool) -> None:
    verdict = judged(section("Failed loads", body, model="ferry_load"), "md-consistency",
                     FERRY_CONTACTS)
    assert verdict.passed is passes, verdict.reasoning


FERRY_SCHEDULE = section("Schedule", "The nightly job starts at 02:00 and must finish by 05:00. "
                         "Sources land before the run: Navis pulls at 01:15 (nightly file), the "
                         "booking system at 01:40, gate scanners every 5 minutes.",
                         model="ferry_load")


@pytest.mark.parametrize(("body", "passes"), [
    ("Navis pulls land every 5 minutes, so if `source:navis` is more than an hour stale, "
     "restart the terminal interface.", False),
    ("Navis pulls land once a night, so if `source:navis` is more than a day stale, restart "
     "the terminal interface.", True),
    ("Gate scanner reads land every 5 minutes, so if `source:scanners` is more than an hour "
     "stale, restart the scanner bridge.", True),
])
def test_a_cadence_read_against_its_own_clause_of_a_list_of_sources(body: str,
                                                                     passes: bool) -> None:
    verdict = judged(section("When Navis is late", body, model="ferry_load"), "md-consistency",
                     FERRY_SCHEDULE)
    assert verdict.passed is passes, verdict.reasoning


ZOO = [section("Benchmarks", "Our keeper-reported injury rate was 4.1 incidents per 1,000 "
               "keeper shifts in spring.", model="zoo_safety"),
       section("Worked example", "The reptile house in May: 3 incidents and 800 keeper shifts, "
               "so 3 / 800 x 1,000 = 3.75 incidents per 1,000 keeper shifts.",
               model="zoo_safety")]


@pytest.mark.parametrize(("body", "passes"), [
    ("Each bar is incidents per 1,000 visitor hours for one house and month.", False),
    ("Each bar is incidents per 1,000 keeper shifts for one house and month.", True),
    # a qualified base is the same base
    ("Each bar is incidents per 1,000 keeper shifts worked for one house and month.", True),
])
def test_a_rate_over_another_denominator_than_two_sections_give_fails(body: str,
                                                                       passes: bool) -> None:
    verdict = judged(section("Reading the chart", body, model="zoo_safety"), "md-consistency",
                     *ZOO)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("body", "passes"), [
    ("The aquarium in June: 6 incidents and 1,500 keeper shifts, so 6 / 1,500 x 100 = 0.4 "
     "incidents per 1,000 keeper shifts.", False),
    ("The aquarium in June: 6 incidents and 1,500 keeper shifts, so 6 / 1,500 x 1,000 = 4.0 "
     "incidents per 1,000 keeper shifts.", True),
])
def test_a_rate_worked_out_by_another_power_of_ten_than_it_names_fails(body: str,
                                                                        passes: bool) -> None:
    verdict = judged(section("Second example", body, model="zoo_safety"), "md-consistency",
                     ZOO[0])
    assert verdict.passed is passes, verdict.reasoning


# --- A model's columns -----------------------------------------------------------------------

@pytest.mark.parametrize(("text", "passes"), [
    # a value of several parts is named whole, so the list is the whole set
    ("Unit of the flow reading: mL, L, hL, or hL/h for the pump rate.", True),
    ("Unit of the flow reading: L or hL.", True),
    # a word after a value is what the value is, not another value
    ("Kind of reading: hop_addition step, dry_hop, or whirlpool.", True),
    # a list with an Oxford comma is read to its last value
    ("Kind of reading: in-kettle, dry-hopped, or whirlpool.", False),
])
def test_a_list_of_values_is_read_whole(text: str, passes: bool) -> None:
    name = "flow_unit" if "flow" in text else "reading_kind"
    values = ["mL", "L", "hL", "hL/h"] if name == "flow_unit" else \
        ["hop_addition", "dry_hop", "whirlpool"]
    verdict = judged(column(name, text), "consistency",
                     data_test("accepted_values", name, values=values))
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("name", "text", "passes"), [
    ("returned_at", "Date the car was returned to the branch.", False),
    ("returned_at", "Date and time the car was returned to the branch, in UTC.", True),
    ("returned_at", "When the car was returned to the branch, in branch local time.", True),
    ("return_date", "Timestamp of the return at the branch.", False),
    ("return_date", "Calendar day the car was returned, in the branch's zone.", True),
])
def test_a_column_called_another_type_than_its_suffix_makes_it_fails(
        name: str, text: str, passes: bool) -> None:
    verdict = judged(column(name, text, model="fct_rentals"), "consistency",
                     column("rental_id", "One rental agreement.", model="fct_rentals"))
    assert verdict.passed is passes, verdict.reasoning


RENTAL_AMOUNTS = (column("daily_rate_eur", "Rate per rental day in EUR.", model="fct_rentals"),
                  column("deposit_eur", "Card hold at pickup, in EUR.", model="fct_rentals"))


@pytest.mark.parametrize(("name", "text", "passes"), [
    ("fuel_charge_amount", "Charge for refuelling the car on return.", False),
    ("fuel_charge_amount", "Charge for refuelling the car on return, in euros.", True),
    ("fuel_charge_eur", "Charge for refuelling the car on return.", True),
])
def test_the_one_amount_in_no_currency_among_amounts_in_one_fails(name: str, text: str,
                                                                  passes: bool) -> None:
    verdict = judged(column(name, text, model="fct_rentals"), "consistency", *RENTAL_AMOUNTS)
    assert verdict.passed is passes, verdict.reasoning


@pytest.mark.parametrize(("stance", "passes"), [("including VAT", False), ("ex VAT", True)])
def test_tax_in_an_amount_its_product_leaves_out_fails(stance: str, passes: bool) -> None:
    total = column("keg_total_eur", "kegs_shipped multiplied by keg_price_eur, in EUR ex VAT.",
                   model="fct_keg_shipments")
    verdict = judged(column("keg_price_eur", f"List price of one keg in EUR, {stance}.",
                            model="fct_keg_shipments"), "consistency", total)
    assert verdict.passed is passes, verdict.reasoning


def test_an_amount_unrelated_to_another_may_take_another_stance_on_tax() -> None:
    other = column("excise_paid_eur", "Excise duty paid to customs, in EUR without VAT.",
                   model="fct_keg_shipments")
    verdict = judged(column("keg_price_eur", "List price of one keg in EUR, including VAT.",
                            model="fct_keg_shipments"), "consistency", other)
    assert verdict.passed, verdict.reasoning


def test_an_empty_accepted_value_is_named_by_no_text_and_read_at_once() -> None:
    """An `accepted_values` list may hold ''; a search for it that stepped by its length
    never moved on, and the judge never answered."""
    verdict = judged(column("cask_kind", "Kind of cask: barrel, hogshead, or puncheon."),
                     "consistency", data_test("accepted_values", "cask_kind",
                                              values=["barrel", "hogshead", "puncheon", ""]))
    assert verdict.score is not None
