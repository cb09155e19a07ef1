"""The grade as JUnit XML, the format every CI test reporter reads.

One test case per (artifact, criterion) pair and one per session dimension. A graded pair that
did not pass is a `<failure>` carrying the score and the one-line why; a pair the judge could
not grade is `<skipped>` with the reason, so a reporter never shows it as passed. A session
dimension has no bar of its own in CLEO's rubric, so it fails when it falls below the session's
bar in proportion (`gate.session.min_percent` of its 20 points), which is where it pulls the
total under that bar.

Written with the standard library's ElementTree: the document is small and flat, and a
library would add a dependency to the image for nothing the format needs.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence

from gate.core.safe_text import xml_safe
from gate.core.scores.stars import stars
from gate.docs.models import GradingReport, GradingResult
from gate.report.formats.attempts import RULE_ID, attempts, message
from gate.session.display import DIMENSION_TITLES
from gate.session.models import GradeResult

SUITE_NAME = "signalforge-gate"


def render_junit(sessions: Sequence[GradeResult], docs: GradingReport | None,
                 *, session_min_percent: int) -> str:
    """The whole document, UTF-8 with its declaration."""
    root = ET.Element("testsuites", name=SUITE_NAME)
    for grade in sessions:
        _session_suite(root, grade, session_min_percent)
    if docs is not None:
        _docs_suite(root, docs)
    _count(root, root.findall("testsuite"))
    ET.indent(root)
    return ET.tostring(root, encoding="unicode", xml_declaration=True) + "\n"


def _session_suite(root: ET.Element, grade: GradeResult, min_percent: int) -> None:
    suite = ET.SubElement(root, "testsuite", name=xml_safe(f"session {grade.session_id}"))
    for key, title in DIMENSION_TITLES.items():
        dimension = getattr(grade.dimensions, key)
        case = ET.SubElement(suite, "testcase", name=title,
                             classname=xml_safe(f"session.{grade.session_id}"))
        if dimension.score * 100 < min_percent * dimension.max:
            failure = ET.SubElement(case, "failure", type="below_bar", message=xml_safe(
                f"{dimension.score}/{dimension.max} {stars(dimension.score / dimension.max)}"
                f" (bar {min_percent}%)"))
            failure.text = xml_safe("\n".join(dimension.evidence))
    _count(suite, suite.findall("testcase"))


def _docs_suite(root: ET.Element, report: GradingReport) -> None:
    suite = ET.SubElement(root, "testsuite", name="drafted docs")
    for found in attempts(report):  # first: an artifact scored 0 for what it says
        if not found.refused:
            continue
        case = ET.SubElement(suite, "testcase", name=xml_safe(
            f"{found.artifact_id} · {RULE_ID}"), classname=xml_safe(found.file),
            file=xml_safe(found.file))
        if found.line is not None:
            case.set("line", str(found.line))
        ET.SubElement(case, "failure", type=RULE_ID, message=xml_safe(message(found)))
    for result in report.results:
        case = ET.SubElement(suite, "testcase", name=xml_safe(
            f"{result.artifact_id} · {result.criterion_id}"), classname=xml_safe(result.file),
            file=xml_safe(result.file))
        if result.line is not None:
            case.set("line", str(result.line))
        if result.score is None:
            ET.SubElement(case, "skipped", message=xml_safe(
                f"not graded ({result.degraded or 'missing'}): {result.one_line_why}"))
        elif not result.passed:
            failure = ET.SubElement(case, "failure", type=result.criterion_id,
                                    message=xml_safe(_headline(result)))
            failure.text = xml_safe(f"evidence: {result.evidence}\n{result.reasoning}")
    _count(suite, suite.findall("testcase"))


def _headline(result: GradingResult) -> str:
    assert result.score is not None
    return f"score {result.score:.2f} {stars(result.score)}: {result.one_line_why}"


def _count(element: ET.Element, children: Sequence[ET.Element]) -> None:
    """The counters reporters show; on `<testsuites>` they add up the suites'."""
    if element.tag == "testsuites":
        totals = {key: sum(int(child.get(key, "0")) for child in children)
                  for key in ("tests", "failures", "errors", "skipped")}
    else:
        totals = {"tests": len(children),
                  "failures": sum(c.find("failure") is not None for c in children),
                  "errors": 0,
                  "skipped": sum(c.find("skipped") is not None for c in children)}
    for key, value in totals.items():
        element.set(key, str(value))
