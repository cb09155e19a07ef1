"""The verdict cache: a judge's verdict on one (artifact, criterion) pair, reused while nothing
that decides it has changed.

Every push to a pull request re-grades docs that are mostly unchanged, and an LLM judge asked
the same question twice does not always answer the same way. So each successful verdict is
stored under a SHA-256 of everything that decides it — the judge backend and model, the prompt
template (system prompt and rubric block), the criterion's id and text, the pair's context and
envelope texts (`prompts.pair_texts`), `max_output_tokens` and the cost mode — and the next run
asks the judge only about pairs whose key is new. A pair the judge could not grade (`score:
null`) is never stored, so it is always asked again.


Where entries live, how they are signed, written and trimmed is `gate.docs.seam.verdict_store`.
"""

from __future__ import annotations

import hashlib
import json
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from gate.configure.config import Criterion, GateConfig
from gate.docs.contract.prompts import SiblingBlocks, is_empty, pair_texts, prompt_hash
from gate.docs.models import GradingReport
from gate.docs.seam.budget import Estimable
from gate.docs.seam.judge import CallRecord, Judge, JudgeOutcome, JudgeRequest, Verdict
from gate.docs.seam.verdict_store import LAYOUT, StoredVerdict, VerdictStore

#: Bump when the key's recipe changes (what goes into `CachingJudge.key`). The prompt's own
#: wording and layout need no bump: `prompt_hash` is in every key and changes with them.
TEMPLATE_REVISION = 1


def with_cache_flags(config: GateConfig, *, cache_dir: Path | None,
                     no_cache: bool) -> GateConfig:
    """`--cache-dir` and `--no-cache` (or the action's inputs) over `gate.cache`."""
    update: dict[str, object] = {}
    if cache_dir is not None:
        update["dir"] = str(cache_dir)
    if no_cache:
        update["enabled"] = False
    if not update:
        return config
    cache = config.gate.cache.model_copy(update=update)
    return GateConfig(config.grade, config.gate.model_copy(update={"cache": cache}),
                      config.source)


@dataclass
class _Tally:
    served: dict[tuple[str, str], bool] = field(default_factory=dict)  # pair → from cache
    calls_saved: int = 0
    cost_saved: float | None = 0.0
    stored: int = 0
    rejected: set[tuple[str, str]] = field(default_factory=set)  # pairs
    write_error: str | None = None


class ApiJudge(Judge, Estimable, Protocol):
    """A judge that calls an API: the only kind worth a cache, and one the engine can ask how
    long its prompt is (for the estimate and the ceilings)."""


class CachingJudge:
    """A `Judge` in front of another: answers what the cache holds, asks the rest.

    It tells the engine ahead of time what a request will cost (`needs_call`,
    `prompt_chars`): only the pairs the cache does not hold are estimated and counted against
    SignalForge's ceilings. Each pair's entry is looked up once per run.
    """

    def __init__(self, inner: ApiJudge, store: VerdictStore, *, criteria: Sequence[Criterion],
                 max_output_tokens: int, batched: bool, rules: str = "") -> None:
        self.inner = inner
        self.name = inner.name
        self.model = inner.model
        self.deterministic = inner.deterministic
        self.graders_word = inner.graders_word
        self.store = store
        self._fixed = [LAYOUT, TEMPLATE_REVISION, inner.name, inner.model,
                       prompt_hash(criteria), max_output_tokens,
                       "batched" if batched else "per_criterion", rules]
        self._tally = _Tally()
        self._lock = threading.Lock()
        self._found: dict[tuple[str, str], tuple[str, StoredVerdict | None]] = {}
        self._siblings = SiblingBlocks()

    def key(self, request: JudgeRequest, criterion: Criterion) -> str:
        """The pair's key, from the texts the judge would see if asked about it alone."""
        single = JudgeRequest(request.artifact, (criterion,), request.model_artifacts)
        context, envelope = pair_texts(single, shared_siblings=self._siblings(single))
        recipe = [*self._fixed, criterion.id, criterion.criterion, context, envelope]
        encoded = json.dumps(recipe, ensure_ascii=False, separators=(",", ":"))
        return hashlib.sha256(encoded.encode("utf-8")).hexdigest()

    def _lookup(self, request: JudgeRequest) -> dict[str, tuple[str, StoredVerdict | None]]:
        """Each criterion's key and cached entry (None: not cached), read once per run: the
        engine asks about a request several times before and while it is judged."""
        found = {}
        for criterion in request.criteria:
            pair = (request.artifact.artifact_id, criterion.id)
            known = self._found.get(pair)
            if known is None:
                key = self.key(request, criterion)
                lookup = self.store.read(key)
                entry = lookup.verdict
                known = self._found[pair] = (
                    key, entry if entry and entry.criterion_id == criterion.id else None)
                if lookup.rejected:
                    with self._lock:  # a set: two threads may look one pair up at once
                        self._tally.rejected.add(pair)
            found[criterion.id] = known
        return found

    def _uncached(self, request: JudgeRequest) -> JudgeRequest | None:
        """`request` narrowed to the criteria the cache does not answer; None if none.

        A pair of empty drafted text is never stored (the engine scores it 0 without a call)
        and never asked, so it is not a miss: counted as one, a run the cache answers whole
        would build the judge (importing the SDK) only to be told no call is needed."""
        found = self._lookup(request)
        missing = tuple(c for c in request.criteria
                        if found[c.id][1] is None and not is_empty(request.artifact, c))
        if not missing:
            return None
        return request if len(missing) == len(request.criteria) else \
            JudgeRequest(request.artifact, missing, request.model_artifacts)

    def needs_call(self, request: JudgeRequest) -> bool:
        return self._uncached(request) is not None

    def prompt_chars(self, request: JudgeRequest) -> int:
        asked = self._uncached(request)
        return 0 if asked is None else self.inner.prompt_chars(asked)

    def wants_warm_up(self, request: JudgeRequest) -> bool:
        if self._uncached(request) is None:
            return False  # answered from the cache: no call, so no prompt cache to write
        return self.inner.wants_warm_up(request)

    def judge(self, request: JudgeRequest, *, deadline: float) -> JudgeOutcome:
        found = self._lookup(request)
        verdicts = {cid: Verdict(cid, e.score, e.passed, e.evidence, e.reasoning, cached=True,
                                 evidence_check=e.evidence_check, scores=e.scores)
                    for cid, (_, e) in found.items() if e is not None}
        missing = tuple(c for c in request.criteria if found[c.id][1] is None)
        self._count(request, verdicts, found, missing)
        if not missing:
            return JudgeOutcome(verdicts)
        asked = request if len(missing) == len(request.criteria) else \
            JudgeRequest(request.artifact, missing, request.model_artifacts)
        outcome = self.inner.judge(asked, deadline=deadline)
        if outcome.verdicts is None:
            if not verdicts:
                return outcome
            # Keep what the cache answered; the rest is ungraded for the judge's reason.
            for criterion in missing:
                verdicts[criterion.id] = Verdict(
                    criterion.id, None, False, "", f"Not graded: {outcome.detail}.",
                    outcome.failure or "call_failed")
            return JudgeOutcome(verdicts, outcome.calls, fatal=outcome.fatal)
        self._store(outcome, {cid: key for cid, (key, _) in found.items()})
        return JudgeOutcome({**verdicts, **outcome.verdicts}, outcome.calls,
                            fatal=outcome.fatal, violation=outcome.violation)

    def judge_again(self, request: JudgeRequest, *, deadline: float) -> JudgeOutcome:
        """Ask the judge itself, past the cache, and store nothing: a close call's repeat,
        whose pair is stored once settled (`remember`)."""
        return self.inner.judge(request, deadline=deadline)

    def repeat_chars(self, request: JudgeRequest) -> int:
        return self.inner.prompt_chars(request)

    def remember(self, request: JudgeRequest, verdict: Verdict,
                 calls: Sequence[CallRecord] = ()) -> None:
        """Store a settled verdict over the pair's entry, so the next run reuses the median
        (and its spread), not the single draw it first stored."""
        keys = {c.id: self.key(request, c) for c in request.criteria
                if c.id == verdict.criterion_id}
        self._store(JudgeOutcome({verdict.criterion_id: verdict}, tuple(calls)), keys)

    def _count(self, request: JudgeRequest, hits: dict[str, Verdict],
               found: dict[str, tuple[str, StoredVerdict | None]],
               missing: tuple[Criterion, ...]) -> None:
        with self._lock:
            tally = self._tally
            for criterion in request.criteria:
                tally.served[(request.artifact.artifact_id, criterion.id)] = \
                    criterion.id in hits
            if hits and not missing:
                tally.calls_saved += 1
            costs = [entry.cost_usd for _, entry in found.values() if entry is not None]
            if tally.cost_saved is not None:
                tally.cost_saved = None if None in costs else \
                    tally.cost_saved + sum(c or 0.0 for c in costs)

    def _store(self, outcome: JudgeOutcome, keys: dict[str, str]) -> None:
        verdicts = outcome.verdicts or {}
        costs = [call.cost_usd for call in outcome.calls]
        share = None if None in costs or not verdicts else \
            sum(c or 0.0 for c in costs) / len(verdicts)
        for verdict in verdicts.values():
            if verdict.score is None or verdict.degraded is not None \
                    or verdict.criterion_id not in keys:
                continue  # only successful verdicts are kept: a null pair is asked again
            entry = StoredVerdict(key=keys[verdict.criterion_id],
                                  criterion_id=verdict.criterion_id, score=verdict.score,
                                  passed=verdict.passed, evidence=verdict.evidence,
                                  reasoning=verdict.reasoning, cost_usd=share,
                                  stored_at=time.time(),
                                  evidence_check=verdict.evidence_check,
                                  scores=verdict.scores)
            try:
                self.store.put(entry)
            except OSError as error:
                with self._lock:
                    self._tally.write_error = self._tally.write_error or (
                        error.strerror or type(error).__name__)
                return
            with self._lock:
                self._tally.stored += 1

    def finish(self, report: GradingReport) -> GradingReport:
        """The report with the cache's counts in `usage` (and a note if it could not be
        written); trims the store when this run added to it."""
        tally = self._tally
        hits = sum(tally.served.values())
        usage = report.usage.model_copy(update={
            "cache_hits": hits, "cache_misses": len(tally.served) - hits,
            "calls_saved": tally.calls_saved, "cache_rejected": len(tally.rejected),
            "cost_saved_usd": None if tally.cost_saved is None else round(tally.cost_saved, 6)})
        notes = report.notes
        if rejected := len(tally.rejected):
            notes += (f"{rejected} verdict-cache entr"
                      f"{'y was' if rejected == 1 else 'ies were'} not signed with this "
                      "run's key (written with another key, or changed since they were "
                      "written) and judged again",)
        if tally.write_error:
            notes += (f"the verdict cache in {self.store.root.parent} could not be written "
                      f"({tally.write_error}); this run's verdicts were not kept for the next",)
        if tally.stored:
            self.store.trim()
        return report.model_copy(update={"usage": usage, "notes": notes})
