"""The drift canary's comparison, on records built by hand: pairs matched by content, ungraded
pairs left out, both bounds strict, and nothing to compare is no drift."""

from __future__ import annotations

from typing import Any

import pytest

from gate.docs.calibration.drift import DriftBounds, compare, drift_of
from gate.docs.calibration.record import CalibrationRecord, Kappa, PairVerdict


def record(verdicts: list[tuple[str, str, str | None]]) -> CalibrationRecord:
    """(key, person's label, judge's label) per pair."""
    return CalibrationRecord(
        judge="anthropic", model="m", gate_version="1", gold_sha256="h",
        measured_at="2026-11-25T03:17:00.000Z", overall=Kappa(pairs=0, kappa=None, kappa_ci=None),
        criteria={}, verdicts=tuple(
            PairVerdict(key=key, id=f"id-{key}", criterion_id="clarity", label=label,  # type: ignore[arg-type]
                        score=None if judged is None else (0.9 if judged == "pass" else 0.1),
                        judge_label=judged)  # type: ignore[arg-type]
            for key, label, judged in verdicts))


AGREEING = [(f"k{n}", "pass" if n % 2 else "fail", "pass" if n % 2 else "fail")
            for n in range(10)]


def flipped(verdicts: list[Any], keys: set[str]) -> list[Any]:
    other = {"pass": "fail", "fail": "pass"}
    return [(k, label, other[j] if k in keys else j) for k, label, j in verdicts]


def test_the_same_answers_are_no_drift() -> None:
    assert drift_of(record(AGREEING), record(AGREEING), DriftBounds()) is None


def test_changed_verdicts_above_the_share_are_drift_with_the_pairs_named() -> None:
    drift = drift_of(record(AGREEING), record(flipped(AGREEING, {"k1", "k2"})),
                     DriftBounds(max_kappa_drop=1.0))
    assert drift is not None
    assert [(c.id, c.before, c.after) for c in drift.changed] == [
        ("id-k1", "pass", "fail"), ("id-k2", "fail", "pass")]
    assert drift.changed_share == pytest.approx(0.2)
    assert drift.reasons == ("2 of 10 gold verdicts changed (20%, more than 10%)",)


def test_exactly_the_share_is_within_the_bound() -> None:
    assert drift_of(record(AGREEING), record(flipped(AGREEING, {"k1"})),
                    DriftBounds(max_changed_share=0.1, max_kappa_drop=1.0)) is None


def test_pairs_are_matched_by_key_and_ungraded_ones_left_out() -> None:
    before = record(AGREEING)
    after = record([*reversed(flipped(AGREEING, {"k3"})), ("new", "pass", "fail")])
    after = after.model_copy(update={"verdicts": tuple(
        v.model_copy(update={"judge_label": None, "score": None}) if v.key == "k4" else v
        for v in after.verdicts)})
    seen = compare(before, after)
    assert seen.compared == 9  # k4 ungraded now, `new` not in the record
    assert [c.id for c in seen.changed] == ["id-k3"]


def test_kappa_is_held_to_the_current_labels() -> None:
    # the person relabelled k1 and the judge did not move: kappa compares the judge only
    relabelled = [(k, "fail" if k == "k1" else label, j) for k, label, j in AGREEING]
    seen = compare(record(AGREEING), record(relabelled))
    assert seen.changed == ()
    assert seen.kappa_before == seen.kappa_after


def test_nothing_in_common_is_no_drift() -> None:
    other = [(f"x{n}", label, judged) for n, (_, label, judged) in enumerate(AGREEING)]
    assert compare(record(AGREEING), record(other)).compared == 0
    assert drift_of(record(AGREEING), record(other), DriftBounds()) is None
