"""GitLab's Code Quality report: one issue per failing graded pair, in GitLab's subset."""

from __future__ import annotations

import json

import jsonschema

from gate.report.formats.code_quality import render_code_quality
from tests.report.formats.test_junit_and_sarif import DOCS, pair, report

#: GitLab's documented subset of the Code Climate format, as a schema: every key it reads.
GITLAB_SUBSET = {
    "type": "array",
    "items": {
        "type": "object",
        "required": ["description", "check_name", "fingerprint", "severity", "location"],
        "properties": {
            "description": {"type": "string", "minLength": 1},
            "check_name": {"type": "string", "minLength": 1},
            "fingerprint": {"type": "string", "pattern": "^[0-9a-f]{32}$"},
            "severity": {"enum": ["info", "minor", "major", "critical", "blocker"]},
            "location": {
                "type": "object", "required": ["path", "lines"],
                "properties": {"path": {"type": "string", "minLength": 1},
                               "lines": {"type": "object", "required": ["begin"],
                                         "properties": {"begin": {"type": "integer",
                                                                  "minimum": 1}}}}},
        },
    },
}


def test_one_issue_per_failing_graded_pair_at_its_path_and_line() -> None:
    issues = json.loads(render_code_quality(DOCS, enforced=True))
    jsonschema.validate(issues, GITLAB_SUBSET)
    # m.a/rationale failed at 0.2, m.b/rationale at 0.41 (no line: line 1); passing and
    # ungraded pairs are no issue.
    assert [(i["check_name"], i["location"]["path"], i["location"]["lines"]["begin"])
            for i in issues] == [("signalforge-gate/rationale", "models/a.yml", 3),
                                 ("signalforge-gate/rationale", "models/my dir/b.yml", 1)]
    assert {i["severity"] for i in issues} == {"major"}
    assert len({i["fingerprint"] for i in issues}) == 2


def test_severity_follows_enforcement_and_fingerprints_survive_a_new_score() -> None:
    before = json.loads(render_code_quality(report(pair("m.a", "clarity", 0.1)),
                                            enforced=False))
    after = json.loads(render_code_quality(report(pair("m.a", "clarity", 0.3, line=9)),
                                           enforced=False))
    assert before[0]["severity"] == "minor"
    assert before[0]["fingerprint"] == after[0]["fingerprint"]  # the widget sees one issue


def test_nothing_graded_is_an_empty_report() -> None:
    assert json.loads(render_code_quality(None, enforced=True)) == []
