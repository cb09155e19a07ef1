"""Settling a close call: the near-bar pairs asked again, each decided on its median.

Repeats cannot make a pair that sits on its pass mark stable: its answers fall on either
side. What they can do is stop one draw from deciding the run. So in a close call (and only
then: `close_call.is_close_call`) each near-bar pair that is not settled yet is asked
`gate.stability.repeats` more times, past the verdict cache, and its score becomes the median
of every draw (its first answer included), with the spread (min, max, n) in the report. The
verdict kept is the draw nearest the median (its evidence and reasoning), passed by the pass
mark. A pair settled in an earlier run comes back from the cache with its draws and is not
asked again.

Settling calls the judge through `Repeatable`: an API judge (behind its trust checks) offers
`judge_again`, which never answers from the cache, and `remember`, which stores the settled
verdict over the first draw's entry.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from gate.docs.seam.judge import CallRecord, JudgeOutcome, JudgeRequest, Verdict
from gate.docs.trust.close_call import median_score
from gate.docs.trust.rules import TrustRules


@runtime_checkable
class Repeatable(Protocol):
    def judge_again(self, request: JudgeRequest, *, deadline: float) -> JudgeOutcome:
        """Ask the judge again, never from a cache."""
        ...

    def repeat_chars(self, request: JudgeRequest) -> int:
        """How long a repeat's prompt is (for the estimate: a cached pair's first answer
        cost nothing, its repeats do)."""
        ...

    def remember(self, request: JudgeRequest, verdict: Verdict,
                 calls: Sequence[CallRecord] = ()) -> None:
        """Keep a settled verdict for later runs (a judge without a cache forgets it)."""
        ...


def draws_of(verdict: Verdict) -> tuple[float, ...]:
    """The scores a verdict stands for: its draws when settled, else its one score."""
    if verdict.scores:
        return verdict.scores
    return () if verdict.score is None else (verdict.score,)


def is_settled(verdict: Verdict) -> bool:
    return len(verdict.scores) > 1


def settled_verdict(draws: Sequence[Verdict], rules: TrustRules) -> Verdict:
    """One verdict from a pair's draws (the first is its first answer): the median score,
    passed by the pass mark, and the words of the draw nearest the median."""
    scores = tuple(s for draw in draws for s in draws_of(draw))
    median = median_score(scores)
    nearest = min((d for d in draws if d.score is not None),
                  key=lambda d: abs((d.score or 0.0) - median))
    cid = nearest.criterion_id
    return Verdict(cid, median, rules.passes(cid, median), nearest.evidence, nearest.reasoning,
                   evidence_check=nearest.evidence_check, scores=scores)
