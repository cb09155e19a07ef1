"""A reviewer's labels in the HTML report, in a real browser (Debian's Chromium through
Playwright): made on the page, kept across a reload for this run only, downloaded with no
request, and read back by the real gold reader and `calibrate`."""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect, sync_playwright

from gate.cli.main import main
from gate.docs.calibration.gold_sets.gold import load_gold
from gate.docs.contract.prompts import drafted_text
from gate.docs.models import GradingResult
from gate.docs.readers.extract import read_docs
from gate.report.grade_json import GateReport, read_report
from gate.report.html.page import Subject
from gate.report.html.pairs import state_of
from gate.report.html.write import write_html
from tests.conftest import EXAMPLE, GENERATED
from tests.report.html.browser import browser_missing_reason, chromium_context

pytestmark = pytest.mark.skipif(browser_missing_reason() is not None,
                                reason=browser_missing_reason() or "")


class Demo:
    def __init__(self, root: Path) -> None:
        self.workspace = root / "workspace"
        shutil.copytree(EXAMPLE, self.workspace, ignore=shutil.ignore_patterns(*GENERATED))
        code = main(["run", "--workspace", str(self.workspace), "--dry-run", "--html",
                     str(root / "out"), "--grade-json", str(root / "grade.json")])
        assert code == 0
        self.page = root / "out" / "index.html"
        self.report: GateReport = read_report(root / "grade.json")
        assert self.report.docs.report is not None
        self.results = self.report.docs.report.results

    def first(self, kind: str, state: str) -> GradingResult:
        return next(r for r in self.results if r.kind == kind and state_of(r) == state)


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Demo:
    return Demo(tmp_path_factory.mktemp("demo"))


@pytest.fixture(scope="module")
def playwright() -> Iterator[Any]:
    with sync_playwright() as driver:
        yield driver


@pytest.fixture
def browser(playwright: Any) -> Iterator[Any]:
    with chromium_context(playwright, accept_downloads=True) as context:
        context.set_default_timeout(10_000)
        yield context


def open_page(browser: Any, path: Path) -> Any:
    page = browser.new_page()
    page.goto(path.as_uri())
    page.wait_for_selector("html[data-ready=true]")
    page.uncheck("#group-whys")  # one row per pair
    expect(page.locator("#pairs tr.group")).to_have_count(0)
    return page


def whole(text: str) -> re.Pattern[str]:
    return re.compile(rf"^\s*{re.escape(text)}\s*$")


def label_cell(page: Any, result: GradingResult) -> Any:
    # Whole cells: one id can be the end of another's (`a.yml#column.x` and `column.x`).
    row = page.locator("#pairs tbody tr").filter(
        has=page.locator("td:nth-child(3)", has_text=whole(result.artifact_id))).filter(
        has=page.locator("td:nth-child(5)", has_text=whole(result.criterion_id)))
    expect(row).to_have_count(1)
    return row.locator("td").last


def label(page: Any, result: GradingResult, verdict: str, why: str = "") -> None:
    cell = label_cell(page, result)
    cell.locator("button.label").click()
    cell.locator("select").select_option(verdict)
    if why:
        cell.locator("input").fill(why)
        cell.locator("input").press("Tab")  # the why is kept when the field is left


def test_labels_download_as_gold_lines_the_gold_reader_and_calibrate_read_back(
    browser: Any, demo: Demo, tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    wrong_pass = demo.first("column_description", "pass")
    right_fail = demo.first("column_description", "fail")
    test_fail = demo.first("test", "fail")
    section = demo.first("markdown_section", "pass")
    made = {(wrong_pass.artifact_id, wrong_pass.criterion_id): ("fail", "too vague to act on"),
            (right_fail.artifact_id, right_fail.criterion_id): ("fail", ""),
            (test_fail.artifact_id, test_fail.criterion_id): ("fail", ""),
            (section.artifact_id, section.criterion_id): ("pass", "")}
    seen: list[str] = []
    browser.on("request", lambda request: seen.append(request.url))
    page = open_page(browser, demo.page)
    for result in (wrong_pass, right_fail, test_fail, section):
        label(page, result, *made[(result.artifact_id, result.criterion_id)])
    expect(page.locator("#labelled")).to_have_text(
        "4 pair(s) labelled: 3 agree with the judge, 1 disagree.")

    page.reload()  # kept in the browser for this run
    page.wait_for_selector("html[data-ready=true]")
    expect(page.locator("#labelled")).to_have_text(
        "4 pair(s) labelled: 3 agree with the judge, 1 disagree.")
    page.uncheck("#group-whys")
    assert label_cell(page, wrong_pass).locator("select").input_value() == "fail"
    assert label_cell(page, wrong_pass).locator("input").input_value() == "too vague to act on"

    with page.expect_download() as download:
        page.click("#export-labels")
    gold = tmp_path / "team-gold.jsonl"
    download.value.save_as(gold)
    assert download.value.suggested_filename.endswith(".jsonl")
    assert [url for url in seen if not url.startswith("blob:")] == [demo.page.as_uri()] * 2

    pairs = load_gold(gold)
    texts = {(a.file, a.artifact_id): drafted_text(a) for a in
             read_docs(demo.workspace, list(demo.report.docs.files)).artifacts}
    assert len(pairs) == 4
    by_result = {}
    for result in (wrong_pass, right_fail, test_fail, section):
        text = texts[(result.file, result.artifact_id)]
        found = [p for p in pairs if p.text == text and p.criterion_id == result.criterion_id]
        assert len(found) == 1, result
        by_result[(result.artifact_id, result.criterion_id)] = found[0]
    for key, (verdict, why) in made.items():
        assert by_result[key].label == verdict
        assert by_result[key].why == (why or by_result[key].why)
        assert by_result[key].why.strip()
    assert by_result[(test_fail.artifact_id, test_fail.criterion_id)].test is not None
    assert by_result[(section.artifact_id, section.criterion_id)].kind == "markdown_section"
    assert by_result[(wrong_pass.artifact_id, wrong_pass.criterion_id)].siblings

    capsys.readouterr()
    code = main(["calibrate", str(gold), "--judge", "heuristic", "--json",
                 "--config", str(demo.workspace / "signalforge.yml")])
    assert code == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["overall"]["pairs"] == 4
    assert figures["overall"]["gold_fail"] == 3
    # The same offline judge that graded the run judges the exported text the same way: the
    # three labels that agree with it agree again, and the one that does not, does not.
    assert figures["overall"]["confusion"] == {
        "gold_pass_judge_pass": 1, "gold_pass_judge_fail": 0,
        "gold_fail_judge_pass": 1, "gold_fail_judge_fail": 2}


def test_labels_are_kept_per_run(browser: Any, demo: Demo, tmp_path: Path) -> None:
    page = open_page(browser, demo.page)
    label(page, demo.first("test", "pass"), "pass")
    expect(page.locator("#labelled")).to_have_text(
        "1 pair(s) labelled: 1 agree with the judge, 0 disagree.")
    again = demo.report.model_copy(update={"run_id": "another-run"})
    other = write_html(tmp_path / "other", Subject.of_report(again), workspace=demo.workspace,
                       artifacts=read_docs(demo.workspace, list(demo.report.docs.files)).artifacts)
    page = open_page(browser, other)
    expect(page.locator("#labelled")).to_have_text("No pair labelled.")
    assert page.is_disabled("#export-labels")


def test_clearing_asks_first_and_then_forgets_the_runs_labels(browser: Any, demo: Demo) -> None:
    page = open_page(browser, demo.page)
    label(page, demo.first("column_description", "fail"), "pass")
    page.once("dialog", lambda dialog: dialog.dismiss())
    page.click("#clear-labels")
    expect(page.locator("#labelled")).not_to_have_text("No pair labelled.")
    page.once("dialog", lambda dialog: dialog.accept())
    page.click("#clear-labels")
    expect(page.locator("#labelled")).to_have_text("No pair labelled.")
    assert page.locator("#pairs tbody select").count() == 0
    page.reload()
    page.wait_for_selector("html[data-ready=true]")
    expect(page.locator("#labelled")).to_have_text("No pair labelled.")


def test_a_page_without_the_drafted_texts_offers_no_labels(browser: Any, demo: Demo,
                                                          tmp_path: Path) -> None:
    path = write_html(tmp_path / "bare", Subject.of_report(demo.report))  # no checkout
    page = open_page(browser, path)
    assert "Labelling is off on this page" in page.inner_text("#review")
    assert page.locator("#pairs thead th").count() == 12  # no Label column
    assert page.locator("#pairs tbody button.label").count() == 0
