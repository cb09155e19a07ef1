"""What a reviewer's labels are exported with: each graded artifact as a gold line needs it.

A label made on the page is only worth keeping if `calibrate` can judge the same pair again,
so the export carries what `gate.docs.calibration.gold_sets.gold` reads: the artifact's kind, model,
subject, the drafted text exactly as the judge was shown it (a data test's rationale and its
definition apart), and the model's other artifacts as siblings, bounded as the judge's own
sibling block is. The artifacts are the ones the run graded, handed over by the command that
graded them (never read again from the checkout, which may hold other text by now), matched to
the grade by file and id; the page's script only adds the label and the why.

Every record is checked against the gold reader's own model before it goes into the page, so
an export can never hold a line the reader refuses. The text is bounded in total like the file
views; an artifact past the budget (or without a record) is simply not exportable, and the page
says how many.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from gate.core.redaction import redact
from gate.docs.artifacts import Artifact, group_by_model
from gate.docs.calibration.gold_sets.gold import GoldPair, GoldSibling
from gate.docs.contract.prompts import SIBLING_BLOCK_CHARS, SIBLING_LINE_CHARS, drafted_text

#: Drafted text the page carries for export, across all artifacts (as `MAX_TOTAL_CHARS` bounds
#: the file views): a page stays openable whatever the pull request drafted.
MAX_GOLD_TEXT_CHARS = 4 * 2**20
#: One artifact's text past this is not carried (a Markdown section can be a whole document).
MAX_ARTIFACT_CHARS = 20_000
Record = dict[str, Any]


@dataclass(frozen=True)
class GoldArtifacts:
    """The records the page's export is made of, and which graded artifact has which.

    The judge is shown the same sibling block for every artifact of a model, so the block is
    kept once per model (`groups`, record numbers) and a record names its group; a line's
    siblings are its group without itself."""

    records: tuple[Record, ...]
    groups: tuple[tuple[int, ...], ...]
    index: Mapping[tuple[str, str], int]  # (file, artifact id) -> its record
    left_out: int  # graded artifacts without a record: their pairs cannot be exported

    def record_of(self, file: str, artifact_id: str) -> int | None:
        return self.index.get((file, artifact_id))


NO_RECORDS = GoldArtifacts((), (), {}, 0)


def gold_artifacts(artifacts: Sequence[Artifact], graded: set[tuple[str, str]],
                   budget: int = MAX_GOLD_TEXT_CHARS) -> GoldArtifacts:
    """One record per graded artifact and per artifact of a graded one's sibling block."""
    blocks = {model: _block(members) for model, members in group_by_model(artifacts).items()}
    wanted = [a for a in artifacts if (a.file, a.artifact_id) in graded]
    needed = {id(member): member for a in wanted for member in (a, *blocks[a.model])}
    records: list[Record] = []
    numbers: dict[int, int] = {}  # id(artifact) -> its record
    used = 0
    for key, artifact in needed.items():
        record = _record(artifact)
        size = len(record["text"])
        if size > MAX_ARTIFACT_CHARS or used + size > budget or not _readable(record):
            continue
        used += size
        numbers[key] = len(records)
        records.append(record)
    groups: dict[str, int] = {}
    kept: list[tuple[int, ...]] = []
    index: dict[tuple[str, str], int] = {}
    for artifact in wanted:
        number = numbers.get(id(artifact))
        if number is None:
            continue
        index[(artifact.file, artifact.artifact_id)] = number
        block = tuple(numbers[id(m)] for m in blocks[artifact.model] if id(m) in numbers)
        if len(block) > 1 and artifact.model not in groups:
            groups[artifact.model] = len(kept)
            kept.append(block)
        if artifact.model in groups:
            records[number]["group"] = groups[artifact.model]
    return GoldArtifacts(tuple(records), tuple(kept), index, len(graded) - len(index))


def _block(members: Sequence[Artifact]) -> tuple[Artifact, ...]:
    """The model's artifacts the judge's sibling block shows (`sibling_lines`'s bound)."""
    shown: list[Artifact] = []
    used = 0
    for member in members:
        size = min(len(member.text), SIBLING_LINE_CHARS) + len(member.artifact_id) + 3
        if used + size > SIBLING_BLOCK_CHARS:
            break
        used += size
        shown.append(member)
    return tuple(shown)


def _record(artifact: Artifact) -> Record:
    """The gold line's artifact fields, in the reader's words (a test: its definition apart
    and its rationale as the text)."""
    record: Record = {"kind": artifact.kind, "text": redact(drafted_text(artifact))}
    if artifact.model:
        record["model"] = redact(artifact.model)
    if artifact.test is not None:
        test = artifact.test
        record["test"] = {"type": test.type, "column": test.column,
                          "args": _plain_data(test.args)}
    elif artifact.subject:
        record["subject"] = redact(artifact.subject)
    return record


def _plain_data(value: object) -> object:
    """YAML arguments as JSON can hold them (a date or a set becomes its text)."""
    if isinstance(value, Mapping):
        return {str(key): _plain_data(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_plain_data(item) for item in value]
    if value is None or isinstance(value, bool | int | float):
        return value
    return redact(str(value))


def sibling_of(record: Record) -> Record:
    """A record as a sibling: the gold reader's sibling fields only."""
    return {key: record[key] for key in ("kind", "subject", "text", "test") if key in record}


def gold_line(number: int, records: Sequence[Record], groups: Sequence[Sequence[int]], *,
              criterion_id: str, label: str, why: str, line_id: str) -> Record:
    """The whole gold line for one labelled pair, as the page's script assembles it."""
    record = records[number]
    line = {"id": line_id, **{k: v for k, v in record.items() if k != "group"},
            "criterion_id": criterion_id, "label": label, "why": why}
    if "group" in record:
        line["siblings"] = [sibling_of(records[i]) for i in groups[record["group"]]
                            if i != number]
    return line


def _readable(record: Record) -> bool:
    """Would the gold reader take a line made of this record, and this record as a sibling?
    (A line's siblings are read one by one, so checking each record once covers every line.)"""
    try:
        pair = GoldPair.model_validate({**record, "id": "i", "criterion_id": "c",
                                        "label": "pass", "why": "w"})
        GoldSibling.model_validate(sibling_of(record))
    except ValidationError:
        return False
    return (pair.kind == "test") == (pair.test is not None)
