"""Artifacts: the units of drafted documentation the judge grades, with where they came from.

An artifact is one column description, one rationale, one data test, or one Markdown section.
Each keeps its file and line, so a failing grade can point a review comment at the exact line
the agent wrote, and its model (the dbt model or document it belongs to), so the judge can be
shown the siblings it must be consistent with.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, replace

from gate.configure.artifact_kinds import ArtifactKind
from gate.docs.data_tests import DataTest

KIND_LABELS: dict[str, str] = {
    "column_description": "column description",
    "column_rationale": "column rationale",
    "model_description": "model description",
    "model_rationale": "model rationale",
    "test": "data test",
    "markdown_section": "Markdown section",
    "source_description": "dbt source description",
    "table_description": "dbt source table description",
    "seed_description": "dbt seed description",
    "snapshot_description": "dbt snapshot description",
    "analysis_description": "dbt analysis description",
    "macro_description": "dbt macro description",
    "argument_description": "dbt macro argument description",
    "exposure_description": "dbt exposure description",
    "metric_description": "dbt metric description",
    "semantic_model_description": "dbt semantic model description",
    "entity_description": "semantic model entity description",
    "dimension_description": "semantic model dimension description",
    "measure_description": "semantic model measure description",
    "saved_query_description": "dbt saved query description",
    "unit_test_description": "dbt unit test description",
}


@dataclass(frozen=True)
class Artifact:
    """One gradable piece of drafted documentation.

    `subject` is what the text documents (a column name, a test's rendering, a heading): the
    offline checks use it to catch a description that only restates its column's name.
    `rationale_expected` marks tests whose format makes a rationale part of the contract
    (SignalForge candidates); dbt tests carry one only by choice. `plain_text` is what a reader
    of the rendered text sees when that differs from the source (a Markdown section without its
    heading, markup and HTML comments); the offline checks read it, the judge reads `text`.
    """

    artifact_id: str
    kind: ArtifactKind
    text: str
    file: str
    line: int | None
    model: str
    subject: str = ""
    rationale_expected: bool = False
    has_rationale: bool = False
    test: DataTest | None = None
    plain_text: str | None = None
    #: Where the graded text was written when not at `file:line` (a dbt docs block).
    text_from: str | None = None
    #: What the judge should know about the text itself (resolved doc blocks, raw Jinja).
    context_notes: tuple[str, ...] = ()
    #: The id within its file when a run qualified `artifact_id` to tell it from another
    #: file's (`make_ids_unique`); "" when it was not.
    local_id: str = ""

    @property
    def shown_id(self) -> str:
        """The id the judge is shown: the id within its file. Which other files a run read
        decides whether an id is qualified, and must not change the prompt, or a verdict the
        cache holds from a run over the whole repository would miss on a run over one file."""
        return self.local_id or self.artifact_id

    @property
    def location(self) -> str:
        return f"{self.file}:{self.line}" if self.line else self.file


def group_by_model(artifacts: Sequence[Artifact]) -> dict[str, tuple[Artifact, ...]]:
    """Artifacts by the model they document, in file order: the siblings a judge is shown."""
    by_model: dict[str, list[Artifact]] = defaultdict(list)
    for artifact in artifacts:
        by_model[artifact.model].append(artifact)
    return {model: tuple(found) for model, found in by_model.items()}


def make_ids_unique(artifacts: list[Artifact]) -> list[Artifact]:
    """Give every artifact of a run its own id.

    Within a file, a repeat (a column declared twice, two sections with one heading) gets a
    `:2`, `:3` suffix, as SignalForge numbers repeated tests. Across files, two candidates both
    have `column.id.description`: a file whose ids collide with another file's gets its model
    name as prefix (`stg_orders:column.id.description`), and if that still collides (the same
    model documented in two files) the file path (`models/x.yml#...`). A report, a scores file
    and a review comment all need one name per artifact, and the engine relies on it.
    """
    artifacts = _number_repeats(artifacts)
    for qualify in (_with_model, _with_file):
        clashing_files = _files_with_clashes(artifacts)
        if not clashing_files:
            break
        artifacts = [qualify(a) if a.file in clashing_files else a for a in artifacts]
    return artifacts


def _number_repeats(artifacts: list[Artifact]) -> list[Artifact]:
    """`:2`, `:3`, ... on repeats within a file, skipping any suffix an id already has (a
    column literally named `x:2` must not collide with the second `x`)."""
    taken = {(artifact.file, artifact.artifact_id) for artifact in artifacts}
    seen: set[tuple[str, str]] = set()
    next_suffix: dict[tuple[str, str], int] = defaultdict(lambda: 2)
    numbered = []
    for artifact in artifacts:
        key = (artifact.file, artifact.artifact_id)
        if key not in seen:
            seen.add(key)
            numbered.append(artifact)
            continue
        suffix = next_suffix[key]
        while (artifact.file, f"{artifact.artifact_id}:{suffix}") in taken:
            suffix += 1
        next_suffix[key] = suffix + 1
        taken.add((artifact.file, f"{artifact.artifact_id}:{suffix}"))
        numbered.append(replace(artifact, artifact_id=f"{artifact.artifact_id}:{suffix}"))
    return numbered


def _files_with_clashes(artifacts: list[Artifact]) -> set[str]:
    files_by_id: dict[str, set[str]] = defaultdict(set)
    for artifact in artifacts:
        files_by_id[artifact.artifact_id].add(artifact.file)
    return {file for files in files_by_id.values() if len(files) > 1 for file in files}


#: Ids that already name their dbt resource (`source.raw.orders.description`): a model prefix
#: would add nothing, so only a file path can tell two of them apart.
QUALIFIED_IDS = ("source.", "seed.", "snapshot.", "analysis.", "macro.", "exposure.", "metric.",
                 "semantic_model.", "saved_query.", "unit_test.")


def _with_model(artifact: Artifact) -> Artifact:
    if artifact.artifact_id.startswith((f"{artifact.model}:", *QUALIFIED_IDS)):
        return artifact
    return replace(artifact, artifact_id=f"{artifact.model}:{artifact.artifact_id}",
                   local_id=artifact.shown_id)


def _with_file(artifact: Artifact) -> Artifact:
    return replace(artifact, artifact_id=f"{artifact.file}#{artifact.artifact_id}",
                   local_id=artifact.shown_id)
