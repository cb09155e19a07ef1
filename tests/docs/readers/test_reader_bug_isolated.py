"""A bug in a reader, met on one file, is an internal-error finding about that file: the other
files are read in the same single pass, so what they share (a project's doc blocks, the notes
about them) is read once and still used."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from gate.core.errors import InternalError
from gate.docs.pipeline import extract_readable
from gate.docs.readers import extract
from gate.docs.readers.dbt_reading import DbtReading
from gate.docs.readers.doc_blocks import DocBlocks
from tests.docs.dbt_fixture import write_project

BROKEN = "models/schema_1.yml"
ORDER_ID = "The order's identifier, assigned by the shop when the customer checks out."


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """The dbt reader, made to crash on `BROKEN`; how many times each file was read."""
    seen: Counter[str] = Counter()
    real = extract.read_dbt

    def crashing_on_one(text: str, path: str, blocks: DocBlocks | None = None) -> DbtReading:
        seen[path] += 1
        if path == BROKEN:
            raise RuntimeError("reader exploded")
        return real(text, path, blocks)

    monkeypatch.setattr(extract, "read_dbt", crashing_on_one)
    return seen


def project(root: Path) -> list[str]:
    files = write_project(root)
    (root / "models" / "again.md").write_text(  # a name defined twice: dbt refuses this
        "{% docs amount_eur %}\nThe order's total in euros.\n{% enddocs %}\n")
    (root / "models" / "notes.md").write_text("## Notes\n\nHow the models are built.\n")
    return [*files, "models/notes.md"]


def test_a_reader_bug_is_a_finding_about_its_file_and_the_rest_is_read(
        tmp_path: Path, reads: Counter[str]) -> None:
    files = project(tmp_path)
    artifacts, findings, notes = extract_readable(tmp_path, files)
    (finding,) = findings
    assert isinstance(finding, InternalError)
    assert finding.path == BROKEN
    assert "RuntimeError: reader exploded" in finding.message
    assert isinstance(finding.__cause__, RuntimeError)  # the traceback --debug shows
    assert BROKEN not in {a.file for a in artifacts}
    assert {a.file for a in artifacts} == set(files) - {BROKEN}
    order_ids = {a.text for a in artifacts if a.file == "models/schema_0.yml"
                 and a.artifact_id.endswith("column.order_id.description")}
    assert order_ids == {ORDER_ID}  # the doc block, from another file, still resolves
    assert [n for n in notes if "docs block `amount_eur` is defined again" in n] == [
        "models/docs.md:5: docs block `amount_eur` is defined again (first at "
        "models/again.md:1); dbt refuses this, the later one was used."]  # said once


def test_each_file_is_read_once_though_one_of_them_crashed(tmp_path: Path,
                                                           reads: Counter[str]) -> None:
    files = project(tmp_path)
    extract_readable(tmp_path, files)
    assert reads == Counter({path: 1 for path in files if path.endswith(".yml")})
