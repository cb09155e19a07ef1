"""Benchmark: how often each offline floor check's fails agree with people on the gold set.

Usage:  python bench/floor_agreement.py [--gold calibration/gold.jsonl]

Prints, per check, the gold pairs it fails, how many people failed too, and the share; a check
makes the floor (`gate.docs.judges.floor.FLOOR_CHECKS`) only at 97 % or more.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from gate.docs.calibration.gold_sets.floor_agreement import (
    floor_agreement,
    fragment_agreement,
    label_agreement,
)
from gate.docs.calibration.gold_sets.gold import GoldPair, load_gold
from gate.docs.calibration.gold_sets.judging import artifact_of
from gate.docs.judges.floor import FLOOR_CHECKS, MIN_AGREEMENT
from gate.docs.judges.offline.heuristic import CHECKS, GENERIC_CHECKS, ModelIndex, text_checks

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--gold", type=Path, default=ROOT / "calibration" / "gold.jsonl")
    args = parser.parse_args()
    pairs = load_gold(args.gold)
    print(f"{len(pairs)} gold pairs in {args.gold.name}; the floor needs "
          f"{MIN_AGREEMENT:.0%} agreement")
    for check, found in sorted(floor_agreement(pairs, args.gold).items()):
        share = "n/a" if found.share is None else f"{found.share:.1%}"
        member = "floor" if check in FLOOR_CHECKS else "not in the floor"
        print(f"  {check:14} fails {found.fails:3}  people agree {found.agreed:3}  "
              f"{share:>6}  {member}  disagreeing: {', '.join(found.disagreed_ids) or '-'}")

    fails, agreed = too_short(pairs, args.gold)
    print(f"  {'too_short':14} fails {fails:3}  people agree {agreed:3}  "
          f"{agreed / fails:6.1%}  not in the floor (the heuristic judge's 'fewer than four "
          "words', for comparison)")
    found = fragment_agreement(pairs, args.gold)
    print(f"  {'label_and_fragment':14} fails {found.fails:3}  people agree {found.agreed:3}  "
          f"{found.agreed / max(found.fails, 1):6.1%}  its reading of what is left (a label, "
          "alone or with a fragment), on every pair: the floor applies it only where words "
          "were left out and a fragment follows the label")
    found = label_agreement(pairs, args.gold)
    print(f"  {'label_only':14} fails {found.fails:3}  people agree {found.agreed:3}  "
          f"{found.agreed / max(found.fails, 1):6.1%}  its reading of what is left (a label), "
          "on every pair: the floor applies it only where sentences were left out")


def too_short(pairs: list[GoldPair], source: Path) -> tuple[int, int]:
    """The heuristic judge's length check (under four words), which the floor leaves out."""
    index, fails, agreed = ModelIndex.of(()), 0, 0
    for pair in pairs:
        if text_checks not in CHECKS.get(pair.criterion_id, GENERIC_CHECKS):
            continue
        found = text_checks(artifact_of(pair, source), index)
        if any("too short" in finding.reasoning for finding in found):
            fails += 1
            agreed += pair.label == "fail"
    return fails, agreed


if __name__ == "__main__":
    main()
