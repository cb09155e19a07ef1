"""`gate.session`'s source and trust keys are validated like the rest of the gate block:
unknown keys, bad values and a workflow-artifact source without its workflow are errors that
name the line and the fix."""

from __future__ import annotations

import pytest

from tests.docs.test_config import error_of, parse


def test_the_defaults_grade_the_committed_audit_and_trust_only_the_agents_run() -> None:
    session = parse("").gate.session
    assert (session.source, session.trust, session.workflow, session.artifact) == (
        "committed", "agent-run", None, "cleo-audit")
    assert session.events == ("workflow_dispatch", "pull_request_target", "issue_comment",
                              "issues")


def test_a_workflow_artifact_source_reads_its_keys() -> None:
    session = parse("gate:\n  session:\n    source: workflow-artifact\n"
                    "    workflow: .github/workflows/agent.yaml\n    artifact: audit\n"
                    "    events: [pull_request_target]\n    trust: self-reported\n"
                    ).gate.session
    assert (session.workflow, session.artifact, session.events, session.trust) == (
        ".github/workflows/agent.yaml", "audit", ("pull_request_target",), "self-reported")


@pytest.mark.parametrize(("text", "line", "fix"), [
    ("gate:\n  session:\n    trust: anyone\n", 3, "use one of 'agent-run' or 'self-reported'"),
    ("gate:\n  session:\n    source: artifact\n", 3,
     "use one of 'committed' or 'workflow-artifact'"),
    ("gate:\n  session:\n    events: [pull_request_review]\n", 3, "use one of"),
    ("gate:\n  session:\n    source: workflow-artifact\n", 2, "needs gate.session.workflow"),
    ("gate:\n  session:\n    workflow: ../agent.yml\n", 2,
     "must name a workflow file of this repository"),
    ("gate:\n  session:\n    events: []\n", 3, "at least 1"),
    ("gate:\n  session:\n    artifact: ' '\n", 2, "must name an artifact"),
])
def test_a_bad_value_names_its_line_and_the_fix(text: str, line: int, fix: str) -> None:
    error = error_of(text)
    assert error.line == line
    assert fix in error.render()


def test_a_misspelt_key_is_an_error() -> None:
    error = error_of("gate:\n  session:\n    sourse: workflow-artifact\n")
    assert error.line == 3
    assert "did you mean `source`?" in error.render()
