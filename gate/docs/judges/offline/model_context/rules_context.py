"""What the offline rules need to know of a model's other artifacts, built once per model.

Its tests by column, the columns unique on their own (a test or a constraint), its
multi-column uniqueness tests, its declared columns, and, read only when a rule asks, the
names its texts mention, the keys they call a hash of other columns and the sums they state.
The data-test rules (`data_test_rules.py`), the context checks and the grain read it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.artifacts import Artifact
from gate.docs.data_tests import DataTest
from gate.docs.judges.offline.shared.equations import Relation, test_relation
from gate.docs.judges.offline.shared.formulas import Formula, stated_formula
from gate.docs.judges.offline.siblings.count_units import CountedUnits
from gate.docs.judges.offline.siblings.sibling_facts import SiblingReadings
from gate.docs.judges.offline.siblings.stated.stated_cadence import source_cadences
from gate.docs.judges.offline.siblings.stated.stated_caps import stated_cap
from gate.docs.judges.offline.siblings.stated.stated_differences import Difference
from gate.docs.judges.offline.siblings.stated.stated_differences import index as differences_index
from gate.docs.judges.offline.siblings.term_facts import ModelFacts

#: A key described as a hash of other columns.
NAMED = lazy_pattern(r"[a-z][a-z0-9]*_[a-z0-9_]+")
HASH_OF = lazy_pattern(r"\b(?:md5|sha\w*|hash(?:ed)?|surrogate key|generate_surrogate_key)\b",
                       re.IGNORECASE)
#: A description that opens by calling its column a count.
COUNTED = lazy_pattern(
    r"\W*(?:the )?(?:number of|count of|distinct (?:count of )?[a-z]+|how many)\b",
    re.IGNORECASE)
IN_SET_TESTS = frozenset({"accepted_values", "expect_column_values_to_be_in_set"})
UNIQUE_TESTS = frozenset({"unique", "expect_column_values_to_be_unique"})
UNIQUE_CONSTRAINTS = frozenset({"unique", "primary_key"})
#: Multi-column uniqueness tests and the argument naming their columns.
COMBINATION_ARGS = {"unique_combination_of_columns": "combination_of_columns",
                    "expect_compound_columns_to_be_unique": "column_list"}


@dataclass(frozen=True)
class RulesContext:
    """What the rules need to know of a model's other artifacts, built once per model so each
    test is checked in time proportional to the tests on its own column, not the model."""

    tests_by_column: dict[str, tuple[Artifact, ...]]
    unique: dict[str, str]
    declared: frozenset[str]
    #: Multi-column uniqueness tests by their set of columns, for a repeat in another order.
    combinations: dict[frozenset[str], tuple[Artifact, ...]] = field(default_factory=dict)
    model: str = ""
    #: Tests of the whole table (a row count), which name no column.
    table_tests: tuple[Artifact, ...] = ()
    #: The expressions of the model's `expression_is_true` tests.
    expressions: tuple[str, ...] = ()
    #: The model's texts other than tests', read only when a rule asks (`mentioned`, `hashed`):
    #: most models never need them, and a project has thousands of models.
    texts: tuple[Artifact, ...] = ()

    @cached_property
    def sibling_readings(self) -> SiblingReadings:
        """What the model's texts say of its columns and terms (`sibling_facts.py`)."""
        return SiblingReadings.of(self.texts, (*self.table_tests, *(
            a for held in self.tests_by_column.values() for a in held)))

    @cached_property
    def mentioned(self) -> frozenset[str]:
        """Names with an underscore the model's texts mention: columns a reader is told of."""
        return frozenset(name for artifact in self.texts if "_" in artifact.text
                         for name in NAMED.findall(artifact.text.lower()))

    @cached_property
    def hashed(self) -> dict[str, frozenset[str]]:
        """Columns a key is a hash of ("md5 of meter_id and interval_start_utc"), by the key."""
        return {artifact.subject.lower(): frozenset(NAMED.findall(artifact.text.lower()))
                & self.declared for artifact in self.texts
                if artifact.kind == "column_description" and HASH_OF.search(artifact.text)}

    @cached_property
    def caps(self) -> dict[str, tuple[float, bool]]:
        """The caps the model's column descriptions state of their own column ("the service
        caps it at ±40"), by column."""
        found = {}
        for artifact in self.texts:
            if artifact.kind == "column_description":
                cap = stated_cap(artifact.text)
                if cap is not None:
                    found[artifact.subject.lower()] = cap
        return found

    @cached_property
    def valued(self) -> dict[str, frozenset[str]]:
        """The values each column's `accepted_values` test holds, by column (lower-cased)."""
        found: dict[str, frozenset[str]] = {}
        for column, artifacts in self.tests_by_column.items():
            for artifact in artifacts:
                test = artifact.test
                values = test.args.get("values", test.args.get("value_set")) if test else None
                if test is not None and test.name in IN_SET_TESTS and isinstance(values, list):
                    found.setdefault(column.lower(), frozenset(str(v).lower() for v in values))
        return found

    @cached_property
    def counts(self) -> frozenset[str]:
        """Columns whose own description calls them a count ("Number of …", "Distinct
        players …"): no value of theirs is below zero."""
        return frozenset(a.subject.lower() for a in self.texts
                         if a.kind == "column_description" and COUNTED.match(a.text))

    @cached_property
    def differences(self) -> dict[str, list[tuple[str, Difference]]]:
        """What the model's texts say other things are, as differences ("net_revenue_usd is
        gross_revenue_usd minus this fee"), by the thing they define."""
        return differences_index((a.subject, a.text) for a in self.texts
                                 if a.kind.endswith("_description") and a.subject)

    @cached_property
    def formulas(self) -> dict[str, Formula]:
        """The sums and differences the model's column descriptions give their columns."""
        found = {}
        for artifact in self.texts:
            if artifact.kind == "column_description" and ("_" in artifact.text):
                formula = stated_formula(artifact.text)
                if formula is not None:
                    found[artifact.subject.lower()] = formula
        return found

    @cached_property
    def counted_units(self) -> CountedUnits:
        """The units the model's counts and shares count, by their names' words."""
        return CountedUnits.of(self.texts)

    @cached_property
    def term_facts(self) -> ModelFacts:
        """What the model's own descriptions fix for all its texts (`term_facts.py`)."""
        return ModelFacts.of(self.texts)

    @cached_property
    def cadence(self) -> tuple[frozenset[int], str] | None:
        """The one delivery cadence a source's description gives (`stated_cadence.py`)."""
        return source_cadences(self.texts)

    @cached_property
    def relations(self) -> tuple[tuple[Relation, Artifact], ...]:
        """The linear relations the model's expression and SQL tests hold, each with its test
        (`equations.py`): read only when a description gives a formula or a test holds one."""
        held = (a for group in (*self.tests_by_column.values(), self.table_tests) for a in group)
        return tuple((found, a) for a in held
                     if a.test is not None and (found := test_relation(a.test)) is not None)

    @classmethod
    def of(cls, siblings: Iterable[Artifact]) -> RulesContext:
        by_column: dict[str, list[Artifact]] = {}
        combinations: dict[frozenset[str], list[Artifact]] = {}
        tests, declared, model, table, texts = [], set(), "", [], []
        for sibling in siblings:
            model = model or sibling.model
            if sibling.kind == "column_description":
                declared.add(sibling.subject.lower())
            if sibling.test is None:
                texts.append(sibling)
                continue
            tests.append(sibling)
            if sibling.test.column is not None:
                by_column.setdefault(sibling.test.column, []).append(sibling)
            else:
                table.append(sibling)
            columns = combination(sibling.test)
            if columns:
                held = combinations.setdefault(frozenset(columns), [])
                if len(held) < 2:
                    held.append(sibling)
        return cls({column: tuple(found) for column, found in by_column.items()},
                   unique_columns(tests), frozenset(declared),
                   {key: tuple(found) for key, found in combinations.items()}, model,
                   table_tests=tuple(table), texts=tuple(texts),
                   expressions=tuple(str(a.test.args["expression"]) for a in tests
                                     if a.test is not None and "expression" in a.test.args))


def unique_columns(others: list[Artifact]) -> dict[str, str]:
    """Columns unique on their own, with the evidence: a unique test or constraint."""
    unique: dict[str, str] = {}
    for other in others:
        assert other.test is not None
        if other.test.name in UNIQUE_TESTS and other.test.column:
            unique.setdefault(other.test.column.lower(), f"its `{other.test.type}` test "
                              f"({other.artifact_id}, line {other.line})")
        constraint = UNIQUE_CONSTRAINTS & set(other.test.constraints)
        if constraint and other.test.column:
            unique.setdefault(other.test.column.lower(),
                              f"its `{sorted(constraint)[0]}` constraint")
    return unique


def combination(test: DataTest) -> list[str]:
    """The columns a multi-column uniqueness test names, lower-cased (none for another test)."""
    argument = COMBINATION_ARGS.get(test.name)
    columns = test.args.get(argument) if argument else None
    return [str(c).lower() for c in columns] if isinstance(columns, list) else []
