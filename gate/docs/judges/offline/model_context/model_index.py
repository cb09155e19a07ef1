"""A model's artifacts indexed for the offline judge's sibling checks, built once per model.

Texts by kind and words (a copy of a sibling), tests by type, column and arguments (the same
test declared twice), the model's unique and nullable columns, the data-test rules' context
(`rules_context.py`) and the facts its siblings state (`sibling_terms.py`). Each key keeps at
most two artifacts: enough to name one that is not the artifact asking.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.artifacts import Artifact
from gate.docs.data_tests import DataTest
from gate.docs.judges.offline.model_context.rules_context import RulesContext
from gate.docs.judges.offline.siblings.sibling_terms import SiblingFacts

#: Kinds judged as a whole: a placeholder marker inside real content does not make them one.
WHOLE_SECTION_KINDS = frozenset({"markdown_section"})
WORD = lazy_pattern(r"[\w']+")
TestKey = tuple[str, str | None, str]
K = TypeVar("K")


def words(text: str) -> list[str]:
    """The words of `text`, lower-cased."""
    return WORD.findall(text.lower())


@dataclass(frozen=True)
class ModelIndex:
    """A model's artifacts indexed for the sibling checks. Each key keeps its first two
    artifacts: enough to name one that is not the artifact asking."""

    by_text: dict[tuple[str, str], tuple[Artifact, ...]]
    by_test: dict[TestKey, tuple[Artifact, ...]]
    unique_columns: frozenset[str]
    rules: RulesContext
    #: Columns that are tested, but not for nulls: their own tests say nulls may occur.
    nullable: frozenset[str]
    siblings: SiblingFacts

    @classmethod
    def of(cls, artifacts: Sequence[Artifact]) -> ModelIndex:
        by_text: dict[tuple[str, str], tuple[Artifact, ...]] = {}
        by_test: dict[TestKey, tuple[Artifact, ...]] = {}
        unique_columns = set()
        not_null: set[str] = set()
        tested: set[str] = set()
        for artifact in artifacts:
            own = " ".join(words(_compared_text(artifact)))
            if own:
                _keep_two(by_text, (artifact.kind, own), artifact)
            test = artifact.test
            if test is not None:
                _keep_two(by_test, _test_key(test), artifact)
                if test.type == "unique" and test.column:
                    unique_columns.add(test.column)
                if test.column:
                    tested.add(test.column)
                if test.type.rsplit(".", 1)[-1] in NOT_NULL_TESTS and test.column:
                    not_null.add(test.column)
        # A column tested unique is the model's key: its nulls are not a state to explain.
        return cls(by_text, by_test, frozenset(unique_columns), RulesContext.of(artifacts),
                   frozenset(tested - not_null - unique_columns), SiblingFacts.of(artifacts))

    def same_text(self, artifact: Artifact) -> Artifact | None:
        own = " ".join(words(_compared_text(artifact)))
        return _other(self.by_text.get((artifact.kind, own), ()), artifact) if own else None

    def same_test(self, artifact: Artifact) -> Artifact | None:
        if artifact.test is None:
            return None
        return _other(self.by_test.get(_test_key(artifact.test), ()), artifact)


NOT_NULL_TESTS = frozenset({"not_null", "expect_column_values_to_not_be_null"})


def _compared_text(artifact: Artifact) -> str:
    """What two texts are the same by: a Markdown section's body without its heading, so a
    sibling's words under another heading are still a copy."""
    if artifact.kind in WHOLE_SECTION_KINDS and artifact.plain_text is not None:
        return artifact.plain_text
    return artifact.text


def _test_key(test: DataTest) -> TestKey:
    return (test.type, test.column, test.args_hash())


def _keep_two(index: dict[K, tuple[Artifact, ...]], key: K, artifact: Artifact) -> None:
    held = index.get(key, ())
    if len(held) < 2:
        index[key] = (*held, artifact)


def _other(held: tuple[Artifact, ...], artifact: Artifact) -> Artifact | None:
    return next((other for other in held if other is not artifact), None)
