"""What `calibrate` prints: the table, the JSON document, and what `--record` did.

Kept apart from the command so the figures' layout is one module's job, and the command only
decides what runs and which exit code it ends with.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any

from gate.configure.gate_settings import DEFAULT_PASS_MARK
from gate.core.safe_text import one_line
from gate.docs.calibration.agreement import agreement_words, judge_words
from gate.docs.calibration.drift import ACCEPT_HOW
from gate.docs.calibration.gold_sets.judging import GoldRun
from gate.docs.calibration.gold_sets.stats import (
    KAPPA_CI_METHOD,
    LENGTH_CORRELATION_METHOD,
    LabelAgreement,
)
from gate.docs.calibration.measure import Measurement, kappa_of
from gate.docs.calibration.recording import Recorded

#: Changed pairs listed by name in the drift block; the JSON lists every one.
CHANGED_SHOWN = 50


def judge_name(gold_run: GoldRun) -> str:
    return gold_run.judge + (f" ({gold_run.model})" if gold_run.model else "")


def drift_block(recorded: Recorded, gold_run: GoldRun) -> str:
    """The drift at the top of the output: what moved, by how much, which pairs, what next."""
    drift, previous = recorded.drift, recorded.previous
    assert drift is not None  # called for a drift only,
    assert previous is not None  # which is measured against a record
    state = ("ACCEPTED: this calibration is the record now" if recorded.accepted else
             "The record was kept; every grade by this judge names the drift until a new "
             f"calibration is accepted: {ACCEPT_HOW}")
    lines = [f"DRIFT: {judge_name(gold_run)} moved since the calibration recorded "
             f"{previous.measured_at[:10]}: {'; '.join(drift.reasons)}.", state,
             f"Changed verdicts ({len(drift.changed)} of {drift.compared} pairs, "
             "recorded -> now):"]
    lines += [f"  {one_line(pair.id, 120)} [{one_line(pair.criterion_id, 60)}]: "
              f"{pair.before} -> {pair.after}" for pair in drift.changed[:CHANGED_SHOWN]]
    if len(drift.changed) > CHANGED_SHOWN:
        lines.append(f"  ... and {len(drift.changed) - CHANGED_SHOWN} more (see --json)")
    return "\n".join(lines)


def record_line(recorded: Recorded) -> str:
    if not recorded.accepted:
        return f"record: kept the earlier calibration in {recorded.path}, with the drift"
    return f"record: written to {recorded.path}"


def fails_passed(figures: LabelAgreement) -> float | None:
    """The share of the pairs people fail that the judge passes: how often a defect gets by."""
    cells = figures.confusion
    failed = cells.gold_fail_judge_pass + cells.gold_fail_judge_fail
    return cells.gold_fail_judge_pass / failed if failed else None


def passes_failed(figures: LabelAgreement) -> float | None:
    """The share of the pairs people pass that the judge fails: how often good text is held."""
    cells = figures.confusion
    passed = cells.gold_pass_judge_pass + cells.gold_pass_judge_fail
    return cells.gold_pass_judge_fail / passed if passed else None


def _figures(figures: LabelAgreement) -> dict[str, Any]:
    best = figures.best_pass_mark
    return {
        "pairs": figures.pairs, "ungraded": figures.ungraded,
        "gold_pass": figures.gold_pass, "gold_fail": figures.gold_fail,
        "accuracy": figures.accuracy, "kappa": figures.kappa,
        "kappa_ci": list(figures.kappa_ci) if figures.kappa_ci else None,
        "kappa_note": figures.kappa_note,
        "confusion": asdict(figures.confusion),
        "fails_passed": fails_passed(figures), "passes_failed": passes_failed(figures),
        "length_correlation": figures.length_correlation,
        "gold_length_correlation": figures.gold_length_correlation,
        "best_pass_mark": best.pass_mark if best else None,
        "kappa_at_best_pass_mark": best.kappa if best else None,
    }


def as_data(gold: Sequence[Path], measured: Measurement, recorded: Recorded | None,
            label_notes: Sequence[str]) -> dict[str, Any]:
    gold_run, usage = measured.run, measured.run.usage
    return {
        "gold": str(gold[0]), "labels": [str(path) for path in gold[1:]],
        "judge": gold_run.judge, "model": gold_run.model,
        "pass_mark": DEFAULT_PASS_MARK,  # a criterion not named in pass_marks
        "pass_marks": dict(measured.marks.pass_marks),
        "methods": {"kappa_ci": KAPPA_CI_METHOD, "length_correlation":
                    LENGTH_CORRELATION_METHOD},
        "criteria": {criterion: _figures(figures)
                     for criterion, figures in measured.per_criterion.items()},
        "overall": _figures(measured.overall),
        "cost": {"calls": usage.calls, "input_tokens": usage.input_tokens,
                 "output_tokens": usage.output_tokens, "cost_usd": usage.cost_usd,
                 "cache_hits": usage.cache_hits},
        "notes": [*label_notes, *gold_run.notes],
        "record": None if recorded is None else {
            "path": str(recorded.path), "accepted": recorded.accepted,
            "drift": None if recorded.drift is None else recorded.drift.model_dump(mode="json"),
            "notes": list(recorded.notes)},
    }


def _number(value: float | None, digits: int = 2) -> str:
    return "—" if value is None else f"{value:.{digits}f}"


HEADER = (f"{'criterion':<16} {'pairs':>5} {'acc':>5} {'kappa':>6} {'95% CI':>14} "
          f"{'pp':>4} {'pf':>4} {'fp':>4} {'ff':>4} {'fp %':>5} {'pf %':>5} {'len rho':>7} "
          f"{'best mark':>11}")


def _row(name: str, figures: LabelAgreement) -> str:
    interval = figures.kappa_ci
    shown = f"[{interval[0]:.2f}, {interval[1]:.2f}]" if interval else "—"
    cells = figures.confusion
    best = figures.best_pass_mark
    mark = f"{best.pass_mark:g} ({best.kappa:.2f})" if best else "—"
    return (f"{one_line(name, 16):<16} {figures.pairs:>5} {_number(figures.accuracy):>5} "
            f"{_number(figures.kappa):>6} {shown:>14} {cells.gold_pass_judge_pass:>4} "
            f"{cells.gold_pass_judge_fail:>4} {cells.gold_fail_judge_pass:>4} "
            f"{cells.gold_fail_judge_fail:>4} {_percent(fails_passed(figures)):>5} "
            f"{_percent(passes_failed(figures)):>5} {_number(figures.length_correlation):>7} "
            f"{mark:>11}")


def _percent(share: float | None) -> str:
    return "—" if share is None else f"{100 * share:.0f}"


def render(gold: Sequence[Path], measured: Measurement, *, measured_at: str) -> str:
    overall, gold_run = measured.overall, measured.run
    sources = ", ".join(one_line(str(path), 300) for path in gold)
    lines = [f"calibration: {overall.pairs + overall.ungraded} labelled pairs from "
             f"{sources}, judge {judge_name(gold_run)}, pass mark {DEFAULT_PASS_MARK}", "",
             HEADER]
    lines += [_row(criterion, figures) for criterion, figures in measured.per_criterion.items()]
    lines += [_row("overall", overall), ""]
    lines += [f"kappa of {one_line(name, 100)}: {figures.kappa_note}"
              for name, figures in (*measured.per_criterion.items(), ("overall", overall))
              if figures.kappa_note is not None]
    lines += [
        "pp/pf/fp/ff: gold pass & judge pass, gold pass & judge fail, gold fail & judge pass, "
        "gold fail & judge fail; fp %: people's fails the judge passed, pf %: people's passes "
        "the judge failed",
        f"kappa CI: {KAPPA_CI_METHOD}",
        f"len rho: {LENGTH_CORRELATION_METHOD} (gold labels vs length: "
        f"{_number(overall.gold_length_correlation)})",
        "best mark: the pass mark that would maximise kappa (kappa there)",
        f"statement: {judge_words(gold_run.judge, gold_run.model)} "
        f"{agreement_words(kappa_of(overall), measured_at)}",
        _cost_line(gold_run),
    ]
    return "\n".join(lines)


def _cost_line(gold_run: GoldRun) -> str:
    usage = gold_run.usage
    dollars = "unknown (no price for this model)" if usage.cost_usd is None \
        else f"${usage.cost_usd:.4f}"
    cached = f", {usage.cache_hits} verdicts from the cache" if usage.cache_hits else ""
    return (f"cost: {usage.calls} calls, {usage.input_tokens} input + {usage.output_tokens} "
            f"output tokens, {dollars}{cached}")
