"""The HTML report in a real browser (Debian's Chromium through Playwright): it makes no
request, filters and sorts, shows each why at its line, reads without JavaScript, and shows
hostile text as text. Skipped only where Chromium is absent outside CI."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect, sync_playwright

from gate.cli.main import main
from gate.report.grade_json import read_report
from gate.report.html.page import Subject
from gate.report.html.write import write_html
from tests.conftest import EXAMPLE, GENERATED
from tests.report.html.browser import browser_missing_reason, chromium_context
from tests.report.html.generated import HOSTILE, generate

pytestmark = pytest.mark.skipif(browser_missing_reason() is not None,
                                reason=browser_missing_reason() or "")


@pytest.fixture(scope="module")
def playwright() -> Iterator[Any]:
    with sync_playwright() as driver:
        yield driver


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Any]:
    """The demo's `run --dry-run --html` page, and its grade.json."""
    root = tmp_path_factory.mktemp("demo")
    workspace = root / "workspace"
    shutil.copytree(EXAMPLE, workspace, ignore=shutil.ignore_patterns(*GENERATED))
    code = main(["run", "--workspace", str(workspace), "--dry-run", "--html", str(root / "out"),
                 "--grade-json", str(root / "grade.json")])
    assert code == 0
    return root / "out" / "index.html", read_report(root / "grade.json")


@pytest.fixture
def browser(playwright: Any) -> Iterator[Any]:
    with chromium_context(playwright) as context:
        context.set_default_timeout(10_000)
        yield context


def visible_cells(page: Any, column: int) -> list[str]:
    return page.eval_on_selector_all(
        "#pairs tbody tr", f"rows => rows.map(r => r.cells[{column}].textContent)")


def ungroup(page: Any) -> None:
    """One row per pair: a why shared by several pairs is otherwise one row with a count."""
    page.uncheck("#group-whys")
    expect(page.locator("#pairs tr.group")).to_have_count(0)


def test_the_page_makes_no_request_of_any_kind(browser: Any, demo: tuple[Path, Any]) -> None:
    path, _ = demo
    seen: list[str] = []
    browser.on("request", lambda request: seen.append(request.url))
    browser.route("**/*", lambda route: route.continue_() if route.request.url.startswith(
        "file://") else route.abort())
    page = browser.new_page()
    page.goto(path.as_uri())
    page.wait_for_selector("html[data-ready=true]")  # the script ran: the policy allowed it
    page.select_option("#filter-state", "fail")
    page.click("button[data-sort=score]")
    page.locator("#pairs tbody tr a").first.click()  # an in-page link
    page.wait_for_timeout(200)
    assert seen == [path.as_uri()]


def test_the_table_filters_to_the_failing_pairs(browser: Any, demo: tuple[Path, Any]) -> None:
    path, report = demo
    failing = sum(r.score is not None and not r.passed for r in report.docs.report.results)
    page = browser.new_page()
    page.goto(path.as_uri())
    page.wait_for_selector("html[data-ready=true]")
    ungroup(page)
    total = len(report.docs.report.results)
    assert len(visible_cells(page, 7)) == total
    page.select_option("#filter-state", "fail")
    states = visible_cells(page, 7)
    assert 0 < failing < total
    assert states == ["fail"] * failing
    assert page.inner_text("#shown") == f"{failing} of {total} pairs shown"
    page.select_option("#filter-state", "")
    page.fill("#filter-text", "payments.md")
    # The page's policy forbids eval, so waiting is done by polling a locator.
    expect(page.locator("#shown")).not_to_have_text(f"{total} of {total} pairs shown")
    assert set(visible_cells(page, 0)) == {"docs/payments.md"}


def test_sorting_by_score_orders_the_rows(browser: Any, demo: tuple[Path, Any]) -> None:
    path, _ = demo
    page = browser.new_page()
    page.goto(path.as_uri())
    page.wait_for_selector("html[data-ready=true]")
    ungroup(page)
    before = [float(s) for s in visible_cells(page, 6)]
    assert before != sorted(before)  # reading order is not score order
    page.click("button[data-sort=score]")
    ascending = [float(s) for s in visible_cells(page, 6)]
    assert ascending == sorted(before)
    page.click("button[data-sort=score]")
    assert [float(s) for s in visible_cells(page, 6)] == sorted(before, reverse=True)


def test_a_file_view_shows_the_why_at_the_line_the_table_names(
    browser: Any, demo: tuple[Path, Any],
) -> None:
    path, report = demo
    worst = min((r for r in report.docs.report.results if r.file == "docs/payments.md"),
                key=lambda r: r.score)
    page = browser.new_page()
    page.goto(path.as_uri())
    ungroup(page)
    link = page.locator("#pairs tbody tr", has_text=worst.one_line_why).first.locator("a")
    link.click()
    anchor = page.evaluate("location.hash")[1:]
    assert anchor.endswith(f"-L{worst.line}")
    row = page.locator(f"[id='{anchor}']")
    assert row.locator("td.n").inner_text() == str(worst.line)
    assert worst.one_line_why in row.locator("td.m").inner_text()
    assert row.get_attribute("class") == "fail"
    assert row.is_visible()


def test_the_page_reads_with_javascript_disabled(playwright: Any,
                                                 demo: tuple[Path, Any]) -> None:
    path, report = demo
    with chromium_context(playwright, java_script_enabled=False) as context:
        page = context.new_page()
        page.goto(path.as_uri())
        assert page.get_attribute("html", "data-ready") is None  # no script ran
        assert page.inner_text("#verdict") == "PASS"
        rows = page.locator("#pairs-all tbody tr")
        assert rows.count() == len(report.docs.report.results)
        assert rows.first.is_visible()
        assert rows.last.is_visible()
        assert not page.is_visible("#filters")  # controls that need the script stay hidden
        assert not page.is_visible("#review")
        assert page.locator("#files .src tr.fail").count() > 0


def test_a_hostile_artifact_shows_as_text(browser: Any, tmp_path: Path) -> None:
    generated = generate(tmp_path / "workspace", 8, files=1, hostile_every=1)
    path = write_html(tmp_path / "out", Subject.of_report(generated.report),
                      workspace=generated.workspace, artifacts=generated.artifacts,
                      blob_base="https://github.com/acme/warehouse/blob/ec26c3e")
    dialogs: list[str] = []
    browser.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    page = browser.new_page()
    page.goto(path.as_uri())
    page.wait_for_selector("html[data-ready=true]")
    ungroup(page)
    assert page.title() != "pwned"
    assert page.locator("img").count() == 0
    hrefs = page.eval_on_selector_all("a", "links => links.map(a => a.getAttribute('href'))")
    assert not [h for h in hrefs if not h.startswith(("#", "https://github.com/"))]
    assert page.inner_text("#pairs tbody tr >> nth=0 >> td >> nth=9") == HOSTILE
    assert HOSTILE in page.inner_text("#files .src")
    page.wait_for_timeout(200)
    assert dialogs == []
