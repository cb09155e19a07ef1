"""The calibration record: what `calibrate --record` measured, signed, beside the verdict cache.

A record holds, for one judge and model, the gold set it was measured on (by hash), kappa per
criterion and overall with its interval, each labelled pair's verdict, and the date. Every later
run of the gate states it ("agrees with people at κ 0.62 [0.52, 0.71] on 334 labelled pairs,
measured 2026-11-25"), and a later calibration is compared with it to find drift
(`gate.docs.calibration.drift`).

Where and how: `<cache dir>/calibration-v1/<judge>--<model>.json`, the cache folder the verdict
cache uses (`gate.cache.dir`, `--cache-dir`, else `$XDG_CACHE_HOME/signalforge-gate`), so the
workflow that carries the cache between runs carries the record too. The record says how far a
grade is to be trusted, so a step that runs a pull request's code must not be able to write a
better one: it is signed with the verdict cache's key (HMAC-SHA256, `gate.docs.seam.signing`),
under a label of its own so a verdict's signature can never pass for a record's. A record that
is unsigned, signed with another key, changed since, damaged or filed under another judge is
ignored, and the statement says so.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from gate.configure.judge_names import JudgeName
from gate.core.files import write_atomically
from gate.core.lazy_pattern import lazy_pattern
from gate.core.redaction import redact_model
from gate.docs.calibration.gold_sets.gold import GoldPair
from gate.docs.calibration.gold_sets.stats import Label
from gate.docs.seam.signing import SIGNATURE_PATTERN, EntrySigner

#: Bump when the record's layout changes: older records are then simply not found.
RECORDS = "calibration-v1"
MAX_RECORD_BYTES = 16 * 1024 * 1024
#: Signed before the payload, so a signature made for a verdict-cache entry never verifies here.
_DOMAIN = b"signalforge-gate calibration record\x00"
_UNSAFE = lazy_pattern(r"[^A-Za-z0-9._-]")


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Kappa(_Frozen):
    """Kappa over some pairs, with its 95 % interval (None when undefined)."""

    pairs: int = Field(ge=0)
    kappa: float | None
    kappa_ci: tuple[float, float] | None


class PairVerdict(_Frozen):
    """One labelled pair as the judge saw it. `key` names the pair by its content (artifact and
    criterion), so two calibrations are compared pair by pair even when ids were renamed."""

    key: str
    id: str
    criterion_id: str
    label: Label
    score: float | None
    judge_label: Label | None = Field(description="null: the judge could not grade the pair")


class ChangedPair(_Frozen):
    id: str
    criterion_id: str
    before: Label | None
    after: Label | None


class Drift(_Frozen):
    """A later calibration that moved the gold verdicts beyond the canary's bounds."""

    measured_at: str
    compared: int = Field(ge=0, description="pairs labelled in both calibrations")
    changed: tuple[ChangedPair, ...]
    changed_share: float
    kappa_before: float | None
    kappa_after: float | None
    reasons: tuple[str, ...]


class CalibrationRecord(_Frozen):
    judge: JudgeName
    model: str | None
    gate_version: str
    gold_sha256: str
    measured_at: str = Field(description="UTC, ISO 8601")
    overall: Kappa
    criteria: dict[str, Kappa]
    verdicts: tuple[PairVerdict, ...]


class CalibrationEntry(_Frozen):
    """The file's content: the accepted record and, when a later calibration drifted from it
    and was not accepted, that drift (which pull requests then name)."""

    record: CalibrationRecord
    drift: Drift | None = None

    def signed_bytes(self) -> bytes:
        return _DOMAIN + self.model_dump_json().encode("utf-8")


class SignedCalibration(_Frozen):
    signature: str = Field(pattern=SIGNATURE_PATTERN)
    entry: CalibrationEntry


@dataclass(frozen=True)
class RecordLookup:
    """What the store holds for a judge and model: an entry to trust, or none, and when a file
    was there but not trusted, why (for the statement to say)."""

    entry: CalibrationEntry | None
    ignored: str | None = None


def pair_key(pair: GoldPair) -> str:
    return hashlib.sha256(pair.pair_key().encode("utf-8")).hexdigest()


def gold_hash(pairs: Sequence[GoldPair]) -> str:
    """The gold set as measured: every pair's content and label, in order (after a team's
    labels were merged), so two records on the same hash were measured on the same set."""
    digest = hashlib.sha256()
    for pair in pairs:
        line = json.dumps(pair.model_dump(mode="json"), sort_keys=True, separators=(",", ":"))
        digest.update(line.encode("utf-8") + b"\n")
    return digest.hexdigest()


def record_name(judge: str, model: str | None) -> str:
    return f"{judge}--{_UNSAFE.sub('_', model or 'none')}.json"


class RecordStore:
    """Signed calibration entries as `<dir>/calibration-v1/<judge>--<model>.json`."""

    def __init__(self, directory: Path, signer: EntrySigner | None) -> None:
        self.root = directory / RECORDS
        self.signer = signer

    def path(self, judge: str, model: str | None) -> Path:
        return self.root / record_name(judge, model)

    def read(self, judge: str, model: str | None) -> RecordLookup:
        path = self.path(judge, model)
        try:
            with path.open("rb") as stream:
                raw = stream.read(MAX_RECORD_BYTES + 1)
        except OSError:
            return RecordLookup(None)  # never recorded (or unreadable): nothing to state
        if self.signer is None:
            return RecordLookup(None, f"the calibration record in {path.parent} was ignored: "
                                "this run has no key to check its signature with")
        try:
            signed = SignedCalibration.model_validate_json(raw)
        except (ValueError, ValidationError):
            return RecordLookup(None, f"the calibration record {path.name} was ignored: it is "
                                "not a signed record (unsigned, damaged or of another version)")
        entry, record = signed.entry, signed.entry.record
        if not self.signer.verifies(entry.signed_bytes(), signed.signature):
            return RecordLookup(None, f"the calibration record {path.name} was ignored: it is "
                                "not signed with this run's key (written with another key, or "
                                "changed since it was written)")
        if (record.judge, record.model) != (judge, model):
            return RecordLookup(None, f"the calibration record {path.name} was ignored: it is "
                                f"filed under another judge ({record.judge}, {record.model})")
        return RecordLookup(entry)

    def write(self, entry: CalibrationEntry) -> Path:
        """Sign and write atomically; raises OSError when the folder cannot be written."""
        if self.signer is None:
            raise OSError("no key to sign the calibration record with")
        # Redacted before signing (as every file the gate writes is redacted), so the signature
        # covers what is on disk.
        clean = redact_model(entry)
        path = self.path(clean.record.judge, clean.record.model)
        signed = SignedCalibration(signature=self.signer.sign(clean.signed_bytes()), entry=clean)
        write_atomically(path, signed.model_dump_json(indent=1) + "\n")
        return path
