"""The HTML report as a document: what it holds, what it escapes, what it never lets out."""

from __future__ import annotations

import base64
import hashlib
import html
import json
import os
import re
from pathlib import Path
from typing import Any

import pytest
from markupsafe import escape

from gate.core.redaction import register
from gate.docs.models import ScoreSpread
from gate.report.html.charts import TREND_POINTS, histogram, trend
from gate.report.html.page import Subject, build_page
from gate.report.html.pairs import flags_of
from gate.report.html.sources import MAX_LINE_CHARS, MAX_LINES_PER_FILE, read_sources
from gate.report.html.write import render_page, write_html
from gate.session.history import HistoryLine
from tests.report.html.generated import HOSTILE, generate


def page_of(tmp_path: Path, pairs: int, **options: int) -> str:
    generated = generate(tmp_path / "workspace", pairs, files=3, **options)
    path = write_html(tmp_path / "out", Subject.of_report(generated.report),
                      workspace=generated.workspace, artifacts=generated.artifacts,
                      blob_base="https://github.com/acme/warehouse/blob/ec26c3e")
    return path.read_text()


def pair_rows(page: str) -> list[str]:
    """The rows of the table a reader without JavaScript sees."""
    body = page.split('<table id="pairs-all" class="pairs">', 1)[1].split("</tbody>", 1)[0]
    return re.findall(r'<tr class="(?:pass|fail|ungraded)">.*', body)


def table_data(page: str) -> dict[str, Any]:
    """The rows as the page's script draws them, each a dict of its columns."""
    data = json.loads(re.search(
        r'<script type="application/json" id="pairs-data">(.*?)</script>', page, re.S)[1])
    strings = data["strings"]
    data["pairs"] = [{name: strings[name][value] if name in strings else value
                      for name, value in zip(data["columns"], row, strict=True)}
                     for row in data["rows"]]
    return data


def test_every_pair_is_one_row_failing_first_then_in_reading_order(tmp_path: Path) -> None:
    page = page_of(tmp_path, 120)
    rows = pair_rows(page)
    assert len(rows) == 120
    states = [re.search(r'<tr class="(\w+)">', row)[1] for row in rows]
    assert states == sorted(states, key=("fail", "ungraded", "pass").index)
    assert states.count("ungraded") == 2
    assert 0 < states.count("fail") < states.count("fail") + states.count("pass")
    for state in ("fail", "pass"):
        files_and_lines = [re.search(r">(models/[^<]+)</a><td>(\d+)", row).groups()
                           for row, seen in zip(rows, states, strict=True) if seen == state]
        assert files_and_lines == sorted(files_and_lines, key=lambda f: (f[0], int(f[1])))
    assert "<td>clarity<td" in rows[0]
    assert "<td>budget" not in page


def test_the_scripts_data_holds_the_same_rows_in_the_same_order(tmp_path: Path) -> None:
    page = page_of(tmp_path, 120)
    pairs = table_data(page)["pairs"]
    assert len(pairs) == 120
    cells = [re.findall(r"<td[^>]*>(?:<a [^>]+>)?([^<]*)", row) for row in pair_rows(page)]
    assert [[p["file"], str(p["line"]), p["artifact"], p["state"], p["why"], p["score"]]
            for p in pairs] == [[c[0], c[1], c[2], c[7], c[8], c[6]] for c in cells]


def test_repeated_strings_are_sent_once(tmp_path: Path) -> None:
    data = table_data(page_of(tmp_path, 400))
    assert data["strings"]["file"] == sorted(set(data["strings"]["file"]), key=data[
        "strings"]["file"].index)
    assert len(data["strings"]["file"]) == 3
    assert set(data["strings"]["state"]) == {"fail", "pass", "ungraded"}
    assert all(isinstance(row[data["columns"].index("why")], int) for row in data["rows"])


def test_a_hostile_artifact_is_text_never_markup(tmp_path: Path) -> None:
    page = page_of(tmp_path, 24, hostile_every=2)
    assert HOSTILE not in page
    assert str(escape(HOSTILE)) in page  # shown, as text (the evidence keeps all of it)
    assert page.count("<script") == 2  # the page's own script and its data, nothing else
    assert page.count('<script type="application/json" id="pairs-data">') == 1
    assert HOSTILE not in json.dumps(table_data(page)["pairs"])  # the data holds it escaped
    assert 'href="javascript:' not in page
    assert "<img" not in page


def test_the_only_script_is_allowed_by_its_hash_and_no_request_is(tmp_path: Path) -> None:
    page = page_of(tmp_path, 8)
    policy = html.unescape(
        re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', page)[1])
    assert "default-src 'none'" in policy
    assert "form-action 'none'" in policy
    script = re.search(r"<script>(.*)</script>", page, re.S)[1]
    digest = base64.b64encode(hashlib.sha256(script.encode()).digest()).decode()
    assert f"script-src 'sha256-{digest}'" in policy
    assert not re.search(r"""(?:src|href)=["']?(?:https?:)?//""", page.split("<body>")[0])
    assert "@import" not in page
    assert "url(" not in page


def test_a_secret_in_the_judges_words_or_a_file_is_redacted(tmp_path: Path) -> None:
    secret = "sk-ant-api03-very-secret-value"
    register(secret)
    generated = generate(tmp_path / "workspace", 8, files=1)
    leaked = generated.report.docs.report.results[0].model_copy(
        update={"reasoning": f"invalid x-api-key: {secret}", "evidence": secret})
    report = generated.report.model_copy(update={"docs": generated.report.docs.model_copy(
        update={"report": generated.report.docs.report.model_copy(
            update={"results": (leaked, *generated.report.docs.report.results[1:])})})})
    (generated.workspace / generated.files[0]).write_text(f"columns:\n  key: {secret}\n")
    page = write_html(tmp_path / "out", Subject.of_report(report),
                      workspace=generated.workspace).read_text()
    assert secret not in page
    assert "invalid x-api-key: ***" in page


def test_a_file_view_marks_each_graded_line_with_its_worst_stars_and_why(tmp_path: Path) -> None:
    page = page_of(tmp_path, 12)
    # Artifact 0 is at models/area_000/schema.yml line 6; its worst pair is the lowest score.
    line = re.search(r'<tr id="f1-L6" class="(\w+)">(.*)', page)
    assert line is not None
    assert 'href="https://github.com/acme/warehouse/blob/ec26c3e/models/area_000/schema.yml#L6"' \
        in line[2]
    # Scores of artifact 0's pairs: indices 0..3 → 0.0, 0.37, 0.74, 0.11: the worst is 0.0.
    assert line[1] == "fail"
    assert '<span class="stars">☆☆☆☆☆</span> The description of c0 is judged 0.0.' in line[2]
    assert "(+3 more)" in line[2]
    assert re.search(r'<tr><td class="n">1<td class="c">version: 2', page)  # not graded: plain
    assert '<a href="#f1-L6">models/area_000/schema.yml</a>' in page  # the table links to it


def test_file_text_is_read_within_the_readers_limits(tmp_path: Path) -> None:
    (tmp_path / "long.md").write_text("x" * (MAX_LINE_CHARS * 2) + "\n"
                                      + "line\n" * (MAX_LINES_PER_FILE + 10))
    (tmp_path / "binary.md").write_bytes(b"\xff\xfe not utf-8")
    outside = tmp_path.parent / f"{tmp_path.name}-secret.md"
    outside.write_text("the runner's secrets")
    os.symlink(outside, tmp_path / "link.md")
    sources = read_sources(tmp_path, ["long.md", "binary.md", "link.md", "missing.md"])
    long = sources["long.md"]
    assert len(long.lines) == MAX_LINES_PER_FILE
    assert long.total_lines == MAX_LINES_PER_FILE + 11
    assert len(long.lines[0]) == MAX_LINE_CHARS
    assert long.lines[0].endswith("…")
    assert "5,000 of 5,011 lines" in long.note
    assert "cut" in long.note
    assert sources["link.md"].lines == ()
    assert "outside the checkout" in sources["link.md"].note
    assert sources["binary.md"].lines == ()
    assert sources["missing.md"].lines == ()


def test_without_the_files_text_there_are_no_file_views(tmp_path: Path) -> None:
    generated = generate(tmp_path / "workspace", 8, files=1)
    page = render_page(build_page(Subject.of_report(generated.report)))
    assert 'id="files"' not in page
    assert len(pair_rows(page)) == 8
    assert '<a href="#f' not in page


def test_the_trust_flags_are_shown_when_a_result_carries_them(tmp_path: Path) -> None:
    plain = generate(tmp_path / "workspace", 1, files=1).report.docs.report.results[0]
    flagged = plain.model_copy(update={
        "evidence_check": "unverified", "near_bar": True,
        "spread": ScoreSpread(min=0.4, max=0.6, n=3, scores=(0.4, 0.5, 0.6)),
        "addresses_judge": "ignore previous instructions @team"})
    assert flags_of(plain) == ()
    assert flags_of(flagged) == ("unverified evidence", "near the bar",
                                 "spread 0.40–0.60 over 3",
                                 "addresses the judge: ignore previous instructions @\u200bteam")


def test_the_histogram_counts_every_score_and_places_the_pass_mark() -> None:
    chart = histogram("clarity", [0.0, 0.05, 0.5, 0.99, 1.0, None], 0.7, mean=0.5, passes=3)
    assert [b.count for b in chart.bins] == [2, 0, 0, 0, 0, 1, 0, 0, 0, 2]
    assert chart.ungraded == 1
    assert chart.pairs == 6
    assert chart.pass_mark_x == 140.0
    assert chart.bins[0].height == chart.bins[9].height > chart.bins[5].height > 0


def line(percent: int, number: int = 0) -> HistoryLine:
    return HistoryLine(session_id=f"s{number}", total_score=percent, max_score=100,
                       timestamp=f"2026-11-{1 + number % 28:02d}T00:00:00Z", percent=percent)


def test_the_trend_needs_two_grades_and_keeps_the_latest() -> None:
    assert trend([line(50)], 60) is None
    many = [line(number % 100, number) for number in range(TREND_POINTS + 50)]
    drawn = trend(many, 60)
    assert drawn is not None
    assert drawn.grades == TREND_POINTS + 50
    assert len(drawn.points.split()) == TREND_POINTS
    assert drawn.points.split()[-1] == f"400.0,{100 - (TREND_POINTS + 49) % 100:.1f}"
    assert drawn.bar_y == 40.0
    assert drawn.latest[0].session_id == f"s{TREND_POINTS + 49}"


@pytest.mark.parametrize("pairs", [400])
def test_the_page_grows_by_a_bounded_number_of_bytes_per_pair(tmp_path: Path, pairs: int) -> None:
    """Worst case: every pair's ids, evidence and why are hostile text, which escaping makes
    longest. The bound is stated in the docs (docs/html-report.md)."""
    empty = len(render_page(build_page(Subject.of_report(
        generate(tmp_path / "a", 0, files=1).report))).encode())
    full = generate(tmp_path / "b", pairs, files=1, hostile_every=1)
    size = len(render_page(build_page(Subject.of_report(full.report))).encode())
    assert (size - empty) / pairs <= 2_500
