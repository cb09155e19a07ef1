"""The verdict cache's store: signed entries on disk, where they live, and how large they grow.

Trust: entries are plain files in a directory outside the checkout. A directory inside the
checkout being graded (or holding it) is never used, because the change could write verdicts
there; the default lives under the user's cache folder, which no file in a pull request
reaches. That folder is still writable by an earlier step of the same job (one that runs the
pull request's code), so every entry is signed (`gate.docs.seam.signing`) with a key such a
step cannot read. An entry that cannot be read, does not parse, names another key or is not
signed with this run's key is a miss; the last three are counted as rejected.

Concurrency: an entry is written to a temporary file in its own folder and renamed over its
final name, which is atomic on POSIX; two runs writing the same key write the same verdict, and
a reader sees the old file, the new one or none. The size bound is kept by removing the least
recently used entries (a hit refreshes an entry's time) once a run has stored something.

What an entry is keyed by, and when it is asked for, is `gate.docs.judges.cache`'s.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from gate.configure.gate_settings import CacheSettings
from gate.core.redaction import redact
from gate.docs.models import EvidenceCheck
from gate.docs.seam.signing import SIGNATURE_PATTERN, EntrySigner

APP_DIR = "signalforge-gate"
#: Bump when the entry layout or the key's recipe changes: old entries then simply miss.
#: (v2: entries are signed; the unsigned entries of v1 are never read.)
LAYOUT = "verdicts-v2"
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

    def __init__(self, directory: Path, max_bytes: int, *, signer: EntrySigner,
                 layout: str = LAYOUT) -> None:
        self.root = directory / layout  # another layout: another kind of answer (the guard's)
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
