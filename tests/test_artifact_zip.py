"""An artifact's zip is unpacked with bounds: files under numbers (never their names as
paths), links and folders skipped, a member inflating past the budget refused."""

from __future__ import annotations

import stat
import zipfile
from pathlib import Path

import pytest

from gate.core.errors import InputError
from gate.inputs.artifact_zip import MAX_MEMBERS, unpack


def make(tmp_path: Path, members: dict[str, bytes], links: dict[str, str] | None = None
         ) -> Path:
    path = tmp_path / "artifact.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as bundle:
        for name, data in members.items():
            bundle.writestr(name, data)
        for name, target in (links or {}).items():
            info = zipfile.ZipInfo(name)
            info.external_attr = (stat.S_IFLNK | 0o777) << 16
            bundle.writestr(info, target)
    return path


def test_files_come_out_numbered_with_their_names_kept_to_show(tmp_path: Path) -> None:
    archive = make(tmp_path, {"b/audit.jsonl.gz": b"x", "a.jsonl": b"yy", "dir/": b""})
    out = tmp_path / "out"
    out.mkdir()
    members = unpack(archive, out, budget=100, shown="cleo-audit")
    assert [(m.name, m.path.name, m.path.read_bytes()) for m in members] == [
        ("a.jsonl", "1.jsonl", b"yy"), ("b/audit.jsonl.gz", "2.gz", b"x")]


def test_a_member_inflating_past_the_budget_is_refused(tmp_path: Path) -> None:
    archive = make(tmp_path, {"bomb.jsonl": b"\0" * 200_000})
    assert archive.stat().st_size < 2_000  # a tiny archive ...
    out = tmp_path / "out"
    out.mkdir()
    with pytest.raises(InputError, match="inflate to more than"):  # ... stopped at the budget
        unpack(archive, out, budget=100_000, shown="cleo-audit")
    assert sum(p.stat().st_size for p in out.iterdir()) <= 100_000 + 2**20


@pytest.mark.parametrize("name", ["../up.jsonl", "/abs.jsonl", "a/../../x.jsonl",
                                  "..\\win.jsonl"])
def test_a_name_that_climbs_out_is_refused(tmp_path: Path, name: str) -> None:
    with pytest.raises(InputError, match="climbs out of the artifact"):
        unpack(make(tmp_path, {name: b"x"}), tmp_path, budget=100, shown="cleo-audit")


def test_links_are_skipped_and_an_empty_artifact_is_refused(tmp_path: Path) -> None:
    archive = make(tmp_path, {}, links={"audit.jsonl": "/etc/passwd"})
    with pytest.raises(InputError, match="holds no file"):
        unpack(archive, tmp_path, budget=100, shown="cleo-audit")


def test_too_many_files_are_refused(tmp_path: Path) -> None:
    archive = make(tmp_path, {f"{n}.jsonl": b"x" for n in range(MAX_MEMBERS + 1)})
    with pytest.raises(InputError, match=f"holds {MAX_MEMBERS + 1} files"):
        unpack(archive, tmp_path, budget=10_000, shown="cleo-audit")


def test_what_is_not_a_zip_is_an_input_error(tmp_path: Path) -> None:
    path = tmp_path / "artifact.zip"
    path.write_bytes(b"not a zip at all")
    with pytest.raises(InputError, match="not a readable zip"):
        unpack(path, tmp_path, budget=100, shown="cleo-audit")
