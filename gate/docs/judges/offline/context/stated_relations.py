"""What a column's text states about its model's other columns, read against what they hold.

| check                 | score | the description …                                            |
|-----------------------|-------|--------------------------------------------------------------|
| another operation     | 0.3   | gives its column as `a ÷ b` where the model's expression    |
|                       |       | test holds `a * b` (or the other way round)                  |
| another comparison    | 0.3   | says "greater than or equal to" where the expression test   |
|                       |       | that defines the flag compares strictly (or the other way)   |
| another currency      | 0.3   | is named for a currency (`_usd`) and says another one (by    |
|                       |       | its code or in words: "in US dollars" for `cost_eur`), or    |
|                       |       | "the invoice currency"                                       |
| no currency           | 0.35  | is money by its name's suffix (`rebate_amount`), names no    |
|                       |       | currency, where the model's other money columns are all      |
|                       |       | named for one (`gross_charge_aud`, `net_billed_aud`)         |
| another measure       | 0.3   | is named for a measure (`due_flight_hours`), never says it, |
|                       |       | and gives the name's word another ("flight cycles")          |
| a sibling's meaning   | 0.35  | opens with another column's name in words ("Ticket number   |
|                       |       | of …" for `pnr`, beside `ticket_number`)                     |
| an absent alternative | 0.3   | sends the reader to another column "instead" ("which use     |
|                       |       | entry_into_service_date instead") the model does not declare |

Each reads the column's own text and the model's expressions and declared columns, which the
model's index holds: the cost is linear in the text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from itertools import pairwise

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared import lexicon as lx
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.seam.score_levels import GRAVE, SERIOUS

#: The words a text joins two columns with, by the operation they name.
OPERATION = {"×": "*", "*": "*", "x": "*", "times": "*", "multiplied by": "*",
             "÷": "/", "/": "/", "divided by": "/", "over": "/"}
SAID_OPERATION = lazy_pattern(r"([a-z][a-z0-9_]*_[a-z0-9_]+)\s*(×|\*|x|times|multiplied by|÷|/|"
                              r"divided by|over)\s*([a-z][a-z0-9_]*_[a-z0-9_]+)")
#: `col = a * b`, or within a tolerance: `abs(col - a * b) < 1`.
TESTED_OPERATION = lazy_pattern(r"^\s*(?:abs\(\s*)?([a-z]\w*)\s*(?:=|-)\s*\(?\s*([a-z]\w*)\s*"
                                r"([*/])\s*([a-z]\w*)\s*\)?\s*(?:\)\s*<=?\s*[\d.]+\s*)?$")
#: A flag defined as a comparison of two columns: `is_late = (a > b)`.
TESTED_COMPARISON = lazy_pattern(r"^\s*([a-z][\w]*)\s*=\s*\(?\s*([a-z][\w]*)\s*(>=|>|<=|<)\s*"
                                 r"([a-z][\w]*)\s*\)?\s*$")
#: Comparisons in words, with whether they include equality.
SAID_COMPARISON = {"greater than or equal to": True, "at least": True, "or more": True,
                   "no less than": True, "greater than": False, "more than": False,
                   "exceeds": False, "above": False, "over": False}
CURRENCY_CODES = frozenset({"usd", "eur", "gbp", "chf", "jpy", "cad", "aud", "sek", "nok",
                            "dkk", "pln", "cny", "inr", "brl", "mxn", "nzd", "sgd", "hkd"})
SOME_OTHER_CURRENCY = lx.words_pattern(
    r"(?:the )?(?:invoice|invoiced|local|original|transaction|billing|source|supplier|vendor|"
    r"booking|payment)(?:'s)? currency")


def _sides(expressions: Iterable[str], pattern: re.Pattern[str], subject: str) -> \
        Iterator[tuple[str, str, str]]:
    for expression in expressions:
        found = pattern.match(expression.lower())
        if found and found.group(1) == subject:
            yield found.group(2), found.group(3), found.group(4)


def operation_disagrees(subject: str, text: str, expressions: tuple[str, ...]) -> \
        Iterator[Finding]:
    low = text.lower()
    for left, operator, right in _sides(expressions, TESTED_OPERATION, subject.lower()):
        for said in SAID_OPERATION.finditer(low):
            if {said.group(1), said.group(3)} == {left, right} and \
                    OPERATION[said.group(2)] != operator:
                yield Finding(GRAVE, quote(text), f"The text joins {left} and {right} by "
                              f"{said.group(2)!r}, but the model's expression test holds "
                              f"{subject} = {left} {operator} {right}.")
                return


def comparison_disagrees(subject: str, text: str, expressions: tuple[str, ...]) -> \
        Iterator[Finding]:
    low = text.lower()
    for left, operator, right in _sides(expressions, TESTED_COMPARISON, subject.lower()):
        if left not in low or right not in low:
            continue
        between = low[low.index(left) + len(left):low.index(right)] if \
            low.index(left) < low.index(right) else ""
        said = next((phrase for phrase in SAID_COMPARISON if phrase in between), None)
        if said is not None and SAID_COMPARISON[said] != ("=" in operator):
            yield Finding(GRAVE, quote(text), f"The text says {left} {said} {right}, but the "
                          f"model's expression test defines {subject} by {left} {operator} "
                          f"{right}.")
            return


#: Currencies said in words, by their code: "in US dollars" is the text saying `usd`. A
#: dollar or a pound of no country is left out: `amount_cad` "in dollars" names its own.
CURRENCY_IN_WORDS = {"usd": r"(?:us|u\.s\.|american) dollars?", "eur": r"euros?",
                     "gbp": r"pounds? sterling|british pounds?", "chf": r"swiss francs?",
                     "jpy": r"(?:japanese )?yen", "cad": r"canadian dollars?",
                     "aud": r"australian dollars?"}
SAID_IN_WORDS = lazy_pattern("|".join(f"(?P<{code}>\\b(?:{words})\\b)"
                                    for code, words in CURRENCY_IN_WORDS.items()), re.IGNORECASE)
#: Signs that name one currency (the dollar's is left out: many currencies write it).
CURRENCY_SIGNS = {"€": "eur", "£": "gbp", "¥": "jpy"}


def currency_disagrees(subject: str, text: str) -> Iterator[Finding]:
    """A column named for one currency whose text gives another, by its code, in words or by
    its sign, and never names its own: a reader sums euros as dollars."""
    named = subject.lower().rsplit("_", 1)[-1]
    if named not in CURRENCY_CODES:
        return
    words = set(re.findall(r"[a-z]+", text.lower()))
    in_words = {code: found.group(0) for found in SAID_IN_WORDS.finditer(text)
                for code, said_as in found.groupdict().items() if said_as}
    in_words |= {code: sign for sign, code in CURRENCY_SIGNS.items() if sign in text}
    said = (words & CURRENCY_CODES) - {named}
    other = SOME_OTHER_CURRENCY.search(text)
    spelt = sorted(code for code in in_words if code != named)
    if named not in words and named not in in_words and (said or other or spelt):
        # "in USD, from the invoice currency" agrees
        shown = other.group(0) if other else sorted(said)[0].upper() if said else \
            in_words[spelt[0]]
        yield Finding(GRAVE, shown, f"`{subject}` is named for {named.upper()}, but the text "
                      f"gives it in {shown}.")


#: Name suffixes that make a column an amount of money.
MONEY_SUFFIXES = frozenset({"amount", "amt", "cost", "price", "fee", "fees", "charge",
                            "revenue", "refund", "rebate", "balance", "spend", "payment"})
#: A currency said in words or signs.
CURRENCY_WORD = lazy_pattern(r"[$€£¥]|\b(?:dollars?|euros?|pounds? sterling|yen|francs?|"
                             r"kron(?:a|or|e|er)|rupees?|currency|currencies)\b", re.IGNORECASE)
#: The other money columns named for one currency that make it the model's convention.
CONVENTION = 2


def currency_unnamed(subject: str, text: str, declared: frozenset[str]) -> Iterator[Finding]:
    """Money by its name's suffix, in no currency its name or text says, where the model's
    other columns named for a currency all name one: the one amount a reader cannot tell the
    currency of, or sums with the others in whatever it is."""
    parts = subject.lower().split("_")
    if len(parts) < 2 or parts[-1] not in MONEY_SUFFIXES or CURRENCY_CODES & set(parts):
        return
    if CURRENCY_CODES & set(re.findall(r"[a-z]+", text.lower())) or CURRENCY_WORD.search(text):
        return
    codes = [name.rsplit("_", 1)[-1] for name in declared if name.rsplit("_", 1)[-1]
             in CURRENCY_CODES]
    if len(codes) >= CONVENTION and len(set(codes)) == 1:
        yield Finding(SERIOUS, quote(text), f"`{subject}` is an amount of money in no currency "
                      f"its name or text gives, where the model's other amounts are all named "
                      f"for {codes[0].upper()}.")


def names_a_sibling(subject: str, text: str, declared: frozenset[str]) -> Iterator[Finding]:
    """A text that opens with another declared column's name in words describes that one."""
    words = re.findall(r"[a-z0-9]+", text.lower())
    if "_" in re.split(r"[,.;:]", text, maxsplit=1)[0][:60]:
        return  # it opens with a formula or a column's identifier: it relates, not renames
    if words[:1] in (["the"], ["a"], ["an"]):
        words = words[1:]
    for size in (3, 2):
        name = "_".join(words[:size])
        if len(words) > size and name != subject.lower() and name in declared:
            yield Finding(SERIOUS, quote(text), f"The text of `{subject}` opens with "
                          f"`{name}`, another column of the model: it describes that one.")
            return


#: An alternative column a text sends the reader to for some rows: "null for leased-in
#: aircraft, which use entry_into_service_date instead".
USE_INSTEAD = lazy_pattern(r"\b(?:use|uses|using|see|in)\s+`?([a-z][a-z0-9]*_[a-z0-9_]+)`?\s+"
                           r"instead\b")


def absent_alternative(subject: str, text: str, declared: frozenset[str]) -> Iterator[Finding]:
    """A text that sends the reader to another column of its row "instead", where the model
    declares no such column: the rows it speaks of have nowhere to be read."""
    found = USE_INSTEAD.search(text) if "instead" in text else None
    if found is not None and declared and found.group(1) not in declared | {subject.lower()}:
        yield Finding(GRAVE, found.group(0), f"The text sends the reader to "
                      f"`{found.group(1)}` instead, but the model declares no such column.")


#: A unit a column's name may end in, with the words a text says it by.
MEASURES = {"hours": ("hour", "hours", "hrs", "h"), "minutes": ("minute", "minutes", "min", "mins"),
            "seconds": ("second", "seconds", "secs", "s"), "days": ("day", "days"),
            "kg": ("kg", "kilogram", "kilograms", "kilos"), "litres": ("litre", "litres", "liter",
            "liters", "l"), "km": ("km", "kilometre", "kilometres"), "miles": ("mile", "miles"),
            "cycles": ("cycle", "cycles")}


def measure_disagrees(subject: str, text: str) -> Iterator[Finding]:
    """`due_flight_hours` described as "Flight cycles at which …": the name's measure is never
    said, and the word before it in the name is followed in the text by another plural."""
    parts = subject.lower().split("_")
    if len(parts) < 2 or parts[-1] not in MEASURES:
        return
    words = re.findall(r"[a-z]+", text.lower())
    if set(words) & set(MEASURES[parts[-1]]):
        return
    for before, after in pairwise(words):
        if before == parts[-2] and after.endswith("s") and after not in ("is", "was", "has"):
            yield Finding(GRAVE, f"{before} {after}", f"`{subject}` is named for "
                          f"{parts[-2]} {parts[-1]}, but the text gives {before} {after}.")
            return
