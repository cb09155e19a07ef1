"""The currency a text's word for money names: a code, a currency's name, or a country's
dollars ("Canadian dollars" are CAD, not the US dollar a bare "dollars" is)."""

from __future__ import annotations

import re

from gate.core.lazy_pattern import lazy_pattern

CURRENCIES = {"usd": "USD", "dollar": "USD", "dollars": "USD", "eur": "EUR", "euro": "EUR",
              "euros": "EUR", "gbp": "GBP", "sterling": "GBP", "pounds sterling": "GBP",
              "chf": "CHF", "jpy": "JPY", "cad": "CAD", "aud": "AUD"}
#: The adjective of a country whose dollar a text names, right before "dollars".
DOLLAR_OF = lazy_pattern(r"\b(canadian|australian|us|u\.s\.|american|new zealand|singapore|"
                         r"hong kong|nz|taiwan|jamaican) $")
DOLLAR_COUNTRIES = {"canadian": "CAD", "australian": "AUD", "us": "USD", "u.s.": "USD",
                    "american": "USD"}


def currency_of(low: str, found: re.Match[str]) -> str:
    """The currency a match names: a dollar is the country's its adjective names ("Canadian
    dollars" are CAD), the US dollar alone; "" for another country's, which the comparison
    does not know."""
    code = CURRENCIES[found.group(0)]
    if code != "USD" or not found.group(0).startswith("dollar"):
        return code
    before = DOLLAR_OF.search(low, max(0, found.start() - 16), found.start())
    return "USD" if before is None else DOLLAR_COUNTRIES.get(before.group(1), "")
