"""The rubric: which criteria grade which artifacts, and its reproducibility hash.

For schema artifacts the default is SignalForge's four criteria, text for text, so that for the
same rubric both tools report the same `rubric_hash`. SignalForge sends every criterion to
every artifact (clarity to a test's rationale, rationale to a column description); here each
default criterion grades only the artifact kinds it is written for, which removes about half the
calls and the nonsense scores they produced. Markdown sections get a rubric of their own.

A `grade.rubric` in `signalforge.yml` replaces the defaults wholesale; its criteria grade every
artifact kind unless `gate.docs.applies_to` narrows them.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from collections.abc import Set as AbstractSet
from functools import cached_property

from gate.configure.artifact_kinds import ArtifactKind
from gate.configure.config import Criterion
from gate.docs.artifacts import Artifact

SCHEMA_RUBRIC = (
    Criterion(
        id="clarity",
        criterion="Is the column description clear, specific, and actionable? Does it "
                  "unambiguously explain the column's purpose and business meaning without "
                  "jargon or vagueness?"),
    Criterion(
        id="consistency",
        criterion="Are column names and descriptions consistent in terminology? Do related "
                  "concepts use the same term throughout, and do synonyms or conflicting "
                  "terminology appear?"),
    Criterion(
        id="rationale",
        criterion="Does every test have a clear rationale explaining why it is needed? Are "
                  "vague or missing rationales present?"),
    Criterion(
        id="no-redundant",
        criterion="Are any tests redundant \u2014 semantically identical to another test, already "
                  "dropped by the prune layer as always-passing, or trivially satisfiable? For "
                  "tests carrying numeric bounds (e.g. `row_count_between`), is each bound a "
                  "meaningful guardrail calibrated to the model's expected size, rather than a "
                  "vacuous floor or ceiling (`minimum=0` with no `maximum`, or a `maximum` so "
                  "high it cannot fire)? For composite-key tests (e.g. `unique_combination`), "
                  "is the column tuple a meaningful grain (e.g. `(order_id, line_item_id)`), "
                  "or vacuously unique because one member is already a primary key on its "
                  "own? A tuple of the shape `(primary_key, anything)` is unique by "
                  "construction and adds no signal."),
)

MARKDOWN_RUBRIC = (
    Criterion(
        id="md-clarity",
        criterion="Is the section clear and specific for its reader? Does it say what the "
                  "subject is and why it matters, without vague filler, marketing language or "
                  "unexplained jargon?"),
    Criterion(
        id="md-completeness",
        criterion="Is the section complete for its purpose? Are there placeholders (TODO, "
                  "TBD), empty headings, or missing steps, examples or commands a reader would "
                  "need to act on it?"),
    Criterion(
        id="md-consistency",
        criterion="Is the section consistent with its sibling sections? Does it use the same "
                  "terms for the same things and avoid contradicting or repeating them?"),
)

#: Criteria for what dbt documents beyond models and columns. They join the default rubric only
#: when such artifacts are graded, so a models-only run keeps SignalForge's rubric and hash.
DBT_RESOURCE_RUBRIC = (
    Criterion(
        id="definition",
        criterion="Does the description define precisely what is measured or modelled: the "
                  "business definition, the unit, the grain and any filter or condition, so "
                  "that two analysts reading it would compute the same number?"),
    Criterion(
        id="usage",
        criterion="Does the description tell its reader how it is used and what to expect: "
                  "what a macro returns and what each argument must be, who relies on an "
                  "exposure and for what, which behaviour a unit test pins down, where a "
                  "source's data comes from and how fresh it is?"),
)
DEFINITION_KINDS: tuple[ArtifactKind, ...] = (
    "metric_description", "semantic_model_description", "entity_description",
    "dimension_description", "measure_description", "saved_query_description")
USAGE_KINDS: tuple[ArtifactKind, ...] = (
    "macro_description", "argument_description", "exposure_description",
    "unit_test_description", "source_description", "table_description")
DESCRIPTION_KINDS: tuple[ArtifactKind, ...] = (
    "column_description", "model_description", "seed_description", "snapshot_description",
    "analysis_description", *USAGE_KINDS, *DEFINITION_KINDS)

DEFAULT_APPLIES_TO: dict[str, tuple[ArtifactKind, ...]] = {
    "clarity": DESCRIPTION_KINDS,
    "consistency": DESCRIPTION_KINDS,
    "definition": DEFINITION_KINDS,
    "usage": USAGE_KINDS,
    "rationale": ("column_rationale", "model_rationale", "test"),
    "no-redundant": ("test",),
    "md-clarity": ("markdown_section",),
    "md-completeness": ("markdown_section",),
    "md-consistency": ("markdown_section",),
}
#: Criteria that judge an artifact against its siblings, so the prompt must show them.
NEEDS_SIBLINGS = frozenset({"consistency", "no-redundant", "md-consistency"})


class Rubric:
    """The criteria of one run and the artifacts each one grades."""

    def __init__(
        self,
        criteria: Sequence[Criterion],
        applies_to: Mapping[str, Sequence[ArtifactKind]] | None = None,
    ) -> None:
        self.criteria = tuple(criteria)
        self.applies_to = dict(applies_to or {})
        #: `criteria_for` by what `applies` reads of an artifact: its kind and, for a test,
        #: whether a rationale is there or expected (a large project asks per artifact; a
        #: subclass whose `applies` reads more is not remembered).
        self._criteria_by: dict[tuple[str, bool], tuple[Criterion, ...]] = {}

    @classmethod
    def from_config(
        cls,
        configured: Sequence[Criterion] | None,
        overrides: Mapping[str, Sequence[ArtifactKind]],
        with_markdown: bool,
        kinds: AbstractSet[str] = frozenset(),
    ) -> Rubric:
        if configured is not None:
            return cls(configured, overrides)
        resource_criteria = tuple(
            c for c in DBT_RESOURCE_RUBRIC
            if set(overrides.get(c.id, DEFAULT_APPLIES_TO[c.id])) & kinds)
        criteria = SCHEMA_RUBRIC + resource_criteria + (MARKDOWN_RUBRIC if with_markdown else ())
        return cls(criteria, {**DEFAULT_APPLIES_TO, **overrides})

    def applies(self, criterion: Criterion, artifact: Artifact) -> bool:
        """Does `criterion` grade `artifact`? The rationale criterion grades a test only
        when the test has a rationale or its format requires one."""
        kinds = self.applies_to.get(criterion.id)
        if kinds is not None and artifact.kind not in kinds:
            return False
        if criterion.id == "rationale" and artifact.kind == "test":
            return artifact.has_rationale or artifact.rationale_expected
        return True

    def criteria_for(self, artifact: Artifact) -> tuple[Criterion, ...]:
        """The criteria that grade `artifact`, in rubric order."""
        if type(self).applies is not Rubric.applies:  # one that reads more of an artifact
            return tuple(c for c in self.criteria if self.applies(c, artifact))
        key = (artifact.kind, artifact.has_rationale or artifact.rationale_expected)
        found = self._criteria_by.get(key)
        if found is None:
            found = self._criteria_by[key] = tuple(
                c for c in self.criteria if self.applies(c, artifact))
        return found

    @cached_property
    def hash(self) -> str:
        """Computed once: every audit record carries it, and the criteria never change."""
        return rubric_hash(self.criteria)


def rubric_hash(criteria: Sequence[Criterion]) -> str:
    """SignalForge's `rubric_hash`: blake2b-8 of `[{id, criterion}]` sorted by id, as JSON with
    sorted keys and compact separators (ASCII-escaped, as Python's json.dumps writes it)."""
    entries = sorted(({"id": c.id, "criterion": c.criterion} for c in criteria),
                     key=lambda entry: entry["id"])
    canonical = json.dumps(entries, sort_keys=True, separators=(",", ":"))
    return hashlib.blake2b(canonical.encode("utf-8"), digest_size=8).hexdigest()
