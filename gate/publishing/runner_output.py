"""What a run tells the runner: the job summary, the step outputs and the annotations.

Written right after `grade.json` and before publishing starts, whatever the verdict:
workflows branch on the outputs (`verdict`, `passed`, ...) also when the job fails, and a
publishing step that runs out of time must not cost them.
"""

from __future__ import annotations

from gate.core.redaction import redact_model
from gate.github.actions import Runner
from gate.publishing.render import Extras, render_summary
from gate.report.display_state import run_display_state
from gate.report.grade_json import GateReport

#: Warning annotations kept free for publishing's warnings (GitHub shows 10 per step).
PUBLISHING_WARNINGS = 3


def report_to_runner(runner: Runner, report: GateReport, grade_json: str,
                     links: Extras | None = None, html_report: str = "") -> None:
    """Summary, outputs and annotations: all that must exist however publishing goes, so this
    runs before publishing starts."""
    report = redact_model(report)  # before rendering cuts a secret in half
    verdict = report.verdict
    if run_display_state(report) == "inconclusive_not_enforced":
        runner.annotate("INCONCLUSIVE (not enforced): " + "; ".join(
            (*verdict.session.reasons, *verdict.docs.reasons)), title="signalforge-gate")
    docs = report.docs.report
    if docs is not None:
        for result in [r for r in docs.results if not r.passed]:
            if runner.warnings_left <= PUBLISHING_WARNINGS:
                break  # keep room for what publishing will have to say
            score = "ungraded" if result.score is None else f"{result.score:.2f}"
            if not runner.annotate(f"{result.artifact_id}: {result.criterion_id} {score} - "
                                   f"{result.one_line_why}", file=result.file,
                                   line=result.line, title="signalforge-gate"):
                break
    runner.write_summary(render_summary(report, links or Extras()))
    runner.set_outputs(outputs(report, grade_json, html_report))


def publishing_to_runner(runner: Runner, report: GateReport) -> None:
    """What publishing adds once it is done: its warnings and the comment's address (a later
    value of an output wins)."""
    for warning in report.publishing.warnings:
        runner.annotate(warning, title="signalforge-gate")
    if report.publishing.comment_url:
        runner.set_outputs({"comment-url": report.publishing.comment_url})


def outputs(report: GateReport, grade_json: str, html_report: str = "") -> dict[str, str]:
    grades = report.session.grades
    lowest = min(grades, key=lambda g: g.total_score) if grades else None
    docs = report.docs.report
    cost = report.usage.cost_usd
    return {
        "grade-json": grade_json,
        "verdict": report.verdict.state,
        "passed": "true" if report.verdict.passed else "false",
        "session-score": str(lowest.total_score) if lowest else "",
        "session-letter": lowest.letter if lowest else "",
        "docs-pass-rate": f"{docs.pass_rate:.4f}" if docs else "",
        "docs-mean-score": f"{docs.mean_score:.4f}" if docs else "",
        "comment-url": report.publishing.comment_url or "",
        "html-report": html_report,
        "cost-usd": f"{cost:.6f}" if cost is not None else "",
        "cache-hits": str(report.usage.cache_hits) if docs else "",
        "cache-misses": str(report.usage.cache_misses) if docs else "",
        "config-changed": "true" if report.config_change and report.config_change.changed
        else "false",
    }
