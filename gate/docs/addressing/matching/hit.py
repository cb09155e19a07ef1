"""One finding of the rules on text addressed to the grader, in a module of its own so the
detector and the readings it calls (`gate.docs.addressing.clause_findings`) share it without
importing each other."""

from __future__ import annotations

from dataclasses import dataclass

from gate.docs.addressing.matching.phrase_rule import AddressingRule


@dataclass(frozen=True)
class Hit:
    """One place where the text addresses the grader: the rule, the phrase (safe to show) and
    the line of the text (1-based) where it starts."""

    rule: AddressingRule
    phrase: str
    line: int
    #: False for a form that can be innocent whatever it is presented as: hidden or encoded
    #: text that only names a grader, a rubric or a prompt (a maintainer's comment), marked
    #: rather than a failed check (`gate.docs.addressing.findings.Caught.effect`).
    sure: bool = True
