"""Artifacts whose drafted text addresses the grader, as every report format shows them first.

The engine records, once, what it found in each such artifact and what the run did about it
(`GradingReport.addressing`: the phrase, who found it, whether its text reached a judge, the
sentences withheld, and whether it fails the check in this run's mode). The formats read that
record as it is, so the comment, the check run's annotations, SARIF, JUnit and Code Quality say
the same thing about the same artifact, before any pair's score.
"""

from __future__ import annotations

from gate.docs.models import AddressingFinding, GradingReport

#: The rule id SARIF and the JUnit failure type give an attempt.
RULE_ID = "addresses-judge"
RULE_TEXT = ("Drafted text addresses the grader instead of the reader (an instruction, a "
             "claimed score or status, a forged turn, hidden or encoded text, or a spelling "
             "of the judge prompt's envelope tags).")


def attempts(report: GradingReport | None) -> tuple[AddressingFinding, ...]:
    """One per artifact, in the report's (file) order."""
    return () if report is None else report.addressing


def message(found: AddressingFinding) -> str:
    """What was found and what the run did about it, in one sentence: "fails the docs check"
    only when it does (`gate.docs.addressing_judge: fail`), "marked" otherwise."""
    if found.refused:
        outcome = "every criterion scored 0 without a judge call"
    elif found.withheld:
        outcome = (f"judged without {len(found.withheld)} withheld sentence(s) "
                   f"(“{found.withheld[0]}”), which earn nothing")
    else:
        outcome = "judged as usual"
    if found.effect == "fails_check":
        outcome += ", and the docs check fails whatever the pass rate"
    else:
        outcome += "; marked, the grade decides the check"
    return f"{found.artifact_id} addresses the grader (“{found.phrase}”): {outcome}."
