"""The docs grade as a GitLab Code Quality report (`gl-code-quality-report.json`).

GitLab reads a subset of the Code Climate format: a JSON array of issues, each with a
`description`, a `check_name`, a `fingerprint`, a `severity` (info, minor, major, critical,
blocker) and a `location` with its `path` and `lines.begin`. The merge request's Code Quality
widget compares the fingerprints of the head's report with the base's, so a failing pair keeps
one fingerprint across pushes (its file, artifact and criterion), and shows new ones as new.

One issue per graded pair that did not pass, at its file and line (line 1 when the reader gave
none), `major` when the docs bar is enforced and `minor` otherwise; an artifact whose text
addresses the grader comes first as one `critical` issue. Ungraded pairs are no finding about
the file: grade.json and the JUnit report count them.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from gate.docs.models import AddressingFinding, GradingReport, GradingResult
from gate.report.formats.attempts import RULE_ID, attempts

CHECK_PREFIX = "signalforge-gate"
FINGERPRINT_VERSION = "signalforge-gate/code-quality/v1"


def render_code_quality(docs: GradingReport | None, *, enforced: bool) -> str:
    """The report's JSON text: an empty array when no docs were graded or all passed."""
    severity = "major" if enforced else "minor"
    issues = [_attempt(found) for found in attempts(docs) if found.refused]
    if docs is not None:
        issues += [_issue(result, severity) for result in docs.results
                   if result.score is not None and not result.passed]
    return json.dumps(issues, indent=2, ensure_ascii=False) + "\n"


def _fingerprint(*parts: str) -> str:
    joined = "\0".join((FINGERPRINT_VERSION, *parts))
    return hashlib.md5(joined.encode(), usedforsecurity=False).hexdigest()


def _location(path: str, line: int | None) -> dict[str, Any]:
    return {"path": path, "lines": {"begin": line if line and line > 0 else 1}}


def _issue(result: GradingResult, severity: str) -> dict[str, Any]:
    score = result.score or 0.0
    return {
        "type": "issue",
        "description": f"{result.artifact_id}: {result.criterion_id} scored {score:.2f} "
                       f"(below its pass mark): {result.one_line_why}",
        "check_name": f"{CHECK_PREFIX}/{result.criterion_id}",
        "fingerprint": _fingerprint(result.file, result.artifact_id, result.criterion_id),
        "severity": severity,
        "location": _location(result.file, result.line),
    }


def _attempt(found: AddressingFinding) -> dict[str, Any]:
    return {
        "type": "issue",
        "description": f"{found.artifact_id}: the text addresses the grader "
                       f"(\u201c{found.phrase}\u201d), so it scores 0.",
        "check_name": f"{CHECK_PREFIX}/{RULE_ID}",
        "fingerprint": _fingerprint(found.file, found.artifact_id, RULE_ID),
        "severity": "critical",
        "location": _location(found.file, found.line),
    }
