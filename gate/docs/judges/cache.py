"""The verdict cache: a judge's verdict on one (artifact, criterion) pair, reused while nothing
that decides it has changed.

Every push to a pull request re-grades docs that are mostly unchanged, and an LLM judge asked
the same question twice does not always answer the same way. So each successful verdict is
stored under a SHA-256 of everything that decides it — the judge backend and model, the prompt
template (system prompt and rubric block), the criterion's id and text, the pair's context and
envelope texts (`prompts.pair_texts`), `max_output_tokens` and the cost mode — and the next run
asks the judge only about pairs whose key is new. A pair the judge could not grade (`score:
null`) is never stored, so it is always asked again.

Trust: entries are plain files in a directory outside the checkout. A directory inside the
checkout being graded (or holding it) is never used, because the change could write verdicts
there; the default lives under the user's cache folder, which no file in a pull request
reaches. That folder is still writable by an earlier step of the same job (one that runs the
pull request's code), so every entry is signed (`gate.docs.judges.signing`) with a key such a
step cannot read. An entry that cannot be read, does not parse, names another key or is not
signed with this run's key is a miss; the last three are counted as rejected.

Concurrency: an entry is written to a temporary file in its own folder and renamed over its
final name, which is atomic on POSIX; two runs writing the same key write the same verdict, and
a reader sees the old file, the new one or none. The size bound is kept by removing the least
recently used entries (a hit refreshes an entry's time) once a run has stored something.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import tempfile
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from gate.configure.config import CacheSettings, Criterion, GateConfig
from gate.core.redaction import redact
from gate.docs.budget import Estimable
from gate.docs.judges.seam import CallRecord, Judge, JudgeOutcome, JudgeRequest, Verdict
from gate.docs.judges.signing import SIGNATURE_PATTERN, EntrySigner
from gate.docs.models import EvidenceCheck, GradingReport
from gate.docs.prompts import SiblingBlocks, pair_texts, prompt_hash

APP_DIR = "signalforge-gate"
#: Bump when the entry layout or the key's recipe changes: old entries then simply miss.
#: (v2: entries are signed; the unsigned entries of v1 are never read.)
LAYOUT = "verdicts-v2"
#: Bump when the fixed wording around the per-pair texts changes (`prompts.pair_block`).
TEMPLATE_REVISION = 1
MAX_ENTRY_BYTES = 256 * 1024
TRIM_TO = 0.9  # trimming goes a little below the bound so the next run does not trim again
STALE_TEMP_SECONDS = 3600.0


def default_dir(env: Mapping[str, str]) -> Path:
    """`$XDG_CACHE_HOME/signalforge-gate`, else `~/.cache/signalforge-gate` (a relative
    XDG_CACHE_HOME is ignored, as the XDG spec says)."""
    xdg = env.get("XDG_CACHE_HOME", "")
    if xdg and Path(xdg).is_absolute():
        return Path(xdg) / APP_DIR
    home = env.get("HOME") or str(Path.home())
    return Path(home) / ".cache" / APP_DIR


def cache_dir(settings: CacheSettings, env: Mapping[str, str]) -> Path:
    chosen = Path(settings.dir).expanduser() if settings.dir else default_dir(env)
    return chosen if chosen.is_absolute() else Path.cwd() / chosen


def untrusted_location(directory: Path, workspace: Path) -> bool:
    """True when the change being graded could have written `directory`: it is the checkout,
    lies inside it (symbolic links followed), or holds it."""
    cache, checkout = directory.resolve(), workspace.resolve()
    return cache.is_relative_to(checkout) or checkout.is_relative_to(cache)


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


class StoredVerdict(BaseModel):
    """One entry on disk. Strict, so a damaged or foreign file is a miss, not a verdict."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    key: str
    criterion_id: str
    score: float = Field(ge=0.0, le=1.0)
    passed: bool
    evidence: str = ""
    reasoning: str = ""
    cost_usd: float | None = None
    stored_at: float
    # What the trust checks made of the verdict (gate.docs.trust): its evidence's standing,
    # and, for a pair settled in a close call, every score it was given (`score` is their
    # median), so a later run knows it is settled and does not ask again.
    evidence_check: EvidenceCheck | None = None
    scores: tuple[float, ...] = ()

    def signed_bytes(self) -> bytes:
        """What the signature covers: every field, in one fixed serialisation (the model's
        own), so a reader recomputes it from the values it parsed."""
        return self.model_dump_json().encode("utf-8")


class SignedEntry(BaseModel):
    """The file on disk: a verdict and its HMAC-SHA256 under the run's signing key."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    signature: str = Field(pattern=SIGNATURE_PATTERN)
    verdict: StoredVerdict


@dataclass(frozen=True)
class Lookup:
    """What the store holds under a key: a verdict to trust, or none; `rejected` when a file
    was there but is not a verdict this run may trust (unsigned, signed with another key,
    changed since it was signed, damaged, or filed under another key)."""

    verdict: StoredVerdict | None
    rejected: bool = False


class VerdictStore:
    """Signed entries as `<dir>/verdicts-v2/<key[:2]>/<key>.json`. `signer` holds the run's
    signing key: there is no store without one, so no entry is written unsigned or read
    unchecked."""

    def __init__(self, directory: Path, max_bytes: int, *, signer: EntrySigner) -> None:
        self.root = directory / LAYOUT
        self.max_bytes = max_bytes
        self.signer = signer

    def _path(self, key: str) -> Path:
        return self.root / key[:2] / f"{key}.json"

    def get(self, key: str) -> StoredVerdict | None:
        return self.read(key).verdict

    def read(self, key: str) -> Lookup:
        path = self._path(key)
        try:
            with path.open("rb") as stream:
                raw = stream.read(MAX_ENTRY_BYTES + 1)
        except OSError:
            return Lookup(None)  # absent or unreadable: a plain miss
        try:
            entry = SignedEntry.model_validate_json(raw)
        except (ValueError, ValidationError):
            return Lookup(None, rejected=True)  # too large, not JSON, not a signed entry
        verdict = entry.verdict
        if verdict.key != key or not self.signer.verifies(verdict.signed_bytes(),
                                                          entry.signature):
            return Lookup(None, rejected=True)
        with contextlib.suppress(OSError):
            os.utime(path)  # recently used: the last to be trimmed
        return Lookup(verdict)

    def put(self, entry: StoredVerdict) -> None:
        """Sign and write atomically; raises OSError when the directory cannot be written."""
        path = self._path(entry.key)
        path.parent.mkdir(parents=True, exist_ok=True)
        # Redacted like every other file the gate writes: the cache outlives the run (it is
        # saved and restored between jobs), so a secret quoted in a verdict must not ride on it.
        # Redacted before signing, so the signature covers what is on disk.
        clean = entry.model_copy(update={
            "criterion_id": redact(entry.criterion_id), "evidence": redact(entry.evidence),
            "reasoning": redact(entry.reasoning)})
        signed = SignedEntry(signature=self.signer.sign(clean.signed_bytes()), verdict=clean)
        data = signed.model_dump_json().encode("utf-8")
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".json")
        try:
            # Readable by others: the docker action writes as root, and actions/cache saves
            # the folder as the runner's user.
            os.fchmod(handle, 0o644)
            with os.fdopen(handle, "wb") as stream:
                stream.write(data)
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise

    def trim(self) -> int:
        """Remove the least recently used entries while the store is over its bound; returns
        how many went. Entries another run removes first are skipped."""
        entries: list[tuple[float, int, str]] = []
        now = time.time()
        try:
            shards = [s for s in os.scandir(self.root) if s.is_dir(follow_symlinks=False)]
        except OSError:
            return 0
        for shard in shards:
            try:
                listing = list(os.scandir(shard.path))
            except OSError:
                continue
            for item in listing:
                try:
                    info = item.stat(follow_symlinks=False)
                except OSError:
                    continue
                if item.name.startswith(".tmp-"):  # left by a run that was killed mid-write
                    if now - info.st_mtime > STALE_TEMP_SECONDS:
                        Path(item.path).unlink(missing_ok=True)
                    continue
                entries.append((info.st_mtime, info.st_size, item.path))
        total = sum(size for _, size, _ in entries)
        removed = 0
        if total <= self.max_bytes:
            return 0
        for _, size, path in sorted(entries):
            if total <= self.max_bytes * TRIM_TO:
                break
            try:
                Path(path).unlink()
                removed += 1
            except FileNotFoundError:
                pass
            except OSError:
                continue
            total -= size
        return removed


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
        """`request` narrowed to the criteria the cache does not answer; None if none."""
        found = self._lookup(request)
        missing = tuple(c for c in request.criteria if found[c.id][1] is None)
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
        if all(entry is not None for _, entry in self._lookup(request).values()):
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
