"""An LLM judge held to its own word: `passed` agrees with the score, evidence is a real quote.

`CheckedJudge` sits between the verdict cache and the judge that calls the API, so the cache
only ever stores verdicts that passed these checks (or were marked by them). For each verdict
of a reply:

1. **Consistency.** `passed` must be what the pass mark makes of the score
   (`TrustRules.agrees`). A contradiction is asked again once.
2. **Evidence.** The evidence must be found in what the judge was shown
   (`evidence.ShownText`). An unfound quote is asked again once.

The pairs that failed either check are asked again together, in one request. Of the two
answers, the first that agrees with itself is kept (the second one first); when neither does,
the pair is ungraded with the reason `inconsistent`, and the three-state verdict counts it as
missing. A kept verdict whose evidence is still not found is marked `unverified`
(`gate.docs.evidence: mark`, the default) or ungraded with the reason `unverified`
(`gate.docs.evidence: degrade`). A re-ask that fails (the API is down) keeps what the first
answer allows: an unverified mark, or the failure's reason for a contradiction, which the
engine's sweep then asks again.

A re-ask is a real call: it is in the outcome's call records, so usage, the audit log and
the ceilings count it (it is counted when made, with the call it checks).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from gate.configure.judge_names import JudgeName
from gate.docs.contract.prompts import pair_texts
from gate.docs.judges.cache import ApiJudge
from gate.docs.models import EvidenceCheck
from gate.docs.seam.judge import CallRecord, JudgeOutcome, JudgeRequest, Verdict
from gate.docs.trust.evidence import ShownText
from gate.docs.trust.rules import TrustRules


class CheckedJudge:
    """A `Judge` (and `ApiJudge`) in front of an API judge, checking each verdict it gives."""

    def __init__(self, inner: ApiJudge, rules: TrustRules) -> None:
        self.inner = inner
        self.name: JudgeName = inner.name
        self.model = inner.model
        self.deterministic = inner.deterministic
        self.graders_word = inner.graders_word
        self.rules = rules

    def prompt_chars(self, request: JudgeRequest) -> int:
        return self.inner.prompt_chars(request)

    def wants_warm_up(self, request: JudgeRequest) -> bool:
        return self.inner.wants_warm_up(request)

    def judge(self, request: JudgeRequest, *, deadline: float) -> JudgeOutcome:
        first = self.inner.judge(request, deadline=deadline)
        if first.verdicts is None:
            return first
        shown = ShownText(pair_texts(request))
        doubtful = tuple(c for c in request.criteria
                         if c.id in first.verdicts and not self._sound(first.verdicts[c.id],
                                                                        shown))
        if not doubtful:
            return self._finished(first, first.verdicts, shown)
        again = self.inner.judge(JudgeRequest(request.artifact, doubtful,
                                              request.model_artifacts), deadline=deadline)
        calls = first.calls + again.calls
        verdicts = dict(first.verdicts)
        for criterion in doubtful:
            answers = [v for v in ((again.verdicts or {}).get(criterion.id),
                                   first.verdicts[criterion.id]) if v is not None]
            verdicts[criterion.id] = self._settle_doubt(answers, again, shown)
        outcome = JudgeOutcome(verdicts, calls, fatal=first.fatal or again.fatal,
                               violation=first.violation or again.violation)
        return self._finished(outcome, verdicts, shown)

    def _sound(self, verdict: Verdict, shown: ShownText) -> bool:
        if verdict.score is None:
            return True  # an abstention: nothing to check
        return self.rules.agrees(verdict.criterion_id, verdict.score, verdict.passed) and \
            self._evidence(verdict, shown) != "unverified"

    def _evidence(self, verdict: Verdict, shown: ShownText) -> EvidenceCheck:
        score = verdict.score if verdict.score is not None else 0.0
        return shown.check(verdict.evidence,
                           passes=self.rules.passes(verdict.criterion_id, score))

    def _settle_doubt(self, answers: list[Verdict], again: JudgeOutcome,
                      shown: ShownText) -> Verdict:
        """The verdict kept for a pair asked twice: the newest that agrees with itself."""
        agreeing = [v for v in answers
                    if self.rules.agrees(v.criterion_id, v.score, v.passed)]
        if agreeing:
            return agreeing[0]
        first = answers[-1]
        if again.verdicts is None:  # the re-ask failed: the sweep may ask again later
            return Verdict(first.criterion_id, None, False, "",
                           f"Not graded: {again.detail}.", again.failure or "call_failed")
        mark = self.rules.mark(first.criterion_id)
        return Verdict(first.criterion_id, None, False, "",
                       "Not graded: inconsistent: the judge's passed contradicted its score "
                       f"twice (score {first.score:.2f}, passed {str(first.passed).lower()}; "
                       f"a verdict passes at {mark:g} and above).", "inconsistent")

    def _finished(self, outcome: JudgeOutcome, verdicts: dict[str, Verdict],
                  shown: ShownText) -> JudgeOutcome:
        """Each verdict with its evidence standing; an unfound quote degraded if so set."""
        checked = {}
        for cid, verdict in verdicts.items():
            if verdict.score is None or verdict.degraded is not None:
                checked[cid] = verdict
                continue
            standing = self._evidence(verdict, shown)
            if standing == "unverified" and self.rules.evidence == "degrade":
                checked[cid] = Verdict(
                    cid, None, False, verdict.evidence,
                    "Not graded: unverified: the judge's evidence was not found in the text "
                    "it was shown, even when asked again (gate.docs.evidence: degrade).",
                    "unverified")
            else:
                checked[cid] = replace(verdict, evidence_check=standing)
        return JudgeOutcome(checked, outcome.calls, outcome.failure, outcome.detail,
                            outcome.fatal, outcome.violation)

    def judge_again(self, request: JudgeRequest, *, deadline: float) -> JudgeOutcome:
        """A close call's repeat: with no cache in front, every ask is a fresh one."""
        return self.judge(request, deadline=deadline)

    def repeat_chars(self, request: JudgeRequest) -> int:
        return self.inner.prompt_chars(request)

    def remember(self, request: JudgeRequest, verdict: Verdict,
                 calls: Sequence[CallRecord] = ()) -> None:
        """Nothing to keep a settled verdict in without the verdict cache."""
