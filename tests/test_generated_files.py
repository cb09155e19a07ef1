"""Every generated file the repository ships holds what its generator makes now: one test that
fails, naming each stale file, until `python -m scripts.regenerate` writes them again."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from scripts import regenerate

ROOT = Path(__file__).resolve().parent.parent


def test_every_generated_file_is_current() -> None:
    assert regenerate.stale() == [], "run `python -m scripts.regenerate`"


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    for generated in regenerate.GENERATED:
        (tmp_path / generated.path).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / generated.path, tmp_path / generated.path)
    return tmp_path


@pytest.mark.parametrize("path", [generated.path for generated in regenerate.GENERATED])
def test_a_file_edited_by_hand_or_left_behind_is_named(copy: Path, path: str) -> None:
    file = copy / path
    file.write_text(file.read_text(encoding="utf-8").replace("\n", "\n ", 1), encoding="utf-8")
    assert regenerate.stale(copy) == [path]
    file.unlink()
    assert regenerate.stale(copy) == [path]


def test_the_check_writes_nothing_and_fails_on_a_stale_file(
        monkeypatch: pytest.MonkeyPatch, copy: Path, capsys: pytest.CaptureFixture[str]) -> None:
    schema = copy / regenerate.GENERATED[0].path
    schema.write_text("{}\n", encoding="utf-8")
    monkeypatch.setattr(regenerate, "ROOT", copy)
    assert regenerate.main(["--check"]) == 1
    assert schema.read_text(encoding="utf-8") == "{}\n"
    assert f"stale: {regenerate.GENERATED[0].path}" in capsys.readouterr().out
    assert regenerate.main([]) == 0
    assert regenerate.stale(copy) == []
