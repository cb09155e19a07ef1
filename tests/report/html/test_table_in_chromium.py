"""The pairs table of a 300-pair grade in a real browser (Debian's Chromium through
Playwright): failing pairs first, drawn a window at a time, filtered and sorted over every pair
(not only the drawn ones), a why repeated over many pairs shown once with its count, no
request, and every row there for a reader without JavaScript."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect, sync_playwright

from gate.docs.models import GradingResult
from gate.report.html.page import Subject
from gate.report.html.pairs import state_of
from gate.report.html.write import write_html
from tests.report.html.browser import browser_missing_reason, chromium_context
from tests.report.html.generated import REPEATED_WHY, generate

pytestmark = pytest.mark.skipif(browser_missing_reason() is not None,
                                reason=browser_missing_reason() or "")
PAIRS = 300
FIRST = 100  # rows the script draws at first (report.js)
STATE, SCORE, WHY = 7, 6, 8  # columns of the table


@pytest.fixture(scope="module")
def playwright() -> Iterator[Any]:
    with sync_playwright() as driver:
        yield driver


@pytest.fixture(scope="module")
def graded(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[GradingResult]]:
    """A 300-pair page whose scores under 0.2 all have one and the same why."""
    root = tmp_path_factory.mktemp("table")
    generated = generate(root / "workspace", PAIRS, files=6, repeated_below=0.2)
    path = write_html(root / "out", Subject.of_report(generated.report),
                      workspace=generated.workspace, artifacts=generated.artifacts)
    return path, list(generated.report.docs.report.results)


@pytest.fixture
def page(playwright: Any, graded: tuple[Path, list[GradingResult]]) -> Iterator[Any]:
    with chromium_context(playwright) as context:
        context.set_default_timeout(10_000)
        opened = context.new_page()
        opened.goto(graded[0].as_uri())
        opened.wait_for_selector("html[data-ready=true]")
        yield opened


def drawn(page: Any, column: int, selector: str = "tr:not(.group)") -> list[str]:
    return page.eval_on_selector_all(
        f"#pairs tbody {selector}", f"rows => rows.map(r => r.cells[{column}].textContent)")


def ungroup(page: Any) -> None:
    page.uncheck("#group-whys")
    expect(page.locator("#pairs tr.group")).to_have_count(0)


def test_failing_pairs_come_first_and_only_a_window_is_drawn(
    page: Any, graded: tuple[Path, list[GradingResult]],
) -> None:
    _, results = graded
    ungroup(page)
    states = drawn(page, STATE)
    assert len(states) == FIRST  # not 300: the rest waits for "show more"
    counts = Counter(state_of(r) for r in results)
    order = ["fail"] * counts["fail"] + ["ungraded"] * counts["ungraded"] + \
        ["pass"] * counts["pass"]
    assert states == order[:FIRST]
    assert page.inner_text("#show-more") == f"Show {PAIRS - FIRST} more rows " \
        f"({PAIRS - FIRST} not drawn yet)"
    page.click("#show-more")
    assert drawn(page, STATE) == order
    assert page.is_hidden("#more")


def test_a_why_repeated_over_many_pairs_is_shown_once_with_its_count(
    page: Any, graded: tuple[Path, list[GradingResult]],
) -> None:
    _, results = graded
    repeated = [r for r in results if r.one_line_why == REPEATED_WHY]
    assert len(repeated) > 20
    group = page.locator("#pairs tr.group")
    expect(group).to_have_count(1)  # the generated whys are otherwise all different
    assert group.inner_text().startswith(f"▸ {len(repeated)} pairs")
    assert REPEATED_WHY in group.inner_text()
    assert REPEATED_WHY not in drawn(page, WHY)  # no row repeats it while the group is shut
    assert group.get_attribute("class") == "group fail"
    assert page.inner_text("#shown") == f"{PAIRS} of {PAIRS} pairs shown · 1 repeated why(s) " \
        "grouped"
    group.locator("button").click()
    expect(page.locator("#pairs tr.member")).to_have_count(len(repeated))
    assert set(drawn(page, WHY, "tr.member")) == {REPEATED_WHY}
    assert page.get_attribute("#pairs tr.group button", "aria-expanded") == "true"
    page.click("#pairs tr.group button")
    expect(page.locator("#pairs tr.member")).to_have_count(0)


def test_a_filter_and_a_search_apply_to_every_pair_not_only_those_drawn(
    page: Any, graded: tuple[Path, list[GradingResult]],
) -> None:
    _, results = graded
    ungroup(page)
    passing = sum(state_of(r) == "pass" for r in results)
    page.select_option("#filter-state", "pass")
    assert drawn(page, STATE) == ["pass"] * min(passing, FIRST)
    assert page.inner_text("#shown") == f"{passing} of {PAIRS} pairs shown"
    page.select_option("#filter-state", "")
    last = results[-1]  # a passing pair past the first window of the page's order
    page.fill("#filter-text", last.artifact_id.split(":")[-1])
    expect(page.locator("#shown")).not_to_have_text(f"{PAIRS} of {PAIRS} pairs shown")
    assert set(page.eval_on_selector_all(
        "#pairs tbody tr", "rows => rows.map(r => r.cells[2].textContent)")) == {
            last.artifact_id}


def test_sorting_orders_every_pair_and_redraws_the_first_window(
    page: Any, graded: tuple[Path, list[GradingResult]],
) -> None:
    _, results = graded
    ungroup(page)
    scores = sorted(-1 if r.score is None else r.score for r in results)
    page.click("button[data-sort=score]")
    shown = [-1 if s == "—" else float(s) for s in drawn(page, SCORE)]
    assert shown == scores[:FIRST]
    page.click("button[data-sort=score]")
    shown = [-1 if s == "—" else float(s) for s in drawn(page, SCORE)]
    assert shown == sorted(scores, reverse=True)[:FIRST]


def test_the_large_page_makes_no_request(playwright: Any,
                                         graded: tuple[Path, list[GradingResult]]) -> None:
    path, _ = graded
    with chromium_context(playwright) as context:
        seen: list[str] = []
        context.on("request", lambda request: seen.append(request.url))
        page = context.new_page()
        page.goto(path.as_uri())
        page.wait_for_selector("html[data-ready=true]")
        page.click("#pairs tr.group button")
        page.select_option("#filter-state", "not-pass")
        page.click("button[data-sort=file]")
        page.wait_for_timeout(200)
        assert seen == [path.as_uri()]


def test_every_row_is_there_without_javascript(
    playwright: Any, graded: tuple[Path, list[GradingResult]],
) -> None:
    path, results = graded
    with chromium_context(playwright, java_script_enabled=False) as context:
        page = context.new_page()
        page.goto(path.as_uri())
        assert page.get_attribute("html", "data-ready") is None
        rows = page.locator("#pairs-all tbody tr")
        assert rows.count() == PAIRS
        assert rows.last.is_visible()
        states = page.eval_on_selector_all(
            "#pairs-all tbody tr", f"rows => rows.map(r => r.cells[{STATE}].textContent)")
        assert states == sorted(states, key=("fail", "ungraded", "pass").index)
        assert sum(r.one_line_why == REPEATED_WHY for r in results) == page.locator(
            "#pairs-all td", has_text=REPEATED_WHY).count()
        assert not page.is_visible("#pairs")  # the drawn table needs the script
        assert not page.is_visible("#filters")


def test_a_why_named_like_a_script_builtin_is_grouped_like_any_other(
    playwright: Any, tmp_path: Path,
) -> None:
    generated = generate(tmp_path / "workspace", 12, files=1)
    names = ("constructor", "__proto__", "toString")
    docs = generated.report.docs.report
    assert docs is not None
    results = tuple(result.model_copy(update={"reasoning": names[index % 3]})
                    for index, result in enumerate(docs.results))
    report = generated.report.model_copy(update={"docs": generated.report.docs.model_copy(
        update={"report": docs.model_copy(update={"results": results})})})
    path = write_html(tmp_path / "out", Subject.of_report(report), workspace=generated.workspace)
    with chromium_context(playwright) as context:
        errors: list[str] = []
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(path.as_uri())
        page.wait_for_selector("html[data-ready=true]")
        groups = page.locator("#pairs tr.group")
        expect(groups).to_have_count(3)
        assert sorted(page.eval_on_selector_all(
            "#pairs tr.group .why", "spans => spans.map(s => s.textContent)")) == sorted(names)
        assert set(page.eval_on_selector_all(
            "#pairs tr.group button", "buttons => buttons.map(b => b.textContent)")) == {
                "▸ 4 pairs"}
        assert errors == []
