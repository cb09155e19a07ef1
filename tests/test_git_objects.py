"""The one git reader (`gate.inputs.git_store`): objects read from the checkout's store with no
git process, each hashed against its name; a commit's file reached through its tree; and a store
that cannot answer answering "unknown", with its reason, never "nothing"."""

from __future__ import annotations

import os
import subprocess
import zlib
from pathlib import Path

import pytest

from gate.core.errors import InputError, MissingPiece
from gate.inputs.git_store import ChangedPath, GitStore, changed_between
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


def test_files_are_read_through_the_commits_tree(repository: tuple[Path, str]) -> None:
    root, head = repository
    with GitStore(root) as store:
        assert store.file_at(head, "models/big.yml", 100) == "too-large"
        assert store.file_at(head, "models/m0.yml", 100) == b"models:\n  - name: m0\n"
        assert store.file_at(head, "models/none.yml", 100) == "absent"
        assert store.file_at(head, "models", 100) == "absent"  # a tree, not a file
        assert store.file_at(head, "models/m0.yml/x", 100) == "absent"
        assert [e.path for e in store.tree(head)][:2] == ["models/big.yml", "models/m0.yml"]
        assert store.tree(head, limit=3) == "unknown"
        assert "more than 3 files" in store.why


def test_outside_a_repository_every_read_is_unknown_with_its_reason(tmp_path: Path) -> None:
    with GitStore(tmp_path) as store:
        assert store.blob("0" * 40, 100) == "unknown"
        assert "no git object store" in store.why
        assert store.parents("0" * 40) == "unknown"
        assert store.file_at("HEAD", "x.yml", 100) == "unknown"  # names are ids, never refs


def test_what_a_change_touches_is_told_from_the_merge_base(repository: tuple[Path, str]) -> None:
    root, base = repository
    git(root, "checkout", "-qb", "change")
    (root / "models" / "m0.yml").write_text("changed\n")
    (root / "models" / "new.yml").write_text("new\n")
    (root / "models" / "m1.yml").unlink()
    git(root, "add", "-A")
    git(root, "commit", "-qm", "change")
    head = git(root, "rev-parse", "HEAD")
    git(root, "checkout", "-q", base)
    (root / "models" / "m2.yml").write_text("the base moved on\n")
    git(root, "commit", "-qam", "later on the base")
    later_base = git(root, "rev-parse", "HEAD")
    assert changed_between(root, later_base, head) == [
        ChangedPath("models/m0.yml", "modified"), ChangedPath("models/m1.yml", "removed"),
        ChangedPath("models/new.yml", "added")]
    with GitStore(root) as store:
        assert store.parents(head) == (base,)
    assert changed_between(root, "f" * 40, head) == "unknown"


def test_a_blob_planted_under_the_listed_id_is_refused(repository: tuple[Path, str]) -> None:
    """A loose object's bytes are not checked against its name by git when it reads them, so
    an earlier step could plant other bytes under the id GitHub lists: they are hashed and
    refused, never graded."""
    root, head = repository
    listed = blob_sha(b"models:\n  - name: good\n")
    planted = root / ".git" / "objects" / listed[:2] / listed[2:]
    planted.parent.mkdir(exist_ok=True)
    planted.write_bytes(zlib.compress(b"blob 4\0evil"))
    with GitStore(root) as store:
        assert store.blob(listed, 100) == "unknown"
        assert "does not hash to its name" in store.why
    with HeadFiles(root, head, {"models/m0.yml": listed}, None) as files, \
            pytest.raises(MissingPiece, match="could not be read"):
        files.read("models/m0.yml", 1000)


def test_a_replace_ref_changes_no_byte(repository: tuple[Path, str]) -> None:
    """`git replace` makes git itself hand another object over under a blob's name."""
    root, head = repository
    original = git(root, "rev-parse", f"{head}:models/m0.yml")
    (root / "lax.yml").write_text("lax\n")
    replacement = git(root, "hash-object", "-w", "lax.yml")
    git(root, "replace", original, replacement)
    assert git(root, "show", f"{head}:models/m0.yml") == "lax"
    with GitStore(root) as store:
        assert store.file_at(head, "models/m0.yml", 100) == b"models:\n  - name: m0\n"


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
    refuses ("dubious ownership")."""
    root, head = repository
    for path in (root, *root.rglob("*")):
        os.chown(path, 12345, 12345, follow_symlinks=False)
    refused = subprocess.run(["git", "-C", str(root), "cat-file", "-e", f"{head}:models/m0.yml"],
                             capture_output=True, check=False)
    assert refused.returncode != 0
    with GitStore(root) as store:
        assert store.file_at(head, "models/m0.yml", 100) == b"models:\n  - name: m0\n"


def test_packed_objects_and_a_shallow_clone_are_read_as_git_holds_them(
    repository: tuple[Path, str], tmp_path: Path,
) -> None:
    """A checkout's objects are packs (actions/checkout fetches one), often shallow: what the
    store holds reads, and what its edge cuts off is "unknown" with the reason."""
    root, first = repository
    (root / "models" / "m0.yml").write_text("changed\n")
    git(root, "commit", "-qam", "second")
    head = git(root, "rev-parse", "HEAD")
    git(root, "gc", "-q")
    assert not list((root / ".git" / "objects").glob("[0-9a-f][0-9a-f]/*"))
    assert changed_between(root, first, head) == [ChangedPath("models/m0.yml", "modified")]
    shallow = tmp_path / "shallow"
    git(tmp_path, "clone", "-q", "--depth", "1", f"file://{root}", str(shallow))
    with GitStore(shallow) as store:
        assert store.file_at(head, "models/m0.yml", 100) == b"changed\n"
        assert store.parents(head) == (first,)  # recorded in the commit, though not held
        assert store.changed_paths(first, head) == "unknown"
        assert "is not in the store" in store.why
