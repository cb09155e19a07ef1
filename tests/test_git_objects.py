"""Blobs from the local git store: one `git cat-file --batch` process for every file, an object
over the cap drained (never kept), and a store that cannot answer answering "absent"."""

from __future__ import annotations

import os
import subprocess
import zlib
from pathlib import Path
from typing import Any

import pytest

from gate.core.errors import InputError, MissingPiece
from gate.inputs import git_objects
from gate.inputs.git_objects import GitObjects
from gate.inputs.head_files import HeadFiles, blob_sha


def git(root: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(root), "-c", "user.name=t", "-c",
                           "user.email=t@example.com", *args], check=True,
                          capture_output=True, text=True).stdout.strip()


@pytest.fixture
def repository(tmp_path: Path) -> tuple[Path, str]:
    (tmp_path / "models").mkdir()
    for n in range(5):
        (tmp_path / "models" / f"m{n}.yml").write_text(f"models:\n  - name: m{n}\n")
    (tmp_path / "models" / "big.yml").write_bytes(b"#" * 5000)
    git(tmp_path, "init", "-q")
    git(tmp_path, "add", "-A")
    git(tmp_path, "commit", "-qm", "x")
    return tmp_path, git(tmp_path, "rev-parse", "HEAD")


def test_one_process_answers_every_file(repository: tuple[Path, str],
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    root, head = repository
    started: list[Any] = []
    real = subprocess.Popen

    def counted(*args: Any, **kwargs: Any) -> Any:
        started.append(args[0])
        return real(*args, **kwargs)
    monkeypatch.setattr(git_objects.subprocess, "Popen", counted)
    listed = {f"models/m{n}.yml": blob_sha(f"models:\n  - name: m{n}\n".encode())
              for n in range(5)}
    with HeadFiles(root, head, listed, None) as files:
        texts = [files.read(path, 1000) for path in listed]
    assert texts[3] == b"models:\n  - name: m3\n"
    assert len(started) == 1


def test_an_object_over_the_cap_is_drained_and_the_next_one_still_read(
    repository: tuple[Path, str],
) -> None:
    root, head = repository
    with GitObjects(root) as store:
        assert store.blob(f"{head}:models/big.yml", 100) == "too-large"
        assert store.blob(f"{head}:models/m0.yml", 100) == b"models:\n  - name: m0\n"
        assert store.blob(f"{head}:models/none.yml", 100) == "absent"
        assert store.blob(f"{head}:models", 100) == "absent"  # a tree, not a blob
        assert store.blob(f"{head}:models/m1.yml\n{head}:models/m2.yml", 100) == "absent"


def test_outside_a_repository_every_blob_is_absent(tmp_path: Path) -> None:
    with GitObjects(tmp_path) as store:
        assert store.blob("HEAD:x.yml", 100) == "absent"
        assert store.blob("HEAD:y.yml", 100) == "absent"


def test_a_blob_planted_under_the_listed_id_is_refused(repository: tuple[Path, str]) -> None:
    """git does not check a loose object's bytes against its name when reading it, so an
    earlier step could plant other bytes under the id GitHub lists: they are hashed and
    refused, never graded."""
    root, head = repository
    listed = blob_sha(b"models:\n  - name: good\n")
    planted = root / ".git" / "objects" / listed[:2] / listed[2:]
    planted.parent.mkdir(exist_ok=True)
    planted.write_bytes(zlib.compress(b"blob 4\0evil"))
    with GitObjects(root) as store:
        assert store.blob(listed, 100) == b"evil"  # git hands the planted bytes over
    with HeadFiles(root, head, {"models/m0.yml": listed}, None) as files, \
            pytest.raises(MissingPiece, match="not the blob GitHub lists"):
        files.read("models/m0.yml", 1000)


def test_a_listed_blob_the_store_lacks_without_a_client_is_missing(
    repository: tuple[Path, str],
) -> None:
    root, head = repository
    with HeadFiles(root, head, {"models/m0.yml": "0" * 40}, None) as files, \
            pytest.raises(MissingPiece, match="could not be read at the head commit"):
        files.read("models/m0.yml", 1000)


def test_a_file_over_the_cap_is_an_input_error_naming_it(repository: tuple[Path, str]) -> None:
    root, head = repository
    with HeadFiles(root, head, {"models/big.yml": None}, None) as files, \
            pytest.raises(InputError) as raised:
        files.read("models/big.yml", 1000)
    assert raised.value.path == "models/big.yml"


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0,
                    reason="only root can hand a checkout to another user")
def test_a_checkout_owned_by_another_user_is_still_read(repository: tuple[Path, str]) -> None:
    """As in a docker action: the container's root reads the runner user's checkout, which git
    refuses for its other commands ("dubious ownership")."""
    root, head = repository
    for path in (root, *root.rglob("*")):
        os.chown(path, 12345, 12345, follow_symlinks=False)
    refused = subprocess.run(["git", "-C", str(root), "cat-file", "-e", f"{head}:models/m0.yml"],
                             capture_output=True, check=False)
    assert refused.returncode != 0
    with GitObjects(root) as store:
        assert store.blob(f"{head}:models/m0.yml", 100) == b"models:\n  - name: m0\n"
