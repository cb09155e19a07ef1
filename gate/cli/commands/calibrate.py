"""`signalforge-gate calibrate GOLD`: measure a judge against a labelled gold set.

The judge is the one `docs` would use (`--judge`, `--model`, `--config`), through the same
engine and prompts; the figures (accuracy, Cohen's kappa with its interval, the confusion
matrix, verbosity bias, the pass mark that would maximise kappa) are printed per criterion and
overall, or given as JSON with `--json`, followed by what the run cost.

Exit codes: 0 measured; 1 with `--min-kappa` when the overall kappa is below it; 2 a bad gold
set, flag or configuration; 3 when the judge's service failed every call, or `--min-kappa` was
asked for and kappa is undefined or a pair went ungraded (the bar cannot be decided, so it is
not passed).
"""

from __future__ import annotations

import argparse
import json
import os
from dataclasses import asdict
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from gate.configure.config import CONFIG_FILE, GateConfig, GradeConfig, load_config_file
from gate.core.console import note, warn
from gate.core.errors import ExitCode, InputError, ServiceError, UsageError
from gate.core.safe_text import one_line
from gate.docs.calibration.gold import load_gold
from gate.docs.calibration.judging import GoldRun, JudgedPair, judge_gold
from gate.docs.calibration.stats import (
    DEFAULT_PASS_MARK,
    KAPPA_CI_METHOD,
    LENGTH_CORRELATION_METHOD,
    Agreement,
    Observation,
    agreement,
)
from gate.docs.judges.cache import with_cache_flags
from gate.docs.judges.choose import prefetch_sdk
from gate.docs.trust.rules import TrustRules


def run(args: argparse.Namespace) -> int:
    prefetch_sdk(args.judge, has_key=bool(os.environ.get("ANTHROPIC_API_KEY", "").strip()))
    config = _config(args)
    pairs = load_gold(args.gold)
    note(f"judging {len(pairs)} labelled pairs from {args.gold}")
    gold_run = judge_gold(pairs, config, source=args.gold, judge=args.judge,
                          scores_dir=args.scores)
    by_criterion: dict[str, list[JudgedPair]] = {}
    for judged in gold_run.judged:  # in gold-set order, so criteria print as first labelled
        by_criterion.setdefault(judged.pair.criterion_id, []).append(judged)
    marks = TrustRules.of(config)
    per_criterion = {criterion: _agreement(judged, marks)
                     for criterion, judged in by_criterion.items()}
    overall = _agreement(list(gold_run.judged), marks)
    if overall.pairs == 0 and overall.ungraded:
        first = next(j.result for j in gold_run.judged if j.result.score is None)
        raise ServiceError(f"no pair of the gold set was graded ({first.reasoning})",
                           remediation="fix what the reason says (for the anthropic judge: "
                                       "ANTHROPIC_API_KEY, the network, the API status; for "
                                       "the scores judge: the files in --scores), then re-run.",
                           path=str(args.gold))
    if args.json:
        print(json.dumps(_as_data(args.gold, gold_run, per_criterion, overall, marks), indent=2))
    else:
        print(render(args.gold, gold_run, per_criterion, overall))
    for text in gold_run.notes:
        note(text)
    if overall.ungraded:
        warn(f"{overall.ungraded} pair(s) were not graded and are left out of every figure")
    return _bar(args.min_kappa, overall)


def _config(args: argparse.Namespace) -> GateConfig:
    path = args.config or Path(CONFIG_FILE)
    config = load_config_file(path)
    if args.config is not None and not config.source.found:
        raise InputError("no such configuration file.", remediation="check --config.",
                         path=str(args.config))
    config = with_cache_flags(config, cache_dir=args.cache_dir, no_cache=args.no_cache)
    if args.model is None:
        return config
    try:
        grade = GradeConfig.model_validate({**config.grade.model_dump(exclude_unset=True),
                                            "model": args.model})
    except ValidationError as error:
        raise UsageError(f"--model {args.model!r}: {error.errors()[0]['msg']}.",
                         remediation="name a model of grade.provider (e.g. claude-haiku-4-5)."
                         ) from None
    return GateConfig(grade, config.gate, config.source)


def _agreement(judged: list[JudgedPair], marks: TrustRules) -> Agreement:
    """Each pair held to its criterion's pass mark (`gate.docs.pass_marks`), as `docs` holds
    it; a criterion's figures, whose pairs share one mark, are reported against that mark."""
    scored = [Observation(j.pair.label, j.result.score, j.length, marks.mark(j.pair.criterion_id))
              for j in judged if j.result.score is not None]
    shared = {seen.pass_mark for seen in scored}
    mark = next(iter(shared)) if len(shared) == 1 else None
    return agreement(scored, ungraded=len(judged) - len(scored),
                     pass_mark=DEFAULT_PASS_MARK if mark is None else mark)


def _bar(min_kappa: float | None, overall: Agreement) -> int:
    if min_kappa is None:
        return int(ExitCode.PASSED)
    if overall.ungraded:  # a missing piece could move kappa either way: never a pass
        warn(f"INCONCLUSIVE: --min-kappa {min_kappa} cannot be decided: {overall.ungraded} "
             "pair(s) were not graded")
        return int(ExitCode.INCONCLUSIVE)
    if overall.kappa is None:
        warn(f"INCONCLUSIVE: --min-kappa {min_kappa} cannot be decided: kappa is "
             f"{overall.kappa_note}")
        return int(ExitCode.INCONCLUSIVE)
    if overall.kappa < min_kappa:
        print(f"FAIL: kappa {overall.kappa:.3f} is below --min-kappa {min_kappa}")
        return int(ExitCode.BELOW_THRESHOLD)
    print(f"PASS: kappa {overall.kappa:.3f} meets --min-kappa {min_kappa}")
    return int(ExitCode.PASSED)


# -- output ------------------------------------------------------------------------------------


def _figures(figures: Agreement) -> dict[str, Any]:
    best = figures.best_pass_mark
    return {
        "pairs": figures.pairs, "ungraded": figures.ungraded,
        "gold_pass": figures.gold_pass, "gold_fail": figures.gold_fail,
        "accuracy": figures.accuracy, "kappa": figures.kappa,
        "kappa_ci": list(figures.kappa_ci) if figures.kappa_ci else None,
        "kappa_note": figures.kappa_note,
        "confusion": asdict(figures.confusion),
        "length_correlation": figures.length_correlation,
        "gold_length_correlation": figures.gold_length_correlation,
        "best_pass_mark": best.pass_mark if best else None,
        "kappa_at_best_pass_mark": best.kappa if best else None,
    }


def _as_data(gold: Path, gold_run: GoldRun, per_criterion: dict[str, Agreement],
             overall: Agreement, marks: TrustRules) -> dict[str, Any]:
    usage = gold_run.usage
    return {
        "gold": str(gold), "judge": gold_run.judge, "model": gold_run.model,
        "pass_mark": DEFAULT_PASS_MARK,  # a criterion not named in pass_marks
        "pass_marks": dict(marks.pass_marks),
        "methods": {"kappa_ci": KAPPA_CI_METHOD, "length_correlation":
                    LENGTH_CORRELATION_METHOD},
        "criteria": {criterion: _figures(figures)
                     for criterion, figures in per_criterion.items()},
        "overall": _figures(overall),
        "cost": {"calls": usage.calls, "input_tokens": usage.input_tokens,
                 "output_tokens": usage.output_tokens, "cost_usd": usage.cost_usd,
                 "cache_hits": usage.cache_hits},
        "notes": list(gold_run.notes),
    }


def _number(value: float | None, digits: int = 2) -> str:
    return "—" if value is None else f"{value:.{digits}f}"


HEADER = (f"{'criterion':<16} {'pairs':>5} {'acc':>5} {'kappa':>6} {'95% CI':>14} "
          f"{'pp':>4} {'pf':>4} {'fp':>4} {'ff':>4} {'len rho':>7} {'best mark':>11}")


def _row(name: str, figures: Agreement) -> str:
    interval = figures.kappa_ci
    shown = f"[{interval[0]:.2f}, {interval[1]:.2f}]" if interval else "—"
    cells = figures.confusion
    best = figures.best_pass_mark
    mark = f"{best.pass_mark:g} ({best.kappa:.2f})" if best else "—"
    return (f"{one_line(name, 16):<16} {figures.pairs:>5} {_number(figures.accuracy):>5} "
            f"{_number(figures.kappa):>6} {shown:>14} {cells.gold_pass_judge_pass:>4} "
            f"{cells.gold_pass_judge_fail:>4} {cells.gold_fail_judge_pass:>4} "
            f"{cells.gold_fail_judge_fail:>4} {_number(figures.length_correlation):>7} "
            f"{mark:>11}")


def render(gold: Path, gold_run: GoldRun, per_criterion: dict[str, Agreement],
           overall: Agreement) -> str:
    judge = gold_run.judge + (f" ({gold_run.model})" if gold_run.model else "")
    lines = [f"calibration: {overall.pairs + overall.ungraded} labelled pairs from "
             f"{one_line(str(gold), 300)}, judge {judge}, pass mark {DEFAULT_PASS_MARK}", "",
             HEADER]
    lines += [_row(criterion, figures) for criterion, figures in per_criterion.items()]
    lines += [_row("overall", overall), ""]
    lines += [f"kappa of {one_line(name, 100)}: {figures.kappa_note}"
              for name, figures in (*per_criterion.items(), ("overall", overall))
              if figures.kappa_note is not None]
    lines += [
        "pp/pf/fp/ff: gold pass & judge pass, gold pass & judge fail, gold fail & judge pass, "
        "gold fail & judge fail",
        f"kappa CI: {KAPPA_CI_METHOD}",
        f"len rho: {LENGTH_CORRELATION_METHOD} (gold labels vs length: "
        f"{_number(overall.gold_length_correlation)})",
        "best mark: the pass mark that would maximise kappa (kappa there)",
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
