"""`grade.json`: the gate's one report of a run, and its published JSON Schema.

Everything a later step, a dashboard or the fork-safe publishing job needs is here: what was
graded (context and the configuration's source and hash), the verdict and why, the session
grades (CLEO `GradeResult`s), the docs grade (SignalForge's `GradingReport`), usage and cost,
and what publishing did. The schema in `gate/schemas/grade.schema.json` is generated from these
models; a test fails when the two drift apart, and every report the tests write is validated
against the file.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from gate.docs.calibration.agreement import JudgeAgreement
from gate.docs.models import GradingReport, NearBarRange, Usage
from gate.gate_change.diff import ConfigChange
from gate.session.models import GradeResult
from gate.session.provenance import AuditProvenance

SCHEMA_VERSION: Literal[2] = 2
SCHEMA_PATH = Path(__file__).parent.parent / "schemas" / "grade.schema.json"
SCHEMA_ID = "urn:signalforge-gate:grade-json:2"

#: How a check (and the run) ends: met its bar whatever the missing pieces were, missed it
#: whatever they were, or could not be told apart.
CheckState = Literal["pass", "fail", "inconclusive"]
#: What kind of problem a finding is: pull-request content or configuration that cannot be
#: read (exit 2), an outside service that failed (a missing piece), a bug (exit 3), drafted
#: text that addresses the grader (its pairs are scored 0 or marked: no piece is missing), a
#: piece of the change that could not be verified against GitHub (`missing`: inconclusive), or
#: a session audit that may not be this change's session (the session check is inconclusive).
FindingKind = Literal["input", "service", "internal", "addresses_judge", "missing",
                      "provenance"]


class _Section(BaseModel):
    # "ignore": a publishing job may read a report written by a newer gate. Construction in
    # code is checked by mypy's pydantic plugin, so a misspelt field is still caught.
    model_config = ConfigDict(frozen=True, extra="ignore")


class Tool(_Section):
    name: str
    version: str


class Context(_Section):
    repository: str | None = None
    pr_number: int | None = None
    base_sha: str | None = None
    head_sha: str | None = None
    event: str
    run_url: str | None = None


class ConfigInfo(_Section):
    path: str
    ref: str | None = None
    sha256: str | None = None
    source: Literal["base", "head", "workspace", "defaults"]
    note: str | None = None


class Finding(_Section):
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


class CheckVerdict(_Section):
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


class Verdict(_Section):
    state: CheckState = Field(description="the run as a whole: fail if a check fails, "
                              "inconclusive if one cannot be told, else pass")
    passed: bool = Field(description="state is pass: every check met its bar")
    enforced: bool = Field(description="at least one check's bar fails the job")
    exit_code: Literal[0, 1, 2, 3]
    reasons: tuple[str, ...] = ()
    session: CheckVerdict
    docs: CheckVerdict


class SessionSection(_Section):
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


class DocsSection(_Section):
    graded: bool
    files: tuple[str, ...] = ()
    changed_files_truncated: bool = False
    enforced: bool = False
    report: GradingReport | None = None
    note: str | None = None
    findings: tuple[Finding, ...] = ()
    agreement: JudgeAgreement | None = Field(
        None, description="how far the judge that graded agrees with people: its calibration "
        "record's kappa, the offline judge's shipped figure, or that it was never measured; "
        "and a drift from the record nobody accepted. Null when no docs were graded")


class Publishing(_Section):
    comment_url: str | None = None
    review_comments: int = 0
    status_state: str | None = None
    check_run_conclusion: Literal["success", "failure", "neutral"] | None = None
    warnings: tuple[str, ...] = ()


class GateReport(_Section):
    schema_version: Literal[2] = SCHEMA_VERSION
    tool: Tool
    run_id: str
    started_at: str
    finished_at: str
    duration_seconds: float
    context: Context
    config: ConfigInfo
    verdict: Verdict
    session: SessionSection
    docs: DocsSection
    usage: Usage
    notes: tuple[str, ...] = ()
    findings: tuple[Finding, ...] = Field((), description="what kept the run from a verdict "
                                          "before either check (configuration, internal error)")
    publishing: Publishing = Publishing()
    config_change: ConfigChange | None = Field(
        None, description="what the pull request changes in the gate itself (its configuration "
        "file, a workflow that runs the gate) and the effect once merged; null outside a pull "
        "request. The grade above used the base's configuration regardless")

    def to_json(self) -> str:
        return self.model_dump_json(indent=2, by_alias=True) + "\n"


def schema_document() -> dict[str, Any]:
    """The JSON Schema of `grade.json`, as published in the repository."""
    schema = GateReport.model_json_schema(mode="serialization", by_alias=True)
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": SCHEMA_ID,
            **schema}


def schema_text() -> str:
    """The published schema's file, byte for byte (`python -m scripts.regenerate` writes it)."""
    return json.dumps(schema_document(), indent=2) + "\n"


def write_schema(path: Path = SCHEMA_PATH) -> None:
    """Regenerate the published schema (after changing a model; a test says when)."""
    path.write_text(schema_text(), encoding="utf-8")


def read_report(path: Path) -> GateReport:
    return GateReport.model_validate_json(path.read_bytes())
