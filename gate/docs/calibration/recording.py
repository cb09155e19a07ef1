"""`calibrate --record`: keep the calibration as the judge's record, unless it drifted.

The first record of a judge and model is simply kept. A later one is compared with it
(`gate.docs.calibration.drift`): within the bounds, it replaces the record (the figure every
grade states moves to the new measurement); beyond them, the old record stays and the drift is
written beside it, so pull requests name the drift and the scheduled job fails, until someone
looks at the pairs that changed and accepts the new calibration (`--accept-drift`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from gate.core.errors import ConfigError
from gate.docs.calibration.drift import DriftBounds, drift_of
from gate.docs.calibration.record import CalibrationEntry, CalibrationRecord, Drift, RecordStore
from gate.docs.seam.signing import CACHE_SECRET_VARIABLE


@dataclass(frozen=True)
class Recorded:
    path: Path
    previous: CalibrationRecord | None
    drift: Drift | None
    #: The new calibration is the record now (no drift, or the drift was accepted).
    accepted: bool
    notes: tuple[str, ...]

    @property
    def failed(self) -> bool:
        """A drift nobody accepted: the scheduled job fails on it."""
        return self.drift is not None and not self.accepted


def require_signer(store: RecordStore) -> None:
    """Refuse `--record` before the judge is paid for, when nothing could sign the record."""
    if store.signer is None:
        raise ConfigError("--record needs a key to sign the calibration record with, and this "
                          "run has none.",
                          remediation=f"set {CACHE_SECRET_VARIABLE} (or ANTHROPIC_API_KEY) to "
                                      "the secret the gate's runs use, so they can check it.")


def record_calibration(store: RecordStore, record: CalibrationRecord, *, bounds: DriftBounds,
                       accept_drift: bool) -> Recorded:
    require_signer(store)
    lookup = store.read(record.judge, record.model)
    notes = (lookup.ignored,) if lookup.ignored else ()
    previous = lookup.entry.record if lookup.entry else None
    drift = drift_of(previous, record, bounds) if previous else None
    try:
        if drift is not None and not accept_drift:
            assert previous is not None  # a drift is measured against a record
            path = store.write(CalibrationEntry(record=previous, drift=drift))
        else:
            path = store.write(CalibrationEntry(record=record))
    except OSError as error:
        raise ConfigError(f"the calibration record could not be written to {store.root} "
                          f"({error.strerror or error}).",
                          remediation="check --cache-dir (or gate.cache.dir): it must be a "
                                      "writable folder.") from None
    return Recorded(path, previous, drift, accepted=drift is None or accept_drift,
                    notes=notes)
