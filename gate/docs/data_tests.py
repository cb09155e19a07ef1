"""Data tests (dbt's `not_null`, `accepted_values`, ...) as artifacts: their ids and their text.

Ids follow SignalForge, so a grade from either tool names the same test the same way:
`test.column.<col>.<type>` or `test.model.<type>`, and when two tests of one type share a scope
every one of them gets an 8-hex suffix hashed from its arguments (`.<hash>`, then `.<hash>:1`,
`:2`, ... for exact repeats).

The judge is shown the test itself (type, column, arguments) and its rationale. SignalForge
shows only the rationale, so its judge cannot tell a redundant test from a needed one; the
rendering here is what lets the `no-redundant` criterion see what it grades.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

#: Arguments that configure how dbt runs a test rather than what it checks.
RUN_OPTIONS = frozenset({"config", "meta", "severity", "tags", "enabled", "store_failures",
                         "where", "limit", "warn_if", "error_if", "name", "description"})


@dataclass(frozen=True)
class DataTest:
    """One test, wherever it was declared (a candidate schema or a dbt YAML file)."""

    type: str
    column: str | None
    args: dict[str, Any] = field(default_factory=dict)
    rationale: str | None = None
    line: int | None = None
    #: Constraint types declared on the tested column (`not_null`, `primary_key`, ...).
    constraints: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        """The test's type without its package (`dbt_utils.accepted_range` → `accepted_range`)."""
        return self.type.rsplit(".", 1)[-1]

    def args_hash(self) -> str:
        """SignalForge's `model_test_args_hash`: blake2b-4 of the canonical arguments."""
        return self._args_hash

    @cached_property
    def _args_hash(self) -> str:
        """Worked out once per test: its id, the offline judge's index and its check of
        repeated tests all ask (a JSON encoding each time, tens of thousands in a project)."""
        payload: dict[str, Any] = {"type": self.type, "column": self.column}
        if self.type == "accepted_values":
            payload["values"] = sorted(str(v) for v in self.args.get("values", ()))
        elif self.type == "relationships":
            payload |= {"to": self.args.get("to"), "field": self.args.get("field")}
        elif self.type == "custom_sql":
            payload["sql"] = self.args.get("sql")
        elif self.type == "row_count_between":  # SignalForge's: both bounds and `where`
            payload |= {key: self.args.get(key) for key in ("minimum", "maximum", "where")}
        elif self.type == "unique_combination":  # the column order does not matter
            payload |= {"columns": sorted(self.args.get("columns", ())),
                        "where": self.args.get("where")}
        elif self.type not in ("not_null", "unique"):
            payload |= {k: v for k, v in self.args.items() if k not in RUN_OPTIONS}
        canonical = json.dumps(payload, sort_keys=True, separators=(",", ":"), default=str)
        return hashlib.blake2b(canonical.encode("utf-8"), digest_size=4).hexdigest()

    def render(self) -> str:
        """What the test checks, in one line, for the judge and for people."""
        where = f"on column `{self.column}`" if self.column else "on the model"
        detail = ""
        if self.type == "accepted_values":
            detail = ": values " + ", ".join(str(v) for v in self.args.get("values", ()))
        elif self.type == "relationships":
            detail = f": to {self.args.get('to')}, field {self.args.get('field')}"
        elif self.type == "custom_sql":
            detail = f": {self.args.get('sql')}"
        else:
            shown = {k: v for k, v in self.args.items() if k not in RUN_OPTIONS}
            detail = f": {json.dumps(shown, sort_keys=True, default=str)}" if shown else ""
        return f"{self.type} test {where}{detail}"

    def artifact_text(self) -> str:
        rationale = self.rationale if self.rationale is not None else "(none given)"
        return f"{self.render()}\nrationale: {rationale}"


def data_test_ids(tests: list[DataTest], scope: str) -> list[str]:
    """Ids for the tests of one scope (`model`, or `column.<name>`), in declared order."""
    per_type = Counter(test.type for test in tests)
    seen: Counter[str] = Counter()
    ids = []
    for test in tests:
        base = f"test.{scope}.{test.type}"
        if per_type[test.type] == 1:
            ids.append(base)
            continue
        suffix = test.args_hash()
        repeat = seen[suffix]
        seen[suffix] += 1
        ids.append(f"{base}.{suffix}" if repeat == 0 else f"{base}.{suffix}:{repeat}")
    return ids


def as_number(value: object) -> float | None:
    """A test argument read as a number ("0", 0, 0.5), or None: a boolean is no bound, and a
    value that is neither a number nor a numeral is not one."""
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        return None
    try:
        return float(value)
    except ValueError:
        return None
