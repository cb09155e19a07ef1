"""A macro argument's text against its macro's description.

A macro's description says what its arguments must be ("install_date_col and
activity_date_col must both be DATE columns") and what it does with them ("the fiscal year
runs 1 May–30 April"); an argument's own text that says otherwise sends the caller to pass the
wrong thing:

| check           | score | the argument's text …                                          |
|-----------------|-------|----------------------------------------------------------------|
| another type    | 0.3   | calls the argument a column of one type ("Timestamp column of  |
|                 |       | the session start") where its macro's description, naming it,  |
|                 |       | asks for another (a DATE column)                               |
| another month   | 0.3   | gives a month argument a default (7) that is not the month the |
|                 |       | macro's description starts its period in ("1 May–30 April")   |

Closed contrasts read by their form: the SQL types, the months of the year. The macro's
description is the one its group holds (`macro.<name>`), or the one named before the
argument's own name ("fiscal_year.start_month"); it is found in the group's texts once per
argument: linear in the group.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.artifacts import Artifact
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.seam.score_levels import GRAVE

#: A type word, by the type it names.
TYPES = {"date": "date", "timestamp": "timestamp", "timestamptz": "timestamp",
         "datetime": "timestamp", "integer": "integer", "int": "integer", "bigint": "integer",
         "string": "string", "varchar": "string", "text": "string", "boolean": "boolean",
         "bool": "boolean", "numeric": "number", "decimal": "number", "float": "number"}
#: A type said of a column or expression: "DATE columns", "a timestamp expression".
TYPED = lazy_pattern(rf"\b({'|'.join(TYPES)})\s+(?:columns?|expressions?|fields?|values?)\b",
                     re.IGNORECASE)
SENTENCE = lazy_pattern(r"(?<=[.;!?])\s+")
MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august",
          "september", "october", "november", "december")
MONTH = rf"(?:{'|'.join(m[:3] + '(?:' + m[3:] + ')?' for m in MONTHS)})"
#: A period from one month to another: "1 May–30 April", "July to June".
PERIOD = lazy_pattern(rf"\b(?:\d{{1,2}}\s+)?({MONTH})\b\.?\s*(?:[–-]|to|through)\s*"
                      rf"(?:\d{{1,2}}\s+)?{MONTH}\b", re.IGNORECASE)
DEFAULT_MONTH = lazy_pattern(r"\bdefaults?(?: to| is)?:?\s+(\d{1,2})\b", re.IGNORECASE)


def macro_of(argument: Artifact, texts: Iterable[Artifact]) -> Artifact | None:
    """The description of the argument's macro among its group's texts."""
    macros = [a for a in texts if a.kind == "macro_description"]
    named, dot, _ = argument.subject.rpartition(".")
    if dot:
        return next((a for a in macros if a.subject == named), None)
    return macros[0] if len(macros) == 1 else None


def argument_disagrees(argument: Artifact, said: str,
                       texts: Iterable[Artifact]) -> Iterator[Finding]:
    """The checks above for an argument description whose macro's description is known."""
    if argument.kind != "argument_description" or not argument.subject:
        return
    macro = macro_of(argument, texts)
    if macro is None:
        return
    name = argument.subject.rpartition(".")[2].lower()
    asked = {TYPES[m.group(1).lower()] for sentence in SENTENCE.split(macro.text)
             if re.search(rf"\b{re.escape(name)}\b", sentence, re.IGNORECASE)
             for m in TYPED.finditer(sentence)}
    given = {TYPES[m.group(1).lower()] for m in TYPED.finditer(said)}
    if asked and given and not asked & given:
        yield Finding(GRAVE, quote(said), f"The macro's description asks for a "
                      f"{sorted(asked)[0]} `{name}`, but the argument's text gives a "
                      f"{sorted(given)[0]}.")
    default = DEFAULT_MONTH.search(said) if "month" in said.lower() else None
    period = PERIOD.search(macro.text)
    if default and period:
        start = next(i for i, m in enumerate(MONTHS, 1) if period.group(1).lower() == m[:3]
                     or m.startswith(period.group(1).lower()))
        if int(default.group(1)) != start:
            yield Finding(GRAVE, default.group(0), f"The argument's default month is "
                          f"{default.group(1)}, but its macro's description starts the "
                          f"period in month {start} ({period.group(0)}).")
