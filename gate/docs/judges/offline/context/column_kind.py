"""What kind of value a column holds, read from what the project says of it, never guessed from
a word inside its name.

`payment_received_at` is a timestamp, whatever "payment" suggests; `revenue_share` is a ratio,
not money; `user_score` is a score. The kind comes, in order, from the column's own tests (an
`accepted_values` test makes it a status; a range of 0 to 1 a ratio), then from the last part
of its name when that part is a well-known suffix (`_at`, `_usd`, `_rate`, `_score`; the part
before a qualifier such as `_local` or `_net`: `price_local` is money). A name
whose last part says nothing (`payment_method`) has no kind here, and no check asks it for a
unit it may not have.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from gate.docs.data_tests import DataTest, as_number

ColumnKind = Literal["timestamp", "date", "money", "ratio", "score", "status", "identifier",
                     "boolean", "count", "measure"]
#: The last part of a column's name, and the kind it makes the column.
SUFFIX_KINDS: dict[str, ColumnKind] = {
    **dict.fromkeys(("at", "ts", "timestamp", "datetime", "time"), "timestamp"),
    **dict.fromkeys(("date", "on", "day", "month", "week"), "date"),
    **dict.fromkeys(("amount", "amt", "price", "cost", "fee", "fees", "revenue", "spend",
                     "salary", "mrr", "arr", "ltv", "usd", "eur", "gbp", "cents", "tax",
                     "balance", "charge", "charges", "total", "discount", "paid",
                     "refund", "refunded", "billed", "invoiced"), "money"),
    **dict.fromkeys(("rate", "ratio", "pct", "percent", "percentage", "share", "fraction"),
                    "ratio"),
    **dict.fromkeys(("score", "rating", "grade", "priority", "severity", "rank", "urgency"),
                    "score"),
    **dict.fromkeys(("status", "state", "type", "tier", "category", "stage", "level", "class",
                     "kind", "code"), "status"),
    **dict.fromkeys(("id", "key", "sk", "fk", "pk", "uuid", "guid"), "identifier"),
    **dict.fromkeys(("count", "cnt", "num", "qty", "quantity"), "count"),
    **dict.fromkeys(("kg", "lb", "lbs", "km", "mi", "miles", "minutes", "mins", "seconds",
                     "secs", "hours", "hrs", "days", "ms", "kwh", "mwh", "kw", "mw", "bytes",
                     "gb", "mb"), "measure"),
}
#: A name with one of these parts before its last is a flag, whatever it ends with.
FLAG_PREFIXES = ("is", "has", "was", "should", "can")
IN_SET = frozenset({"accepted_values", "expect_column_values_to_be_in_set"})
RANGES = frozenset({"accepted_range", "expect_column_values_to_be_between"})


def kind_from_tests(tests: Iterable[DataTest]) -> ColumnKind | None:
    for test in tests:
        name = test.type.rsplit(".", 1)[-1]
        if name in IN_SET:
            values = test.args.get("values", test.args.get("value_set"))
            if isinstance(values, list) and {str(v).lower() for v in values} <= {"true",
                                                                                  "false"}:
                return "boolean"
            return "status"
        if name in RANGES:
            low = as_number(test.args.get("min_value"))
            high = as_number(test.args.get("max_value"))
            if low == 0 and high in (1.0, 100.0):
                return "ratio"
    return None


#: Last parts that qualify the part before them (`price_local`, `revenue_net`): the kind is
#: that part's.
QUALIFIER_SUFFIXES = frozenset({"local", "gross", "net", "raw", "adj", "adjusted", "converted",
                                "reported", "est", "estimated", "final", "original"})


def kind_from_name(name: str) -> ColumnKind | None:
    parts = [part for part in name.lower().replace("-", "_").split("_") if part]
    if not parts:
        return None
    if len(parts) > 1 and any(part in FLAG_PREFIXES for part in parts[:-1]):
        return "boolean"  # `is_paid`, `namespace_is_free_tier`: a flag, whatever it ends with
    if len(parts) > 1 and parts[-1] in QUALIFIER_SUFFIXES:
        return SUFFIX_KINDS.get(parts[-2])
    return SUFFIX_KINDS.get(parts[-1])


def column_kind(name: str, tests: Iterable[DataTest] = ()) -> ColumnKind | None:
    """The column's kind: from its tests first, else from its name's last part."""
    return kind_from_tests(tests) or kind_from_name(name)
