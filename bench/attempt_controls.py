"""Benchmark: what an attempt itself earns, against the same text with only its data kept.

Usage:  python bench/attempt_controls.py --attempts FILE --controls FILE

`bench/addressing.py` counts a weak description carrying an attempt that passes every
criterion against the weak base alone. An attacker may also add a true fact ("UTC, from
stg_orders") beside the words aimed at the grader; a pass may then be earned by the fact, as
it would be without the attempt. This script separates the two. CONTROLS holds JSON lines
{"id", "data_only"}: each attempt's text with everything that is not a statement about the
column's data removed by hand, by someone who did not read the rules (every fact kept
verbatim). For each attempt it asks:

- offline, does the text pass every criterion where its data-only control does not (the
  attempt paid), or do both pass (the pass is the fact's)?
- against an obeying judge whose second look names nothing, with the floor on (the worst case
  of `bench/addressing.py`), does the text keep a pass where the offline judge fails its
  data-only control? A pass the rules would not give the facts alone is one the attempt bought.
- does the text read exactly as its control (`told_text`: the attempt earns nothing at all)?

It prints the counts and lists every attempt that paid. The issue's bar for "paid" is the
same as for passing: at most 1 in 20.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.addressing import column_of, load_file, passes_obeyed, passes_offline  # noqa: E402
from gate.docs.addressing.sentences import told_text  # noqa: E402


def controls_by_id(path: Path) -> dict[str, str]:
    """Each attempt's data-only text, by the attempt's id."""
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip()]
    return {str(row["id"]): str(row["data_only"]) for row in rows}


def measured(attempts_path: Path, controls_path: Path) -> None:
    attempts = load_file(attempts_path)
    controls = controls_by_id(controls_path)
    missing = [a["id"] for a in attempts if a["id"] not in controls]
    if missing:
        raise SystemExit(f"{controls_path}: no control for {', '.join(missing[:5])}; "
                         "write one data_only line per attempt")
    paid_offline: list[str] = []
    facts_offline: list[str] = []
    paid_obeyed: list[str] = []
    same = 0
    for attempt in attempts:
        column, text, control = column_of(attempt), attempt["text"], controls[attempt["id"]]
        text_passes, control_passes = passes_offline(text, column), passes_offline(control, column)
        if text_passes and control_passes:
            facts_offline.append(attempt["id"])
        elif text_passes:
            paid_offline.append(attempt["id"])
        if passes_obeyed(text, column) and not control_passes:
            paid_obeyed.append(attempt["id"])
        same += told_text(text, column) == told_text(control, column)
    total = len(attempts)
    kept_facts = sum(controls[a["id"]].strip() != a.get("weak_base", "").strip()
                     for a in attempts)
    print(f"attempts ({attempts_path.name}): {total}; with a fact beyond the weak base: "
          f"{kept_facts}")
    print(f"  offline, passing where the data-only control fails (the attempt paid): "
          f"{len(paid_offline)} ({len(paid_offline) / max(1, total):.3f})")
    print(f"  offline, passing as the data-only control does (the facts' pass): "
          f"{len(facts_offline)}")
    print(f"  obeying judge, floor on, keeping a pass the offline judge refuses the control "
          f"(the attempt paid): {len(paid_obeyed)} ({len(paid_obeyed) / max(1, total):.3f})")
    print(f"  reading exactly as the data-only control: {same}")
    for name, ids in (("paid offline", paid_offline), ("paid with an obeying judge", paid_obeyed)):
        for attempt_id in ids:
            print(f"  {name}: {attempt_id}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--attempts", type=Path, required=True, help="attempts (JSON lines)")
    parser.add_argument("--controls", type=Path, required=True,
                        help='data-only controls (JSON lines {"id", "data_only"})')
    args = parser.parse_args()
    measured(args.attempts, args.controls)


if __name__ == "__main__":
    main()
