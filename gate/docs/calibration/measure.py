"""One calibration: the gold set judged, its figures per criterion and overall, and its record.

Shared by `calibrate` and by the script that regenerates the offline judge's shipped figure
(`scripts/offline_agreement.py`), so the figure the package states is computed by the very code
`calibrate` prints it with.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from gate import __version__
from gate.configure.config import GateConfig
from gate.configure.gate_settings import DEFAULT_PASS_MARK
from gate.configure.judge_names import JudgeChoice
from gate.core.errors import ServiceError
from gate.docs.calibration.gold_sets.gold import GoldPair
from gate.docs.calibration.gold_sets.judging import GoldRun, JudgedPair, judge_gold
from gate.docs.calibration.gold_sets.stats import LabelAgreement, Observation, agreement
from gate.docs.calibration.record import (
    CalibrationRecord,
    Kappa,
    PairVerdict,
    gold_hash,
    pair_key,
)
from gate.docs.trust.rules import TrustRules


@dataclass(frozen=True)
class Measurement:
    pairs: tuple[GoldPair, ...]
    run: GoldRun
    per_criterion: dict[str, LabelAgreement]
    overall: LabelAgreement
    marks: TrustRules


def measure(pairs: Sequence[GoldPair], config: GateConfig, *, source: Path,
            judge: JudgeChoice | None = None, scores_dir: Path | None = None) -> Measurement:
    """Judge every pair and compute the figures; a judge whose service answered no call at
    all is an error (there is nothing to measure)."""
    gold_run = judge_gold(pairs, config, source=source, judge=judge, scores_dir=scores_dir)
    by_criterion: dict[str, list[JudgedPair]] = {}
    for judged in gold_run.judged:  # in gold-set order, so criteria print as first labelled
        by_criterion.setdefault(judged.pair.criterion_id, []).append(judged)
    marks = TrustRules.of(config)
    overall = figures_of(list(gold_run.judged), marks)
    if overall.pairs == 0 and overall.ungraded:
        first = next(j.result for j in gold_run.judged if j.result.score is None)
        raise ServiceError(f"no pair of the gold set was graded ({first.reasoning})",
                           remediation="fix what the reason says (for the anthropic judge: "
                                       "ANTHROPIC_API_KEY, the network, the API status; for "
                                       "the scores judge: the files in --scores), then re-run.",
                           path=str(source))
    return Measurement(tuple(pairs), gold_run,
                       {criterion: figures_of(judged, marks)
                        for criterion, judged in by_criterion.items()}, overall, marks)


def figures_of(judged: list[JudgedPair], marks: TrustRules) -> LabelAgreement:
    """Each pair held to its criterion's pass mark (`gate.docs.pass_marks`), as `docs` holds
    it; a criterion's figures, whose pairs share one mark, are reported against that mark."""
    scored = [Observation(j.pair.label, j.result.score, j.length, marks.mark(j.pair.criterion_id))
              for j in judged if j.result.score is not None]
    shared = {seen.pass_mark for seen in scored}
    mark = next(iter(shared)) if len(shared) == 1 else None
    return agreement(scored, ungraded=len(judged) - len(scored),
                     pass_mark=DEFAULT_PASS_MARK if mark is None else mark)


def kappa_of(figures: LabelAgreement) -> Kappa:
    return Kappa(pairs=figures.pairs, kappa=figures.kappa, kappa_ci=figures.kappa_ci)


def record_of(measured: Measurement, *, measured_at: str) -> CalibrationRecord:
    """What `--record` keeps: the figures, and each pair's verdict for the next comparison."""
    verdicts = []
    for judged in measured.run.judged:
        score = judged.result.score
        mark = measured.marks.mark(judged.pair.criterion_id)
        verdicts.append(PairVerdict(
            key=pair_key(judged.pair), id=judged.pair.id, criterion_id=judged.pair.criterion_id,
            label=judged.pair.label, score=score,
            judge_label=None if score is None else ("pass" if score >= mark else "fail")))
    return CalibrationRecord(
        judge=measured.run.judge, model=measured.run.model, gate_version=__version__,
        gold_sha256=gold_hash(measured.pairs), measured_at=measured_at,
        overall=kappa_of(measured.overall),
        criteria={name: kappa_of(figures) for name, figures in measured.per_criterion.items()},
        verdicts=tuple(verdicts))
