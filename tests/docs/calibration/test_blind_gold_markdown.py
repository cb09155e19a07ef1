"""The offline judge's Markdown and usage readings on three blind sets, since tuned on
for them: `calibration/gold-blind-f.jsonl` (an electricity network's runbooks, tuned on in the
round after it was measured) and `calibration/gold-blind-g.jsonl` (a property and casualty
insurer's, tuned on in the round after it was measured: md-consistency 0.06 → 0.90,
md-clarity 0.58 → 1.00, md-completeness 0.93 → 1.00, usage 0.88 → 1.00), and
`calibration/gold-blind-m.jsonl` (a grain cooperative's runbooks and guides, tuned on for its
Markdown readings after it was measured: md-consistency 0.19 → 0.69, md-clarity 0.59 → 1.00,
md-completeness 0.33 → 0.85).

These are tuning figures, not the one a grade states. The floors sit just under what the judge
reaches, so a change that loses what the tuning won goes red here, naming the set and the
criterion; each file is checked against the hash it was sealed with first.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from gate.docs.calibration.gold_sets.judging import GoldRun
from tests.docs.calibration.offline_runs import kappa, offline_run

CALIBRATION = Path(__file__).parents[3] / "calibration"
#: Per set, the floor of each criterion (reached: F 0.71, 1.00, 1.00, 1.00; G 0.90, 1.00,
#: 1.00, 1.00; M 0.69, 1.00, 0.85).
FLOORS = {
    "gold-blind-f.jsonl": {"md-consistency": 0.65, "md-clarity": 0.95,
                           "md-completeness": 0.95, "usage": 0.95},
    "gold-blind-g.jsonl": {"md-consistency": 0.85, "md-clarity": 0.95,
                           "md-completeness": 0.95, "usage": 0.95},
    "gold-blind-m.jsonl": {"md-consistency": 0.65, "md-clarity": 0.95,
                           "md-completeness": 0.80},
}


def _sealed(name: str) -> str:
    return (CALIBRATION / name.replace(".jsonl", ".sha256")).read_text().split()[0]


@pytest.fixture(scope="module", params=sorted(FLOORS))
def blind(request: pytest.FixtureRequest) -> tuple[str, GoldRun]:
    name = request.param
    digest = hashlib.sha256((CALIBRATION / name).read_bytes()).hexdigest()
    assert digest == _sealed(name), name
    return name, offline_run(CALIBRATION / name)


def test_the_markdown_and_usage_readings_keep_their_floors(blind: tuple[str, GoldRun]) -> None:
    name, run = blind
    below = {criterion: round(reached, 2) for criterion, floor in FLOORS[name].items()
             if (reached := kappa(run, criterion)) < floor}
    assert not below, (name, below)
