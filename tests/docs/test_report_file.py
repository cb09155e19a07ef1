"""The docs report written in pieces is byte for byte the report serialised whole, secrets
redacted alike, and its results share one set of given fields and their keys without anything
showing it."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from gate.configure.config import CONFIG_FILE, load_config_file
from gate.core.files import utf8_bytes, write_lines_atomically
from gate.core.redaction import MASK, redact, register
from gate.docs import report_file
from gate.docs.models import GradingReport, GradingResult
from gate.docs.pipeline import grade_docs, write_report
from tests.docs.dbt_fixture import write_project

SECRET = "sk-ant-api03-report-secret-value"


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> GradingReport:
    root = tmp_path_factory.mktemp("shop")
    files = write_project(root)
    config = load_config_file(root / CONFIG_FILE)
    _, graded = grade_docs(root, files, config, judge="heuristic", audit=False)
    return graded


def whole(report: GradingReport) -> str:
    """The report as it was written before it was written in pieces."""
    return report.model_dump_json(indent=2) + "\n"


def test_the_fixture_holds_every_kind_of_result(report: GradingReport) -> None:
    results = report.results
    assert len(results) > 100
    assert {r.score for r in results} >= {0.0, 0.8}
    assert any(r.text_from for r in results)
    assert any(r.addresses_judge for r in results)
    assert any(r.withheld for r in results)
    assert any(not r.reasoning.isascii() for r in results)  # written raw, not escaped
    assert report.notes  # the key written twice


@pytest.mark.parametrize("per_piece", [1, 7, 1_000])
def test_the_pieces_join_into_the_whole_report(report: GradingReport, per_piece: int,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(report_file, "RESULTS_PER_PIECE", per_piece)
    pieces = list(report_file.report_lines(report))
    assert "".join(pieces) == whole(report)
    assert len(pieces) >= 3 + len(report.results) // per_piece
    assert all(piece.endswith("\n") for piece in pieces)


def test_a_piece_holds_at_most_a_hundred_results(report: GradingReport) -> None:
    # Each piece is held several times over while it is written: its size is the writer's
    # share of the run's peak memory, so it stays small whatever the project's size.
    pieces = list(report_file.report_lines(report))
    per_piece = [piece.count('"criterion_id": ') for piece in pieces]
    assert sum(per_piece) == len(report.results) > 100
    assert max(per_piece) <= 100


def test_a_report_without_results_is_written_alike(report: GradingReport) -> None:
    empty = report.model_copy(update={"results": ()})
    assert "".join(report_file.report_lines(empty)) == whole(empty)


def test_the_file_is_the_whole_report(report: GradingReport, tmp_path: Path) -> None:
    write_report(report, tmp_path / "docs-grade.json")
    assert (tmp_path / "docs-grade.json").read_bytes() == utf8_bytes(whole(report))


@pytest.mark.parametrize("secret", [SECRET, f"{SECRET}\nsecond line of it"])
def test_secrets_are_redacted_as_from_the_whole_report(report: GradingReport, tmp_path: Path,
                                                        secret: str,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(report_file, "RESULTS_PER_PIECE", 3)
    results = list(report.results)
    results[4] = results[4].model_copy(update={"reasoning": f"It quoted {secret} back."})
    results[5] = results[5].model_copy(update={"evidence": secret})
    leaking = report.model_copy(update={"results": tuple(results),
                                        "notes": (*report.notes, f"a note with {secret}")})
    register(secret)
    write_report(leaking, tmp_path / "docs-grade.json")
    written = (tmp_path / "docs-grade.json").read_bytes()
    assert written == utf8_bytes(redact(whole(leaking)))
    assert json.dumps(secret)[1:-1].encode() not in written
    assert written.count(MASK.encode()) >= 3


def test_results_share_their_given_fields_without_it_showing(report: GradingReport) -> None:
    every = set(GradingResult.model_fields)
    assert all(r.model_fields_set == every for r in report.results)
    first, second = report.results[0], report.results[1]
    assert first.model_dump(exclude_unset=True) == first.model_dump()
    changed = first.model_copy(update={"score": 0.1})
    assert changed.model_fields_set == every
    assert second.model_fields_set == every
    assert GradingResult.model_validate_json(first.model_dump_json()) == first


def test_results_share_their_keys_without_it_showing(report: GradingReport) -> None:
    # Each result's values sit in a dict whose keys the class holds once: a third of the
    # memory of a dict of its own, made at the run's peak.
    for result in (report.results[0], report.results[-1]):
        own = dict(result.__dict__)
        assert sys.getsizeof(result.__dict__) < sys.getsizeof(own) / 2
        assert GradingResult.model_validate(own) == result
        assert GradingResult.model_validate_json(result.model_dump_json()) == result
    changed = report.results[0].model_copy(update={"score": 0.1, "floor": "offline"})
    assert (changed.score, changed.floor, changed.file) == (0.1, "offline",
                                                            report.results[0].file)


def test_a_secret_spanning_two_pieces_of_lines_is_still_redacted(tmp_path: Path) -> None:
    secret = "first-half-of-it\nsecond-half"
    register(secret)
    write_lines_atomically(tmp_path / "out.txt",
                           iter(["a line\n", "it was first-half-of-it\n", "second-half here\n"]))
    assert (tmp_path / "out.txt").read_text() == f"a line\nit was {MASK} here\n"
