"""The `signalforge-gate` check run on the head commit: conclusion, title, summary, annotations.

Branch protection and the Checks tab read check runs; the job's own check carries only the exit
code. This one carries the verdict (success, failure, or neutral when the gate could not tell
or the bar is not enforced), the comment's tables as its summary, and an annotation on each
changed line where a drafted doc failed a criterion, after one on each artifact whose text
addresses the grader and was scored 0 for it (shown changed line or not: a failure where it
fails the check on its own, `gate.docs.addressing_judge: fail`, a warning where it is marked).

One check run per (name, content) on a commit: a re-run that would write the same thing finds
its own earlier run by `external_id` (the report's digest) and leaves it; a lost answer to a
create is followed by a look, never by a blind second create. GitHub offers no way to delete a
check run, so runs racing on the same commit may each leave one; they carry the same content.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from gate.docs.models import AddressingFinding, GradingResult
from gate.docs.summary import failing
from gate.github.checks import ANNOTATIONS_PER_REQUEST, ChecksClient
from gate.github.checks import CheckRun as CheckRunInfo
from gate.github.pull_request import OutcomeUnknown, WriteRefused
from gate.publishing.render import Extras, digest, render_check_summary
from gate.report.display_state import DisplayState, run_display_state
from gate.report.formats.attempts import RULE_ID, attempts, message
from gate.report.grade_json import GateReport

Conclusion = Literal["success", "failure", "neutral"]
CHECK_NAME = "signalforge-gate"
TITLE_CHARS = 255


#: The check run's conclusion for each display state. The check agrees with the job: a bar
#: that is not enforced never turns the check red (below it, or unable to tell, the check is
#: neutral, grey, which branch protection accepts); an enforced bar fails the check unless the
#: gate knows it passed; unreadable input (2) or an internal error (3) fail the job whatever
#: the bar, so they fail the check too.
CONCLUSIONS: dict[DisplayState, Conclusion] = {
    "passed": "success", "below_bar_not_enforced": "neutral",
    "inconclusive_not_enforced": "neutral", "below_bar": "failure", "inconclusive": "failure",
    "bad_input": "failure", "internal_error": "failure",
}
#: The first words of the check run's title, for the display states that hold a verdict.
TITLE_VERDICTS: dict[DisplayState, str] = {
    "passed": "passed", "below_bar": "below the bar",
    "below_bar_not_enforced": "below the bar (not enforced)",
}


def check_name(instance: str) -> str:
    """`signalforge-gate`, or `signalforge-gate / <instance>` for a matrix job."""
    return f"{CHECK_NAME} / {instance}" if instance else CHECK_NAME


def conclusion_of(report: GateReport) -> Conclusion:
    return CONCLUSIONS[run_display_state(report)]


def title(report: GateReport) -> str:
    """The verdict and the scores, in one line; a run that could not tell, could not read part
    of its input or hit a bug has no verdict, whatever the graded part says."""
    parts = [TITLE_VERDICTS.get(run_display_state(report), "no verdict")]
    if report.session.grades:
        lowest = min(report.session.grades, key=lambda grade: grade.total_score)
        parts.append(f"session {lowest.total_score}/{lowest.max_score} ({lowest.letter})")
    docs = report.docs.report
    if docs is not None:
        parts.append(f"docs pass rate {docs.pass_rate:.0%}, mean {docs.mean_score:.2f}")
        if docs.close_call:
            parts.append("close call")
        if docs.usage.unverified:
            parts.append(f"{docs.usage.unverified} unverified")
    return " · ".join(parts)[:TITLE_CHARS]


def annotation(result: GradingResult, enforced: bool) -> dict[str, Any]:
    score = "ungraded" if result.score is None else f"{result.score:.2f}"
    if result.evidence_check == "unverified":
        score += " (unverified: its evidence was not found in the text)"
    level = "failure" if enforced and result.score is not None else "warning"
    return {"path": result.file, "start_line": result.line, "end_line": result.line,
            "annotation_level": level,
            "title": f"{result.criterion_id} {score}"[:TITLE_CHARS],
            "message": f"{result.artifact_id}: {result.criterion_id} {score} - "
                       f"{result.one_line_why or 'no reason given'}"[:4000]}


def annotations_for(report: GateReport,
                    changed: dict[str, set[int]] | None) -> list[dict[str, Any]]:
    """Every result that did not pass and sits on a changed line, weakest first. Without a
    diff (a merge queue's commit), every such result that has a line."""
    docs = report.docs.report
    if docs is None:
        return []
    chosen = [r for r in failing(docs) if r.line is not None
              and (changed is None or r.line in changed.get(r.file, set()))]
    # An attempt comes first, changed line or not.
    return [*(attempt_annotation(found, report.docs.enforced) for found in attempts(docs)
              if found.refused),
            *(annotation(r, report.docs.enforced) for r in chosen)]


def attempt_annotation(found: AddressingFinding, enforced: bool) -> dict[str, Any]:
    """A failure where it fails an enforced check by itself; a warning where it is marked."""
    line = max(1, found.line or 1)
    fails = enforced and found.effect == "fails_check"
    return {"path": found.file, "start_line": line, "end_line": line,
            "annotation_level": "failure" if fails else "warning",
            "title": f"{RULE_ID}: “{found.phrase}”"[:TITLE_CHARS],
            "message": message(found)[:4000]}


@dataclass(frozen=True)
class CheckRunResult:
    conclusion: Conclusion
    check_run: CheckRunInfo
    annotations: int


class CheckRunPublisher:
    """Creates (or finds again) the check run of one report on one commit."""

    def __init__(self, checks: ChecksClient, instance: str) -> None:
        self.checks = checks
        self.name = check_name(instance)

    def publish(self, report: GateReport, head_sha: str, extras: Extras,
                changed: dict[str, set[int]] | None) -> CheckRunResult:
        conclusion = conclusion_of(report)
        key = digest(report)
        output = {"title": title(report),
                  "summary": render_check_summary(report, extras)}
        notes = annotations_for(report, changed)
        batches = [notes[i:i + ANNOTATIONS_PER_REQUEST]
                   for i in range(0, len(notes), ANNOTATIONS_PER_REQUEST)] or [[]]
        earlier = self._earlier(head_sha, key)
        if earlier is not None:
            return CheckRunResult(conclusion, earlier, 0)
        fields: dict[str, Any] = {
            "name": self.name, "head_sha": head_sha, "status": "completed",
            "conclusion": conclusion, "external_id": key,
            "output": {**output, "annotations": batches[0]}}
        if report.context.run_url and report.context.run_url.startswith("https://"):
            fields["details_url"] = report.context.run_url
        run = self._create(fields, head_sha, key)
        for batch in batches[1:]:
            self.checks.update(run.id, {"output": {**output, "annotations": batch}})
        return CheckRunResult(conclusion, run, len(notes))

    def _earlier(self, head_sha: str, key: str) -> CheckRunInfo | None:
        """This content's check run from an earlier run, confirmed as the token's own by a
        no-op update (GitHub lets an App update only its own check runs)."""
        for run in reversed(self.checks.find(head_sha, self.name)):
            if run.external_id == key and run.status == "completed":
                try:
                    return self.checks.update(run.id, {"external_id": key})
                except WriteRefused:
                    return None
        return None

    def _create(self, fields: dict[str, Any], head_sha: str, key: str) -> CheckRunInfo:
        try:
            return self.checks.create(fields)
        except OutcomeUnknown:
            # GitHub may have created it: look before creating again.
            found = [run for run in self.checks.find(head_sha, self.name)
                     if run.external_id == key]
            if found:
                return found[-1]
            return self.checks.create(fields)
