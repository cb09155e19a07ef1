"""Write `gate/docs/calibration/offline_agreement.json`: the offline judge's agreement with
people, which every grade by the offline judge states.

    python -m scripts.offline_agreement [INDEPENDENT_GOLD] [--written-by WHO] [--date DAY]

The figure a grade states is the one on the latest gold set written and labelled by someone who
never read the offline judge's rules (`INDEPENDENT_GOLD`, a path inside the repository, e.g.
`calibration/gold-blind-b.jsonl`), with the figure on the rules' authors' own sealed set
(`calibration/gold-sealed.jsonl`) beside it. Without `INDEPENDENT_GOLD` the script keeps the
independent set the shipped file already names (so a change of rules is re-measured on the same
set); with none shipped, the authors' own figure is stated, and said to be theirs.

Each figure is what `signalforge-gate calibrate GOLD --judge heuristic` computes, by the same
code (`gate.docs.calibration.measure`), under the default configuration. Each set is named by
its path and its file's SHA-256 (`gold_sha256`, what `sha256sum` prints and what a committed
`calibration/*.sha256` holds), so the figure a grade states can be matched to the set's
committed hash. A test recomputes it
and fails when the shipped file no longer matches (the offline judge's rules or a gold set
changed). A set that has been tuned on is no longer independent: measure the next one.

A pair the judge could not grade (its judging raised, so the engine kept it ungraded) would
leave the figure silently, measured on fewer pairs than the set holds: the script counts such
pairs, names them with their reasons, and exits 1 without writing the file.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from datetime import UTC, datetime
from pathlib import Path

from gate.configure.config import defaults
from gate.docs.calibration.agreement import SHIPPED_PATH, ShippedAgreement, ShippedFigure
from gate.docs.calibration.gold_sets.gold import load_gold
from gate.docs.calibration.measure import kappa_of, measure

ROOT = Path(__file__).resolve().parent.parent
AUTHORS_OWN = ROOT / "calibration" / "gold-sealed.jsonl"
AUTHORS_WROTE = ("written and labelled by the authors of the offline judge's rules, sealed "
                 "before the rules were tuned and never tuned on")
INDEPENDENT_WROTE = ("written and labelled by a writer who read only the criterion texts, the "
                     "SignalForge grade-layer guide and the CLI help")


class UnjudgedPairsError(Exception):
    """Pairs of a gold set the offline judge could not grade: no figure may leave them out."""

    def __init__(self, gold: Path, total: int, unjudged: list[tuple[str, str]]) -> None:
        self.unjudged = unjudged
        named = "; ".join(f"{pair_id}: {reason}" for pair_id, reason in unjudged[:10])
        more = f"; and {len(unjudged) - 10} more" if len(unjudged) > 10 else ""
        super().__init__(f"{len(unjudged)} of {total} pairs of {gold} could not be judged "
                         f"({named}{more}); the figure would leave them out, so it was not "
                         "written. Fix what the reasons say, then run the script again.")


def figure_on(gold: Path, measured_at: str) -> ShippedFigure:
    """The offline judge measured on `gold` (a path inside the repository); `UnjudgedPairsError`
    when any pair could not be graded."""
    pairs = load_gold(gold)
    measured = measure(pairs, defaults(), source=gold, judge="heuristic")
    unjudged = [(judged.pair.id, judged.result.reasoning) for judged in measured.run.judged
                if judged.result.score is None]
    if unjudged:
        raise UnjudgedPairsError(gold, len(pairs), unjudged)
    return ShippedFigure(
        gold=gold.resolve().relative_to(ROOT).as_posix(),
        gold_sha256=hashlib.sha256(gold.read_bytes()).hexdigest(),
        measured_at=measured_at, overall=kappa_of(measured.overall),
        criteria={name: kappa_of(figures) for name, figures in measured.per_criterion.items()})


def offline_agreement(measured_at: str, independent: Path | None = None,
                      written_by: str = INDEPENDENT_WROTE) -> ShippedAgreement:
    """The shipped figure: on `independent` with the authors' own beside it, or the authors'
    own alone, dated `measured_at`."""
    own = figure_on(AUTHORS_OWN, measured_at)
    if independent is None:
        return ShippedAgreement(**own.model_dump(), independent=False, written_by=AUTHORS_WROTE)
    blind = figure_on(independent, measured_at)
    return ShippedAgreement(**blind.model_dump(), independent=True, written_by=written_by,
                            authors_own=own)


def regenerated(shipped: ShippedAgreement, measured_at: str) -> ShippedAgreement:
    """`shipped` measured again on the same sets: what the test compares the file with."""
    if not shipped.independent:
        return offline_agreement(measured_at)
    return offline_agreement(measured_at, ROOT / shipped.gold, shipped.written_by)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("gold", nargs="?", type=Path,
                        help="the latest gold set written and labelled independently of the "
                             "rules (default: the one the shipped file names, if any)")
    parser.add_argument("--written-by", default=INDEPENDENT_WROTE,
                        help="who wrote and labelled it, and what they had read")
    parser.add_argument("--date", default=datetime.now(UTC).date().isoformat(),
                        help="the day of the measurement (default: today, UTC)")
    args = parser.parse_args(argv)
    try:
        if args.gold is None and SHIPPED_PATH.exists():
            current = ShippedAgreement.model_validate_json(SHIPPED_PATH.read_text("utf-8"))
            figure = regenerated(current, args.date)
        else:
            figure = offline_agreement(args.date, args.gold, args.written_by)
    except UnjudgedPairsError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    SHIPPED_PATH.write_text(json.dumps(figure.model_dump(mode="json"), indent=2) + "\n",
                            encoding="utf-8")
    overall = figure.overall
    kind = "independent" if figure.independent else "the rules' authors' own"
    print(f"wrote {SHIPPED_PATH.relative_to(ROOT)}: kappa {overall.kappa} on {overall.pairs} "
          f"pairs of {figure.gold} ({kind}); every pair judged, none left out")
    for name, criterion in figure.criteria.items():
        print(f"  {name:<16} pairs {criterion.pairs:>4}  kappa {criterion.kappa}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
