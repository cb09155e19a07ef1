"""What a run tells the runner: the job summary, the step outputs and the annotations.

Written after `grade.json` and publishing, and whatever the verdict: workflows branch on the
outputs (`verdict`, `passed`, ...) also when the job fails.
"""

from __future__ import annotations

from pathlib import Path

from gate.github.actions import Runner
from gate.render import render_summary
from gate.report import GateReport


def report_to_runner(runner: Runner, report: GateReport, grade_json: Path) -> None:
    verdict = report.verdict
    if verdict.state == "inconclusive" and verdict.exit_code == 0:
        runner.annotate("INCONCLUSIVE (not enforced): " + "; ".join(
            (*verdict.session.reasons, *verdict.docs.reasons)), title="signalforge-gate")
    for warning in report.publishing.warnings:
        runner.annotate(warning, title="signalforge-gate")
    docs = report.docs.report
    if docs is not None:
        for result in [r for r in docs.results if not r.passed]:
            score = "ungraded" if result.score is None else f"{result.score:.2f}"
            if not runner.annotate(f"{result.artifact_id}: {result.criterion_id} {score} - "
                                   f"{result.one_line_why}", file=result.file,
                                   line=result.line, title="signalforge-gate"):
                break
    runner.write_summary(render_summary(report))
    runner.set_outputs(outputs(report, grade_json))


def outputs(report: GateReport, grade_json: Path) -> dict[str, str]:
    grades = report.session.grades
    lowest = min(grades, key=lambda g: g.total_score) if grades else None
    docs = report.docs.report
    cost = report.usage.cost_usd
    return {
        "grade-json": str(grade_json),
        "verdict": report.verdict.state,
        "passed": "true" if report.verdict.passed else "false",
        "session-score": str(lowest.total_score) if lowest else "",
        "session-letter": lowest.letter if lowest else "",
        "docs-pass-rate": f"{docs.pass_rate:.4f}" if docs else "",
        "docs-mean-score": f"{docs.mean_score:.4f}" if docs else "",
        "comment-url": report.publishing.comment_url or "",
        "cost-usd": f"{cost:.6f}" if cost is not None else "",
        "cache-hits": str(report.usage.cache_hits) if docs else "",
        "cache-misses": str(report.usage.cache_misses) if docs else "",
    }
