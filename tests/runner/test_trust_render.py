"""What the trust checks add to what the gate publishes: a close call and unverified verdicts
are said apart in grade.json's docs verdict, the comment and the check run."""

from __future__ import annotations

import json

import pytest

from gate.publishing.check_run import annotation, title
from gate.publishing.render import render_comment
from gate.report.grade_json import GateReport
from gate.report.verdict import docs_verdict
from tests.docs.trust_helpers import BAR, config, run_four
from tests.runner.conftest import assert_valid_grade_json


@pytest.fixture
def published(runner_env) -> GateReport:
    runner_env.run()
    return GateReport.model_validate(runner_env.grade_json)


def with_docs(base: GateReport, docs_report) -> GateReport:  # type: ignore[no-untyped-def]
    section = base.docs.model_copy(update={"report": docs_report})
    verdict = docs_verdict(section, config(grade=BAR).grade)
    return base.model_copy(update={
        "docs": section, "verdict": base.verdict.model_copy(update={"docs": verdict})})


def test_a_close_call_is_said_in_grade_json_the_comment_and_the_check_run(
        monkeypatch, tmp_path, published) -> None:
    api, docs = run_four(monkeypatch, tmp_path)
    api.close()
    report = with_docs(published, docs)
    assert_valid_grade_json(json.loads(report.to_json()))
    assert report.verdict.docs.close_call
    assert report.verdict.docs.near_bar_range == docs.near_bar_range
    assert any("close call" in reason for reason in report.verdict.docs.reasons)
    comment = render_comment(report)
    assert "**close call**" in comment
    assert "(median of 3)" in comment
    assert "close call" in title(report)

    quiet = with_docs(published, docs.model_copy(update={"close_call": False}))
    assert not quiet.verdict.docs.close_call
    assert "close call" not in title(quiet)
    assert "**close call**" not in render_comment(quiet)


def test_unverified_verdicts_are_shown_apart_with_their_count(monkeypatch, tmp_path,
                                                             published) -> None:
    api, docs = run_four(monkeypatch, tmp_path, repeats=0)
    api.close()
    results = list(docs.results)
    results[2] = results[2].model_copy(update={"evidence_check": "unverified"})
    usage = docs.usage.model_copy(update={"unverified": 1})
    report = with_docs(published, docs.model_copy(update={"results": tuple(results),
                                                          "usage": usage}))
    assert_valid_grade_json(json.loads(report.to_json()))
    comment = render_comment(report)
    assert "_Unverified: 1 verdict(s) quote evidence that was not found" in comment
    assert "column.c2.description</code> clarity" in comment
    assert "0.10 (unverified)" in comment
    assert "1 unverified" in title(report)
    assert "unverified" in annotation(results[2], enforced=False)["title"] + \
        annotation(results[2], enforced=False)["message"]
    clean = with_docs(published, docs)
    assert "Unverified" not in render_comment(clean)
    assert "unverified" not in title(clean)
