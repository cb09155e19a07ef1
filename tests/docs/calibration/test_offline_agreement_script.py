"""`python -m scripts.offline_agreement`: a pair whose judging raised is never left out of the
shipped figure in silence; the script names it and writes nothing."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from pathlib import Path

import pytest

from gate.docs.artifacts import Artifact
from gate.docs.calibration.agreement import from_package, shipped
from gate.docs.judges.offline import heuristic
from gate.docs.judges.offline.model_context.model_index import ModelIndex
from gate.docs.judges.offline.shared.finding import Finding
from scripts import offline_agreement
from tests.docs.calibration.test_calibrate_cli import SMALL, pair, write

ROOT = Path(__file__).resolve().parents[3]


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


def test_the_shipped_figure_names_each_set_by_the_sha256_of_its_file() -> None:
    """The hash a grade states is the one `sha256sum` prints and the set's committed `.sha256`
    holds, and the one the docs quote: a reader can match the figure to the sealed set."""
    figure = shipped()
    assert figure.authors_own is not None
    for named in (figure, figure.authors_own):
        assert named.gold_sha256 == hashlib.sha256((ROOT / named.gold).read_bytes()).hexdigest()
    sealed = (ROOT / figure.gold).with_suffix(".sha256").read_text(encoding="utf-8").split()
    assert sealed == [figure.gold_sha256, Path(figure.gold).name]
    assert from_package().gold_sha256 == figure.gold_sha256  # grade.json's docs.agreement
    quoted = f"`{figure.gold_sha256[:8]}…{figure.gold_sha256[-4:]}`"
    for doc in ("docs/calibration.md", "calibration/README.md"):
        assert quoted in (ROOT / doc).read_text(encoding="utf-8"), doc
