"""A report put together in one place, for every command that grades.

`run`, `docs` and `baseline` all grade drafted docs, and `run` and `baseline` both write a
`grade.json`. Each used to assemble its docs section (the findings a docs grade carries and
the verdict in words written into the docs report) and its `GateReport` itself, and the copies
drifted: the baseline's dropped the findings for text that addresses the grader, so its verdict
could pass what `run` fails. Here they are built once; the commands say only what differs
(which files, the session section, the run's notes).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

from gate import TOOL_NAME, __version__
from gate.configure.config import GateConfig
from gate.configure.source import Source
from gate.core.clock import iso_now
from gate.core.errors import GateError, ServiceError
from gate.docs.addressing.findings import FIX
from gate.docs.calibration.agreement import JudgeAgreement
from gate.docs.models import AddressingFinding, GradingReport, Usage
from gate.docs.pipeline import judge_outage
from gate.gate_change.diff import ConfigChange
from gate.github.context import RunContext
from gate.report.check_state import in_words
from gate.report.grade_json import (
    CheckVerdict,
    ConfigInfo,
    Context,
    DocsSection,
    Finding,
    GateReport,
    SessionSection,
    Tool,
)
from gate.report.verdict import decide, docs_verdict, finding

#: What to do about a judge outage, whichever command met it.
OUTAGE_FIX = "check the Anthropic key, the network and the API status, then re-run."


def addressing_finding(found: AddressingFinding) -> Finding:
    """The finding on the file and line of an artifact that addresses the grader: what the
    run did about it (the engine's record, read as it is), and the fix."""
    if found.refused:
        outcome = "every criterion scored 0 without a judge call"
    elif found.withheld:
        outcome = (f"judged without {len(found.withheld)} withheld sentence(s), which earn "
                   "nothing")
    else:
        outcome = "judged as usual"
    if found.effect == "fails_check":
        outcome += "; it fails the docs check whatever the pass rate"
    else:
        outcome += "; marked, the grade decides the check"
    return Finding(kind="addresses_judge", file=found.file, line=found.line,
                   why=f"{found.artifact_id} addresses the grader with "
                       f"{found.words} (“{found.phrase}”): {outcome}.",
                   fix=FIX, found_by=found.found_by, effect=found.effect)


@dataclass(frozen=True)
class DocsGrade:
    """The docs section as it goes into `grade.json`, its check as the verdict decided it, and
    the docs report with that verdict in words (the file `gate.docs.report` names)."""

    section: DocsSection
    check: CheckVerdict
    report: GradingReport


def docs_grade(report: GradingReport, config: GateConfig, *,
               problems: Sequence[Finding] = (), files: Sequence[str] = (),
               truncated: bool = False, agreement: JudgeAgreement | None = None,
               outage_path: str | None = None) -> DocsGrade:
    """The findings of a docs grade — `problems` (files that could not be read, pieces that
    could not be verified), a judge outage, and each artifact that addresses the grader (the
    engine's record of it, `report.addressing`) — and its verdict, also written in words into
    the docs report."""
    findings = list(problems)
    outage = judge_outage(report)
    if outage:
        findings.append(finding(ServiceError(outage, remediation=OUTAGE_FIX, path=outage_path)))
    findings += [addressing_finding(found) for found in report.addressing]
    section = DocsSection(graded=True, files=tuple(files), changed_files_truncated=truncated,
                          enforced=config.grade.fail_on_below_threshold, report=report,
                          findings=tuple(findings), agreement=agreement)
    check = docs_verdict(section, config.grade, config.gate.docs.addressing_judge)
    report = report.model_copy(update={"verdict": in_words(check)})
    return DocsGrade(section.model_copy(update={"report": report}), check, report)


def gate_report(*, run_id: str, started_at: str, started: float, context: RunContext,
                config: GateConfig, source: Source, session: SessionSection, docs: DocsSection,
                failures: Sequence[GateError] = (), after: Sequence[GateError] = (),
                notes: Sequence[str] = (), config_change: ConfigChange | None = None,
                ) -> GateReport:
    """The whole report: the verdict decided from the two sections, and what the run knows
    of itself. `failures` kept a section from being graded; `after` happened once the grades
    were in (publishing, a late bug)."""
    verdict = decide(session, docs, config, failures, after=after)
    if session.graded:  # the section's `passed` says what the verdict decided, nothing else
        session = session.model_copy(update={
            "passed": {"pass": True, "fail": False}.get(verdict.session.state)})
    return GateReport(
        tool=Tool(name=TOOL_NAME, version=__version__), run_id=run_id,
        started_at=started_at, finished_at=iso_now(),
        duration_seconds=round(time.monotonic() - started, 3),
        context=Context(**context.describe()),
        config=ConfigInfo(path=config.source.path, ref=config.source.ref,
                          sha256=config.source.sha256, source=source,
                          note=config.source.note),
        verdict=verdict, session=session, docs=docs,
        usage=docs.report.usage if docs.report else Usage(),
        notes=tuple(notes),
        findings=tuple(finding(f) for f in (*failures, *after)),
        config_change=config_change)
