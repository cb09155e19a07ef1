"""The floor proves defects with its own checks alone (`FLOOR_CHECKS`, each measured against
people): no caller picks others, so what the docs say the floor does is all it can do."""

from __future__ import annotations

import inspect

from gate.docs.judges.floor import proven


def test_the_floor_takes_no_other_checks_than_its_own() -> None:
    assert list(inspect.signature(proven).parameters) == ["artifact", "criterion_id"]
