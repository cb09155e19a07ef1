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

from pydantic import Field

from gate.docs.calibration.agreement import JudgeAgreement
from gate.docs.models import GradingReport, Usage
from gate.gate_change.diff import ConfigChange
from gate.report.check_sections import (
    CheckVerdict,
    Finding,
    FindingKind,
    ReportSection,
    SessionSection,
)
from gate.report.check_state import CheckState

__all__ = ["SCHEMA_ID", "SCHEMA_PATH", "SCHEMA_VERSION", "CheckState", "CheckVerdict",
           "ConfigInfo", "Context", "DocsSection", "Finding", "FindingKind", "GateReport",
           "Publishing", "SessionSection", "Tool", "Verdict", "read_report", "schema_document",
           "schema_text", "write_schema"]

SCHEMA_VERSION: Literal[2] = 2
SCHEMA_PATH = Path(__file__).parent.parent / "schemas" / "grade.schema.json"
SCHEMA_ID = "urn:signalforge-gate:grade-json:2"


class Tool(ReportSection):
    name: str
    version: str


class Context(ReportSection):
    repository: str | None = None
    pr_number: int | None = None
    base_sha: str | None = None
    head_sha: str | None = None
    event: str
    run_url: str | None = None


class ConfigInfo(ReportSection):
    path: str
    ref: str | None = None
    sha256: str | None = None
    source: Literal["base", "head", "workspace", "defaults"]
    note: str | None = None


class Verdict(ReportSection):
    state: CheckState = Field(description="the run as a whole: fail if a check fails, "
                              "inconclusive if one cannot be told, else pass")
    passed: bool = Field(description="state is pass: every check met its bar")
    enforced: bool = Field(description="at least one check's bar fails the job")
    exit_code: Literal[0, 1, 2, 3]
    reasons: tuple[str, ...] = ()
    session: CheckVerdict
    docs: CheckVerdict


class DocsSection(ReportSection):
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


class Publishing(ReportSection):
    comment_url: str | None = None
    review_comments: int = 0
    status_state: str | None = None
    check_run_conclusion: Literal["success", "failure", "neutral"] | None = None
    warnings: tuple[str, ...] = ()


class GateReport(ReportSection):
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
