"""Finding the statement for a run: the judge that graded, its record if one can be trusted.

The record is read from the folder the verdict cache uses, with the key the verdict cache signs
with (`gate.docs.seam.signing`): the cache secret, else the judge's API key. A folder inside
the checkout being graded is never read (the change could have written a record there), and a
record that is not signed with this run's key is ignored; both are said in the statement's
notes rather than silently turned into "never measured".
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from gate.configure.config import GateConfig
from gate.docs.calibration.agreement import (
    JudgeAgreement,
    from_package,
    never_measured,
    recorded,
)
from gate.docs.calibration.record import RecordStore
from gate.docs.models import GradingReport
from gate.docs.seam.signing import CACHE_SECRET_VARIABLE, signer_for
from gate.docs.seam.verdict_store import cache_dir, untrusted_location


def record_store(config: GateConfig, env: Mapping[str, str], *, api_key: str | None = None,
                 cache_secret: str | None = None) -> RecordStore:
    """The store `calibrate --record` writes and runs read, signed as the verdict cache is."""
    signer = signer_for(api_key=api_key or env.get("ANTHROPIC_API_KEY"),
                        cache_secret=cache_secret or env.get(CACHE_SECRET_VARIABLE))
    return RecordStore(cache_dir(config.gate.cache, env), signer)


def judge_agreement(report: GradingReport, config: GateConfig, *,
                    env: Mapping[str, str], workspace: Path | None = None,
                    api_key: str | None = None,
                    cache_secret: str | None = None) -> JudgeAgreement:
    """How far the judge that produced `report` agrees with people, as far as this run can
    tell."""
    store = record_store(config, env, api_key=api_key, cache_secret=cache_secret)
    notes: tuple[str, ...] = ()
    if workspace is not None and untrusted_location(store.root.parent, workspace):
        notes = (f"calibration records in {store.root.parent} were not read: the folder is "
                 "inside the checkout being graded, where the change itself could write one",)
    else:
        lookup = store.read(report.judge, report.model)
        if lookup.entry is not None:
            return recorded(lookup.entry.record, lookup.entry.drift)
        notes = (lookup.ignored,) if lookup.ignored else ()
    if report.judge == "heuristic":
        return from_package(notes)
    return never_measured(report.judge, report.model, notes)
