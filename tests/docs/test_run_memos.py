"""A docs run forgets its text readings once every verdict is in, before its report is made:
the report then reuses their memory, and nothing it says changes."""

from __future__ import annotations

import json
from typing import Any

import pytest

from gate.configure.config import GradeConfig, parse_config
from gate.core import envelope_tags
from gate.docs.addressing import sentences
from gate.docs.addressing.matching import fold
from gate.docs.addressing.standing import status
from gate.docs.judges.offline import heuristic
from gate.docs.judges.offline.heuristic import HeuristicJudge
from gate.docs.judges.offline.telling import told
from gate.docs.pipeline import rubric_for
from gate.docs.readers.candidate import extract_candidate
from gate.docs.run import engine
from gate.docs.run.engine import DocsGrader
from gate.docs.run.memos import forget_readings
from tests.docs.conftest import candidate

VOLATILE = ("run_id", "timestamp", "duration_seconds")


def _graded(*, keep_readings: bool = False) -> dict[str, Any]:
    found = extract_candidate(json.dumps(candidate(columns=4)), "c.json")
    rubric = rubric_for(parse_config(b"", display_path="s.yml", ref=None), found)
    report = DocsGrader(HeuristicJudge(), rubric, GradeConfig(), 1,
                        keep_readings=keep_readings).judge_pairs(found)
    dumped = report.model_dump(mode="json")
    return {key: value for key, value in dumped.items() if key not in VOLATILE}


def test_the_readings_are_empty_when_the_results_are_made(
        monkeypatch: pytest.MonkeyPatch) -> None:
    held: list[int] = []
    made = engine.results_of

    def watched(*args: Any, **kwargs: Any) -> Any:
        held.append(sentences.read.cache_info().currsize)
        return made(*args, **kwargs)

    monkeypatch.setattr(engine, "results_of", watched)
    _graded()
    assert held == [0]


def test_a_caller_judging_one_set_in_groups_keeps_them() -> None:
    """Calibration judges a gold set group by group, each group with the same siblings: its
    readings are kept across the groups (forgetting them made `calibrate` four times slower)."""
    _graded(keep_readings=True)
    assert sentences.read.cache_info().currsize > 0


def test_forgetting_them_changes_nothing_in_the_report(monkeypatch: pytest.MonkeyPatch) -> None:
    forgetting = _graded()
    monkeypatch.setattr(engine, "forget_readings", lambda: 0)
    keeping = _graded()
    assert sentences.read.cache_info().currsize > 0  # kept: the run above read its texts
    assert forgetting == keeping


def test_the_compiled_patterns_and_tables_are_kept() -> None:
    status.speaks_of_standing("Amount of the order in EUR, before tax.")
    fold.latin(fold.fold("Сумма заказа в евро."))  # builds the look-alike table, once a process
    compiled = status._english.cache_info().currsize
    assert compiled == 1
    assert fold._look_alikes.cache_info().currsize == 1
    assert forget_readings() > 0
    assert status._english.cache_info().currsize == compiled
    assert fold._look_alikes.cache_info().currsize == 1
    assert status.speaks_of_standing.cache_info().currsize == 0


def test_the_judges_per_model_memos_are_empty_when_the_results_are_made(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The offline judge's told copies and sibling indexes, one per model, are forgotten
    with the readings: on a large project they stayed until the process ended."""
    held: list[tuple[int, int]] = []
    made = engine.results_of

    def watched(*args: Any, **kwargs: Any) -> Any:
        held.append((told._TOLD_MODELS.cache_info().currsize,
                     heuristic._INDEXES.cache_info().currsize))
        return made(*args, **kwargs)

    monkeypatch.setattr(engine, "results_of", watched)
    _graded()
    assert held == [(0, 0)]
    _graded(keep_readings=True)
    assert told._TOLD_MODELS.cache_info().currsize > 0
    assert heuristic._INDEXES.cache_info().currsize > 0


def test_the_envelope_nonce_s_lookups_are_empty_when_the_results_are_made(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Every text asked whether it spells the run's nonce is remembered below the docs
    layers (`gate.core.envelope_tags`); it is forgotten with the readings all the same."""
    held: list[int] = []
    made = engine.results_of

    def watched(*args: Any, **kwargs: Any) -> Any:
        held.append(envelope_tags._line_of.cache_info().currsize)
        return made(*args, **kwargs)

    monkeypatch.setattr(engine, "results_of", watched)
    _graded()
    assert held == [0]
    _graded(keep_readings=True)
    assert envelope_tags._line_of.cache_info().currsize > 0
