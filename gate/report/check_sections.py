"""The parts of `grade.json` a single check's verdict is made of: its state, its findings, the
check's verdict and the session section.

Kept apart from `gate.report.grade_json` (which re-exports every name here) so that the
`session` command, which decides the session check alone, imports nothing of the docs
grading that the rest of the report carries (its models, calibration and rubric).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from gate.core.scores.near_bar import NearBarRange
from gate.report.check_state import CheckState  # defined with its rule
from gate.session.models import GradeResult
from gate.session.provenance import AuditProvenance

#: What kind of problem a finding is: pull-request content or configuration that cannot be
#: read (exit 2), an outside service that failed (a missing piece), a bug (exit 3), drafted
#: text that addresses the grader (its pairs are scored 0 or marked: no piece is missing), a
#: piece of the change that could not be verified against GitHub (`missing`: inconclusive), or
#: a session audit that may not be this change's session (the session check is inconclusive).
FindingKind = Literal["input", "service", "internal", "addresses_judge", "missing",
                      "provenance"]


class ReportSection(BaseModel):
    # "ignore": a publishing job may read a report written by a newer gate. Construction in
    # code is checked by mypy's pydantic plugin, so a misspelt field is still caught.
    model_config = ConfigDict(frozen=True, extra="ignore")


class Finding(ReportSection):
    """Something that kept part of a check from being graded: where, why, and the fix."""

    kind: FindingKind
    file: str | None = None
    line: int | None = None
    why: str
    fix: str
    found_by: Literal["rules", "model"] | None = Field(
        None, description="for addresses_judge: found by the rules, or by the model asked "
        "once per artifact group (gate.docs.guard)")
    effect: Literal["fails_check", "marked"] | None = Field(
        None, description="for addresses_judge: a form that cannot be innocent, failing the "
        "docs check by itself, or marked (withheld from the judge, no credit; the grade "
        "decides the check)")


class CheckVerdict(ReportSection):
    """One check's state and the counts behind it."""

    state: CheckState
    enforced: bool = Field(description="this check's bar fails the job")
    graded: int = Field(ge=0, description="pieces graded: sessions, or scored docs pairs")
    missing: int = Field(ge=0, description="pieces that could not be graded: ungraded pairs, "
                         "unreadable audit records or files")
    reasons: tuple[str, ...] = ()
    close_call: bool = Field(False, description="docs: flipping the pairs near their pass "
                             "mark could have moved the outcome across a bar")
    near_bar_range: NearBarRange | None = Field(
        None, description="docs: the pass rate and mean the near-bar pairs allow")


class SessionSection(ReportSection):
    graded: bool
    sources: tuple[str, ...] = ()
    min_percent: int
    required: bool = False
    enforced: bool = False
    passed: bool | None = Field(None, description="the session check's state as the verdict "
                                "decided it: true for pass, false for fail, null when "
                                "inconclusive or nothing was graded")
    grades: tuple[GradeResult, ...] = ()
    note: str | None = None
    findings: tuple[Finding, ...] = ()
    provenance: AuditProvenance | None = Field(
        None, description="where the audit came from (a file of the change is the agent's own "
        "account), every session found and which was graded and why, and the pull request's "
        "commits it was checked against; null when no audit was read")
