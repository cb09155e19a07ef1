"""A Markdown document past the reader's caps: the sections read are graded as they would be
without the caps, and the rest is a finding naming the line it starts at, so the docs check
cannot pass on part of a document."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gate.docs.readers import markdown
from gate.docs.readers.extract import read_docs
from gate.docs.readers.markdown import read_markdown

#: A section with something to say (a command, a figure): the offline judge passes it, so the
#: check's state is the cap's doing alone.
FILLER = "This part of the setup runs `make docs`, which builds the site in about 2 minutes."


STAGES = ("alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel")


def document(sections: int) -> str:
    """A guide whose parts each say something of their own (parts that copied one another
    would be the copies `md-consistency` fails)."""
    return f"# Guide\n\n{FILLER}\n\n" + "".join(
        f"## Part {i}\n\nThe {STAGES[i % 8]} stage loads the {STAGES[(i + 3) % 8]} files with "
        f"`make {STAGES[i % 8]}` in under 5 minutes.\n\n" for i in range(sections))


def test_a_document_within_the_caps_has_no_finding() -> None:
    reading = read_markdown(document(5), "guide.md")
    assert reading.findings == ()
    assert [a.artifact_id for a in reading.artifacts] == [
        "section.intro", *(f"section.part-{i}" for i in range(5))]


def test_sections_past_the_cap_are_a_finding_at_the_first_left_out(monkeypatch) -> None:
    whole = read_markdown(document(5), "guide.md").artifacts
    monkeypatch.setattr(markdown, "MAX_SECTIONS", 3)
    reading = read_markdown(document(5), "guide.md")
    assert reading.artifacts == whole[:4]  # the intro and three sections, exactly as uncapped
    (finding,) = reading.findings
    assert (finding.path, finding.line) == ("guide.md", whole[4].line)
    assert f"lines {whole[4].line}-{whole[-1].line + 3} were not" in finding.message
    assert "3 sections were graded" in finding.message


def test_text_past_the_parsed_part_leaves_the_section_it_cuts_ungraded(monkeypatch) -> None:
    text = document(5)
    whole = read_markdown(text, "guide.md").artifacts
    cut_inside = text.index("## Part 3") + 20  # the cap ends inside the fourth section
    monkeypatch.setattr(markdown, "MAX_PARSED_CHARS", cut_inside)
    reading = read_markdown(text, "guide.md")
    assert reading.artifacts == whole[:4]  # the section the cap cuts is not graded in part
    (finding,) = reading.findings
    assert finding.line == whole[4].line


def test_one_section_longer_than_the_parsed_part_grades_nothing(monkeypatch) -> None:
    text = "## Only\n\n" + f"{FILLER}\n\n" * 50
    monkeypatch.setattr(markdown, "MAX_PARSED_CHARS", 400)
    reading = read_markdown(text, "guide.md")
    assert reading.artifacts == []
    (finding,) = reading.findings
    assert finding.line == 1
    assert "0 sections were graded" in finding.message


@pytest.mark.parametrize("sections", [10, 2_400])
def test_a_first_part_parsed_is_enough_only_when_it_reaches_the_cap(sections: int) -> None:
    # A quarter of the cap holds fewer than MAX_SECTIONS of the longer document's sections
    # only if its sections are long; either way the cap counts whole sections.
    padded = document(sections).replace(FILLER, FILLER * 4)
    reading = read_markdown(padded, "guide.md")
    graded = [a for a in reading.artifacts if a.artifact_id != "section.intro"]
    assert len(graded) == min(sections, markdown.MAX_SECTIONS)
    assert bool(reading.findings) == (sections > markdown.MAX_SECTIONS)


def test_the_finding_reaches_the_files_findings(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(markdown, "MAX_SECTIONS", 2)
    (tmp_path / "guide.md").write_text(document(4))
    (tmp_path / "other.md").write_text(document(2))
    extraction = read_docs(tmp_path, ["guide.md", "other.md"])
    assert [(f.path, f.line) for f in extraction.findings] == [("guide.md", 13)]
    assert sum(a.file == "other.md" for a in extraction.artifacts) == 3  # the other file whole


def test_a_capped_document_makes_the_docs_check_inconclusive(cli, tmp_path: Path,
                                                           monkeypatch) -> None:
    monkeypatch.setattr(markdown, "MAX_SECTIONS", 2)
    (tmp_path / "guide.md").write_text(document(4))
    monkeypatch.chdir(tmp_path)
    run = cli("docs", "guide.md", "--judge", "heuristic", "--no-audit", "--json",
              "--report", "report.json")
    report = json.loads(run.stdout)
    assert all(r["passed"] for r in report["results"])  # what was graded passed …
    assert report["verdict"].startswith("INCONCLUSIVE")  # … and still the check is not a pass
    assert run.exit_code == 2
    assert "guide.md:13: 2 sections were graded and lines 13-20 were not" in run.stderr
