"""The drift canary: a later calibration of the same judge and model, compared with the record.

A judge that is re-measured on the same gold set should give the same verdicts. When its
answers move (a provider updates a model under the same name, a new gate version changes the
prompts, the trust rules change), the grade a pull request gets no longer means what the record
says, even if the overall kappa happens to stay put. So a calibration is compared with the
recorded one pair by pair, on the pairs both measured (matched by content, not by id):

- the share of those pairs whose verdict (the judge's pass or fail at its pass mark) changed,
  drift above `max_changed_share` (default 10 %);
- kappa on those pairs, both calibrations held to the person's current labels (so relabelling a
  pair is not mistaken for the judge moving), drift when it fell by more than `max_kappa_drop`
  (default 0.1).

A pair ungraded in either calibration is left out of both figures: a missing verdict is a
missing piece, not a changed one.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from gate.docs.calibration.gold_sets.stats import Confusion, Label, kappa
from gate.docs.calibration.record import CalibrationRecord, ChangedPair, Drift, PairVerdict

DEFAULT_MAX_CHANGED_SHARE = 0.10
DEFAULT_MAX_KAPPA_DROP = 0.10
#: How `calibrate` says a drift is accepted, everywhere it is named.
ACCEPT_HOW = "signalforge-gate calibrate GOLD --record --accept-drift"


@dataclass(frozen=True)
class DriftBounds:
    max_changed_share: float = DEFAULT_MAX_CHANGED_SHARE
    max_kappa_drop: float = DEFAULT_MAX_KAPPA_DROP


@dataclass(frozen=True)
class Comparison:
    """Two calibrations side by side, on the pairs both graded."""

    compared: int
    changed: tuple[ChangedPair, ...]
    kappa_before: float | None
    kappa_after: float | None

    @property
    def changed_share(self) -> float:
        return len(self.changed) / self.compared if self.compared else 0.0


def compare(before: CalibrationRecord, after: CalibrationRecord) -> Comparison:
    earlier = {verdict.key: verdict for verdict in before.verdicts}
    both: list[tuple[PairVerdict, PairVerdict]] = [
        (earlier[verdict.key], verdict) for verdict in after.verdicts
        if verdict.key in earlier and verdict.judge_label is not None
        and earlier[verdict.key].judge_label is not None]
    changed = tuple(ChangedPair(id=now.id, criterion_id=now.criterion_id,
                                before=then.judge_label, after=now.judge_label)
                    for then, now in both if then.judge_label != now.judge_label)
    return Comparison(compared=len(both), changed=changed,
                      kappa_before=kappa(_confusion((now.label, then.judge_label)
                                                    for then, now in both)),
                      kappa_after=kappa(_confusion((now.label, now.judge_label)
                                                   for _, now in both)))


def _confusion(pairs: Iterable[tuple[Label, Label | None]]) -> Confusion:
    cells = [0, 0, 0, 0]
    for label, judged in pairs:
        cells[(label == "fail") * 2 + (judged == "fail")] += 1
    return Confusion(*cells)


def drift_of(before: CalibrationRecord, after: CalibrationRecord,
             bounds: DriftBounds) -> Drift | None:
    """The drift from `before` to `after`, None when `after` stays within `bounds`."""
    seen = compare(before, after)
    reasons: list[str] = []
    if seen.changed_share > bounds.max_changed_share:
        reasons.append(f"{len(seen.changed)} of {seen.compared} gold verdicts changed "
                       f"({seen.changed_share:.0%}, more than {bounds.max_changed_share:.0%})")
    if seen.kappa_before is not None and seen.kappa_after is not None \
            and seen.kappa_before - seen.kappa_after > bounds.max_kappa_drop + 1e-12:
        reasons.append(f"kappa fell from {seen.kappa_before:.2f} to {seen.kappa_after:.2f} "
                       f"(by more than {bounds.max_kappa_drop:g})")
    if not reasons:
        return None
    return Drift(measured_at=after.measured_at, compared=seen.compared, changed=seen.changed,
                 changed_share=seen.changed_share, kappa_before=seen.kappa_before,
                 kappa_after=seen.kappa_after, reasons=tuple(reasons))
