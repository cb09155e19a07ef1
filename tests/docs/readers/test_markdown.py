"""Markdown sections as a CommonMark parser sees them, and the offline judge reading them as a
reader would: each case here is one the hand-written section reader got wrong."""

from __future__ import annotations

from pathlib import Path

from gate.docs.contract.rubric import Rubric
from gate.docs.judges.offline.heuristic import CLEAN_SCORE, HeuristicJudge
from gate.docs.judges.offline.telling.substance import told_score
from gate.docs.readers.extract import extract_files
from gate.docs.readers.markdown import extract_markdown
from gate.docs.seam.judge import JudgeRequest

FILLER = ("This paragraph explains how the export job batches orders, retries failed uploads "
          "and reports what it skipped, so an operator can tell a slow night from a broken one.")


def judge(section, criterion_id: str, sections) -> float | None:  # type: ignore[no-untyped-def]
    criterion = next(c for c in Rubric.from_config(None, {}, True).criteria
                     if c.id == criterion_id)
    outcome = HeuristicJudge().judge(JudgeRequest(section, (criterion,), tuple(sections)),
                                     deadline=0)
    assert outcome.verdicts is not None
    return outcome.verdicts[criterion_id].score


def test_yaml_front_matter_is_not_a_section() -> None:
    text = ("---\nhide:\n  - toc\n---\n\n# Guide\n\n## Install\n\n" + FILLER +
            "\n\n## Use\n\n" + FILLER + "\n")
    sections = extract_markdown(text, "docs/guide.md")
    assert [s.artifact_id for s in sections] == ["section.install", "section.use"]
    assert all("hide" not in s.text and "toc" not in (s.plain_text or "") for s in sections)


def test_front_matter_does_not_shift_line_numbers() -> None:
    text = "---\ntitle: Guide\n---\n\n## Install\n\n" + FILLER + "\n\n## Use\n\n" + FILLER + "\n"
    sections = extract_markdown(text, "g.md")
    assert [(s.artifact_id, s.line) for s in sections] == [("section.install", 5),
                                                          ("section.use", 9)]


def test_an_intro_after_front_matter_starts_after_it() -> None:
    text = "---\ntitle: Guide\n---\n# Guide\n\n" + FILLER + "\n\n## A\n\nx\n\n## B\n\ny\n"
    intro = extract_markdown(text, "g.md")[0]
    assert intro.artifact_id == "section.intro"
    assert intro.line == 4
    assert intro.text.startswith("# Guide")


def test_headings_inside_code_fences_and_html_blocks_are_not_sections() -> None:
    text = ("## Real\n\n" + FILLER + "\n\n```sh\n## not a heading\n```\n\n~~~~\n# nor this\n~~~~\n"
            "\n<div>\n\n</div>\n\n## Second\n\n" + FILLER + "\n")
    sections = extract_markdown(text, "g.md")
    assert [s.artifact_id for s in sections] == ["section.real", "section.second"]
    assert "## not a heading" in sections[0].text


def test_setext_headings_split_sections_at_their_title_line() -> None:
    text = "Install\n=======\n\n" + FILLER + "\n\nUse\n===\n\n" + FILLER + "\n"
    sections = extract_markdown(text, "g.md")
    assert [(s.subject, s.line) for s in sections] == [("Install", 1), ("Use", 6)]
    assert sections[0].text.endswith(FILLER)


def test_a_todo_inside_an_html_comment_does_not_make_a_long_section_a_placeholder() -> None:
    body = "\n\n".join([FILLER] * 8)  # about 40 lines of real prose
    other = "The import runs at noon and reads the files the export wrote."  # not a copy
    text = f"## Export\n\n<!-- TODO: add a diagram -->\n\n{body}\n\n## Other\n\n{other}\n"
    sections = extract_markdown(text, "g.md")
    assert "TODO" in sections[0].text  # the judge still sees the source as written
    assert "TODO" not in (sections[0].plain_text or "")
    for criterion in ("md-clarity", "md-completeness"):  # scored by what the prose tells
        assert judge(sections[0], criterion, sections) == told_score(sections[0].plain_text or "")
    assert judge(sections[0], "md-consistency", sections) == CLEAN_SCORE


def test_a_sentence_that_mentions_placeholders_is_not_a_placeholder() -> None:
    body = "\n".join([FILLER] * 20 + ["Replace placeholder with appropriate values before "
                                      "the first run."])
    sections = extract_markdown(f"## Configure\n\n{body}\n\n## Run\n\n{FILLER}\n", "g.md")
    assert judge(sections[0], "md-completeness", sections) == \
        told_score(sections[0].plain_text or "")


def test_a_section_that_is_only_a_placeholder_still_fails() -> None:
    sections = extract_markdown(f"## Setup\n\nTODO: fill this in\n\n## Use\n\n{FILLER}\n", "g.md")
    assert judge(sections[0], "md-completeness", sections) == 0.1
    assert judge(sections[1], "md-completeness", sections) == \
        told_score(sections[1].plain_text or "")


def test_a_section_whose_words_are_all_in_a_comment_is_empty() -> None:
    sections = extract_markdown("## Setup\n\n<!-- write this -->\n\n## Use\n\n" + FILLER + "\n",
                                "g.md")
    assert judge(sections[0], "md-completeness", sections) == 0.0


def test_length_counts_what_a_reader_sees_not_markup_or_comments() -> None:
    hidden = "<!-- " + " ".join(["word"] * 40) + " -->"
    sections = extract_markdown(f"## Short\n\n{hidden}\n\nOnly four words here.\n\n"
                                f"## Other\n\n{FILLER}\n", "g.md")
    assert judge(sections[0], "md-clarity", sections) == 0.4


def test_inline_html_comments_are_left_out_of_what_a_reader_sees() -> None:
    sections = extract_markdown("## A\n\nVisible <!-- TODO hidden --> text.\n\n## B\n\nx\n", "g.md")
    assert sections[0].plain_text == "Visible  text."


def test_repeated_headings_get_ids_of_their_own(tmp_path: Path) -> None:
    (tmp_path / "g.md").write_text("## Notes\n\na\n\n## Notes\n\nb\n\n## Notes 2\n\nc\n")
    assert [a.artifact_id for a in extract_files(tmp_path, ["g.md"])] == [
        "section.notes", "section.notes-2", "section.notes-2:2"]
