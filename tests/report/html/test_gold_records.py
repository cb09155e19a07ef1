"""What the page carries for a reviewer's gold export: each graded artifact in the gold
reader's own fields, bounded, redacted, and only what the reader would take."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from gate.core.redaction import register
from gate.docs.calibration.gold_sets.gold import load_gold
from gate.docs.readers.extract import read_docs
from gate.report.html.gold_records import (
    MAX_ARTIFACT_CHARS,
    GoldArtifacts,
    gold_artifacts,
    gold_line,
)
from gate.report.html.page import Subject, build_page
from gate.report.html.write import write_html
from tests.report.html.generated import generate

SCHEMA = """version: 2
models:
  - name: stg_orders
    description: One row per order placed in the shop.
    columns:
      - name: order_id
        description: The order's key, from the storefront.
        data_tests:
          - unique
          - accepted_values:
              values: [1, 2]
      - name: status
        description: {status}
"""


def write(tmp_path: Path, status: str = "Where the order is in its life.") -> list[str]:
    (tmp_path / "models").mkdir(parents=True, exist_ok=True)
    (tmp_path / "models" / "schema.yml").write_text(SCHEMA.format(status=status))
    return ["models/schema.yml"]


def every_key(tmp_path: Path, files: list[str]) -> set[tuple[str, str]]:
    return {(a.file, a.artifact_id) for a in read_docs(tmp_path, files).artifacts}


def graded_gold(tmp_path: Path, files: list[str]) -> GoldArtifacts:
    """The records of every artifact of `files`, as a run that graded them hands them over."""
    artifacts = read_docs(tmp_path, files).artifacts
    return gold_artifacts(artifacts, {(a.file, a.artifact_id) for a in artifacts})


def test_every_line_made_of_the_records_is_one_the_gold_reader_reads(tmp_path: Path) -> None:
    files = write(tmp_path)
    graded = every_key(tmp_path, files)
    gold = graded_gold(tmp_path, files)
    assert gold.left_out == 0
    assert set(gold.index) == graded
    lines = [gold_line(number, gold.records, gold.groups, criterion_id="clarity",
                       label="pass", why="reads well", line_id=f"p{number}")
             for number in sorted(set(gold.index.values()))]
    path = tmp_path / "gold.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    pairs = load_gold(path)
    assert len(pairs) == len(graded)
    status = next(p for p in pairs if p.subject == "status")
    assert (status.kind, status.model, status.text) == (
        "column_description", "stg_orders", "Where the order is in its life.")
    # The judge is shown the model's other artifacts; so is the gold line.
    assert {s.subject for s in status.siblings} >= {"order_id", "stg_orders"}
    test = next(p for p in pairs if p.kind == "test" and p.test and p.test.type == "unique")
    assert test.test.column == "order_id"
    assert test.text == ""  # no rationale was drafted, and the judge saw none
    accepted = next(p for p in pairs if p.test and p.test.type == "accepted_values")
    assert accepted.test.args == {"values": [1, 2]}


def test_the_rows_name_their_record_and_a_page_without_the_checkout_has_none(
    tmp_path: Path,
) -> None:
    generated = generate(tmp_path / "workspace", 40, files=3)
    results = generated.report.docs.report.results
    gold = gold_artifacts(generated.artifacts, {(r.file, r.artifact_id) for r in results})
    page = build_page(Subject.of_report(generated.report), gold=gold)
    assert all(row.gold is not None for row in page.rows)
    first = next(row for row in page.rows if row.artifact == results[0].artifact_id)
    assert gold.records[first.gold]["text"] == "The c0 column, as drafted."
    assert page.review is not None
    assert (page.review.exportable, page.review.left_out) == (40, 0)
    bare = build_page(Subject.of_report(generated.report))
    assert {row.gold for row in bare.rows} == {None}
    assert bare.review is not None
    assert (bare.review.exportable, bare.review.left_out) == (0, 40)


def test_text_past_the_budget_is_left_out_and_counted(tmp_path: Path) -> None:
    files = write(tmp_path, status="x" * (MAX_ARTIFACT_CHARS + 1))
    artifacts = read_docs(tmp_path, files).artifacts
    graded = {(a.file, a.artifact_id) for a in artifacts}
    gold = gold_artifacts(artifacts, graded)
    assert ("models/schema.yml", "column.status.description") not in gold.index
    assert gold.left_out == 1
    tight = gold_artifacts(artifacts, graded, budget=40)
    assert tight.left_out == len(graded) - len(tight.index) > 1
    assert sum(len(r["text"]) for r in tight.records) <= 40


def test_a_secret_in_the_drafted_text_is_redacted(tmp_path: Path) -> None:
    secret = "sk-ant-api03-drafted-secret-value"
    register(secret)
    files = write(tmp_path, status=f"Keyed with {secret}.")
    gold = graded_gold(tmp_path, files)
    assert secret not in json.dumps(gold.records)
    assert "Keyed with ***." in [r["text"] for r in gold.records]


def test_a_graded_pair_whose_artifact_was_not_handed_over_is_left_out() -> None:
    gold = gold_artifacts([], {("models/gone.yml", "column.a.description")})
    assert (gold.records, gold.left_out) == ((), 1)


def test_the_page_exports_the_graded_text_not_the_checkouts(tmp_path: Path) -> None:
    """A run hands the page the artifacts it graded: the label export carries what the judge
    was shown, whatever the checkout holds by the time the page is written."""
    generated = generate(tmp_path / "ws", 30, files=3)
    graded = [replace(a, text=f"As graded: {a.artifact_id}.")
              for a in read_docs(generated.workspace, list(generated.files)).artifacts]
    page = write_html(tmp_path / "out", Subject.of_report(generated.report),
                      workspace=generated.workspace, artifacts=graded).read_text()
    data = page.split('id="pairs-data">', 1)[1].split("</script>", 1)[0]
    on_disk = read_docs(generated.workspace, list(generated.files)).artifacts[0].text
    assert f"As graded: {graded[0].artifact_id}." in data
    assert on_disk not in data


def test_without_the_graded_artifacts_the_page_exports_nothing_and_reads_no_checkout(
    tmp_path: Path,
) -> None:
    """The export is made of what the run graded, or of nothing: the drafted files in the
    workspace, readable as they are, are never read again for it."""
    generated = generate(tmp_path / "ws", 12, files=2)
    page = write_html(tmp_path / "out", Subject.of_report(generated.report),
                      workspace=generated.workspace).read_text()
    data = page.split('id="pairs-data">', 1)[1].split("</script>", 1)[0]
    assert "The c0 column, as drafted." not in data
    assert "Labelling is off on this page" in page
