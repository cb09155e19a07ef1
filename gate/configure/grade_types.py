"""The value types of SignalForge 0.8.0's `grade:` block, with its bounds.

Plain `int` and `float` in pydantic's lax mode, as SignalForge declares them, so a value means
the same to both tools (`"300"` and `300.0` are 300, `true` is 1, `300.5` is refused for an
int); bounds are checked after that coercion, like SignalForge's validators, with the same
refusals (non-finite numbers included).
"""

from __future__ import annotations

import math
from typing import Annotated, TypeVar

from pydantic import AfterValidator, BaseModel, ConfigDict

#: SignalForge 0.8.0's provider registry and its per-provider facts
#: (`signalforge.llm.providers.PROVIDER_DEFAULT_MODELS` / `PROVIDER_SKU_PREFIXES`).
PROVIDER_DEFAULT_MODELS = {"anthropic": "claude-sonnet-4-6", "openai": "gpt-4o-mini",
                           "gemini": "gemini-2.5-flash"}
PROVIDER_SKU_PREFIXES = {"anthropic": "claude-", "openai": "gpt-", "gemini": "gemini-"}
Number = TypeVar("Number", int, float)


def _finite(value: Number) -> Number:
    # YAML reads `.inf` and `.nan`; both slip past `<= 0`, and an infinite ceiling never trips.
    if not math.isfinite(value):
        raise ValueError("must be a finite number")
    return value


def _positive(value: Number) -> Number:
    if _finite(value) <= 0:
        raise ValueError("must be positive")
    return value


def _non_negative(value: Number) -> Number:
    if _finite(value) < 0:
        raise ValueError("must be non-negative")
    return value


def _unit(value: Number) -> Number:
    if not 0.0 <= _finite(value) <= 1.0:
        raise ValueError("must be in the closed interval [0.0, 1.0]")
    return value


def _concurrency(value: int) -> int:
    if not 1 <= value <= 100:
        raise ValueError("must be in the closed interval [1, 100]")
    return value

# Validators rather than `Field(gt=...)`: they run after the same coercion and refuse the
# same values as SignalForge's.
PositiveInt = Annotated[int, AfterValidator(_positive)]
PositiveFloat = Annotated[float, AfterValidator(_positive)]
NonNegativeInt = Annotated[int, AfterValidator(_non_negative)]
NonNegativeFloat = Annotated[float, AfterValidator(_non_negative)]
UnitFloat = Annotated[float, AfterValidator(_unit)]
ConcurrencyInt = Annotated[int, AfterValidator(_concurrency)]


class Strict(BaseModel):
    """A block of `signalforge.yml`: frozen, and a key it does not know is an error."""

    model_config = ConfigDict(frozen=True, extra="forbid")
