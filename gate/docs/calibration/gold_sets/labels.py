"""A team's own labels over the shipped gold set: the team's standard, measured.

The HTML report lets a reviewer mark each pair agree or disagree and export the pairs as gold
JSON lines; `calibrate GOLD TEAM.jsonl ...` (or `--labels TEAM.jsonl`) reads them after the
first gold set. The same (artifact, criterion) labelled again replaces the earlier label: the
team's word on its own standard wins over the shipped set's, and the run says how many labels
were replaced (and how many of those changed pass to fail or back). A pair new to the set is
added. Ids are only names: an id already used by another pair is qualified with its file's
name, so two exports never clash.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from gate.docs.calibration.gold_sets.gold import GoldPair, load_gold


@dataclass(frozen=True)
class MergedGold:
    pairs: tuple[GoldPair, ...]
    notes: tuple[str, ...]


def merged_gold(first: Path, later: Sequence[Path]) -> MergedGold:
    """The pairs of `first`, then of each of `later` in order, a later label for the same
    (artifact, criterion) replacing the earlier one in its place."""
    pairs = load_gold(first)
    index = {pair.pair_key(): position for position, pair in enumerate(pairs)}
    ids = {pair.id for pair in pairs}
    notes: list[str] = []
    for path in later:
        replaced = flipped = added = renamed = 0
        for labelled in load_gold(path):
            key, pair = labelled.pair_key(), labelled
            if key in index:
                earlier = pairs[index[key]]
                replaced += 1
                flipped += earlier.label != pair.label
                pairs[index[key]] = pair.model_copy(update={"id": earlier.id})
                continue
            if pair.id in ids:
                pair, renamed = _renamed(pair, path, ids), renamed + 1
            ids.add(pair.id)
            index[key] = len(pairs)
            pairs.append(pair)
            added += 1
        notes.append(_note(path, replaced, flipped, added, renamed))
    return MergedGold(tuple(pairs), tuple(notes))


def _renamed(pair: GoldPair, path: Path, ids: set[str]) -> GoldPair:
    base = f"{path.stem}:{pair.id}"
    name, number = base, 2
    while name in ids:
        name, number = f"{base}-{number}", number + 1
    return pair.model_copy(update={"id": name})


def _note(path: Path, replaced: int, flipped: int, added: int, renamed: int) -> str:
    parts = [f"{added} new pair(s)"]
    if replaced:
        parts.append(f"{replaced} label(s) for an artifact and criterion already labelled, "
                     f"which override the earlier ones ({flipped} of them the other way)")
    if renamed:
        parts.append(f"{renamed} id(s) already used, qualified with '{path.stem}:'")
    return f"team labels from {path}: {', '.join(parts)}"
