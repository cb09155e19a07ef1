"""Artifacts whose drafted text addresses the grader, as every report format shows them first.

The engine marks each result of such an artifact with the phrase (`addresses_judge`), and,
when it was scored 0 without a call, starts its reasoning with the closed reason
`addresses-judge` (`gate.docs.addressing.findings.REASON`). The formats read both from the
report alone, so the comment, the check run's annotations, SARIF and JUnit say the same thing
about the same artifact, before any pair's score.
"""

from __future__ import annotations

from dataclasses import dataclass

from gate.docs.addressing.findings import REASON
from gate.docs.models import GradingReport

#: The rule id SARIF and the JUnit failure type give an attempt.
RULE_ID = "addresses-judge"
RULE_TEXT = ("Drafted text addresses the grader instead of the reader (an instruction, a "
             "claimed score or status, a forged turn, hidden or encoded text, or a spelling "
             "of the judge prompt's envelope tags).")


@dataclass(frozen=True)
class Attempt:
    artifact_id: str
    file: str
    line: int | None
    #: The phrase, made safe to show by the detector.
    phrase: str
    #: Scored 0 without a judge call (`fail` mode, or an envelope tag in any mode).
    refused: bool
    #: The sentences the judge was not shown (a marked artifact).
    withheld: tuple[str, ...] = ()
    #: Fails the check by itself, or marked.
    effect: str | None = None

    def message(self) -> str:
        if self.refused:
            outcome = "every criterion scored 0 without a judge call"
        elif self.withheld:
            outcome = (f"judged without {len(self.withheld)} withheld sentence(s) "
                       f"(“{self.withheld[0]}”), which earn nothing")
        else:
            outcome = "judged as usual and marked (gate.docs.addressing_judge: flag)"
        return f"{self.artifact_id} addresses the grader (“{self.phrase}”): {outcome}."


def attempts(report: GradingReport | None) -> list[Attempt]:
    """One attempt per artifact, in the report's order."""
    found: dict[str, Attempt] = {}
    for result in () if report is None else report.results:
        if result.addresses_judge is not None and result.artifact_id not in found:
            found[result.artifact_id] = Attempt(
                result.artifact_id, result.file, result.line, result.addresses_judge,
                refused=result.reasoning.startswith(REASON), withheld=result.withheld,
                effect=result.addresses_judge_effect)
    return list(found.values())
