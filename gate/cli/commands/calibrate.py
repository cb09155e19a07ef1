"""`signalforge-gate calibrate GOLD [LABELS...]`: measure a judge against labelled gold sets.

The judge is the one `docs` would use (`--judge`, `--model`, `--config`), through the same
engine and prompts; the figures (accuracy, Cohen's kappa with its interval, the confusion
matrix, verbosity bias, the pass mark that would maximise kappa) are printed per criterion and
overall, or given as JSON with `--json`, followed by what the run cost. Gold files after the
first (and `--labels`) are a team's labels, merged over the first (`calibration.labels`);
`--suggest-pass-marks` prints the `gate.docs.pass_marks` block that maximises kappa on them;
`--record` keeps the calibration as the judge's signed record, which every grade then states,
and fails on drift from the earlier record (`calibration.recording`).

Exit codes: 0 measured; 1 with `--min-kappa` when the overall kappa is below it, or with
`--record` when the judge drifted from its record and the drift was not accepted; 2 a bad gold
set, flag or configuration; 3 when the judge's service failed every call, or `--min-kappa` was
asked for and kappa is undefined or a pair went ungraded (the bar cannot be decided, so it is
not passed).
"""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

from pydantic import ValidationError

from gate.configure.config import CONFIG_FILE, GateConfig, GradeConfig, load_config_file
from gate.core.clock import iso_now
from gate.core.console import note, warn
from gate.core.errors import ExitCode, InputError, UsageError
from gate.docs.calibration.drift import DriftBounds
from gate.docs.calibration.gold_sets.labels import merged_gold
from gate.docs.calibration.gold_sets.stats import (
    LabelAgreement,
)
from gate.docs.calibration.gold_sets.suggest import pass_marks_yaml
from gate.docs.calibration.measure import Measurement, measure, record_of
from gate.docs.calibration.output import as_data, drift_block, judge_name, record_line, render
from gate.docs.calibration.record import RecordStore
from gate.docs.calibration.recording import Recorded, record_calibration, require_signer
from gate.docs.calibration.statement import record_store
from gate.docs.judges.cache import with_cache_flags
from gate.docs.judges.choose import prefetch_sdk


def run(args: argparse.Namespace) -> int:
    _check_flags(args)
    prefetch_sdk(args.judge, has_key=bool(os.environ.get("ANTHROPIC_API_KEY", "").strip()))
    config = _config(args)
    store = record_store(config, os.environ) if args.record else None
    if store is not None:
        require_signer(store)  # before the judge is paid for
    sources: list[Path] = [*args.gold, *(args.labels or [])]
    merged = merged_gold(sources[0], sources[1:])
    note(f"judging {len(merged.pairs)} labelled pairs from "
         f"{', '.join(str(path) for path in sources)}")
    for text in merged.notes:
        note(text)
    measured = measure(merged.pairs, config, source=sources[0], judge=args.judge,
                       scores_dir=args.scores)
    now = iso_now()
    recorded = None if store is None else _record(args, store, measured, now)
    _show(args, sources, merged.notes, measured, recorded=recorded, now=now)
    for text in measured.run.notes:
        note(text)
    if measured.overall.ungraded:
        warn(f"{measured.overall.ungraded} pair(s) were not graded and are left out of every "
             "figure")
    code = _bar(args.min_kappa, measured.overall)
    return int(ExitCode.BELOW_THRESHOLD) if recorded is not None and recorded.failed else code


def _check_flags(args: argparse.Namespace) -> None:
    if args.accept_drift and not args.record:
        raise UsageError("--accept-drift accepts a new calibration record, so it needs --record.",
                         remediation="add --record.")
    if args.json and args.suggest_pass_marks:
        raise UsageError("--json and --suggest-pass-marks each print a document of their own.",
                         remediation="use one of them per run.")


def _show(args: argparse.Namespace, sources: list[Path], label_notes: tuple[str, ...],
          measured: Measurement, *, recorded: Recorded | None, now: str) -> None:
    """The figures on stdout; a drift first of all (on stderr when stdout is a document)."""
    plain_output = not (args.json or args.suggest_pass_marks)
    if recorded is not None:
        for text in recorded.notes:
            warn(text)
        if recorded.drift is not None:
            block = drift_block(recorded, measured.run)
            if plain_output:
                print(block + "\n")
            else:
                warn(block)
    if args.json:
        print(json.dumps(as_data(sources, measured, recorded, label_notes), indent=2))
    elif args.suggest_pass_marks:
        print(pass_marks_yaml(measured.per_criterion, judge=judge_name(measured.run)))
    else:
        print(render(sources, measured, measured_at=now))
        if recorded is not None:
            print(record_line(recorded))


def _record(args: argparse.Namespace, store: RecordStore, measured: Measurement,
            now: str) -> Recorded:
    record = record_of(measured, measured_at=now)
    bounds = DriftBounds(max_changed_share=args.drift_share, max_kappa_drop=args.drift_kappa)
    return record_calibration(store, record, bounds=bounds,
                              accept_drift=args.accept_drift)


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


def _bar(min_kappa: float | None, overall: LabelAgreement) -> int:
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


