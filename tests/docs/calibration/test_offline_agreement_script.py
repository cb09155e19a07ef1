"""`python -m scripts.offline_agreement`: a pair whose judging raised is never left out of the
shipped figure in silence; the script names it and writes nothing."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import pytest

from gate.docs.artifacts import Artifact
from gate.docs.judges.offline import heuristic
from gate.docs.judges.offline.finding import Finding
from gate.docs.judges.offline.model_index import ModelIndex
from scripts import offline_agreement
from tests.docs.calibration.test_calibrate_cli import SMALL, pair, write


def breaks_on_a_marker(artifact: Artifact, _index: ModelIndex) -> Iterable[Finding]:
    """A check that raises on one text, as a rule with a bug would."""
    if "cannot be read" in artifact.text:
        raise ValueError("a rule fell over")
    return ()


def test_a_pair_the_judge_could_not_grade_is_named_and_nothing_is_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(heuristic.CHECKS, "clarity",
                        (*heuristic.CHECKS["clarity"], breaks_on_a_marker))
    shipped = tmp_path / "offline_agreement.json"
    monkeypatch.setattr(offline_agreement, "SHIPPED_PATH", shipped)
    gold = write(tmp_path, [*SMALL, pair("broken", "A code that cannot be read by anyone.",
                                         "fail", subject="code")])

    assert offline_agreement.main([str(gold), "--date", "2026-11-27"]) == 1

    error = capsys.readouterr().err
    assert "1 of 5 pairs of" in error
    assert "broken: " in error
    assert "ValueError: a rule fell over" in error
    assert not shipped.exists()
