"""What judge calls cost: the one price table, and the arithmetic.

USD per million tokens, from Anthropic's published pricing as of November 2026. Cache writes
cost 1.25× the input price for the 5-minute cache and 2× for the 1-hour cache; cache reads
0.1×. The Message Batches API charges half of every one of these (`BATCH_RATE`). A model not
in the table has no estimate (None), and the report says "unknown" rather
than guessing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

#: What the Message Batches API charges of the plain API's price, for every kind of token.
BATCH_RATE = 0.5


@dataclass(frozen=True)
class Price:
    input: float
    output: float

    def cache_write(self, ttl: Literal["5m", "1h"]) -> float:
        return self.input * (2.0 if ttl == "1h" else 1.25)

    @property
    def cache_read(self) -> float:
        return self.input * 0.1


PRICES: dict[str, Price] = {
    "claude-opus-4-5": Price(5.00, 25.00),
    "claude-sonnet-4-6": Price(3.00, 15.00),
    "claude-sonnet-4-5": Price(3.00, 15.00),
    "claude-haiku-4-5": Price(1.00, 5.00),
}


def price_of(model: str) -> Price | None:
    """The price of `model`, matching dated snapshots (claude-haiku-4-5-20251001) too."""
    for name, price in PRICES.items():
        if model == name or model.startswith(f"{name}-"):
            return price
    return None


def cost_usd(
    model: str, *, input_tokens: int, output_tokens: int, cache_write_tokens: int,
    cache_read_tokens: int, ttl: Literal["5m", "1h"], batch: bool = False,
) -> float | None:
    price = price_of(model)
    if price is None:
        return None
    full = (input_tokens * price.input + output_tokens * price.output
            + cache_write_tokens * price.cache_write(ttl)
            + cache_read_tokens * price.cache_read) / 1_000_000
    return full * BATCH_RATE if batch else full
