"""The release steps, on scratch copies of the project's own files."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from scripts.release import ReleaseError, pin_action, release_notes

ROOT = Path(__file__).resolve().parent.parent
DIGEST = "sha256:" + "ab" * 32


def test_pinning_points_the_action_at_the_image_by_digest() -> None:
    pinned = pin_action((ROOT / "action.yml").read_text(), version="1.2.3",
                        image="ghcr.io/acme/signalforge-gate", digest=DIGEST)
    action = yaml.safe_load(pinned)
    assert action["runs"] == {"using": "docker",
                              "image": f"docker://ghcr.io/acme/signalforge-gate@{DIGEST}"}
    assert f"@{DIGEST} # v1.2.3\n" in pinned
    assert action["inputs"] == yaml.safe_load((ROOT / "action.yml").read_text())["inputs"]


@pytest.mark.parametrize(("version", "image", "digest"), [
    ("1.2", "ghcr.io/a/b", DIGEST), ("1.2.3", "ghcr.io/a/b", "sha256:xyz"),
    ("1.2.3", "ghcr.io/a/b\n  evil: 1", DIGEST),
])
def test_pinning_refuses_malformed_parts(version: str, image: str, digest: str) -> None:
    with pytest.raises(ReleaseError):
        pin_action((ROOT / "action.yml").read_text(), version=version, image=image,
                   digest=digest)


def test_pinning_twice_is_refused_rather_than_guessed() -> None:
    once = pin_action((ROOT / "action.yml").read_text(), version="1.0.0",
                      image="ghcr.io/a/b", digest=DIGEST)
    with pytest.raises(ReleaseError, match="exactly once"):
        pin_action(once, version="1.0.1", image="ghcr.io/a/b", digest=DIGEST)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    for name in ("pyproject.toml", "CHANGELOG.md"):
        shutil.copy(ROOT / name, tmp_path / name)
    return tmp_path


def test_the_release_notes_are_the_versions_changelog_section(project: Path) -> None:
    version = __import__("gate").__version__
    notes = release_notes(version, project)
    assert notes.strip()
    assert "## [" not in notes


def test_a_version_the_project_does_not_declare_is_refused(project: Path) -> None:
    with pytest.raises(ReleaseError, match=r"pyproject\.toml says"):
        release_notes("99.0.0", project)
    with pytest.raises(ReleaseError, match="not a semantic version"):
        release_notes("v1", project)


def test_a_version_without_changelog_section_is_refused(project: Path) -> None:
    version = __import__("gate").__version__
    (project / "CHANGELOG.md").write_text("# Changelog\n\n## [Unreleased]\n\n- x\n")
    with pytest.raises(ReleaseError, match="no section"):
        release_notes(version, project)
