"""Write `gate/docs/calibration/offline_agreement.json`: the offline judge's agreement with
people on the sealed gold set, which every grade by the offline judge states.

The sealed set (`calibration/gold-sealed.jsonl`) is the half of the labelled pairs no rule of
the offline judge was tuned on; a figure on the pairs the rules were tuned on would overstate
how far a grade can be trusted. The figure is what
`signalforge-gate calibrate calibration/gold-sealed.jsonl --judge heuristic` computes, by the
same code (`gate.docs.calibration.measure`), under the default configuration. A test
recomputes it and fails when the shipped file no longer matches (the offline judge's
rules or the gold set changed); regenerate it with:

    python -m scripts.offline_agreement
"""

from __future__ import annotations

import json
import sys
from datetime import UTC, datetime
from pathlib import Path

from gate.configure.config import defaults
from gate.docs.calibration.agreement import SHIPPED_PATH, ShippedAgreement
from gate.docs.calibration.gold import load_gold
from gate.docs.calibration.measure import kappa_of, measure
from gate.docs.calibration.record import gold_hash

ROOT = Path(__file__).resolve().parent.parent
GOLD = ROOT / "calibration" / "gold-sealed.jsonl"


def offline_agreement(measured_at: str) -> ShippedAgreement:
    """The offline judge measured on the sealed gold set, dated `measured_at`."""
    pairs = load_gold(GOLD)
    measured = measure(pairs, defaults(), source=GOLD, judge="heuristic")
    return ShippedAgreement(
        gold=GOLD.relative_to(ROOT).as_posix(), gold_sha256=gold_hash(pairs),
        measured_at=measured_at, overall=kappa_of(measured.overall),
        criteria={name: kappa_of(figures) for name, figures in measured.per_criterion.items()})


def main() -> int:
    figure = offline_agreement(datetime.now(UTC).date().isoformat())
    SHIPPED_PATH.write_text(json.dumps(figure.model_dump(mode="json"), indent=2) + "\n",
                            encoding="utf-8")
    overall = figure.overall
    print(f"wrote {SHIPPED_PATH.relative_to(ROOT)}: kappa {overall.kappa} on {overall.pairs} "
          "pairs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
